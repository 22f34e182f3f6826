import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../ui/index.ts';
import { serviceUrl } from '../../../chain/services.ts';
import { fetchIndexedRound } from '../hooks/indexer.ts';
import { indexedPlayers, type ChainLottery } from '../logic.ts';

/** Asks while the indexer's row is missing or disagrees with the chain: every 3 s for the first minute, then every 30 s. */
const FAST_ASKS = 20;
const FAST_MS = 3_000;
const SLOW_MS = 30_000;

/** Everything `indexedPlayers` compares: when the chain's answer for the round changes, the asking starts over. */
function chainKey(r: ChainLottery): string {
  return [
    r.lotteryId,
    r.status,
    r.startTime,
    r.endTime,
    r.priceTicketInCake,
    r.firstTicketId,
    r.lastTicketId,
    r.amountCollectedInCake,
    r.finalNumber,
    r.countWinnersPerBracket.join(','),
  ].join('|');
}

/**
 * The round's player count in Finished Rounds, from the indexer (the chain has no such count), shown only once the
 * indexer's row is the chain's round (`indexedPlayers`): a row of the same id left from a history the chain has
 * left, or one a block behind, is asked again rather than kept. Nothing while unknown (a failed indexer read hides
 * only this line).
 */
export function RoundPlayers({ round }: { round: ChainLottery }) {
  const { t } = useTranslation();
  const [players, setPlayers] = useState<number | undefined>();
  const latest = useRef(round);
  latest.current = round;
  const key = chainKey(round);
  useEffect(() => {
    void key;
    const chainRound = latest.current;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    let logged = false;
    setPlayers(undefined);
    const again = () => {
      if (live) timer = setTimeout(ask, asked < FAST_ASKS ? FAST_MS : SLOW_MS);
    };
    const ask = () => {
      asked++;
      fetchIndexedRound(serviceUrl('indexer'), chainRound.lotteryId)
        .then((row) => {
          if (!live) return;
          const n = indexedPlayers(row, chainRound);
          if (n !== undefined) setPlayers(n);
          else again();
        })
        .catch((e: unknown) => {
          if (!logged) console.error('lottery players query failed', e);
          logged = true;
          again();
        });
    };
    ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [key]);
  if (players === undefined) return null;
  return <Text data-testid="lottery-round-players">{t('Total players this round: {{count}}', { count: players })}</Text>;
}
