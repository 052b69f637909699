/**
 * The decision layer over the admin API on SQLite and PostgreSQL (docs/admin.md#decisions): an account's lists,
 * policies (draft -> publish -> roll back, each changing what a live call's `decision` answers), active models, labels
 * and the label report, all through the same services as /1.0/lists, /1.0/labels and the CLI. An operator limited to
 * another account gets 404 for every one of them; a bad body gets 400 in the one error shape and writes nothing; stale
 * publish and draft edits get 412; every write is in the audit trail with its actor. The role matrix is in
 * admin-api.test.ts.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, tokenFor } from '../helpers/admin.js';
import { ScoringModels } from '../../src/scoring/models/index.js';

const REVIEW = { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] };
const BLOCK = {
  rules: [
    { id: 'blocked', name: 'Blocked email', when: 'in_list("blocked_emails", input.email)', actions: [{ type: 'decision', outcome: 'decline' }] },
    { id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] },
  ],
};

for (const kind of DB_KINDS) {
  describe(`admin API: lists, policies, models, labels, report (${kind})`, () => {
    let t: TestApp;
    let acct: Awaited<ReturnType<TestApp['account']>>;
    let other: Awaited<ReturnType<TestApp['account']>>;
    let analyst: string;
    let viewer: string;
    let A: string;
    const live = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': acct.live, 'content-type': 'application/json' },
        payload: JSON.stringify({ customer_id: uniqueId('adm'), claims: ['email', 'ip', 'score'], email, ip: '203.0.113.61' }),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { resolution_id: string; decision?: { outcome: string; policy_version: string; rules: { id: string }[] } };
    };
    before(async () => {
      t = await testApp(kind);
      acct = await t.account({ credits: 100_000 });
      other = await t.account({ credits: 10 });
      A = `/accounts/${acct.account.id}`;
      analyst = await tokenFor(t, 'analyst');
      viewer = await tokenFor(t, 'viewer');
    });
    after(() => t.close());

    test('lists: create, add, page through items by cursor, remove, delete; the items\' author is the operator; a viewer reads', async () => {
      const created = await adminCall(t, 'POST', `${A}/lists`, { token: analyst, body: { name: 'blocked_emails', kind: 'email', description: 'chargebacks' } });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().kind, 'email');
      assertProblem(await adminCall(t, 'POST', `${A}/lists`, { token: analyst, body: { name: 'blocked_emails', kind: 'email' } }), 400, 'INVALID_PAYLOAD');
      const added = await adminCall(t, 'POST', `${A}/lists/blocked_emails/items`, {
        token: analyst, body: { items: [{ value: 'Bad1@Example.com', comment: 'chargeback' }, { value: 'bad2@example.com' }, { value: 'bad3@example.com', expires_at: '2099-01-01T00:00:00Z' }] },
      });
      assert.equal(added.statusCode, 200, added.body);
      assert.equal(added.json().count, 3);
      const p1 = await adminCall(t, 'GET', `${A}/lists/blocked_emails/items?limit=2`, { token: viewer });
      assert.equal(p1.statusCode, 200, p1.body);
      assert.deepEqual(p1.json().data.map((i: { value: string }) => i.value), ['bad1@example.com', 'bad2@example.com']);
      assert.match(p1.json().data[0].author, /^token:adt_/);
      assert.equal(p1.json().data[0].comment, 'chargeback');
      const p2 = (await adminCall(t, 'GET', `${A}/lists/blocked_emails/items?limit=2&cursor=${p1.json().next_cursor}`, { token: viewer })).json();
      assert.deepEqual(p2.data.map((i: { value: string }) => i.value), ['bad3@example.com']);
      assert.equal(p2.next_cursor, null);
      // The same list as the account's own key sees it (one service).
      const pub = await t.app.inject({ method: 'GET', url: '/1.0/lists/blocked_emails', headers: { 'x-api-key': acct.live } });
      assert.equal(pub.json().items, 3);
      const removed = await adminCall(t, 'POST', `${A}/lists/blocked_emails/items/remove`, { token: analyst, body: { values: ['bad2@example.com', 'never@example.com'] } });
      assert.equal(removed.json().count, 1);
      assert.equal((await adminCall(t, 'GET', `${A}/lists/blocked_emails`, { token: viewer })).json().items, 2);
      assert.deepEqual((await adminCall(t, 'GET', `${A}/lists`, { token: viewer })).json().data.map((l: { name: string; items: number }) => [l.name, l.items]), [['blocked_emails', 2]], 'each list with its item count');
      // A second list, deleted with its items; an empty list counts 0.
      assert.equal((await adminCall(t, 'POST', `${A}/lists`, { token: analyst, body: { name: 'watch_ips', kind: 'ip' } })).statusCode, 201);
      assert.deepEqual((await adminCall(t, 'GET', `${A}/lists`, { token: viewer })).json().data.map((l: { name: string; items: number }) => [l.name, l.items]), [['blocked_emails', 2], ['watch_ips', 0]]);
      await adminCall(t, 'POST', `${A}/lists/watch_ips/items`, { token: analyst, body: { items: [{ value: '203.0.113.9' }] } });
      assert.deepEqual((await adminCall(t, 'DELETE', `${A}/lists/watch_ips`, { token: analyst })).json(), { deleted: true });
      assertProblem(await adminCall(t, 'GET', `${A}/lists/watch_ips`, { token: viewer }), 404, 'NOT_FOUND');
      // A viewer may not write.
      assertProblem(await adminCall(t, 'POST', `${A}/lists/blocked_emails/items`, { token: viewer, body: { items: [{ value: 'x@example.com' }] } }), 403, 'FORBIDDEN');
    });

    test('bad bodies: 400 in the one error shape, nothing written', async () => {
      assertProblem(await adminCall(t, 'POST', `${A}/lists`, { token: analyst, body: { name: 'x', kind: 'bogus' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${A}/lists`, { token: analyst, body: { name: 'Has Spaces', kind: 'email' } }), 400, 'INVALID_PAYLOAD');
      const bad = assertProblem(await adminCall(t, 'POST', `${A}/lists/blocked_emails/items`, { token: analyst, body: { items: [{ value: 'ok@example.com' }, { value: 'not an email' }] } }), 400, 'INVALID_PAYLOAD');
      assert.ok(JSON.stringify(bad.errors).includes('/items/1/value'), JSON.stringify(bad));
      assert.equal((await adminCall(t, 'GET', `${A}/lists/blocked_emails`, { token: viewer })).json().items, 2, 'all or nothing');
      const draft = assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { rules: [{ id: 'r', name: 'r', when: 'score <', actions: [] }] } }), 400, 'INVALID_PAYLOAD');
      assert.ok(Array.isArray(draft.errors) && draft.errors.length > 0);
      assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { rules: [], extra: 1 } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${A}/policies/nosuchop/drafts`, { token: analyst, body: REVIEW }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${A}/labels`, { token: analyst, body: { labels: [{ resolution_id: 'res_x', tag: 'maybe' }] } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', `${A}/report?since=yesterday`, { token: viewer }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${A}/models/phone/activate`, { token: await tokenFor(t, 'admin'), body: { model_id: 'igaming' } }), 404, 'NOT_FOUND');
      assert.deepEqual((await adminCall(t, 'GET', `${A}/policies`, { token: viewer })).json().data, [], 'no policy was created by a bad draft');
      assert.deepEqual((await adminCall(t, 'GET', `${A}/labels`, { token: viewer })).json().data, []);
    });

    test('policies: draft, publish, roll back, each changing what a live call\'s decision answers; stale edits get 412', async () => {
      assert.equal((await live('ok@example.com')).decision, undefined, 'no policy, no decision');
      const v1 = await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { ...REVIEW, expected_latest: null } });
      assert.equal(v1.statusCode, 201, v1.body);
      assert.equal(v1.json().version, 1);
      assert.equal(v1.json().status, 'draft');
      assert.match(v1.json().author, /^token:adt_/);
      assert.equal((await live('ok@example.com')).decision, undefined, 'a draft decides nothing');
      const pub1 = await adminCall(t, 'POST', `${A}/policies/hub/publish`, { token: analyst, body: { expected_published: null } });
      assert.equal(pub1.statusCode, 200, pub1.body);
      assert.equal(pub1.json().status, 'published');
      const a1 = await live('bad1@example.com');
      assert.equal(a1.decision?.outcome, 'review');
      assert.match(a1.decision!.policy_version, /^pol_.+@1$/);

      // Another editor saved version 2 meanwhile: a draft made against version 1 is refused.
      const v2 = await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { ...BLOCK, codes: { RX001: 'On the block list' }, expected_latest: 1 } });
      assert.equal(v2.statusCode, 201, v2.body);
      assert.deepEqual(v2.json().document.codes, { RX001: 'On the block list' }, 'the codes are kept with the rules');
      assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { ...BLOCK, codes: { XX1: 'bad' }, expected_latest: 2 } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/drafts`, { token: analyst, body: { ...REVIEW, expected_latest: 1 } }), 412, 'VERSION_MISMATCH');
      assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/publish`, { token: analyst, body: { version: 2, expected_published: null } }), 412, 'VERSION_MISMATCH');
      assert.equal((await live('bad1@example.com')).decision?.outcome, 'review', 'a refused publish changed nothing');

      const pub2 = await adminCall(t, 'POST', `${A}/policies/hub/publish`, { token: analyst, body: { version: 2, expected_published: 1 } });
      assert.equal(pub2.statusCode, 200, pub2.body);
      const a2 = await live('bad1@example.com');
      assert.equal(a2.decision?.outcome, 'decline');
      assert.match(a2.decision!.policy_version, /@2$/);
      assert.deepEqual(a2.decision!.rules.map((r) => r.id), ['blocked', 'band']);
      assert.equal((await live('fine@example.com')).decision?.outcome, 'review');

      const got = await adminCall(t, 'GET', `${A}/policies/hub`, { token: viewer });
      assert.equal(got.statusCode, 200, got.body);
      assert.equal(got.json().policy.published_version, 2);
      assert.deepEqual(got.json().policy.versions.map((v: { version: number; status: string }) => [v.version, v.status]), [[1, 'retired'], [2, 'published']]);
      assert.deepEqual(got.json().version.document.rules.map((r: { id: string }) => r.id), ['blocked', 'band']);
      assert.equal((await adminCall(t, 'GET', `${A}/policies/hub?version=1`, { token: viewer })).json().version.version, 1);
      assertProblem(await adminCall(t, 'GET', `${A}/policies/hub?version=9`, { token: viewer }), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'GET', `${A}/policies/phone`, { token: viewer }), 404, 'NOT_FOUND');

      assertProblem(await adminCall(t, 'POST', `${A}/policies/hub/rollback`, { token: analyst, body: { expected_published: 1 } }), 412, 'VERSION_MISMATCH');
      const back = await adminCall(t, 'POST', `${A}/policies/hub/rollback`, { token: analyst, body: { expected_published: 2 } });
      assert.equal(back.statusCode, 200, back.body);
      assert.equal(back.json().version, 1);
      const a3 = await live('bad1@example.com');
      assert.equal(a3.decision?.outcome, 'review');
      assert.match(a3.decision!.policy_version, /@1$/);
      assert.deepEqual((await adminCall(t, 'GET', `${A}/policies`, { token: viewer })).json().data.map((p: { operation: string; published_version: number }) => [p.operation, p.published_version]), [['hub', 1]]);

      // Every write is audited with its actor.
      const audit = (await adminCall(t, 'GET', '/audit?limit=200', { token: await tokenFor(t, 'owner') })).json().data as { actor: string; action: string }[];
      for (const action of ['lists create', 'lists add', 'lists remove', 'lists delete', 'policies draft', 'policies publish', 'policies rollback']) {
        const e = audit.find((x) => x.action === action);
        assert.ok(e, `audited: ${action}`);
        assert.match(e.actor, /^token:adt_/);
      }
    });

    test('labels and the report: written and paged over the admin API, the report the same as the service (the CLI\'s) gives', async () => {
      const calls = [await live('bad1@example.com'), await live('l2@example.com'), await live('l3@example.com')];
      const res = await adminCall(t, 'POST', `${A}/labels`, {
        token: analyst, body: { labels: [{ resolution_id: calls[0]!.resolution_id, tag: 'fraud', notes: 'card testing' }, { resolution_id: calls[1]!.resolution_id, tag: 'not_fraud' }, { resolution_id: calls[2]!.resolution_id, tag: 'chargeback' }] },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().data.length, 3);
      assertProblem(await adminCall(t, 'POST', `${A}/labels`, { token: analyst, body: { labels: [{ resolution_id: 'res_doesnotexist', tag: 'fraud' }] } }), 404, 'NOT_FOUND');
      const p1 = (await adminCall(t, 'GET', `${A}/labels?limit=2`, { token: viewer })).json();
      assert.equal(p1.data.length, 2);
      const p2 = (await adminCall(t, 'GET', `${A}/labels?limit=2&cursor=${p1.next_cursor}`, { token: viewer })).json();
      assert.equal(p2.next_cursor, null);
      assert.deepEqual([...p1.data, ...p2.data].map((l: { resolution_id: string }) => l.resolution_id).sort(), calls.map((c) => c.resolution_id).sort());

      const rep = await adminCall(t, 'GET', `${A}/report?since=2020-01-01`, { token: viewer });
      assert.equal(rep.statusCode, 200, rep.body);
      const body = rep.json();
      assert.equal(body.labelled, 3);
      assert.equal(body.frauds, 2);
      const direct = await t.services.decisions.reports.report({ accountId: acct.account.id, since: new Date('2020-01-01').toISOString() });
      assert.deepEqual(body, JSON.parse(JSON.stringify(direct)));
      const v1 = (await adminCall(t, 'GET', `${A}/report?policy_version=${encodeURIComponent(calls[0]!.decision!.policy_version)}`, { token: viewer })).json();
      assert.ok(v1.resolutions >= 3 && v1.resolutions < body.resolutions, `${v1.resolutions} of ${body.resolutions}`);
    });

    test('active models: get, activate (owner and admin), the same as `idrisk models activate`', async () => {
      const admin = await tokenFor(t, 'admin');
      assert.deepEqual((await adminCall(t, 'GET', `${A}/models`, { token: viewer })).json().data, []);
      assert.deepEqual((await adminCall(t, 'GET', `${A}/models/onboarding`, { token: viewer })).json(), { product: 'onboarding', model_id: null });
      assertProblem(await adminCall(t, 'POST', `${A}/models/onboarding/activate`, { token: analyst, body: { model_id: 'igaming' } }), 403, 'FORBIDDEN');
      const act = await adminCall(t, 'POST', `${A}/models/onboarding/activate`, { token: admin, body: { model_id: 'igaming' } });
      assert.equal(act.statusCode, 200, act.body);
      assert.equal(act.json().model_id, 'igaming');
      assert.equal(await t.services.decisions.activeModels.activeFor(acct.account.id, 'onboarding'), 'igaming');
      assert.deepEqual((await adminCall(t, 'GET', `${A}/models/onboarding`, { token: viewer })).json(), { product: 'onboarding', model_id: 'igaming' });
      const audit = (await adminCall(t, 'GET', '/audit?action=models%20activate', { token: await tokenFor(t, 'owner') })).json().data as { actor: string }[];
      assert.match(audit[0]!.actor, /^token:adt_/);
    });

    test('concurrent publishes and drafts from the same version: the guard is checked with the write, one wins, the other gets 412', async () => {
      const op = 'email';
      const E = `${A}/policies/${op}`;
      assert.equal((await adminCall(t, 'POST', `${E}/drafts`, { token: analyst, body: { ...REVIEW, expected_latest: null } })).statusCode, 201);
      assert.equal((await adminCall(t, 'POST', `${E}/drafts`, { token: analyst, body: { ...BLOCK, expected_latest: 1 } })).statusCode, 201);
      // Two editors saw nothing published and publish versions 1 and 2 at the same moment.
      const [p1, p2] = await Promise.all([
        adminCall(t, 'POST', `${E}/publish`, { token: analyst, body: { version: 1, expected_published: null } }),
        adminCall(t, 'POST', `${E}/publish`, { token: analyst, body: { version: 2, expected_published: null } }),
      ]);
      const codes = [p1.statusCode, p2.statusCode].sort();
      assert.deepEqual(codes, [200, 412], `${p1.body} ${p2.body}`);
      assertProblem([p1, p2].find((r) => r.statusCode === 412)!, 412, 'VERSION_MISMATCH');
      const winner = [p1, p2].find((r) => r.statusCode === 200)!.json().version as number;
      const got = (await adminCall(t, 'GET', E, { token: viewer })).json();
      assert.equal(got.policy.published_version, winner);
      assert.deepEqual(got.policy.versions.filter((v: { status: string }) => v.status === 'published').map((v: { version: number }) => v.version), [winner], 'exactly one version published');
      // Two rollbacks/publishes from the winner at once: again exactly one passes.
      const other_ = winner === 1 ? 2 : 1;
      const again = await Promise.all([
        adminCall(t, 'POST', `${E}/publish`, { token: analyst, body: { version: other_, expected_published: winner } }),
        adminCall(t, 'POST', `${E}/publish`, { token: analyst, body: { version: other_, expected_published: winner } }),
      ]);
      assert.deepEqual(again.map((r) => r.statusCode).sort(), [200, 412], again.map((r) => r.body).join(' '));
      // Two drafts made against version 2 at once: one is version 3, the other is refused (nothing half-written).
      const drafts = await Promise.all([
        adminCall(t, 'POST', `${E}/drafts`, { token: analyst, body: { ...REVIEW, expected_latest: 2 } }),
        adminCall(t, 'POST', `${E}/drafts`, { token: analyst, body: { ...BLOCK, expected_latest: 2 } }),
      ]);
      assert.deepEqual(drafts.map((r) => r.statusCode).sort(), [201, 412], drafts.map((r) => r.body).join(' '));
      assertProblem(drafts.find((r) => r.statusCode === 412)!, 412, 'VERSION_MISMATCH');
      const after_ = (await adminCall(t, 'GET', E, { token: viewer })).json();
      assert.deepEqual(after_.policy.versions.map((v: { version: number }) => v.version), [1, 2, 3]);
      // Publishes without a guard (the CLI's) at once: both pass, the last wins, one version stays published.
      await Promise.all([t.services.decisions.policies.publish(acct.account.id, op, 1), t.services.decisions.policies.publish(acct.account.id, op, 3)]);
      const end = (await adminCall(t, 'GET', E, { token: viewer })).json();
      assert.equal(end.policy.versions.filter((v: { status: string }) => v.status === 'published').length, 1);
      assert.ok([1, 3].includes(end.policy.published_version));
      await t.services.decisions.policies.unpublish(acct.account.id, op);
    });

    test('active models: a model must be of the product named (4xx in the one error shape); one activated over the admin API scores a live call without model_id', async () => {
      const admin = await tokenFor(t, 'admin');
      const models = new ScoringModels(t.services.store.db);
      const phoneModel = await models.create(acct.account.id, { name: 'strict phone', product: 'phone', base: -300, points: {} });
      const anyModel = await models.create(acct.account.id, { name: 'generic lenient', base: 400, points: {} });
      const M = `${A}/models`;
      // Another product's model, another product's standard model, an unknown model, an unknown product: refused.
      const made = assertProblem(await adminCall(t, 'POST', `${M}/email/activate`, { token: admin, body: { model_id: phoneModel.id } }), 400, 'INVALID_PAYLOAD');
      assert.match(JSON.stringify(made), /phone product/);
      assertProblem(await adminCall(t, 'POST', `${M}/email/activate`, { token: admin, body: { model_id: 'ip_score' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'POST', `${M}/email/activate`, { token: admin, body: { model_id: 'mdl_nosuch' } }), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'POST', `${M}/teleport/activate`, { token: admin, body: { model_id: 'ip_score' } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', `${M}/teleport`, { token: viewer }), 400, 'INVALID_PAYLOAD');
      // Another account's model is not this account's.
      const foreign = await models.create(other.account.id, { name: 'theirs', product: 'phone', base: 0, points: {} });
      assertProblem(await adminCall(t, 'POST', `${M}/phone/activate`, { token: admin, body: { model_id: foreign.id } }), 404, 'NOT_FOUND');
      assert.equal((await adminCall(t, 'GET', `${M}/email`, { token: viewer })).json().model_id, null, 'nothing refused was activated');
      // The product's own standard model and a generic model are accepted.
      assert.equal((await adminCall(t, 'POST', `${M}/ip/activate`, { token: admin, body: { model_id: 'ip_score' } })).statusCode, 200);

      const phone = async () => {
        const res = await t.app.inject({ method: 'POST', url: '/1.0/phone', headers: { 'x-api-key': acct.live, 'content-type': 'application/json' }, payload: JSON.stringify({ customer_id: uniqueId('am'), claims: ['phone'], phone_number: '+447700900123' }) });
        assert.equal(res.statusCode, 200, res.body);
        return res.json() as { resolution_id: string; model_id?: string; phone: { score: number } };
      };
      const before_ = await phone();
      assert.equal(before_.model_id, undefined);
      const act = await adminCall(t, 'POST', `${M}/phone/activate`, { token: admin, body: { model_id: phoneModel.id } });
      assert.equal(act.statusCode, 200, act.body);
      assert.equal((await adminCall(t, 'GET', `${M}/phone`, { token: viewer })).json().model_id, phoneModel.id);
      const strict = await phone();
      assert.equal(strict.model_id, phoneModel.id, 'the call without model_id is scored by the activated model');
      assert.ok(strict.phone.score < before_.phone.score, `${strict.phone.score} < ${before_.phone.score}`);
      const stored = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${strict.resolution_id}`, headers: { 'x-api-key': acct.live } });
      assert.equal(stored.json().explanation.scores.phone.model_id, phoneModel.id);
      // Another activation over the admin API: the next call uses it (a generic model, base 400: a higher score).
      assert.equal((await adminCall(t, 'POST', `${M}/phone/activate`, { token: admin, body: { model_id: anyModel.id } })).statusCode, 200);
      const lenient = await phone();
      assert.equal(lenient.model_id, anyModel.id);
      assert.ok(lenient.phone.score > strict.phone.score, `${lenient.phone.score} > ${strict.phone.score}`);
      await t.services.decisions.activeModels.deactivate(acct.account.id, 'phone');
      await t.services.decisions.activeModels.deactivate(acct.account.id, 'ip');
    });

    test('an operator limited to another account gets 404 for every one of these; an unknown account too', async () => {
      const limited = await tokenFor(t, 'owner', [other.account.id]);
      const L = [
        ['GET', `${A}/lists`], ['POST', `${A}/lists`, { name: 'sneaky', kind: 'email' }], ['GET', `${A}/lists/blocked_emails`], ['DELETE', `${A}/lists/blocked_emails`],
        ['GET', `${A}/lists/blocked_emails/items`], ['POST', `${A}/lists/blocked_emails/items`, { items: [{ value: 'x@example.com' }] }],
        ['POST', `${A}/lists/blocked_emails/items/remove`, { values: ['bad1@example.com'] }],
        ['GET', `${A}/policies`], ['GET', `${A}/policies/hub`], ['POST', `${A}/policies/hub/drafts`, REVIEW], ['POST', `${A}/policies/hub/publish`, {}], ['POST', `${A}/policies/hub/rollback`, {}],
        ['GET', `${A}/models`], ['GET', `${A}/models/onboarding`], ['POST', `${A}/models/onboarding/activate`, { model_id: 'standard' }],
        ['GET', `${A}/labels`], ['POST', `${A}/labels`, { labels: [{ resolution_id: 'res_x', tag: 'fraud' }] }], ['GET', `${A}/report`],
      ] as const;
      for (const [method, path, body] of L) {
        assertProblem(await adminCall(t, method, path, { token: limited, body }), 404, 'NOT_FOUND');
        assertProblem(await adminCall(t, method, path.replace(acct.account.id, 'acct_nosuch'), { token: await tokenFor(t, 'owner'), body }), 404, 'NOT_FOUND');
      }
      // Nothing changed: the list is whole, the policy still at version 1.
      assert.equal((await adminCall(t, 'GET', `${A}/lists/blocked_emails`, { token: viewer })).json().items, 2);
      assert.equal((await adminCall(t, 'GET', `${A}/policies/hub`, { token: viewer })).json().policy.published_version, 1);
      // Its own account is open to it.
      assert.equal((await adminCall(t, 'GET', `/accounts/${other.account.id}/lists`, { token: limited })).statusCode, 200);
    });
  });
}
