/**
 * The job queue and runner on SQLite and PostgreSQL, with a catalogue of test jobs whose effects are rows of a
 * real table: jobs run once and their writes commit with their success, retries follow the entry's backoff, the
 * last failure runs onFailure in the same transaction, timeouts abort, a lost lease cannot finish, stop() gives
 * running jobs back, and two runners on one database never run a job twice (SKIP LOCKED on PostgreSQL).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { attempts, deferred, nextAttempt } from '../helpers/jobs.js';
import { defineJob, LeaseLost, PermanentJobError } from '../../src/jobs/define.js';
import { InvalidJobPayload, JobQueue, UnknownJob } from '../../src/jobs/queue.js';
import { JobRunner } from '../../src/jobs/runner.js';
import { jobDeps } from '../../src/jobs/index.js';
import type { Tx } from '../../src/store/db.js';

const Payload = Type.Object({ key: Type.String() }, { additionalProperties: false });
const backoff = { baseMs: 30, factor: 2, maxMs: 1000, jitter: 0 };

/** Handler behaviour per payload key, set by each test. */
const behaviour = new Map<string, (attempt: number, signal: AbortSignal) => Promise<void>>();
const runs = new Map<string, number[]>();

async function effect(tx: Tx, key: string, what: string): Promise<void> {
  await sql`insert into test_effects (key, what) values (${key}, ${what})`.execute(tx);
}

const job = (name: string, retry: Parameters<typeof defineJob>[0]['retry'], timeoutMs = 5000) =>
  defineJob({
    name,
    payload: Payload,
    retry,
    timeoutMs,
    async handler(p, ctx) {
      runs.set(p.key, [...(runs.get(p.key) ?? []), Date.now()]);
      await behaviour.get(p.key)?.(ctx.job.attempt, ctx.signal);
      await ctx.finish((tx) => effect(tx, p.key, 'done'));
    },
    async onFailure(p, failure, tx) {
      await effect(tx, p.key, `failed: ${failure.error}`);
    },
  });

const CATALOGUE = {
  'test.once': job('test.once', { maxAttempts: 1, backoff }),
  'test.retry': job('test.retry', { maxAttempts: 3, backoff }),
  // 500 ms (was 100): the second attempt (a claim, the handler, the finishing transaction) must fit in it on a loaded
  // machine, or it times out too, fails for good, and the test waits for a success that never comes.
  'test.timeout': job('test.timeout', { maxAttempts: 2, backoff }, 500),
};

