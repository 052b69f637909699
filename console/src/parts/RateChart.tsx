/**
 * Rates (0..1) over a numeric axis — the label report's precision, recall and alert rate per score cut, and the
 * observed fraud rate per score band (as bars) — drawn by uPlot (loaded with the report only; the overview's chunk
 * is the same library). Labels are the screen's own words; the figures are also in a table beside each chart.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626'];

export interface RateSeries {
  readonly label: string;
  /** null: no figure there (a band without resolutions). */
  readonly values: readonly (number | null)[];
}

export default function RateChart({ xs, series, title, xLabel, tickLabels, bars = false, testId }: {
  xs: readonly number[]; series: readonly RateSeries[]; title: string; xLabel: string;
  /** The text of each x tick (default: the number). */
  tickLabels?: readonly string[];
  bars?: boolean; testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const axis = { stroke: dark ? '#d1d5db' : '#374151', grid: { stroke: dark ? '#374151' : '#e5e7eb' } };
    const step = xs.length > 1 ? xs[1]! - xs[0]! : 1;
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth || 640),
        height: 260,
        title,
        scales: { x: { time: false, range: bars ? [xs[0]! - step / 2, xs[xs.length - 1]! + step / 2] : undefined }, y: { range: [0, 1] } },
        axes: [
          { ...axis, label: xLabel, splits: () => [...xs], values: (_u, vals) => vals.map((v) => tickLabels?.[xs.indexOf(v)] ?? String(v)) },
          { ...axis, values: (_u, vals) => vals.map((v) => `${Math.round(v * 100)} %`) },
        ],
        series: [
          { label: xLabel },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: PALETTE[i % PALETTE.length],
            width: 2,
            value: (_u: uPlot, v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)} %`),
            ...(bars ? { fill: `${PALETTE[i % PALETTE.length]}99`, paths: uPlot.paths.bars!({ size: [0.6, 80] }), points: { show: false } } : { points: { show: true } }),
          })),
        ],
      },
      [[...xs], ...series.map((s) => [...s.values])],
      el,
    );
    return () => plot.destroy();
  }, [xs, series, title, xLabel, tickLabels, bars]);
  return <div ref={ref} className="chart" role="img" aria-label={title} data-testid={testId} />;
}
