import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, Text } from '../../../ui/index.ts';
import type { DayChartProps } from './DayChart.tsx';
import styles from '../info.module.css';

const DayChart = lazy(() => import('./DayChart.tsx'));

/** The chart, loaded on first use; an empty series says so instead of drawing an empty frame. */
export function LazyDayChart(props: DayChartProps) {
  const { t } = useTranslation();
  const height = props.height ?? 220;
  if (props.series.length === 0) {
    return (
      <div className={styles.chartEmpty} style={{ height }}>
        <Text color="subtle">{t('No data for this chart yet.')}</Text>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton height={height} />}>
      <DayChart {...props} />
    </Suspense>
  );
}
