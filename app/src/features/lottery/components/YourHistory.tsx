/**
 * Your History (spec 001 §7 getUserLotteries): the rounds the account bought into, from the project's indexer
 * (its lottery_user_round and lottery tables; hooks/indexer.ts), newest first, 100 at a time. No wallet and no
 * rounds have their own messages; a failed query says so without blanking the page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { Button, Text } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { fetchRound, type LotteryRound } from '../hooks/useLotteryData.ts';
import { PAGE, fetchUserRounds, type UserRoundRow } from '../hooks/indexer.ts';
import styles from '../lottery.module.css';
import { useFormatDateTime } from '../../../i18n/numbers.ts';

export function YourHistory({ lottery, onView }: { lottery: `0x${string}`; onView: (r: LotteryRound) => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const wagmi = useConfig();
  const { address } = useConnection();
  const [rows, setRows] = useState<UserRoundRow[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);

  useEffect(() => {
    if (!address) return;
    let live = true;
    setRows(undefined);
    setFailed(false);
    fetchUserRounds(runtime().services.indexerUrl, address)
      .then((r) => {
        if (!live) return;
        setRows(r);
        setMore(r.length === PAGE);
      })
      .catch((e: unknown) => {
        console.error('getUserLotteries failed', e);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [address]);

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
            {r.status === 'Claimable' ? <span>{r.claimed ? t('Claimed') : ''}</span> : <span>{t('Pending')}</span>}
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
      {more && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void fetchUserRounds(runtime().services.indexerUrl, address, rows.length)
              .then((next) => {
                setRows([...rows, ...next]);
                setMore(next.length === PAGE);
              })
              .catch(() => setFailed(true))
          }
        >
          {t('Load more')}
        </Button>
      )}
    </div>
  );
}
