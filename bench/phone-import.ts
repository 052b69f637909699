/**
 * Import speed of the `breaches` dataset: generates an N-row JSONL file (default 1,000,000) in a temp dir, imports
 * it into a fresh SQLite database with the streaming framework, then imports it again (idempotent pass).
 *
 *   node --import tsx bench/phone-import.ts [rows] [jsonl|csv] [sqlite|postgres]
 * (postgres: a throwaway server from Debian's binaries, as the tests start it: test/helpers/postgres.ts)
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { breachesDataset } from '../src/reference/datasets/breaches.js';
import { importDataset } from '../src/reference/datasets/import.js';
import { startPostgres } from '../test/helpers/postgres.js';

const TITLES = ['Canva', 'LinkedIn', 'Adobe', 'Dropbox', 'MyFitnessPal', 'Zynga', 'Dubsmash', 'Wattpad', 'Gravatar', 'Twitter'];
const FIRST = ['Anna', 'Marco', 'Lucia', 'John', 'Mary', 'Ahmed', 'Sofia', 'Ivan', 'Chen', 'Laura'];
const LAST = ['Rossi', 'Smith', 'Garcia', 'Novak', 'Khan', 'Muller', 'Silva', 'Kim', 'Dubois', 'Jensen'];

/** Writes `rows` breach records: phone i belongs to breaches i%10 and (i+3)%10 via two records per phone. */
export async function generateBreaches(file: string, rows: number, format: 'jsonl' | 'csv' = 'jsonl'): Promise<void> {
  const out = createWriteStream(file);
  if (format === 'csv') out.write('phone,email,breach_id,title,date,first_name,last_name,emails,cities,dob\n');
  for (let i = 0; i < rows; i++) {
    const person = Math.floor(i / 2);
    const b = (person + (i % 2) * 3) % TITLES.length;
    const phone = String(447_700_000_000 + person);
    const email = `user${person}@example.com`;
    const first = FIRST[person % FIRST.length];
    const last = LAST[(person >> 3) % LAST.length];
    const date = `20${10 + b}-0${1 + (b % 9)}-1${b % 10}`;
    const dob = `19${60 + (person % 40)}-0${1 + (person % 9)}-2${person % 9}`;
    const line =
      format === 'csv'
        ? `${phone},${email},${TITLES[b].toLowerCase()}-${date.slice(0, 4)},${TITLES[b]},${date},${first},${last},${email},London|Leeds,${dob}\n`
        : JSON.stringify({ phone, email, breach_id: `${TITLES[b].toLowerCase()}-${date.slice(0, 4)}`, title: TITLES[b], date, first_name: first, last_name: last, emails: [email], cities: ['London', 'Leeds'], dob }) + '\n';
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 1_000_000);
  const format = (process.argv[3] ?? 'jsonl') as 'jsonl' | 'csv';
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-bench-import-'));
  try {
    const file = join(dir, `breaches.${format}`);
    let t = performance.now();
    await generateBreaches(file, rows, format);
    console.log(`generated ${rows} rows (${(statSync(file).size / 1e6).toFixed(1)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const dbFile = join(dir, 'bench.db');
    const pg = process.argv[4] === 'postgres' ? await startPostgres() : null;
    const store = pg ? await openStore({ kind: 'postgres', url: pg.adminUrl }) : await openStore({ kind: 'sqlite', url: `sqlite:${dbFile}`, file: dbFile });
    await migrateToLatest(store.db);
    t = performance.now();
    // CPU time of this process too: on a shared machine wall time swings with the load, CPU time much less
    // (on SQLite the whole import runs in this process; on PostgreSQL the server's share is not in it).
    let cpu = process.cpuUsage();
    const first = await importDataset(breachesDataset, file, store.db);
    const perCpu = (rows: number, c: NodeJS.CpuUsage) => Math.round(rows / ((c.user + c.system) / 1e6)).toLocaleString('en');
    console.log(`import:    ${first.rows} rows, ${first.changed} changed, ${first.bad} bad in ${first.seconds} s = ${first.rowsPerSecond.toLocaleString('en')} rows/s, ${perCpu(first.rows, process.cpuUsage(cpu))} rows per CPU second of this process`);
    cpu = process.cpuUsage();
    const second = await importDataset(breachesDataset, file, store.db);
    console.log(`re-import: ${second.rows} rows, ${second.changed} changed in ${second.seconds} s = ${second.rowsPerSecond.toLocaleString('en')} rows/s, ${perCpu(second.rows, process.cpuUsage(cpu))} rows per CPU second of this process`);
    void t;
    await store.close();
    await pg?.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
