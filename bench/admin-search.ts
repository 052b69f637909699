/**
 * Admin resolution search on 10^6 stored resolutions (SQLite file): the service call's time for a first page under
 * common filters, and SQLite's query plan for each. Not the issue's bench target (a ratio of server CPU to the bare
 * route under load over HTTP); a first measurement of the query, in-process.
 *
 *   node --import tsx bench/admin-search.ts [ROWS]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { IdentityGraph } from '../src/identity/graph.js';
import { Insights, type ResolutionFilter } from '../src/admin/insights.js';
import { cliActorOf } from '../src/admin/actor.js';
import { idTime, pooledBase62 } from '../src/accounts/ids.js';

const rows = Number(process.argv[2] ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-admin-search-'));
const store = await openStore({ kind: 'sqlite', url: `sqlite:${join(dir, 'db')}`, file: join(dir, 'db') });
try {
  await migrateToLatest(store.db);
  const sqlite = store.sqlite!;
  const now = new Date().toISOString();
  for (const a of ['acct_a', 'acct_b', 'acct_c', 'acct_d']) {
    sqlite.prepare('insert into accounts (id, name, credits, unlimited, products, rate_limit, webhook_url, disabled, created_at, updated_at) values (?, ?, 0, 1, ?, 10, null, 0, ?, ?)').run(a, a, 'phone', now, now);
  }
  const insert = sqlite.prepare(
    `insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score, score_cluster, reason_codes, explanation, response, created_at)
     values (?, ?, 'live', 'key_x', ?, ?, null, 'done', 1, ?, ?, ?, ?, null, ?)`,
  );
  const t0 = performance.now();
  const start = Date.now() - rows * 100;
  const ops = ['phone', 'email', 'ip', 'hub'];
  const clusters = ['very_low', 'low', 'medium', 'high', 'very_high'];
  sqlite.exec('BEGIN');
  for (let i = 0; i < rows; i++) {
    const at = start + i * 100;
    const score = (i * 7919) % 1001;
    insert.run(
      `res_${idTime(at)}${pooledBase62(13)}`, `acct_${'abcd'[i % 4]}`, ops[i % 4], `cust-${i}`, score, clusters[Math.min(4, Math.floor(score / 200))],
      i % 97 === 0 ? 'R101,T202' : 'R101', `{"scores":{"${ops[i % 4]}":{"model_id":"${i % 1000 === 0 ? 'mdl_rare' : `${ops[i % 4]}_score`}"}}}`, new Date(at).toISOString(),
    );
  }
  sqlite.exec('COMMIT');
  process.stdout.write(`seeded ${rows} resolutions in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  const insights = new Insights(store.db, new IdentityGraph(store.db, 'bench-secret-0123456789abcdef', 'sqlite'));
  const actor = cliActorOf('cli:bench');
  const cases: [string, ResolutionFilter][] = [
    ['no filter', {}],
    ['account', { accountId: 'acct_b' }],
    ['account + customer_id', { accountId: 'acct_b', customerId: `cust-${rows - 3}` }],
    ['account + operation + score range', { accountId: 'acct_b', operation: 'email', scoreMin: 100, scoreMax: 300 }],
    ['account + reason code (1 in 97)', { accountId: 'acct_c', reasonCode: 'T202' }],
    ['account + model (1 in 1000)', { accountId: 'acct_a', model: 'mdl_rare' }],
    ['account + last hour', { accountId: 'acct_d', from: new Date(Date.now() - 3_600_000).toISOString() }],
  ];
  for (const [name, filter] of cases) {
    const n = 50;
    await insights.searchResolutions(actor, filter, 50);
    const t = performance.now();
    let got = 0;
    for (let i = 0; i < n; i++) got = (await insights.searchResolutions(actor, filter, 50)).items.length;
    process.stdout.write(`${name.padEnd(36)} ${((performance.now() - t) / n).toFixed(2).padStart(8)} ms/first page  (${got} rows)\n`);
  }
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
