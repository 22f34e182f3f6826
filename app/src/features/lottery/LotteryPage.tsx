/**
 * /lottery (issue 13; spec 001 §3 "Lottery", §4, §7, §9): the hero with the prize pot and Buy Tickets, Next
 * Draw with the brackets, "Are you a winner?" with Check Now and the claim dialog, and Finished Rounds (All
 * History from the chain, round picker with arrows, winning number as six balls, per-bracket winners). Every
 * read of a block is one batched request (data.ts); writes go through the app's write path (actions.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import type { DeployedLottery } from '@fuelswap/config';
import { bracketPot, decodeTicket, highestBracket, treasuryShare } from '@fuelswap/sdk';
import { Button, Heading, Modal, Page, Text } from '../../ui/index.ts';
import {
  LotteryStatus,
  fetchUserTickets,
  useLotteryConfig,
  useLotteryData,
  type LotteryData,
  type LotteryRound,
  type UserTicket,
} from './data.ts';
import { useLotteryActions } from './actions.ts';
import { BuyTicketsModal } from './BuyTicketsModal.tsx';
import { CheckNow, prizesOf } from './CheckNow.tsx';
import { countdown, formatFuel, formatUsd, fuelToUsd } from './format.ts';
import { RoundPlayers, YourHistory } from './YourHistory.tsx';
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

/** Seconds now, ticking every second (countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function Lottery({ config }: { config: DeployedLottery }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [historyId, setHistoryId] = useState<bigint | undefined>();
  const data = useLotteryData(config, address, historyId);
  const actions = useLotteryActions(config.lottery, data.refetch);
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
        {!address && open && <Text size="sm">{t('Connect your wallet to buy tickets')}</Text>}
        <Text role="timer" aria-live="off">
          {timer}
        </Text>
      </section>

      <section className={styles.section} aria-labelledby="lottery-next">
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

const BRACKET_LABELS = ['Match first 1', 'Match first 2', 'Match first 3', 'Match first 4', 'Match first 5', 'Match all 6'] as const;

function NextDraw({
  data,
  round,
  onView,
  onBuy,
}: {
  data: LotteryData;
  round: LotteryRound;
  onView: () => void;
  onBuy?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const pot = round.amountCollectedInCake;
  return (
    <div className={styles.card} data-testid="lottery-next-draw">
      <Text>
        {t('Round #{{id}}', { id: round.lotteryId.toString() })} ·{' '}
        {t('Draw: {{date}}', { date: new Date(Number(round.endTime) * 1000).toLocaleString() })}
      </Text>
      <Text>
        {t('Prize Pot')}: <strong>{formatUsd(fuelToUsd(pot, data.fuelUsdWad)) ?? t('Calculating...')}</strong> (
        {t('{{amount}} FUEL', { amount: formatFuel(pot) })})
      </Text>
      {data.userTicketCount !== undefined && (
        <Text data-testid="lottery-your-tickets">
          {data.userTicketCount > 0n
            ? t('You have {{count}} tickets this round', { count: Number(data.userTicketCount) })
            : t('You have no tickets this round')}{' '}
          {data.userTicketCount > 0n && (
            <Button variant="text" size="sm" onClick={onView}>
              {t('View your tickets')}
            </Button>
          )}
          {onBuy && data.userTicketCount === 0n && (
            <Button variant="text" size="sm" onClick={onBuy}>
              {t('Buy Tickets')}
            </Button>
          )}
        </Text>
      )}
      <Button variant="text" size="sm" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
        {expanded ? t('Hide') : t('Details')}
      </Button>
      {expanded && <Brackets data={data} round={round} />}
    </div>
  );
}

function Brackets({ data, round, showWinners }: { data: LotteryData; round: LotteryRound; showWinners?: boolean }) {
  const { t } = useTranslation();
  const pot = round.amountCollectedInCake;
  return (
    <div className={styles.brackets}>
      <Text size="sm" color="subtle">
        {t('Match the winning number in the same order to share prizes. Current prizes up for grabs:')}
      </Text>
      <ul>
        {BRACKET_LABELS.map((label, j) => {
          const amount = bracketPot(pot, round.rewardsBreakdown[j] ?? 0n, round.treasuryFee);
          const winners = round.countWinnersPerBracket[j] ?? 0n;
          return (
            <li key={label}>
              <span>{t(label)}</span>
              <strong>{t('{{amount}} FUEL', { amount: formatFuel(amount) })}</strong>
              <span>{formatUsd(fuelToUsd(amount, data.fuelUsdWad)) ?? ''}</span>
              {showWinners && (
                <span>
                  {t('{{amount}} FUEL each', { amount: formatFuel(round.cakePerBracket[j] ?? 0n) })} ·{' '}
                  {t('{{count}} Winning Tickets', { count: Number(winners) })}
                </span>
              )}
            </li>
          );
        })}
        <li>
          <span>{t('Burn')}</span>
          <strong>{t('{{amount}} FUEL', { amount: formatFuel(treasuryShare(pot, round.treasuryFee)) })}</strong>
          <span>{formatUsd(fuelToUsd(treasuryShare(pot, round.treasuryFee), data.fuelUsdWad)) ?? ''}</span>
        </li>
      </ul>
    </div>
  );
}

export function WinningNumber({ number }: { number: number }) {
  const { t } = useTranslation();
  const digits = decodeTicket(number);
  return (
    <div
      className={styles.balls}
      role="img"
      aria-label={t('Winning number {{n}}', { n: digits.join('') })}
      data-testid="lottery-winning-number"
    >
      {digits.map((d, i) => (
        <span key={i} className={styles.ball} data-digit={i}>
          {d}
        </span>
      ))}
    </div>
  );
}

function FinishedRounds({
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
  const go = (id: bigint) => {
    if (finished && id >= 1n && id <= finished.lastFinished) setHistoryId(id);
  };
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
          {!r || r.lotteryId !== finished.historyId ? (
            <Text color="subtle">{t('Loading...')}</Text>
          ) : r.status !== LotteryStatus.Claimable ? (
            <Text color="subtle">{t('This round is not drawn yet.')}</Text>
          ) : (
            <div className={styles.card} data-testid="lottery-history-round">
              <Text>{t('Drawn {{date}}', { date: new Date(Number(r.endTime) * 1000).toLocaleString() })}</Text>
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
              <RoundPlayers lotteryId={r.lotteryId} />
              <Brackets data={data} round={r} showWinners />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function TicketsDialog({
  data,
  round,
  actions,
  onDismiss,
}: {
  data: LotteryData;
  round: LotteryRound;
  actions: ReturnType<typeof useLotteryActions>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const wagmi = useConfig();
  const { address } = useConnection();
  const [tickets, setTickets] = useState<UserTicket[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [claiming, setClaiming] = useState(false);
  // Bumped after a claim: the tickets are read again, so the claimed ones say so and the button goes.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!address) return;
    let live = true;
    void reads;
    fetchUserTickets(wagmi, data.config.lottery, address, round.lotteryId)
      .then((list) => live && setTickets(list))
      .catch((e: unknown) => {
        console.error('viewUserInfoForLotteryId failed', e);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [address, data.config.lottery, round.lotteryId, wagmi, reads]);
  const drawn = round.status === LotteryStatus.Claimable;
  const prizes = drawn && tickets ? prizesOf(tickets, round) : undefined;
  const collect = async () => {
    if (!prizes) return;
    setClaiming(true);
    await actions.claim(round.lotteryId, prizes.items, Number(data.maxNumberTicketsPerBuyOrClaim));
    setClaiming(false);
    setReads((n) => n + 1);
  };
  return (
    <Modal open title={t('Round {{id}}', { id: round.lotteryId.toString() })} onDismiss={onDismiss}>
      {drawn && <WinningNumber number={round.finalNumber} />}
      {failed ? (
        <Text role="alert">{t('Unable to load your tickets.')}</Text>
      ) : !tickets ? (
        <Text color="subtle">{t('Loading...')}</Text>
      ) : (
        <>
          <Text>
            {t('Your tickets')}: {tickets.length}
          </Text>
          {prizes && prizes.items.length > 0 && (
            <Button fullWidth loading={claiming} onClick={() => void collect()}>
              {t('Collect Prizes')} ({t('{{amount}} FUEL', { amount: formatFuel(prizes.total, 4) })})
            </Button>
          )}
          <ol className={styles.tickets} data-testid="lottery-ticket-list">
            {tickets.map((tk) => {
              const matched = drawn ? highestBracket(tk.number, round.finalNumber) + 1 : 0;
              return (
                <li key={tk.id.toString()} className={styles.ticketRow} data-matched={matched}>
                  <span className={styles.ticketNumber}>{decodeTicket(tk.number).join('')}</span>
                  {drawn && matched > 0 && <span>{t('Matched first {{count}}', { count: matched })}</span>}
                  {tk.claimed && <span>{t('Claimed')}</span>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Modal>
  );
}
