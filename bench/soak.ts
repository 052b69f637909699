/**
 * The soak (issue 24): the compiled `idrisk serve` at its default worker count, mixed live products at 70% of the
 * measured maximum for 20 minutes, on SQLite and on PostgreSQL (test/helpers/soak.ts). Passes when there is no
 * error, resident memory at the end is within 10% of its value after the first 2 minutes, and the p99 of the last
 * 5 minutes is within 1.5x of the first 5. Figures go in bench/RESULTS.md (a JSON line per database on stdout).
 *
 *   node --import tsx bench/soak.ts [--minutes 20] [--fraction 0.7] [--db sqlite,postgres]
 */
import { parseArgs } from 'node:util';
import { runSoak } from '../test/helpers/soak.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    fraction: { type: 'string', default: '0.7' },
    db: { type: 'string', default: 'sqlite,postgres' },
  },
});

let failed = false;
for (const db of values.db.split(',') as ('sqlite' | 'postgres')[]) {
  const f = await runSoak({ db, durationMs: Number(values.minutes) * 60_000, fraction: Number(values.fraction), log: (l) => process.stderr.write(`${l}\n`) });
  const ok = f.non200 === 0 && f.networkErrors === 0 && f.ledgerExact && f.rssRatio <= 1.1 && f.p99Ratio <= 1.5;
  failed ||= !ok;
  process.stdout.write(`${JSON.stringify({ ...f, pass: ok })}\n`);
}
process.exitCode = failed ? 1 : 0;
