/**
 * The phone datasets' change counter (migration 0210) and the phone engine's memo of the datasets' answers
 * (src/products/phone/facts-memo.ts): the counter moves with every change of the five tables, whatever makes it, and
 * the engine's answers follow changes made by another connection (another process: an import, an erasure, a change by
 * hand) at the next call.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config/index.js';
import type { PhonePayload } from '../../src/contract/payloads/phone.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { createBundledReference } from '../../src/products/bundled.js';
import { createPhoneEngine } from '../../src/products/phone/engine.js';
import { AbsentKeys, type SideDataset } from '../../src/products/phone/absent-keys.js';
import { DbPhoneDatasets } from '../../src/products/phone/sources.js';
import type { ProductEngine } from '../../src/products/types.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { datasetByName } from '../../src/reference/datasets/registry.js';
import { openStore, type Db, type Store } from '../../src/store/db.js';
import { DB_KINDS } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';

const NOW = new Date('2025-06-01T12:00:00Z');

/**
 * Polls `ok` every 10 ms for at most `ms`: true within it passes when `what` says it must become true; for "still ...",
 * it must hold throughout.
 */
async function until(ok: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  const throughout = what.startsWith('still');
  for (;;) {
    const v = await ok();
    if (throughout ? !v : v) {
      if (throughout) assert.fail(what);
      return;
    }
    if (Date.now() >= end) {
      if (throughout) return;
      assert.fail(what);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const N = '447983614752';
const M = '447983614753';

for (const kind of DB_KINDS) {
  describe(`phone datasets' change counter and the engine's memo (${kind})`, () => {
    let t: TestStore;
    /** A second store on the same database: another process's connection. */
    let other: Store;
    let engine: ProductEngine<'phone', PhonePayload>;
    let asyncEngine: ProductEngine<'phone', PhonePayload>;
    let n = 0;

    async function load(db: Db, name: string, rows: unknown[]): Promise<void> {
      const file = join(t.dir, `${name}-${n++}.jsonl`);
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      const s = await importDataset(datasetByName(name)!, file, db);
      assert.equal(s.bad, 0, JSON.stringify(s.badRows));
    }
    const version = async (db: Db) => Number((await db.selectFrom('phone_datasets_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
    async function analyze(e: ProductEngine<'phone', PhonePayload>, phone: string) {
      const deadline = new Deadline(2000);
      try {
        return await e.analyze({ phone_number: `+${phone}` }, { deadline, now: NOW, accountId: 'acct_test', given: {} });
      } finally {
        deadline.dispose();
      }
    }

    before(async () => {
      t = await testStore(kind, 'idrisk-phone-memo-');
      other = await openStore(t.config);
      await load(t.store.db, 'breaches', [{ phone: N, breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Rossi' }]);
      await load(t.store.db, 'phone-names', [{ phone: N, first_name: 'Anna', last_name: 'Rossi', sources: 3 }]);
      await load(t.store.db, 'mnp', [{ phone: M, current_network_name: 'Three', ported_times: 1 }]);
      await load(t.store.db, 'disposable-phones', [{ number: M, provider: 'receive-smss.com' }]);
      await load(t.store.db, 'presence', [{ phone: N, platform: 'whatsapp', present: true, observed: '2025-01-01' }]);
      const config = loadConfig({ DATABASE_URL: t.url });
      const graph = new IdentityGraph(t.store.db, 'test-secret-0123456789');
      const reference = createBundledReference();
      engine = await createPhoneEngine({ config, db: t.store.db, sqlite: t.store.sqlite, graph, cache: new MemoryCache(), logger, reference });
      asyncEngine = await createPhoneEngine({ config, db: t.store.db, graph, cache: new MemoryCache(), logger, reference });
    });
    after(async () => {
      await other.close();
      await t.close();
    });

    test('the counter moves with an insert, an update and a delete of each of the five tables, from any connection', async () => {
      const db = other.db;
      const changes: [string, () => Promise<unknown>][] = [
        ['breaches import', () => load(db, 'breaches', [{ phone: M, breach_id: 'x-2020', title: 'X', date: '2020-01-01' }])],
        ['breach update', () => db.updateTable('breach_records').set({ title: 'Y' }).where('breach_id', '=', 'x-2020').execute()],
        ['breach delete', () => db.deleteFrom('breach_records').where('breach_id', '=', 'x-2020').execute()],
        ['phone-names import', () => load(db, 'phone-names', [{ phone: M, first_name: 'Bo', last_name: 'Li', sources: 1 }])],
        ['phone-names update', () => db.updateTable('phone_names').set({ sources: 2 }).where('phone', '=', M).execute()],
        ['phone-names delete', () => db.deleteFrom('phone_names').where('phone', '=', M).execute()],
        ['mnp import', () => load(db, 'mnp', [{ phone: N, current_network_name: 'O2', ported_times: 2 }])],
        ['mnp update', () => db.updateTable('phone_mnp').set({ ported_times: 3 }).where('phone', '=', N).execute()],
        ['mnp delete', () => db.deleteFrom('phone_mnp').where('phone', '=', N).execute()],
        ['disposable import', () => load(db, 'disposable-phones', [{ number: N, provider: 'p' }])],
        ['disposable update', () => db.updateTable('disposable_phones').set({ provider: 'q' }).where('pattern', '=', N).execute()],
        ['disposable delete', () => db.deleteFrom('disposable_phones').where('pattern', '=', N).execute()],
        ['presence import', () => load(db, 'presence', [{ phone: M, platform: 'telegram', present: true, observed: '2025-01-01' }])],
        ['presence update', () => db.updateTable('presence').set({ present: 0 }).where('subject', '=', M).execute()],
        ['presence delete', () => db.deleteFrom('presence').where('subject', '=', M).execute()],
      ];
      for (const [what, change] of changes) {
        const before = await version(t.store.db);
        await change();
        assert.ok((await version(t.store.db)) > before, what);
      }
    });

    test('the engine answers changes made by another connection at its next call, as the asynchronous reads do', async () => {
      const same = async (phone: string, what: string) => {
        const a = await analyze(engine, phone);
        const b = await analyze(asyncEngine, phone);
        assert.deepEqual(a.payload, b.payload, what);
        assert.deepEqual([a.scored, a.signals], [b.scored, b.signals], what);
        assert.deepEqual(a.providers.map((p) => p.provider).sort(), b.providers.map((p) => p.provider).sort(), what);
        return a.payload;
      };
      // The first call checks which datasets are loaded (asynchronous reads); the next ones read in one transaction.
      await analyze(engine, N);
      let p = await same(N, 'first');
      assert.equal(p.data_breaches_count, 1);
      assert.equal(p.first_name, 'Anna');
      assert.equal((await same(N, 'again, from the memo')).data_breaches_count, 1);

      await load(other.db, 'breaches', [{ phone: N, breach_id: 'lnkd-2012', title: 'LinkedIn', date: '2012-06-05', first_name: 'Anna', last_name: 'Rossi' }]);
      assert.equal((await same(N, 'an import by another connection')).data_breaches_count, 2);

      await other.db.deleteFrom('phone_names').where('phone', '=', N).execute();
      p = await same(N, 'a deletion (an erasure) by another connection');
      assert.equal(p.first_name, null);

      if (kind === 'sqlite') await sql`update breach_records set title = 'Changed' where breach_id = 'lnkd-2012'`.execute(other.db);
      else await other.db.updateTable('breach_records').set({ title: 'Changed' }).where('breach_id', '=', 'lnkd-2012').execute();
      p = await same(N, 'a change by hand');
      assert.match(p.data_breaches_data ?? '', /Changed/);

      await other.db.updateTable('presence').set({ present: 0 }).where('subject', '=', N).execute();
      assert.equal((await same(N, 'presence changed')).has_whatsapp, false);
    });

    test('an erasure by another connection empties the memo within the poll interval, with no call of the number', async () => {
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_CACHE_POLL_MS: '20' });
      const graph = new IdentityGraph(t.store.db, 'test-secret-0123456789');
      const watched = await createPhoneEngine({ config, db: t.store.db, ...(kind === 'sqlite' ? { sqlite: t.store.sqlite } : {}), graph, cache: new MemoryCache(), logger, reference: createBundledReference() });
      await load(other.db, 'phone-names', [{ phone: N, first_name: 'Anna', last_name: 'Rossi', sources: 3 }]);
      // The first call learns which datasets are loaded; the next reads the number (seen), the one after keeps it.
      for (let i = 0; i < 4; i++) await analyze(watched, N);
      assert.equal(watched.memoStats().size, 1, 'kept');
      assert.equal(watched.memoStats().watching, true);
      await until(async () => watched.memoStats().size === 1, 150, 'still kept while the counter stands');
      await other.db.deleteFrom('phone_names').where('phone', '=', N).execute();
      await until(async () => watched.memoStats().size === 0, 3000, 'emptied by the periodic check');
      assert.equal((await analyze(watched, N)).payload.first_name, null);
    });

    test('an erasure by another connection empties the numbers seen lately too, with no call of a number', async () => {
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_CACHE_POLL_MS: '20' });
      const graph = new IdentityGraph(t.store.db, 'test-secret-0123456789');
      const watched = await createPhoneEngine({ config, db: t.store.db, ...(kind === 'sqlite' ? { sqlite: t.store.sqlite } : {}), graph, cache: new MemoryCache(), logger, reference: createBundledReference() });
      await load(other.db, 'phone-names', [{ phone: M, first_name: 'Bruno', last_name: 'Verdi', sources: 1 }]);
      // The first call learns which datasets are loaded; each later call of a new number marks it seen, keeps nothing.
      await analyze(watched, M);
      await analyze(watched, '447983614755');
      assert.ok(watched.memoStats().seen >= 1, 'marked');
      // The check's first turn has no earlier reading to place these against and empties them; marked after it, they stay.
      await until(async () => watched.memoStats().seen === 0, 3000, 'the first turn of the check');
      await analyze(watched, M);
      await analyze(watched, '447983614754');
      assert.deepEqual(watched.memoStats(), { size: 0, watching: true, seen: 2 }, 'seen, nothing kept');
      await until(async () => watched.memoStats().seen === 2, 150, 'still seen while the counter stands');
      await other.db.deleteFrom('phone_names').where('phone', '=', M).execute();
      await until(async () => watched.memoStats().seen === 0, 3000, 'emptied by the periodic check');
    });

    if (kind === 'sqlite') {
      test('the side datasets\' filters, built in slices from the tables: every key held, an erasure seen, an over-bound table not read out', async () => {
        const db = other.db;
        const mnp = Array.from({ length: 150 }, (_, i) => String(447700100000 + i * 7));
        const presence = Array.from({ length: 90 }, (_, i) => String(447700200000 + i * 5));
        await load(db, 'mnp', mnp.map((phone) => ({ phone, current_network_name: 'Three', ported_times: 1 })));
        // Two platforms per number: the keys are the distinct numbers.
        await load(db, 'presence', presence.flatMap((phone) => ['whatsapp', 'telegram'].map((platform) => ({ phone, platform, present: true, observed: '2025-01-01' }))));
        await load(db, 'disposable-phones', [{ range: '4477003', provider: 'p' }]);
        const source = new DbPhoneDatasets(t.store.db).sideKeys;
        const readOut: Record<string, number> = {};
        const counting = {
          ...source,
          keysAfterSync: (name: SideDataset, after: string | null, limit: number, c: typeof t.store.sqlite) => {
            const keys = source.keysAfterSync(name, after, limit, c!);
            readOut[name] = (readOut[name] ?? 0) + keys.length;
            return keys;
          },
        };
        const sqlite = t.store.sqlite!;
        const a = new AbsentKeys(sqlite, counting, 1000, 60_000, { countKeys: 16, readKeys: 8 });
        let v = await version(t.store.db);
        await a.rebuild(v);
        assert.equal(a.built, 1);
        assert.ok(a.slicesRead > (150 + 90) / 8, `${a.slicesRead} slices`);
        assert.ok([...mnp, M].every((k) => !a.absent(v, 'mnp', k)), 'every mnp key is held');
        assert.ok([...presence, N].every((k) => !a.absent(v, 'presence', k)), 'every presence number is held');
        assert.equal(a.absent(v, 'disposable-phones', '447700312345'), false, 'a number of a listed range');
        assert.equal(a.absent(v, 'disposable-phones', '447700412345'), true);
        assert.equal(a.absent(v, 'mnp', '447700100001'), true, 'a number in no row');
        // An erasure moves the counter: the old filters answer nothing under the new one; the rebuild drops the key.
        await db.deleteFrom('phone_mnp').where('phone', '=', mnp[3]!).execute();
        const moved = await version(t.store.db);
        assert.ok(moved > v);
        assert.equal(a.absent(moved, 'mnp', '447700100001'), false, 'not under a moved counter');
        a.stop();
        await a.rebuild(moved);
        v = moved;
        assert.equal(a.built, 2);
        assert.ok(mnp.filter((_, i) => i !== 3).every((k) => !a.absent(v, 'mnp', k)));
        // Over the bound: counted, not read out.
        const bounded = new AbsentKeys(sqlite, counting, 100, 60_000, { countKeys: 16, readKeys: 8 });
        for (const k of Object.keys(readOut)) readOut[k] = 0;
        await bounded.rebuild(v);
        assert.equal(bounded.built, 1);
        assert.equal(readOut.mnp ?? 0, 0, 'mnp (150 keys, bound 100): no key read out');
        assert.equal(readOut.presence, presence.length + 1, 'presence (91 numbers) read');
        assert.equal(bounded.absent(v, 'mnp', '447700100001'), false, 'no mnp filter');
        assert.equal(bounded.absent(v, 'presence', '447700100001'), true);
        a.stop();
        bounded.stop();
        await db.deleteFrom('phone_mnp').where('phone', 'in', mnp).execute();
        await db.deleteFrom('presence').where('subject', 'in', presence).execute();
        await db.deleteFrom('disposable_phones').where('pattern', '=', '4477003').execute();
      });
    }

    test('the periodic check stops when its store closes', async () => {
      const own = await openStore(t.config);
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_CACHE_POLL_MS: '20' });
      const graph = new IdentityGraph(own.db, 'test-secret-0123456789');
      const watched = await createPhoneEngine({ config, db: own.db, ...(own.sqlite ? { sqlite: own.sqlite } : {}), graph, cache: new MemoryCache(), logger, reference: createBundledReference() });
      try {
        for (let i = 0; i < 4; i++) await analyze(watched, N);
        assert.deepEqual([watched.memoStats().size, watched.memoStats().watching], [1, true]);
      } finally {
        await own.close();
      }
      await until(async () => !watched.memoStats().watching, 3000, 'the timer stopped');
      assert.deepEqual([watched.memoStats().size, watched.memoStats().seen], [0, 0], 'and the memo emptied, the numbers seen too');
    });
  });
}
