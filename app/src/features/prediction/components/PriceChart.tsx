/**
 * The chart pane's line: the oracle's price history from the indexer, on lightweight-charts (the library
 * the Info pages use). Loaded through React.lazy so the chart code is fetched only when the pane opens.
 * Prices become numbers here for drawing only; every amount shown as text stays bigint.
 */
import { useEffect, useRef } from 'react';
import { ColorType, LineSeries, createChart, type UTCTimestamp } from 'lightweight-charts';

export interface PricePoint {
  time: number;
  /** 8-decimal oracle answer. */
  price: bigint;
}

export default function PriceChart({ points, label, height = 260 }: { points: readonly PricePoint[]; label: string; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const text = css.getPropertyValue('--fs-color-text-subtle').trim() || '#7a6eaa';
    const primary = css.getPropertyValue('--fs-color-primary').trim() || '#1fc7d4';
    const chart = createChart(el, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text },
      grid: { vertLines: { visible: false } },
      timeScale: { timeVisible: true, secondsVisible: true },
    });
    // One point per second (the library needs strictly increasing times): the last price of that second.
    const bySecond = new Map<number, number>();
    for (const p of [...points].sort((a, b) => a.time - b.time)) bySecond.set(p.time, Number(p.price) / 1e8);
    const s = chart.addSeries(LineSeries, { color: primary, lineWidth: 2 });
    s.setData([...bySecond].map(([time, value]) => ({ time: time as UTCTimestamp, value })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, height]);
  // A labelled figure, not role="img" (as the Info charts): lightweight-charts puts focusable parts in its
  // container, and an image's children are presentational (axe nested-interactive).
  return <div ref={ref} style={{ height }} role="figure" aria-label={label} />;
}
