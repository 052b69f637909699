/** `idrisk models` on SQLite and PostgreSQL: create (validated), list, show, delete custom scorecards; resolveModel sees them. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveModel } from '../../src/scoring/models/index.js';
import { openStore } from '../../src/store/db.js';
import { DB_KINDS } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { testDatabase, type TestDatabase } from '../helpers/store.js';

for (const kind of DB_KINDS) {
  describe(`idrisk models (${kind})`, () => {
    let db: TestDatabase;
    let env: Record<string, string>;
    before(async () => {
      db = await testDatabase(kind, 'idrisk-models-');
      env = { DATABASE_URL: db.url, IDRISK_DATA_DIR: db.dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
    });
    after(() => db.drop());

    const run = (...argv: string[]) => runCliCaptured(argv, env);

    test('models create / list / show / delete, with validation on upload', async () => {
      const acct = JSON.parse((await run('accounts', 'create', '--name', 'Models', '--json')).out).id as string;
      const good = join(db.dir, 'good.json');
      writeFileSync(good, JSON.stringify({ name: 'strict ip', product: 'ip', base: 150, points: { RI003: -900, TI001: 120 } }));
      const bad = join(db.dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ name: 'bad\u0000', base: 0, points: { RI003: 50, RX123: -1 } }));

      const refused = await run('models', 'create', '--account', acct, '--file', bad);
      assert.equal(refused.code, 1);
      assert.match(refused.err, /RI003: a risk code cannot add points/);
      assert.match(refused.err, /RX123/);
      assert.match(refused.err, /\/name: contains a NUL character/);
      assert.equal((await run('models', 'validate', '--file', good)).code, 0);

      const created = await run('models', 'create', '--account', acct, '--file', good, '--json');
      assert.equal(created.code, 0, created.err);
      const m = JSON.parse(created.out);
      assert.match(m.id, /^mdl_/);
      const listed = JSON.parse((await run('models', 'list', '--account', acct, '--json')).out);
      assert.ok(listed.standard.includes('ip_score'));
      assert.deepEqual(listed.custom.map((x: { id: string }) => x.id), [m.id]);
      assert.equal(JSON.parse((await run('models', 'show', '--account', acct, m.id)).out).base, 150);

      const store = await openStore(db.config);
      try {
        assert.deepEqual(await resolveModel(store.db, acct, m.id), { id: m.id, base: 150, points: { RI003: -900, TI001: 120 }, product: 'ip' });
      } finally {
        await store.close();
      }
      assert.equal((await run('models', 'delete', '--account', acct, m.id)).code, 0);
      assert.equal((await run('models', 'show', '--account', acct, m.id)).code, 2);
      assert.equal((await run('models', 'create', '--account', 'acct_missing', '--file', good)).code, 2);
    });
  });
}
