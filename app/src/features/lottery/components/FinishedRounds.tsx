/**
 * Finished Rounds: All History (round picker with arrows, the drawn round's winning number, pot, tickets, players
 * and per-bracket winners, from the chain) and Your History (from the indexer).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { Button, Heading, Text } from '../../../ui/index.ts';
import type { LotteryData, LotteryRound } from '../hooks/useLotteryData.ts';
import { LotteryStatus, formatFuel, formatUsd, fuelToUsd, lookupRound } from '../logic.ts';
import { Brackets } from './Brackets.tsx';
import { RoundPlayers } from './RoundPlayers.tsx';
import { WinningNumber } from './WinningNumber.tsx';
import { YourHistory } from './YourHistory.tsx';
import styles from '../lottery.module.css';
import { useFormatDateTime } from '../../../i18n/numbers.ts';

export function FinishedRounds({
  data,
  historyId,
  setHistoryId,
  lastFinished,
  onView,
}: {
  data: LotteryData;
  historyId: bigint | undefined;
  setHistoryId: (id: bigint) => void;
  lastFinished: bigint | undefined;
  onView: (r: LotteryRound) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { address } = useConnection();
  const [input, setInput] = useState('');
  const [tab, setTab] = useState<'all' | 'yours'>('all');
  const r = data.history;
  useEffect(() => {
    if (historyId !== undefined) setInput(historyId.toString());
  }, [historyId]);
  // Your History is there before any round is finished: a player's own rounds (or "no history yet") do not wait
  // for the first draw.
  const finished = lastFinished !== undefined && lastFinished >= 1n && historyId !== undefined ? { lastFinished, historyId } : undefined;
  // A typed round that does not exist is said so, rather than leaving the last round's card under it.
  const lookup = finished ? lookupRound(input, finished.lastFinished, data.currentLotteryId) : 'empty';
  const go = (id: bigint) => {
    if (finished && id >= 1n && id <= finished.lastFinished) setHistoryId(id);
  };
  // A round typed before it finished (the page learns of a draw with the next block) is shown once it has: the
  // box never names one round while the card shows another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: not on historyId: after an arrow click this would run with the old text and move back.
  useEffect(() => {
    if (!/^[0-9]+$/.test(input) || lastFinished === undefined) return;
    const id = BigInt(input);
    if (id >= 1n && id <= lastFinished && id !== historyId) setHistoryId(id);
  }, [input, lastFinished]);
  return (
    <section className={styles.section} aria-labelledby="lottery-finished">
      <Heading level={2} id="lottery-finished">
        {t('Finished Rounds')}
      </Heading>
      <div className={styles.picker} role="group" aria-label={t('History')}>
        <Button size="sm" variant={tab === 'all' ? 'primary' : 'tertiary'} aria-pressed={tab === 'all'} onClick={() => setTab('all')}>
          {t('All History')}
        </Button>
        <Button size="sm" variant={tab === 'yours' ? 'primary' : 'tertiary'} aria-pressed={tab === 'yours'} onClick={() => setTab('yours')}>
          {t('Your History')}
        </Button>
      </div>
      {tab === 'yours' ? (
        <YourHistory lottery={data.config.lottery} onView={onView} />
      ) : !finished ? (
        <Text color="subtle">{t('No finished rounds yet.')}</Text>
      ) : (
        <>
          <div className={styles.picker}>
            <label>
              {t('Round')}{' '}
              <input
                className={styles.roundInput}
                inputMode="numeric"
                value={input}
                aria-label={t('Round number')}
                onChange={(e) => {
                  const v = e.target.value.replace(/[^0-9]/g, '');
                  setInput(v);
                  if (v) go(BigInt(v));
                }}
              />
            </label>
            <Button
              size="sm"
              variant="tertiary"
              aria-label={t('Previous round')}
              disabled={finished.historyId <= 1n}
              onClick={() => go(finished.historyId - 1n)}
            >
              ←
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              aria-label={t('Next round')}
              disabled={finished.historyId >= finished.lastFinished}
              onClick={() => go(finished.historyId + 1n)}
            >
              →
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              aria-label={t('Latest round')}
              disabled={finished.historyId >= finished.lastFinished}
              onClick={() => go(finished.lastFinished)}
            >
              ⇥
            </Button>
          </div>
          {lookup === 'missing' ? (
            <Text color="danger" role="alert">
              {t('The lottery number you provided does not exist')}
            </Text>
          ) : lookup === 'notDrawn' ? (
            <Text color="subtle">{t('This round is not drawn yet.')}</Text>
          ) : !r || r.lotteryId !== finished.historyId ? (
            <Text color="subtle">{t('Loading...')}</Text>
          ) : r.status !== LotteryStatus.Claimable ? (
            <Text color="subtle">{t('This round is not drawn yet.')}</Text>
          ) : (
            <div className={styles.card} data-testid="lottery-history-round">
              <Text>{t('Drawn {{date}}', { date: formatDateTime(r.endTime) })}</Text>
              <WinningNumber number={r.finalNumber} />
              {address && (
                <Button variant="text" size="sm" onClick={() => onView(r)}>
                  {t('View your tickets')}
                </Button>
              )}
              <Text>
                {t('Prize Pot')}: {formatUsd(fuelToUsd(r.amountCollectedInCake, data.fuelUsdWad)) ?? ''} (
                {t('{{amount}} FUEL', { amount: formatFuel(r.amountCollectedInCake) })})
              </Text>
              <Text>{t('Total tickets this round: {{count}}', { count: Number(r.lastTicketId - r.firstTicketId) })}</Text>
              <RoundPlayers round={r} />
              <Brackets data={data} round={r} showWinners />
            </div>
          )}
        </>
      )}
    </section>
  );
}
