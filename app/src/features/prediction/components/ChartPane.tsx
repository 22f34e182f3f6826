/** The chart pane: the feed's recent prices from the indexer, with the disclaimer that card and chart prices differ. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Spinner, Text } from '../../../ui/index.ts';
import * as z from 'zod/mini';
import { gql } from '../../../chain/indexer.ts';
import styles from '../prediction.module.css';
import type { PricePoint } from './PriceChart.tsx';

const PriceChart = lazy(() => import('./PriceChart.tsx'));

const PRICES_QUERY = '{ predictionPrices(orderBy: "block", orderDirection: "desc", limit: 500) { items { price timestamp } } }';
const pricesSchema = z.object({ predictionPrices: z.object({ items: z.array(z.object({ price: z.string(), timestamp: z.number() })) }) });

async function fetchPrices(): Promise<PricePoint[]> {
  const data = await gql(PRICES_QUERY, {}, pricesSchema);
  return data.predictionPrices.items.map((p) => ({ time: p.timestamp, price: BigInt(p.price) }));
}

export function ChartPane() {
  const { t } = useTranslation();
  // Every 10 s, not every block: the chart is a trend, the cards carry the live price.
  const q = useQuery({
    queryKey: ['prediction-prices'],
    queryFn: () => fetchPrices(),
    refetchInterval: 10_000,
  });
  return (
    <section className={styles.history} aria-label={t('Chart')}>
      <Text size="sm" color="subtle">
        {t(
          'The price on the cards is the oracle’s latest answer; the chart is the history the indexer recorded, so the two can differ for a moment.',
        )}
      </Text>
      {q.isError && <Text color="danger">{t('Unable to load data. Please try again.')}</Text>}
      {q.data && q.data.length > 0 && (
        <Suspense fallback={<Spinner />}>
          <PriceChart points={q.data} label={t('BNB/USD oracle price')} />
        </Suspense>
      )}
      {q.isLoading && <Spinner />}
    </section>
  );
}
