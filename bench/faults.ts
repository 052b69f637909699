/**
 * The fault bench: the rounds of test/helpers/fault-rounds.ts (the compiled `idrisk serve` under load, a dependency
 * taken away at seeded random moments and given back, round after round on the same running service) with many
 * rounds per mode, on the default worker count and on --workers 1. The suite (test/faults/rounds-*.test.ts) runs the
 * same rounds, a few of them; this records 20+ per mode in bench/RESULTS.md (a Markdown table on stdout).
 *
 *   node --import tsx bench/faults.ts [--rounds 20 (per mode)] [--scenarios postgres,redis,...] [--modes pg-fast,...]
 *        [--workers default,1] [--connections 20] [--seed 24]
 */
import { parseArgs } from 'node:util';
import { runScenario, SCENARIOS, type Mode, type RoundFigures, type Scenario } from '../test/helpers/fault-rounds.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    modes: { type: 'string' },
    workers: { type: 'string', default: 'default,1' },
    connections: { type: 'string', default: '20' },
    seed: { type: 'string', default: '24' },
  },
});

const MODES_OF: Record<Scenario, number> = { postgres: 4, redis: 2, sqlite: 2, 'postgres-at-start': 3, 'sqlite-readonly-at-start': 1 };
const scenarios = values.scenarios.split(',') as Scenario[];
const only = values.modes ? (values.modes.split(',') as Mode[]) : undefined;
const workerSets = values.workers.split(',').map((w) => (w === 'default' ? null : Number(w)));
const rows: string[] = [];
let failed = 0;
for (const scenario of scenarios) {
  for (const workers of workerSets) {
    const t0 = Date.now();
    const figures: RoundFigures[] = [];
    let error: string | null = null;
    const modes = only ? only.length : MODES_OF[scenario] - (scenario === 'sqlite' && workers === 1 ? 1 : 0);
    try {
      figures.push(
        ...(await runScenario({
          scenario,
          modes: only,
          rounds: Number(values.rounds) * modes,
          workers,
          connections: Number(values.connections),
          seed: Number(values.seed),
          log: (l) => process.stderr.write(`${l}\n`),
        })),
      );
    } catch (err) {
      error = (err as Error).message.split('\n')[0];
      failed++;
      process.stderr.write(`FAILED ${scenario} workers ${workers ?? 'default'}: ${(err as Error).message}\n`);
    }
    const wall = Math.round((Date.now() - t0) / 1000);
    const byMode = new Map<Mode, RoundFigures[]>();
    for (const f of figures) byMode.set(f.mode, [...(byMode.get(f.mode) ?? []), f]);
    if (error) rows.push(`| ${scenario} | | ${workers ?? 'default (2)'} | FAILED after ${figures.length} rounds: ${error.replace(/\|/g, '/')} | | | | | | | | ${wall} |`);
    for (const [mode, fs] of byMode) {
      const sum = (k: 'calls' | 'ok' | 'unavailable' | 'dropped') => fs.reduce((s, f) => s + f[k], 0);
      const recovery = fs.map((f) => f.recoveryMs).sort((a, b) => a - b);
      const slow503 = Math.max(0, ...fs.map((f) => f.slowest503Ms));
      const row = `| ${scenario} | ${mode} | ${workers ?? 'default (2)'} | ${fs.length} | ${sum('calls')} | ${sum('ok')} | ${sum('unavailable')} | ${sum('dropped')} | ${recovery[Math.floor(recovery.length / 2)]} / ${recovery[recovery.length - 1]} | ${slow503} | ${fs.every((f) => f.balance === f.expected) ? 'exact' : 'WRONG'} | ${wall} |`;
      rows.push(row);
      process.stderr.write(`${row}\n`);
    }
  }
}
process.stdout.write(
  [
    '| scenario | mode | workers | rounds passed | calls | 200 | 503 | dropped (killed process) | 200 again after return, median / max ms | slowest 503 ms | ledger | wall s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n') + '\n',
);
process.exitCode = failed ? 1 : 0;
