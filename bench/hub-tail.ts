/**
 * What makes the live hub's latency tail: `node --import tsx bench/hub-tail.ts`. The app (src through tsx, SQLite in a
 * temp dir, network off) is served in a child process (this file again, HUB_TAIL_ROLE=server); autocannon drives
 * POST /1.0/hub at 50 connections from this one (the inputs of the bench's hub scenario), HUB_TAIL_WARMUP s (3) of
 * warm-up, then HUB_TAIL_DURATION s (10) measured. Prints the client's mean and p99, the server-side latency (onRequest
 * to onResponse), the event loop's delay (monitorEventLoopDelay), the turns of the loop a request spans (check phases
 * between its onRequest and onResponse), every `COMMIT` statement's wall time (the slow ones: over 20 ms) and V8's GC
 * pauses. HUB_TAIL_VARIANTS="name:ENV=V;ENV2=W,name2:" runs each variant in a fresh server (alternated over
 * HUB_TAIL_ROUNDS rounds, default 1; a variant's HUB_TAIL_NODE_FLAGS="--flag …": node options of its server process, V8's
 * GC flags included, which NODE_OPTIONS refuses; HUB_TAIL_RATE=N: N req/s in all instead of a closed loop). The server reads, for
 * the checkpoint policy (src/store/checkpointer.ts): HUB_TAIL_CKPT_MS=0 (no checkpointer thread: the policy before the
 * ninth pass) or =MS (the thread every MS ms; default: the store's own interval), HUB_TAIL_AUTOCHECKPOINT=N (the serving
 * connection's wal_autocheckpoint), HUB_TAIL_JOURNAL_LIMIT=BYTES (journal_size_limit), HUB_TAIL_SYNC=MODE (synchronous),
 * HUB_TAIL_NO_CHECKPOINT=1 (wal_autocheckpoint = 0) and HUB_TAIL_THREAD_CHECKPOINT=MS (the eighth pass's experiment:
 * automatic checkpoints off, a PASSIVE checkpoint every MS ms from a second connection, no bound). It reports the WAL
 * file's largest size over the window and the checkpointer thread's runs, frames, wall time and CPU (its task's
 * utime + stime from /proc). A diagnostic for the tail target (docs/decisions.md, issue 33 eighth and ninth passes);
 * the recorded figures are bench/run.ts's.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

interface Hello {
  port: number;
  key: string;
}
interface Report {
  n: number;
  cpuUs: number;
  mean: number;
  p50: number;
  p99: number;
  loop: { mean: number; p99: number; max: number };
  turns: string;
  commits: { n: number; slow: number; slowMs: number; maxMs: number };
  gc: { n: number; ms: number; maxMs: number };
  walMb: number;
  walMaxMb: number;
  ckpt: string;
  mainCpuUs: number;
}

const quantile = (sorted: readonly number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;

if (process.env.HUB_TAIL_ROLE === 'server') await serve();
else await drive();

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { compose } = await import('../src/composition.js');
  const { loadConfig } = await import('../src/config/index.js');
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-hub-tail-'));
  const services = await compose(
    loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off', IDRISK_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }),
  );
  const app = await buildApp(services);
  const sqlite = services.store.sqlite!;
  const file = join(dir, 'idrisk.db');
  // Variants of the checkpoint policy (the store's own is the default: a checkpointer thread, automatic checkpoints at
  // db.ts's bound). HUB_TAIL_CKPT_MS=0: no thread (the policy before the ninth pass); =MS: the thread every MS ms.
  if (process.env.HUB_TAIL_NO_CHECKPOINT === '1') sqlite.pragma('wal_autocheckpoint = 0');
  if (process.env.HUB_TAIL_AUTOCHECKPOINT) sqlite.pragma(`wal_autocheckpoint = ${Number(process.env.HUB_TAIL_AUTOCHECKPOINT)}`);
  if (process.env.HUB_TAIL_JOURNAL_LIMIT) sqlite.pragma(`journal_size_limit = ${Number(process.env.HUB_TAIL_JOURNAL_LIMIT)}`);
  if (process.env.HUB_TAIL_SYNC) sqlite.pragma(`synchronous = ${process.env.HUB_TAIL_SYNC}`);
  // The store's thread is replaced by one started here (same interval unless HUB_TAIL_CKPT_MS), so that its task is
  // known: the process's tasks before and after it starts (Linux /proc), and its CPU read from /proc over the window.
  await services.store.checkpointer?.stop();
  const { WalCheckpointer, DEFAULT_CHECKPOINT_INTERVAL_MS } = await import('../src/store/checkpointer.js');
  const intervalMs = Number(process.env.HUB_TAIL_CKPT_MS ?? (services.store.checkpointer ? DEFAULT_CHECKPOINT_INTERVAL_MS : 0));
  const tasks = () => new Set(readdirSync('/proc/self/task'));
  const before = tasks();
  const checkpointer = intervalMs > 0 ? new WalCheckpointer(file, { intervalMs }) : null;
  await checkpointer?.stats();
  const threadTasks = checkpointer ? [...tasks()].filter((t) => !before.has(t)) : [];
  // utime + stime of tasks, ms (clock ticks of 10 ms): the thread's, and the main thread's (the event loop's).
  const taskCpuMs = (ids: readonly string[]) =>
    ids.reduce((sum, t) => {
      const stat = readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + (Number(stat[11]) + Number(stat[12])) * 10;
    }, 0);
  const threadCpuMs = () => taskCpuMs(threadTasks);
  const mainCpuMs = () => taskCpuMs([String(process.pid)]);
  let main0 = 0;
  // The eighth pass's experiment: automatic checkpoints off, a PASSIVE checkpoint every MS ms from a second connection.
  const experiment = process.env.HUB_TAIL_THREAD_CHECKPOINT
    ? new Worker(
        `const db = require('better-sqlite3')(${JSON.stringify(file)}); db.pragma('busy_timeout = 0');
         setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, ${Number(process.env.HUB_TAIL_THREAD_CHECKPOINT)});`,
        { eval: true },
      )
    : null;
  if (experiment) sqlite.pragma('wal_autocheckpoint = 0');
  // The WAL file's largest size over the window, sampled every 50 ms.
  let walMax = 0;
  const walSampler = setInterval(() => {
    walMax = Math.max(walMax, statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  }, 50);
  walSampler.unref();
  // Every COMMIT's wall time: better-sqlite3's Statement.run, whether through Kysely or at once.
  const commits: number[] = [];
  const proto = Object.getPrototypeOf(sqlite.prepare('select 1')) as { run: (...a: unknown[]) => unknown };
  const run = proto.run;
  proto.run = function (this: { source: string }, ...a: unknown[]) {
    if (this.source !== 'COMMIT') return run.apply(this, a);
    const t = performance.now();
    try {
      return run.apply(this, a);
    } finally {
      commits.push(performance.now() - t);
    }
  };
  const gcs: number[] = [];
  new PerformanceObserver((list) => gcs.push(...list.getEntries().map((e) => e.duration))).observe({ entryTypes: ['gc'] });
  // Turns of the loop: one tick per check phase.
  let turn = 0;
  const tick = () => {
    turn++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const latencies: number[] = [];
  const spans = new Map<number, number>();
  const started = new WeakMap<object, { at: number; turn: number }>();
  app.addHook('onRequest', (request, _reply, next) => {
    started.set(request, { at: performance.now(), turn });
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    const s = started.get(request);
    if (s) {
      latencies.push(performance.now() - s.at);
      spans.set(turn - s.turn, (spans.get(turn - s.turn) ?? 0) + 1);
    }
    next();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const account = await services.accounts.create({ name: 'bench', unlimited: true, rateLimit: 1_000_000 });
  const key = (await services.keys.create(account.id, 'live')).secret;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let cpu = process.cpuUsage();
  let cpu0 = 0;
  let ck0: Awaited<ReturnType<NonNullable<typeof checkpointer>['stats']>> | null = null;
  process.on('message', async (m: string) => {
    if (m === 'start') {
      commits.length = 0;
      walMax = 0;
      ck0 = checkpointer ? await checkpointer.stats() : null;
      cpu0 = threadCpuMs();
      main0 = mainCpuMs();
      gcs.length = 0;
      latencies.length = 0;
      spans.clear();
      cpu = process.cpuUsage();
      loop.reset();
      loop.enable();
    } else if (m === 'stop') {
      const used = process.cpuUsage(cpu);
      const ck = checkpointer ? await checkpointer.stats() : null;
      const ckCpu = threadCpuMs() - cpu0;
      const mainCpu = mainCpuMs() - main0;
      loop.disable();
      const sorted = [...latencies].sort((a, b) => a - b);
      const slow = commits.filter((c) => c > 20);
      const report: Report = {
        n: sorted.length,
        cpuUs: (used.user + used.system) / Math.max(1, sorted.length),
        mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        loop: { mean: loop.mean / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
        turns: [...spans].sort((a, b) => a[0] - b[0]).map(([k, n]) => `${k}: ${n}`).join(', '),
        commits: { n: commits.length, slow: slow.length, slowMs: slow.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...commits) },
        gc: { n: gcs.length, ms: gcs.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...gcs) },
        walMb: statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0,
        walMaxMb: walMax,
        mainCpuUs: (mainCpu * 1000) / Math.max(1, sorted.length),
        ckpt: ck ? `checkpointer thread over the window: ${ck.runs - (ck0?.runs ?? 0)} runs (${ck.busy - (ck0?.busy ?? 0)} busy), ${ck.frames - (ck0?.frames ?? 0)} frames, ${(ck.ms - (ck0?.ms ?? 0)).toFixed(0)} ms wall, ${ckCpu} ms CPU (${threadTasks.length} task: ${(ckCpu * 1000 / Math.max(1, sorted.length)).toFixed(0)} µs per request, in the server CPU above)${ck.error ? `, error ${ck.error}` : ''}` : 'no checkpointer thread',
      };
      process.send!(report);
    }
  });
  process.on('SIGTERM', () => {
    void Promise.all([experiment?.terminate(), checkpointer?.stop()]).then(() => app.close()).then(() => services.close()).finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send!({ port: (app.server.address() as { port: number }).port, key } satisfies Hello);
}

async function drive(): Promise<void> {
  const { emailMix, ipMix, nameMix, phoneMix, SIZES } = await import('./data.js');
  const sizes = SIZES.quick;
  const phones = phoneMix(sizes.rows / 2, 20_000);
  const emails = emailMix(20_000, sizes.rows / 2);
  const ips = ipMix(sizes.ipRanges, 20_000);
  const names = nameMix(20_000);
  let seq = 0;
  const body = () => {
    const s = seq++;
    const n = names[s % names.length]!;
    return JSON.stringify({
      customer_id: `tail-${process.pid}-${s}`,
      claims: ['phone', 'email', 'ip', 'name', 'score'],
      phone_number: phones[s % phones.length],
      email: emails[s % emails.length],
      ip: ips[s % ips.length],
      first_name: n.first_name,
      last_name: n.last_name,
    });
  };
  const variants = (process.env.HUB_TAIL_VARIANTS ?? 'as configured:').split(',').map((v) => {
    const [name, envs] = v.split(':');
    return { name: name!, env: Object.fromEntries((envs ?? '').split(';').filter(Boolean).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] as [string, string])) };
  });
  const rounds = Number(process.env.HUB_TAIL_ROUNDS ?? 1);
  const duration = Number(process.env.HUB_TAIL_DURATION ?? 10);
  const warmup = Number(process.env.HUB_TAIL_WARMUP ?? 3);
  const load = (hello: Hello, seconds: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${hello.port}/1.0/hub`,
          connections: 50,
          duration: seconds,
          // HUB_TAIL_RATE: a fixed rate (req/s) instead of a closed loop, so that variants are compared at one throughput.
          ...(process.env.HUB_TAIL_RATE ? { overallRate: Number(process.env.HUB_TAIL_RATE) } : {}),
          method: 'POST',
          headers: { 'x-api-key': hello.key, 'content-type': 'application/json' },
          requests: [{ setupRequest: (r) => ({ ...r, body: body() }) }],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  for (let r = 0; r < rounds; r++) {
    for (const v of r % 2 ? [...variants].reverse() : variants) {
      const child = fork(fileURLToPath(import.meta.url), { execArgv: ['--import', 'tsx', ...(v.env.HUB_TAIL_NODE_FLAGS ?? '').split(' ').filter(Boolean)], env: { ...process.env, ...v.env, HUB_TAIL_ROLE: 'server' } });
      try {
        const hello = await new Promise<Hello>((resolve) => child.once('message', (m) => resolve(m as Hello)));
        await load(hello, warmup);
        child.send('start');
        const c = await load(hello, duration);
        child.send('stop');
        const s = await new Promise<Report>((resolve) => child.once('message', (m) => resolve(m as Report)));
        console.log(
          `${v.name}: ${c.requests.average.toFixed(0)} req/s, client mean ${c.latency.mean.toFixed(1)} ms p99 ${c.latency.p99} ms (${(c.latency.p99 / c.latency.mean).toFixed(2)}x), ` +
            `server-side mean ${s.mean.toFixed(1)} p50 ${s.p50.toFixed(1)} p99 ${s.p99.toFixed(1)} ms, server CPU ${s.cpuUs.toFixed(0)} µs/req (its main thread ${s.mainCpuUs.toFixed(0)}), non-2xx ${c.non2xx}\n` +
            `  loop delay mean ${s.loop.mean.toFixed(1)} p99 ${s.loop.p99.toFixed(1)} max ${s.loop.max.toFixed(1)} ms; turns spanned (requests): ${s.turns}\n` +
            `  COMMITs ${s.commits.n}, over 20 ms: ${s.commits.slow} (${s.commits.slowMs.toFixed(0)} ms in all), longest ${s.commits.maxMs.toFixed(1)} ms; ` +
            `GC pauses ${s.gc.n}, ${s.gc.ms.toFixed(0)} ms in all, longest ${s.gc.maxMs.toFixed(1)} ms; WAL file at the end ${(s.walMb / 1e6).toFixed(1)} MB, largest ${(s.walMaxMb / 1e6).toFixed(1)} MB\n  ${s.ckpt}`,
        );
      } finally {
        child.kill('SIGTERM');
      }
    }
  }
}
