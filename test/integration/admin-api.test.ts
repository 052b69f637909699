/**
 * The management API (/admin/1.0) on SQLite and PostgreSQL: the role x endpoint matrix, authentication before the
 * body, CSRF, session fixation, expired and revoked sessions and tokens, sign-in back-off, lock-out and its lifting,
 * an operator limited to one account (404 for the others), If-Match, unknown fields, pagination stable under
 * inserts, resolution search by a touch point through the graph's keyed hash, and the audit trail.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, CLI, makeOperator, PASSWORD, signIn, tokenFor, uniqueAddress, uniqueEmail } from '../helpers/admin.js';
import { ADMIN_OPERATIONS, type AdminOperationId } from '../../src/contract/admin.js';
import type { Role } from '../../src/admin/roles.js';
import { newId } from '../../src/accounts/ids.js';
import { AuthCache } from '../../src/accounts/auth-cache.js';
import { accountRow } from '../helpers/store.js';
import { OperatorService } from '../../src/admin/operators.js';
import { Secret, TOTP } from 'otpauth';

/** Who may call what, as docs/admin.md's table says (written out here, not read from src/admin/roles.ts). */
const MATRIX: Partial<Record<AdminOperationId, string>> = {
  listOperators: 'o', createOperator: 'o', getOperator: 'o', updateOperator: 'o', resetOperatorPassword: 'o', unlockOperator: 'o', disableOperatorTotp: 'o',
  listAdminTokens: 'o', createAdminToken: 'o', revokeAdminToken: 'o',
  listAccounts: 'oanv', getAccount: 'oanv', createAccount: 'oa', updateAccount: 'oa', disableAccount: 'oa',
  listKeys: 'oav', createKey: 'oa', revokeKey: 'oa', rotateKey: 'oa',
  addCredits: 'oa', listCreditLedger: 'oav', listPrices: 'oanv', getUsage: 'oanv',
  listApps: 'oav', createApp: 'oa', revokeApp: 'oa',
  rotateWebhookSecret: 'oa', listWebhookDeliveries: 'oav', getWebhookDelivery: 'oav', redeliverWebhook: 'oa',
  listJobs: 'oav', getJob: 'oav', cancelJob: 'oa', retryJob: 'oa',
  listDatasets: 'oav', importDataset: 'oa', listDatasetImports: 'oav', getDatasetImport: 'oav', getOverview: 'oanv',
  searchResolutions: 'oanv', explainResolution: 'oanv', lookupIdentity: 'oanv', openIdentityNode: 'oanv',
  exportSubject: 'oa', eraseSubject: 'oa', listAuditEntries: 'oa',
  listReviews: 'oanv', getReview: 'oanv', claimReview: 'oan', releaseReview: 'oan', decideReview: 'oan',
  listAccountLists: 'oanv', getAccountList: 'oanv', listAccountListItems: 'oanv', createAccountList: 'oan', deleteAccountList: 'oan', addAccountListItems: 'oan', removeAccountListItems: 'oan',
  listPolicies: 'oanv', getPolicy: 'oanv', saveDraftPolicy: 'oan', publishPolicy: 'oan', rollbackPolicy: 'oan',
  listActiveModels: 'oanv', getActiveModel: 'oanv', activateModel: 'oa',
  listAccountLabels: 'oanv', createAccountLabels: 'oan', getReport: 'oanv',
};
const LETTER: Record<Role, string> = { owner: 'o', admin: 'a', analyst: 'n', viewer: 'v' };
const SELF_OPS: AdminOperationId[] = ['signIn', 'listMySessions', 'signOut', 'revokeSession', 'signOutEverywhere', 'getMe', 'changeMyPassword', 'startTotp', 'confirmTotp', 'disableMyTotp'];

/** A body that passes each operation's schema (ids name nothing, so an allowed call ends in 404 or a harmless success). */
function sampleBody(id: AdminOperationId): unknown {
  const bodies: Partial<Record<AdminOperationId, unknown>> = {
    createOperator: { email: uniqueEmail('matrix'), role: 'viewer', password: PASSWORD },
    updateOperator: { disabled: false },
    createAdminToken: { name: 'matrix', role: 'viewer' },
    createAccount: { name: 'matrix' },
    updateAccount: { name: 'renamed' },
    createKey: { environment: 'sandbox' },
    addCredits: { amount: 5 },
    createApp: { origins: ['https://shop.example'] },
    searchResolutions: { limit: 5 },
    lookupIdentity: { kind: 'email', value: 'nobody@example.com' },
    exportSubject: { kind: 'email', value: 'nobody@example.com' },
    eraseSubject: { kind: 'email', value: 'nobody@example.com', dry_run: true },
    decideReview: { outcome: 'approve', note: 'matrix' },
    createAccountList: { name: 'matrix', kind: 'email' },
    addAccountListItems: { items: [{ value: 'matrix@example.com' }] },
    removeAccountListItems: { values: ['matrix@example.com'] },
    saveDraftPolicy: { rules: [] },
    activateModel: { model_id: 'standard' },
    createAccountLabels: { labels: [{ resolution_id: 'res_missing', tag: 'fraud' }] },
  };
  if (id in bodies) return bodies[id];
  return ADMIN_OPERATIONS[id].method === 'GET' || ADMIN_OPERATIONS[id].method === 'DELETE' ? undefined : {};
}

const pathOf = (id: AdminOperationId) => ADMIN_OPERATIONS[id].path.replace(/:(\w+)/g, (_m, p: string) => `${p.split('_')[0]}_missing`);

