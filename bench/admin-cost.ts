/**
 * The management API's bench target (issue 27): the first page of the admin resolution listing with 10^6 resolutions
 * stored costs at most 3x the bare route's server CPU in the same run. A child process serves the composed app (SQLite
 * file, the rows written straight into it as bench/admin-search.ts does) with a bare Fastify route beside it; the
 * parent loads each endpoint with autocannon (bench/measure.ts) and divides the child's CPU time over the measured
 * window by the answers in it. Also the overview (admin insights `overview`, 1 h to 30 d), one call each in the server
 * process: its CPU time and the longest the event loop was held meanwhile.
 *
 *   node --import tsx bench/admin-cost.ts [--rows 1000000] [--duration 8] [--warmup 2] [--connections 10]
 *     [--search-only] [--compiled] [--cpu-prof DIR] [--only REGEX] [--rounds N] [--db sqlite|postgres] [--data DIR]
 *
 * --rounds N measures each search N times, each after a window of the bare route, and reports the median of the N
 * ratios (the figure to quote on a shared machine); without it, one window each against the mean of the bare route's
 * start and end windows. --search-only skips the overview; --only keeps the searches whose name matches; --compiled serves the compiled tree (dist/, `npm run build`) instead of src/
 * through tsx; --cpu-prof DIR writes a V8 CPU profile of the server per measured window there (what `node --cpu-prof`
 * writes, but of the window alone, not of the seeding). --db postgres serves a PostgreSQL of its own (Debian's
 * binaries, as the tests start it) with the same rows written by one INSERT … SELECT (searches only); a window's
 * server CPU is then the Node process's plus PostgreSQL's processes' (from /proc, in 10 ms ticks), both printed.
 * --data DIR keeps the SQLite file there and reuses it on the next run with the same --rows (no seeding).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.js';
import { startPostgres } from '../test/helpers/postgres.js';
import { messageWaiter } from './child.js';

interface Cpu {
  user: number;
  system: number;
}

async function child(): Promise<void> {
  // The compiled tree has the same layout as src/ (tsconfig.build.json).
  const tree = process.env.BENCH_COMPILED === '1' ? '../dist' : '../src';
  const { loadConfig } = (await import(`${tree}/config/index.js`)) as typeof import('../src/config/index.js');
  const { compose } = (await import(`${tree}/composition.js`)) as typeof import('../src/composition.js');
  const { buildApp } = (await import(`${tree}/app.js`)) as typeof import('../src/app.js');
  const { cliActorOf } = (await import(`${tree}/admin/actor.js`)) as typeof import('../src/admin/actor.js');
  const rows = Number(process.env.BENCH_ROWS);
  const dir = process.env.BENCH_DIR!;
  const pgUrl = process.env.BENCH_PG_URL || undefined;
  // The seeding's INSERT … SELECT of 10^6 rows on PostgreSQL runs longer than the default statement timeout (10 s).
  const config = loadConfig({ DATABASE_URL: pgUrl ?? `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_SECRET: 'bench-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent', IDRISK_DB_STATEMENT_TIMEOUT_MS: '600000' });
  const services = await compose(config);
  const t0 = performance.now();
  // --data DIR: a SQLite file seeded by an earlier run with the same --rows is used as it is.
  const marker = join(dir, `seeded-${rows}`);
  if (pgUrl) await seedPostgres(services.store.db, rows);
  else if (!existsSync(marker)) {
    await seedSqlite(services, rows, tree);
    writeFileSync(marker, '');
  }
  const seeded = (performance.now() - t0) / 1000;
  const { secret } = await services.admin.operators.createToken(cliActorOf('cli:bench'), { name: 'bench', role: 'owner', accounts: null });
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  const profiler = {
    start: async () => {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    },
    stop: async (file: string) => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  };
  const app = await buildApp(services);
  app.post('/bare', async () => ({ ok: true }));
  await app.ready();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (msg: { cmd: string }) => {
    if (msg.cmd === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (msg.cmd === 'prof-start') void profiler.start().then(() => process.send!({ cpu: process.cpuUsage() }));
    if (msg.cmd === 'prof-stop') {
      const cpu = process.cpuUsage();
      void profiler.stop((msg as unknown as { file: string }).file).then(() => process.send!({ cpu }));
    }
    if (msg.cmd === 'overview') void overviewAll().then((o) => process.send!({ overview: o }));
    if (msg.cmd === 'stop') void app.close().then(() => services.close()).then(() => process.exit(0));
  });
  /**
   * The overview read live (every part from the resolutions: what it cost before the rollup), then the rollup job's
   * first run over the 30 days and a run of one more hour, then the overview through the rollup.
   */
  const overviewAll = async () => {
    const { rollupResolutions, rewindRollup } = (await import(`${tree}/store/stats.js`)) as typeof import('../src/store/stats.js');
    const live = await overviewTimes(true);
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const r = await rollupResolutions(services.store.db);
    const c = process.cpuUsage(c0);
    const first = { hours: r.hours, cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - w0 };
    await rewindRollup(services.store.db, new Date(Date.parse(r.until!) - 3_600_000).toISOString());
    const c1 = process.cpuUsage();
    const r1 = await rollupResolutions(services.store.db);
    const c2 = process.cpuUsage(c1);
    const oneHour = { hours: r1.hours, cpuMs: (c2.user + c2.system) / 1000 };
    const rolled = await overviewTimes(false);
    return { live, rolled, first, oneHour };
  };
  /** One overview call per range, in the process: its CPU time and the longest the event loop waited meanwhile. */
  const overviewTimes = async (live: boolean) => {
    const { overviewRange, overview } = (await import(`${tree}/admin/overview.js`)) as typeof import('../src/admin/overview.js');
    const actor = cliActorOf('cli:bench');
    const out: Record<string, { cpuMs: number; wallMs: number; maxBlockMs: number; calls: number }> = {};
    for (const range of ['1h', '24h', '7d', '30d'] as const) {
      let last = performance.now();
      let maxBlock = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        maxBlock = Math.max(maxBlock, now - last);
        last = now;
      }, 1);
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      const o = await overview(services.store.db, actor, { ...overviewRange(range, undefined, undefined), live });
      const c = process.cpuUsage(c0);
      const wallMs = performance.now() - w0;
      clearInterval(tick);
      maxBlock = Math.max(maxBlock, performance.now() - last);
      out[range] = { cpuMs: (c.user + c.system) / 1000, wallMs, maxBlockMs: maxBlock, calls: o.totals.calls };
    }
    return out;
  };
  const { nextCursor: cursor } = await services.admin.insights.searchResolutions(cliActorOf('cli:bench'), {}, 50);
  process.send!({ ready: { url, token: secret, seeded, cursor } });
}

