import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { fetchRoundPlayers } from '../hooks/indexer.ts';

/** The round's player count in Finished Rounds; nothing while unknown (a failed indexer read hides only this line). */
export function RoundPlayers({ lotteryId }: { lotteryId: bigint }) {
  const { t } = useTranslation();
  const [players, setPlayers] = useState<number | undefined>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPlayers(undefined);
    // Asked again every 3 s (at most 20 times) until the indexer has the round drawn.
    const ask = (left: number) => {
      fetchRoundPlayers(runtime().services.indexerUrl, lotteryId)
        .then((n) => {
          if (!live) return;
          if (n !== undefined) setPlayers(n);
          else if (left > 0) timer = setTimeout(() => ask(left - 1), 3_000);
        })
        .catch((e: unknown) => console.error('lottery players query failed', e));
    };
    ask(20);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [lotteryId]);
  if (players === undefined) return null;
  return <Text data-testid="lottery-round-players">{t('Total players this round: {{count}}', { count: players })}</Text>;
}
