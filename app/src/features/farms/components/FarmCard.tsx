/**
 * A farm: the LP pair,
 * Core or Community badge and multiplier ("40X"), APR with the ROI
 * calculator, FUEL earned with Harvest (a zero deposit), and the LP stake
 * with Enable, Stake LP, minus/plus; details with the liquidity and links.
 * The two boxes are the yield feature's (HarvestBox, StakeBox); this file
 * gives the chef's calls and the farm's texts.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fuelChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { formatUsd } from '@fuelswap/sdk';
import { Badge, Button, ChevronDownIcon, Link, Tag } from '../../../ui/index.ts';
import { CurrencyLogo } from '../../tokens/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import { explorerLink } from '../../transactions/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import { Apr, HarvestBox, StakeBox, currencyOf, explorerUrl } from '../../yield/index.ts';
import { call, prepareCall } from '../../../chain/write/index.ts';
import type { FarmView } from '../hooks/useFarmsData.ts';
import styles from '../farms.module.css';

export interface FarmCardProps {
  farm: FarmView;
  config: FarmsConfig;
  fuelPrice: bigint | undefined;
  refresh: () => unknown;
  /** The user's reads belong to the connected account (a missing allowance then means "not approved"). */
  userLoaded: boolean;
}

/** "/add/A/B" with BNB for WBNB, the liquidity screen's currency ids. */
function addLiquidityUrl(farm: FarmView, config: FarmsConfig): string {
  const id = (a: string) => (a.toLowerCase() === config.wbnb.address.toLowerCase() ? 'BNB' : a);
  return `/add/${id(farm.def.token.address)}/${id(farm.def.quoteToken.address)}`;
}

export function FarmCard({ farm, config, fuelPrice, refresh, userLoaded }: FarmCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { def } = farm;
  const wbnb = config.wbnb.address.toLowerCase();
  const explorer = explorerUrl();
  const contractLink = explorerLink(explorer, def.lpAddress, 'address');
  return (
    <li className={styles.card} data-testid="farm-card" data-farm={def.lpSymbol}>
      <div className={styles.cardHead}>
        <div className={styles.name}>
          <span className={styles.logos} aria-hidden>
            <CurrencyLogo currency={currencyOf(def.token, def.token.address.toLowerCase() === wbnb)} size={32} />
            <CurrencyLogo currency={currencyOf(def.quoteToken, def.quoteToken.address.toLowerCase() === wbnb)} size={24} />
          </span>
          <h2 className={styles.nameTitle}>{def.lpSymbol}</h2>
        </div>
        <div className={styles.tags}>
          {def.isCommunity ? <Badge kind="community" size="sm" /> : <Badge kind="core" size="sm" />}
          <Tag size="sm" tone="secondary">
            <span aria-label={t('Multiplier {{multiplier}}', { multiplier: farm.multiplier })}>{farm.multiplier}</span>
          </Tag>
        </div>
      </div>
      {farm.endBlock !== undefined && <AuctionFarmEnd endBlock={farm.endBlock} project={farm.project ?? ''} />}
      <div className={styles.line}>
        <span>{t('APR')}</span>
        <Apr value={farm.apr} apr={farm.apr} earningSymbol={config.fuel.symbol} earningPriceUsd={fuelPrice} subject={def.lpSymbol} />
      </div>
      <div className={styles.line}>
        <span>{t('Earn')}</span>
        <strong>{config.fuel.symbol}</strong>
      </div>
      <FarmHarvest farm={farm} config={config} refresh={refresh} />
      <FarmStake farm={farm} config={config} refresh={refresh} userLoaded={userLoaded} />
      <Button
        variant="text"
        size="sm"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        endIcon={<ChevronDownIcon className={styles.chevron} data-open={open} />}
      >
        {open ? t('Hide') : t('Details')}
      </Button>
      <div id={detailsId} className={styles.details} data-open={open}>
        <div className={styles.detailsInner} inert={!open}>
          <div className={styles.line}>
            <span>{t('Liquidity')}</span>
            <strong data-testid="liquidity">{farm.liquidityUsd === undefined ? '-' : `$${formatUsd(farm.liquidityUsd)}`}</strong>
          </div>
          <div className={styles.line}>
            <span>{t('Multiplier')}</span>
            <strong>{farm.multiplier}</strong>
          </div>
          <Link to={addLiquidityUrl(farm, config)}>{t('Get {{symbol}}', { symbol: def.lpSymbol })}</Link>
          {contractLink ? (
            <Link href={contractLink}>{t('View Contract')}</Link>
          ) : (
            <span title={def.lpAddress}>{t('Contract: {{address}}', { address: shortAddress(def.lpAddress) })}</span>
          )}
        </div>
      </div>
    </li>
  );
}

