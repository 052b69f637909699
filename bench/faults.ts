/**
 * The fault bench: the rounds of test/helpers/fault-rounds.ts (the compiled `idrisk serve` under load, a dependency
 * taken away at random moments and given back) with many rounds per scenario, on the default worker count and on
 * --workers 1. The suite (test/faults/rounds.test.ts) runs the same rounds, fewer of them; this records 20+ per
 * scenario in bench/RESULTS.md (figures printed as a Markdown table).
 *
 *   node --import tsx bench/faults.ts [--rounds 20] [--scenarios pg-fast,pg-immediate,...] [--workers default,1]
 *        [--connections 20] [--seed 24]
 */
import { parseArgs } from 'node:util';
import { runScenario, SCENARIOS, type RoundFigures, type Scenario } from '../test/helpers/fault-rounds.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    workers: { type: 'string', default: 'default,1' },
    connections: { type: 'string', default: '20' },
    seed: { type: 'string', default: '24' },
  },
});

const scenarios = values.scenarios.split(',') as Scenario[];
const workerSets = values.workers.split(',').map((w) => (w === 'default' ? null : Number(w)));
const rows: string[] = [];
let failed = 0;
for (const scenario of scenarios) {
  for (const workers of workerSets) {
    // A kill -9 of the only process is the crash test's subject (test/faults/crash.test.ts): it ends the service.
    if (scenario === 'worker-kill9' && workers === 1) continue;
    const t0 = Date.now();
    let figures: RoundFigures[] = [];
    let error: string | null = null;
    try {
      figures = await runScenario({ scenario, rounds: Number(values.rounds), workers, connections: Number(values.connections), seed: Number(values.seed), log: (l) => process.stderr.write(`${l}\n`) });
    } catch (err) {
      error = (err as Error).message.split('\n')[0];
      failed++;
      process.stderr.write(`FAILED ${scenario} workers ${workers ?? 'default'}: ${(err as Error).message}\n`);
    }
    const calls = figures.reduce((s, f) => s + f.calls, 0);
    const ok = figures.reduce((s, f) => s + f.ok, 0);
    const unavailable = figures.reduce((s, f) => s + f.unavailable, 0);
    const dropped = figures.reduce((s, f) => s + f.dropped, 0);
    const recovery = figures.map((f) => f.recoveryMs).sort((a, b) => a - b);
    const slow503 = Math.max(0, ...figures.map((f) => f.slowest503Ms));
    const median = recovery.length ? recovery[Math.floor(recovery.length / 2)] : NaN;
    const row = `| ${scenario} | ${workers ?? 'default (2)'} | ${figures.length}${error ? ` (failed: ${error})` : ''} | ${calls} | ${ok} | ${unavailable} | ${dropped} | ${median} / ${recovery[recovery.length - 1] ?? NaN} | ${slow503} | ${figures.every((f) => f.balance === f.expected) ? 'exact' : 'WRONG'} | ${Math.round((Date.now() - t0) / 1000)} |`;
    rows.push(row);
    process.stderr.write(`${row}\n`);
  }
}
process.stdout.write(
  [
    '| scenario | workers | rounds passed | calls | 200 | 503 | dropped (killed process) | 200 again after return, median / max ms | slowest 503 ms | ledger | wall s |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n') + '\n',
);
process.exitCode = failed ? 1 : 0;
