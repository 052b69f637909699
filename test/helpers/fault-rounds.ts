/**
 * Fault rounds against the service as operators run it: the compiled `bin/idrisk serve` (its default worker count,
 * one per core, or --workers N) under a steady load of live phone calls, with a dependency taken away at a seeded
 * random moment and given back, round after round, on the same running service. Shared by the fault suite
 * (test/faults/rounds-*.test.ts, a few rounds) and the fault bench (bench/faults.ts, 20+ rounds per scenario, figures
 * in bench/RESULTS.md).
 *
 * Each round asserts: no 5xx but 503; every 503 is SERVICE_UNAVAILABLE with Retry-After; no connection reset or
 * refusal, except for the calls in flight on a process killed by the round; 503 while the dependency is away (for the
 * database; Redis fails open and keeps answering 200); a 200 again within 5 s of its return, from the same processes
 * (no restart); and the ledger exact, read from the database: balance = start - sum of the stored usage, each usage
 * row debits its resolution's price, every 200 has its resolution and one usage row.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { compose } from '../../src/composition.js';
import { openStore } from '../../src/store/db.js';
import { mulberry32 } from './prng.js';
import { startPostgres, type PgServer } from './postgres.js';
import { startRedis, type RedisServer } from './redis.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

export const SCENARIOS = ['postgres', 'redis', 'sqlite', 'postgres-at-start', 'sqlite-readonly-at-start'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface ScenarioOptions {
  readonly scenario: Scenario;
  readonly rounds: number;
  /** API processes: null for the default (one per core, on SQLite up to 2; no --workers flag). */
  readonly workers: number | null;
  readonly seed?: number;
  /** Only these modes of the scenario (all by default); the rounds take them in turn. */
  readonly modes?: readonly Mode[];
  readonly connections?: number;
  /** How long the dependency stays away in each round (ms). */
  readonly awayMs?: number;
  readonly log?: (line: string) => void;
}

export interface RoundFigures {
  readonly scenario: Scenario;
  readonly mode: Mode;
  readonly workers: string;
  readonly round: number;
  /** When the fault was made, ms into the round's load. */
  readonly atMs: number;
  readonly calls: number;
  readonly ok: number;
  readonly unavailable: number;
  /** Connection resets / refusals (allowed only for the calls in flight on a killed process). */
  readonly dropped: number;
  /** From the dependency's return (or the kill) to the first 200 of a call started after it, ms. */
  readonly recoveryMs: number;
  /** The longest 503 answer while away, ms (a black hole shows the statement timeout here). */
  readonly slowest503Ms: number;
  /** How long the dependency was away, ms. */
  readonly awayForMs: number;
  readonly balance: number;
  readonly expected: number;
}

const START_CREDITS = 100_000_000;
const RECOVERY_LIMIT_MS = 5000;
const START_LIMIT_MS = 90_000;
const SECRET = 'fault-rounds-secret-0123456789abcdef';

interface Outcome {
  readonly start: number;
  readonly end: number;
  readonly customerId: string;
  readonly status: number | null;
  readonly code?: string;
  readonly retryAfter?: string | null;
  readonly resolutionId?: string;
  /** A network failure: the cause's code (ECONNRESET, UND_ERR_SOCKET, ECONNREFUSED...). */
  readonly error?: string;
  readonly body?: string;
}

function withoutTestContext(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _ignored, ...rest } = env;
  return rest;
}

/** `bin/idrisk serve` from the compiled tree; resolves once it prints its ready line (JSON). */
export interface Serve {
  readonly child: ChildProcess;
  readonly url: string;
  /** From the spawn to the ready line, ms. */
  readonly startMs: number;
  /** The API processes: the worker pids under a primary, or the one process. */
  processes(): number[];
  log(): string;
  stop(): Promise<void>;
}