for (const kind of DB_KINDS) {
  describe(`job runner (${kind})`, () => {
    let t: TestApp;
    let queue: JobQueue<typeof CATALOGUE>;
    const runners: JobRunner[] = [];
    const k = (key: string) => `${kind}:${key}`;
    const runner = (options: { concurrency?: number; leaseMs?: number } = {}) => {
      const r = new JobRunner(queue, { ...jobDeps(t.services), queue: queue as unknown as JobQueue }, { concurrency: 4, pollMs: 20, leaseMs: 5000, ...options });
      runners.push(r);
      return r;
    };
    const effects = async (key: string) =>
      (await sql<{ what: string }>`select what from test_effects where key = ${key} order by what`.execute(t.services.store.db)).rows.map((r) => r.what);
    const row = async (id: string) => (await queue.get(id))!;

    before(async () => {
      t = await testApp(kind, {}, { products: false });
      await sql`create table test_effects (key text not null, what text not null)`.execute(t.services.store.db);
      queue = new JobQueue(t.services.store.db, t.services.store.kind, CATALOGUE);
    });
    after(async () => {
      for (const r of runners) await r.stop();
      await t.close();
    });

    test('enqueue checks the payload against the entry and honours a dedupe key', async () => {
      await assert.rejects(queue.enqueue('test.once', { key: 1 } as never), InvalidJobPayload);
      await assert.rejects(queue.enqueue('nope' as never, { key: 'x' } as never), UnknownJob);
      assert.match((await queue.enqueue('test.once', { key: k('dedupe') }, { dedupeKey: `d-${kind}`, runAt: new Date(Date.now() + 3_600_000) }))!, /^job_/);
      assert.equal(await queue.enqueue('test.once', { key: k('dedupe') }, { dedupeKey: `d-${kind}` }), null);
    });

    test('two runners on one database run each of 40 jobs exactly once, its writes committed with its success', async () => {
      const keys = Array.from({ length: 40 }, (_, i) => k(`many-${i}`));
      const a = runner({ concurrency: 3 });
      const b = runner({ concurrency: 3 });
      const done = attempts([a, b], keys.length, (e) => e.job.name === 'test.once');
      const ids = [];
      for (const key of keys) ids.push(await queue.enqueue('test.once', { key }));
      a.start();
      b.start();
      const events = await done;
      assert.ok(events.every((e) => e.outcome === 'succeeded'));
      assert.deepEqual(new Set(events.map((e) => e.job.id)).size, keys.length);
      for (const key of keys) {
        assert.deepEqual(runs.get(key)?.length, 1, key);
        assert.deepEqual(await effects(key), ['done']);
      }
      for (const id of ids) {
        const r = await row(id!);
        assert.equal(r.status, 'succeeded');
        assert.equal(Number(r.attempts), 1);
        assert.equal(r.lease_owner, null);
      }
      await a.stop();
      await b.stop();
    });

    test('a failing job is retried after its backoff and succeeds', async () => {
      behaviour.set(k('flaky'), async (attempt) => {
        if (attempt < 3) throw new Error(`boom ${attempt}`);
      });
      const r = runner();
      const done = nextAttempt(r, (e) => e.outcome === 'succeeded');
      const id = (await queue.enqueue('test.retry', { key: k('flaky') }))!;
      r.start();
      await done;
      const times = runs.get(k('flaky'))!;
      assert.equal(times.length, 3);
      assert.ok(times[1] - times[0] >= 30 && times[2] - times[1] >= 60, `backoff 30 then 60 ms: ${times[1] - times[0]}, ${times[2] - times[1]}`);
      const j = await row(id);
      assert.deepEqual([j.status, Number(j.attempts), j.last_error], ['succeeded', 3, null]);
      assert.deepEqual(await effects(k('flaky')), ['done']);
      await r.stop();
    });

    test('after the last attempt the job fails for good and onFailure writes in the same transaction', async () => {
      behaviour.set(k('doomed'), async (attempt) => {
        throw new Error(`always ${attempt}`);
      });
      behaviour.set(k('permanent'), async () => {
        throw new PermanentJobError('cannot ever work');
      });
      const r = runner();
      const failed = attempts([r], 2, (e) => e.outcome === 'failed');
      const doomed = (await queue.enqueue('test.retry', { key: k('doomed') }))!;
      const permanent = (await queue.enqueue('test.retry', { key: k('permanent') }))!;
      r.start();
      await failed;
      const j = await row(doomed);
      assert.deepEqual([j.status, Number(j.attempts), j.last_error], ['failed', 3, 'always 3']);
      assert.deepEqual(await effects(k('doomed')), ['failed: always 3']);
      const p = await row(permanent);
      assert.deepEqual([p.status, Number(p.attempts)], ['failed', 1], 'no retry of a permanent failure');
      assert.deepEqual(await effects(k('permanent')), ['failed: cannot ever work']);
      await r.stop();
    });

    test('a handler that outlives its timeout is aborted and the attempt counts as failed', async () => {
      let aborted = 0;
      behaviour.set(k('slow'), async (attempt, signal) => {
        if (attempt > 1) return;
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
        aborted += 1;
      });
      const r = runner();
      const first = nextAttempt(r, (e) => e.job.name === 'test.timeout');
      const done = nextAttempt(r, (e) => e.job.name === 'test.timeout' && e.outcome === 'succeeded');
      await queue.enqueue('test.timeout', { key: k('slow') });
      r.start();
      const e = await first;
      assert.equal(e.outcome, 'retry');
      assert.match(e.error!, /timed out after 500 ms/);
      await done;
      assert.equal(aborted, 1);
      assert.deepEqual(await effects(k('slow')), ['done']);
      await r.stop();
    });

    test('a worker whose lease expired cannot finish the job another worker took over', async () => {
      const id = (await queue.enqueue('test.once', { key: k('lease') }))!;
      const [stale] = await queue.claim('dead-worker', 1, 1, new Date());
      assert.equal(stale.id, id);
      const r = runner();
      const done = nextAttempt(r, (e) => e.job.id === id);
      r.start();
      assert.equal((await done).outcome, 'succeeded');
      assert.equal(Number((await row(id)).attempts), 2);
      await assert.rejects(t.services.store.db.transaction().execute((tx) => queue.succeed(tx, stale)), LeaseLost);
      assert.equal(await queue.retry(stale, new Date(), 'late'), false);
      assert.equal(await queue.renew(stale, 1000), false);
      assert.deepEqual(await effects(k('lease')), ['done']);
      await r.stop();
    });

    test('stop() aborts running handlers and gives their jobs back, uncounted; another runner finishes them', async () => {
      const started = deferred();
      let sawAbort = false;
      behaviour.set(k('held'), async (attempt, signal) => {
        if (attempt > 1) return;
        started.resolve();
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
        sawAbort = true;
      });
      const a = runner();
      const released = nextAttempt(a, (e) => e.outcome === 'released');
      const id = (await queue.enqueue('test.once', { key: k('held') }))!;
      a.start();
      await started.promise;
      assert.equal((await row(id)).status, 'running');
      await a.stop();
      await released;
      assert.ok(sawAbort);
      const j = await row(id);
      assert.deepEqual([j.status, Number(j.attempts), j.lease_owner], ['queued', 0, null]);
      behaviour.set(k('held'), async () => {});
      const b = runner();
      const done = nextAttempt(b, (e) => e.job.id === id);
      b.start();
      assert.equal((await done).outcome, 'succeeded');
      assert.deepEqual(await effects(k('held')), ['done']);
      await b.stop();
    });

    test('a job of a name the catalogue does not know fails with a clear error', async () => {
      const r = runner();
      const failed = nextAttempt(r, (e) => e.outcome === 'failed');
      const now = new Date().toISOString();
      await t.services.store.db
        .insertInto('jobs')
        .values({ id: 'job_unknown1', name: 'retired.job', payload: '{}', status: 'queued', attempts: 0, run_at: now, lease_owner: null, lease_expires_at: null, last_error: null, dedupe_key: null, created_at: now, updated_at: now, finished_at: null })
        .execute();
      r.start();
      await failed;
      const j = await row('job_unknown1');
      assert.equal(j.status, 'failed');
      assert.match(j.last_error!, /no job "retired.job"/);
      await r.stop();
    });
  });
}