for (const kind of DB_KINDS) {
  describe(`admin API (${kind})`, () => {
    let t: TestApp;
    let owner: { cookie?: string; csrf?: string };
    let ownerEmail: string;
    before(async () => {
      t = await testApp(kind);
      ownerEmail = uniqueEmail('owner');
      await makeOperator(t, 'owner', null, ownerEmail);
      owner = await signIn(t, ownerEmail);
    });
    after(() => t.close());

    test('the role x endpoint matrix: a role answers 403 exactly where docs/admin.md says, for every operation', async () => {
      assert.deepEqual(Object.keys(ADMIN_OPERATIONS).filter((k) => !SELF_OPS.includes(k as AdminOperationId)).sort(), Object.keys(MATRIX).sort(), 'every operation is in the matrix');
      for (const role of ['owner', 'admin', 'analyst', 'viewer'] as Role[]) {
        const token = await tokenFor(t, role);
        for (const [id, allowed] of Object.entries(MATRIX) as [AdminOperationId, string][]) {
          const op = ADMIN_OPERATIONS[id];
          const res = await adminCall(t, op.method, pathOf(id), { token, body: sampleBody(id), headers: op.method === 'PATCH' ? { 'if-match': '"v1"' } : {} });
          if (allowed.includes(LETTER[role])) {
            assert.ok(res.statusCode !== 403 && res.statusCode !== 401 && res.statusCode < 500, `${role} may ${id}: got ${res.statusCode} ${res.body}`);
          } else {
            assertProblem(res, 403, 'FORBIDDEN');
          }
        }
      }
    });

    test('authentication and the role check come before the body: no credentials or a forbidden role never reach validation', async () => {
      assertProblem(await adminCall(t, 'POST', '/accounts', { rawBody: '{not json' }), 401, 'UNAUTHENTICATED');
      assertProblem(await adminCall(t, 'POST', '/accounts', { body: { nonsense: true } }), 401, 'UNAUTHENTICATED');
      const viewer = await tokenFor(t, 'viewer');
      assertProblem(await adminCall(t, 'POST', '/accounts', { token: viewer, rawBody: '{not json' }), 403, 'FORBIDDEN');
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: 'idr_admin_' + 'x'.repeat(32) }), 401, 'UNAUTHENTICATED');
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
      assertProblem(await adminCall(t, 'GET', '/accounts', { cookie: 'forged-cookie-value-0123456789abcdef' }), 401, 'UNAUTHENTICATED');
    });

    test('unknown fields are refused in the one error shape; a bad body writes nothing', async () => {
      const before = (await adminCall(t, 'GET', '/accounts?limit=200', owner)).json() as { data: unknown[] };
      const res = await adminCall(t, 'POST', '/accounts', { ...owner, body: { name: 'x', admin: true } });
      const body = assertProblem(res, 400, 'INVALID_PAYLOAD');
      assert.deepEqual(body.errors, [{ field: 'admin', message: 'is not a field of this endpoint' }]);
      assertProblem(await adminCall(t, 'POST', '/accounts', { ...owner, body: { name: 'x', credits: -1 } }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/accounts?limit=0', owner), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/accounts?cursor=%21%21', owner), 400, 'INVALID_PAYLOAD');
      const afterList = (await adminCall(t, 'GET', '/accounts?limit=200', owner)).json() as { data: unknown[] };
      assert.equal(afterList.data.length, before.data.length);
    });

    test('nothing a caller sends gets a 500: wrong types, arrays, strings and bad formats in every body and query', async () => {
      const token = await tokenFor(t, 'owner');
      const bodies: unknown[] = [[], 'text', 42, null, { limit: 'x' }, { from: 'yesterday' }, { to: '2026-13-45T99:00:00Z' }, { touchpoint: { kind: 'username', value: 'x' } }, { email: 7, password: [] }, { amount: 1.5 }, { webhook_url: 'not a url' }];
      for (const id of Object.keys(ADMIN_OPERATIONS) as AdminOperationId[]) {
        const op = ADMIN_OPERATIONS[id];
        if (op.method === 'GET' || op.method === 'DELETE') continue;
        for (const body of bodies) {
          const res = await adminCall(t, op.method, pathOf(id), { token, rawBody: JSON.stringify(body), headers: op.method === 'PATCH' ? { 'if-match': '"v1"' } : {} });
          assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${id} ${JSON.stringify(body)}: ${res.statusCode} ${res.body}`);
        }
      }
      for (const q of ['from=yesterday', 'to=2026-02-30', 'limit=-1', 'limit=1e3', 'disabled=maybe', 'status=lost', 'cursor=', 'unknown=1']) {
        for (const path of ['/accounts', '/audit', '/jobs', '/accounts/acct_missing/usage']) {
          const res = await adminCall(t, 'GET', `${path}?${q}`, { token });
          assert.ok(res.statusCode < 500, `${path}?${q}: ${res.statusCode} ${res.body}`);
        }
      }
    });

    test('CSRF: a state-changing cookie call without the token, or with another session\'s, is refused; a token-authenticated call needs none', async () => {
      assertProblem(await adminCall(t, 'POST', '/accounts', { cookie: owner.cookie, body: { name: 'csrf' } }), 403, 'CSRF_TOKEN_INVALID');
      const other = await signIn(t, ownerEmail);
      assertProblem(await adminCall(t, 'POST', '/accounts', { cookie: owner.cookie, csrf: other.csrf, body: { name: 'csrf' } }), 403, 'CSRF_TOKEN_INVALID');
      assert.equal((await adminCall(t, 'GET', '/accounts', { cookie: owner.cookie })).statusCode, 200, 'reads need no CSRF token');
      assert.equal((await adminCall(t, 'POST', '/accounts', { ...owner, body: { name: 'csrf ok' } })).statusCode, 201);
      assert.equal((await adminCall(t, 'POST', '/accounts', { token: await tokenFor(t, 'admin'), body: { name: 'bearer' } })).statusCode, 201);
    });

    test('sign-in: the cookie is HttpOnly, SameSite=Strict, not Secure on loopback http; a new session id every time (no fixation)', async () => {
      const email = uniqueEmail('fix');
      await makeOperator(t, 'viewer', null, email);
      const planted = 'attacker-chosen-session-value-0123456789';
      const res = await adminCall(t, 'POST', '/sessions', { cookie: planted, body: { email, password: PASSWORD }, address: uniqueAddress() });
      assert.equal(res.statusCode, 201, res.body);
      const set = res.cookies.find((c) => c.name === 'idrisk_session')!;
      assert.notEqual(set.value, planted);
      assert.equal(set.httpOnly, true);
      assert.equal(set.sameSite, 'Strict');
      assert.equal(set.secure, undefined);
      assert.equal(set.path, '/admin');
      assertProblem(await adminCall(t, 'GET', '/me', { cookie: planted }), 401, 'UNAUTHENTICATED');
      const again = await signIn(t, email);
      assert.notEqual(again.cookie, set.value);
      const body = res.json() as { session: { id: string }; operator: Record<string, unknown> };
      assert.notEqual((again.res.json() as { session: { id: string } }).session.id, body.session.id);
      assert.ok(!('password_hash' in body.operator));
      const me = (await adminCall(t, 'GET', '/me', { cookie: set.value })).json() as { email: string; role: string };
      assert.deepEqual([me.email, me.role], [email, 'viewer']);
    });

    test('a public https URL makes the cookie Secure', async () => {
      const s = await testApp(kind, { IDRISK_PUBLIC_URL: 'https://risk.example.com' });
      try {
        const email = uniqueEmail('secure');
        await makeOperator(s, 'viewer', null, email);
        const r = await signIn(s, email);
        assert.equal(r.res.cookies.find((c) => c.name === 'idrisk_session')!.secure, true);
      } finally {
        await s.close();
      }
    });

    test('sessions: listed per operator, signed out, revoked, idle and past their end answer 401; sign out everywhere ends them all', async () => {
      const email = uniqueEmail('sess');
      const op = await makeOperator(t, 'analyst', null, email);
      const a = await signIn(t, email);
      const b = await signIn(t, email);
      const list = (await adminCall(t, 'GET', '/sessions', a)).json() as { data: { id: string; current: boolean }[] };
      assert.equal(list.data.length, 2);
      assert.equal(list.data.filter((s) => s.current).length, 1);
      assert.equal((await adminCall(t, 'DELETE', '/sessions/current', a)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', '/me', a), 401, 'UNAUTHENTICATED');
      assert.equal((await adminCall(t, 'GET', '/me', b)).statusCode, 200);

      const db = t.services.store.db;
      const c = await signIn(t, email);
      await db.updateTable('operator_sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('operator_id', '=', op.id).where('revoked_at', 'is', null).execute();
      assertProblem(await adminCall(t, 'GET', '/me', c), 401, 'UNAUTHENTICATED');
      const d = await signIn(t, email);
      await db.updateTable('operator_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('operator_id', '=', op.id).where('revoked_at', 'is', null).execute();
      assertProblem(await adminCall(t, 'GET', '/me', d), 401, 'UNAUTHENTICATED');

      const e = await signIn(t, email);
      const f = await signIn(t, email);
      const all = await adminCall(t, 'POST', '/sessions/revoke-all', { ...e, body: {} });
      assert.equal(all.statusCode, 200, all.body);
      assert.ok((all.json() as { revoked: number }).revoked >= 2);
      assertProblem(await adminCall(t, 'GET', '/me', e), 401, 'UNAUTHENTICATED');
      assertProblem(await adminCall(t, 'GET', '/me', f), 401, 'UNAUTHENTICATED');

      // An owner revokes another operator's session; disabling an operator ends its sessions.
      const g = await signIn(t, email);
      const gid = ((await adminCall(t, 'GET', '/sessions', g)).json() as { data: { id: string }[] }).data[0].id;
      assert.equal((await adminCall(t, 'DELETE', `/sessions/${gid}`, owner)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', '/me', g), 401, 'UNAUTHENTICATED');
      const h = await signIn(t, email);
      const read = await adminCall(t, 'GET', `/operators/${op.id}`, owner);
      const dis = await adminCall(t, 'PATCH', `/operators/${op.id}`, { ...owner, body: { disabled: true }, headers: { 'if-match': String(read.headers.etag) } });
      assert.equal(dis.statusCode, 200, dis.body);
      assertProblem(await adminCall(t, 'GET', '/me', h), 401, 'UNAUTHENTICATED');
      assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: PASSWORD }, address: uniqueAddress() }), 401, 'SIGN_IN_FAILED');
    });

    test('TOTP: enrolment answered once, sign-in needs a code, a code works once, recovery codes work once, an owner turns it off', async () => {
      const email = uniqueEmail('totp');
      const op = await makeOperator(t, 'analyst', null, email);
      const s = await signIn(t, email);
      const started = await adminCall(t, 'POST', '/me/totp', { ...s, body: {} });
      assert.equal(started.statusCode, 200, started.body);
      const { secret, otpauth_uri } = started.json() as { secret: string; otpauth_uri: string };
      assert.match(otpauth_uri, /^otpauth:\/\/totp\/idrisk:.+secret=/);
      const totp = new TOTP({ issuer: 'idrisk', label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
      assertProblem(await adminCall(t, 'POST', '/me/totp/confirm', { ...s, body: { code: totp.generate() === '000000' ? '111111' : '000000' } }), 400, 'INVALID_PAYLOAD');
      const confirmed = await adminCall(t, 'POST', '/me/totp/confirm', { ...s, body: { code: totp.generate() } });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
      assert.equal(codes.length, 10);
      const row = await t.services.store.db.selectFrom('operators').selectAll().where('id', '=', op.id).executeTakeFirstOrThrow();
      assert.ok(!JSON.stringify(row).includes(secret) && !codes.some((c) => JSON.stringify(row).includes(c)), 'secret sealed, recovery codes hashed');

      const body = (extra: Record<string, string>) => ({ body: { email, password: PASSWORD, ...extra }, address: uniqueAddress() });
      assertProblem(await adminCall(t, 'POST', '/sessions', body({})), 401, 'TOTP_REQUIRED');
      const next = totp.generate({ timestamp: Date.now() + 30_000 });
      assert.equal((await adminCall(t, 'POST', '/sessions', body({ totp_code: next }))).statusCode, 201);
      assertProblem(await adminCall(t, 'POST', '/sessions', body({ totp_code: next })), 401, 'SIGN_IN_FAILED');
      assert.equal((await adminCall(t, 'POST', '/sessions', body({ recovery_code: codes[0] }))).statusCode, 201);
      assertProblem(await adminCall(t, 'POST', '/sessions', body({ recovery_code: codes[0] })), 401, 'SIGN_IN_FAILED');
      assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: 'not the password at all', totp_code: '123456' }, address: uniqueAddress() }), 401, 'SIGN_IN_FAILED');

      const off = await adminCall(t, 'POST', `/operators/${op.id}/totp/disable`, { ...owner, body: {} });
      assert.equal(off.statusCode, 200, off.body);
      assert.equal((off.json() as { totp: boolean }).totp, false);
      await t.services.store.db.deleteFrom('sign_in_throttle').where('key', '=', `email:${email}`).execute();
      await signIn(t, email);
    });

    test('admin tokens: shown once, hashed at rest, expired and revoked tokens answer 401', async () => {
      const created = await adminCall(t, 'POST', '/tokens', { ...owner, body: { name: 'ci', role: 'admin', expires_in_days: 30 } });
      assert.equal(created.statusCode, 201, created.body);
      const tok = created.json() as { id: string; secret: string; prefix: string };
      assert.match(tok.secret, /^idr_admin_[0-9A-Za-z]{32}$/);
      const row = await t.services.store.db.selectFrom('admin_tokens').selectAll().where('id', '=', tok.id).executeTakeFirstOrThrow();
      assert.ok(!Object.values(row).includes(tok.secret), 'the secret is not stored');
      const listed = (await adminCall(t, 'GET', '/tokens', owner)).body;
      assert.ok(!listed.includes(tok.secret), 'never listed');
      assert.equal((await adminCall(t, 'GET', '/accounts', { token: tok.secret })).statusCode, 200);
      await t.services.store.db.updateTable('admin_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', tok.id).execute();
      // A change made by hand reaches the process's cache of tokens within IDRISK_KEY_CACHE_SECONDS (as for API keys):
      // dropped here at once. An expiry reached by time is checked on every call from the cached row.
      t.services.keys.cache.clear();
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: tok.secret }), 401, 'UNAUTHENTICATED');
      const other = (await adminCall(t, 'POST', '/tokens', { ...owner, body: { name: 'ci2', role: 'viewer' } })).json() as { id: string; secret: string };
      assert.equal((await adminCall(t, 'DELETE', `/tokens/${other.id}`, owner)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: other.secret }), 401, 'UNAUTHENTICATED');
      const audit = JSON.stringify(await t.services.audit.list());
      assert.ok(!audit.includes(tok.secret) && !audit.includes(other.secret), 'no secret in the audit trail');
    });

    test('admin tokens are cached per process: a revocation by another process bumps the epoch and is refused at the next poll', async () => {
      const db = t.services.store.db;
      const { id, secret } = await t.services.admin.operators.createToken(CLI, { name: 'cached', role: 'viewer', accounts: null });
      assert.equal((await adminCall(t, 'GET', '/accounts', { token: secret })).statusCode, 200, 'read once, now cached');
      // Another process (`idrisk tokens revoke`, another worker): its own service and cache over the same database.
      const otherCache = new AuthCache(db, 60, 60_000);
      const other = new OperatorService(db, t.services.audit, { secret: 'test-secret-0123456789abcdef', sessionIdleMinutes: 30, sessionMaxHours: 12, commonPasswords: () => new Set<string>(), cache: otherCache });
      const epoch = async () => Number((await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow()).epoch);
      const before = await epoch();
      await other.revokeToken(CLI, id);
      assert.equal(await epoch(), before + 1, 'the revocation moved the epoch (in its transaction)');
      await t.services.keys.cache.poll(); // what this process's timer does every IDRISK_CACHE_POLL_MS
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: secret }), 401, 'UNAUTHENTICATED');
      // Revoked in this process: refused at once, no poll needed.
      const mine = await t.services.admin.operators.createToken(CLI, { name: 'cached2', role: 'viewer', accounts: null });
      assert.equal((await adminCall(t, 'GET', '/accounts', { token: mine.secret })).statusCode, 200);
      assert.equal((await adminCall(t, 'DELETE', `/tokens/${mine.id}`, owner)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', '/accounts', { token: mine.secret }), 401, 'UNAUTHENTICATED');
    });

    test('a cached token is admitted at once with the same checks; the database is read or written through authenticateToken', async () => {
      const db = t.services.store.db;
      const options = { secret: 'test-secret-0123456789abcdef', sessionIdleMinutes: 30, sessionMaxHours: 12, commonPasswords: () => new Set<string>() };
      let clock = Date.now();
      const svc = new OperatorService(db, t.services.audit, { ...options, cache: new AuthCache(db, 3600, 60_000), now: () => new Date(clock) });
      await db.insertInto('accounts').values(accountRow('acct_now', new Date().toISOString())).execute();
      const { id, secret } = await svc.createToken(CLI, { name: 'now', role: 'analyst', accounts: ['acct_now'], expiresInDays: 1 });
      assert.equal(svc.authenticateTokenNow('idr_admin_short'), null, 'malformed');
      assert.equal(svc.authenticateTokenNow(secret), undefined, 'not cached yet: the database is read');
      const read = await svc.authenticateToken(secret);
      assert.deepEqual(read, { kind: 'token', id, label: `token:${id}`, role: 'analyst', accounts: ['acct_now'] });
      const now = svc.authenticateTokenNow(secret);
      assert.deepEqual(now, read);
      assert.equal(svc.authenticateTokenNow(secret), now, 'one actor per cached row');
      assert.equal(svc.authenticateTokenNow(`${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`), undefined, 'another token is not cached');
      // Its last use a minute old: written by authenticateToken, then at once again.
      clock += 61_000;
      assert.equal(svc.authenticateTokenNow(secret), undefined);
      assert.deepEqual(await svc.authenticateToken(secret), read);
      const { last_used_at } = await db.selectFrom('admin_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(last_used_at, new Date(clock).toISOString());
      assert.deepEqual(svc.authenticateTokenNow(secret), read);
      // Past its expiry: refused at once.
      clock += 86_400_000;
      assert.equal(svc.authenticateTokenNow(secret), null);
      assert.equal(await svc.authenticateToken(secret), null);
      clock -= 86_400_000;
      // Revoked by this service: its cache is dropped, the database says revoked.
      await svc.revokeToken(CLI, id);
      assert.equal(svc.authenticateTokenNow(secret), undefined);
      assert.equal(await svc.authenticateToken(secret), null);
      assert.equal(svc.authenticateTokenNow(secret), null, 'the revoked row, cached, refused at once');
    });

    test('operator sessions are cached per process: an ending elsewhere is seen at the next poll, an idle-looking cached session is read again', async () => {
      const db = t.services.store.db;
      const email = uniqueEmail('cached-sess');
      // An epoch move of an earlier test (a revocation by another service) seen by this process's timer now would empty
      // the cache between the two reads below: its poll first, twice (one the timer had in flight is over).
      await t.services.keys.cache.poll();
      await new Promise((r) => setTimeout(r, 20));
      await t.services.keys.cache.poll();
      const op = await makeOperator(t, 'viewer', null, email);
      const s = await signIn(t, email);
      assert.equal((await adminCall(t, 'GET', '/me', s)).statusCode, 200, 'read once, now cached');
      // A change made by hand is not seen while the session is cached (IDRISK_KEY_CACHE_SECONDS bounds it, as for keys):
      // this shows the call was answered from the cache.
      const { expires_at } = await db.selectFrom('operator_sessions').select('expires_at').where('operator_id', '=', op.id).executeTakeFirstOrThrow();
      await db.updateTable('operator_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('operator_id', '=', op.id).execute();
      assert.equal((await adminCall(t, 'GET', '/me', s)).statusCode, 200, 'answered from the cached session');
      t.services.keys.cache.clear();
      assertProblem(await adminCall(t, 'GET', '/me', s), 401, 'UNAUTHENTICATED');
      await db.updateTable('operator_sessions').set({ expires_at }).where('operator_id', '=', op.id).execute();
      t.services.keys.cache.clear(); // the hand edit back, seen at once here as well
      assert.equal((await adminCall(t, 'GET', '/me', s)).statusCode, 200);

      // Another process (another worker, the CLI) signs the operator out everywhere: the epoch moves in its transaction.
      const options = { secret: 'test-secret-0123456789abcdef', sessionIdleMinutes: 30, sessionMaxHours: 12, commonPasswords: () => new Set<string>() };
      const other = new OperatorService(db, t.services.audit, { ...options, cache: new AuthCache(db, 60, 60_000) });
      const epoch = async () => Number((await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow()).epoch);
      const before = await epoch();
      assert.equal(await other.revokeAllSessions(CLI, op.id), 1);
      assert.equal(await epoch(), before + 1, 'the ending moved the epoch (in its transaction)');
      // What this process's timer does every IDRISK_CACHE_POLL_MS (twice: one the timer had in flight is over).
      await t.services.keys.cache.poll();
      await new Promise((r) => setTimeout(r, 20));
      await t.services.keys.cache.poll();
      assertProblem(await adminCall(t, 'GET', '/me', s), 401, 'UNAUTHENTICATED');
      // Signed out in this process: refused at once, no poll needed.
      const mine = await signIn(t, email);
      assert.equal((await adminCall(t, 'GET', '/me', mine)).statusCode, 200);
      assert.equal((await adminCall(t, 'DELETE', '/sessions/current', mine)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', '/me', mine), 401, 'UNAUTHENTICATED');

      // The idle clock kept by two processes: A caches the session at +10 min, B answers a call at +35 min (its write
      // moves last_seen_at); at +50 min A's cached row looks idle (30 min) but the stored one is not: A reads it again.
      const kept = await signIn(t, email);
      const t0 = Date.now();
      let clockA = t0 + 10 * 60_000;
      const a = new OperatorService(db, t.services.audit, { ...options, cache: new AuthCache(db, 3600, 60_000), now: () => new Date(clockA) });
      const b = new OperatorService(db, t.services.audit, { ...options, cache: new AuthCache(db, 3600, 60_000), now: () => new Date(t0 + 35 * 60_000) });
      assert.ok(await a.authenticateSession(kept.cookie!));
      assert.ok(await b.authenticateSession(kept.cookie!));
      clockA = t0 + 50 * 60_000;
      assert.equal((await a.authenticateSession(kept.cookie!))?.actor.id, op.id, 'kept alive by the other process');
      // A moved last_seen_at to +50 min (its write, kept in its cache); at +81 min the session is idle by every clock.
      clockA = t0 + 81 * 60_000;
      assert.equal(await a.authenticateSession(kept.cookie!), null, 'idle for 31 minutes');
    });

    test('sign-in back-off per email and per address, lock-out after 10 failures, lifted by an owner; every failure audited', async () => {
      const email = uniqueEmail('lock');
      const op = await makeOperator(t, 'viewer', null, email);
      const address = uniqueAddress();
      for (let i = 0; i < 3; i++) assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: 'wrong password here' }, address }), 401, 'SIGN_IN_FAILED');
      const throttled = await adminCall(t, 'POST', '/sessions', { body: { email, password: PASSWORD }, address: uniqueAddress() });
      assertProblem(throttled, 429, 'SIGN_IN_THROTTLED');
      assert.ok(Number(throttled.headers['retry-after']) >= 1);
      // The same address with another email is throttled too.
      assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email: uniqueEmail('x'), password: 'whatever it is' }, address }), 429, 'SIGN_IN_THROTTLED');

      // Ten failures lock the email (the back-off waits are moved into the past instead of waited for).
      const db = t.services.store.db;
      for (let i = 3; i < 10; i++) {
        await db.updateTable('sign_in_throttle').set({ last_failure_at: new Date(Date.now() - 3_600_000).toISOString() }).execute();
        assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: 'wrong password here' }, address: uniqueAddress() }), 401, 'SIGN_IN_FAILED');
      }
      await db.updateTable('sign_in_throttle').set({ last_failure_at: new Date(Date.now() - 3_600_000).toISOString() }).execute();
      assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: PASSWORD }, address: uniqueAddress() }), 423, 'SIGN_IN_LOCKED');
      const shown = (await adminCall(t, 'GET', `/operators/${op.id}`, owner)).json() as { locked: boolean };
      assert.equal(shown.locked, true);
      const viewer = await tokenFor(t, 'admin');
      assertProblem(await adminCall(t, 'POST', `/operators/${op.id}/unlock`, { token: viewer, body: {} }), 403, 'FORBIDDEN');
      const lifted = await adminCall(t, 'POST', `/operators/${op.id}/unlock`, { ...owner, body: {} });
      assert.equal(lifted.statusCode, 200, lifted.body);
      assert.equal((lifted.json() as { locked: boolean }).locked, false);
      await signIn(t, email);

      const failures = (await t.services.audit.list()).filter((e) => e.action === 'sessions create' && e.outcome === 'failed' && e.args.email === email);
      assert.ok(failures.length >= 11, `every failed sign-in is audited (${failures.length})`);
      assert.match(failures[0].actor, /^address:10\./);
      assert.ok(!JSON.stringify(failures).includes('wrong password here'), 'no password in the audit trail');
      const unlock = (await t.services.audit.list()).find((e) => e.action === 'operators unlock' && e.args.operator_id === op.id);
      assert.match(unlock?.actor ?? '', /^operator:opr_/);
    });

    test('an operator limited to one account sees nothing of the others: 404, not 403', async () => {
      const mine = await t.account({ name: 'mine' });
      const theirs = await t.account({ name: 'theirs' });
      const email = uniqueEmail('scoped');
      await makeOperator(t, 'admin', [mine.account.id], email);
      const s = await signIn(t, email);
      const list = (await adminCall(t, 'GET', '/accounts?limit=200', s)).json() as { data: { id: string }[] };
      assert.deepEqual(list.data.map((a) => a.id), [mine.account.id]);
      assert.equal((await adminCall(t, 'GET', `/accounts/${mine.account.id}`, s)).statusCode, 200);
      assertProblem(await adminCall(t, 'GET', `/accounts/${theirs.account.id}`, s), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'GET', `/accounts/${theirs.account.id}/keys`, s), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'POST', `/keys/${theirs.liveKeyId}/revoke`, { ...s, body: {} }), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'POST', `/accounts/${theirs.account.id}/credits`, { ...s, body: { amount: 10 } }), 404, 'NOT_FOUND');
      assert.equal((await t.services.accounts.require(theirs.account.id)).credits, theirs.account.credits, 'nothing changed');
      const res = newId('res');
      await insertResolution(t, res, theirs.account.id);
      assertProblem(await adminCall(t, 'GET', `/resolutions/${res}`, s), 404, 'NOT_FOUND');
      const found = (await adminCall(t, 'POST', '/resolutions/search', { ...s, body: { resolution_id: res } })).json() as { data: unknown[] };
      assert.equal(found.data.length, 0);
      assertProblem(await adminCall(t, 'POST', '/accounts', { ...s, body: { name: 'new' } }), 403, 'FORBIDDEN');
      const typo = assertProblem(await adminCall(t, 'POST', '/operators', { ...owner, body: { email: uniqueEmail('typo'), role: 'viewer', accounts: ['acct_typo'], password: PASSWORD } }), 400, 'INVALID_PAYLOAD');
      assert.deepEqual((typo.errors as { field: string }[]).map((e) => e.field), ['accounts']);
      assertProblem(await adminCall(t, 'GET', '/jobs', s), 403, 'FORBIDDEN');
      assert.equal((await adminCall(t, 'POST', `/accounts/${mine.account.id}/keys`, { ...s, body: { environment: 'live' } })).statusCode, 201);
    });

    test('edits need If-Match: 428 without, 412 on a stale version, 200 with a new ETag', async () => {
      const { account } = await t.account({ name: 'etag' });
      const read = await adminCall(t, 'GET', `/accounts/${account.id}`, owner);
      const tag = String(read.headers.etag);
      assert.match(tag, /^"v\d+"$/);
      assertProblem(await adminCall(t, 'PATCH', `/accounts/${account.id}`, { ...owner, body: { name: 'a' } }), 428, 'PRECONDITION_REQUIRED');
      const ok = await adminCall(t, 'PATCH', `/accounts/${account.id}`, { ...owner, body: { name: 'a' }, headers: { 'if-match': tag } });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.notEqual(ok.headers.etag, tag);
      assertProblem(await adminCall(t, 'PATCH', `/accounts/${account.id}`, { ...owner, body: { name: 'b' }, headers: { 'if-match': tag } }), 412, 'VERSION_MISMATCH');
      assert.equal((await t.services.accounts.require(account.id)).name, 'a');
    });

    test('keys, credits and webhook secrets: secrets answered once, the ledger and the audit trail carry the actor, never a secret', async () => {
      const { account } = await t.account({ name: 'money', credits: 0 });
      const key = await adminCall(t, 'POST', `/accounts/${account.id}/keys`, { ...owner, body: { environment: 'live' } });
      assert.equal(key.statusCode, 201, key.body);
      const k = key.json() as { id: string; secret: string };
      const listed = await adminCall(t, 'GET', `/accounts/${account.id}/keys`, owner);
      assert.ok(!listed.body.includes(k.secret));
      const rot = await adminCall(t, 'POST', `/keys/${k.id}/rotate`, { ...owner, body: { grace_seconds: 60 } });
      assert.equal(rot.statusCode, 200, rot.body);
      const r = rot.json() as { old: { expires_at: string }; new: { secret: string } };
      assert.ok(Date.parse(r.old.expires_at) > Date.now());
      const credit = await adminCall(t, 'POST', `/accounts/${account.id}/credits`, { ...owner, body: { amount: 250, note: 'top-up' } });
      assert.equal(credit.statusCode, 201, credit.body);
      assert.equal((credit.json() as { balance: number }).balance, 250);
      const ledger = (await adminCall(t, 'GET', `/accounts/${account.id}/credits`, owner)).json() as { data: { amount: number; actor: string }[] };
      assert.deepEqual(ledger.data.map((e) => e.amount), [250]);
      assert.match(ledger.data[0].actor, /^operator:opr_/);
      const read = await adminCall(t, 'GET', `/accounts/${account.id}`, owner);
      const hook = await adminCall(t, 'PATCH', `/accounts/${account.id}`, { ...owner, body: { webhook_url: 'https://hooks.example/idrisk' }, headers: { 'if-match': String(read.headers.etag) } });
      const secret = (hook.json() as { webhook_secret?: string }).webhook_secret;
      assert.ok(secret, hook.body);
      assert.ok(!(await adminCall(t, 'GET', `/accounts/${account.id}`, owner)).body.includes(secret!));
      const audit = JSON.stringify(await t.services.audit.list());
      for (const s of [k.secret, r.new.secret, secret!]) assert.ok(!audit.includes(s), 'no secret in the audit trail');
      const trail = (await adminCall(t, 'GET', `/audit?action=${encodeURIComponent('keys rotate')}`, owner)).json() as { data: { actor: string; args: { key_id: string } }[] };
      assert.equal(trail.data[0].args.key_id, k.id);
      assert.match(trail.data[0].actor, /^operator:opr_/);
    });

    test('resolution search pages stably under inserts and finds a touch point through the graph\'s keyed hash', async () => {
      const { account } = await t.account({ name: 'search' });
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) {
        const id = newId('res');
        ids.push(id);
        await insertResolution(t, id, account.id, { score: 100 * i, codes: i % 2 ? 'R101,T202' : 'R101', customerId: `cust-${i}` });
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, limit: 3, ...(cursor ? { cursor } : {}) } })).json() as { data: { id: string }[]; next_cursor: string | null };
        seen.push(...page.data.map((r) => r.id));
        cursor = page.next_cursor ?? undefined;
        // A call committed while the client pages comes before its first page: the pages still to read do not move.
        await insertResolution(t, newId('res'), account.id);
      } while (cursor);
      // Newest first by id (ids are time-ordered; two made in one millisecond are ordered by their random part).
      const desc = (xs: string[]) => [...xs].sort().reverse();
      assert.deepEqual(seen, desc(ids));

      const hits = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, reason_code: 'T202', score_min: 200 } })).json() as { data: { id: string }[] };
      assert.deepEqual(hits.data.map((r) => r.id), desc([ids[5], ids[3]]));

      await t.services.store.db.updateTable('resolutions').set({ explanation: JSON.stringify({ scores: { phone: { model_id: 'mdl_a_1', total: 0 } } }) }).where('id', '=', ids[4]).execute();
      const byModel = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, model: 'mdl_a_1' } })).json() as { data: { id: string }[] };
      assert.deepEqual(byModel.data.map((r) => r.id), [ids[4]]);
      const likeChars = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, model: 'mdl%a_1' } })).json() as { data: unknown[] };
      assert.equal(likeChars.data.length, 0, '% and _ in a model name are literal, not wildcards');
      const byCustomer = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, customer_id: 'cust-3' } })).json() as { data: { id: string }[] };
      assert.deepEqual(byCustomer.data.map((r) => r.id), [ids[3]]);

      const node = t.services.graph.key({ kind: 'email', value: 'jane.doe@example.com' }, account.id);
      // As the commit writes an attribution: with the resolution's account and time (migration 4060).
      const at = await t.services.store.db.selectFrom('resolutions').select(['account_id', 'created_at']).where('id', '=', ids[2]).executeTakeFirstOrThrow();
      await t.services.store.db.insertInto('resolution_nodes').values({ resolution_id: ids[2], node_id: node, account_id: at.account_id, created_at: at.created_at }).execute();
      const byEmail = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, touchpoint: { kind: 'email', value: '  Jane.Doe@Example.com ' } } })).json() as { data: { id: string }[] };
      assert.deepEqual(byEmail.data.map((r) => r.id), [ids[2]]);
      assertProblem(await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, touchpoint: { kind: 'phone', value: 'not a phone' } } }), 400, 'INVALID_PAYLOAD');
      // The graph is kept per account: a touch-point search names the account.
      assertProblem(await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { touchpoint: { kind: 'email', value: 'jane.doe@example.com' } } }), 400, 'INVALID_PAYLOAD');
      const one = (await adminCall(t, 'GET', `/resolutions/${ids[2]}`, owner)).json() as { resolution: { id: string }; explanation: unknown };
      assert.equal(one.resolution.id, ids[2]);
      assert.deepEqual(one.explanation, { scores: { phone: { model_id: 'phone_score', total: 0 } } });
      const identity = (await adminCall(t, 'POST', '/identities/lookup', { ...owner, body: { kind: 'email', value: 'jane.doe@example.com', account_id: account.id } })).json() as { node: string; resolutions: { id: string }[] };
      assert.equal(identity.node, node);
      assert.deepEqual(identity.resolutions.map((r) => r.id), [ids[2]]);
    });

    test('a listed resolution carries every column as stored: nulls, numbers, codes, erasure, and text JSON must escape', async () => {
      const { account } = await t.account({ name: 'search-row' });
      const id = newId('res');
      const at = new Date().toISOString();
      const customer = 'cust "quoted" \\ back\nline \u00e9\u{1F642} \u0001';
      await t.services.store.db.insertInto('resolutions').values({
        id, account_id: account.id, environment: 'sandbox', key_id: 'key_test', operation: 'email', customer_id: customer, transaction_id: 'tx-1', status: 'done', price: 3,
        score: null, score_cluster: null, reason_codes: 'R101,E330', explanation: null, response: null, created_at: at, erased_at: at,
      }).execute();
      const other = newId('res');
      await insertResolution(t, other, account.id, { score: 0 });
      const page = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id } })).json() as { data: unknown[]; next_cursor: string | null };
      assert.deepEqual(page.data.find((r) => (r as { id: string }).id === id), {
        id, account_id: account.id, environment: 'sandbox', operation: 'email', customer_id: customer, transaction_id: 'tx-1', status: 'done', price: 3, score: null,
        score_cluster: null, reason_codes: ['R101', 'E330'], created_at: at, erased: true,
      });
      assert.deepEqual(page.data.find((r) => (r as { id: string }).id === other), {
        id: other, account_id: account.id, environment: 'live', operation: 'phone', customer_id: null, transaction_id: null, status: 'done', price: 1, score: 0,
        score_cluster: 'medium', reason_codes: [], created_at: (page.data.find((r) => (r as { id: string }).id === other) as { created_at: string }).created_at, erased: false,
      });
      assert.equal(page.next_cursor, null);
      const byCustomer = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, customer_id: customer } })).json() as { data: { id: string }[] };
      assert.deepEqual(byCustomer.data.map((r) => r.id), [id]);
    });

    test('the OpenAPI document lists every admin operation with its operationId, tag and security schemes', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>; components: { securitySchemes: Record<string, unknown> } };
      const ops = Object.values(doc.paths).flatMap((p) => Object.values(p)).filter((o) => o.tags?.includes('admin'));
      assert.deepEqual(ops.map((o) => o.operationId).sort(), Object.keys(ADMIN_OPERATIONS).sort());
      assert.ok(doc.components.securitySchemes.adminSession && doc.components.securitySchemes.adminToken);
    });

    test('the CLI actor manages operators through the same service; passwords are checked against length and common lists', async () => {
      await assert.rejects(t.services.admin.operators.create(CLI, { email: uniqueEmail('weak'), role: 'viewer', password: 'short' }), /at least 12/);
      await assert.rejects(t.services.admin.operators.create(CLI, { email: uniqueEmail('weak'), role: 'viewer', password: 'password1234' }), /commonly used/);
      const gen = await t.services.admin.operators.create(CLI, { email: uniqueEmail('gen'), role: 'viewer' });
      assert.equal(gen.password?.length, 24);
      const row = await t.services.store.db.selectFrom('operators').select('password_hash').where('id', '=', gen.operator.id).executeTakeFirstOrThrow();
      assert.match(row.password_hash, /^\$argon2id\$/);
      await assert.rejects(t.services.admin.operators.create(CLI, { email: gen.operator.email.toUpperCase(), role: 'viewer' }), /exists/);
    });
  });
}

async function insertResolution(t: TestApp, id: string, accountId: string, o: { score?: number; codes?: string; customerId?: string } = {}): Promise<void> {
  await t.services.store.db
    .insertInto('resolutions')
    .values({
      id, account_id: accountId, environment: 'live', key_id: 'key_test', operation: 'phone', customer_id: o.customerId ?? null, transaction_id: null, status: 'done', price: 1,
      score: o.score ?? 500, score_cluster: 'medium', reason_codes: o.codes ?? null, explanation: JSON.stringify({ scores: { phone: { model_id: 'phone_score', total: 0 } } }), response: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
