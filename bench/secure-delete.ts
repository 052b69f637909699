/**
 * The cost of PRAGMA secure_delete = ON (docs/privacy.md): the same SQLite writes with it off and on, and the cost of
 * the alternative (VACUUM) on the resulting file. Usage: node --import tsx bench/secure-delete.ts [--calls N] [--rows N]
 * Writes nothing but temp files; prints a Markdown table.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { IdentityGraph, attributeLinks } from '../src/identity/graph.js';
import { Resolutions } from '../src/store/resolutions/index.js';
import { withStatementCache } from '../src/store/db.js';
import { eraseResolutions } from '../src/privacy/stores.js';
import type { Database as Schema } from '../src/store/schema.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '20000' }, rows: { type: 'string', default: '200000' } } });
const CALLS = Number(values.calls);
const ROWS = Number(values.rows);

async function run(secure: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-sd-'));
  const file = join(dir, 'db.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`secure_delete = ${secure ? 'ON' : 'OFF'}`);
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cached }) });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db.insertInto('accounts').values({ id: 'acct_b', name: 'b', credits: 0, unlimited: 1, products: 'phone', rate_limit: 1, webhook_url: null, disabled: 0, created_at: now, updated_at: now }).execute();
  const graph = new IdentityGraph(db, 'bench-secret-0123456789');
  const resolutions = new Resolutions({ db, kind: 'sqlite', sqlite: cached });
  const out: Record<string, number> = {};

  // Live calls: resolution + usage + graph links, in group commits of 50 (a busy server); every 4th call repeats a
  // phone, so graph upserts rewrite rows.
  let t = performance.now();
  for (let i = 0; i < CALLS; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, CALLS - i) }, (_, j) => {
        const n = i + j;
        const id = `res_${n}`;
        const at = new Date(Date.now() + n);
        const tps = [{ kind: 'phone' as const, value: `+1555${String(n % 4 === 0 ? 1 : n).padStart(7, '0')}` }, { kind: 'email' as const, value: `u${n}@example.com` }];
        return resolutions.commitCall(
          { id, accountId: 'acct_b', environment: 'live', keyId: 'key_b', operation: 'hub', customerId: id, price: 1, explanation: { scores: { phone: { points: n } } }, response: { phone: tps[0].value, email: tps[1].value, pad: 'x'.repeat(400) }, createdAt: at },
          graph.rows(tps, 'acct_b'),
          (tx) => attributeLinks(tx, graph.rows(tps, 'acct_b'), id),
        );
      }),
    );
  }
  out.callsPerSecond = CALLS / ((performance.now() - t) / 1000);

  // An import-sized upsert then a delete of 10% of it (re-imports and erasures).
  t = performance.now();
  for (let i = 0; i < ROWS; i += 1000) {
    await db
      .insertInto('phone_names')
      .values(Array.from({ length: 1000 }, (_, j) => ({ phone: String(440000000000 + i + j), key: 'k', first_name: 'Name', last_name: `Family${i + j}`, city: 'City', dob: null, address: 'Street 1', sources: 1, row_hash: 'h' })))
      .execute();
  }
  out.importRowsPerSecond = ROWS / ((performance.now() - t) / 1000);
  t = performance.now();
  await db.deleteFrom('phone_names').where('last_name', 'like', '%5').execute();
  out.deleteMs = performance.now() - t;

  // Erasing 1000 resolutions (DELETE /1.0/customers, one transaction each).
  t = performance.now();
  for (let n = 0; n < 1000; n++) await db.transaction().execute((tx) => eraseResolutions(tx, [`res_${n * 7}`], new Date()));
  out.erasuresPerSecond = 1000 / ((performance.now() - t) / 1000);

  t = performance.now();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  out.checkpointMs = performance.now() - t;
  out.fileMB = statSync(file).size / 1e6;
  t = performance.now();
  sqlite.exec('VACUUM');
  out.vacuumMs = performance.now() - t;
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  return out;
}

const off = await run(false);
const on = await run(true);
const rows: [string, keyof typeof off, number][] = [
  ['live calls committed per second (group commit, graph links)', 'callsPerSecond', 0],
  [`import rows per second (${ROWS} phone_names rows)`, 'importRowsPerSecond', 0],
  ['delete 10% of those rows, ms', 'deleteMs', 1],
  ['erase one resolution (DELETE /1.0/customers), per second', 'erasuresPerSecond', 0],
  ['WAL checkpoint(TRUNCATE), ms', 'checkpointMs', 1],
  ['database file, MB', 'fileMB', 1],
  ['VACUUM of that file (the alternative), ms', 'vacuumMs', 0],
];
console.log(`| ${CALLS} calls, ${ROWS} rows | secure_delete OFF | secure_delete ON | ON/OFF |\n|---|---|---|---|`);
for (const [label, k, digits] of rows) console.log(`| ${label} | ${off[k].toFixed(digits)} | ${on[k].toFixed(digits)} | ${(on[k] / off[k]).toFixed(2)} |`);
