/**
 * The email, ip, name and device engines as composed on SQLite read at once on the connection (the email's imported
 * data and graph profile in one read transaction; src/products/read-now.ts): each answers exactly what the same
 * engine answers through the asynchronous reads, and the synchronous reads were taken. On PostgreSQL the engines
 * have no connection and read the asynchronous way (nothing is counted).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { IdentityGraph, type Touchpoint } from '../../src/identity/graph.js';
import { createBundledReference } from '../../src/products/bundled.js';
import { createDeviceEngine } from '../../src/products/device/engine.js';
import { createEmailEngine } from '../../src/products/email/engine.js';
import { createIpEngine } from '../../src/products/ip/engine.js';
import { loadIpReference, type IpReference } from '../../src/products/ip/reference.js';
import { createNameEngine } from '../../src/products/name/engine.js';
import type { EngineContext, ProductOutcome } from '../../src/products/types.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { datasetByName } from '../../src/reference/datasets/registry.js';
import { CachedModelResolver } from '../../src/scoring/models/index.js';
import type { SqliteDatabase } from '../../src/store/db.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const BUNDLED = createBundledReference();
const NOW = new Date('2026-03-10T15:00:00Z');
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const UA = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

interface Engine {
  analyze(input: never, ctx: EngineContext): Promise<ProductOutcome<unknown>>;
}

for (const kind of DB_KINDS) {
  describe(`engines reading at once on the connection (${kind})`, () => {
    let t: TestStore;
    let reference: IpReference;
    /** Statements run and read transactions run through the connection handed to the engines. */
    const counted = { statements: 0, transactions: 0 };
    const engines: Record<'now' | 'async', Record<'email' | 'ip' | 'name' | 'device', Engine>> = {} as never;

    async function load(name: string, rows: unknown[]): Promise<void> {
      const file = join(t.dir, `${name}.jsonl`);
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      const s = await importDataset(datasetByName(name)!, file, t.store.db);
      assert.equal(s.bad, 0, JSON.stringify(s.badRows));
    }

    before(async () => {
      t = await testStore(kind, 'idrisk-read-now-');
      await load('breaches', [
        { email: 'anna.rossi@example.com', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Rossi', cities: ['Milano'] },
        { email: 'anna.rossi@example.com', phone: '447983614752', breach_id: 'linkedin-2012', title: 'LinkedIn', date: '2012-06-05' },
      ]);
      await load('presence', [
        { email: 'anna.rossi@example.com', platform: 'amazon', present: true, observed: '2025-01-01' },
        { email: 'mario.bianchi@example.com', platform: 'google', present: false, observed: '2025-01-01' },
      ]);
      const graph = new IdentityGraph(t.store.db, 'test-secret-0123456789');
      const person: Touchpoint[] = [
        { kind: 'email', value: 'anna.rossi@example.com' },
        { kind: 'ip', value: '73.22.1.5' },
        { kind: 'name', value: 'anna rossi' },
        { kind: 'phone', value: '+447983614752' },
      ];
      await graph.link(person, 'acct_rn', new Date('2025-06-01T00:00:00Z'));
      await graph.link([person[0]!, { kind: 'ip', value: '73.22.1.6' }], 'acct_rn', new Date('2025-07-01T00:00:00Z'));
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir, IDRISK_NETWORK: 'off', IDRISK_IP_LIST_REFRESH_SECONDS: '0' });
      reference = await loadIpReference({ config, db: t.store.db, logger });
      const raw = t.store.sqlite;
      /**
       * The connection counting statement runs and transactions; its connection without the statement cache (what
       * store/db.ts `prepareOwn` prepares a statement of its own on) counts the same, and a statement put in raw or
       * pluck mode stays counted. `select total_changes()` (identity/graph.ts: the connection's own write counter)
       * reads no table and is not counted.
       */
      const counting = (db: SqliteDatabase): SqliteDatabase =>
        new Proxy(db, {
          get(target, prop) {
            if (prop === 'prepare') {
              // Each run of a statement counts (a statement prepared once may be run by every call).
              return (text: string) => {
                const counts = !/^select total_changes\(\)$/i.test(text.trim());
                const stmt: object = new Proxy(target.prepare(text), {
                  get(inner, key) {
                    const v = Reflect.get(inner, key) as unknown;
                    if (typeof v !== 'function') return v;
                    const f = (v as (...a: unknown[]) => unknown).bind(inner);
                    if (key === 'raw' || key === 'pluck' || key === 'expand' || key === 'safeIntegers') {
                      return (...a: unknown[]) => {
                        f(...a);
                        return stmt;
                      };
                    }
                    return key === 'all' || key === 'get' || key === 'run' || key === 'iterate'
                      ? (...a: unknown[]) => {
                          if (counts) counted.statements++;
                          return f(...a);
                        }
                      : f;
                  },
                });
                return stmt;
              };
            }
            if (prop === 'transaction') {
              return (fn: (...a: never[]) => unknown) => {
                const tx = target.transaction(fn);
                return (...a: never[]) => {
                  counted.transactions++;
                  return tx(...a);
                };
              };
            }
            const v = Reflect.get(target, prop) as unknown;
            if (typeof prop === 'symbol' && v !== null && typeof v === 'object' && typeof (v as { prepare?: unknown }).prepare === 'function') return counting(v as SqliteDatabase);
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
          },
        });
      const sqlite = raw
        ? counting(raw)
        : undefined;
      for (const mode of ['now', 'async'] as const) {
        const deps = { config, db: t.store.db, graph, cache: new MemoryCache(), logger, reference: BUNDLED, ...(mode === 'now' ? { sqlite } : {}) };
        engines[mode] = {
          email: (await createEmailEngine(deps)) as unknown as Engine,
          ip: (await createIpEngine({ ...deps, models: new CachedModelResolver(t.store.db), reference: { ...BUNDLED, ip: reference } })) as unknown as Engine,
          name: (await createNameEngine(deps)) as unknown as Engine,
          device: (await createDeviceEngine(deps)) as unknown as Engine,
        };
      }
    });
    after(async () => {
      reference.close();
      await t.close();
    });

    /** Both engines on one input: the same answer; returns what the counted connection saw during the first. */
    async function same(product: 'email' | 'ip' | 'name' | 'device', input: object): Promise<{ statements: number; transactions: number }> {
      const run = async (mode: 'now' | 'async') => {
        const deadline = new Deadline(3000);
        try {
          return await engines[mode][product].analyze(input as never, { deadline, now: NOW, accountId: 'acct_rn', given: {} });
        } finally {
          deadline.dispose();
        }
      };
      const before = { ...counted };
      const a = await run('now');
      const seen = { statements: counted.statements - before.statements, transactions: counted.transactions - before.transactions };
      const b = await run('async');
      const label = `${product} ${JSON.stringify(input)}`;
      assert.deepEqual(a.payload, b.payload, label);
      assert.deepEqual([a.scored, a.touchpoints, a.signals], [b.scored, b.touchpoints, b.signals], label);
      assert.deepEqual(a.providers.map((p) => `${p.provider} ${p.ok}`), b.providers.map((p) => `${p.provider} ${p.ok}`), label);
      return seen;
    }

    test('email: imported data and the profile in one read transaction, the same answer', async () => {
      // Whether each dataset holds rows is learnt by a query at the first call (then known): that call reads the
      // asynchronous way.
      await same('email', { email: 'warm.up@example.com' });
      const addresses = ['anna.rossi@example.com', 'Anna.Rossi@Example.com', 'mario.bianchi@example.com', 'nobody@example.org'];
      for (const email of addresses) {
        const seen = await same('email', { email });
        assert.equal(seen.transactions, kind === 'sqlite' ? 1 : 0, email);
        // The breaches, the presence and the profile: three statements in that transaction.
        assert.equal(seen.statements, kind === 'sqlite' ? 3 : 0, email);
      }
      const { payload } = await engines.now.email.analyze({ email: 'anna.rossi@example.com' } as never, { deadline: new Deadline(3000), now: NOW, accountId: 'acct_rn', given: {} });
      const p = payload as Record<string, unknown>;
      assert.equal(p.data_breaches_count, 2);
      assert.equal(p.identity_ip_count, 2);
      const invalid = await same('email', { email: 'not an address' });
      assert.deepEqual(invalid, { statements: 0, transactions: 0 });
    });

    test('ip, name and device: the profile read at once (no transaction around one statement), the same answer', async () => {
      for (const ip of ['73.22.1.5', '8.8.8.8', '2a0b:f4c0::1', '10.0.0.1']) {
        const seen = await same('ip', { ip });
        assert.deepEqual(seen, { statements: kind === 'sqlite' ? 1 : 0, transactions: 0 }, ip);
      }
      for (const [first_name, last_name] of [['Anna', 'Rossi'], ['Mario', 'Bianchi']]) {
        const seen = await same('name', { first_name, last_name });
        assert.deepEqual(seen, { statements: kind === 'sqlite' ? 1 : 0, transactions: 0 }, first_name);
      }
      const seen = await same('device', { user_agent: UA });
      assert.equal(seen.statements, kind === 'sqlite' ? 1 : 0);
      assert.equal(seen.transactions, 0);
      const { payload } = await engines.now.ip.analyze({ ip: '73.22.1.5' } as never, { deadline: new Deadline(3000), now: NOW, accountId: 'acct_rn', given: {} });
      assert.equal((payload as Record<string, unknown>).identity_email_count, 1);
    });

    if (kind === 'sqlite') {
      test('inside a transaction of the connection, or past the deadline, the engines read the asynchronous way', async () => {
        const before = { ...counted };
        const expired = new Deadline(1);
        await new Promise((r) => setTimeout(r, 5));
        await engines.now.name.analyze({ first_name: 'Anna', last_name: 'Rossi' } as never, { deadline: expired, now: NOW, accountId: 'acct_rn', given: {} });
        expired.dispose();
        assert.deepEqual({ ...counted }, before, 'past the deadline');
        const raw = t.store.sqlite!;
        raw.prepare('begin').run();
        try {
          const deadline = new Deadline(3000);
          // Kysely's reads wait for the connection while this transaction is open: only check that nothing ran at once.
          const pending = engines.now.email.analyze({ email: 'anna.rossi@example.com' } as never, { deadline, now: NOW, accountId: 'acct_rn', given: {} });
          assert.deepEqual({ ...counted }, before, 'inside a transaction');
          raw.prepare('commit').run();
          await pending;
          deadline.dispose();
        } finally {
          if (raw.inTransaction) raw.prepare('rollback').run();
        }
      });
    }
  });
}
