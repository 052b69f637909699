/**
 * A soak of the service as operators run it: the compiled `idrisk serve` at its default worker count, a measured
 * maximum throughput of mixed live products (phone, email, ip, name, device in turn), then a steady open-loop load
 * at a fraction of it for a long while. Shared by bench/soak.ts (20 minutes at 70%, figures in bench/RESULTS.md) and
 * the suite's short form (test/faults/soak.test.ts).
 *
 * Figures: resident memory of the whole process tree (primary and workers, from /proc) after the first tenth of the
 * run (2 minutes of 20) and at the end; p99 latency of the first and the last quarter (5 minutes of 20); every
 * answer not 200 and every network error; the ledger (balance = start - stored usage; every 200 has its resolution).
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { compose } from '../../src/composition.js';
import { openStore } from '../../src/store/db.js';
import { startServe } from './fault-rounds.js';
import { startPostgres, type PgServer } from './postgres.js';

export interface SoakOptions {
  readonly db: 'sqlite' | 'postgres';
  readonly durationMs: number;
  /** The load as a fraction of the measured maximum (0.7 in the bench). */
  readonly fraction: number;
  /** How long the maximum is measured (closed loop). */
  readonly probeMs?: number;
  readonly connections?: number;
  readonly log?: (line: string) => void;
}

export interface SoakFigures {
  readonly db: string;
  readonly durationS: number;
  readonly maxRps: number;
  readonly targetRps: number;
  readonly achievedRps: number;
  readonly calls: number;
  readonly non200: number;
  readonly networkErrors: number;
  /** Examples of what was not a 200 (at most 5). */
  readonly failures: string[];
  readonly rssEarlyMb: number;
  readonly rssEndMb: number;
  readonly rssRatio: number;
  readonly p99FirstMs: number;
  readonly p99LastMs: number;
  readonly p99Ratio: number;
  readonly ledgerExact: boolean;
}

const START_CREDITS = 1_000_000_000;
const SECRET = 'soak-secret-0123456789abcdef';

const BODIES = [
  (id: string) => ['/1.0/phone', { customer_id: id, claims: ['phone'], phone_number: '+447700900123' }],
  (id: string) => ['/1.0/email', { customer_id: id, claims: ['email'], email: `jane.doe.${id}@example.com` }],
  (id: string) => ['/1.0/ip', { customer_id: id, claims: ['ip'], ip: '192.0.2.10' }],
  (id: string) => ['/1.0/name', { customer_id: id, claims: ['name'], first_name: 'Jane', last_name: 'Doe' }],
  (id: string) => ['/1.0/device', { customer_id: id, claims: ['device'], user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' }],
] as const;

function treeRssBytes(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      total += m ? Number(m[1]) * 1024 : 0;
      for (const c of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) visit(Number(c));
    } catch {
      /* gone */
    }
  };
  visit(pid);
  return total;
}

