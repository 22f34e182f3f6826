/**
 * The history pane: Rounds and PNL tabs over the player's bets from the indexer. Rounds:
 * All / Collected / Uncollected (state lives in the pane, so it resets when the pane opens or closes),
 * a row per bet with its result, position, amount, what it collects (fee noted) and the round's opening
 * and closing blocks, 20 at a time with View More. PNL: won/lost, net, average return, best round,
 * average position. The no-wallet and empty states.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken, useQuery } from '@tanstack/react-query';
import { formatPayoutMultiplier, pnlSummary, type BetResult } from '@fuelswap/sdk';
import { Button, HelpTooltip, Spinner, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import { serviceUrl } from '../../../chain/services.ts';
import { fetchHistory, historyPayout, historyResult, type HistoryBet } from '../indexer.ts';
import { formatBnb } from '../format.ts';
import styles from '../prediction.module.css';

type Filter = 'all' | 'collected' | 'uncollected';
const PAGE = 20;

export function HistoryPane({
  account,
  currentEpoch,
  onCollect,
  collected,
}: {
  account: string | undefined;
  currentEpoch: bigint;
  onCollect: (epoch: bigint, refund: boolean) => void;
  collected: ReadonlySet<bigint>;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'rounds' | 'pnl'>('rounds');
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE);
  const q = useQuery({
    queryKey: ['prediction-history', account, currentEpoch.toString()],
    queryFn: account ? () => fetchHistory(serviceUrl('indexer'), account) : skipToken,
  });

  if (!account) {
    return (
      <section className={styles.history} aria-label={t('History')}>
        <Text>{t('Connect your wallet to view your prediction history')}</Text>
        <ConnectWalletButton />
      </section>
    );
  }

  const resultOf = (b: HistoryBet): BetResult | 'soon' => (b.epoch === currentEpoch ? 'soon' : historyResult(b, currentEpoch));
  const label = (r: BetResult | 'soon') =>
    r === 'win'
      ? t('Win')
      : r === 'lose'
        ? t('Lose')
        : r === 'house'
          ? t('House')
          : r === 'canceled'
            ? t('Canceled')
            : r === 'soon'
              ? t('Starting Soon')
              : t('Live Now');
  const bets = (q.data ?? []).filter((b) => {
    const result = historyResult(b, currentEpoch);
    const due = (result === 'win' || result === 'canceled') && !b.claimed && !collected.has(b.epoch);
    if (filter === 'collected') return b.claimed || collected.has(b.epoch);
    if (filter === 'uncollected') return due;
    return true;
  });
  const pnl = pnlSummary(
    (q.data ?? []).map((b) => ({
      epoch: b.epoch,
      amount: b.amount,
      result: historyResult(b, currentEpoch),
      payout: historyPayout(b, currentEpoch),
    })),
  );

  return (
    <section className={styles.history} aria-label={t('History')} data-testid="history-pane">
      <div role="tablist" className={styles.percents}>
        <Button
          size="sm"
          variant={tab === 'rounds' ? 'primary' : 'tertiary'}
          role="tab"
          aria-selected={tab === 'rounds'}
          onClick={() => setTab('rounds')}
        >
          {t('Rounds')}
        </Button>
        <Button
          size="sm"
          variant={tab === 'pnl' ? 'primary' : 'tertiary'}
          role="tab"
          aria-selected={tab === 'pnl'}
          onClick={() => setTab('pnl')}
        >
          {t('PNL')}
        </Button>
      </div>
      {q.isLoading && <Spinner />}
      {q.isError && <Text color="danger">{t('Unable to load data. Please try again.')}</Text>}
      {tab === 'rounds' && q.data && (
        <>
          <div role="radiogroup" aria-label={t('Filter')} className={styles.percents}>
            {(['all', 'collected', 'uncollected'] as const).map((f) => (
              <label key={f}>
                <input type="radio" name="prediction-history-filter" checked={filter === f} onChange={() => setFilter(f)} />{' '}
                {f === 'all' ? t('All') : f === 'collected' ? t('Collected') : t('Uncollected')}
              </label>
            ))}
          </div>
          {bets.length === 0 ? (
            <Text color="subtle">{t('No prediction history available')}</Text>
          ) : (
            <ul className={styles.historyList}>
              {bets.slice(0, shown).map((b) => {
                const r = resultOf(b);
                const payout = historyPayout(b, currentEpoch);
                const due = !b.claimed && !collected.has(b.epoch) && (r === 'win' || r === 'canceled');
                return (
                  <li key={b.epoch.toString()} className={styles.historyRow} data-epoch={b.epoch.toString()}>
                    <div className={styles.row}>
                      <Text bold>{t('Round #{{epoch}}', { epoch: b.epoch.toString() })}</Text>
                      <Text bold data-testid="history-result">
                        {label(r)}
                      </Text>
                    </div>
                    <div className={styles.row}>
                      <Text size="sm" color="subtle">
                        {t('Your position: {{position}}', { position: b.position === 'Bull' ? t('UP') : t('DOWN') })}
                      </Text>
                      <Text size="sm" numeric>{`${formatBnb(b.amount)} BNB`}</Text>
                    </div>
                    {r === 'win' && (
                      <div className={styles.row}>
                        <Text size="sm" color="subtle">
                          {t('Your winnings: {{amount}} BNB', { amount: formatBnb(payout) })}{' '}
                          <HelpTooltip text={t('Includes your original position and your winnings, minus the 3% fee.')} />
                        </Text>
                        <Text size="sm">{formatPayoutMultiplier(b.round.totalAmount, b.round.rewardBaseCalAmount ?? 0n)}</Text>
                      </div>
                    )}
                    <Text size="sm" color="subtle" numeric>
                      {t('Opening block: {{open}} · Closing block: {{close}}', {
                        open: b.round.lockBlock ?? '-',
                        close: b.round.endBlock ?? '-',
                      })}
                    </Text>
                    {due ? (
                      <Button size="sm" onClick={() => onCollect(b.epoch, r === 'canceled')}>
                        {r === 'canceled' ? t('Reclaim') : t('Collect')}
                      </Button>
                    ) : (b.claimed || collected.has(b.epoch)) && (r === 'win' || r === 'canceled') ? (
                      <Text size="sm" color="success">
                        {t('Collected')}
                      </Text>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {bets.length > shown && (
            <Button variant="text" onClick={() => setShown((n) => n + PAGE)}>
              {t('View More')}
            </Button>
          )}
        </>
      )}
      {tab === 'pnl' && q.data && (
        <div className={styles.pnl} data-testid="pnl">
          <div className={styles.row}>
            <Text color="subtle">{t('Rounds')}</Text>
            <Text numeric>{`${pnl.rounds} (${t('{{won}} won, {{lost}} lost', { won: pnl.won, lost: pnl.lost })})`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Win rate')}</Text>
            <Text numeric>{`${pnl.winRate}%`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Net results')}</Text>
            <Text
              numeric
              color={pnl.net < 0n ? 'danger' : 'success'}
            >{`${pnl.net < 0n ? '-' : '+'}${formatBnb(pnl.net < 0n ? -pnl.net : pnl.net)} BNB`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Average return / round')}</Text>
            <Text
              numeric
            >{`${pnl.averageReturn < 0n ? '-' : ''}${formatBnb(pnl.averageReturn < 0n ? -pnl.averageReturn : pnl.averageReturn)} BNB`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Best round')}</Text>
            <Text numeric>{pnl.bestRound ? `#${pnl.bestRound.epoch} (+${formatBnb(pnl.bestRound.net)} BNB)` : '-'}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Average position entered / round')}</Text>
            <Text numeric>{`${formatBnb(pnl.averagePosition)} BNB`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Won')}</Text>
            <Text numeric>{`+${formatBnb(pnl.wonAmount)} BNB`}</Text>
          </div>
          <div className={styles.row}>
            <Text color="subtle">{t('Lost')}</Text>
            <Text numeric>{`-${formatBnb(pnl.lostAmount)} BNB`}</Text>
          </div>
        </div>
      )}
    </section>
  );
}
