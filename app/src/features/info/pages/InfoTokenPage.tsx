import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { daySeries, formatPriceUsd, formatUsdCompact, normalizeAddress } from '@fuelswap/sdk';
import { Card, Heading, Page, Text } from '../../../ui/index.ts';
import { useAllPairs, useToken } from '../api/queries.ts';
import { useTokenMap, useVolumes24h } from '../api/derived.ts';
import { AddressProblem } from '../components/BadAddress.tsx';
import { InfoNav } from '../components/InfoNav.tsx';
import { LazyDayChart } from '../components/LazyDayChart.tsx';
import { PairsTable } from '../components/PairsTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { Stat } from '../components/Stat.tsx';
import { TxTable } from '../components/TxTable.tsx';
import styles from '../info.module.css';

/** /info/tokens/:address */
export function InfoTokenPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const id = normalizeAddress(address);
  if (!id) return <AddressProblem title={t('Token')} message={t('This is not a valid token address.')} address={address} />;
  return <TokenView key={id} id={id} />;
}

function TokenView({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useToken(id);
  const pairs = useAllPairs();
  const tokens = useTokenMap();
  const volumes = useVolumes24h();
  const days = q.data?.tokenDayDatas.items;
  const charts = useMemo(() => {
    if (!days) return undefined;
    const until = Math.floor(Date.now() / 1000);
    const rows = (f: (d: NonNullable<typeof days>[number]) => bigint) => days.map((d) => ({ timestamp: d.periodStart, value: f(d) }));
    return {
      price: daySeries(
        rows((d) => d.priceUSD),
        'level',
        until,
      ),
      volume: daySeries(
        rows((d) => d.volumeUSD),
        'flow',
        until,
      ),
      liquidity: daySeries(
        rows((d) => d.totalLiquidityUSD),
        'level',
        until,
      ),
    };
  }, [days]);
  const token = q.data?.token;
  if (q.data && !token)
    return <AddressProblem title={t('Token')} message={t('The indexer knows no token at this address.')} address={id} />;
  const ownPairs = (pairs.data?.pairs.items ?? []).filter((p) => p.token0 === id || p.token1 === id);
  const vol = volumes.token(id);

  return (
    <Page className={styles.page}>
      <InfoNav />
      <div className={styles.headerRow}>
        <Heading level={1}>{token ? `${token.name} (${token.symbol})` : t('Token')}</Heading>
        <Text size="sm" color="subtle" className={styles.mono}>
          {id}
        </Text>
      </div>
      <QueryState q={q}>
        {() =>
          token && (
            <div className={styles.stats}>
              <Stat
                testId="token-price"
                label={t('Price')}
                value={formatPriceUsd(token.priceUSD)}
                change={volumes.priceChange(token) ?? null}
              />
              <Stat testId="token-liquidity" label={t('Liquidity')} value={formatUsdCompact(token.totalLiquidityUSD)} />
              <Stat testId="token-volume" label={t('Volume 24H')} value={formatUsdCompact(vol.current)} change={vol.change ?? null} />
              <Stat
                testId="token-volume-total"
                label={t('Total volume')}
                value={formatUsdCompact(token.tradeVolumeUSD)}
                usd={token.tradeVolumeUSD}
              />
              <Stat testId="token-txcount" label={t('Transactions')} value={String(token.txCount)} />
            </div>
          )
        }
      </QueryState>
      <div className={styles.charts}>
        {(
          [
            ['price', t('Price'), 'area', t('Price by day')],
            ['volume', t('Volume'), 'bars', t('Volume by day')],
            ['liquidity', t('Liquidity'), 'area', t('Liquidity by day')],
          ] as const
        ).map(([key, title, kind, label]) => (
          <Card key={key} className={styles.section}>
            <Heading level={2} size="md">
              {title}
            </Heading>
            <QueryState q={q} height={220}>
              {() => charts && <LazyDayChart series={charts[key]} kind={kind} label={label} />}
            </QueryState>
          </Card>
        ))}
      </div>
      <section className={styles.section}>
        <Heading level={2} size="lg">
          {t('Pairs')}
        </Heading>
        <Card padded={false}>
          <QueryState q={pairs}>{() => <PairsTable pairs={ownPairs} />}</QueryState>
        </Card>
      </section>
      <TxTable scope={{ kind: 'token', address: id }} tokens={tokens.map} title={t('Transactions')} idPrefix="info-token" />
    </Page>
  );
}
