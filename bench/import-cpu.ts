/**
 * CPU of the breaches import alone, for profiling and A/B on a loaded machine: imports an existing (or generated once
 * and kept) JSONL/CSV file into a fresh SQLite database (or a throwaway PostgreSQL), `--repeat` times, and prints wall
 * rows/s, rows per CPU second of this process and, on PostgreSQL, the server's CPU (every process of the throwaway
 * server, from /proc: its backends and the postmaster's reaped children).
 *
 *   node --import tsx bench/import-cpu.ts [--rows 1000000] [--file PATH] [--db sqlite|postgres] [--repeat 3] [--reimport] [--batch 2000]
 * Run with --cpu-prof to profile the import only (the file is generated before, or reused with --file).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { breachesDataset } from '../src/reference/datasets/breaches.js';
import { importDataset } from '../src/reference/datasets/import.js';
import pg from 'pg';
import { startPostgres } from '../test/helpers/postgres.js';
import { generateBreaches } from './phone-import.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    file: { type: 'string' },
    db: { type: 'string', default: 'sqlite' },
    repeat: { type: 'string', default: '1' },
    reimport: { type: 'boolean', default: false },
    batch: { type: 'string' },
  },
});
const rows = Number(values.rows);

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
/** CPU seconds of a process tree rooted at `root` (its children's own times, and those they reaped), from /proc. */
function treeCpu(root: number): number {
  const stat = (pid: number) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
    } catch {
      return null;
    }
  };
  let ticks = 0;
  const r = stat(root);
  if (r) ticks += r.own + r.reaped;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s && s.ppid === root) ticks += s.own + s.reaped;
  }
  return ticks / 100;
}

const dir = mkdtempSync(join(tmpdir(), 'idrisk-import-cpu-'));
try {
  const file = values.file ?? join(dir, `breaches-${rows}.jsonl`);
  if (!existsSync(file)) await generateBreaches(file, rows, file.endsWith('.csv') ? 'csv' : 'jsonl');
  console.log(`file ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB)`);
  const pgServer = values.db === 'postgres' ? await startPostgres() : null;
  for (let r = 0; r < Number(values.repeat); r++) {
    const dbFile = join(dir, `bench-${r}.db`);
    const store = pgServer
      ? await openStore({ kind: 'postgres', url: await createDatabase(pgServer.adminUrl, `import_${r}`) })
      : await openStore({ kind: 'sqlite', url: `sqlite:${dbFile}`, file: dbFile });
    await migrateToLatest(store.db);
    for (const pass of values.reimport ? ['import', 're-import'] : ['import']) {
      const server = pgServer?.pid() ? treeCpu(pgServer.pid()!) : 0;
      const cpu = process.cpuUsage();
      const s = await importDataset(breachesDataset, file, store.db, values.batch ? { batchSize: Number(values.batch) } : {});
      const c = process.cpuUsage(cpu);
      const cpuS = (c.user + c.system) / 1e6;
      const serverS = pgServer?.pid() ? treeCpu(pgServer.pid()!) - server : 0;
      console.log(
        `${pass} ${r + 1}: ${s.rows} rows, ${s.changed} changed, ${s.bad} bad, ${s.seconds} s = ${s.rowsPerSecond.toLocaleString('en')} rows/s wall; ` +
          `${Math.round(s.rows / cpuS).toLocaleString('en')} rows per CPU s (${cpuS.toFixed(2)} CPU s, ${((1e6 * cpuS) / s.rows).toFixed(2)} µs/row)` +
          (pgServer ? `; server ${serverS.toFixed(2)} CPU s = ${((1e6 * serverS) / s.rows).toFixed(2)} µs/row` : ''),
      );
    }
    await store.close();
    rmSync(dbFile, { force: true });
    rmSync(`${dbFile}-wal`, { force: true });
    rmSync(`${dbFile}-shm`, { force: true });
  }
  await pgServer?.stop();
} finally {
  if (!values.file) rmSync(dir, { recursive: true, force: true });
}
