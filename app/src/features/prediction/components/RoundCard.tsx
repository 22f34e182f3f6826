/**
 * One round card, labelled Next, Later, Live, Expired, Calculating or Canceled.
 * Which card a round gets is decided by cardKind(); the card only draws it.
 */
import { useTranslation } from 'react-i18next';
import {
  betIsLive,
  betResult,
  blocksToSeconds,
  blocksUntil,
  formatCountdown,
  formatPayoutMultiplier,
  liveProgress,
  priceDirection,
  roundFailed,
  roundPosition,
  type BetPosition,
  type PredictionBet,
  type PredictionRound,
} from '@fuelswap/sdk';
import { Button, Spinner, Text, cx } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import { formatBnb, formatUsdPrice } from '../format.ts';
import styles from '../prediction.module.css';
import { useChainHealth } from '../../../chain/blocks.ts';

export type CardKind = 'expired' | 'live' | 'next' | 'later' | 'calculating' | 'canceled';

/** The card for `epoch` given the current epoch and block. */
export function cardKind(
  epoch: bigint,
  round: PredictionRound | undefined,
  currentEpoch: bigint,
  block: bigint,
  bufferBlocks: bigint,
): CardKind {
  if (epoch > currentEpoch || !round) return 'later';
  if (roundFailed(round, block, bufferBlocks)) return 'canceled';
  if (epoch === currentEpoch) return 'next';
  // The locked round stays live (no result, no Collect) until the epoch moves on, even if its close is already read.
  if (betIsLive(epoch, currentEpoch)) return block < round.endBlock ? 'live' : 'calculating';
  if (round.oracleCalled) return 'expired';
  return 'calculating';
}

export interface RoundCardProps {
  kind: CardKind;
  epoch: bigint;
  round: PredictionRound | undefined;
  block: bigint;
  bufferBlocks: bigint;
  rewardRate: bigint;
  blockTime: number;
  oraclePrice: bigint | undefined;
  /** Expected start block of a Later round. */
  laterStartBlock?: bigint;
  bet: PredictionBet | undefined;
  claimable: boolean;
  refundable: boolean;
  collecting: boolean;
  connected: boolean;
  paused: boolean;
  onEnter: (position: BetPosition) => void;
  onCollect: () => void;
  onReclaim: () => void;
}

/** The card's label (literal keys, so the key check sees them). */
function cardLabel(kind: CardKind, t: (key: string) => string): string {
  switch (kind) {
    case 'expired':
      return t('Expired');
    case 'live':
      return t('Live');
    case 'next':
      return t('Next');
    case 'later':
      return t('Later');
    case 'calculating':
      return t('Calculating');
    case 'canceled':
      return t('Canceled');
  }
}

