/**
 * Crash safety with real processes: a worker is killed with SIGKILL in the middle of its jobs; a new worker takes
 * them over once their leases expire, and every job ends exactly once, billed once. And SIGTERM gives running jobs
 * back at once (no lease to wait for).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ServerResponse } from 'node:http';
import { testApp, uniqueId, type DbKind, type TestApp } from '../helpers/app.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';
import { gatedDomainEngine } from '../helpers/domain-engine.js';
import { deferred } from '../helpers/jobs.js';
import { PRICES } from '../../src/accounts/prices.js';

const PRICE = PRICES['domain-intelligence'];

interface Child {
  readonly proc: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when `count` log lines matching `match` were printed. */
  lines(count: number, match: (l: Record<string, unknown>) => boolean): Promise<Record<string, unknown>[]>;
}

function startWorker(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/worker-child.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const waiters: { count: number; match: (l: Record<string, unknown>) => boolean; seen: Record<string, unknown>[]; resolve: (l: Record<string, unknown>[]) => void }[] = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    let l: Record<string, unknown>;
    try {
      l = JSON.parse(line);
    } catch {
      return;
    }
    for (const w of waiters) {
      if (w.seen.length < w.count && w.match(l)) {
        w.seen.push(l);
        if (w.seen.length === w.count) w.resolve(w.seen);
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    proc,
    exited,
    lines: (count, match) => new Promise((resolve) => waiters.push({ count, match, seen: [], resolve })),
  };
}

const kinds: DbKind[] = ['sqlite', 'postgres'];
for (const kind of kinds) {
  describe(`jobs survive a crash (${kind})`, () => {
    let t: TestApp;
    let engineServer: HttpTestServer;
    let live: string;
    let accountId: string;
    /** Requests of the engine, answered at once unless held. */
    let hold = true;
    const held: ServerResponse[] = [];
    let arrivals: { count: number; resolve: () => void } | null = null;
    const seen: string[] = [];
    const children: Child[] = [];
    const env = () => ({
      DATABASE_URL: t.config.database.url,
      IDRISK_DATA_DIR: t.dir,
      IDRISK_SECRET: 'test-secret-0123456789abcdef',
      IDRISK_NETWORK: 'off',
      IDRISK_JOBS_LEASE_MS: '1000',
      IDRISK_JOBS_POLL_MS: '100',
      IDRISK_JOBS_CONCURRENCY: '4',
      TEST_DOMAIN_ENGINE_URL: engineServer.url,
    });

    before(async () => {
      t = await testApp(kind, {}, { engines: { domain: gatedDomainEngine().engine } });
      const a = await t.account({ credits: 1000 });
      live = a.live;
      accountId = a.account.id;
      engineServer = await serveHttp((req, res) => {
        const domain = new URL(req.url!, 'http://x').searchParams.get('domain')!;
        seen.push(domain);
        if (hold) held.push(res);
        else res.end(`analyzed ${domain}`);
        if (arrivals && seen.length >= arrivals.count) arrivals.resolve();
      });
    });
    after(async () => {
      for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
      await Promise.all(children.map((c) => c.exited));
      await engineServer.close();
      await t.close();
    });

    const submit = async (n: number) => {
      const ids: { customerId: string; resolutionId: string; domain: string }[] = [];
      for (let i = 0; i < n; i++) {
        const customerId = uniqueId('crash');
        const domain = `site-${i}-${customerId}.example`;
        const res = await t.app.inject({ method: 'POST', url: '/1.0/domain-intelligence/', headers: { 'x-api-key': live, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: customerId, claims: ['domain'], domain: { value: domain } }) });
        assert.equal(res.statusCode, 200, res.body);
        ids.push({ customerId, resolutionId: res.json().resolution_id, domain });
      }
      return ids;
    };
    const waitForEngineCalls = (count: number) => {
      const d = deferred();
      arrivals = { count, resolve: d.resolve };
      if (seen.length >= count) d.resolve();
      return d.promise;
    };

    test('kill -9 mid-job, restart: every job ends exactly once, billed once', async () => {
      const before = (await t.services.accounts.require(accountId)).credits;
      const jobs = await submit(3);
      const a = startWorker(env());
      children.push(a);
      await waitForEngineCalls(3); // all three jobs are inside the engine now
      const running = await t.services.store.db.selectFrom('jobs').select(['status', 'attempts']).where('name', '=', 'domain-intelligence.run').execute();
      assert.deepEqual(running.map((j) => [j.status, Number(j.attempts)]), [['running', 1], ['running', 1], ['running', 1]]);
      a.proc.kill('SIGKILL');
      assert.equal((await a.exited).signal, 'SIGKILL');
      for (const res of held.splice(0)) res.destroy();

      hold = false;
      const b = startWorker(env());
      children.push(b);
      const done = await b.lines(3, (l) => l.msg === 'job attempt' && l.name === 'domain-intelligence.run');
      assert.deepEqual(done.map((l) => l.outcome), ['succeeded', 'succeeded', 'succeeded']);

      for (const j of jobs) {
        const r = await t.services.resolutions.byId(j.resolutionId);
        assert.equal(r?.status, 'completed');
        assert.equal((r?.response as Record<string, unknown>).website_contents_description, `analyzed ${j.domain}`);
        assert.equal(seen.filter((d) => d === j.domain).length, 2, 'analyzed by the killed worker and by the new one');
        const usage = await t.services.store.db.selectFrom('usage').select('credits').where('resolution_id', '=', j.resolutionId).execute();
        assert.deepEqual(usage, [{ credits: PRICE }], 'billed once');
      }
      const rows = await t.services.store.db.selectFrom('jobs').select(['status', 'attempts', 'lease_owner']).where('name', '=', 'domain-intelligence.run').execute();
      assert.deepEqual(rows.map((j) => [j.status, Number(j.attempts), j.lease_owner]), [['succeeded', 2, null], ['succeeded', 2, null], ['succeeded', 2, null]]);
      assert.equal((await t.services.accounts.require(accountId)).credits, before - 3 * PRICE);

      b.proc.kill('SIGTERM');
      assert.deepEqual(await b.exited, { code: 0, signal: null });
    });

    test('SIGTERM gives running jobs back at once; the next worker finishes them without waiting for a lease', async () => {
      hold = true;
      seen.length = 0;
      const [job] = await submit(1);
      const a = startWorker({ ...env(), IDRISK_JOBS_LEASE_MS: '3600000' });
      children.push(a);
      await waitForEngineCalls(1);
      const released = a.lines(1, (l) => l.outcome === 'released' && l.name === 'domain-intelligence.run');
      a.proc.kill('SIGTERM');
      await released;
      assert.deepEqual(await a.exited, { code: 0, signal: null });
      for (const res of held.splice(0)) res.destroy();
      const row = await t.services.store.db.selectFrom('jobs').select(['status', 'attempts', 'lease_owner']).where('payload', 'like', `%${job.resolutionId}%`).executeTakeFirstOrThrow();
      assert.deepEqual([row.status, Number(row.attempts), row.lease_owner], ['queued', 0, null]);

      hold = false;
      const b = startWorker({ ...env(), IDRISK_JOBS_LEASE_MS: '3600000' });
      children.push(b);
      const [done] = await b.lines(1, (l) => l.msg === 'job attempt' && l.name === 'domain-intelligence.run');
      assert.equal(done.outcome, 'succeeded');
      assert.equal((await t.services.resolutions.byId(job.resolutionId))?.status, 'completed');
      b.proc.kill('SIGTERM');
      assert.deepEqual(await b.exited, { code: 0, signal: null });
    });
  });
}