export async function startServe(env: Record<string, string>, workers: number | null): Promise<Serve> {
  assert.ok(existsSync('dist/cli/main.js'), 'dist/ is built (npm run build)');
  const t0 = Date.now();
  const args = ['bin/idrisk', 'serve', '--host', '127.0.0.1', '--port', '0', '--json', ...(workers === null ? [] : ['--workers', String(workers)])];
  const child = spawn(process.execPath, args, { env: { ...withoutTestContext(process.env), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  // The ready line (stderr) and the processes' log lines (pino, stdout) in one buffer, for a failed round's message.
  const keep = (c: Buffer) => {
    log = (log + c.toString()).slice(-200_000);
  };
  child.stderr!.on('data', keep);
  child.stdout!.on('data', keep);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not report its URL within 300 s:\n${log}`)), 300_000);
    const onData = () => {
      const line = log.split('\n').find((l) => l.startsWith('{') && l.includes('"url"'));
      if (line) {
        clearTimeout(timer);
        child.stderr!.off('data', onData);
        child.off('exit', onExit);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}:\n${log}`));
    };
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
  const processes = () => {
    const pid = child.pid!;
    let kids: number[] = [];
    try {
      kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      /* exited */
    }
    return workers === 1 ? [pid] : kids;
  };
  const startMs = Date.now() - t0;
  return {
    child,
    url,
    startMs,
    processes,
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A steady load of live phone calls on `connections` loops, each call a new customer_id. */
class Load {
  readonly outcomes: Outcome[] = [];
  private running = true;
  private paused: Promise<void> | null = null;
  private unpause: (() => void) | null = null;
  private inflight = 0;
  private idle: (() => void) | null = null;
  private n = 0;
  private readonly loops: Promise<void>[];
  readonly t0 = Date.now();

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly tag: string,
    connections: number,
  ) {
    this.loops = Array.from({ length: connections }, () => this.loop());
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (this.paused) {
        await this.paused;
        continue;
      }
      this.inflight++;
      try {
        this.outcomes.push(await this.call(`${this.tag}-${this.n++}`));
      } finally {
        if (--this.inflight === 0) this.idle?.();
      }
      // A refused connection fails at once: do not spin on it.
      const last = this.outcomes[this.outcomes.length - 1];
      if (last.error) await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async call(customerId: string): Promise<Outcome> {
    const start = Date.now();
    try {
      const res = await fetch(`${this.url}/1.0/phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.key },
        body: JSON.stringify({ customer_id: customerId, claims: ['phone'], phone_number: '+447700900123' }),
      });
      const body = await res.text();
      const end = Date.now();
      let parsed: { code?: string; resolution_id?: string } = {};
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        /* not JSON: kept as the body */
      }
      return { start, end, customerId, status: res.status, code: parsed.code, retryAfter: res.headers.get('retry-after'), resolutionId: parsed.resolution_id, body: res.status === 200 ? undefined : body.slice(0, 500) };
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      return { start, end: Date.now(), customerId, status: null, error: cause?.code ?? cause?.message ?? (err as Error).message };
    }
  }

  /** Wait until no call is in flight and hold the loops (a quiet moment for the ledger check). */
  async pause(): Promise<void> {
    this.paused = new Promise((r) => (this.unpause = r));
    if (this.inflight > 0) await new Promise<void>((r) => (this.idle = r));
    this.idle = null;
  }

  resume(): void {
    const u = this.unpause;
    this.paused = null;
    this.unpause = null;
    u?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.resume();
    await Promise.all(this.loops);
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilTrue(check: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(20);
  }
  return check();
}

/**
 * A scenario: one dependency and the ways it goes away (its modes), taken in turn round after round on the same
 * running service. Its environment for the service, the fault and its repair, and what it tears down.
 */
interface Fault {
  readonly env: Record<string, string>;
  /** The database the ledger is read from (directly, never through the fault). */
  readonly ledgerUrl: string;
  readonly modes: readonly Mode[];
  away(serve: Serve | null, mode: Mode): Promise<{ killed?: number }>;
  back(serve: Serve | null, mode: Mode): Promise<void>;
  teardown(): Promise<void>;
}

export const MODES = {
  /** PostgreSQL stopped: pg_ctl stop -m fast (SIGINT), -m immediate (SIGQUIT), kill -9 of the postmaster. */
  'pg-fast': { expect: '503' },
  'pg-immediate': { expect: '503' },
  'pg-kill9': { expect: '503' },
  /** A TCP proxy between the service and PostgreSQL stops forwarding: connections hang instead of failing. */
  'pg-blackhole': { expect: '503', awayMs: 4000 },
  /** Redis stopped (SIGTERM) or killed (SIGKILL): the limiter fails open, the cache misses; calls go on (200). */
  'redis-stop': { expect: '200' },
  'redis-kill': { expect: '200' },
  /** The SQLite file system full (held until the first 503: the WAL may take a few more pages first). */
  'sqlite-full': { expect: '503', until503: true },
  /** One API process killed with -9 (the primary restarts it; the others answer meanwhile). */
  'worker-kill9': { expect: 'none' },
  /** The SQLite file system read-only (made so while the service is stopped: see sqlite-readonly-at-start). */
  'sqlite-readonly': { expect: '503' },
} as const satisfies Record<string, { expect: '503' | '200' | 'none'; awayMs?: number; until503?: boolean }>;
export type Mode = keyof typeof MODES;

/** Fills the file system of `dir` to the last byte with one file, whose path it answers (remove it to free the space). */
export function fillDisk(dir: string): string {
  const filler = join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    try {
      for (;;) writeSync(fd, chunk.subarray(0, 512));
    } catch {
      /* full */
    }
  } finally {
    closeSync(fd);
  }
  return filler;
}

function mountTmpfs(size: string): string {
  const mnt = mkdtempSync(join(tmpdir(), 'idrisk-fault-fs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mnt], { stdio: 'pipe' });
  } catch (err) {
    rmSync(mnt, { recursive: true, force: true });
    throw new Error(`cannot mount a tmpfs here (needs root): ${(err as Error).message.split('\n')[0]}`);
  }
  return mnt;
}

const PG_SIGNAL = { 'pg-fast': 'SIGINT', 'pg-immediate': 'SIGQUIT', 'pg-kill9': 'SIGKILL' } as const;

async function makeFault(scenario: Scenario, dir: string, workers: number | null, random: () => number, only?: readonly Mode[]): Promise<Fault> {
  const base = { IDRISK_DATA_DIR: dir, IDRISK_SECRET: SECRET, IDRISK_NETWORK: 'off', LOG_LEVEL: 'warn', IDRISK_DB_CONNECT_TIMEOUT_MS: '1000', IDRISK_DB_STATEMENT_TIMEOUT_MS: '2000' };
  const pick = (modes: readonly Mode[]) => (only ? modes.filter((m) => only.includes(m)) : modes);
  if (scenario === 'postgres' || scenario === 'postgres-at-start') {
    // Durable commits: a stop -m immediate or a kill -9 must not lose what the service answered 200 for.
    const pg: PgServer = await startPostgres({ detached: true, durable: true });
    // The service reaches PostgreSQL through the proxy (which forwards until a black-hole round).
    const proxy: TcpProxy = await startTcpProxy(pg.port);
    const { default: pgLib } = await import('pg');
    const admin = new pgLib.Client({ connectionString: pg.adminUrl });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    return {
      env: { ...base, DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/faults` },
      ledgerUrl: pg.adminUrl.replace(/\/postgres$/, '/faults'),
      modes: pick(scenario === 'postgres' ? ['pg-fast', 'pg-immediate', 'pg-kill9', 'pg-blackhole'] : ['pg-fast', 'pg-immediate', 'pg-kill9']),
      async away(_serve, mode) {
        if (mode === 'pg-blackhole') proxy.blackhole();
        else await pg.halt(PG_SIGNAL[mode as keyof typeof PG_SIGNAL]);
        return {};
      },
      async back(_serve, mode) {
        if (mode === 'pg-blackhole') proxy.restore();
        else await pg.start();
      },
      async teardown() {
        await proxy.close();
        await pg.stop();
      },
    };
  }
  if (scenario === 'redis') {
    const redis: RedisServer = await startRedis();
    return {
      env: { ...base, DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`, REDIS_URL: redis.url },
      ledgerUrl: `sqlite:${join(dir, 'idrisk.db')}`,
      modes: pick(['redis-stop', 'redis-kill']),
      async away(_serve, mode) {
        await redis.halt(mode === 'redis-kill' ? 'SIGKILL' : 'SIGTERM');
        return {};
      },
      back: () => redis.start(),
      teardown: () => redis.stop(),
    };
  }
  // SQLite on a small file system made for the test (a tmpfs): full, or read-only (at start), and a worker killed.
  // Larger than the database plus its WAL at its checkpoint size (~40 MB, src/store/db.ts): once the filler goes,
  // a smaller file system fills up again by itself under load.
  const mnt = mountTmpfs('160m');
  const dataDir = join(mnt, 'data');
  mkdirSync(dataDir);
  let filler: string | null = null;
  let replacedLogAt = 0;
  const file = join(dataDir, 'idrisk.db');
  return {
    env: { ...base, DATABASE_URL: `sqlite:${file}` },
    ledgerUrl: `sqlite:${file}`,
    // A kill -9 of the only process is the crash test's subject (test/faults/crash.test.ts): it ends the service.
    modes: pick(scenario === 'sqlite' ? (workers === 1 ? ['sqlite-full'] : ['sqlite-full', 'worker-kill9']) : ['sqlite-readonly']),
    async away(serve, mode) {
      if (mode === 'sqlite-full') filler = fillDisk(mnt);
      // Read-only while the service is stopped: the kernel refuses (EBUSY) to make a file system read-only under a
      // process holding files open for writing, so this mode is a start on a read-only file system.
      else if (mode === 'sqlite-readonly') execFileSync('mount', ['-o', 'remount,ro', mnt], { stdio: 'pipe' });
      else {
        replacedLogAt = serve!.log().length;
        const pids = serve!.processes();
        const victim = pids[Math.floor(random() * pids.length)];
        process.kill(victim, 'SIGKILL');
        return { killed: victim };
      }
      return {};
    },
    async back(serve, mode) {
      if (mode === 'sqlite-full') {
        if (filler) rmSync(filler, { force: true });
        filler = null;
      } else if (mode === 'sqlite-readonly') execFileSync('mount', ['-o', 'remount,rw', mnt], { stdio: 'pipe' });
      else {
        // Back once the primary's replacement of the killed worker listens (its log line): until then the other
        // workers serve alone, and a round that killed the last one listening would find nobody to answer.
        await untilTrue(() => /worker \d+ listening \(restart/.test(serve!.log().slice(replacedLogAt)), 180_000);
      }
    },
    async teardown() {
      execFileSync('umount', ['-l', mnt]);
      rmSync(mnt, { recursive: true, force: true });
    },
  };
}

async function readLedger(ledgerUrl: string, accountId: string) {
  const config = loadConfig({ DATABASE_URL: ledgerUrl, IDRISK_DATA_DIR: tmpdir(), IDRISK_SECRET: SECRET });
  const store = await openStore(config.database, { busyTimeoutMs: 10_000 });
  try {
    const resolutions = await store.db.selectFrom('resolutions').select(['id', 'customer_id', 'price']).where('account_id', '=', accountId).execute();
    const usage = await store.db.selectFrom('usage').select(['resolution_id', 'credits']).where('account_id', '=', accountId).execute();
    const acct = await store.db.selectFrom('accounts').select('credits').where('id', '=', accountId).executeTakeFirstOrThrow();
    return { resolutions, usage, credits: Number(acct.credits) };
  } finally {
    await store.close();
  }
}

function checkLedger(label: string, ledger: Awaited<ReturnType<typeof readLedger>>, outcomes: readonly Outcome[]): { balance: number; expected: number } {
  const byId = new Map(ledger.resolutions.map((r) => [r.id, r]));
  const usageCount = new Map<string, number>();
  let spent = 0;
  for (const u of ledger.usage) {
    const r = byId.get(u.resolution_id);
    assert.ok(r, `${label}: usage row of resolution ${u.resolution_id} has its resolution`);
    assert.equal(Number(u.credits), Number(r.price), `${label}: the usage row debits its resolution's price`);
    usageCount.set(u.resolution_id, (usageCount.get(u.resolution_id) ?? 0) + 1);
    spent += Number(u.credits);
  }
  for (const o of outcomes) {
    if (o.status !== 200) continue;
    const r = o.resolutionId ? byId.get(o.resolutionId) : undefined;
    assert.ok(r, `${label}: the 200 of ${o.customerId} (${o.resolutionId}) has its resolution`);
    assert.equal(r.customer_id, o.customerId, `${label}: the resolution is the call's`);
    assert.equal(usageCount.get(r.id), 1, `${label}: the 200 of ${o.customerId} has exactly one usage row`);
  }
  assert.equal(ledger.credits, START_CREDITS - spent, `${label}: balance = start - sum of the stored usage`);
  return { balance: ledger.credits, expected: START_CREDITS - spent };
}

function checkAnswers(label: string, outcomes: readonly Outcome[], killed: { at: number } | null): number {
  let dropped = 0;
  for (const o of outcomes) {
    if (o.status === null) {
      // A reset or refusal: only a call in flight on the killed process (started before the kill, failed just after).
      const excused = killed !== null && o.start <= killed.at && o.end <= killed.at + 5000;
      assert.ok(excused, `${label}: no connection reset or refusal but for a killed process's calls: ${o.customerId} ${o.error}, sent ${o.start - (killed?.at ?? o.start)} ms after the kill, failed ${o.end - o.start} ms later`);
      dropped++;
      continue;
    }
    assert.ok(o.status === 200 || o.status === 503, `${label}: only 200 or 503, got ${o.status} for ${o.customerId}: ${o.body}`);
    if (o.status === 503) {
      assert.equal(o.code, 'SERVICE_UNAVAILABLE', `${label}: a 503 is SERVICE_UNAVAILABLE: ${o.body}`);
      assert.ok(Number(o.retryAfter) >= 1, `${label}: a 503 has Retry-After`);
      assert.doesNotMatch(o.body ?? '', /at .*\.(ts|js):\d+/, `${label}: no stack trace`);
    }
  }
  return dropped;
}

/** Run one scenario's rounds; throws (an assertion) at the first round that breaks a rule. */
export async function runScenario(options: ScenarioOptions): Promise<RoundFigures[]> {
  const { scenario, rounds, workers } = options;
  const log = options.log ?? (() => undefined);
  const connections = options.connections ?? 20;
  const random = mulberry32((options.seed ?? 24) + SCENARIOS.indexOf(scenario) * 1000 + (workers ?? 0));
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-fault-rounds-'));
  const fault = await makeFault(scenario, dir, workers, random, options.modes);
  assert.ok(fault.modes.length > 0, `${scenario}: no mode to run`);
  const workersLabel = workers === null ? 'default' : String(workers);
  const figures: RoundFigures[] = [];
  try {
    // The account and its key, made as an operator would (migrations applied first).
    const config = loadConfig(fault.env);
    const services = await compose(config, { products: false });
    const account = await services.accounts.create({ name: 'faults', credits: START_CREDITS, rateLimit: 1_000_000 });
    const key = (await services.keys.create(account.id, 'live')).secret;
    await services.close();
    const atStart = scenario.endsWith('-at-start');
    const all: Outcome[] = [];
    let serve: Serve | null = null;
    try {
      for (let round = 1; round <= rounds; round++) {
        const mode = fault.modes[(round - 1) % fault.modes.length];
        const spec: { expect: '503' | '200' | 'none'; awayMs?: number; until503?: boolean } = MODES[mode];
        const label = `${scenario}/${mode} (workers ${workersLabel}) round ${round}`;
        let load: Load;
        let atMs: number;
        let tAway: number;
        let killed: { at: number } | null = null;
        let processesBefore: number[] = [];
        if (atStart) {
          // The dependency is away before the service starts; the service must start anyway and serve once it returns.
          await fault.away(null, mode);
          tAway = Date.now();
          serve = await startServe(fault.env, workers);
          log(`${label}: the start in standby took ${serve.startMs} ms to its ready line`);
          const health = await fetch(`${serve.url}/healthz`);
          assert.equal(health.status, 200, `${label}: /healthz answers 200 while the database is away`);
          const ready = await fetch(`${serve.url}/readyz`);
          assert.equal(ready.status, 503, `${label}: /readyz answers 503 while the database is away`);
          load = new Load(serve.url, key, `${scenario}-${workersLabel}-r${round}`, connections);
          atMs = 0;
          processesBefore = serve.processes();
        } else {
          if (!serve) {
            serve = await startServe(fault.env, workers);
            log(`${label}: a normal start took ${serve.startMs} ms to its ready line`);
          }
          processesBefore = serve.processes();
          load = new Load(serve.url, key, `${scenario}-${workersLabel}-r${round}`, connections);
          // The load runs a moment first; the fault comes at a random moment of it.
          await untilTrue(() => load.outcomes.some((o) => o.status === 200), 30_000);
          atMs = 200 + Math.floor(random() * 1300);
          await sleep(atMs);
          tAway = Date.now();
          const made = await fault.away(serve, mode);
          if (made.killed) {
            // The killed process's calls: those sent before it was gone, and the close of its connections seen by
            // the client (a call sent on a kept-alive connection of the dead process in that moment is reset too).
            // With --workers N the primary hands new connections to its workers in turn: until it has seen the death
            // (its log line), connections handed to the dead worker are reset too.
            await untilTrue(() => !existsSync(`/proc/${made.killed}`) || /^State:\s+Z/m.test(readFileSafe(`/proc/${made.killed}/status`)), 10_000);
            await untilTrue(() => serve!.log().includes(`worker ${made.killed} exited`), 10_000);
            killed = { at: Date.now() + 100 };
          }
        }
        // Away until the first answer that shows it (a 503; for Redis a 200 sent after the loss), at most 30 s: a call
        // in flight waits for its statement's timeout (a black hole), a full disk may take a few more pages first,
        // and a loaded machine answers slowly. Then away a while longer.
        const shows = (o: Outcome) => (spec.expect === '503' ? o.status === 503 && o.end >= tAway : spec.expect === '200' ? o.status === 200 && o.start >= tAway : true);
        if (spec.expect !== 'none') await untilTrue(() => load.outcomes.some(shows), 30_000);
        await sleep(options.awayMs ?? spec.awayMs ?? 2000);
        const awayOutcomes = load.outcomes.filter((o) => o.end >= tAway);
        if (spec.expect === '503') assert.ok(awayOutcomes.some(shows), `${label}: calls answer 503 while the dependency is away (${awayOutcomes.length} answers, statuses ${[...new Set(awayOutcomes.map((o) => o.status ?? o.error))].join(',')})`);
        if (spec.expect === '200') assert.ok(awayOutcomes.some(shows), `${label}: calls go on (200) while Redis is away`);
        const slowest503Ms = Math.max(0, ...awayOutcomes.filter((o) => o.status === 503).map((o) => o.end - o.start));
        const awayForMs = Date.now() - tAway;
        await fault.back(serve, mode);
        const tBack = Date.now();
        // A start in standby serves once its start completes, which takes as long as any start (migrations, reference
        // data: seconds, more on a loaded machine): its bound is START_LIMIT_MS, and the time is reported.
        const limit = atStart ? START_LIMIT_MS : RECOVERY_LIMIT_MS;
        const recovered = await untilTrue(() => load.outcomes.some((o) => o.status === 200 && o.start >= tBack), limit + 2000);
        const first200 = load.outcomes.filter((o) => o.status === 200 && o.start >= tBack).reduce((m, o) => Math.min(m, o.end), Infinity);
        const recoveryMs = recovered ? first200 - tBack : Infinity;
        // The load goes on a moment after the recovery, then pauses for the ledger check.
        await sleep(300);
        await load.pause();
        await load.stop();
        all.push(...load.outcomes);
        const dropped = checkAnswers(label, load.outcomes, killed);
        assert.ok(recoveryMs <= limit, `${label}: a 200 again within ${limit} ms of the return (${recoveryMs} ms)\n${serve.log().slice(-3000)}`);
        if (!killed) {
          assert.deepEqual(serve.processes(), processesBefore, `${label}: the same processes serve (no restart)`);
          assert.equal(serve.child.exitCode, null, `${label}: the service is still running`);
        }
        const ledger = checkLedger(label, await readLedger(fault.ledgerUrl, account.id), all);
        const f: RoundFigures = {
          scenario,
          mode,
          workers: workersLabel,
          round,
          atMs,
          calls: load.outcomes.length,
          ok: load.outcomes.filter((o) => o.status === 200).length,
          unavailable: load.outcomes.filter((o) => o.status === 503).length,
          dropped,
          recoveryMs,
          slowest503Ms,
          awayForMs,
          ...ledger,
        };
        figures.push(f);
        log(`${label}: fault at ${atMs} ms, away ${awayForMs} ms; calls ${f.calls}: 200 ${f.ok}, 503 ${f.unavailable}, dropped ${f.dropped}; slowest 503 ${slowest503Ms} ms; 200 again ${recoveryMs} ms after the return; balance ${f.balance} = ${f.expected}`);
        if (atStart) {
          await serve.stop();
          serve = null;
        }
      }
    } finally {
      await serve?.stop();
    }
  } finally {
    await fault.teardown().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
