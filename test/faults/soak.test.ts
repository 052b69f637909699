/**
 * The soak's short form (bench/soak.ts runs 20 minutes at 70% of the maximum): 2 minutes of mixed live products on
 * the compiled `idrisk serve` at its default worker count, SQLite and PostgreSQL (one minute each). Asserted: no
 * answer but 200, no network error, the ledger exact. Memory and p99 drift are reported as diagnostics and judged by
 * the 20-minute bench only: on a shared machine a two-minute run's latency says more about the neighbours than about
 * the service. The load is 35% of the measured maximum, not 70%: a neighbour's burst on the shared CPU would
 * otherwise push the service past IDRISK_MAX_INFLIGHT and turn the soak's calls into (correct) 503s.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSoak } from '../helpers/soak.js';

for (const db of ['sqlite', 'postgres'] as const) {
  test(`soak, short form: a minute of mixed live calls on ${db} with no error and an exact ledger`, { timeout: 300_000 }, async (t) => {
    const f = await runSoak({ db, durationMs: Number(process.env.IDRISK_SOAK_MS ?? 60_000), fraction: 0.35, probeMs: 5000, log: (l) => t.diagnostic(l) });
    assert.equal(f.non200, 0, `every call answered 200: ${f.failures.join('; ')}`);
    assert.equal(f.networkErrors, 0, `no network error: ${f.failures.join('; ')}`);
    assert.ok(f.calls > 0, 'calls were made');
    assert.ok(f.ledgerExact, 'balance = start - stored usage; every 200 has its resolution');
    t.diagnostic(`rss ${f.rssEarlyMb} -> ${f.rssEndMb} MB (x${f.rssRatio}); p99 ${f.p99FirstMs} -> ${f.p99LastMs} ms (x${f.p99Ratio})`);
  });
}
