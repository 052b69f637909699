/**
 * An erasure empties every process's memos of recent inputs (src/memo/personal.ts; docs/privacy.md): the erasure moves
 * the cache epoch in its own transaction, and each API process's poll of the epoch empties the memos. On SQLite and
 * PostgreSQL, with the erasure made by another connection (another process: the CLI, another API worker).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { readCacheEpoch } from '../../src/store/accounts/repository.js';
import { openStore, type Store } from '../../src/store/db.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { AuditLog } from '../../src/privacy/audit.js';
import { Privacy } from '../../src/privacy/service.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { parseSubject } from '../../src/privacy/subject.js';
import { uniqueId } from '../helpers/app.js';
import { personalMemoEntries } from '../../src/memo/personal.js';

async function until(ok: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() >= end) assert.fail(what);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Until this process's poll of the epoch finds it unmoved: every move so far has been seen (and acted on). */
async function settled(t: TestApp): Promise<void> {
  const end = Date.now() + 3000;
  for (;;) {
    // A poll in flight (the timer's) makes this one return false at once without reading: wait a turn and poll again.
    await new Promise((r) => setTimeout(r, 30));
    const moved = await t.services.keys.cache.poll();
    if (!moved && (await t.services.keys.cache.poll()) === false) return;
    if (Date.now() >= end) assert.fail('the poll did not settle');
  }
}

for (const kind of DB_KINDS) {
  describe(`an erasure empties the memos of recent inputs (${kind})`, () => {
    let t: TestApp;
    let other: Store;
    let privacy: Privacy;
    let live: string;
    before(async () => {
      t = await testApp(kind, { IDRISK_CACHE_POLL_MS: '20' });
      ({ live } = await t.account({ products: ['name', 'email', 'phone', 'ip', 'device', 'domain'] as never }));
      other = await openStore(t.config.database);
      privacy = new Privacy({ store: other, graph: new IdentityGraph(other.db, t.config.secret!), cache: new MemoryCache(), audit: new AuditLog(other.db), retentionDays: 30 });
    });
    after(async () => {
      await other.close();
      await t.close();
    });

    const call = async (path: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { 'x-api-key': live }, payload });
      assert.equal(res.statusCode, 200, res.body);
    };

    test('an erasure of a subject by another connection: the epoch moves, and the serving process forgets within its poll', async () => {
      await call('/1.0/name', { customer_id: uniqueId(), claims: ['name'], first_name: 'Maria', last_name: 'Rossi' });
      await call('/1.0/email', { customer_id: uniqueId(), claims: ['email'], email: 'maria.rossi87@example.com' });
      assert.ok(personalMemoEntries() > 0, 'the calls filled the memos');
      const before = await readCacheEpoch(other.db);
      const dry = await privacy.eraseSubject(parseSubject('email', 'maria.rossi87@example.com'), { dryRun: true });
      assert.equal(dry.dryRun, true);
      assert.equal(await readCacheEpoch(other.db), before, 'a dry run moves nothing');
      // The dry run ran in this process too: its memos are not emptied by it.
      assert.ok(personalMemoEntries() > 0);
      await privacy.eraseSubject(parseSubject('email', 'maria.rossi87@example.com'));
      assert.equal(await readCacheEpoch(other.db), before + 1, 'the erasure moved the epoch');
      assert.equal(personalMemoEntries(), 0, 'the process that erased forgets at once');
      // Another process's memos: filled again here, then emptied by the poll alone (the epoch moved by the other
      // connection, as the erasure does). First this process's poll sees the erasure's move (a poll of its own that
      // finds the epoch unmoved), so that move cannot empty the memos filled next.
      await settled(t);
      await call('/1.0/name', { customer_id: uniqueId(), claims: ['name'], first_name: 'Anna', last_name: 'Bianchi' });
      assert.ok(personalMemoEntries() > 0);
      await other.db.updateTable('cache_epoch').set((eb) => ({ epoch: eb('epoch', '+', 1) })).where('id', '=', 1).execute();
      await until(() => personalMemoEntries() === 0, 3000, 'emptied by the poll of the epoch');
    });

    test('DELETE /1.0/customers/{id} moves the epoch and forgets', async () => {
      await call('/1.0/email', { customer_id: 'cust-erase-memos', claims: ['email'], email: 'anna.bianchi@example.com' });
      assert.ok(personalMemoEntries() > 0);
      const before = await readCacheEpoch(other.db);
      const res = await t.app.inject({ method: 'DELETE', url: '/1.0/customers/cust-erase-memos', headers: { 'x-api-key': live } });
      assert.ok(res.statusCode < 300, res.body);
      assert.equal(await readCacheEpoch(other.db), before + 1);
      assert.equal(personalMemoEntries(), 0);
    });
  });
}
