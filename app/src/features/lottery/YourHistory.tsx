/**
 * Your History (spec 001 §7 getUserLotteries): the rounds the account bought into, from the project's indexer
 * (its lottery_user_round and lottery tables), newest first, 100 at a time. No wallet and no rounds have their
 * own messages; a failed query says so without blanking the page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { Button, Text } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { fetchRound, type LotteryRound } from './data.ts';
import styles from './lottery.module.css';

export interface UserRoundRow {
  lotteryId: bigint;
  totalTickets: number;
  claimed: boolean;
  status: string;
  endTime: number;
}

const PAGE = 100;

export async function fetchUserRounds(indexerUrl: string, account: string, offset = 0): Promise<UserRoundRow[]> {
  const query = `query ($user: String!, $limit: Int!, $offset: Int!) {
    lotteryUserRounds(where: { user: $user }, orderBy: "lotteryId", orderDirection: "desc", limit: $limit, offset: $offset) {
      items { lotteryId totalTickets claimed }
    }
    lotterys(orderBy: "lotteryId", orderDirection: "desc", limit: 1000) { items { lotteryId status endTime } }
  }`;
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { user: account.toLowerCase(), limit: PAGE, offset } }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as {
    data?: {
      lotteryUserRounds: { items: { lotteryId: string; totalTickets: number; claimed: boolean }[] };
      lotterys: { items: { lotteryId: string; status: string; endTime: number }[] };
    };
    errors?: unknown;
  };
  if (!body.data) throw new Error('indexer query failed');
  const rounds = new Map(body.data.lotterys.items.map((l) => [l.lotteryId, l]));
  return body.data.lotteryUserRounds.items.map((r) => ({
    lotteryId: BigInt(r.lotteryId),
    totalTickets: r.totalTickets,
    claimed: r.claimed,
    status: rounds.get(r.lotteryId)?.status ?? 'Open',
    endTime: rounds.get(r.lotteryId)?.endTime ?? 0,
  }));
}

export function YourHistory({ lottery, onView }: { lottery: `0x${string}`; onView: (r: LotteryRound) => void }) {
  const { t } = useTranslation();
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
            <span>{r.endTime ? new Date(r.endTime * 1000).toLocaleString() : ''}</span>
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

/** How many accounts bought into a round (spec 001 §7 getLotteries' totalUsers), from the indexer; undefined if unknown. */
export async function fetchRoundPlayers(indexerUrl: string, lotteryId: bigint): Promise<number | undefined> {
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($id: String!) { lottery(id: $id) { totalUsers status } }',
      variables: { id: lotteryId.toString() },
    }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as { data?: { lottery: { totalUsers: number; status: string } | null } };
  const l = body.data?.lottery;
  // Only a drawn round's count is final: an indexer a block behind the chain may not have the last purchases yet.
  if (!l || l.status !== 'Claimable') return undefined;
  return Number.isInteger(l.totalUsers) && l.totalUsers >= 0 ? l.totalUsers : undefined;
}

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
