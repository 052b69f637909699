/**
 * Two console features of /admin/1.0 on SQLite and PostgreSQL (issue 29):
 * - opening a linked touch point of the identity explorer by its node's reference (openIdentityNode): the same graph
 *   and timeline; 404 for a node of another account's graph, for a forged reference, and for an account the operator
 *   may not see; no touch point in clear in any answer;
 * - "copy as curl": a stored resolution's call rebuilt from its stored answer (explainResolution's `replay`), checked
 *   against the request that was sent and by sending it with a sandbox key; or why it cannot be rebuilt.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, tokenFor } from '../helpers/admin.js';

interface NodeJson { node: string; ref: string; kind: string; links: number; linked?: { items: NodeJson[]; beyond: number } }
interface IdentityJson { node: string; ref: string; kind: string; first_seen: string | null; linked: { items: NodeJson[]; beyond: number } | null; resolutions: { id: string; customer_id: string | null }[] }
interface ReplayJson { method: string | null; path: string | null; url: string | null; body: Record<string, unknown> | null; unavailable: string | null; notes: string[]; sandbox_key_prefix: string | null }

const PUBLIC_URL = 'https://risk.example.test/base';

for (const kind of DB_KINDS) {
  describe(`identity nodes by reference, and calls rebuilt for a sandbox key (${kind})`, () => {
    let t: TestApp;
    let owner: string;
    let a: Awaited<ReturnType<TestApp['account']>>;
    let b: Awaited<ReturnType<TestApp['account']>>;
    before(async () => {
      t = await testApp(kind, { IDRISK_STORE_RESPONSES: 'on', IDRISK_PUBLIC_URL: PUBLIC_URL });
      owner = await tokenFor(t, 'owner');
      a = await t.account({ name: 'A' });
      b = await t.account({ name: 'B' });
    });
    after(() => t.close());

    const call = async (key: string, path: string, body: unknown) => {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { 'x-api-key': key }, payload: body as object });
      assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
      return res.json() as { resolution_id: string };
    };
    const lookup = async (token: string, value: string, accountId: string) => {
      const res = await adminCall(t, 'POST', '/identities/lookup', { token, body: { kind: 'email', value, account_id: accountId } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as IdentityJson;
    };
    const open = (token: string, ref: string, accountId: string) => adminCall(t, 'GET', `/identities/nodes/${ref}?account_id=${encodeURIComponent(accountId)}`, { token });
    const replayOf = async (id: string, token = owner) => {
      const res = await adminCall(t, 'GET', `/resolutions/${id}`, { token });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { replay: ReplayJson }).replay;
    };

    test('a linked touch point opens by its reference: the same graph and timeline, nothing in clear', async () => {
      const phone = '+447700900555';
      const email = `ref.${kind}@example.com`;
      const hub = await call(a.live, '/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email', 'name'], phone_number: phone, email, first_name: 'Ada', last_name: 'Byron' });
      // The same email in account B: its own graph, its own node.
      await call(b.live, '/1.0/email', { customer_id: uniqueId(), claims: ['email'], email });
      const root = await lookup(owner, email, a.account.id);
      assert.match(root.ref, /^[A-Za-z0-9_-]{43}~[A-Za-z0-9_-]{43}$/);
      assert.equal(root.ref.split('~')[0], root.node);
      const linkedPhone = root.linked!.items.find((n) => n.kind === 'phone')!;
      assert.ok(linkedPhone, JSON.stringify(root.linked));
      assert.equal(linkedPhone.node, t.services.graph.key({ kind: 'phone', value: phone }, a.account.id));

      const res = await open(owner, linkedPhone.ref, a.account.id);
      assert.equal(res.statusCode, 200, res.body);
      const opened = res.json() as IdentityJson;
      assert.equal(opened.node, linkedPhone.node);
      assert.equal(opened.ref, linkedPhone.ref);
      assert.equal(opened.kind, 'phone');
      assert.notEqual(opened.first_seen, null);
      // Its graph links back to the email (and the name), and its timeline holds the hub call.
      assert.ok(opened.linked!.items.some((n) => n.node === root.node && n.kind === 'email'));
      assert.ok(opened.linked!.items.some((n) => n.kind === 'name'));
      assert.deepEqual(opened.resolutions.map((r) => r.id), [hub.resolution_id]);
      // The email's own reference opens the email again (depth 2 items carry references too).
      const back = opened.linked!.items.find((n) => n.node === root.node)!;
      assert.equal(back.ref, root.ref);
      const again = (await open(owner, back.ref, a.account.id)).json() as IdentityJson;
      assert.equal(again.node, root.node);
      assert.equal(again.kind, 'email');
      for (const body of [res.body, JSON.stringify(root)]) {
        assert.ok(!body.includes('447700900555') && !body.includes(email) && !/ada|byron/i.test(body), 'no touch point in clear');
      }

      // Another account's graph: B's reference of the same email does not open in A, nor A's in B.
      const inB = await lookup(owner, email, b.account.id);
      assert.notEqual(inB.node, root.node);
      assertProblem(await open(owner, inB.ref, a.account.id), 404, 'NOT_FOUND');
      assertProblem(await open(owner, linkedPhone.ref, b.account.id), 404, 'NOT_FOUND');
      // An operator limited to B cannot open A's node under A (the account is not theirs), nor under B.
      const limitedToB = await tokenFor(t, 'analyst', [b.account.id]);
      assertProblem(await open(limitedToB, linkedPhone.ref, a.account.id), 404, 'NOT_FOUND');
      assertProblem(await open(limitedToB, linkedPhone.ref, b.account.id), 404, 'NOT_FOUND');
      // An operator limited to A opens it.
      assert.equal((await open(await tokenFor(t, 'viewer', [a.account.id]), linkedPhone.ref, a.account.id)).statusCode, 200);
      // A forged mac, a reference of a node that is not there, a malformed one, an unknown account.
      const [node, mac] = linkedPhone.ref.split('~');
      const forged = `${node}~${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
      assertProblem(await open(owner, forged, a.account.id), 404, 'NOT_FOUND');
      assertProblem(await open(owner, `${'x'.repeat(43)}~${mac}`, a.account.id), 404, 'NOT_FOUND');
      assertProblem(await open(owner, 'not-a-reference', a.account.id), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', `/identities/nodes/${linkedPhone.ref}`, { token: owner }), 400, 'INVALID_PAYLOAD');
      assertProblem(await open(owner, linkedPhone.ref, 'acct_missing'), 404, 'NOT_FOUND');
    });

    test('a node erased from the graph answers 404 by its reference; the consortium graph stays hidden from a limited operator', async () => {
      const email = `gone.${kind}@example.com`;
      await call(a.live, '/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email'], phone_number: '+447700900556', email });
      const root = await lookup(owner, email, a.account.id);
      const phoneRef = root.linked!.items.find((n) => n.kind === 'phone')!;
      const db = t.services.store.db;
      await db.deleteFrom('identity_edges').where((eb) => eb.or([eb('a', '=', phoneRef.node), eb('b', '=', phoneRef.node)])).execute();
      await db.deleteFrom('identity_nodes').where('id', '=', phoneRef.node).execute();
      assertProblem(await open(owner, phoneRef.ref, a.account.id), 404, 'NOT_FOUND');

      const sharing = await t.account({ name: 'sharing', graphSharing: true });
      await call(sharing.live, '/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email'], phone_number: '+447700900557', email: `shared.${kind}@example.com` });
      const full = await lookup(owner, `shared.${kind}@example.com`, sharing.account.id);
      assert.ok(full.linked && full.linked.items.length > 0);
      const limited = await tokenFor(t, 'analyst', [sharing.account.id]);
      const res = await open(limited, full.linked.items[0]!.ref, sharing.account.id);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((res.json() as IdentityJson).linked, null, 'the shared graph is not shown to an operator limited to some accounts');
    });

    test('copy as curl: each scoring call is rebuilt from its stored answer as it was sent, and the sandbox answers it', async () => {
      const sandboxPrefix = (await t.services.keys.list(a.account.id)).find((k) => k.environment === 'sandbox')!.prefix;
      const sent: [string, Record<string, unknown>, Record<string, unknown>?][] = [
        ['/1.0/phone', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+44 7700 900123', timeout: 4 }],
        ['/1.0/email', { customer_id: uniqueId(), claims: ['email'], email: 'Jane.Doe@Example.com' }],
        ['/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: '203.0.113.7', model_id: 'ip_score' }],
        ['/1.0/domain', { customer_id: uniqueId(), claims: ['domain'], domain: { value: 'Example.COM' } }],
        ['/1.0/device', { customer_id: uniqueId(), claims: ['device'], user_agent: 'Mozilla/5.0 (X11; Linux x86_64) "quoted" \'single\'' }],
        // The name engine trims: the rebuilt call has the names as it read them.
        ['/1.0/name', { customer_id: uniqueId(), claims: ['name'], first_name: '  Jane ', last_name: 'Doe' }, { first_name: 'Jane', last_name: 'Doe' }],
        ['/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name', 'score'], phone_number: '+447700900124', email: 'hub@example.com', ip: '203.0.113.8', first_name: 'Ann', last_name: 'Lee' }],
      ];
      for (const [path, body, differs] of sent) {
        const { resolution_id } = await call(a.live, path, body);
        const replay = await replayOf(resolution_id);
        assert.equal(replay.unavailable, null, `${path}: ${replay.unavailable}`);
        assert.equal(replay.method, 'POST');
        assert.equal(replay.path, path);
        assert.equal(replay.url, `${PUBLIC_URL}${path}`);
        assert.equal(replay.sandbox_key_prefix, sandboxPrefix);
        assert.ok(replay.notes.some((n) => n.includes('timeout')));
        const { timeout: _t, model_id: model, ...expected } = { ...body, ...differs };
        const { model_id: rebuiltModel, ...rebuilt } = replay.body!;
        assert.deepEqual(rebuilt, expected, path);
        if (model !== undefined) assert.equal(rebuiltModel, model, `${path}: the model named`);
        // The rebuilt call is a valid call: the sandbox answers it, and echoes the same inputs.
        const again = await t.app.inject({ method: 'POST', url: path, headers: { 'x-api-key': a.sandbox }, payload: replay.body! });
        assert.equal(again.statusCode, 200, `${path} replayed: ${again.body}`);
      }
    });

    test('copy as curl says why when the inputs cannot be recovered', async () => {
      // A hub call's email and ip sent without their claims: the answer does not echo them and the graph does not link
      // them, so whether such inputs were sent cannot be told from what is stored (they count in the score).
      const hub = await call(a.live, '/1.0/hub', { customer_id: uniqueId(), claims: ['phone'], phone_number: '+447700900125', email: 'unclaimed@example.com', ip: '203.0.113.9' });
      const partial = await replayOf(hub.resolution_id);
      assert.equal(partial.body, null);
      assert.match(String(partial.unavailable), /may also send email, ip, first_name and last_name without claiming it/);
      assert.ok(!JSON.stringify(partial).includes('unclaimed@example.com'));
      // A comma in a name: which part is which cannot be told.
      const name = await call(a.live, '/1.0/name', { customer_id: uniqueId(), claims: ['name'], first_name: 'Jane, Q.', last_name: 'Doe' });
      assert.match(String((await replayOf(name.resolution_id)).unavailable), /comma/);
      // An erased resolution.
      const customer = uniqueId();
      const erased = await call(a.live, '/1.0/email', { customer_id: customer, claims: ['email'], email: 'erase.me@example.com' });
      const del = await t.app.inject({ method: 'DELETE', url: `/1.0/customers/${customer}`, headers: { 'x-api-key': a.live } });
      assert.ok(del.statusCode < 300, del.body);
      assert.match(String((await replayOf(erased.resolution_id)).unavailable), /erased/);
      // An analyst may not read keys: no key prefix, the call still rebuilt.
      const email = await call(a.live, '/1.0/email', { customer_id: uniqueId(), claims: ['email'], email: 'analyst@example.com' });
      const analyst = await replayOf(email.resolution_id, await tokenFor(t, 'analyst'));
      assert.equal(analyst.sandbox_key_prefix, null);
      assert.notEqual(analyst.body, null);
    });
  });
}

describe('copy as curl without stored answers', () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite');
  });
  after(() => t.close());

  test('the answer is not stored: the replay says so; no public URL: no url', async () => {
    const { live, account } = await t.account();
    const res = await t.app.inject({ method: 'POST', url: '/1.0/email', headers: { 'x-api-key': live }, payload: { customer_id: uniqueId(), claims: ['email'], email: 'x@example.com' } });
    assert.equal(res.statusCode, 200, res.body);
    const replay = ((await adminCall(t, 'GET', `/resolutions/${(res.json() as { resolution_id: string }).resolution_id}`, { token: await tokenFor(t, 'owner') })).json() as { replay: ReplayJson }).replay;
    assert.equal(replay.body, null);
    assert.match(String(replay.unavailable), /IDRISK_STORE_RESPONSES=on/);
    assert.equal(replay.url, null);
    assert.equal(replay.path, '/1.0/email');
    assert.ok(account.id);
  });
});
