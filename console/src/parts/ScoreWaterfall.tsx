/**
 * One score as a waterfall of points per reason code that adds up to the score (lib/explanation.ts), each code with
 * its description from the catalogue. Used by the resolution screen and the playground (a sandbox call's explanation).
 */
import { waterfall, type ScoreBlock } from '../lib/explanation';

export function ScoreWaterfall({ name, block, idPrefix = 'wf' }: { name: string; block: ScoreBlock; idPrefix?: string }) {
  const w = waterfall(block);
  const adds = w.steps.reduce((s, x) => s + x.effect, 0);
  const headingId = `${idPrefix}-${name}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>
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
