/**
 * A farm (spec 001 §2 "Farms screen", §3 "Farm", §7 "Farms"): the LP pair,
 * Core or Community badge and multiplier ("40X"), APR with the ROI
 * calculator, FUEL earned with Harvest (a zero deposit), and the LP stake
 * with Enable, Stake LP, minus/plus; details with the liquidity and links.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxUint256 } from 'viem';
import { fuelChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { formatEarnings, formatStaked, formatUsd, valueUsd } from '@fuelswap/sdk';
import { Badge, Button, ChevronDownIcon, IconButton, Link, Tag } from '../../../ui/index.ts';
import { CurrencyLogo } from '../../tokens/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import { explorerLink, useHasPendingApproval } from '../../transactions/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import {
  ActionBox,
  AmountRow,
  Apr,
  ConnectBox,
  LoadingBox,
  NotEnoughTokensModal,
  RowButtons,
  StakeModal,
  currencyOf,
  explorerUrl,
} from '../../yield/index.ts';
import { approve, call, useYieldAction } from '../../../chain/actions.ts';
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
      <HarvestBox farm={farm} config={config} refresh={refresh} />
      <StakeBox farm={farm} config={config} refresh={refresh} userLoaded={userLoaded} />
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

/** A community auction winner's farm (spec 001 §9: 7-day farms): whose it is and when it stops earning. */
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
            : t('Ends at block {{block}} (in {{blocks}} blocks)', { block: endBlock.toString(), blocks: left.toString() })}
      </strong>
    </div>
  );
}

function HarvestBox({ farm, config, refresh }: Omit<FarmCardProps, 'userLoaded' | 'fuelPrice'>) {
  const { t } = useTranslation();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const earnings = farm.user?.earnings;
  const fuel = config.fuel;
  // Computed once, by the data hook (it also sorts by it).
  const usd = farm.earnedUsd;
  const harvest = () =>
    run(
      'harvest',
      call({
        address: config.chef,
        abi: fuelChefAbi,
        functionName: 'deposit',
        args: [BigInt(farm.def.pid), 0n],
        summary: t('Harvest {{symbol}}', { symbol: fuel.symbol }),
      }),
      {
        success: {
          title: t('Harvested!'),
          description: t('Your {{symbol}} earnings have been sent to your wallet!', { symbol: fuel.symbol }),
        },
      },
    );
  return (
    <ActionBox label={t('{{symbol}} earned', { symbol: fuel.symbol })} title={t('{{symbol}} Earned', { symbol: fuel.symbol })}>
      <AmountRow testId="earned" value={earnings === undefined ? (account ? '-' : '0') : formatEarnings(earnings, fuel.decimals)} usd={usd}>
        <Button size="sm" onClick={harvest} loading={pending === 'harvest'} disabled={!account || !earnings || !!pending}>
          {pending === 'harvest' ? t('Harvesting') : t('Harvest')}
        </Button>
      </AmountRow>
    </ActionBox>
  );
}

function StakeBox({ farm, config, refresh, userLoaded }: Omit<FarmCardProps, 'fuelPrice'>) {
  const { t } = useTranslation();
  const { run, pending: inFlight, account, stale } = useYieldAction(refresh);
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const [modal, setModal] = useState<'stake' | 'unstake' | 'noTokens' | undefined>(undefined);
  const { def, user } = farm;
  const lp = def.lpSymbol;
  const pendingApproval = useHasPendingApproval(runtime().chainId, def.lpAddress, config.chef);
  const title = t('{{symbol}} Staked', { symbol: lp });
  if (!account) return <ConnectBox label={title} title={t('Start Farming')} />;
  if (!user || !userLoaded) return <LoadingBox label={title} title={title} />;
  const staked = user.staked ?? 0n;
  const balance = user.balance ?? 0n;
  const needsApproval = user.allowance === undefined || user.allowance === 0n;
  const pid = BigInt(def.pid);
  const enable = () =>
    run(
      'enable',
      approve({
        token: def.lpAddress,
        spender: config.chef,
        amount: balance > 0n ? balance : maxUint256,
        summary: t('Enable {{symbol}}', { symbol: lp }),
      }),
      {
        success: { title: t('Contract Enabled'), description: t('You can now stake in the {{symbol}} farm!', { symbol: lp }) },
      },
    );
  const stake = (amount: bigint) =>
    run(
      'stake',
      call({
        address: config.chef,
        abi: fuelChefAbi,
        functionName: 'deposit',
        args: [pid, amount],
        summary: t('Stake {{symbol}}', { symbol: lp }),
      }),
      {
        success: { title: t('Staked!'), description: t('Your funds have been staked in the farm') },
      },
    );
  const unstake = (amount: bigint) =>
    run(
      'unstake',
      call({
        address: config.chef,
        abi: fuelChefAbi,
        functionName: 'withdraw',
        args: [pid, amount],
        summary: t('Unstake {{symbol}}', { symbol: lp }),
      }),
      {
        success: { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') },
      },
    );
  const openStake = () => setModal(balance === 0n ? 'noTokens' : 'stake');
  const usd = farm.lpPriceUsd !== undefined ? valueUsd(staked, 18, farm.lpPriceUsd) : undefined;

  let body;
  if (needsApproval && staked === 0n) {
    body = (
      <Button fullWidth onClick={enable} loading={pending === 'enable' || pendingApproval} disabled={!!pending || pendingApproval}>
        {pending === 'enable' || pendingApproval ? t('Enabling') : t('Enable Contract')}
      </Button>
    );
  } else if (staked === 0n) {
    body = (
      <Button fullWidth onClick={openStake} disabled={!!pending || farm.finished}>
        {t('Stake LP')}
      </Button>
    );
  } else {
    body = (
      <AmountRow testId="staked" value={formatStaked(staked, 18)} usd={usd}>
        <RowButtons>
          <IconButton
            variant="secondary"
            label={t('Unstake {{symbol}}', { symbol: lp })}
            onClick={() => setModal('unstake')}
            disabled={!!pending}
          >
            <span aria-hidden>−</span>
          </IconButton>
          <IconButton
            variant="secondary"
            label={t('Stake more {{symbol}}', { symbol: lp })}
            onClick={openStake}
            disabled={!!pending || farm.finished}
          >
            <span aria-hidden>+</span>
          </IconButton>
        </RowButtons>
      </AmountRow>
    );
  }
  return (
    <ActionBox label={title} title={title}>
      {body}
      <StakeModal
        open={modal === 'stake' || modal === 'unstake'}
        onDismiss={() => setModal(undefined)}
        mode={modal === 'unstake' ? 'unstake' : 'stake'}
        title={modal === 'unstake' ? t('Unstake LP tokens') : t('Stake LP tokens')}
        symbol={lp}
        decimals={18}
        balance={balance}
        staked={staked}
        limit={0n}
        pending={pending === 'stake' || pending === 'unstake'}
        onConfirm={modal === 'unstake' ? unstake : stake}
        getTokenUrl={addLiquidityUrl(farm, config)}
        account={account}
        preview={(amount) => ({
          call: {
            account: account!,
            address: config.chef,
            abi: fuelChefAbi,
            functionName: modal === 'unstake' ? 'withdraw' : 'deposit',
            args: [pid, amount],
          },
          options: { tokens: [def.lpAddress, config.fuel.address] },
        })}
      />
      <NotEnoughTokensModal
        open={modal === 'noTokens'}
        onDismiss={() => setModal(undefined)}
        symbol={lp}
        buyUrl={addLiquidityUrl(farm, config)}
      />
    </ActionBox>
  );
}
