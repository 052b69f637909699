/**
 * Calls per product per time bucket as lines, drawn by uPlot (loaded with the overview only). Series labels are
 * product names from the API, set as text by uPlot's legend.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#4d7c0f', '#be185d', '#6b7280'];

export interface Series {
  readonly label: string;
  /** null: no value at that time (latency of a bucket without calls). */
  readonly values: readonly (number | null)[];
}

/** `times`: the start of each bucket, in seconds since the epoch (UTC). */
export default function UsageChart({ times, series, title, testId = 'usage-chart' }: { times: readonly number[]; series: readonly Series[]; title: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const axis = { stroke: dark ? '#d1d5db' : '#374151', grid: { stroke: dark ? '#374151' : '#e5e7eb' } };
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth || 640),
        height: 260,
        title,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        axes: [axis, axis],
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: PALETTE[i % PALETTE.length], width: 2 }))],
      },
      [[...times], ...series.map((s) => [...s.values])],
      el,
    );
    return () => plot.destroy();
  }, [times, series, title]);
  return <div ref={ref} className="chart" role="img" aria-label={title} data-testid={testId} />;
}
