import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { daySeries, feesUsd, formatSignificant, formatUsdCompact, normalizeAddress, pow10 } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { ButtonLink, Card, Heading, Link, Page, Text } from '../../../ui/index.ts';
import { usePair } from '../api/queries.ts';
import { useTokenMap, useVolumes24h } from '../api/derived.ts';
import { AddressProblem } from '../components/BadAddress.tsx';
import { InfoNav } from '../components/InfoNav.tsx';
import { LazyDayChart } from '../components/LazyDayChart.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { Stat } from '../components/Stat.tsx';
import { TxTable } from '../components/TxTable.tsx';
import { formatAmount, shortAddress } from '../components/format.ts';
import styles from '../info.module.css';

/** /info/pairs/:address */
export function InfoPairPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const id = normalizeAddress(address);
  if (!id) return <AddressProblem title={t('Pair')} message={t('This is not a valid pair address.')} address={address} />;
  return <PairView key={id} id={id} />;
}

function PairView({ id }: { id: string }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const q = usePair(id);
  const tokens = useTokenMap();
  const volumes = useVolumes24h();
  const days = q.data?.pairDayDatas.items;
  const charts = useMemo(() => {
    if (!days) return undefined;
    const until = Math.floor(Date.now() / 1000);
    const rows = (f: (d: NonNullable<typeof days>[number]) => bigint) => days.map((d) => ({ timestamp: d.periodStart, value: f(d) }));
    return {
      liquidity: daySeries(
        rows((d) => d.reserveUSD),
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
  const pair = q.data?.pair;
  if (q.data && !pair) return <AddressProblem title={t('Pair')} message={t('The indexer knows no pair at this address.')} address={id} />;
  const t0 = pair ? tokens.map.get(pair.token0) : undefined;
  const t1 = pair ? tokens.map.get(pair.token1) : undefined;
  const [s0, s1] = pair ? (pair.name.split('-') as [string, string]) : ['', ''];
  const vol = volumes.pair(id);
  const fees = feesUsd(vol.current);

  return (
    <Page className={styles.page}>
      <InfoNav />
      <div className={styles.headerRow}>
        <Heading level={1}>{pair ? pair.name.replace('-', ' / ') : t('Pair')}</Heading>
        <Text size="sm" color="subtle" className={styles.mono}>
          {id}
        </Text>
      </div>
      {pair && (
        <div className={styles.actions}>
          <ButtonLink to={`/add/${pair.token0}/${pair.token1}`} size="sm" variant="secondary">
            {t('Add Liquidity')}
          </ButtonLink>
          <ButtonLink to={`/swap?inputCurrency=${pair.token0}&outputCurrency=${pair.token1}`} size="sm">
            {t('Trade')}
          </ButtonLink>
        </div>
      )}
      <QueryState q={q}>
        {() =>
          pair && (
            <>
              <Card className={styles.section} data-testid="pair-rates">
                <Text numeric>
                  {t('1 {{a}} = {{price}} {{b}}', { a: s0, b: s1, price: formatSignificant(pair.token0Price, pow10(18), 6) })}
                </Text>
                <Text numeric>
                  {t('1 {{a}} = {{price}} {{b}}', { a: s1, b: s0, price: formatSignificant(pair.token1Price, pow10(18), 6) })}
                </Text>
                <Text size="sm" color="subtle">
                  {t('Pooled tokens')}
                </Text>
                <Text numeric>
                  {`${n(formatAmount(pair.reserve0, t0?.decimals ?? 18))} `}
                  <Link to={`/info/tokens/${pair.token0}`}>{t0?.symbol ?? shortAddress(pair.token0)}</Link>
                </Text>
                <Text numeric>
                  {`${n(formatAmount(pair.reserve1, t1?.decimals ?? 18))} `}
                  <Link to={`/info/tokens/${pair.token1}`}>{t1?.symbol ?? shortAddress(pair.token1)}</Link>
                </Text>
              </Card>
              <div className={styles.stats}>
                <Stat testId="pair-liquidity" label={t('Liquidity')} value={formatUsdCompact(pair.reserveUSD)} usd={pair.reserveUSD} />
                <Stat
                  testId="pair-volume"
                  label={t('Volume 24H')}
                  value={formatUsdCompact(vol.current)}
                  usd={vol.current}
                  change={vol.change ?? null}
                />
                <Stat testId="pair-fees" label={t('Fees 24H')} value={formatUsdCompact(fees.total)} />
                <Stat testId="pair-lp-fees" label={t('LP reward fees 24H')} value={formatUsdCompact(fees.lp)} />
                <Stat testId="pair-volume-total" label={t('Total volume')} value={formatUsdCompact(pair.volumeUSD)} usd={pair.volumeUSD} />
                <Stat testId="pair-txcount" label={t('Transactions')} value={String(pair.txCount)} />
              </div>
            </>
          )
        }
      </QueryState>
      <div className={styles.charts}>
        <Card className={styles.section}>
          <Heading level={2} size="md">
            {t('Liquidity')}
          </Heading>
          <QueryState q={q} height={220}>
            {() => charts && <LazyDayChart series={charts.liquidity} kind="area" label={t('Liquidity by day')} />}
          </QueryState>
        </Card>
        <Card className={styles.section}>
          <Heading level={2} size="md">
            {t('Volume')}
          </Heading>
          <QueryState q={q} height={220}>
            {() => charts && <LazyDayChart series={charts.volume} kind="bars" label={t('Volume by day')} />}
          </QueryState>
        </Card>
      </div>
      <TxTable scope={{ kind: 'pair', address: id }} tokens={tokens.map} title={t('Transactions')} idPrefix="info-pair" />
    </Page>
  );
}
