/**
 * /prediction/leaderboard: players from the indexer ranked by net winnings, total BNB,
 * rounds played or win rate (among players with at least 10 settled bets), 20 a page with View More;
 * the top three as cards; search by address; your own row; a player's stats with their last 5 bets.
 * The win rate shows from 10 settled bets up.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import { isAddress } from 'viem';
import { leaderboardWinRate } from '@fuelswap/sdk';
import { Button, Heading, Input, Modal, Page, Spinner, Text } from '../../ui/index.ts';
import { shortAddress } from '../wallet/index.ts';
import { serviceUrl } from '../../chain/services.ts';
import { fetchHistoryPage, fetchLatestEpoch, fetchPlayers, historyResult, type LeaderboardOrder, type PlayerRow } from './indexer.ts';
import { formatBnb } from './format.ts';
import styles from './prediction.module.css';

function resultLabel(r: ReturnType<typeof historyResult>, t: (k: string) => string): string {
  return r === 'win' ? t('Win') : r === 'lose' ? t('Lose') : r === 'house' ? t('House') : r === 'canceled' ? t('Canceled') : t('Live Now');
}

const signed = (v: bigint) => `${v < 0n ? '-' : '+'}${formatBnb(v < 0n ? -v : v)} BNB`;

export function LeaderboardPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [order, setOrder] = useState<LeaderboardOrder>('netBNB');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [selected, setSelected] = useState<PlayerRow | undefined>();
  const url = serviceUrl('indexer');
  const searching = isAddress(search.trim(), { strict: false });

  const list = useQuery({
    queryKey: ['prediction-leaderboard', order, pages],
    queryFn: async () => {
      const rows: PlayerRow[] = [];
      let after: string | undefined;
      for (let i = 0; i < pages; i++) {
        const page = await fetchPlayers(url, order, { after });
        rows.push(...page.rows);
        after = page.next;
        if (!after) return { rows, more: false };
      }
      return { rows, more: !!after };
    },
  });
  const found = useQuery({
    queryKey: ['prediction-player', search.trim().toLowerCase()],
    queryFn: () => fetchPlayers(url, 'netBNB', { address: search.trim() }),
    enabled: searching,
  });
  const mine = useQuery({
    queryKey: ['prediction-player', address?.toLowerCase()],
    queryFn: () => fetchPlayers(url, 'netBNB', { address }),
    enabled: !!address,
  });

  const rows = searching ? (found.data?.rows ?? []) : (list.data?.rows ?? []);
  const rank = (r: PlayerRow) => (list.data?.rows.findIndex((x) => x.address === r.address) ?? -1) + 1;
  const winRate = (r: PlayerRow) => {
    const w = leaderboardWinRate(r.wins, r.totalBetsSettled);
    return w === undefined ? '-' : `${w}%`;
  };
  const me = mine.data?.rows[0];

  return (
    <Page className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t('Leaderboard')}</Heading>
      </header>
      {!searching && list.data && list.data.rows.length > 0 && (
        <div className={styles.top3}>
          {list.data.rows.slice(0, 3).map((r, i) => (
            <button type="button" key={r.address} className={styles.card} onClick={() => setSelected(r)} data-testid="top-card">
              <Text bold>{`#${i + 1} ${shortAddress(r.address)}`}</Text>
              <Text size="sm">
                {t('Net Winnings (BNB)')}: {signed(r.netBNB)}
              </Text>
              <Text size="sm">
                {t('Win Rate')}: {winRate(r)}
              </Text>
              <Text size="sm">
                {t('Rounds Won')}: {`${r.wins}/${r.totalBets}`}
              </Text>
            </button>
          ))}
        </div>
      )}
      <div className={styles.filters}>
        <label>
          {t('Rank By')}{' '}
          <select
            value={order}
            onChange={(e) => {
              setOrder(e.target.value as LeaderboardOrder);
              setPages(1);
            }}
          >
            <option value="netBNB">{t('Net Winnings')}</option>
            <option value="totalBNB">{t('Total BNB')}</option>
            <option value="totalBets">{t('Rounds Played')}</option>
            <option value="winRate">{t('Win Rate')}</option>
          </select>
        </label>
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('Search Address')}
          aria-label={t('Search Address')}
        />
      </div>
      {me && !searching && (
        <Text data-testid="my-row">{`${t('You')}: ${rank(me) ? `#${rank(me)}` : '-'} · ${signed(me.netBNB)} · ${me.totalBets} ${t('Rounds Played')}`}</Text>
      )}
      {(list.isLoading || found.isLoading) && <Spinner />}
      {list.isError && <Text color="danger">{t('Unable to load data. Please try again.')}</Text>}
      {search.trim() !== '' && !searching && <Text color="danger">{t('Enter a valid address')}</Text>}
      <table className={styles.table} aria-label={t('Leaderboard')}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('User')}</th>
            <th>{t('Net Winnings (BNB)')}</th>
            <th>{t('Win Rate')}</th>
            <th>{t('Rounds Won')}</th>
            <th>{t('Total BNB')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.address} data-address={r.address}>
              <td>{rank(r) || '-'}</td>
              <td>
                <Button variant="text" size="sm" onClick={() => setSelected(r)}>
                  {shortAddress(r.address)}
                </Button>
              </td>
              <td>{signed(r.netBNB)}</td>
              <td>{winRate(r)}</td>
              <td>{`${r.wins}/${r.totalBets}`}</td>
              <td>{formatBnb(r.totalBNB)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!searching && list.data?.more && (
        <Button variant="text" onClick={() => setPages((p) => p + 1)}>
          {t('View More')}
        </Button>
      )}
      {selected && <PlayerModal player={selected} onDismiss={() => setSelected(undefined)} />}
    </Page>
  );
}

function PlayerModal({ player, onDismiss }: { player: PlayerRow; onDismiss: () => void }) {
  const { t } = useTranslation();
  const bets = useQuery({
    queryKey: ['prediction-history', player.address, 'last5'],
    // The last five bets are one page of five; the newest round the index knows is the epoch their results are read at.
    queryFn: async () => {
      const url = serviceUrl('indexer');
      const [page, currentEpoch] = await Promise.all([fetchHistoryPage(url, player.address, { limit: 5 }), fetchLatestEpoch(url)]);
      return page.items.map((b) => ({ ...b, result: historyResult(b, currentEpoch ?? b.epoch) }));
    },
  });
  const w = leaderboardWinRate(player.wins, player.totalBetsSettled);
  return (
    <Modal open title={shortAddress(player.address)} onDismiss={onDismiss}>
      <div className={styles.pnl}>
        <div className={styles.row}>
          <Text color="subtle">{t('Net Winnings (BNB)')}</Text>
          <Text>{signed(player.netBNB)}</Text>
        </div>
        <div className={styles.row}>
          <Text color="subtle">{t('Win Rate')}</Text>
          <Text>{w === undefined ? '-' : `${w}%`}</Text>
        </div>
        <div className={styles.row}>
          <Text color="subtle">{t('Rounds Won')}</Text>
          <Text>{`${player.wins}/${player.totalBets}`}</Text>
        </div>
        <div className={styles.row}>
          <Text color="subtle">{t('Total BNB')}</Text>
          <Text>{formatBnb(player.totalBNB)}</Text>
        </div>
        <Text bold>{t('Last 5 bets')}</Text>
        {bets.isLoading && <Spinner />}
        {bets.data?.map((b) => (
          <div className={styles.row} key={b.epoch.toString()}>
            <Text size="sm">{`#${b.epoch} ${b.position === 'Bull' ? t('UP') : t('DOWN')}`}</Text>
            <Text size="sm">{`${formatBnb(b.amount)} BNB · ${resultLabel(b.result, t)}`}</Text>
          </div>
        ))}
      </div>
    </Modal>
  );
}
