/**
 * `idrisk bulk` on SQLite and PostgreSQL, through the CLI process code: submit a file with --wait (the command runs
 * the job itself and reports progress), the account's published policy decides every row, `results` writes CSV and
 * JSONL, `status` and `cancel` read and end a job; a bad option is a clear error and stores nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DB_KINDS } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import { testDatabase, type TestDatabase } from '../helpers/store.js';
import { PRICES } from '../../src/accounts/prices.js';

for (const kind of DB_KINDS) {
  describe(`idrisk bulk (${kind})`, () => {
    let db: TestDatabase;
    let env: Record<string, string>;
    let acct: string;
    before(async () => {
      db = await testDatabase(kind, 'idrisk-bulk-cli-');
      env = { DATABASE_URL: db.url, IDRISK_DATA_DIR: db.dir, LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off', IDRISK_SECRET: 'test-secret-0123456789abcdef' };
      acct = JSON.parse((await run('accounts', 'create', '--name', 'Bulk', '--credits', '1000', '--rate-limit', '10000', '--json')).out).id as string;
      assert.equal((await run('keys', 'create', '--account', acct)).code, 0);
    });
    after(() => db.drop());

    const run = (...argv: string[]) => runCliCaptured(argv, env);
    const file = (name: string, content: string) => {
      const p = join(db.dir, name);
      writeFileSync(p, content);
      return p;
    };

    test('submit --wait: progress, then the summary; results as CSV and JSONL; decisions of the published policy', async () => {
      const policy = file('p.json', JSON.stringify({ rules: [{ id: 'all', name: 'Review all', when: 'score >= 0', actions: [{ type: 'decision', outcome: 'review' }] }] }));
      assert.equal((await run('policies', 'draft', '--account', acct, '--operation', 'email', '--file', policy)).code, 0);
      assert.equal((await run('policies', 'publish', '--account', acct, '--operation', 'email')).code, 0);
      const csv = file('list.csv', 'Mail,Ref\nann@example.com,r1\nbob@example.com,r2\n,r3\nANN@example.com,r4\n');
      const sub = await run('bulk', 'submit', csv, '--account', acct, '--claims', 'email', '--map', 'Mail=email', '--fields', 'email.domain', '--wait', '--json');
      assert.equal(sub.code, 0, sub.err);
      assert.match(sub.err, /submitted blk_/);
      assert.match(sub.err, /\d+\/4 rows/);
      const job = JSON.parse(sub.out) as { id: string; status: string; rows_done: number; rows_invalid: number; duplicates_skipped: number; credits_spent: number; decisions: Record<string, number> };
      assert.deepEqual([job.status, job.rows_done, job.rows_invalid, job.duplicates_skipped, job.credits_spent], ['completed', 2, 1, 1, 2 * PRICES.email]);
      assert.deepEqual(job.decisions, { review: 2 });

      const out = join(db.dir, 'out.csv');
      const res = await run('bulk', 'results', job.id, '--account', acct, '--out', out);
      assert.equal(res.code, 0, res.err);
      assert.match(res.err, /wrote 4 rows/);
      const rows = parse(readFileSync(out, 'utf8'), { columns: true }) as Record<string, string>[];
      assert.deepEqual(rows.map((r) => [r.line, r.status, r.in_Mail, r.decision, r['email.domain']]), [
        ['2', 'done', 'ann@example.com', 'review', 'example.com'],
        ['3', 'done', 'bob@example.com', 'review', 'example.com'],
        ['4', 'invalid', '', '', ''],
        ['5', 'duplicate', 'ANN@example.com', '', ''],
      ]);
      const jsonl = await run('bulk', 'results', job.id, '--account', acct, '--format', 'jsonl');
      assert.equal(jsonl.out.trim().split('\n').length, 4);
      const status = await run('bulk', 'status', job.id, '--account', acct);
      assert.match(status.out, /completed/);
      assert.match(status.out, /2 scored, 1 invalid, 1 duplicates/);
    });

    test('cancel a queued job; bad options are refused with their code, nothing stored', async () => {
      const csv = file('c.csv', 'email\nc1@example.com\n');
      const sub = await run('bulk', 'submit', csv, '--account', acct, '--claims', 'email', '--json');
      assert.equal(sub.code, 0, sub.err);
      const id = (JSON.parse(sub.out) as { id: string }).id;
      const cancelled = await run('bulk', 'cancel', id, '--account', acct, '--json');
      assert.equal((JSON.parse(cancelled.out) as { status: string }).status, 'cancelled');
      const bad = await run('bulk', 'submit', csv, '--account', acct, '--claims', 'email,domain');
      assert.equal(bad.code, 1);
      assert.match(bad.err, /INVALID_CLAIMS/);
      const other = await run('bulk', 'status', 'blk_unknown', '--account', acct);
      assert.equal(other.code, 1);
      assert.match(other.err, /NOT_FOUND/);
      assert.equal((await run('bulk', 'submit', join(db.dir, 'missing.csv'), '--account', acct, '--claims', 'email')).code, 2);
    });
  });
}
