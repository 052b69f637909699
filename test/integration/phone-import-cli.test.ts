/** `idrisk import` end to end through the CLI entry point, on a real SQLite file. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/index.js';
import { progressBar } from '../../src/cli/commands/import.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'docs', 'examples');
let dir: string;
let env: Record<string, string>;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'idrisk-import-cli-'));
  env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, IDRISK_SECRET: 'cli-test-secret-0123456789', IDRISK_DATA_DIR: dir, IDRISK_NETWORK: 'off' };
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function cli(argv: string[], tty = false) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t + (t.endsWith('\n') ? '' : '\n')), err: (t) => (err += t), stderrIsTTY: tty }, env);
  return { code, out, err };
}

test('import --help lists every dataset; no arguments lists them and fails', async () => {
  const help = await cli(['import', '--help']);
  assert.equal(help.code, 0);
  for (const d of ['breaches', 'phone-names', 'mnp', 'disposable-phones', 'presence']) assert.match(help.out, new RegExp(`\\b${d}\\b`));
  const none = await cli(['import']);
  assert.equal(none.code, 2);
  assert.match(none.err, /phone-names/);
});

test('bad arguments exit 2', async () => {
  assert.equal((await cli(['import', 'nope', 'x.jsonl'])).code, 2);
  assert.equal((await cli(['import', 'breaches'])).code, 2);
  assert.equal((await cli(['import', 'breaches', join(dir, 'missing.jsonl')])).code, 2);
  assert.equal((await cli(['import', 'breaches', join(EXAMPLES, 'breaches.jsonl'), '--fast'])).code, 2);
});

test('imports a file with a summary (text and JSON), idempotent on re-import', async () => {
  const first = await cli(['import', 'breaches', join(EXAMPLES, 'breaches.jsonl')]);
  assert.equal(first.code, 0, first.err);
  assert.match(first.out, /breaches: 3 rows read, 3 valid, 3 changed, 0 unchanged, 0 bad/);
  const again = await cli(['import', 'breaches', join(EXAMPLES, 'breaches.csv'), '--json']);
  assert.equal(again.code, 0, again.err);
  const s = JSON.parse(again.out);
  assert.deepEqual([s.rows, s.changed, s.unchanged, s.refused], [3, 0, 3, false]);
});

test('--strict refuses a file with bad rows (exit 1) and reports their lines; without it they are skipped', async () => {
  const file = join(dir, 'mixed.jsonl');
  writeFileSync(file, ['{"phone":"447983614752","provider":"x"}', '{"phone":"447983614752"}', '{"number":"447983614752","provider":"x"}'].join('\n') + '\n');
  const strict = await cli(['import', 'disposable-phones', file, '--strict']);
  assert.equal(strict.code, 1);
  assert.match(strict.out, /REFUSED/);
  assert.match(strict.out, /line 1: /);
  assert.match(strict.out, /line 2: /);
  const lax = await cli(['import', 'disposable-phones', file]);
  assert.equal(lax.code, 0);
  assert.match(lax.out, /1 changed/);
  assert.match(lax.out, /2 bad/);
});

test('a terminal gets a progress bar on stderr', async () => {
  const tty = await cli(['import', 'mnp', join(EXAMPLES, 'mnp.jsonl')], true);
  assert.equal(tty.code, 0);
  assert.match(tty.err, /\[#+\] 100%/);
  assert.match(tty.err, /rows\/s/);
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
