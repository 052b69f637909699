/**
 * `idrisk operators` and the CLI commands that now call the management layer (src/admin), on SQLite and PostgreSQL:
 * one implementation for the CLI and /admin/1.0, the CLI's audit entries (one per command, the password redacted),
 * and an operator made on the command line signing in over HTTP.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, signIn, uniqueAddress, uniqueEmail } from '../helpers/admin.js';

for (const kind of DB_KINDS) {
  describe(`admin CLI (${kind})`, () => {
    let t: TestApp;
    let env: Record<string, string>;
    const cli = (...argv: string[]) => runCliCaptured(argv, env);
    before(async () => {
      t = await testApp(kind);
      env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' };
    });
    after(() => t.close());

    test('operators create|list|disable|enable|reset-password|unlock, and the operator signs in over HTTP', async () => {
      const started = new Date().toISOString();
      const email = uniqueEmail('cli');
      const made = await cli('operators', 'create', '--email', email, '--role', 'admin', '--json');
      assert.equal(made.code, 0, made.err);
      const op = JSON.parse(made.out) as { id: string; password: string; role: string };
      assert.equal(op.role, 'admin');
      assert.equal(op.password.length, 24);
      const s = await signIn(t, email, op.password);
      assert.equal((await adminCall(t, 'GET', '/me', s)).statusCode, 200);

      const listed = await cli('operators', 'list');
      assert.match(listed.out, new RegExp(`${op.id}  ${email}  admin  every account`));

      const chosen = 'a long passphrase nobody uses 7';
      const reset = await cli('operators', 'reset-password', op.id, '--password', chosen);
      assert.equal(reset.code, 0, reset.err);
      assert.ok(!reset.out.includes(chosen), 'a given password is not printed back');
      // The CLI ended the sessions and moved the cache epoch: this process drops its cached session at its next poll
      // (its timer does it every IDRISK_CACHE_POLL_MS). A second poll after a pause: one the timer had in flight is over.
      await t.services.keys.cache.poll();
      await new Promise((r) => setTimeout(r, 20));
      await t.services.keys.cache.poll();
      assertProblem(await adminCall(t, 'GET', '/me', s), 401, 'UNAUTHENTICATED');
      await signIn(t, email, chosen);

      assert.equal((await cli('operators', 'disable', op.id)).code, 0);
      assertProblem(await adminCall(t, 'POST', '/sessions', { body: { email, password: chosen }, address: uniqueAddress() }), 401, 'SIGN_IN_FAILED');
      assert.equal((await cli('operators', 'enable', op.id)).code, 0);
      assert.equal((await cli('operators', 'unlock', op.id)).code, 0);
      await signIn(t, email, chosen);

      const weak = await cli('operators', 'create', '--email', uniqueEmail('weak'), '--role', 'viewer', '--password', 'qwertyuiop123');
      assert.equal(weak.code, 2);
      assert.match(weak.err, /commonly used|at least/);
      assert.equal((await cli('operators', 'create', '--email', uniqueEmail('r'), '--role', 'root')).code, 2);
      assert.equal((await cli('operators', 'create', '--email', email, '--role', 'viewer')).code, 2, 'an email is used once');
      assert.equal((await cli('operators', 'create', '--email', uniqueEmail('s'), '--role', 'viewer', '--accounts', 'acct_missing')).code, 2);

      const audit = await cli('audit', '--since', started, '--json');
      const entries = JSON.parse(audit.out) as { actor: string; action: string; args: Record<string, unknown> }[];
      const actions = entries.map((e) => e.action);
      for (const a of ['operators create', 'operators reset-password', 'operators disable', 'operators enable', 'operators unlock']) assert.ok(actions.includes(a), a);
      assert.equal(actions.filter((a) => a === 'operators reset-password').length, 1, 'one entry per command');
      assert.ok(!JSON.stringify(entries).includes(chosen), 'no password in the audit trail');
      assert.equal(entries.find((e) => e.action === 'operators reset-password')?.args.password, '[redacted]');
      assert.equal(entries.find((e) => e.action === 'operators create')?.args.email, email);
    });

    test('accounts, keys and credits on the CLI go through the admin service: the ledger records the CLI user', async () => {
      const made = JSON.parse((await cli('accounts', 'create', '--name', 'cli-ledger', '--credits', '10', '--json')).out) as { id: string };
      assert.equal((await cli('credits', 'add', '--account', made.id, '40')).code, 0);
      const ledger = await t.services.store.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', made.id).orderBy('id').execute();
      assert.deepEqual(ledger.map((e) => [Number(e.amount), Number(e.balance)]), [[10, 10], [40, 50]]);
      assert.match(ledger[1].actor, /^cli:/);
      const missing = await cli('credits', 'add', '--account', 'acct_missing', '5');
      assert.equal(missing.code, 2);
      assert.match(missing.err, /no account acct_missing/);
      const key = await cli('keys', 'create', '--account', 'acct_missing');
      assert.equal(key.code, 2);
      assert.match(key.err, /no account acct_missing/);
    });
  });
}
