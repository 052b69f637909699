/**
 * `idrisk reviews list|show|claim|release|decide` on SQLite and PostgreSQL: the review queue from the command line,
 * through the same service as the admin API (src/decisions/reviews.ts). Calls a published policy decided `review` are
 * listed oldest first; the CLI claims as cli:<user>, so an analyst of the admin API then gets 409, and the CLI gets a
 * conflict (exit 1) on an entry an analyst holds; a decision writes the label and the `resolution.reviewed` event and
 * closes the entry; the audit trail records the commands with the actor and without the note.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { userInfo } from 'node:os';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { adminCall, tokenFor } from '../helpers/admin.js';
import { assertProblem } from '../helpers/problem.js';
import { runCliCaptured } from '../helpers/cli.js';

const POLICY = { rules: [{ id: 'band', name: 'Review band', when: 'score < 1001', actions: [{ type: 'decision', outcome: 'review' }] }] };

for (const kind of DB_KINDS) {
  describe(`idrisk reviews (${kind})`, () => {
    let t: TestApp;
    let env: Record<string, string>;
    let acct: Awaited<ReturnType<TestApp['account']>>;
    const ids: string[] = [];
    const me = `cli:${userInfo().username}`;
    const run = (...argv: string[]) => runCliCaptured(argv, env);
    before(async () => {
      t = await testApp(kind);
      env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' };
      acct = await t.account({ credits: 100_000, webhookUrl: 'http://127.0.0.1:9/hooks' });
      await t.services.webhooks.newSecret(acct.account.id);
      await t.services.decisions.policies.saveDraft(acct.account.id, 'hub', POLICY, 'test');
      await t.services.decisions.policies.publish(acct.account.id, 'hub');
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': acct.live, 'content-type': 'application/json' },
          payload: JSON.stringify({ customer_id: uniqueId(`rc${i}`), claims: ['email', 'ip', 'score'], email: `rc${i}@example.com`, ip: `203.0.113.${60 + i}` }),
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().decision.outcome, 'review');
        ids.push(res.json().resolution_id as string);
      }
    });
    after(() => t.close());

    test('list and show: oldest first, paged, as the admin API lists them', async () => {
      const page = await run('reviews', 'list', '--account', acct.account.id, '--limit', '2', '--json');
      assert.equal(page.code, 0, page.err);
      const p1 = JSON.parse(page.out);
      assert.deepEqual(p1.data.map((e: { resolution_id: string }) => e.resolution_id), ids.slice(0, 2));
      assert.equal(typeof p1.next_cursor, 'string');
      const p2 = JSON.parse((await run('reviews', 'list', '--account', acct.account.id, '--limit', '2', '--cursor', p1.next_cursor, '--json')).out);
      assert.deepEqual(p2.data.map((e: { resolution_id: string }) => e.resolution_id), [ids[2]]);
      assert.equal(p2.next_cursor, null);
      // The same entries as GET /admin/1.0/reviews.
      const viewer = await tokenFor(t, 'viewer');
      const api = (await adminCall(t, 'GET', `/reviews?account_id=${acct.account.id}`, { token: viewer })).json();
      assert.deepEqual([...p1.data, ...p2.data], api.data);
      const text = await run('reviews', 'list', '--account', acct.account.id);
      assert.equal(text.code, 0, text.err);
      assert.equal(text.out.trim().split('\n').length, 3);
      assert.match(text.out, new RegExp(`^${ids[0]} .* band +unclaimed$`, 'm'));
      const shown = JSON.parse((await run('reviews', 'show', ids[0]!, '--json')).out);
      assert.deepEqual(shown.rules, [{ id: 'band', name: 'Review band' }]);
      assert.equal(shown.status, 'open');
      assert.match((await run('reviews', 'show', ids[0]!)).out, /policy pol_.+@1: band \(Review band\)/);
      // Bad arguments: usage and exit 2; an unknown resolution: exit 1 with the service's message.
      assert.equal((await run('reviews', 'list', '--status', 'closed')).code, 2);
      assert.equal((await run('reviews', 'list', '--limit', '0')).code, 2);
      assert.equal((await run('reviews', 'show')).code, 2);
      assert.equal((await run('reviews', 'claim', ids[0]!, '--note', 'x')).code, 2);
      assert.equal((await run('reviews', 'frob')).code, 2);
      const missing = await run('reviews', 'show', 'res_missing');
      assert.equal(missing.code, 1);
      assert.match(missing.err, /no review of res_missing/);
    });

    test('claim, conflict with an analyst of the admin API, release, decide; label, event and audit', async () => {
      const [a, b, c] = ids as [string, string, string];
      const claimed = await run('reviews', 'claim', a, '--json');
      assert.equal(claimed.code, 0, claimed.err);
      assert.equal(JSON.parse(claimed.out).claimed_by, me);
      // An analyst of the admin API cannot take it while the CLI holds it.
      const ana = await tokenFor(t, 'analyst');
      assertProblem(await adminCall(t, 'POST', `/reviews/${a}/claim`, { token: ana, body: {} }), 409, 'CONFLICT');
      // The analyst holds another one: the CLI gets a conflict (exit 1), not a win.
      assert.equal((await adminCall(t, 'POST', `/reviews/${b}/claim`, { token: ana, body: {} })).statusCode, 200);
      const taken = await run('reviews', 'decide', b, '--outcome', 'approve', '--note', 'fine');
      assert.equal(taken.code, 1);
      assert.match(taken.err, /holds the review/);
      // Release gives it back.
      const released = JSON.parse((await run('reviews', 'release', a, '--json')).out);
      assert.equal(released.claimed_by, null);
      // A refused decision changes nothing; then a decline with a tag writes the label and the event.
      assert.equal((await run('reviews', 'decide', a, '--outcome', 'approve', '--note', 'x', '--tag', 'fraud')).code, 1);
      assert.equal((await run('reviews', 'decide', a, '--outcome', 'block', '--note', 'x')).code, 2);
      assert.equal((await run('reviews', 'decide', a, '--outcome', 'decline')).code, 2);
      assert.deepEqual(await t.services.decisions.labels.history(acct.account.id, a), []);
      const decided = await run('reviews', 'decide', a, '--outcome', 'decline', '--note', 'Ann Example used a stolen card', '--tag', 'chargeback', '--json');
      assert.equal(decided.code, 0, decided.err);
      const d = JSON.parse(decided.out);
      assert.equal(d.review.status, 'decided');
      assert.equal(d.review.decided_by, me);
      assert.match(d.label_id, /^lbl_/);
      assert.match(d.webhook_event_id, /^msg_/);
      const history = await t.services.decisions.labels.history(acct.account.id, a);
      assert.deepEqual(history.map((h) => [h.label_id, h.tag, h.notes]), [[d.label_id, 'chargeback', 'Ann Example used a stolen card']]);
      const given = await t.services.store.db.selectFrom('label_events').select(['author']).where('id', '=', d.label_id).executeTakeFirstOrThrow();
      assert.equal(given.author, `review:${me}`);
      const event = await t.services.store.db.selectFrom('webhook_events').selectAll().where('id', '=', d.webhook_event_id).executeTakeFirstOrThrow();
      assert.equal(event.type, 'resolution.reviewed');
      assert.equal(JSON.parse(event.body).data.reviewed_by, me);
      // Deciding again is a conflict; the text form of an approval without a claim.
      assert.equal((await run('reviews', 'decide', a, '--outcome', 'approve', '--note', 'again')).code, 1);
      const ok = await run('reviews', 'decide', c, '--outcome', 'approve', '--note', 'known customer');
      assert.equal(ok.code, 0, ok.err);
      assert.match(ok.out, new RegExp(`^approved ${c}: label lbl_\\S+, webhook msg_`));
      const closed = JSON.parse((await run('reviews', 'list', '--account', acct.account.id, '--status', 'decided', '--json')).out);
      assert.deepEqual(closed.data.map((e: { resolution_id: string }) => e.resolution_id).sort(), [a, c].sort());

      // The audit trail: who claimed, released and decided, the outcome, never the note.
      const audit = await t.services.store.db.selectFrom('audit_log').selectAll().where('action', 'like', 'reviews %').orderBy('id').execute();
      const mine = audit.filter((e) => e.actor === me);
      assert.deepEqual(mine.map((e) => [e.action, e.outcome]), [['reviews claim', 'ok'], ['reviews decide', 'failed'], ['reviews release', 'ok'], ['reviews decide', 'failed'], ['reviews decide', 'ok'], ['reviews decide', 'failed'], ['reviews decide', 'ok']]);
      const all = JSON.stringify(mine);
      assert.equal(all.includes('stolen card'), false);
      assert.equal(all.includes('known customer'), false);
      const ok1 = mine.find((e) => e.action === 'reviews decide' && e.outcome === 'ok')!;
      const args = JSON.parse(ok1.args as string);
      assert.deepEqual([args._, args.outcome, args.note, args.tag], [[a], 'decline', '[redacted]', 'chargeback']);
      assert.equal(JSON.parse(ok1.detail as string).label_id, d.label_id);
    });
  });
}