/** The bench's rows written straight into the SQLite file (better-sqlite3, one transaction), then ANALYZE. */
async function seedSqlite(services: import('../src/composition.js').Services, rows: number, tree: string): Promise<void> {
  const { idTime, pooledBase62 } = (await import(`${tree}/accounts/ids.js`)) as typeof import('../src/accounts/ids.js');
  const sqlite = services.store.sqlite!;
  const now = new Date().toISOString();
  for (const a of ['acct_a', 'acct_b', 'acct_c', 'acct_d']) {
    sqlite.prepare('insert into accounts (id, name, credits, unlimited, products, rate_limit, webhook_url, disabled, created_at, updated_at) values (?, ?, 1000, 0, ?, 10, null, 0, ?, ?)').run(a, a, 'phone', now, now);
  }
  const insert = sqlite.prepare(
    `insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score, score_cluster, reason_codes, explanation, response, created_at)
     values (?, ?, 'live', 'key_x', ?, ?, null, 'done', 1, ?, ?, ?, ?, null, ?)`,
  );
  const usage = sqlite.prepare(`insert into usage (id, account_id, key_id, operation, resolution_id, credits, created_at) values (?, ?, 'key_x', ?, ?, 1, ?)`);
  // One resolution every 2.6 s: 10^6 span the last 30 days.
  const step = Math.floor((30 * 86_400_000) / rows);
  const start = Date.now() - rows * step;
  const ops = ['phone', 'email', 'ip', 'hub'];
  const clusters = ['very_low', 'low', 'medium', 'high', 'very_high'];
  sqlite.exec('BEGIN');
  for (let i = 0; i < rows; i++) {
    const at = start + i * step;
    const score = (i * 7919) % 1001;
    const id = `res_${idTime(at)}${pooledBase62(13)}`;
    const account = `acct_${'abcd'[i % 4]}`;
    const iso = new Date(at).toISOString();
    insert.run(id, account, ops[i % 4], `cust-${i}`, score, clusters[Math.min(4, Math.floor(score / 200))], i % 97 === 0 ? 'R101,T202' : i % 3 === 0 ? 'R101,P110' : 'R101', `{"scores":{"${ops[i % 4]}":{"model_id":"${ops[i % 4]}_score"}}}`, iso);
    usage.run(`use_${idTime(at)}${pooledBase62(13)}`, account, ops[i % 4], id, iso);
  }
  sqlite.exec('COMMIT');
  // The call statistics of those calls (migration 3500): a row per hour, account and operation, as the flushes leave.
  const { LATENCY_COLUMNS } = (await import(`${tree}/store/tables/stats.js`)) as typeof import('../src/store/tables/stats.js');
  const statsRow = sqlite.prepare(`insert into call_stats (hour, account_id, operation, calls, client_errors, server_errors, ${LATENCY_COLUMNS.join(', ')}) values (?, ?, ?, ?, ?, ?, ${LATENCY_COLUMNS.map(() => '?').join(', ')})`);
  sqlite.exec('BEGIN');
  const perRow = Math.max(1, Math.round(rows / (720 * 16)));
  for (let h = Math.floor(start / 3_600_000) * 3_600_000; h < Date.now(); h += 3_600_000) {
    for (const a of ['acct_a', 'acct_b', 'acct_c', 'acct_d']) for (const op of ops) {
      const lat = LATENCY_COLUMNS.map((_, i) => (i >= 3 && i <= 8 ? Math.round(perRow / 6) : 0));
      statsRow.run(new Date(h).toISOString(), a, op, perRow, Math.round(perRow / 50), Math.round(perRow / 500), ...lat);
    }
  }
  sqlite.exec('COMMIT');
  sqlite.exec('ANALYZE');
}

