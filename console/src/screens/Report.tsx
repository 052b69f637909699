/**
 * The label report of an account (getReport, one call; docs/labels.md explains every figure) over a time range of
 * the overview's kind (last hour, 24 hours, 7 days, 30 days, or a custom UTC range), optionally for one operation,
 * model or policy version (kept in the URL): ROC AUC; precision, recall and alert rate per score cut (uPlot chart and
 * table) and per cluster; the observed fraud rate per score band (chart and table); support and lift per reason code;
 * hits and precision per rule; the frauds no rule caught; the figures per model. Without labels the score figures
 * mean nothing, and the screen says so instead of drawing them.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Answer } from '../lib/api';
import { AccountPicker, useAccountParam } from '../lib/account';
import { describeCode } from '../lib/explanation';
import { num, pct, POLICY_OPERATIONS, utcInput } from '../lib/decisions';
import { Async, Empty, ErrorBox, Field, Loading, PageTitle, Time } from '../lib/ui';

const RateChart = lazy(() => import('../parts/RateChart'));
type Range = '1h' | '24h' | '7d' | '30d' | 'custom';
const RANGES: readonly { id: Range; label: string; ms: number }[] = [
  { id: '1h', label: 'Last hour', ms: 3_600_000 },
  { id: '24h', label: 'Last 24 hours', ms: 86_400_000 },
  { id: '7d', label: 'Last 7 days', ms: 7 * 86_400_000 },
  { id: '30d', label: 'Last 30 days', ms: 30 * 86_400_000 },
  { id: 'custom', label: 'Custom (UTC)', ms: 0 },
];
type Report = Answer<'getReport'>;
const localValue = (d: Date) => d.toISOString().slice(0, 16);

function Charts({ r }: { r: Report }) {
  const cuts = useMemo(() => ({
    xs: r.score_cuts.map((c) => c.cut),
    series: [
      { label: 'precision', values: r.score_cuts.map((c) => c.precision) },
      { label: 'recall', values: r.score_cuts.map((c) => c.recall) },
      { label: 'alert rate', values: r.score_cuts.map((c) => c.alert_rate) },
    ],
  }), [r]);
  const calibration = useMemo(() => ({
    xs: r.calibration.map((_, i) => i * 100 + 50),
    labels: r.calibration.map((b) => b.band),
    series: [{ label: 'observed fraud rate', values: r.calibration.map((b) => b.fraud_rate) }],
  }), [r]);
  return (
    <>
      <h2>Per score cut</h2>
      <p className="muted">Flag every resolution scoring below the cut: the share flagged (alert rate), the frauds among them (precision) and the frauds caught (recall).</p>
      <Suspense fallback={<Loading what="the chart" />}>
        <RateChart xs={cuts.xs} series={cuts.series} title="Precision, recall and alert rate per score cut" xLabel="score cut" testId="cuts-chart" />
      </Suspense>
      <table aria-label="Per score cut">
        <thead><tr><th scope="col" className="num">Below</th><th scope="col" className="num">Flagged</th><th scope="col" className="num">Frauds flagged</th><th scope="col" className="num">Alert rate</th><th scope="col" className="num">Precision</th><th scope="col" className="num">Recall</th></tr></thead>
        <tbody>{r.score_cuts.map((c) => <tr key={c.cut}><td className="num">{c.cut}</td><td className="num">{c.flagged}</td><td className="num">{c.frauds_flagged}</td><td className="num">{pct(c.alert_rate)}</td><td className="num">{pct(c.precision)}</td><td className="num">{pct(c.recall)}</td></tr>)}</tbody>
      </table>
      <h2>Per cluster</h2>
      <table aria-label="Per cluster (this cluster or a riskier one flagged)">
        <thead><tr><th scope="col">Cluster</th><th scope="col" className="num">Resolutions</th><th scope="col" className="num">Frauds</th><th scope="col" className="num">Alert rate</th><th scope="col" className="num">Precision</th><th scope="col" className="num">Recall</th></tr></thead>
        <tbody>{r.clusters.map((c) => <tr key={c.cluster}><td>{c.cluster}</td><td className="num">{c.resolutions}</td><td className="num">{c.frauds}</td><td className="num">{pct(c.alert_rate)}</td><td className="num">{pct(c.precision)}</td><td className="num">{pct(c.recall)}</td></tr>)}</tbody>
      </table>
      <h2>Calibration</h2>
      <p className="muted">The observed fraud rate per score band of 100 (a well-ordered score has more fraud in the low bands).</p>
      <Suspense fallback={<Loading what="the chart" />}>
        <RateChart xs={calibration.xs} tickLabels={calibration.labels} series={calibration.series} title="Observed fraud rate per score band" xLabel="score band" bars testId="calibration-chart" />
      </Suspense>
      <table aria-label="Calibration per score band">
        <thead><tr><th scope="col">Band</th><th scope="col" className="num">Resolutions</th><th scope="col" className="num">Frauds</th><th scope="col" className="num">Fraud rate</th></tr></thead>
        <tbody>{r.calibration.map((b) => <tr key={b.band}><td>{b.band}</td><td className="num">{b.resolutions}</td><td className="num">{b.frauds}</td><td className="num">{pct(b.fraud_rate)}</td></tr>)}</tbody>
      </table>
    </>
  );
}

export default function ReportScreen() {
  const { accountId, accounts, params, set } = useAccountParam();
  const range = (RANGES.some((r) => r.id === params.get('range')) ? params.get('range') : '30d') as Range;
  const operation = params.get('operation') ?? '';
  const model = params.get('model') ?? '';
  const policyVersion = params.get('policy_version') ?? '';
  const customFrom = params.get('from') ?? '';
  const customTo = params.get('to') ?? '';
  const [from, setFrom] = useState(customFrom || localValue(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(customTo || localValue(new Date(Date.now() + 60_000)));
  const [modelText, setModelText] = useState(model);
  const [policyText, setPolicyText] = useState(policyVersion);
  // The range's start, fixed when the range is chosen (a key that moved with the clock would fetch on every render).
  const since = useMemo(() => {
    if (range === 'custom') return utcInput(customFrom);
    const r = RANGES.find((x) => x.id === range)!;
    return new Date(Math.floor(Date.now() / 60_000) * 60_000 - r.ms).toISOString();
  }, [range, customFrom]);
  const until = range === 'custom' ? utcInput(customTo) : undefined;
  const ready = accountId !== '' && (range !== 'custom' || (customFrom !== '' && customTo !== ''));
  const report = useQuery({
    queryKey: ['getReport', accountId, since, until, operation, model, policyVersion],
    queryFn: ({ signal }) =>
      call('getReport', { path: { account_id: accountId }, query: { since, until, operation: operation || undefined, model: model || undefined, policy_version: policyVersion || undefined }, signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title="Label report" />
      <form
        className="filters"
        aria-label="Account, range and filters"
        onSubmit={(e) => {
          e.preventDefault();
          set(range === 'custom' ? { from, to, model: modelText.trim(), policy_version: policyText.trim() } : { model: modelText.trim(), policy_version: policyText.trim() });
        }}
      >
        <AccountPicker accountId={accountId} accounts={accounts} onChange={(id) => set({ account: id })} />
        <Field label="Range">
          {(id) => (
            <select id={id} value={range} onChange={(e) => set(e.target.value === 'custom' ? { range: 'custom', from, to } : { range: e.target.value, from: '', to: '' }, true)}>
              {RANGES.map((r) => <option key={r.id} value={r.id}>{r.label}</option>)}
            </select>
          )}
        </Field>
        {range === 'custom' && (
          <>
            <Field label="From (UTC)">{(id) => <input id={id} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} required />}</Field>
            <Field label="To (UTC)">{(id) => <input id={id} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} required />}</Field>
          </>
        )}
        <Field label="Operation">
          {(id) => (
            <select id={id} value={operation} onChange={(e) => set({ operation: e.target.value }, true)}>
              <option value="">every operation</option>
              {POLICY_OPERATIONS.map((o) => <option key={o} value={o}>{o}</option>)}
            </select>
          )}
        </Field>
        <Field label="Model">{(id) => <input id={id} value={modelText} onChange={(e) => setModelText(e.target.value)} placeholder="every model" maxLength={128} />}</Field>
        <Field label="Policy version">{(id) => <input id={id} value={policyText} onChange={(e) => setPolicyText(e.target.value)} placeholder="pol_…@N" maxLength={120} />}</Field>
        <div className="actions"><button type="submit" className="primary">Apply</button></div>
      </form>
      {accounts.error ? <ErrorBox error={accounts.error} /> : !ready ? (accounts.isPending ? null : <Empty>{accountId === '' ? 'No account to show.' : 'Choose the start and end of the range.'}</Empty>) : (
        <Async query={report} what="the report">
          {(r) => (
            <>
              {report.isPlaceholderData && <p className="state" role="status" aria-live="polite">Updating…</p>}
              <p className="muted">
                {r.filters.since ? <Time value={r.filters.since} /> : 'The start'} to {r.filters.until ? <Time value={r.filters.until} /> : 'now'} (UTC)
                {r.filters.operation && <>, {r.filters.operation} calls</>}{r.filters.modelId && <>, model <code>{r.filters.modelId}</code></>}
                {r.filters.policyVersion && <>, decided by <code>{r.filters.policyVersion}</code></>}.
              </p>
              <dl className="facts" aria-label="Totals">
                <dt>Resolutions</dt><dd data-testid="report-resolutions">{r.resolutions}</dd>
                <dt>Scored</dt><dd data-testid="report-scored">{r.scored}</dd>
                <dt>Labelled</dt><dd data-testid="report-labelled">{r.labelled}</dd>
                <dt>Frauds</dt><dd data-testid="report-frauds">{r.frauds}</dd>
                <dt>Fraud rate</dt><dd data-testid="report-fraud-rate">{pct(r.fraud_rate)}</dd>
                <dt>ROC AUC</dt><dd data-testid="report-auc">{num(r.roc_auc)}</dd>
              </dl>
              {r.resolutions === 0 ? <Empty>No resolution in this range.</Empty> : r.labelled === 0 ? (
                <Empty>No labelled resolution in this range: the report measures labels. Label calls with <code>POST /1.0/labels</code>, the review queue or <code>idrisk labels</code> (docs/labels.md).</Empty>
              ) : (
                <>
                  <Charts r={r} />
                  <h2>Reason codes</h2>
                  {r.reason_codes.length === 0 ? <Empty>No reason code.</Empty> : (
                    <div className="table-wrap" role="region" aria-label="Support and lift per reason code" tabIndex={0}>
                      <table>
                        <thead><tr><th scope="col">Code</th><th scope="col">Meaning</th><th scope="col" className="num">Support</th><th scope="col" className="num">Frauds</th><th scope="col" className="num">Fraud rate</th><th scope="col" className="num">Lift</th></tr></thead>
                        <tbody>{r.reason_codes.map((c) => <tr key={c.code}><td><code>{c.code}</code></td><td>{describeCode(c.code) ?? <span className="muted">{/^[RT]X/.test(c.code) ? "the account's own code" : '—'}</span>}</td><td className="num">{c.support}</td><td className="num">{c.frauds}</td><td className="num">{pct(c.fraud_rate)}</td><td className="num">{num(c.lift, 2)}</td></tr>)}</tbody>
                      </table>
                    </div>
                  )}
                  <h2>Rules</h2>
                  {r.rules.length === 0 ? <Empty>No rule matched a resolution of the range.</Empty> : (
                    <table aria-label="Hits and precision per rule">
                      <thead><tr><th scope="col">Policy version</th><th scope="col">Rule</th><th scope="col" className="num">Hits</th><th scope="col" className="num">Frauds</th><th scope="col" className="num">Precision</th></tr></thead>
                      <tbody>{r.rules.map((x) => <tr key={`${x.policy_version}/${x.rule}`}><td><code>{x.policy_version}</code></td><td>{x.rule}</td><td className="num">{x.hits}</td><td className="num">{x.frauds}</td><td className="num">{pct(x.precision)}</td></tr>)}</tbody>
                    </table>
                  )}
                  <p data-testid="report-uncaught">
                    Frauds no rule caught (among the calls a policy decided): <strong>{r.uncaught.frauds}</strong>
                    {r.uncaught.resolution_ids.length > 0 && <>{': '}{r.uncaught.resolution_ids.slice(0, 20).map((id, i) => <span key={id}>{i > 0 && ', '}<Link to={`/resolutions/${encodeURIComponent(id)}`}>{id}</Link></span>)}{r.uncaught.resolution_ids.length > 20 && ' …'}</>}
                  </p>
                  <h2>Per model</h2>
                  <table aria-label="Per model">
                    <thead><tr><th scope="col">Model</th><th scope="col" className="num">Resolutions</th><th scope="col" className="num">Frauds</th><th scope="col" className="num">ROC AUC</th></tr></thead>
                    <tbody>{r.models.map((m) => <tr key={m.model_id}><td><code>{m.model_id}</code></td><td className="num">{m.resolutions}</td><td className="num">{m.frauds}</td><td className="num">{num(m.roc_auc)}</td></tr>)}</tbody>
                  </table>
                </>
              )}
            </>
          )}
        </Async>
      )}
    </>
  );
}
