/**
 * A pool's details: total staked, max stake
 * per user, blocks until start or end (with the explorer's countdown link
 * where the chain has an explorer), the vault's performance fee, and links:
 * token info, project site, contract, Add to Metamask when the wallet is MetaMask.
 */
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import type { Address } from 'viem';
import type { YieldToken } from '@fuelswap/config';
import { bpsToPercent, formatCount, formatStaked, type Countdown } from '@fuelswap/sdk';
import { Button, Link } from '../../../ui/index.ts';
import { shortAddress } from '../../wallet/index.ts';
import { explorerLink } from '../../transactions/index.ts';
import { explorerUrl } from '../../yield/index.ts';
import styles from '../pools.module.css';

export interface PoolInfoProps {
  totalStaked: bigint | undefined;
  stakingToken: YieldToken;
  limit?: bigint;
  countdown?: Countdown | undefined;
  performanceFee?: bigint | undefined;
  earningToken: YieldToken;
  contract: Address;
  /** The native-coin pool: no token link or wallet import for the staking side. */
  isNative?: boolean;
}

export function PoolInfo({ totalStaked, stakingToken, limit, countdown, performanceFee, earningToken, contract }: PoolInfoProps) {
  const { t } = useTranslation();
  const explorer = explorerUrl();
  return (
    <div className={styles.info}>
      <div className={styles.line}>
        <span>{t('Total staked')}</span>
        <strong data-testid="total-staked">
          {totalStaked === undefined ? '-' : `${formatStaked(totalStaked, stakingToken.decimals)} ${stakingToken.symbol}`}
        </strong>
      </div>
      {limit !== undefined && limit > 0n && (
        <div className={styles.line}>
          <span>{t('Max. stake per user')}</span>
          <strong data-testid="max-stake">{`${formatStaked(limit, stakingToken.decimals)} ${stakingToken.symbol}`}</strong>
        </div>
      )}
      {countdown && <CountdownLine countdown={countdown} explorer={explorer} />}
      {performanceFee !== undefined && (
        <div className={styles.line}>
          <span>{t('Performance Fee')}</span>
          <strong>{bpsToPercent(performanceFee)}%</strong>
        </div>
      )}
      <PoolLinks earningToken={earningToken} contract={contract} explorer={explorer} />
    </div>
  );
}

export function CountdownLine({ countdown, explorer }: { countdown: Countdown; explorer: string | undefined }) {
  const { t } = useTranslation();
  const text = t('{{blocks}} blocks', { count: Number(countdown.blocks), blocks: formatCount(countdown.blocks) });
  const link = explorer ? `${explorer.replace(/\/+$/, '')}/block/countdown/${countdown.target}` : undefined;
  return (
    <div className={styles.line}>
      <span>{countdown.kind === 'start' ? t('Starts in') : t('Ends in')}</span>
      {link ? <Link href={link}>{text}</Link> : <strong>{text}</strong>}
    </div>
  );
}

function PoolLinks({ earningToken, contract, explorer }: { earningToken: YieldToken; contract: Address; explorer: string | undefined }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { connector } = useConnection();
  const isMetaMask = connector?.name === 'MetaMask' || connector?.id === 'io.metamask';
  const tokenInfo = explorerLink(explorer, earningToken.address, 'token');
  const contractLink = explorerLink(explorer, contract, 'address');
  return (
    <div className={styles.links}>
      {tokenInfo && <Link href={tokenInfo}>{t('See Token Info')}</Link>}
      {earningToken.projectLink && <Link href={earningToken.projectLink}>{t('View Project Site')}</Link>}
      {contractLink ? (
        <Link href={contractLink}>{t('View Contract')}</Link>
      ) : (
        <span title={contract}>{t('Contract: {{address}}', { address: shortAddress(contract) })}</span>
      )}
      {isMetaMask && (
        <Button
          size="sm"
          variant="text"
          onClick={() =>
            void import('../../../chain/writeActions.ts')
              .then(({ watchAsset }) =>
                watchAsset(config, {
                  type: 'ERC20',
                  options: { address: earningToken.address, symbol: earningToken.symbol, decimals: earningToken.decimals },
                }),
              )
              .catch((e: unknown) => console.error('watchAsset failed', e))
          }
        >
          {t('Add to Metamask')}
        </Button>
      )}
    </div>
  );
}
