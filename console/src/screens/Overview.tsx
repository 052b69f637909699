/**
 * Overview, on what the admin API offers today: the balance of every account (listAccounts) and, for one account,
 * calls and credits per product per UTC day over a range shared by the chart and the table (getUsage). Two
 * requests. What the API does not answer yet (calls and errors across accounts, p50/p99, the score-cluster
 * distribution, top reason codes, hourly ranges, recent webhook failures and failed jobs in one call) waits for
 * the overview metrics endpoint (docs/console.md).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call, type Answer } from '../lib/api';
import { Async, Empty, Field, Loading, PageTitle } from '../lib/ui';

const UsageChart = lazy(() => import('../parts/UsageChart'));
const RANGES = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: 'custom', label: 'Custom', days: 0 },
] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every UTC day of the range the API answered (from included, to excluded), so that days without calls show as 0. */
function daysOf(from: string, to: string, seen: readonly string[]): string[] {
  const days: string[] = [];
  const start = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isFinite(start) && Number.isFinite(end) && end > start && end - start <= 400 * 86_400_000) {
    for (let t = start; t < end; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return [...new Set([...days, ...seen])].sort();
}

function pivot(u: Answer<'getUsage'>) {
  const days = daysOf(u.from, u.to, u.days.map((d) => d.day));
  const ops = [...new Set(u.days.map((d) => d.operation))].sort();
  const at = new Map(u.days.map((d) => [`${d.day}|${d.operation}`, d]));
  return {
    days,
    calls: ops.map((op) => ({ label: op, values: days.map((day) => at.get(`${day}|${op}`)?.calls ?? 0) })),
    totals: ops.map((op) => ({ op, calls: u.days.filter((d) => d.operation === op).reduce((s, d) => s + d.calls, 0), credits: u.days.filter((d) => d.operation === op).reduce((s, d) => s + d.credits, 0) })),
  };
}

export default function Overview() {
  const accounts = useQuery({ queryKey: ['listAccounts', 'overview'], queryFn: ({ signal }) => call('listAccounts', { query: { limit: '200' }, signal }) });
  const [accountId, setAccountId] = useState('');
  const [range, setRange] = useState<(typeof RANGES)[number]['id']>('30d');
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(isoDay(today));
  const chosen = accountId || accounts.data?.data[0]?.id || '';
  const span = RANGES.find((r) => r.id === range)!;
  const q = span.id === 'custom' ? { from, to } : { from: isoDay(new Date(today.getTime() - (span.days - 1) * 86_400_000)), to: isoDay(new Date(today.getTime() + 86_400_000)) };
  const usage = useQuery({
    queryKey: ['getUsage', chosen, q.from, q.to],
    queryFn: ({ signal }) => call('getUsage', { path: { account_id: chosen }, query: q, signal }),
    enabled: chosen !== '',
  });
  const data = useMemo(() => (usage.data ? pivot(usage.data) : null), [usage.data]);
  return (
    <>
      <PageTitle title="Overview" />
      <Async query={accounts} what="accounts">
        {(page) =>
          page.data.length === 0 ? (
            <Empty>No account yet.</Empty>
          ) : (
            <>
              <h2>Balance per account</h2>
              <table>
                <thead><tr><th scope="col">Account</th><th scope="col" className="num">Credits</th><th scope="col">State</th></tr></thead>
                <tbody>
                  {page.data.map((a) => (
                    <tr key={a.id}><td><Link to={`/accounts/${encodeURIComponent(a.id)}`}>{a.name}</Link></td><td className="num">{a.unlimited ? 'unlimited' : (a.credits ?? '—')}</td><td>{a.disabled ? 'disabled' : 'active'}</td></tr>
                  ))}
                </tbody>
              </table>
              {page.next_cursor && <p className="muted">The first 200 accounts are shown.</p>}
              <h2>Calls per product</h2>
              <form className="filters" aria-label="Range and account" onSubmit={(e) => e.preventDefault()}>
                <Field label="Account">
                  {(id) => (
                    <select id={id} value={chosen} onChange={(e) => setAccountId(e.target.value)}>
                      {page.data.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
                    </select>
                  )}
                </Field>
                <Field label="Range">
                  {(id) => (
                    <select id={id} value={range} onChange={(e) => setRange(e.target.value as typeof range)}>
                      {RANGES.map((r) => <option key={r.id} value={r.id}>{r.label}</option>)}
                    </select>
                  )}
                </Field>
                {range === 'custom' && (
                  <>
                    <Field label="From (UTC day)">{(id) => <input id={id} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
                    <Field label="To (UTC day, excluded)">{(id) => <input id={id} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
                  </>
                )}
              </form>
              <Async query={{ ...usage, isPending: usage.isPending && chosen !== '' }} what="usage">
                {() =>
                  !data || data.totals.length === 0 ? (
                    <Empty>No call in this range.</Empty>
                  ) : (
                    <>
                      <Suspense fallback={<Loading what="the chart" />}>
                        <UsageChart days={data.days} series={data.calls} title="Calls per product per UTC day" />
                      </Suspense>
                      <table aria-label="Calls and credits per product in the range">
                        <thead><tr><th scope="col">Product</th><th scope="col" className="num">Calls</th><th scope="col" className="num">Credits spent</th></tr></thead>
                        <tbody>{data.totals.map((t) => <tr key={t.op}><td>{t.op}</td><td className="num">{t.calls}</td><td className="num">{t.credits}</td></tr>)}</tbody>
                      </table>
                    </>
                  )
                }
              </Async>
            </>
          )
        }
      </Async>
    </>
  );
}
