/** `idrisk accounts create|update --webhook-url` print a whsec_ signing secret once; --rotate-webhook-secret makes a new one. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { runCliCaptured } from '../helpers/cli.js';
import { testDatabase, type TestDatabase } from '../helpers/store.js';

let db: TestDatabase;
let env: Record<string, string>;
before(async () => {
  db = await testDatabase('sqlite', 'idrisk-webhooks-cli-');
  env = { DATABASE_URL: db.url, IDRISK_DATA_DIR: db.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
});
after(() => db.drop());

test('webhook signing secrets: printed on create, kept on a URL change, new on rotation', async () => {
  const created = await runCliCaptured(['accounts', 'create', '--name', 'hooks', '--webhook-url', 'https://hooks.example/in', '--json'], env);
  assert.equal(created.code, 0, created.err);
  const a = JSON.parse(created.out);
  assert.match(a.webhook_secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
  const shown = await runCliCaptured(['accounts', 'show', a.id, '--json'], env);
  assert.equal(JSON.parse(shown.out).webhook_secret, undefined, 'shown once only');
  const moved = JSON.parse((await runCliCaptured(['accounts', 'update', a.id, '--webhook-url', 'https://hooks.example/v2', '--json'], env)).out);
  assert.equal(moved.webhook_secret, undefined, 'an account that has a secret keeps it');
  const rotated = await runCliCaptured(['accounts', 'update', a.id, '--rotate-webhook-secret', '--json'], env);
  assert.equal(rotated.code, 0, rotated.err);
  const r = JSON.parse(rotated.out);
  assert.match(r.webhook_secret, /^whsec_/);
  assert.notEqual(r.webhook_secret, a.webhook_secret);
  const plain = await runCliCaptured(['accounts', 'create', '--name', 'no-hooks', '--json'], env);
  const p = JSON.parse(plain.out);
  assert.equal(p.webhook_secret, undefined);
  const refused = await runCliCaptured(['accounts', 'update', p.id, '--rotate-webhook-secret'], env);
  assert.equal(refused.code, 2);
  assert.match(refused.err, /no webhook URL/);
});

test('a webhook URL is checked by the outbound guard when set: https, never a refused address (exit 2, nothing stored)', async () => {
  const online = { ...env, IDRISK_NETWORK: 'on' };
  for (const [url, why] of [
    ['https://127.0.0.1/hook', /refused by the outbound guard/],
    ['https://[::ffff:10.0.0.1]/hook', /refused by the outbound guard/],
    ['https://169.254.169.254/latest', /refused by the outbound guard/],
    ['http://8.8.8.8/hook', /must be an https URL/],
    ['https://user:pw@8.8.8.8/hook', /must not carry credentials/],
  ] as const) {
    const r = await runCliCaptured(['accounts', 'create', '--name', 'bad-hook', '--webhook-url', url], online);
    assert.equal(r.code, 2, `${url}: ${r.out}`);
    assert.match(r.err, why, url);
  }
  const ok = await runCliCaptured(['accounts', 'create', '--name', 'good-hook', '--webhook-url', 'https://8.8.8.8/hook', '--json'], online);
  assert.equal(ok.code, 0, ok.err);
  const list = JSON.parse((await runCliCaptured(['accounts', 'list', '--json'], env)).out) as { name: string }[];
  assert.equal(list.filter((a) => a.name === 'bad-hook').length, 0, 'no refused URL was stored');
});
