import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore, type Store } from '../store/db.js';
import { testStore, type TestStore } from '../../test/helpers/store.js';
import { AuthCache, bumpEpoch } from './auth-cache.js';
import type { Account } from './accounts.js';

// GET /1.0/credits' memo of the month's usage (AuthCache.monthUsage): what it keeps, for how long, and what drops it.
let db: TestStore;
let other: Store;
before(async () => {
  db = await testStore('sqlite', 'idrisk-auth-cache-');
  // A second connection to the same file plays another process.
  other = await openStore(db.config);
});
after(async () => {
  await other.close();
  await db.close();
});

function counter(start = 0) {
  let n = start;
  return { read: async () => ({ balance: ++n }), get calls() { return n - start; } };
}

test('monthUsage: kept for one poll interval, per account and month', async (t) => {
  // The clock is the test's: with the real one, a machine that stalls 40 ms between two reads (a loaded CI host)
  // expired the memo before the "second read is the memo" check.
  t.mock.timers.enable({ apis: ['Date'], now: 1_800_000_000_000 });
  const cache = new AuthCache(db.store.db, 60, 40);
  const a = counter();
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', a.read), { balance: 1 });
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', a.read), { balance: 1 }, 'second read is the memo');
  assert.equal(a.calls, 1);
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-12', a.read), { balance: 2 }, 'another month reads again');
  const b = counter(100);
  assert.deepEqual(await cache.monthUsage('acct_b', '2026-12', b.read), { balance: 101 }, 'accounts are apart');
  t.mock.timers.tick(39);
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-12', a.read), { balance: 2 }, 'within the poll interval: the memo');
  t.mock.timers.tick(1);
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-12', a.read), { balance: 3 }, 'one poll interval old: read again');
  assert.deepEqual(await cache.monthUsage('acct_b', '2026-12', b.read), { balance: 102 }, 'every account expires');
});

test('monthUsage: a commit of the account in this process drops its memo at once, not the others', async () => {
  const cache = new AuthCache(db.store.db, 60, 60_000);
  const a = counter();
  const b = counter(100);
  await cache.monthUsage('acct_a', '2026-11', a.read);
  await cache.monthUsage('acct_b', '2026-11', b.read);
  cache.committed('acct_a', 0);
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', a.read), { balance: 2 });
  assert.deepEqual(await cache.monthUsage('acct_b', '2026-11', b.read), { balance: 101 });
});

test('monthUsage: a read overtaken by a commit or a clear is answered but not kept', async () => {
  const cache = new AuthCache(db.store.db, 60, 60_000);
  let n = 0;
  const slow = (during: () => void) => async () => {
    const v = { balance: ++n };
    during();
    return v;
  };
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', slow(() => cache.committed('acct_a', 10))), { balance: 1 });
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', slow(() => cache.clear())), { balance: 2 }, 'the commit-overtaken read was not kept');
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', slow(() => undefined)), { balance: 3 }, 'the clear-overtaken read was not kept');
  assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', slow(() => undefined)), { balance: 3 }, 'an undisturbed read is kept');
});

test('monthUsage: a change made by another process (epoch) drops every memo at the next poll', async () => {
  const cache = new AuthCache(db.store.db, 60, 60_000);
  await cache.start();
  try {
    const a = counter();
    await cache.monthUsage('acct_a', '2026-11', a.read);
    assert.equal(await cache.poll(), false, 'nothing changed');
    assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', a.read), { balance: 1 });
    await bumpEpoch(other.db);
    assert.equal(await cache.poll(), true);
    assert.deepEqual(await cache.monthUsage('acct_a', '2026-11', a.read), { balance: 2 });
  } finally {
    cache.stop();
  }
});

test('monthUsage: bounded, and off when the cache is off', async () => {
  const cache = new AuthCache(db.store.db, 60, 60_000, 3);
  const reads = counter();
  for (const id of ['a', 'b', 'c']) await cache.monthUsage(id, '2026-11', reads.read);
  assert.equal(reads.calls, 3);
  await cache.monthUsage('a', '2026-11', reads.read);
  assert.equal(reads.calls, 3, 'a is kept');
  await cache.monthUsage('d', '2026-11', reads.read);
  await cache.monthUsage('a', '2026-11', reads.read);
  assert.equal(reads.calls, 5, 'the fourth account emptied the full memo');
  const off = new AuthCache(db.store.db, 0);
  const o = counter();
  await off.monthUsage('a', '2026-11', o.read);
  await off.monthUsage('a', '2026-11', o.read);
  assert.equal(o.calls, 2);
});

