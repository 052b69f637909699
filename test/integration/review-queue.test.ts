/**
 * The review queue over the admin API on SQLite and PostgreSQL (docs/rules.md#review-queue): live calls a published
 * policy decided `review` wait oldest first; an analyst claims one (another analyst then gets 409), approves or
 * declines it with a note, which writes the label, records a `resolution.reviewed` webhook (delivered here by the
 * existing delivery code to a local receiver and verified with the snippet of docs/webhooks.md) and closes the entry;
 * a viewer may read the queue and nothing more; an operator limited to another account sees none of it; a claim
 * lapses; an erased customer leaves the queue.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, tokenFor } from '../helpers/admin.js';
import { docVerifier, startWebhookListener, type WebhookListener } from '../helpers/webhook-listener.js';
import { Webhooks } from '../../src/webhooks/webhooks.js';

const POLICY = { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] };

for (const kind of DB_KINDS) {
  describe(`review queue (${kind})`, () => {
    let t: TestApp;
    let hooks: WebhookListener;
    let acct: Awaited<ReturnType<TestApp['account']>>;
    let secret: string;
    const calls: { resolution_id: string; customer_id: string }[] = [];
    before(async () => {
      hooks = await startWebhookListener([200]);
      t = await testApp(kind);
      acct = await t.account({ credits: 100_000, webhookUrl: hooks.url });
      secret = await t.services.webhooks.newSecret(acct.account.id);
      await t.services.decisions.policies.saveDraft(acct.account.id, 'hub', POLICY, 'test');
      await t.services.decisions.policies.publish(acct.account.id, 'hub');
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': acct.live, 'content-type': 'application/json' },
          payload: JSON.stringify({ customer_id: uniqueId(`rq${i}`), claims: ['email', 'ip', 'score'], email: `rq${i}@example.com`, ip: `203.0.113.${40 + i}` }),
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().decision.outcome, 'review');
        calls.push(res.json());
      }
      // A sandbox call is decided too, but stores nothing: no queue entry.
      const sandbox = await t.app.inject({ method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': acct.sandbox, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId('rqs'), claims: ['email', 'ip', 'score'], email: 'sb@example.com', ip: '203.0.113.99' }) });
      assert.equal(sandbox.json().decision.outcome, 'review');
    });
    after(async () => {
      await t.close();
      await hooks.close();
    });

    test('oldest first, paged, with the rules that sent each call; a viewer reads but may not act', async () => {
      const viewer = await tokenFor(t, 'viewer');
      const p1 = await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}&limit=3`, { token: viewer });
      assert.equal(p1.statusCode, 200, p1.body);
      const b1 = p1.json();
      assert.deepEqual(b1.data.map((e: { resolution_id: string }) => e.resolution_id), calls.slice(0, 3).map((c) => c.resolution_id));
      const first = b1.data[0];
      assert.equal(first.status, 'open');
      assert.equal(first.operation, 'hub');
      assert.equal(first.customer_id, calls[0]!.customer_id);
      assert.deepEqual(first.rules, [{ id: 'band', name: 'Review band' }]);
      assert.match(first.policy_version, /^pol_.+@1$/);
      assert.equal(typeof first.score, 'number');
      assert.equal(first.claimed_by, null);
      const p2 = (await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}&limit=3&cursor=${b1.next_cursor}`, { token: viewer })).json();
      assert.deepEqual(p2.data.map((e: { resolution_id: string }) => e.resolution_id), [calls[3]!.resolution_id]);
      assert.equal(p2.next_cursor, null);
      assertProblem(await adminCall(t, 'POST', `/reviews/${calls[0]!.resolution_id}/claim`, { token: viewer, body: {} }), 403, 'FORBIDDEN');
      assertProblem(await adminCall(t, 'POST', `/reviews/${calls[0]!.resolution_id}/decide`, { token: viewer, body: { outcome: 'approve', note: 'x' } }), 403, 'FORBIDDEN');
    });

    test('claim, conflict, decide: the label, the signed webhook, the queue left; approve without a claim', async () => {
      const ana = await tokenFor(t, 'analyst');
      const bob = await tokenFor(t, 'analyst');
      const id0 = calls[0]!.resolution_id;
      const claimed = await adminCall(t, 'POST', `/reviews/${id0}/claim`, { token: ana, body: {} });
      assert.equal(claimed.statusCode, 200, claimed.body);
      const holder = claimed.json().claimed_by as string;
      assert.match(holder, /^token:adt_/);
      assert.ok(Date.parse(claimed.json().claim_expires_at) > Date.now() + 29 * 60_000);
      // Another analyst can neither take nor decide it.
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/claim`, { token: bob, body: {} }), 409, 'CONFLICT');
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: bob, body: { outcome: 'approve', note: 'looks fine' } }), 409, 'CONFLICT');
      // Bad decisions: an approval with a fraud tag, an empty note, an unknown outcome; nothing changes.
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: ana, body: { outcome: 'approve', note: 'x', tag: 'fraud' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: ana, body: { outcome: 'decline', note: '' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: ana, body: { outcome: 'block', note: 'x' } }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual(await t.services.decisions.labels.history(acct.account.id, id0), []);

      const decided = await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: ana, body: { outcome: 'decline', note: 'card testing pattern', tag: 'chargeback' } });
      assert.equal(decided.statusCode, 200, decided.body);
      const d = decided.json();
      assert.equal(d.review.status, 'decided');
      assert.equal(d.review.outcome, 'decline');
      assert.equal(d.review.decided_by, holder);
      assert.equal(d.review.note, 'card testing pattern');
      assert.match(d.label_id, /^lbl_/);
      assert.match(d.webhook_event_id, /^msg_/);
      // The label, as the labels API shows it.
      const history = await t.services.decisions.labels.history(acct.account.id, id0);
      assert.deepEqual(history.map((h) => [h.label_id, h.tag, h.notes]), [[d.label_id, 'chargeback', 'card testing pattern']]);
      // Deciding again: 409; the queue's open entries no longer hold it, the decided ones do.
      assertProblem(await adminCall(t, 'POST', `/reviews/${id0}/decide`, { token: ana, body: { outcome: 'approve', note: 'again' } }), 409, 'CONFLICT');
      const open = (await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}`, { token: ana })).json().data.map((e: { resolution_id: string }) => e.resolution_id);
      assert.equal(open.includes(id0), false);
      const closed = (await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}&status=decided`, { token: ana })).json().data.map((e: { resolution_id: string }) => e.resolution_id);
      assert.deepEqual(closed, [id0]);

      // The event is delivered by the existing delivery code, signed as docs/webhooks.md verifies it.
      const transport = { fetch: async (url: string, req: { method: 'POST'; headers: Record<string, string>; body: string }) => ({ status: (await fetch(url, { method: req.method, headers: req.headers, body: req.body })).status }) };
      const delivery = new Webhooks(t.services.store.db, 'test-secret-0123456789abcdef', transport);
      await delivery.attempt(d.webhook_event_id);
      const got = await hooks.next();
      const verify = await docVerifier();
      assert.equal(verify(secret, got.headers, got.rawBody), true);
      assert.equal(got.headers['webhook-id'], d.webhook_event_id);
      const event = JSON.parse(got.rawBody);
      assert.equal(event.type, 'resolution.reviewed');
      assert.deepEqual(
        [event.data.resolution_id, event.data.customer_id, event.data.outcome, event.data.label, event.data.note, event.data.reviewed_by],
        [id0, calls[0]!.customer_id, 'decline', { label_id: d.label_id, tag: 'chargeback' }, 'card testing pattern', holder],
      );
      // A delivery job was enqueued with it.
      const jobs = (await t.services.store.db.selectFrom('jobs').selectAll().where('name', '=', 'webhook.deliver').execute()).filter((j) => JSON.parse(j.payload).event_id === d.webhook_event_id);
      assert.equal(jobs.length, 1);

      // An unclaimed entry can be approved at once: not_fraud.
      const id1 = calls[1]!.resolution_id;
      const approved = await adminCall(t, 'POST', `/reviews/${id1}/decide`, { token: bob, body: { outcome: 'approve', note: 'known customer' } });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.deepEqual((await t.services.decisions.labels.history(acct.account.id, id1)).map((h) => h.tag), ['not_fraud']);
      // The audit trail names who decided (not the note).
      const audit = (await t.services.audit.list()).filter((e) => e.action === 'reviews decide');
      assert.deepEqual(audit.map((e) => e.args.resolution_id).sort(), [id0, id1].sort());
      assert.equal(JSON.stringify(audit).includes('card testing'), false);
    });

    test('a claim lapses after 30 minutes; its holder can release it; another account\'s operator sees nothing; erasure removes the entry', async () => {
      const ana = await tokenFor(t, 'analyst');
      const bob = await tokenFor(t, 'analyst');
      const id2 = calls[2]!.resolution_id;
      assert.equal((await adminCall(t, 'POST', `/reviews/${id2}/claim`, { token: ana, body: {} })).statusCode, 200);
      assertProblem(await adminCall(t, 'POST', `/reviews/${id2}/release`, { token: bob, body: {} }), 409, 'CONFLICT');
      const released = await adminCall(t, 'POST', `/reviews/${id2}/release`, { token: ana, body: {} });
      assert.equal(released.statusCode, 200, released.body);
      assert.equal(released.json().claimed_by, null);
      // Claimed again, then left for 31 minutes: another analyst may take it.
      assert.equal((await adminCall(t, 'POST', `/reviews/${id2}/claim`, { token: ana, body: {} })).statusCode, 200);
      await t.services.store.db.updateTable('review_queue').set({ claimed_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('resolution_id', '=', id2).execute();
      const seen = (await adminCall(t, 'GET', `/reviews/${id2}`, { token: bob })).json();
      assert.equal(seen.claimed_by, null, 'a lapsed claim reads as free');
      const taken = await adminCall(t, 'POST', `/reviews/${id2}/claim`, { token: bob, body: {} });
      assert.equal(taken.statusCode, 200, taken.body);
      assert.notEqual(taken.json().claimed_by, null);

      // An analyst limited to another account: 404 for the entry, an empty queue.
      const other = await t.account();
      const limited = await tokenFor(t, 'analyst', [other.account.id]);
      assertProblem(await adminCall(t, 'GET', `/reviews/${id2}`, { token: limited }), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'POST', `/reviews/${id2}/decide`, { token: limited, body: { outcome: 'approve', note: 'x' } }), 404, 'NOT_FOUND');
      assert.deepEqual((await adminCall(t, 'GET', '/reviews', { token: limited })).json().data, []);
      assert.deepEqual((await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}`, { token: limited })).json().data, []);

      // Erasing the customer takes its queue entry with its personal data.
      const id3 = calls[3]!.resolution_id;
      const erased = await t.app.inject({ method: 'DELETE', url: `/1.0/customers/${encodeURIComponent(calls[3]!.customer_id)}`, headers: { 'x-api-key': acct.live } });
      assert.equal(erased.statusCode, 204, erased.body);
      assertProblem(await adminCall(t, 'GET', `/reviews/${id3}`, { token: ana }), 404, 'NOT_FOUND');
      assert.equal((await t.services.store.db.selectFrom('review_queue').select('resolution_id').where('account_id', '=', acct.account.id).execute()).length, 3);
    });
  });
}
