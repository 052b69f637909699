/**
 * The parse phase of a bulk job alone (issue 34): in process, on a fresh database (SQLite file, or `--db postgres`: a
 * server of its own from Debian's binaries), a CSV of N distinct rows (with a share of invalid rows and duplicates)
 * is submitted and the job's parse is run by itself, timed; then GET /1.0/bulk/{id}'s read is timed.
 *
 * With --score, the job's rows are then scored in process (`bulk.run`, no HTTP): rows/s and, on PostgreSQL, the
 * statements sent per scored row.
 *
 * Usage: node --import tsx bench/bulk-parse.ts [--rows 100000] [--db sqlite|postgres] [--reads 20] [--score]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/index.js';
import { compose } from '../src/composition.js';
import { startPostgres } from '../test/helpers/postgres.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, db: { type: 'string', default: 'sqlite' }, reads: { type: 'string', default: '20' }, score: { type: 'boolean', default: false } } });
const ROWS = Number(values.rows);
const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-parse-'));
const pg = values.db === 'postgres' ? await startPostgres() : null;
const config = loadConfig({
  DATABASE_URL: pg ? pg.adminUrl : `sqlite:${join(dir, 'idrisk.db')}`,
  IDRISK_DATA_DIR: dir,
  IDRISK_SECRET: 'bench-secret-0123456789abcdef',
  IDRISK_NETWORK: 'off',
  LOG_LEVEL: 'silent',
});
const services = await compose(config);
try {
  const account = await services.accounts.create({ name: 'bench-parse', credits: 0, unlimited: true, rateLimit: 1_000_000 });
  const key = await services.keys.create(account.id, 'live');
  const keys = await services.keys.list(account.id);
  const caller = { account: (await services.accounts.require(account.id))!, key: keys.find((k) => k.id === key.id)! };
  const lines = ['customer_id,email'];
  for (let i = 0; i < ROWS; i++) {
    // 1 % blank (invalid), 1 % a repeat of an earlier row (duplicate), the rest distinct.
    if (i % 100 === 7) lines.push(`p-${i},`);
    else if (i % 100 === 9 && i > 100) lines.push(`p-${i},parse${i - 50}.user@example${(i - 50) % 97}.com`);
    else lines.push(`p-${i},parse${i}.user@example${i % 97}.com`);
  }
  const body = Buffer.from(lines.join('\n'));
  const bulk = services.bulk;
  const parse = (services.bulk as unknown as { parse(job: unknown, signal: AbortSignal): Promise<void> }).parse.bind(services.bulk);
  let t = performance.now();
  const job = await bulk.submit(caller as never, { claims: ['email'], format: 'csv' }, (async function* () {
    for (let i = 0; i < body.length; i += 64 * 1024) yield body.subarray(i, i + 64 * 1024);
  })());
  console.log(`upload: ${(body.length / 1048576).toFixed(1)} MiB in ${((performance.now() - t) / 1000).toFixed(2)} s`);
  const row = await services.store.db.selectFrom('bulk_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  t = performance.now();
  const cpu = process.cpuUsage();
  await parse(row, new AbortController().signal);
  const s = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(`parse: ${ROWS} records in ${s.toFixed(2)} s = ${(ROWS / s).toFixed(0)} records/s (${values.db}); this process's CPU ${cpuS.toFixed(2)} s = ${(ROWS / cpuS).toFixed(0)} records per CPU-second`);
  const reads = Number(values.reads);
  t = performance.now();
  let v = await services.bulk.get(account.id, job.id);
  for (let i = 1; i < reads; i++) v = await services.bulk.get(account.id, job.id);
  console.log(`GET /1.0/bulk/{id}: ${((performance.now() - t) / reads).toFixed(2)} ms per read (${ROWS} rows)`, JSON.stringify({ parsed: v.rows_parsed, pending: v.rows_pending, invalid: v.rows_invalid, dup: v.duplicates_skipped }));
  if (values.score) {
    const trips = services.store.roundTrips();
    const cpu0 = process.cpuUsage();
    t = performance.now();
    await services.bulk.run(job.id, new AbortController().signal, (writes) => services.store.db.transaction().execute(writes));
    const secs = (performance.now() - t) / 1000;
    const j = await services.bulk.get(account.id, job.id);
    const sent = services.store.roundTrips() - trips;
    const c = process.cpuUsage(cpu0);
    console.log(`score: ${j.rows_done} rows (${j.status}) in ${secs.toFixed(2)} s = ${(j.rows_done / secs).toFixed(0)} rows/s, this process's CPU ${((c.user + c.system) / 1e6).toFixed(2)} s${values.db === 'postgres' ? `; ${(sent / j.rows_done).toFixed(2)} statements per row` : ''}`);
  }
} finally {
  await services.close();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
}
