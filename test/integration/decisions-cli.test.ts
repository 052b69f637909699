/** `idrisk policies`, `idrisk lists` and `idrisk models activate` on SQLite and PostgreSQL, through the CLI process code. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_KINDS } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { testDatabase, type TestDatabase } from '../helpers/store.js';

for (const kind of DB_KINDS) {
  describe(`idrisk policies / lists / models activate (${kind})`, () => {
    let db: TestDatabase;
    let env: Record<string, string>;
    let acct: string;
    before(async () => {
      db = await testDatabase(kind, 'idrisk-decisions-cli-');
      env = { DATABASE_URL: db.url, IDRISK_DATA_DIR: db.dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
      acct = JSON.parse((await run('accounts', 'create', '--name', 'Decisions', '--json')).out).id as string;
    });
    after(() => db.drop());

    const run = (...argv: string[]) => runCliCaptured(argv, env);
    const file = (name: string, content: string) => {
      const p = join(db.dir, name);
      writeFileSync(p, content);
      return p;
    };

    test('policies: validate, draft, publish, show, rollback, unpublish; invalid drafts store nothing', async () => {
      const bad = file('bad.json', JSON.stringify({ rules: [{ id: 'a', name: 'a', when: 'score <', actions: [{ type: 'points', code: 'RX001', points: 5 }] }] }));
      const v = await run('policies', 'validate', '--file', bad);
      assert.equal(v.code, 1);
      assert.match(v.err, /\/rules\/0\/when: syntax/);
      assert.equal((await run('policies', 'draft', '--account', acct, '--operation', 'hub', '--file', bad)).code, 1);
      assert.equal(JSON.parse((await run('policies', 'list', '--account', acct, '--json')).out).policies.length, 0);

      const p1 = file('p1.json', JSON.stringify({ rules: [{ id: 'low', name: 'Low score', when: 'score < 300', actions: [{ type: 'decision', outcome: 'decline' }] }] }));
      const p2 = file('p2.json', JSON.stringify({ rules: [{ id: 'band', name: 'Review band', when: 'score >= 400 && score < 600', actions: [{ type: 'decision', outcome: 'review' }] }] }));
      assert.equal((await run('policies', 'validate', '--file', p1)).code, 0);
      const d1 = JSON.parse((await run('policies', 'draft', '--account', acct, '--operation', 'hub', '--file', p1, '--json')).out);
      assert.equal(d1.version, 1);
      assert.equal(d1.status, 'draft');
      assert.match(d1.hash, /^[0-9a-f]{64}$/);
      assert.equal(JSON.parse((await run('policies', 'publish', '--account', acct, '--operation', 'hub', '--json')).out).version, 1);
      const d2 = JSON.parse((await run('policies', 'draft', '--account', acct, '--operation', 'hub', '--file', p2, '--json')).out);
      assert.equal(d2.version, 2);
      await run('policies', 'publish', '--account', acct, '--operation', 'hub');
      const shown = await run('policies', 'show', '--account', acct, '--operation', 'hub');
      assert.match(shown.out, /@2 {2}published/);
      assert.match(shown.out, /when score >= 400 && score < 600/);
      const back = JSON.parse((await run('policies', 'rollback', '--account', acct, '--operation', 'hub', '--json')).out);
      assert.equal(back.version, 1);
      const list = JSON.parse((await run('policies', 'list', '--account', acct, '--json')).out).policies;
      assert.equal(list[0].published_version, 1);
      assert.deepEqual(list[0].versions.map((x: { status: string }) => x.status), ['published', 'retired']);
      // A backtest from the CLI: this account has no stored calls, so nothing is replayed (the figures are tested on a
      // generated population in decisions-report.test.ts).
      const bt = await run('policies', 'backtest', '--account', acct, '--operation', 'hub', '--file', p2, '--json');
      assert.equal(bt.code, 0, bt.err);
      assert.deepEqual(JSON.parse(bt.out).confusion, { flagged_fraud: 0, flagged_legit: 0, passed_fraud: 0, passed_legit: 0 });
      assert.equal((await run('policies', 'backtest', '--account', acct, '--operation', 'hub')).code, 2);
      assert.equal((await run('policies', 'unpublish', '--account', acct, '--operation', 'hub')).code, 0);
      assert.equal(JSON.parse((await run('policies', 'list', '--account', acct, '--json')).out).policies[0].published_version, null);
      const noPolicy = await run('policies', 'publish', '--account', acct, '--operation', 'email');
      assert.equal(noPolicy.code, 1);
      assert.match(noPolicy.err, /no email policy/);
      assert.equal((await run('policies', 'draft', '--account', acct, '--operation', 'hub')).code, 2);
    });

    test('lists: create, bulk add from a file in batches, a bad line named, remove, delete', async () => {
      assert.equal((await run('lists', 'create', '--account', acct, '--name', 'blocked', '--kind', 'email')).code, 0);
      const values = Array.from({ length: 12_345 }, (_, i) => `user${i}@Example.com`);
      const ok = await run('lists', 'add', '--account', acct, '--name', 'blocked', '--file', file('emails.txt', `${values.join('\n')}\n\n`), '--comment', 'bulk');
      assert.equal(ok.code, 0, ok.err);
      assert.match(ok.out, /added or updated 12345 value\(s\) in blocked/);
      const badFile = file('bad.txt', ['a@example.com', 'b@example.com', '', 'not-an-email', 'c@example.com'].join('\n'));
      const bad = await run('lists', 'add', '--account', acct, '--name', 'blocked', '--file', badFile);
      assert.equal(bad.code, 1);
      assert.match(bad.err, /line 4: not an email address/);
      const removed = await run('lists', 'remove', '--account', acct, '--name', 'blocked', '--file', file('rm.txt', 'USER1@example.com\nuser2@example.com\nnobody@example.com\n'));
      assert.match(removed.out, /removed 2 value\(s\) from blocked/);
      const lists = JSON.parse((await run('lists', 'list', '--account', acct, '--json')).out).lists;
      assert.deepEqual(lists.map((l: { name: string; kind: string }) => [l.name, l.kind]), [['blocked', 'email']]);
      assert.equal((await run('lists', 'add', '--account', acct, '--name', 'missing', '--file', badFile)).code, 1);
      assert.equal((await run('lists', 'create', '--account', acct, '--name', 'x', '--kind', 'iban')).code, 1);
      assert.equal((await run('lists', 'delete', '--account', acct, '--name', 'blocked')).code, 0);
      assert.equal(JSON.parse((await run('lists', 'list', '--account', acct, '--json')).out).lists.length, 0);
    });

    test('models activate / active / deactivate', async () => {
      const m = JSON.parse((await run('models', 'create', '--account', acct, '--file', file('m.json', JSON.stringify({ name: 'strict email', product: 'email', base: 50, points: {} })), '--json')).out);
      const wrong = await run('models', 'activate', '--account', acct, '--product', 'phone', m.id);
      assert.equal(wrong.code, 1);
      assert.match(wrong.err, /made for the email product/);
      assert.equal((await run('models', 'activate', '--account', acct, '--product', 'email', m.id)).code, 0);
      assert.deepEqual(JSON.parse((await run('models', 'active', '--account', acct, '--json')).out).active.map((a: { product: string; model_id: string }) => [a.product, a.model_id]), [['email', m.id]]);
      assert.equal((await run('models', 'activate', '--account', acct, '--product', 'onboarding', 'igaming')).code, 0);
      assert.equal((await run('models', 'deactivate', '--account', acct, '--product', 'email')).code, 0);
      assert.deepEqual(JSON.parse((await run('models', 'active', '--account', acct, '--json')).out).active.map((a: { product: string }) => a.product), ['onboarding']);
      // The audit trail records the administrative ones.
      const audit = (await run('audit', '--json')).out;
      assert.match(audit, /models activate/);
      assert.match(audit, /policies publish/);
      assert.match(audit, /lists add/);
    });
  });
}
