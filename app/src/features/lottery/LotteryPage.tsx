/**
 * /lottery: the hero with the prize pot and Buy Tickets, Next
 * Draw with the brackets, "Are you a winner?" with Check Now and the claim dialog, and Finished Rounds (All
 * History from the chain, round picker with arrows, winning number as six balls, per-bracket winners). Every
 * read of a block is one batched request (hooks/useLotteryData.ts); writes go through the app's write path
 * (hooks/useLotteryActions.ts). The page's pieces are in components/, its pure rules and formatting in logic.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import type { DeployedLottery } from '@fuelswap/config';
import { Button, Heading, Page, Text } from '../../ui/index.ts';
import { useLotteryConfig, useLotteryData, type LotteryRound } from './hooks/useLotteryData.ts';
import { useLotteryActions } from './hooks/useLotteryActions.ts';
import { invalidateLottery } from './hooks/queries.ts';
import { useNow } from './hooks/useNow.ts';
import { BuyTicketsModal } from './components/BuyTicketsModal.tsx';
import { CheckNow } from './components/CheckNow.tsx';
import { Refunds } from './components/Refunds.tsx';
import { FinishedRounds } from './components/FinishedRounds.tsx';
import { NextDraw } from './components/NextDraw.tsx';
import { TicketsDialog } from './components/TicketsDialog.tsx';
import { LotteryStatus, countdown, formatUsd, fuelToUsd } from './logic.ts';
import styles from './lottery.module.css';

export function LotteryPage() {
  const { t } = useTranslation();
  const config = useLotteryConfig();
  if (!config) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Lottery')}</Heading>
        <Text color="subtle">{t('The lottery is not available on this network yet.')}</Text>
      </Page>
    );
  }
  return <Lottery config={config} />;
}

function Lottery({ config }: { config: DeployedLottery }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [historyId, setHistoryId] = useState<bigint | undefined>();
  const data = useLotteryData(config, address, historyId);
  const queryClient = useQueryClient();
  // After a buy or a claim: the chain's reads and every lottery query (Your History, tickets, refunds) again.
  const { refetch } = data;
  const refresh = useCallback(() => Promise.all([refetch(), invalidateLottery(queryClient)]), [refetch, queryClient]);
  const actions = useLotteryActions(config.lottery, refresh);
  const [buying, setBuying] = useState(false);
  const [showTickets, setShowTickets] = useState<LotteryRound | undefined>();
  const now = useNow() + data.clockOffset;
  const round = data.current;
  const open = round?.status === LotteryStatus.Open && now < Number(round.endTime);
  const pot = round?.amountCollectedInCake;
  const potUsd = pot === undefined ? undefined : formatUsd(fuelToUsd(pot, data.fuelUsdWad));

  // The latest finished round is the default of All History.
  const lastFinished =
    data.currentLotteryId === undefined
      ? undefined
      : round?.status === LotteryStatus.Claimable
        ? data.currentLotteryId
        : data.currentLotteryId - 1n;
  useEffect(() => {
    if (historyId === undefined && lastFinished !== undefined && lastFinished > 0n) setHistoryId(lastFinished);
  }, [historyId, lastFinished]);

  let timer: string;
  if (!round) timer = t('Calculating...');
  else if (round.status === LotteryStatus.Open && now < Number(round.endTime))
    timer = t('{{time}} until the draw', { time: countdown(Number(round.endTime) - now) });
  else if (round.status === LotteryStatus.Claimable) timer = t('Next round starting soon');
  else timer = t('Drawing the winning number...');

  return (
    <Page>
      <section className={styles.hero} aria-labelledby="lottery-title">
        <Heading level={1} id="lottery-title">
          {t('The FUEL Lottery')}
        </Heading>
        <p className={styles.pot} data-testid="lottery-pot-usd">
          {potUsd ?? t('Calculating...')}
        </p>
        <Text>{t('in prizes!')}</Text>
        <Button onClick={() => setBuying(true)} disabled={!open || !address}>
          {open ? t('Buy Tickets') : t('On sale soon!')}
        </Button>
        {/* Its line is kept (unseen) while the round loads, so the hero does not grow when it arrives. */}
        {!address && (open || !round) && (
          <Text size="sm" className={open ? undefined : styles.reserved} aria-hidden={open ? undefined : true}>
            {t('Connect your wallet to buy tickets')}
          </Text>
        )}
        <Text role="timer" aria-live="off">
          {timer}
        </Text>
      </section>

      <section className={`${styles.section} ${styles.nextDrawSection}`} aria-labelledby="lottery-next">
        <Heading level={2} id="lottery-next">
          {t('Next Draw')}
        </Heading>
        {round ? (
          <NextDraw
            data={data}
            round={round}
            onView={() => setShowTickets(round)}
            onBuy={open && address ? () => setBuying(true) : undefined}
          />
        ) : (
          <Text color="subtle">{t('Calculating...')}</Text>
        )}
      </section>

      <CheckNow data={data} actions={actions} />

      <Refunds lottery={config.lottery} />

      <FinishedRounds
        data={data}
        historyId={historyId}
        setHistoryId={setHistoryId}
        lastFinished={lastFinished}
        onView={(r) => setShowTickets(r)}
      />

      <section className={styles.section} aria-labelledby="lottery-how">
        <Heading level={2} id="lottery-how">
          {t('How to Play')}
        </Heading>
        <ol className={styles.how}>
          <li>{t('Buy Tickets: prices are set when the round starts, equal to 5 USD in FUEL per ticket.')}</li>
          <li>{t('Wait for the Draw: there is one draw every 12 hours.')}</li>
          <li>
            {t('Check for Prizes: once the round is over, come back to see if you won. Match the winning number in the same order to win.')}
          </li>
        </ol>
      </section>

      {buying && round && <BuyTicketsModal data={data} round={round} actions={actions} onDismiss={() => setBuying(false)} />}
      {showTickets && <TicketsDialog data={data} round={showTickets} actions={actions} onDismiss={() => setShowTickets(undefined)} />}
    </Page>
  );
}
