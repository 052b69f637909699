/**
 * Overview (getOverview, one call): over one time range shared by every part (1 h, 24 h, 7 days, 30 days or a custom
 * UTC range) and every account or one — calls per product per bucket (minute, hour or day, as the API answers; a
 * bucket without calls shows 0) as a uPlot chart and a table, the score-cluster distribution, the top reason codes,
 * credits spent and balance per account, the latest failed webhook attempts and failed jobs. Errors (4xx, 5xx) and
 * latency (p50, p99) come from the call statistics, kept per UTC hour: they cover the whole hours the range touches
 * (said on the screen), charted per hour or day and listed per product.
 * A part the role may not read (credits, webhooks, jobs) is answered null and shown as such.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Answer } from '../lib/api';
import { describeCode } from '../lib/explanation';
import { Async, Empty, Field, Loading, PageTitle, Text, Time } from '../lib/ui';

const UsageChart = lazy(() => import('../parts/UsageChart'));
type Range = '1h' | '24h' | '7d' | '30d' | 'custom';
const RANGES: readonly { id: Range; label: string }[] = [
  { id: '1h', label: 'Last hour' },
  { id: '24h', label: 'Last 24 hours' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'custom', label: 'Custom (UTC)' },
];
const BUCKET_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
type Overview = Answer<'getOverview'>;

/** Every bucket of the range (its start, UTC, as the API truncates), so that buckets without calls show as 0. */
function pivot(o: Overview) {
  const ms = BUCKET_MS[o.bucket];
  const start = Math.floor(Date.parse(o.from) / ms) * ms;
  const end = Date.parse(o.to);
  const seen = o.calls.map((p) => Date.parse(p.t));
  const times = new Set<number>(seen);
  if (Number.isFinite(start) && Number.isFinite(end) && (end - start) / ms <= 2000) for (let t = start; t < end; t += ms) times.add(t);
  const xs = [...times].sort((a, b) => a - b);
  const ops = [...new Set(o.calls.map((p) => p.operation))].sort();
  const at = new Map(o.calls.map((p) => [`${Date.parse(p.t)}|${p.operation}`, p.calls]));
  return {
    times: xs.map((t) => t / 1000),
    series: ops.map((op) => ({ label: op, values: xs.map((t) => at.get(`${t}|${op}`) ?? 0) })),
    totals: ops.map((op) => ({ op, calls: o.calls.filter((p) => p.operation === op).reduce((s, p) => s + p.calls, 0) })),
  };
}

/** A datetime-local value read as UTC. */
const utc = (v: string) => (v ? `${v.length === 16 ? `${v}:00` : v}Z` : '');
const localValue = (d: Date) => d.toISOString().slice(0, 16);

const ms = (v: number | null) => (v === null ? '–' : `${v} ms`);

/** The error and latency series over every bucket of the counted hours (a bucket without calls: 0 calls, no latency). */
function statsSeries(o: Overview) {
  const step = o.errors.bucket === 'day' ? 86_400_000 : 3_600_000;
  const start = Date.parse(o.errors.from);
  const end = Date.parse(o.errors.to);
  const times = new Set<number>(o.errors.series.map((p) => Date.parse(p.t)));
  if (Number.isFinite(start) && Number.isFinite(end) && (end - start) / step <= 2000) for (let t = start; t < end; t += step) times.add(t);
  const xs = [...times].sort((a, b) => a - b);
  const err = new Map(o.errors.series.map((p) => [Date.parse(p.t), p]));
  const lat = new Map(o.latency.series.map((p) => [Date.parse(p.t), p]));
  return {
    times: xs.map((t) => t / 1000),
    errors: [
      { label: '4xx', values: xs.map((t) => err.get(t)?.client_errors ?? 0) },
      { label: '5xx', values: xs.map((t) => err.get(t)?.server_errors ?? 0) },
    ],
    latency: [
      { label: 'p50 (ms)', values: xs.map((t) => lat.get(t)?.p50_ms ?? null) },
      { label: 'p99 (ms)', values: xs.map((t) => lat.get(t)?.p99_ms ?? null) },
    ],
  };
}

function Share({ part, whole }: { part: number; whole: number }) {
  const pct = whole > 0 ? (100 * part) / whole : 0;
  return <><meter min={0} max={100} value={pct} aria-label={`${pct.toFixed(1)} percent`} /> {pct.toFixed(1)} %</>;
}

