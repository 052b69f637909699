/** `idrisk import` end to end through the CLI entry point, on a real SQLite file and a real PostgreSQL database. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { progressBar } from '../../src/cli/commands/import.js';
import { DB_KINDS } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { testDatabase, type TestDatabase } from '../helpers/store.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'docs', 'examples');
let sqlite: TestDatabase;

before(async () => {
  sqlite = await testDatabase('sqlite', 'idrisk-import-cli-');
});
after(() => sqlite.drop());

function cli(db: TestDatabase, argv: string[], tty = false) {
  const env = { DATABASE_URL: db.url, IDRISK_SECRET: 'cli-test-secret-0123456789', IDRISK_DATA_DIR: db.dir, IDRISK_NETWORK: 'off' };
  return runCliCaptured(argv, env, { tty });
}

test('import --help lists every dataset; no arguments lists them and fails', async () => {
  const help = await cli(sqlite, ['import', '--help']);
  assert.equal(help.code, 0);
  for (const d of ['breaches', 'phone-names', 'mnp', 'disposable-phones', 'presence']) assert.match(help.out, new RegExp(`\\b${d}\\b`));
  const none = await cli(sqlite, ['import']);
  assert.equal(none.code, 2);
  assert.match(none.err, /phone-names/);
});

test('bad arguments exit 2', async () => {
  assert.equal((await cli(sqlite, ['import', 'nope', 'x.jsonl'])).code, 2);
  assert.equal((await cli(sqlite, ['import', 'breaches'])).code, 2);
  assert.equal((await cli(sqlite, ['import', 'breaches', join(EXAMPLES, 'missing.jsonl')])).code, 2);
  assert.equal((await cli(sqlite, ['import', 'breaches', join(EXAMPLES, 'breaches.jsonl'), '--fast'])).code, 2);
});

for (const kind of DB_KINDS) {
  describe(`import through the CLI (${kind})`, () => {
    let db: TestDatabase;
    before(async () => {
      db = await testDatabase(kind, 'idrisk-import-cli-');
    });
    after(() => db.drop());

    test('imports a file with a summary (text and JSON), idempotent on re-import', async () => {
      const first = await cli(db, ['import', 'breaches', join(EXAMPLES, 'breaches.jsonl')]);
      assert.equal(first.code, 0, first.err);
      assert.match(first.out, /breaches: 3 rows read, 3 valid, 3 changed, 0 unchanged, 0 bad/);
      const again = await cli(db, ['import', 'breaches', join(EXAMPLES, 'breaches.csv'), '--json']);
      assert.equal(again.code, 0, again.err);
      const s = JSON.parse(again.out);
      assert.deepEqual([s.rows, s.changed, s.unchanged, s.refused], [3, 0, 3, false]);
    });

    test('--strict refuses a file with bad rows (exit 1) and reports their lines; without it they are skipped', async () => {
      const file = join(db.dir, 'mixed.jsonl');
      writeFileSync(file, ['{"phone":"447983614752","provider":"x"}', '{"phone":"447983614752"}', '{"number":"447983614752","provider":"x"}'].join('\n') + '\n');
      const strict = await cli(db, ['import', 'disposable-phones', file, '--strict']);
      assert.equal(strict.code, 1);
      assert.match(strict.out, /REFUSED/);
      assert.match(strict.out, /line 1: /);
      assert.match(strict.out, /line 2: /);
      const lax = await cli(db, ['import', 'disposable-phones', file]);
      assert.equal(lax.code, 0);
      assert.match(lax.out, /1 changed/);
      assert.match(lax.out, /2 bad/);
    });
  });
}

test('a terminal gets a progress bar on stderr', async () => {
  const tty = await cli(sqlite, ['import', 'mnp', join(EXAMPLES, 'mnp.jsonl')], true);
  assert.equal(tty.code, 0);
  assert.match(tty.err, /\[#+\] 100%/);
  assert.match(tty.err, /rows\/s/);
});

test('the progress bar shows the share of bytes read and ends with a newline', () => {
  let t = 0;
  let err = '';
  const bar = progressBar({ out() {}, err: (s) => (err += s), stderrIsTTY: true }, () => (t += 50));
  bar.update({ rows: 10, bytes: 50, totalBytes: 100 });
  bar.update({ rows: 20, bytes: 60, totalBytes: 100 });
  bar.update({ rows: 30, bytes: 100, totalBytes: 100 });
  bar.done();
  assert.match(err, /50%/);
  assert.match(err, /100%.*\n$/);
});
