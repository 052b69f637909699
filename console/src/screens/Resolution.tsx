/**
 * One resolution (explainResolution, one request): its summary, each score as a waterfall of points per reason
 * code that adds up to the score (with each code's description), every lookup's outcome and timing, the touch
 * points of the stored answer linked to their identity pages (the value goes in the page's history state, never in a
 * URL that a reload would send to the server's log), and the raw JSON.
 */
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { waterfall, type Explanation, type ScoreBlock } from '../lib/explanation';
import { Async, Empty, JsonView, PageTitle, Text, Time } from '../lib/ui';

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

function ScoreWaterfall({ name, block }: { name: string; block: ScoreBlock }) {
  const w = waterfall(block);
  const adds = w.steps.reduce((s, x) => s + x.effect, 0);
  return (
    <section className="card" aria-labelledby={`wf-${name}`}>
      <h3 id={`wf-${name}`}>
        {name}: score <span data-testid={`score-${name}`}>{block.score}</span> ({block.score_cluster}), {block.total} points
      </h3>
      <table className="waterfall" data-testid={`waterfall-${name}`}>
        <caption className="muted">
          Points per reason code, in the order the model listed them, and the change of score each makes; the changes add up to {adds}.
        </caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">Points</th>
            <th scope="col" className="num">Score change</th>
            <th scope="col">Running score</th>
          </tr>
        </thead>
        <tbody>
          {w.steps.map((s, i) => (
            <tr key={i}>
              <th scope="row">{s.label}</th>
              <td>{s.description ?? <span className="muted">no description in this version's catalogue</span>}</td>
              <td className="num">{s.points > 0 ? `+${s.points}` : s.points}</td>
              <td className="num" data-effect={s.effect}>
                {s.effect > 0 ? `+${s.effect}` : s.effect}
              </td>
              <td>
                <span className="bar-track" aria-hidden="true">
                  <span className={`bar ${s.effect < 0 ? 'down' : 'up'}`} style={{ left: `${Math.min(s.before, s.after) / 10}%`, width: `${Math.max(Math.abs(s.after - s.before) / 10, 0.3)}%` }} />
                </span>
                <span className="num">{s.after}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">score</th>
            <td>round(1000 / (1 + 2^(−points / 100))), points = {w.total}</td>
            <td className="num">{w.sumOfPoints}</td>
            <td className="num">{adds}</td>
            <td className="num">{block.score}</td>
          </tr>
        </tfoot>
      </table>
      {(w.sumOfPoints !== w.total || adds !== block.score) && (
        <p className="notice">This score is not a plain scorecard: its points add up to {w.sumOfPoints}, the stored total is {w.total}.</p>
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
              <h2>Raw JSON</h2>
              <JsonView value={data} label="The resolution as the admin API answered it" />
            </>
          );
        }}
      </Async>
    </>
  );
}