export function RoundCard(p: RoundCardProps) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const r = p.round;
  const total = r?.totalAmount ?? 0n;
  const upMult = formatPayoutMultiplier(total, r?.bullAmount ?? 0n, p.rewardRate);
  const downMult = formatPayoutMultiplier(total, r?.bearAmount ?? 0n, p.rewardRate);
  const result = r && (p.kind === 'expired' ? roundPosition(r) : undefined);
  const direction = r && p.kind === 'live' && p.oraclePrice !== undefined ? priceDirection(p.oraclePrice, r.lockPrice) : undefined;
  const highlighted = p.kind === 'expired' ? result : direction;
  const entered = p.bet ? (p.bet.position === 'Bull' ? t('UP Entered') : t('DOWN Entered')) : undefined;

  const payoutRow = (side: BetPosition, mult: string) => (
    <div className={cx(styles.side, side === 'Bull' ? styles.up : styles.down, highlighted === side && styles.leading)} data-side={side}>
      <Text bold>{side === 'Bull' ? t('UP') : t('DOWN')}</Text>
      <Text size="sm">{t('{{multiplier}} Payout', { multiplier: mult })}</Text>
    </div>
  );

  return (
    <article
      className={cx(styles.card, styles[p.kind])}
      data-kind={p.kind}
      data-epoch={p.epoch.toString()}
      aria-label={t('{{label}} round #{{epoch}}', { label: cardLabel(p.kind, t), epoch: p.epoch.toString() })}
    >
      <header className={styles.cardHeader}>
        <Text bold>{cardLabel(p.kind, t)}</Text>
        <Text size="sm" color="subtle">{`#${p.epoch.toString()}`}</Text>
      </header>
      {p.kind === 'live' && r && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('Round progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(liveProgress(p.block, r.lockBlock, r.endBlock))}
        >
          <span style={{ width: `${liveProgress(p.block, r.lockBlock, r.endBlock)}%` }} />
        </div>
      )}

      {p.kind !== 'later' && p.kind !== 'calculating' && p.kind !== 'canceled' && payoutRow('Bull', upMult)}

      <div className={styles.cardBody}>
        {p.kind === 'later' && (
          <>
            <Text color="subtle">{t('Entry starts')}</Text>
            <Text bold numeric data-testid="later-countdown">
              {`~${formatCountdown(blocksToSeconds(blocksUntil(p.laterStartBlock ?? 0n, p.block), p.blockTime))}`}
            </Text>
          </>
        )}
        {p.kind === 'calculating' && (
          <>
            <Spinner />
            <Text color="subtle">{t('Calculating')}</Text>
          </>
        )}
        {p.kind === 'canceled' && (
          <>
            <Text bold>{t('Round Canceled')}</Text>
            {p.refundable && (
              <Button onClick={p.onReclaim} loading={p.collecting} disabled={p.collecting}>
                {t('Reclaim Position')}
              </Button>
            )}
          </>
        )}
        {(p.kind === 'live' || p.kind === 'expired') && r && (
          <>
            <Text size="sm" color="subtle">
              {p.kind === 'live' ? t('Last Price') : t('Closed Price')}
            </Text>
            <div className={styles.priceRow}>
              <Text bold numeric data-testid="card-price">
                {formatUsdPrice(p.kind === 'live' ? p.oraclePrice : r.closePrice)}
              </Text>
              <Text size="sm" numeric className={styles.change}>
                {formatUsdPrice((p.kind === 'live' ? (p.oraclePrice ?? r.lockPrice) : r.closePrice) - r.lockPrice)}
              </Text>
            </div>
            <div className={styles.row}>
              <Text size="sm" color="subtle">
                {t('Locked Price:')}
              </Text>
              <Text size="sm" numeric>
                {formatUsdPrice(r.lockPrice)}
              </Text>
            </div>
            {result === 'House' && (
              <Text size="sm" bold>
                {t('House')}
              </Text>
            )}
          </>
        )}
        {p.kind === 'next' && r && (
          <>
            <Text size="sm" color="subtle" numeric data-testid="next-countdown">
              {p.block < r.lockBlock
                ? t('Entry closes in {{blocks}} blocks (~{{time}})', {
                    blocks: blocksUntil(r.lockBlock, p.block).toString(),
                    count: Number(blocksUntil(r.lockBlock, p.block)),
                    time: formatCountdown(blocksToSeconds(blocksUntil(r.lockBlock, p.block), p.blockTime)),
                  })
                : t('Entry closed')}
            </Text>
            {entered && p.bet ? (
              <Text bold data-testid="entered">{`${entered} (${formatBnb(p.bet.amount)} BNB)`}</Text>
            ) : !p.connected ? (
              <ConnectWalletButton fullWidth />
            ) : (
              <div className={styles.enter}>
                <Button className={styles.enterUp} disabled={p.paused || p.block >= r.lockBlock || stale} onClick={() => p.onEnter('Bull')}>
                  {t('Enter UP')}
                </Button>
                <Button
                  className={styles.enterDown}
                  disabled={p.paused || p.block >= r.lockBlock || stale}
                  onClick={() => p.onEnter('Bear')}
                >
                  {t('Enter DOWN')}
                </Button>
              </div>
            )}
          </>
        )}
        {r && p.kind !== 'later' && p.kind !== 'calculating' && (
          <div className={styles.row}>
            <Text size="sm" color="subtle">
              {t('Prize Pool:')}
            </Text>
            <Text size="sm" numeric data-testid="prize-pool">{`${formatBnb(total)} BNB`}</Text>
          </div>
        )}
        {p.bet && r && p.kind === 'expired' && (
          <Text size="sm" data-testid="your-result">
            {(() => {
              const res = betResult(p.bet, r, p.block, p.bufferBlocks);
              return res === 'win' ? t('Your result: Win') : res === 'house' ? t('Your result: House') : t('Your result: Lose');
            })()}
          </Text>
        )}
        {p.kind === 'expired' && p.claimable && (
          <Button onClick={p.onCollect} loading={p.collecting} disabled={p.collecting}>
            {t('Collect Winnings')}
          </Button>
        )}
        {p.bet && p.kind === 'live' && <Text size="sm">{entered}</Text>}
      </div>

      {p.kind !== 'later' && p.kind !== 'calculating' && p.kind !== 'canceled' && payoutRow('Bear', downMult)}
    </article>
  );
}
