/**
 * The decision layer end to end on SQLite and PostgreSQL: the active model per account, lists over /1.0/lists,
 * a published policy deciding live hub calls (block list, CIDR list, velocity from the identity graph, a review band,
 * a rule that fails at run time), the explanation of GET /1.0/resolutions/{id}, versions and roll back, the review
 * webhook, and labels (batch, 404, history, pages, erasure).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { ScoringModels } from '../../src/scoring/models/index.js';
import { pointsToScore } from '../../src/scoring/scorecard.js';
import { parseSubject } from '../../src/privacy/subject.js';
import { adminCall, tokenFor } from '../helpers/admin.js';

const POLICY = {
  codes: { RX001: 'On a block list of the account' },
  rules: [
    { id: 'blocked', name: 'Blocked email', when: 'in_list("blocked_emails", input.email)', actions: [{ type: 'decision', outcome: 'decline' }, { type: 'points', code: 'RX001', points: -300 }] },
    { id: 'bad_net', name: 'Blocked network', when: 'in_list("bad_nets", input.ip)', actions: [{ type: 'decision', outcome: 'decline' }] },
    {
      id: 'velocity',
      name: 'Many emails on one IP',
      when: 'velocity("email", "ip", "1h") >= 2',
      actions: [{ type: 'decision', outcome: 'review' }, { type: 'add_to_list', list: 'watch_ips', touchpoint: 'ip', expires_in_days: 7 }, { type: 'tag', tag: 'velocity' }],
    },
    { id: 'broken', name: 'Names a list the account lacks', when: 'in_list("no_such_list", input.email)', actions: [{ type: 'decision', outcome: 'decline' }] },
  ],
};

for (const kind of DB_KINDS) {
  describe(`decisions (${kind})`, () => {
    let t: TestApp;
    let live: string;
    let accountId: string;
    before(async () => {
      t = await testApp(kind);
      const a = await t.account({ credits: 100_000, webhookUrl: 'https://hooks.example.invalid/idrisk' });
      live = a.live;
      accountId = a.account.id;
    });
    after(() => t.close());

    const req = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, key = live) =>
      t.app.inject({ method, url, headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
    const hub = (email: string, ip: string) => req('POST', '/1.0/hub', { customer_id: uniqueId(), claims: ['email', 'ip', 'score'], email, ip });

    test('active model per account: calls without model_id score with it; model_id works on every product', async () => {
      const models = new ScoringModels(t.services.store.db);
      const phoneModel = await models.create(accountId, { name: 'strict phone', product: 'phone', base: -300, points: {} });
      const before = (await req('POST', '/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' })).json();
      assert.equal(before.model_id, undefined);
      await t.services.decisions.activeModels.activate(accountId, 'phone', phoneModel.id);
      const res = await req('POST', '/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' });
      assert.equal(res.statusCode, 200, res.body);
      const after = res.json();
      assert.equal(after.model_id, phoneModel.id);
      assert.ok(after.phone.score < before.phone.score, `${after.phone.score} < ${before.phone.score}`);
      // The stored explanation names the model and its base; the score is the scorecard's.
      const got = (await req('GET', `/1.0/resolutions/${after.resolution_id}`)).json();
      const e = got.explanation.scores.phone;
      assert.equal(e.model_id, phoneModel.id);
      assert.equal(e.base, -300);
      assert.equal(after.phone.score, pointsToScore(e.total));
      // model_id named explicitly on another product than ip: accepted; a phone model on email: 400, unbilled.
      const explicit = await req('POST', '/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123', model_id: phoneModel.id });
      assert.equal(explicit.statusCode, 200, explicit.body);
      assertProblem(await req('POST', '/1.0/email', { customer_id: uniqueId(), claims: ['email'], email: 'a@example.com', model_id: phoneModel.id }), 400, 'UNKNOWN_MODEL');
      // Activation checks the model: unknown id or another product's model is refused.
      await assert.rejects(t.services.decisions.activeModels.activate(accountId, 'email', phoneModel.id), /made for the phone product/);
      await assert.rejects(t.services.decisions.activeModels.activate(accountId, 'email', 'mdl_missing'), /no model/);
      assert.deepEqual((await t.services.decisions.activeModels.list(accountId)).map((m) => [m.product, m.model_id]), [['phone', phoneModel.id]]);
      // A model deleted after activation no longer scores: the standard one does, the call still answers.
      await models.delete(accountId, phoneModel.id);
      await t.services.decisions.activeModels.deactivate(accountId, 'phone');
      const back = (await req('POST', '/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900123' })).json();
      assert.equal(back.phone.score, before.phone.score);
    });

    test('lists over /1.0/lists: typed, normalized, bulk all-or-nothing, paged, removable', async () => {
      for (const [name, k] of [['blocked_emails', 'email'], ['bad_nets', 'cidr'], ['watch_ips', 'ip']]) {
        const res = await req('POST', '/1.0/lists', { name, kind: k });
        assert.equal(res.statusCode, 200, res.body);
        assert.match(res.json().id, /^lst_/);
      }
      assertProblem(await req('POST', '/1.0/lists', { name: 'blocked_emails', kind: 'email' }), 400, 'INVALID_PAYLOAD');
      assertProblem(await req('POST', '/1.0/lists', { name: 'x', kind: 'bank_account' }), 400, 'INVALID_PAYLOAD');
      // One bad value refuses the batch, naming it; nothing is added.
      const bad = await req('POST', '/1.0/lists/blocked_emails/items', { items: [{ value: 'ok@example.com' }, { value: 'not an email' }] });
      assertProblem(bad, 400, 'INVALID_PAYLOAD');
      assert.deepEqual(bad.json().errors, [{ field: '/items/1/value', message: 'not an email address' }]);
      assert.equal((await req('GET', '/1.0/lists/blocked_emails')).json().items, 0);
      const added = await req('POST', '/1.0/lists/blocked_emails/items', {
        items: [{ value: 'Fraud@Example.com', comment: 'chargeback' }, { value: 'fraud@example.com ' }, { value: 'gone@example.com', expires_at: '2001-01-01T00:00:00Z' }, { value: 'x1@example.com' }, { value: 'x2@example.com' }],
      });
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(added.json(), { list: 'blocked_emails', count: 4 });
      assert.equal((await req('POST', '/1.0/lists/bad_nets/items', { items: [{ value: '198.51.100.0/24' }] })).statusCode, 200);
      assertProblem(await req('POST', '/1.0/lists/bad_nets/items', { items: [{ value: '198.51.100.1/24' }] }), 400, 'INVALID_PAYLOAD');
      const p1 = (await req('GET', '/1.0/lists/blocked_emails/items?limit=2')).json();
      assert.deepEqual(p1.items.map((i: { value: string }) => i.value), ['fraud@example.com', 'gone@example.com']);
      assert.equal(p1.items[0].author.startsWith('key:'), true);
      const p2 = (await req('GET', `/1.0/lists/blocked_emails/items?limit=2&cursor=${p1.next_cursor}`)).json();
      assert.deepEqual(p2.items.map((i: { value: string }) => i.value), ['x1@example.com', 'x2@example.com']);
      assert.equal(p2.next_cursor, null);
      assert.deepEqual((await req('POST', '/1.0/lists/blocked_emails/items/remove', { values: ['X1@example.com', 'x2@example.com', 'never@example.com'] })).json(), { list: 'blocked_emails', count: 2 });
      assert.equal((await req('GET', '/1.0/lists/blocked_emails')).json().items, 2);
      assert.deepEqual((await req('GET', '/1.0/lists')).json().lists.map((l: { name: string }) => l.name), ['bad_nets', 'blocked_emails', 'watch_ips']);
      assertProblem(await req('GET', '/1.0/lists/unknown-list'), 404, 'NOT_FOUND');
      // Another account sees none of them.
      const other = await t.account();
      assertProblem(await req('GET', '/1.0/lists/blocked_emails', undefined, other.live), 404, 'NOT_FOUND');
      // Membership: exact, normalized, expiry honoured, CIDR by range.
      const lists = t.services.decisions.lists;
      assert.equal(await lists.contains(accountId, 'blocked_emails', ' FRAUD@example.COM'), true);
      assert.equal(await lists.contains(accountId, 'blocked_emails', 'gone@example.com'), false);
      assert.equal(await lists.contains(accountId, 'bad_nets', '198.51.100.200'), true);
      assert.equal(await lists.contains(accountId, 'bad_nets', '198.51.101.1'), false);
      // A subject's erasure removes list items holding it (docs/privacy.md); ranges stay.
      await lists.add(accountId, 'blocked_emails', [{ value: 'subject@example.com' }], 'test');
      const report = await t.services.privacy.eraseSubject(parseSubject('email', 'Subject@Example.com'));
      assert.ok(JSON.stringify(report).includes('list_items'), JSON.stringify(report));
      assert.equal(await lists.contains(accountId, 'blocked_emails', 'subject@example.com'), false);
      assert.equal(await lists.contains(accountId, 'blocked_emails', 'fraud@example.com'), true);
    });

    test('a published policy decides hub calls; rule codes join the score; the resolution explains every read', async () => {
      const undecided = (await hub('fraud@example.com', '203.0.113.5')).json();
      assert.equal(undecided.decision, undefined, 'no policy, no decision');
      const draft = await t.services.decisions.policies.saveDraft(accountId, 'hub', POLICY, 'test');
      assert.equal(draft.status, 'draft');
      assert.equal((await hub('fraud@example.com', '203.0.113.6')).json().decision, undefined, 'a draft decides nothing');
      await t.services.decisions.policies.publish(accountId, 'hub');
      const res = await hub('fraud@example.com', '203.0.113.7');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.decision.outcome, 'decline');
      assert.equal(body.decision.policy_version, `${draft.policy_id}@1`);
      assert.deepEqual(body.decision.rules.map((r: { id: string }) => r.id), ['blocked']);
      const codes = body.score.reason_codes.split(',');
      assert.ok(codes.includes('RX001'), body.score.reason_codes);
      assert.ok(codes.includes('RG004'), 'the failing rule is reported by its code');
      // The -300 points join the total: the score is the scorecard's map of the new total.
      const got = (await req('GET', `/1.0/resolutions/${body.resolution_id}`)).json();
      const score = got.explanation.scores.score;
      assert.equal(body.score.score, pointsToScore(score.total));
      assert.equal(score.total, score.base + score.contributions.reduce((s: number, c: { points: number }) => s + c.points, 0));
      assert.deepEqual(score.contributions.find((c: { code: string }) => c.code === 'RX001'), { code: 'RX001', points: -300 });
      const d = got.explanation.decision;
      assert.equal(d.outcome, 'decline');
      assert.equal(d.policy_hash, draft.hash);
      const blocked = d.rules.find((r: { id: string }) => r.id === 'blocked');
      assert.deepEqual(blocked.reads, [{ expr: 'input.email', value: 'fraud@example.com' }, { expr: 'in_list("blocked_emails", input.email)', value: true }]);
      const broken = d.rules.find((r: { id: string }) => r.id === 'broken');
      assert.equal(broken.matched, false);
      assert.match(broken.error, /no list named "no_such_list"/);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      assert.match(metrics, /idrisk_rule_failures_total\{operation="hub"\} [1-9]/);

      // A CIDR block list matches any address of the range.
      const net = (await hub('clean@example.org', '198.51.100.77')).json();
      assert.equal(net.decision.outcome, 'decline');
      assert.deepEqual(net.decision.rules.map((r: { id: string }) => r.id), ['bad_net']);
      // Nothing matched: approve.
      assert.equal((await hub('clean2@example.org', '203.0.113.99')).json().decision.outcome, 'approve');
    });

    test('velocity from the identity graph: the third email on one IP within the hour is sent to review, listed and webhooked', async () => {
      const ip = '192.0.2.44';
      const outcomes: string[] = [];
      let last: { resolution_id: string; decision: { outcome: string } } | null = null;
      for (const email of ['v1@example.net', 'v2@example.net', 'v3@example.net']) {
        last = (await hub(email, ip)).json();
        outcomes.push(last!.decision.outcome);
      }
      assert.deepEqual(outcomes, ['approve', 'approve', 'review']);
      const got = (await req('GET', `/1.0/resolutions/${last!.resolution_id}`)).json();
      assert.deepEqual(got.explanation.decision.rules.find((r: { id: string }) => r.id === 'velocity').reads, [{ expr: 'velocity("email", "ip", "1h")', value: 2 }]);
      assert.deepEqual(got.explanation.decision.tags, ['velocity']);
      // add_to_list wrote the IP in the commit, with its author and expiry.
      const items = await t.services.decisions.lists.items(accountId, 'watch_ips', null, 10);
      assert.deepEqual(items.items.map((i) => i.value), [ip]);
      assert.match(items.items[0]!.author, /^rule:pol_.*@1\/velocity$/);
      assert.ok(items.items[0]!.expires_at! > new Date(Date.now() + 6 * 86_400_000).toISOString());
      // The review outcome recorded a resolution.review event for the account's webhook.
      const events = await t.services.store.db.selectFrom('webhook_events').selectAll().where('account_id', '=', accountId).where('type', '=', 'resolution.review').execute();
      assert.equal(events.length, 1);
      const data = JSON.parse(events[0]!.body).data;
      assert.equal(data.resolution_id, last!.resolution_id);
      assert.equal(data.decision.outcome, 'review');
    });

    test('the stored decision record is compact; GET, the admin view and the report read it whole; a full record reads as before', async () => {
      const res = (await hub('fraud@example.com', '203.0.113.77')).json();
      assert.equal(res.decision.outcome, 'decline');
      const id: string = res.resolution_id;
      const db = t.services.store.db;
      const row = await db.selectFrom('resolutions').select('explanation').where('id', '=', id).executeTakeFirstOrThrow();
      const stored = JSON.parse(row.explanation!).decision;
      // Stored: the rules that matched or failed, with their reads, no names or actions; the others are in the version.
      assert.equal(stored.compact, true);
      assert.deepEqual(stored.rules, [
        { id: 'blocked', matched: true, reads: [{ expr: 'input.email', value: 'fraud@example.com' }, { expr: 'in_list("blocked_emails", input.email)', value: true }] },
        { id: 'broken', matched: false, reads: [{ expr: 'input.email', value: 'fraud@example.com' }], error: stored.rules[1].error },
      ]);
      assert.match(stored.rules[1].error, /no list named "no_such_list"/);
      // Answered: every rule of the version in order, with its name, its actions when it matched, as it was made.
      const version = await t.services.decisions.policies.show(accountId, 'hub', 1);
      const doc = version.document.rules;
      const whole = {
        policy_version: `${version.policy_id}@1`,
        policy_hash: version.hash,
        outcome: 'decline',
        tags: [],
        points: [{ code: 'RX001', points: -300, rule: 'blocked' }],
        rules: [
          { id: 'blocked', name: 'Blocked email', matched: true, reads: stored.rules[0].reads, actions: doc[0]!.actions },
          { id: 'bad_net', name: 'Blocked network', matched: false, reads: [], actions: [] },
          { id: 'velocity', name: 'Many emails on one IP', matched: false, reads: [], actions: [] },
          { id: 'broken', name: 'Names a list the account lacks', matched: false, reads: stored.rules[1].reads, actions: [], error: stored.rules[1].error },
        ],
      };
      const got = (await req('GET', `/1.0/resolutions/${id}`)).json();
      assert.deepEqual(got.explanation.decision, whole);
      assert.deepEqual(Object.keys(got.explanation.decision), ['policy_version', 'policy_hash', 'outcome', 'tags', 'points', 'rules']);
      assert.deepEqual(Object.keys(got.explanation.decision.rules[3]), ['id', 'name', 'matched', 'reads', 'actions', 'error']);
      const admin = (await adminCall(t, 'GET', `/resolutions/${id}`, { token: await tokenFor(t, 'owner') })).json() as { explanation: { decision: unknown } };
      assert.deepEqual(admin.explanation, got.explanation);
      // The report counts the rule's hit from the compact record.
      const report = await t.services.decisions.reports.report({ accountId, operation: 'hub' });
      const hits = report.rules.find((r) => r.rule === 'blocked' && r.policy_version === whole.policy_version)?.hits ?? 0;
      assert.ok(hits >= 2, `blocked hits ${hits}`);
      assert.equal(report.rules.some((r) => r.rule === 'broken'), false, 'a failed rule is not a hit');
      // A record stored whole (before 2026-11-27) is answered as it is.
      await db.updateTable('resolutions').set({ explanation: JSON.stringify(got.explanation) }).where('id', '=', id).execute();
      assert.deepEqual((await req('GET', `/1.0/resolutions/${id}`)).json().explanation, got.explanation);
      const again = await t.services.decisions.reports.report({ accountId, operation: 'hub' });
      assert.equal(again.rules.find((r) => r.rule === 'blocked' && r.policy_version === whole.policy_version)?.hits, hits);
    });

    test('versions: publish another, roll back to the one before, unpublish', async () => {
      const policies = t.services.decisions.policies;
      const v2 = await policies.saveDraft(accountId, 'hub', { rules: [{ id: 'all', name: 'Review everything', when: 'true', actions: [{ type: 'decision', outcome: 'review' }] }] }, 'test');
      assert.equal(v2.version, 2);
      await policies.publish(accountId, 'hub');
      const a = (await hub('r1@example.com', '203.0.113.20')).json();
      assert.equal(a.decision.policy_version, `${v2.policy_id}@2`);
      assert.equal(a.decision.outcome, 'review');
      const back = await policies.rollback(accountId, 'hub');
      assert.equal(back.version, 1);
      const b = (await hub('r2@example.com', '203.0.113.21')).json();
      assert.equal(b.decision.policy_version, `${v2.policy_id}@1`);
      const list = await policies.list(accountId);
      assert.deepEqual(list[0]!.versions.map((v) => [v.version, v.status]), [[1, 'published'], [2, 'retired']]);
      await policies.unpublish(accountId, 'hub');
      assert.equal((await hub('r3@example.com', '203.0.113.22')).json().decision, undefined);
      await assert.rejects(policies.saveDraft(accountId, 'hub', { rules: [{ id: 'x', name: 'x', when: 'score <', actions: [{ type: 'tag', tag: 'x' }] }] }, 'test'), /problem/);
      await assert.rejects(policies.saveDraft(accountId, 'credits', { rules: [] }, 'test'), /operation must be one of/);
    });

    test('labels: batch, one current label with history, 404 on unknown, pages, erasure', async () => {
      const calls: { resolution_id: string; customer_id: string }[] = [];
      for (let i = 0; i < 3; i++) calls.push((await req('POST', '/1.0/email', { customer_id: uniqueId('lab'), claims: ['email'], email: `l${i}@example.com` })).json());
      const r = await req('POST', '/1.0/labels', {
        labels: [
          { resolution_id: calls[0].resolution_id, tag: 'fraud', occurred_at: '2026-11-01T10:00:00Z', notes: 'chargeback 123' },
          { customer_id: calls[1].customer_id, tag: 'not_fraud' },
        ],
      });
      assert.equal(r.statusCode, 200, r.body);
      assert.equal(r.json().labels[1].resolution_id, calls[1].resolution_id);
      // Unknown resolution: 404, and nothing of the batch is stored.
      const missing = await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[2].resolution_id, tag: 'fraud' }, { resolution_id: 'res_unknown', tag: 'fraud' }] });
      assertProblem(missing, 404, 'NOT_FOUND');
      assert.deepEqual(missing.json().errors, [{ field: '/labels/1/resolution_id', message: 'label 1: no live resolution with this resolution_id for this account' }]);
      assertProblem(await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[2].resolution_id, customer_id: 'x', tag: 'fraud' }] }), 400, 'INVALID_PAYLOAD');
      assertProblem(await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[2].resolution_id, tag: 'stolen' }] }), 400, 'INVALID_PAYLOAD');
      // A new label replaces the current one; the old one stays in the history.
      await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[0].resolution_id, tag: 'chargeback' }] });
      const history = await t.services.decisions.labels.history(accountId, calls[0].resolution_id);
      assert.deepEqual(history.map((h) => h.tag), ['fraud', 'chargeback']);
      const p1 = (await req('GET', '/1.0/labels?limit=1')).json();
      assert.equal(p1.labels.length, 1);
      const p2 = (await req('GET', `/1.0/labels?limit=5&cursor=${p1.next_cursor}`)).json();
      const all = [...p1.labels, ...p2.labels];
      assert.deepEqual(new Set(all.map((l: { resolution_id: string }) => l.resolution_id)), new Set([calls[0].resolution_id, calls[1].resolution_id]));
      assert.equal(all.find((l: { resolution_id: string }) => l.resolution_id === calls[0].resolution_id).tag, 'chargeback');
      assert.equal(p2.next_cursor, null);
      // Labels are free: the balance moves only by the calls.
      const balance = (await t.services.accounts.require(accountId)).credits;
      await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[1].resolution_id, tag: 'spam_or_abuse' }] });
      assert.equal((await t.services.accounts.require(accountId)).credits, balance);
      // Erasing the customer erases its labels and their history.
      assert.equal((await req('DELETE', `/1.0/customers/${encodeURIComponent(calls[0].customer_id)}`)).statusCode, 204);
      assert.deepEqual(await t.services.decisions.labels.history(accountId, calls[0].resolution_id), []);
      const left = (await req('GET', '/1.0/labels?limit=10')).json().labels.map((l: { resolution_id: string }) => l.resolution_id);
      assert.deepEqual(left, [calls[1].resolution_id]);
      assertProblem(await req('POST', '/1.0/labels', { labels: [{ resolution_id: calls[0].resolution_id, tag: 'fraud' }] }), 404, 'NOT_FOUND');
    });

    test('flat answers (rule 14) carry the decision block and the rule codes, as the versioned answers do', async () => {
      const a = await t.account({ credits: 100_000 });
      const call = (url: string, body: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, headers: { 'x-api-key': a.live, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId('flat'), ...body }) });
      // Without a policy: no decision block in either shape.
      const none = await call('/phone', { phone: '447700900123' });
      assert.equal(none.statusCode, 200, none.body);
      assert.equal('decision' in none.json(), false);
      const review = { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }, { type: 'points', code: 'RX007', points: -5 }] }] };
      const policies = t.services.decisions.policies;
      for (const op of ['phone', 'email', 'ip', 'hub']) {
        await policies.saveDraft(a.account.id, op, review, 'test');
        await policies.publish(a.account.id, op);
      }
      const versioned = (await call('/1.0/phone', { claims: ['phone'], phone_number: '+447700900123' })).json();
      const flatPhone = await call('/phone', { phone: '447700900123' });
      assert.equal(flatPhone.statusCode, 200, flatPhone.body);
      const fp = flatPhone.json();
      assert.deepEqual(fp.decision, versioned.decision);
      assert.equal(fp.decision.outcome, 'review');
      assert.deepEqual(fp.decision.rules.map((r: { id: string }) => r.id), ['band']);
      assert.ok(fp.phone_reason_codes.split(',').includes('RX007'), fp.phone_reason_codes);
      assert.equal(fp.phone_score, versioned.phone.score);
      for (const [url, body, prefix] of [['/email', { email: 'flat@example.com' }, 'email'], ['/ip', { ip: '203.0.113.9' }, 'ip']] as const) {
        const r = await call(url, body);
        assert.equal(r.statusCode, 200, r.body);
        assert.equal(r.json().decision.outcome, 'review', url);
        assert.ok(String(r.json()[`${prefix}_reason_codes`]).split(',').includes('RX007'), r.body);
      }
      // /onboarding: the hub's policy decides; its code joins the combined reason_codes.
      const onboarding = await call('/onboarding', { email: 'flat2@example.com', ip: '203.0.113.10' });
      assert.equal(onboarding.statusCode, 200, onboarding.body);
      const ob = onboarding.json();
      assert.equal(ob.decision.outcome, 'review');
      assert.match(ob.decision.policy_version, /^pol_.+@1$/);
      assert.ok(ob.reason_codes.split(',').includes('RX007'), ob.reason_codes);
      // The stored resolution explains it as for a versioned call.
      const got = (await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${ob.resolution_id}`, headers: { 'x-api-key': a.live } })).json();
      assert.equal(got.explanation.decision.outcome, 'review');
    });
  });
}