/**
 * The same resolutions on PostgreSQL, written by the server in one statement (generate_series): ids that sort as the
 * rows' times do (`res_` and the row number), the same accounts, operations, scores, clusters, reason codes and
 * explanations as seedSqlite, then ANALYZE. No usage or call-statistics rows: the overview is not measured here.
 */
async function seedPostgres(db: import('../src/store/db.js').Db, rows: number): Promise<void> {
  const { sql } = await import('kysely');
  const now = new Date().toISOString();
  for (const a of ['acct_a', 'acct_b', 'acct_c', 'acct_d']) {
    await sql`insert into accounts (id, name, credits, unlimited, products, rate_limit, webhook_url, disabled, created_at, updated_at) values (${a}, ${a}, 1000, 0, 'phone', 10, null, 0, ${now}, ${now})`.execute(db);
  }
  const step = Math.floor((30 * 86_400_000) / rows);
  const start = Date.now() - rows * step;
  await sql`
    insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score, score_cluster, reason_codes, explanation, response, created_at)
    select 'res_' || lpad(i::text, 12, '0'), 'acct_' || substr('abcd', (i % 4)::int + 1, 1), 'live', 'key_x', (array['phone','email','ip','hub'])[(i % 4)::int + 1], 'cust-' || i, null, 'done', 1,
      (i * 7919) % 1001, (array['very_low','low','medium','high','very_high'])[least(4, ((i * 7919) % 1001) / 200)::int + 1],
      case when i % 97 = 0 then 'R101,T202' when i % 3 = 0 then 'R101,P110' else 'R101' end,
      '{"scores":{"' || (array['phone','email','ip','hub'])[(i % 4)::int + 1] || '":{"model_id":"' || (array['phone','email','ip','hub'])[(i % 4)::int + 1] || '_score"}}}', null,
      to_char(to_timestamp((${start}::bigint + i * ${step}::bigint) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from generate_series(0::bigint, ${rows - 1}::bigint) as i`.execute(db);
  await sql`analyze`.execute(db);
}

