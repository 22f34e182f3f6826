import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBps, daySeries, dayStart, formatUsdCompact } from '@fuelswap/sdk';
import { Card, Heading, Link, Page } from '../../../ui/index.ts';
import { useOverview, useAllPairs } from '../api/queries.ts';
import { useTokenMap, useVolumes24h } from '../api/derived.ts';
import { InfoNav } from '../components/InfoNav.tsx';
import { LazyDayChart } from '../components/LazyDayChart.tsx';
import { PairsTable } from '../components/PairsTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { Stat } from '../components/Stat.tsx';
import { TokensTable } from '../components/TokensTable.tsx';
import { TxTable } from '../components/TxTable.tsx';
import styles from '../info.module.css';

/** /info: totals with their 24 h change, day charts, top tokens, top pairs, latest transactions. */
export function InfoOverviewPage() {
  const { t } = useTranslation();
  const overview = useOverview();
  const volumes = useVolumes24h();
  const tokens = useTokenMap();
  const pairs = useAllPairs();
  const days = overview.data?.overviewDayDatas.items;
  const now = Math.floor(Date.now() / 1000);
  const charts = useMemo(() => {
    if (!days) return undefined;
    const rows = (f: (d: NonNullable<typeof days>[number]) => bigint) => days.map((d) => ({ timestamp: d.date, value: f(d) }));
    const until = Math.floor(Date.now() / 1000);
    return {
      liquidity: daySeries(
        rows((d) => d.liquidityUSD),
        'level',
        until,
      ),
      volume: daySeries(
        rows((d) => d.volumeUSD),
        'flow',
        until,
      ),
    };
  }, [days]);
  // Liquidity change: now against the close of the previous UTC day.
  const liquidityBefore = days?.find((d) => d.date < dayStart(now))?.liquidityUSD;
  const liquidity = overview.data?.overview?.liquidityUSD;

  return (
    <Page className={styles.page}>
      <Heading level={1}>{t('Info')}</Heading>
      <InfoNav />
      <QueryState q={overview}>
        {() => (
          <div className={styles.stats}>
            <Stat
              testId="info-liquidity"
              label={t('Liquidity')}
              value={formatUsdCompact(liquidity ?? 0n)}
              change={liquidity !== undefined && liquidityBefore !== undefined ? (changeBps(liquidity, liquidityBefore) ?? null) : null}
            />
            <Stat
              testId="info-volume"
              label={t('Volume 24H')}
              value={volumes.total ? formatUsdCompact(volumes.total.current) : '-'}
              change={volumes.total?.change ?? null}
            />
            <Stat testId="info-txcount" label={t('Transactions')} value={String(overview.data?.overview?.txCount ?? 0)} />
          </div>
        )}
      </QueryState>
      <div className={styles.charts}>
        <Card className={styles.section}>
          <Heading level={2} size="md">
            {t('Liquidity')}
          </Heading>
          <QueryState q={overview} height={220}>
            {() => charts && <LazyDayChart series={charts.liquidity} kind="area" label={t('Liquidity by day')} />}
          </QueryState>
        </Card>
        <Card className={styles.section}>
          <Heading level={2} size="md">
            {t('Volume')}
          </Heading>
          <QueryState q={overview} height={220}>
            {() => charts && <LazyDayChart series={charts.volume} kind="bars" label={t('Volume by day')} />}
          </QueryState>
        </Card>
      </div>
      <section className={styles.section}>
        <div className={styles.toolbar}>
          <Heading level={2} size="lg">
            {t('Top tokens')}
          </Heading>
          <Link to="/info/tokens">{t('View all')}</Link>
        </div>
        <Card padded={false}>
          <QueryState q={tokens.q}>{(d) => <TokensTable tokens={d.tokens.items} pageSize={10} />}</QueryState>
        </Card>
      </section>
      <section className={styles.section}>
        <div className={styles.toolbar}>
          <Heading level={2} size="lg">
            {t('Top pairs')}
          </Heading>
          <Link to="/info/pairs">{t('View all')}</Link>
        </div>
        <Card padded={false}>
          <QueryState q={pairs}>{(d) => <PairsTable pairs={d.pairs.items} pageSize={10} />}</QueryState>
        </Card>
      </section>
      <TxTable scope={{ kind: 'all' }} tokens={tokens.map} title={t('Transactions')} idPrefix="info-overview" />
    </Page>
  );
}
