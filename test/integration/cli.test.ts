/** The idrisk command: accounts, keys, credits, migrate, with --json and clear errors on bad arguments. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliCaptured } from '../helpers/cli.js';

describe('idrisk CLI', () => {
  let dir: string;
  let env: Record<string, string>;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'idrisk-cli-'));
    env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, IDRISK_DATA_DIR: dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...argv: string[]) => runCliCaptured(argv, env);

  test('migrate applies migrations once', async () => {
    const first = await run('migrate', '--json');
    assert.equal(first.code, 0, first.err);
    assert.ok(JSON.parse(first.out).applied.includes('0001_platform'));
    const second = await run('migrate', '--json');
    assert.deepEqual(JSON.parse(second.out).applied, []);
  });

  test('accounts create / show / list / update', async () => {
    const created = await run('accounts', 'create', '--name', 'Acme', '--credits', '500', '--products', 'phone,email', '--rate-limit', '20', '--webhook-url', 'https://hooks.example.com/idrisk', '--json');
    assert.equal(created.code, 0, created.err);
    const a = JSON.parse(created.out);
    assert.match(a.id, /^acct_/);
    assert.deepEqual(a.products, ['phone', 'email']);
    assert.equal(a.credits, 500);
    assert.equal(a.rate_limit, 20);
    assert.equal(a.webhook_url, 'https://hooks.example.com/idrisk');

    const all = await run('accounts', 'create', '--name', 'Everything', '--unlimited', '--json');
    const b = JSON.parse(all.out);
    assert.equal(b.unlimited, true);
    assert.equal(b.credits, null);
    assert.ok(b.products.includes('hub') && b.products.includes('ip-proxy'), 'all products when --products is absent');

    const shown = JSON.parse((await run('accounts', 'show', a.id, '--json')).out);
    assert.equal(shown.name, 'Acme');
    const listed = JSON.parse((await run('accounts', 'list', '--json')).out);
    assert.ok(listed.some((x: { id: string }) => x.id === b.id));
    const updated = JSON.parse((await run('accounts', 'update', a.id, '--rate-limit', '5', '--disable', '--json')).out);
    assert.equal(updated.rate_limit, 5);
    assert.equal(updated.disabled, true);
    const text = await run('accounts', 'show', a.id);
    assert.match(text.out, /disabled/);
  });

  test('keys create prints the secret once; list shows only the prefix; revoke', async () => {
    const a = JSON.parse((await run('accounts', 'create', '--name', 'K', '--json')).out);
    const live = JSON.parse((await run('keys', 'create', '--account', a.id, '--json')).out);
    assert.match(live.secret, /^idr_live_[0-9A-Za-z]{32}$/);
    const sandbox = JSON.parse((await run('keys', 'create', '--account', a.id, '--sandbox', '--json')).out);
    assert.match(sandbox.secret, /^idr_test_[0-9A-Za-z]{32}$/);
    const list = await run('keys', 'list', '--account', a.id, '--json');
    assert.ok(!list.out.includes(live.secret), 'the secret is never shown again');
    assert.equal(JSON.parse(list.out).length, 2);
    const revoked = JSON.parse((await run('keys', 'revoke', live.id, '--json')).out);
    assert.ok(revoked.revoked_at);
  });

  test('credits add', async () => {
    const a = JSON.parse((await run('accounts', 'create', '--name', 'C', '--credits', '10', '--json')).out);
    const r = JSON.parse((await run('credits', 'add', '--account', a.id, '90', '--json')).out);
    assert.equal(r.balance, 100);
  });

  test('bad arguments: clear message, usage, exit 2', async () => {
    const cases: string[][] = [
      ['accounts', 'create'],
      ['accounts', 'create', '--name', 'x', '--credits', 'ten'],
      ['accounts', 'create', '--name', 'x', '--credits', '5', '--unlimited'],
      ['accounts', 'create', '--name', 'x', '--products', 'phone,teleport'],
      ['accounts', 'create', '--name', 'x', '--webhook-url', 'ftp://x'],
      ['accounts', 'create', '--name', 'x', '--bogus'],
      ['accounts', 'show', 'acct_missing'],
      ['accounts', 'frobnicate'],
      ['keys', 'create'],
      ['keys', 'create', '--account', 'acct_missing'],
      ['keys', 'revoke', 'key_missing'],
      ['credits', 'add', '--account', 'acct_missing', '5'],
      ['credits', 'add', '--account', 'x', '-5'],
      ['nonsense'],
    ];
    for (const argv of cases) {
      const r = await run(...argv);
      assert.equal(r.code, 2, `${argv.join(' ')} -> ${r.code}: ${r.err}`);
      assert.match(r.err, /idrisk/);
    }
  });

  test('a bad configuration lists every bad key', async () => {
    const { code, err } = await runCliCaptured(['migrate'], { DATABASE_URL: 'mysql://x', PORT: 'eighty', IDRISK_NETWORK: 'maybe' });
    assert.equal(code, 78);
    assert.match(err, /DATABASE_URL/);
    assert.match(err, /PORT/);
    assert.match(err, /IDRISK_NETWORK/);
  });
});
