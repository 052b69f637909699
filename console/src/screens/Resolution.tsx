/**
 * One resolution (explainResolution, one request): its summary, each score as a waterfall of points per reason
 * code that adds up to the score (with each code's description), every lookup's outcome and timing, the touch
 * points of the stored answer linked to their identity pages (the value goes in the page's history state, never in a
 * URL that a reload would send to the server's log), "copy as curl" of the same call with a sandbox key (rebuilt by the
 * admin API from the stored answer, or why it cannot be), and the raw JSON.
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import type { Explanation, ScoreBlock } from '../lib/explanation';
import { curlOf, type Replay } from '../lib/curl';
import { ScoreWaterfall } from '../parts/ScoreWaterfall';
import { Async, CopyButton, Empty, JsonView, PageTitle, Text, Time } from '../lib/ui';

const TOUCH_FIELDS: Record<string, 'phone' | 'email' | 'ip'> = { phone_number: 'phone', phone: 'phone', email: 'email', email_address: 'email', ip: 'ip', ip_address: 'ip' };

/** Touch points the stored answer names (only when the service stores answers: IDRISK_STORE_RESPONSES=on). */
function touchPoints(response: unknown): { kind: string; value: string }[] {
  const found: { kind: string; value: string }[] = [];
  const seen = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (typeof x === 'string' && TOUCH_FIELDS[k] && x.length <= 300) {
        const key = `${TOUCH_FIELDS[k]}:${x}`;
        if (!seen.has(key)) found.push({ kind: TOUCH_FIELDS[k], value: x });
        seen.add(key);
      } else visit(x, depth + 1);
    }
  };
  visit(response, 0);
  return found;
}

/** "Copy as curl": the call rebuilt for a sandbox key, or why it cannot be (src/admin/replay.ts). */
function CopyAsCurl({ replay }: { replay: Replay }) {
  const curl = curlOf(replay, location.origin);
  return (
    <section aria-labelledby="curl-heading">
      <h2 id="curl-heading">Copy as curl</h2>
      {curl === null ? (
        <p className="notice" data-testid="curl-unavailable">
          Copy as curl is not offered for this resolution: {replay.unavailable ?? 'the call cannot be rebuilt'}.
        </p>
      ) : (
        <>
          <p className="muted">The same call, rebuilt from the stored answer, for a sandbox key (synthetic answers, free); the key is read from the shell, never written here.</p>
          <pre className="json" tabIndex={0} aria-label="The call as curl" data-testid="curl">{curl}</pre>
          <CopyButton text={curl} label="Copy as curl" />
        </>
      )}
    </section>
  );
}

export default function Resolution() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['explainResolution', id], queryFn: ({ signal }) => call('explainResolution', { path: { resolution_id: id }, signal }) });
  return (
    <>
      <PageTitle title={`Resolution ${id}`} />
      <Async query={query} what="the resolution">
        {(data) => {
          const r = data.resolution;
          const explanation = data.explanation as Explanation | null;
          const scores = Object.entries(explanation?.scores ?? {}).filter((e): e is [string, ScoreBlock] => e[1] !== null);
          const points = touchPoints(data.response);
          return (
            <>
              <dl className="facts">
                <dt>Time</dt><dd><Time value={r.created_at} /></dd>
                <dt>Operation</dt><dd>{r.operation}</dd>
                <dt>customer_id</dt><dd data-testid="customer-id"><Text value={r.customer_id} /></dd>
                <dt>transaction_id</dt><dd><Text value={r.transaction_id} /></dd>
                <dt>Account</dt><dd><Link to={`/accounts/${encodeURIComponent(r.account_id)}`}>{r.account_id}</Link> ({r.environment})</dd>
                <dt>Status</dt><dd>{r.status}{r.erased ? ' (erased)' : ''}</dd>
                <dt>Price</dt><dd>{r.price} credits</dd>
                <dt>Score</dt><dd data-testid="resolution-score"><Text value={r.score} /> <Text value={r.score_cluster} /></dd>
                <dt>Reason codes</dt><dd>{r.reason_codes.join(', ') || '—'}</dd>
              </dl>
              <h2>Scores</h2>
              {scores.length === 0 ? <Empty>No score is stored for this resolution.</Empty> : scores.map(([name, block]) => <ScoreWaterfall key={name} name={name} block={block} />)}
              <h2>Lookups</h2>
              {!explanation || explanation.providers.length === 0 ? (
                <Empty>No lookup is recorded.</Empty>
              ) : (
                <table>
                  <thead>
                    <tr><th scope="col">Lookup</th><th scope="col">Outcome</th><th scope="col">Why not</th><th scope="col" className="num">ms</th><th scope="col">Cached</th></tr>
                  </thead>
                  <tbody>
                    {explanation.providers.map((p, i) => (
                      <tr key={i}><td>{p.provider}</td><td>{p.ok ? 'answered' : 'failed'}</td><td><Text value={p.reason} /></td><td className="num">{p.ms}</td><td>{p.cached ? 'yes' : 'no'}</td></tr>
                    ))}
                  </tbody>
                </table>
              )}
              <h2>Touch points</h2>
              {points.length === 0 ? (
                <Empty>The stored answer names no touch point (answers are stored only with IDRISK_STORE_RESPONSES=on).</Empty>
              ) : (
                <ul>
                  {points.map((p) => (
                    <li key={`${p.kind}:${p.value}`}>
                      <Link to="/identities" state={{ kind: p.kind, value: p.value, account_id: r.account_id }}>
                        {p.kind}: {p.value}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <CopyAsCurl replay={data.replay} />
              <h2>Raw JSON</h2>
              <JsonView value={data} label="The resolution as the admin API answered it" />
            </>
          );
        }}
      </Async>
    </>
  );
}
