/**
 * The per-process cache of list memberships (src/decisions/lists/membership-cache.ts), on SQLite and PostgreSQL, with
 * two processes on one database (the app's services and a second composition): a lookup already made is answered
 * from memory; every write that changes a list's items — an add, a remove, a bulk upload, a rule's add_to_list in the
 * commit of a live call, the erasure of a subject, the list's deletion — is seen at once by the process that made it
 * and by the other at its next poll of the lists' counters; an item past its expiry is not a member even when its
 * answer is kept.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { compose, type Services } from '../../src/composition.js';
import { parseSubject } from '../../src/privacy/subject.js';
import type { Lists } from '../../src/decisions/lists/lists.js';

for (const kind of DB_KINDS) {
  describe(`list membership cache (${kind})`, () => {
    let t: TestApp;
    let other: Services;
    let live: string;
    let accountId: string;
    before(async () => {
      t = await testApp(kind, { IDRISK_KEY_CACHE_SECONDS: '60' });
      other = await compose(t.config);
      const a = await t.account({ credits: 100_000 });
      live = a.live;
      accountId = a.account.id;
    });
    after(async () => {
      await other.close();
      await t.close();
    });

    const A = () => t.services.decisions.lists;
    const B = () => other.decisions.lists;
    const member = (lists: Lists, list: string, value: string, now = new Date()) => Promise.resolve(lists.containsNow(accountId, list, value, now));
    /** Look the value up until its answer is kept (the first poll reads the list's counter), then once from memory. */
    const warm = async (lists: Lists, list: string, value: string) => {
      await member(lists, list, value);
      await lists.memberships!.poll();
      const first = await member(lists, list, value);
      const hits = lists.memberships!.hits;
      assert.equal(await member(lists, list, value), first);
      assert.equal(lists.memberships!.hits, hits + 1, 'the second lookup is answered from memory');
      return first;
    };

    test('lookups are answered from memory; an add, a remove and a bulk upload are seen at once here and at the next poll there', async () => {
      await A().create(accountId, { name: 'blocked', kind: 'email' });
      assert.equal(await warm(A(), 'blocked', 'x@example.com'), false);
      assert.equal(await warm(B(), 'blocked', 'x@example.com'), false);

      await A().add(accountId, 'blocked', [{ value: 'X@example.com' }], 'test');
      assert.equal(await member(A(), 'blocked', 'x@example.com'), true, 'the writing process: at once');
      assert.equal(await member(B(), 'blocked', 'x@example.com'), false, 'the other process answers from memory until its poll');
      assert.equal(await B().memberships!.poll(), true);
      assert.equal(await member(B(), 'blocked', 'x@example.com'), true, 'the other process: after its poll');

      await warm(B(), 'blocked', 'x@example.com');
      await A().remove(accountId, 'blocked', ['x@example.com']);
      assert.equal(await member(A(), 'blocked', 'x@example.com'), false);
      await B().memberships!.poll();
      assert.equal(await member(B(), 'blocked', 'x@example.com'), false);

      // A bulk upload (the CLI's and the admin's: batches of add) of 2,500 values.
      await warm(A(), 'blocked', 'bulk2499@example.com');
      await warm(B(), 'blocked', 'bulk2499@example.com');
      for (let b = 0; b < 3; b++) {
        const items = Array.from({ length: b < 2 ? 1000 : 500 }, (_, i) => ({ value: `bulk${b * 1000 + i}@example.com` }));
        await A().add(accountId, 'blocked', items, 'cli:test');
      }
      assert.equal(await member(A(), 'blocked', 'bulk2499@example.com'), true);
      await B().memberships!.poll();
      assert.equal(await member(B(), 'blocked', 'bulk2499@example.com'), true);
    });

    test('the poll of the other process runs by itself within IDRISK_CACHE_POLL_MS', async () => {
      await warm(B(), 'blocked', 'timer@example.com');
      await A().add(accountId, 'blocked', [{ value: 'timer@example.com' }], 'test');
      const deadline = Date.now() + 5000;
      while (!(await member(B(), 'blocked', 'timer@example.com'))) {
        assert.ok(Date.now() < deadline, 'the other process did not see the add within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });

    test('an item past its expiry is not a member, even while its answer is kept', async () => {
      const soon = new Date(Date.now() + 3_600_000);
      await A().add(accountId, 'blocked', [{ value: 'expiring@example.com', expires_at: soon.toISOString() }], 'test');
      assert.equal(await warm(A(), 'blocked', 'expiring@example.com'), true);
      const hits = A().memberships!.hits;
      assert.equal(await member(A(), 'blocked', 'expiring@example.com', new Date(soon.getTime() + 1)), false);
      assert.equal(await member(A(), 'blocked', 'expiring@example.com', new Date(soon.getTime() - 1)), true);
      assert.equal(A().memberships!.hits, hits + 2, 'both answered from the kept answer');
      // A later expiry of the same value, and a CIDR list whose lookup reads several keys: the latest expiry counts.
      await A().create(accountId, { name: 'nets', kind: 'cidr' });
      await A().add(accountId, 'nets', [{ value: '198.51.100.0/24', expires_at: soon.toISOString() }, { value: '198.51.0.0/16', expires_at: new Date(soon.getTime() + 3_600_000).toISOString() }], 'test');
      assert.equal(await warm(A(), 'nets', '198.51.100.7'), true);
      assert.equal(await member(A(), 'nets', '198.51.100.7', new Date(soon.getTime() + 1)), true, 'the /16 is live still');
      assert.equal(await member(A(), 'nets', '198.51.100.7', new Date(soon.getTime() + 3_600_001)), false);
    });

    test("a rule's add_to_list in the commit of a live call is seen at once here and at the next poll there", async () => {
      await A().create(accountId, { name: 'watch', kind: 'email' });
      const policy = { rules: [{ id: 'watch', name: 'Watch fraud.example', when: 'input.email.endsWith("@fraud.example")', actions: [{ type: 'add_to_list', list: 'watch', touchpoint: 'email' }] }] };
      const draft = await t.services.decisions.policies.saveDraft(accountId, 'hub', policy, 'test');
      await t.services.decisions.policies.publish(accountId, 'hub', draft.version);
      const email = `${uniqueId()}@fraud.example`;
      assert.equal(await warm(A(), 'watch', email), false);
      assert.equal(await warm(B(), 'watch', email), false);
      const res = await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': live, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId(), claims: ['email', 'ip', 'score'], email, ip: '203.0.113.9' }) });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().decision.rules.map((r: { id: string }) => r.id), ['watch']);
      assert.equal(await member(A(), 'watch', email), true, 'the calling process: at once');
      assert.equal(await member(B(), 'watch', email), false);
      await B().memberships!.poll();
      assert.equal(await member(B(), 'watch', email), true);
      await t.services.decisions.policies.unpublish(accountId, 'hub');
    });

    test('the erasure of a subject is seen at once here and at the next poll there; retention leaves lists alone', async () => {
      await A().add(accountId, 'blocked', [{ value: 'erase.me@example.com' }], 'test');
      assert.equal(await warm(A(), 'blocked', 'erase.me@example.com'), true);
      assert.equal(await warm(B(), 'blocked', 'erase.me@example.com'), true);
      const report = await t.services.privacy.eraseSubject(parseSubject('email', 'Erase.Me@example.com'));
      assert.equal(report.stores.find((s) => s.store === 'list_items')?.records, 1);
      assert.equal(await member(A(), 'blocked', 'erase.me@example.com'), false, 'the erasing process: at once');
      await B().memberships!.poll();
      assert.equal(await member(B(), 'blocked', 'erase.me@example.com'), false);
      // Retention prunes resolutions and the graph, never list items: the kept answers stay right.
      await warm(B(), 'blocked', 'bulk1@example.com');
      await t.services.privacy.prune({ days: 1 });
      await B().memberships!.poll();
      assert.equal(await member(B(), 'blocked', 'bulk1@example.com'), true);
    });

    test("the list's deletion is seen at once here and at the next poll there (an unknown list after its info's cache)", async () => {
      await A().create(accountId, { name: 'doomed', kind: 'email' });
      await A().add(accountId, 'doomed', [{ value: 'd@example.com' }], 'test');
      assert.equal(await warm(A(), 'doomed', 'd@example.com'), true);
      assert.equal(await warm(B(), 'doomed', 'd@example.com'), true);
      await A().delete(accountId, 'doomed');
      await assert.rejects(member(A(), 'doomed', 'd@example.com'), /no list named/);
      // The other process knows the list by its info for up to 10 s; its kept memberships go at the poll.
      await B().memberships!.poll();
      assert.equal(await member(B(), 'doomed', 'd@example.com'), false);
    });
  });
}
