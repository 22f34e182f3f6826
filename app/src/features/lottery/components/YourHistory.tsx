/**
 * Your History: the rounds the account bought into, from the project's indexer
 * (its lottery_user_round and lottery tables; hooks/queries.ts `useUserRounds`), newest first, 100 at a time by the
 * indexer's cursor, read again on every block so a round just bought into or drawn shows without a remount. A round
 * whose number never came shows Refundable (with the way to the Refunds panel) or Refunded. No wallet and no rounds
 * have their own messages; a failed query says so without blanking the page.
 */
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { Button, Text } from '../../../ui/index.ts';
import { fetchRound, type LotteryRound } from '../hooks/useLotteryData.ts';
import { useUserRounds } from '../hooks/queries.ts';
import { historyState, type HistoryState } from '../logic.ts';
import styles from '../lottery.module.css';
import { useFormatDateTime } from '../../../i18n/numbers.ts';

export function YourHistory({ lottery, onView }: { lottery: `0x${string}`; onView: (r: LotteryRound) => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const wagmi = useConfig();
  const { address } = useConnection();
  const q = useUserRounds(lottery, address);
  const rows = q.data?.pages.flatMap((p) => p.rows);
  // A failed refresh keeps the rows it had; only a history never read says it failed.
  const failed = q.isError && !rows;
  if (!address) return <Text color="subtle">{t('Connect your wallet to check your history')}</Text>;
  if (failed) return <Text role="alert">{t('Unable to load your lottery history right now.')}</Text>;
  if (!rows) return <Text color="subtle">{t('Loading...')}</Text>;
  if (rows.length === 0) return <Text color="subtle">{t('No lottery history found. Buy tickets for the next round!')}</Text>;
  return (
    <div className={styles.card}>
      <ol className={styles.tickets} data-testid="lottery-your-history">
        {rows.map((r) => (
          <li key={r.lotteryId.toString()} className={styles.ticketRow} data-round={r.lotteryId.toString()}>
            <span>{t('Round #{{id}}', { id: r.lotteryId.toString() })}</span>
            <span>{r.endTime ? formatDateTime(r.endTime) : ''}</span>
            <span>
              {t('Your tickets')}: {r.totalTickets}
            </span>
            <HistoryStatus state={historyState(r.status, r.claimed)} />
            <Button
              size="sm"
              variant="text"
              onClick={() =>
                void fetchRound(wagmi, lottery, r.lotteryId)
                  .then((round) => round && onView(round))
                  .catch((e: unknown) => console.error('viewLottery failed', e))
              }
            >
              {t('View your tickets')}
            </Button>
          </li>
        ))}
      </ol>
      {q.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={q.isFetchingNextPage}
          disabled={q.isFetchingNextPage}
          // The rows already shown stay on a failure; the button stays to try again.
          onClick={() => void q.fetchNextPage()}
        >
          {t('Load more')}
        </Button>
      )}
    </div>
  );
}

/** A row's state; a refundable round points to the Refunds panel, where its Refund button is. */
function HistoryStatus({ state }: { state: HistoryState }) {
  const { t } = useTranslation();
  switch (state) {
    case 'pending':
      return <span>{t('Pending')}</span>;
    case 'drawn':
      return <span />;
    case 'claimed':
      return <span>{t('Claimed')}</span>;
    case 'refunded':
      return <span data-testid="history-refunded">{t('Refunded')}</span>;
    case 'refundable':
      return (
        <span data-testid="history-refundable">
          {t('Refundable')} <a href="#lottery-refunds">{t('Refunds')}</a>
        </span>
      );
  }
}