/** A community auction winner's farm (7-day farms): whose it is and when it stops earning. */
function AuctionFarmEnd({ endBlock, project }: { endBlock: bigint; project: string }) {
  const { t } = useTranslation();
  const current = useCurrentBlock(runtime().chainId);
  const left = current === undefined ? undefined : endBlock - BigInt(current);
  return (
    <div className={styles.line} data-testid="farm-auction-end" data-end-block={endBlock.toString()}>
      <span>{t('Auction farm of {{project}}', { project })}</span>
      <strong>
        {left !== undefined && left < 0n
          ? t('Ended at block {{block}}', { block: endBlock.toString() })
          : left === undefined
            ? t('Ends at block {{block}}', { block: endBlock.toString() })
            : t('Ends at block {{block}} (in {{blocks}} blocks)', {
                count: Number(left),
                block: endBlock.toString(),
                blocks: left.toString(),
              })}
      </strong>
    </div>
  );
}

function FarmHarvest({ farm, config, refresh }: Omit<FarmCardProps, 'userLoaded' | 'fuelPrice'>) {
  return (
    <HarvestBox
      symbol={config.fuel.symbol}
      decimals={config.fuel.decimals}
      earned={farm.user?.earnings}
      // Computed once, by the data hook (it also sorts by it).
      usd={farm.earnedUsd}
      harvest={(summary) =>
        prepareCall({ address: config.chef, abi: fuelChefAbi, functionName: 'deposit', args: [BigInt(farm.def.pid), 0n], summary })
      }
      refresh={refresh}
    />
  );
}

function FarmStake({ farm, config, refresh, userLoaded }: Omit<FarmCardProps, 'fuelPrice'>) {
  const { t } = useTranslation();
  const { def, user } = farm;
  const lp = def.lpSymbol;
  const pid = BigInt(def.pid);
  return (
    <StakeBox
      label={t('{{symbol}} Staked', { symbol: lp })}
      connect={{ title: t('Start Farming') }}
      symbol={lp}
      decimals={18}
      userLoaded={!!user && userLoaded}
      staked={user?.staked ?? 0n}
      priceUsd={farm.lpPriceUsd}
      balance={user?.balance ?? 0n}
      approval={{
        token: def.lpAddress,
        spender: config.chef,
        allowance: user?.allowance,
        label: t('Enable Contract'),
        enabledText: t('You can now stake in the {{symbol}} farm!', { symbol: lp }),
      }}
      stakeLabel={t('Stake LP')}
      dialogTitles={{ stake: t('Stake LP tokens'), unstake: t('Unstake LP tokens') }}
      stakedText={t('Your funds have been staked in the farm')}
      prepare={({ mode, amount, summary }) =>
        mode === 'stake'
          ? prepareCall({ address: config.chef, abi: fuelChefAbi, functionName: 'deposit', args: [pid, amount], summary })
          : prepareCall({ address: config.chef, abi: fuelChefAbi, functionName: 'withdraw', args: [pid, amount], summary })
      }
      previewTokens={[def.lpAddress, config.fuel.address]}
      finished={farm.finished}
      getTokenUrl={addLiquidityUrl(farm, config)}
      refresh={refresh}
    />
  );
}