export default function Overview() {
  const [params, setParams] = useSearchParams();
  const range = (RANGES.some((r) => r.id === params.get('range')) ? params.get('range') : '24h') as Range;
  const accountId = params.get('account') ?? '';
  const now = new Date();
  const [from, setFrom] = useState(params.get('from') ?? localValue(new Date(now.getTime() - 3 * 86_400_000)));
  // To the end of the current minute (the input has minutes only), so that the calls of this minute are in.
  const [to, setTo] = useState(params.get('to') ?? localValue(new Date(now.getTime() + 60_000)));
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace: true });
  };
  const accounts = useQuery({ queryKey: ['listAccounts', 'picker'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
  const customFrom = params.get('from') ?? '';
  const customTo = params.get('to') ?? '';
  const ready = range !== 'custom' || (customFrom !== '' && customTo !== '');
  const overview = useQuery({
    queryKey: ['getOverview', range, accountId, range === 'custom' ? customFrom : '', range === 'custom' ? customTo : ''],
    queryFn: ({ signal }) =>
      call('getOverview', { query: { range, account_id: accountId || undefined, ...(range === 'custom' ? { from: utc(customFrom), to: utc(customTo) } : {}) }, signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => (overview.data ? pivot(overview.data) : null), [overview.data]);
  const stats = useMemo(() => (overview.data ? statsSeries(overview.data) : null), [overview.data]);
  return (
    <>
      <PageTitle title="Overview" />
      <form
        className="filters"
        aria-label="Time range and account"
        onSubmit={(e) => {
          e.preventDefault();
          set({ from, to });
        }}
      >
        <Field label="Range">
          {(id) => (
            <select id={id} value={range} onChange={(e) => set(e.target.value === 'custom' ? { range: 'custom', from, to } : { range: e.target.value, from: '', to: '' })}>
              {RANGES.map((r) => <option key={r.id} value={r.id}>{r.label}</option>)}
            </select>
          )}
        </Field>
        {range === 'custom' && (
          <>
            <Field label="From (UTC)">{(id) => <input id={id} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} required />}</Field>
            <Field label="To (UTC)">{(id) => <input id={id} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} required />}</Field>
            <div className="actions"><button type="submit" className="primary">Apply</button></div>
          </>
        )}
        <Field label="Account">
          {(id) => (
            <select id={id} value={accountId} onChange={(e) => set({ account: e.target.value })}>
              <option value="">every account</option>
              {(accounts.data?.data ?? []).map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </select>
          )}
        </Field>
      </form>
      {!ready ? <Empty>Choose the start and end of the range.</Empty> : (
        <Async query={overview} what="the overview">
          {(o) => (
            <>
              {overview.isPlaceholderData && <p className="state" role="status" aria-live="polite">Updating for the new range…</p>}
              <p className="muted">
                <Time value={o.from} /> to <Time value={o.to} /> (UTC), per {o.bucket}.
              </p>
              <dl className="facts" aria-label="Totals">
                <dt>Calls</dt><dd data-testid="total-calls">{o.totals.calls}</dd>
                <dt>Scored</dt><dd>{o.totals.scored}</dd>
                <dt>Errors</dt><dd data-testid="errors">{o.errors.client_errors} 4xx, {o.errors.server_errors} 5xx of {o.errors.calls} answered calls</dd>
                <dt>Latency (p50, p99)</dt><dd data-testid="latency">{o.latency.p50_ms === null ? <span className="muted">no call recorded</span> : `${ms(o.latency.p50_ms)}, ${ms(o.latency.p99_ms)}`}</dd>
              </dl>

              <h2>Errors and latency</h2>
              <p className="muted" data-testid="stats-hours">
                Counted per UTC hour: <Time value={o.errors.from} /> to <Time value={o.errors.to} />.{' '}
                {o.errors.recorded_since === null ? 'No call recorded yet.' : <>Recorded since <Time value={o.errors.recorded_since} />.</>}
              </p>
              {o.errors.calls === 0 || !stats ? <Empty>No call recorded in these hours.</Empty> : (
                <>
                  <Suspense fallback={<Loading what="the charts" />}>
                    <UsageChart times={stats.times} series={stats.errors} title={`Errors per ${o.errors.bucket} (UTC)`} testId="errors-chart" />
                    <UsageChart times={stats.times} series={stats.latency} title={`Latency per ${o.errors.bucket} (UTC)`} testId="latency-chart" />
                  </Suspense>
                  <table aria-label="Errors and latency per product">
                    <thead><tr><th scope="col">Product</th><th scope="col" className="num">Calls</th><th scope="col" className="num">4xx</th><th scope="col" className="num">5xx</th><th scope="col" className="num">p50</th><th scope="col" className="num">p99</th></tr></thead>
                    <tbody>
                      {o.errors.by_operation.map((e) => {
                        const l = o.latency.by_operation.find((x) => x.operation === e.operation);
                        return <tr key={e.operation}><td>{e.operation}</td><td className="num">{e.calls}</td><td className="num">{e.client_errors}</td><td className="num">{e.server_errors}</td><td className="num">{ms(l?.p50_ms ?? null)}</td><td className="num">{ms(l?.p99_ms ?? null)}</td></tr>;
                      })}
                    </tbody>
                  </table>
                </>
              )}

              <h2>Calls per product</h2>
              {!data || data.totals.length === 0 ? <Empty>No call in this range.</Empty> : (
                <>
                  <Suspense fallback={<Loading what="the chart" />}>
                    <UsageChart times={data.times} series={data.series} title={`Calls per product per ${o.bucket} (UTC)`} />
                  </Suspense>
                  <table aria-label="Calls per product in the range">
                    <thead><tr><th scope="col">Product</th><th scope="col" className="num">Calls</th></tr></thead>
                    <tbody>{data.totals.map((t) => <tr key={t.op}><td>{t.op}</td><td className="num">{t.calls}</td></tr>)}</tbody>
                  </table>
                </>
              )}

              <h2>Score clusters</h2>
              {o.clusters.length === 0 ? <Empty>No call in this range.</Empty> : (
                <table className="bars" aria-label="Calls per score cluster">
                  <thead><tr><th scope="col">Cluster</th><th scope="col" className="num">Calls</th><th scope="col">Share</th></tr></thead>
                  <tbody>
                    {o.clusters.map((c) => (
                      <tr key={c.cluster ?? ''}><td>{c.cluster ?? <span className="muted">no score</span>}</td><td className="num">{c.calls}</td><td className="share"><Share part={c.calls} whole={o.totals.calls} /></td></tr>
                    ))}
                  </tbody>
                </table>
              )}

              <h2>Top reason codes</h2>
              {o.reason_codes.length === 0 ? <Empty>No reason code in this range.</Empty> : (
                <table aria-label="Most frequent reason codes">
                  <thead><tr><th scope="col" className="nowrap">Code</th><th scope="col">Meaning</th><th scope="col" className="num">Calls</th></tr></thead>
                  <tbody>{o.reason_codes.map((r) => <tr key={r.code}><td className="nowrap"><code>{r.code}</code></td><td><Text value={describeCode(r.code)} /></td><td className="num">{r.calls}</td></tr>)}</tbody>
                </table>
              )}

              <h2>Credits per account</h2>
              {o.credits === null ? <p className="muted">Your role does not read credits.</p> : o.credits.length === 0 ? <Empty>No account.</Empty> : (
                <table aria-label="Credits spent in the range and balance now">
                  <thead><tr><th scope="col">Account</th><th scope="col" className="num">Spent in the range</th><th scope="col" className="num">Balance now</th></tr></thead>
                  <tbody>
                    {o.credits.map((c) => (
                      <tr key={c.account_id}><td><Link to={`/accounts/${encodeURIComponent(c.account_id)}`}>{c.name}</Link></td><td className="num">{c.spent}</td><td className="num">{c.unlimited ? 'unlimited' : <Text value={c.balance} />}</td></tr>
                    ))}
                  </tbody>
                </table>
              )}

              <h2>Recent webhook failures</h2>
              {o.webhook_failures === null ? <p className="muted">Your role does not read webhooks.</p> : o.webhook_failures.length === 0 ? <Empty>No failed delivery attempt in this range.</Empty> : (
                <table aria-label="Latest failed delivery attempts">
                  <thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col" className="num">Attempt</th><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Error</th></tr></thead>
                  <tbody>
                    {o.webhook_failures.map((w) => (
                      <tr key={`${w.event_id}-${w.attempt}`}><td><Time value={w.created_at} /></td><td><Link to={`/webhooks/${encodeURIComponent(w.event_id)}`}>{w.event_id}</Link></td><td className="num">{w.attempt}</td><td>{w.url}</td><td><Text value={w.status_code} /></td><td><Text value={w.error} /></td></tr>
                    ))}
                  </tbody>
                </table>
              )}

              <h2>Failed jobs</h2>
              {o.failed_jobs === null ? <p className="muted">Your role or account scope does not read jobs.</p> : o.failed_jobs.length === 0 ? <Empty>No failed job in this range.</Empty> : (
                <table aria-label="Latest failed jobs">
                  <thead><tr><th scope="col">Ended</th><th scope="col">Job</th><th scope="col">Name</th><th scope="col" className="num">Attempts</th><th scope="col">Last error</th></tr></thead>
                  <tbody>
                    {o.failed_jobs.map((j) => (
                      <tr key={j.id}><td><Time value={j.finished_at} /></td><td><Link to={`/jobs/${encodeURIComponent(j.id)}`}>{j.id}</Link></td><td>{j.name}</td><td className="num">{j.attempts}</td><td><Text value={j.last_error} /></td></tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </Async>
      )}
    </>
  );
}
