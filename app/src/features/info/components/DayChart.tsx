/**
 * A day chart (area for levels such as liquidity and price, bars for volume)
 * on lightweight-charts. This module is the only one that imports the
 * library, and it is loaded through React.lazy (LazyDayChart.tsx), so the
 * chart code is fetched only when an Info page draws a chart.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSeries, ColorType, HistogramSeries, createChart, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import type { SeriesPoint } from '@fuelswap/sdk';
import { localizeFor } from '../../../i18n/numbers.ts';
import styles from '../info.module.css';

export interface DayChartProps {
  series: readonly SeriesPoint[];
  kind: 'area' | 'bars';
  /** Accessible name of the chart (a labelled figure); the numbers are in the cards and tables. */
  label: string;
  height?: number;
}

const usdAxis = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 4 });

function cssVar(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

export default function DayChart({ series, kind, label, height = 220 }: DayChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const text = cssVar(el, '--fs-color-text-subtle', '#7a6eaa');
    const border = cssVar(el, '--fs-color-border', '#e7e3eb');
    const primary = cssVar(el, '--fs-color-primary', '#1fc7d4');
    const chart = createChart(el, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text },
      // Axis labels as compact dollars ($54.2M, $2.50) with the language's separators, dates in the language:
      // display only, the exact values are in the cards and tables.
      localization: { locale: language, priceFormatter: (v: number) => localizeFor(usdAxis.format(v), language) },
      grid: { vertLines: { visible: false }, horzLines: { color: border } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    chartRef.current = chart;
    const data = series.map((p) => ({ time: p.time as UTCTimestamp, value: p.value }));
    if (kind === 'area') {
      const s = chart.addSeries(AreaSeries, { lineColor: primary, topColor: `${primary}66`, bottomColor: `${primary}05`, lineWidth: 2 });
      s.setData(data);
    } else {
      const s = chart.addSeries(HistogramSeries, { color: primary });
      s.setData(data);
    }
    chart.timeScale().fitContent();
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [series, kind, height, language]);

  // A labelled figure, not role="img": an image's children are presentational, and lightweight-charts puts
  // focusable parts inside its container (axe nested-interactive).
  return <div ref={ref} className={styles.chart} style={{ height }} role="figure" aria-label={label} />;
}