async function parent(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string' }, duration: { type: 'string' }, warmup: { type: 'string' }, connections: { type: 'string' }, 'overview-only': { type: 'boolean' }, 'search-only': { type: 'boolean' }, compiled: { type: 'boolean' }, 'cpu-prof': { type: 'string' }, only: { type: 'string' }, rounds: { type: 'string' }, db: { type: 'string' }, data: { type: 'string' } } });
  const rounds = Number(values.rounds ?? 0);
  const rows = Number(values.rows ?? 1_000_000);
  const duration = Number(values.duration ?? 8);
  const warmup = Number(values.warmup ?? 2);
  const connections = Number(values.connections ?? 10);
  const dir = values.data ?? mkdtempSync(join(tmpdir(), 'idrisk-admin-cost-'));
  if (values.data) mkdirSync(dir, { recursive: true });
  const db = values.db ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db sqlite or postgres');
  if (db === 'postgres' && !values['search-only']) throw new Error('--db postgres measures the searches only: add --search-only');
  // PostgreSQL: a server of its own from Debian's binaries (test/helpers/postgres.ts: fsync off, loopback).
  const pg = db === 'postgres' ? await startPostgres() : null;
  const execArgv = ['--import', 'tsx'];
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), ['--child'], { env: { ...process.env, BENCH_ROWS: String(rows), BENCH_DIR: dir, BENCH_COMPILED: values.compiled ? '1' : '0', BENCH_PG_URL: pg?.adminUrl ?? '' }, execArgv });
  // A child that ends (a failed seeding) fails the wait, so that the finally below still stops PostgreSQL.
  let exited = false;
  const waitFor = messageWaiter(proc, () => exited);
  proc.once('exit', () => (exited = true));
  try {
    const ready = await waitFor<{ url: string; token: string; seeded: number; cursor: string }>('ready');
    process.stdout.write(`${db}: seeded ${rows.toLocaleString('en')} resolutions${db === 'sqlite' ? ' (and usage rows)' : ''} in ${ready.seeded.toFixed(1)} s; ${connections} connections, ${warmup} s warm-up + ${duration} s; server: ${values.compiled ? 'dist/ (compiled)' : 'src/ through tsx'}\n`);
    const cpu = async () => {
      proc.send({ cmd: 'cpu' });
      return waitFor<Cpu>('cpu');
    };
    // The server's CPU with no request at all (its timers: the auth cache's epoch poll, the call statistics' flush...):
    // a window's CPU per answer includes this share, larger for a slower route (fewer answers per second).
    const idle0 = await cpu();
    await new Promise((r) => setTimeout(r, 3000));
    const idle1 = await cpu();
    const idleUsPerS = (idle1.user + idle1.system - idle0.user - idle0.system) / 3;
    process.stdout.write(`server CPU while idle: ${(idleUsPerS / 1000).toFixed(2)} ms per second\n`);
    /** CPU time (µs) of the PostgreSQL server's processes (the postmaster and its children), from /proc; 0 on SQLite. */
    const pgCpuUs = (): number => {
      const root = pg?.pid();
      if (!root) return 0;
      const tick = 1_000_000 / 100; // USER_HZ
      let total = 0;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        let stat: string;
        try {
          stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        } catch {
          continue; // ended meanwhile
        }
        // pid (comm) state ppid … utime stime cutime cstime (fields 14-17); comm may hold spaces: split after its ')'.
        // The postmaster's cutime and cstime hold its ended children's (a backend that exits between two readings).
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(entry) === root) total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * tick;
        else if (Number(f[1]) === root) total += (Number(f[11]) + Number(f[12])) * tick;
      }
      return total;
    };
    let profiles = 0;
    const profDir = values['cpu-prof'];
    if (profDir) mkdirSync(profDir, { recursive: true });
    const run = async (name: string, method: 'GET' | 'POST', path: string, body?: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${ready.token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const file = profDir ? join(profDir, `${String(++profiles).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60)}.cpuprofile`) : '';
      // On PostgreSQL the database's backends work for the server too: their CPU in the window is added.
      let pgBefore = 0;
      let pgAfter = 0;
      const open = profDir
        ? async () => {
            pgBefore = pgCpuUs();
            proc.send({ cmd: 'prof-start' });
            return waitFor<Cpu>('cpu');
          }
        : async () => {
            pgBefore = pgCpuUs();
            return cpu();
          };
      const close = profDir
        ? async () => {
            pgAfter = pgCpuUs();
            proc.send({ cmd: 'prof-stop', file });
            return waitFor<Cpu>('cpu');
          }
        : async () => {
            pgAfter = pgCpuUs();
            return cpu();
          };
      const m = await measure({ url: `${ready.url}${path}`, method, headers, body: body === undefined ? undefined : () => body, connections, warmup, duration, open, close });
      if (m.total === 0) {
        process.stdout.write(`${name.padEnd(58)} no answer in the measured window\n`);
        return Number.NaN;
      }
      const node = (m.after.user + m.after.system - m.before.user - m.before.system) / m.total;
      const database = (pgAfter - pgBefore) / m.total;
      const us = node + database;
      process.stdout.write(`${name.padEnd(58)} ${Math.round(m.rps).toString().padStart(6)} req/s  p99 ${String(m.p99).padStart(4)} ms  cpu ${us.toFixed(0).padStart(6)} µs/req${pg ? ` (node ${node.toFixed(0)} + postgres ${database.toFixed(0)})` : ''} (idle share ${(idleUsPerS / m.rps).toFixed(1)})  non2xx ${m.non2xx}\n`);
      return us;
    };
    const bare = await run('bare Fastify route (POST /bare)', 'POST', '/bare', '{"a":1}');
    const results: [string, number][] = [];
    const paired: [string, number, number[]][] = [];
    type Times = Record<string, { cpuMs: number; wallMs: number; maxBlockMs: number; calls: number }>;
    if (!values['search-only']) {
      proc.send({ cmd: 'overview' });
      const o = await waitFor<{ live: Times; rolled: Times; first: { hours: number; cpuMs: number; wallMs: number }; oneHour: { hours: number; cpuMs: number } }>('overview');
      process.stdout.write(`\noverview (one call in the server process, every account, ${rows.toLocaleString('en')} resolutions over 30 days):\n`);
      for (const [mode, times] of [['live (resolutions scanned)', o.live], ['rollup (+ live partial hours)', o.rolled]] as const) {
        process.stdout.write(`  ${mode}\n`);
        for (const [range, v] of Object.entries(times)) process.stdout.write(`    ${range.padEnd(4)} ${v.calls.toLocaleString('en').padStart(9)} calls  cpu ${v.cpuMs.toFixed(1).padStart(7)} ms  wall ${v.wallMs.toFixed(0).padStart(6)} ms  longest event-loop block ${v.maxBlockMs.toFixed(0)} ms\n`);
      }
      process.stdout.write(`  rollup job: first run ${o.first.hours} hours in ${o.first.cpuMs.toFixed(0)} ms CPU (${o.first.wallMs.toFixed(0)} ms wall); one more hour ${o.oneHour.cpuMs.toFixed(1)} ms CPU\n\n`);
      results.push(['GET /admin/1.0/overview?range=30d (rollup)', await run('GET /admin/1.0/overview?range=30d', 'GET', '/admin/1.0/overview?range=30d')]);
      results.push(['GET /admin/1.0/overview?range=7d (rollup)', await run('GET /admin/1.0/overview?range=7d', 'GET', '/admin/1.0/overview?range=7d')]);
      results.push(['GET /admin/1.0/overview?range=24h (rollup)', await run('GET /admin/1.0/overview?range=24h', 'GET', '/admin/1.0/overview?range=24h')]);
    }
    if (!values['overview-only']) {
      const only = values.only === undefined ? null : new RegExp(values.only);
      const search = async (name: string, body: string) => {
        if (only && !only.test(name)) return;
        if (rounds === 0) {
          results.push([`admin search, ${name}`, await run(`POST /admin/1.0/resolutions/search ${body}`, 'POST', '/admin/1.0/resolutions/search', body)]);
          return;
        }
        // Paired: a bare window just before each window of the search, the ratio per pair, the median of the pairs
        // (the machine's load moves between windows; a pair sees nearly the same load).
        const ratios: number[] = [];
        for (let r = 0; r < rounds; r++) {
          const b = await run('  bare Fastify route (POST /bare)', 'POST', '/bare', '{"a":1}');
          const us = await run(`  POST /admin/1.0/resolutions/search ${body}`, 'POST', '/admin/1.0/resolutions/search', body);
          ratios.push(us / b);
        }
        ratios.sort((a, b) => a - b);
        const median = ratios[Math.floor(ratios.length / 2)]!;
        paired.push([`admin search, ${name}`, median, ratios]);
        process.stdout.write(`admin search, ${name}: ratios ${ratios.map((x) => x.toFixed(2)).join(', ')} -> median ${median.toFixed(2)}x\n`);
      };
      await search('first page of 50, no filter', '{}');
      await search('first page of 50, one account', '{"account_id":"acct_b"}');
      await search('first page of 20', '{"limit":20}');
      await search('first page of 10', '{"limit":10}');
      await search('first page of 1', '{"limit":1}');
      // Filtered first pages (these should not get slower than before).
      await search('50, cluster', '{"cluster":"high"}');
      await search('50, account + reason code 1 in 3', '{"account_id":"acct_a","reason_code":"P110"}');
      await search('50, account + reason code 1 in 97', '{"account_id":"acct_c","reason_code":"T202"}');
      await search('50, account + operation + score', '{"account_id":"acct_b","operation":"email","score_min":100,"score_max":300}');
      await search('account + customer_id', `{"account_id":"acct_${'abcd'[(rows - 3) % 4]}","customer_id":"cust-${rows - 3}"}`);
      await search('second page of 50 (cursor)', JSON.stringify({ cursor: ready.cursor }));
    }
    const bareEnd = await run('bare Fastify route (POST /bare), end of run', 'POST', '/bare', '{"a":1}');
    const base = (bare + bareEnd) / 2;
    process.stdout.write(`\nserver CPU per request / bare route's (mean of start and end: ${base.toFixed(0)} µs):\n`);
    for (const [name, us] of results) process.stdout.write(`  ${name.padEnd(44)} ${(us / base).toFixed(2)}x${name.startsWith('admin search, first page') ? `  (target <= 3x: ${us / base <= 3 ? 'met' : 'NOT met'})` : ''}\n`);
    if (paired.length > 0) {
      process.stdout.write(`\nserver CPU per request / the bare route's in the window just before, median of ${rounds} pairs:\n`);
      for (const [name, median, ratios] of paired) {
        process.stdout.write(`  ${name.padEnd(48)} ${median.toFixed(2)}x  [${ratios.map((x) => x.toFixed(2)).join(' ')}]${name.startsWith('admin search, first page') ? `  (target <= 3x: ${median <= 3 ? 'met' : 'NOT met'})` : ''}\n`);
      }
    }
  } finally {
    if (!exited) {
      proc.send({ cmd: 'stop' });
      await new Promise((r) => proc.once('exit', r));
    }
    if (!values.data) rmSync(dir, { recursive: true, force: true });
    await pg?.stop();
  }
}

if (process.argv.includes('--child')) await child();
else await parent();