test('committed lowers the cached balance of a limited account by the price only', async () => {
  const cache = new AuthCache(db.store.db, 60, 60_000);
  const account: Account = { id: 'acct_a', name: 'a', credits: 100, unlimited: false, products: [], rateLimit: 10, webhookUrl: null, disabled: false, graphSharing: false, createdAt: '', updatedAt: '', version: 1 };
  const key = { id: 'key_a', accountId: 'acct_a', environment: 'live' as const, prefix: 'idr_live_…', createdAt: '', revokedAt: null, expiresAt: null, replacedBy: null };
  cache.put('h', key, account, cache.ticket);
  cache.committed('acct_a', 10);
  cache.committed('acct_a', 0);
  assert.equal(cache.account('acct_a')?.credits, 90);
});

test('admin tokens: kept per hash under the ticket they were read with, dropped by a clear and by age, bounded', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_800_000_000_000 });
  const row = (id: string) => ({ id, name: id, hash: `h-${id}`, prefix: 'idr_admin_…', role: 'viewer' as const, accounts: null, created_by: 'cli:test', created_at: '', expires_at: null, revoked_at: null, last_used_at: null });
  const cache = new AuthCache(db.store.db, 60, 60_000, 2);
  assert.equal(cache.adminToken('h-a'), undefined);
  cache.putAdminToken('h-a', row('a'), cache.ticket);
  assert.equal(cache.adminToken('h-a')?.id, 'a');
  // A read that a clear (a change in this process or another's epoch) overtook is not kept.
  const stale = cache.ticket;
  cache.clear();
  assert.equal(cache.adminToken('h-a'), undefined, 'a clear drops the admin tokens too');
  cache.putAdminToken('h-a', row('a'), stale);
  assert.equal(cache.adminToken('h-a'), undefined, 'a read from before the clear is not kept');
  cache.putAdminToken('h-a', row('a'), cache.ticket);
  cache.putAdminToken('h-b', row('b'), cache.ticket);
  cache.putAdminToken('h-c', row('c'), cache.ticket);
  assert.equal(cache.adminToken('h-a'), undefined, 'a full cache is emptied before the next token');
  assert.equal(cache.adminToken('h-c')?.id, 'c');
  t.mock.timers.tick(60_000);
  assert.equal(cache.adminToken('h-c'), undefined, 'expired after IDRISK_KEY_CACHE_SECONDS');
  const off = new AuthCache(db.store.db, 0);
  off.putAdminToken('h-a', row('a'), off.ticket);
  assert.equal(off.adminToken('h-a'), undefined, 'nothing kept when the cache is off');
});

test('operator sessions: kept per cookie hash under their ticket, dropped by a clear and by age, bounded, off with the cache', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_800_000_000_000 });
  const at = new Date(1_800_000_000_000).toISOString();
  const entry = (id: string) => ({
    session: { id, operator_id: 'opr_a', token_hash: `h-${id}`, csrf_hash: 'c', created_at: at, last_seen_at: at, expires_at: at, revoked_at: null, address: null, user_agent: null },
    operator: { id: 'opr_a', email: 'a@example.com', role: 'viewer' as const, accounts: null, password_hash: 'x', disabled_at: null } as never,
  });
  const cache = new AuthCache(db.store.db, 60, 60_000, 2);
  assert.equal(cache.adminSession('h-a'), undefined);
  cache.putAdminSession('h-a', entry('a'), cache.ticket);
  assert.equal(cache.adminSession('h-a')?.session.id, 'a');
  const stale = cache.ticket;
  cache.clear();
  assert.equal(cache.adminSession('h-a'), undefined, 'a clear drops the sessions too');
  cache.putAdminSession('h-a', entry('a'), stale);
  assert.equal(cache.adminSession('h-a'), undefined, 'a read from before the clear is not kept');
  cache.putAdminSession('h-a', entry('a'), cache.ticket);
  cache.putAdminSession('h-b', entry('b'), cache.ticket);
  cache.putAdminSession('h-c', entry('c'), cache.ticket);
  assert.equal(cache.adminSession('h-a'), undefined, 'a full cache is emptied before the next session');
  assert.equal(cache.adminSession('h-c')?.session.id, 'c');
  t.mock.timers.tick(60_000);
  assert.equal(cache.adminSession('h-c'), undefined, 'expired after IDRISK_KEY_CACHE_SECONDS');
  const off = new AuthCache(db.store.db, 0);
  off.putAdminSession('h-a', entry('a'), off.ticket);
  assert.equal(off.adminSession('h-a'), undefined, 'nothing kept when the cache is off');
});