function p99(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

interface Sample {
  readonly start: number;
  readonly ms: number;
  readonly status: number | null;
  readonly customerId: string;
  readonly resolutionId?: string;
  readonly detail?: string;
}

export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-soak-'));
  let pg: PgServer | null = null;
  let databaseUrl = `sqlite:${join(dir, 'idrisk.db')}`;
  if (options.db === 'postgres') {
    pg = await startPostgres({ detached: true, durable: true });
    const { default: pgLib } = await import('pg');
    const admin = new pgLib.Client({ connectionString: pg.adminUrl });
    await admin.connect();
    await admin.query('create database soak');
    await admin.end();
    databaseUrl = pg.adminUrl.replace(/\/postgres$/, '/soak');
  }
  const env = { DATABASE_URL: databaseUrl, IDRISK_DATA_DIR: dir, IDRISK_SECRET: SECRET, IDRISK_NETWORK: 'off', LOG_LEVEL: 'warn' };
  try {
    const services = await compose(loadConfig(env), { products: false });
    const account = await services.accounts.create({ name: 'soak', credits: START_CREDITS, rateLimit: 1_000_000 });
    const key = (await services.keys.create(account.id, 'live')).secret;
    await services.close();
    const serve = await startServe(env, null);
    let n = 0;
    const call = async (): Promise<Sample> => {
      const id = `soak-${n}`;
      const [path, body] = BODIES[n++ % BODIES.length](id);
      const start = performance.now();
      try {
        const res = await fetch(`${serve.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
        const text = await res.text();
        const ms = performance.now() - start;
        const resolutionId = res.status === 200 ? (JSON.parse(text) as { resolution_id: string }).resolution_id : undefined;
        return { start, ms, status: res.status, customerId: id, resolutionId, detail: res.status === 200 ? undefined : `${path} ${res.status} ${text.slice(0, 200)}` };
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        return { start, ms: performance.now() - start, status: null, customerId: id, detail: `${path} ${cause?.code ?? (err as Error).message}` };
      }
    };
    const samples: Sample[] = [];
    try {
      // The maximum: a closed loop on `connections` connections (after a short warm-up).
      const connections = options.connections ?? 32;
      const closedLoop = async (ms: number) => {
        const until = performance.now() + ms;
        let done = 0;
        await Promise.all(
          Array.from({ length: connections }, async () => {
            while (performance.now() < until) {
              samples.push(await call());
              done++;
            }
          }),
        );
        return done;
      };
      await closedLoop(3000);
      const probeMs = options.probeMs ?? 15_000;
      const maxRps = (await closedLoop(probeMs)) / (probeMs / 1000);
      const targetRps = maxRps * options.fraction;
      log(`${options.db}: maximum ${maxRps.toFixed(0)} calls/s (closed loop, ${connections} connections); soak at ${targetRps.toFixed(0)} calls/s for ${Math.round(options.durationMs / 1000)} s`);
      // The soak: calls started on a fixed schedule (open loop), whatever the answers' pace.
      const soak: Sample[] = [];
      const t0 = performance.now();
      const pending = new Set<Promise<void>>();
      const rss: { at: number; bytes: number }[] = [];
      const rssTimer = setInterval(() => rss.push({ at: performance.now() - t0, bytes: treeRssBytes(serve.child.pid!) }), 1000);
      let sent = 0;
      while (performance.now() - t0 < options.durationMs) {
        const due = Math.floor(((performance.now() - t0) / 1000) * targetRps);
        while (sent < due) {
          sent++;
          const p: Promise<void> = call().then((s) => {
            soak.push(s);
            pending.delete(p);
          });
          pending.add(p);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await Promise.all(pending);
      clearInterval(rssTimer);
      rss.push({ at: performance.now() - t0, bytes: treeRssBytes(serve.child.pid!) });
      samples.push(...soak);
      const early = rss.find((r) => r.at >= options.durationMs / 10) ?? rss[0];
      const end = rss[rss.length - 1];
      const quarter = options.durationMs / 4;
      const first = soak.filter((s) => s.start - t0 < quarter && s.status === 200).map((s) => s.ms);
      const last = soak.filter((s) => s.start - t0 >= options.durationMs - quarter && s.status === 200).map((s) => s.ms);
      const bad = soak.filter((s) => s.status !== 200);
      // The ledger, read from the database once the service is idle.
      const store = await openStore(loadConfig(env).database);
      let ledgerExact = false;
      try {
        const usage = await store.db.selectFrom('usage').select(['resolution_id', 'credits']).where('account_id', '=', account.id).execute();
        const resolutions = new Set((await store.db.selectFrom('resolutions').select('id').where('account_id', '=', account.id).execute()).map((r) => r.id));
        const acct = await store.db.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
        const spent = usage.reduce((s, u) => s + Number(u.credits), 0);
        const answered = samples.filter((s) => s.status === 200);
        ledgerExact = Number(acct.credits) === START_CREDITS - spent && usage.every((u) => resolutions.has(u.resolution_id)) && answered.every((s) => s.resolutionId && resolutions.has(s.resolutionId));
      } finally {
        await store.close();
      }
      const figures: SoakFigures = {
        db: options.db,
        durationS: Math.round(options.durationMs / 1000),
        maxRps: Math.round(maxRps),
        targetRps: Math.round(targetRps),
        achievedRps: Math.round(soak.length / (options.durationMs / 1000)),
        calls: soak.length,
        non200: bad.filter((s) => s.status !== null).length,
        networkErrors: bad.filter((s) => s.status === null).length,
        failures: bad.slice(0, 5).map((s) => s.detail ?? ''),
        rssEarlyMb: Math.round(early.bytes / 1048576),
        rssEndMb: Math.round(end.bytes / 1048576),
        rssRatio: Number((end.bytes / early.bytes).toFixed(3)),
        p99FirstMs: Math.round(p99(first)),
        p99LastMs: Math.round(p99(last)),
        p99Ratio: Number((p99(last) / p99(first)).toFixed(2)),
        ledgerExact,
      };
      log(JSON.stringify(figures));
      return figures;
    } finally {
      await serve.stop();
    }
  } finally {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
