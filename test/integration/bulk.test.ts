/**
 * Bulk scoring end to end on SQLite and PostgreSQL (docs/bulk.md): a CSV with bad rows and duplicates scored by the
 * jobs runner, each row billed once at the call's price and equal to the same call sent alone; JSONL and gzip; the
 * CSV / JSONL / paged JSON results; a pause when credits run out and the resume once they are added; cancel;
 * another account's job is 404; sandbox keys score for free; the bulk.completed event is recorded.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { PRICES } from '../../src/accounts/prices.js';
import type { BulkJobView } from '../../src/bulk/service.js';
import { parseSubject } from '../../src/privacy/subject.js';

const EMAIL_PRICE = PRICES.email;

/** A CSV of `n` distinct emails, then bad rows and duplicates; returns the text and what it holds. */
function emailCsv(n: number, tag: string) {
  const lines = ['id,email,note'];
  for (let i = 0; i < n; i++) lines.push(`${tag}-${i},user${i}.${tag}@example.com,row ${i}`);
  // line n+2: a blank email (INVALID_PAYLOAD); n+3: an unclosed quote is a malformed record only at the end, so a
  // wrong column count instead; n+4, n+5: duplicates of rows 1 and 2 (case differs: the same email).
  lines.push(`${tag}-blank,,no email`);
  lines.push(`${tag}-extra,x@example.com,a,b`);
  lines.push(`${tag}-dup1,USER0.${tag}@example.com,dup`);
  lines.push(`${tag}-dup2,user1.${tag}@example.com,dup`);
  return { text: lines.join('\n') + '\n', valid: n, invalid: 2, duplicates: 2 };
}

for (const kind of DB_KINDS) {
  describe(`bulk scoring (${kind})`, () => {
    let t: TestApp;
    let runner: JobRunner;

    const submit = (key: string, query: string, body: string | Buffer, type = 'text/csv') =>
      t.app.inject({ method: 'POST', url: `/1.0/bulk?${query}`, headers: { 'x-api-key': key, 'content-type': type }, payload: body });
    const get = (key: string, id: string) => t.app.inject({ method: 'GET', url: `/1.0/bulk/${id}`, headers: { 'x-api-key': key } });

    /** Resolves with the job once it is in one of `statuses` (checked after each finished run of a bulk job). */
    function settled(id: string, accountId: string, statuses = ['completed', 'failed', 'cancelled']): Promise<BulkJobView> {
      return new Promise((resolve, reject) => {
        const check = () =>
          t.services.bulk.get(accountId, id).then((j) => {
            if (statuses.includes(j.status)) {
              off();
              resolve(j);
            }
          }, reject);
        const off = runner.onAttempt((e) => {
          if (e.job.name === 'bulk.run') void check();
        });
        void check();
      });
    }

    before(async () => {
      t = await testApp(kind, { IDRISK_BULK_PAUSE_CHECK_MS: '100' });
      runner = createRunner(t.services, { pollMs: 50 });
      runner.start();
    });
    after(async () => {
      await runner.stop();
      await t.close();
    });

    test('a CSV with bad rows and duplicates: 202 at once, every valid row scored and billed once, bad rows free with line and code', async () => {
      const a = await t.account({ credits: 100_000, rateLimit: 100_000 });
      const csv = emailCsv(60, `${kind}a`);
      const res = await submit(a.live, 'claims=email&map=id%3Dcustomer_id&fields=email.domain,email.free', csv.text);
      assert.equal(res.statusCode, 202, res.body);
      const accepted = res.json() as BulkJobView;
      assert.match(accepted.id, /^blk_/);
      assert.ok(['queued', 'parsing', 'running', 'completed'].includes(accepted.status));
      const job = await settled(accepted.id, a.account.id);
      assert.equal(job.status, 'completed', JSON.stringify(job.error));
      assert.equal(job.rows_total, csv.valid + csv.invalid + csv.duplicates);
      assert.equal(job.rows_done, csv.valid);
      assert.equal(job.rows_invalid, csv.invalid);
      assert.equal(job.duplicates_skipped, csv.duplicates);
      assert.equal(job.rows_pending, 0);
      assert.equal(job.credits_spent, csv.valid * EMAIL_PRICE);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 100_000 - csv.valid * EMAIL_PRICE, 'the balance fell by exactly the rows scored');
      assert.equal(Object.values(job.score_clusters).reduce((s, n) => s + n, 0), csv.valid, 'every scored row has a cluster');
      // One resolution and one usage row per scored row, under the file's customer_ids.
      const resolutions = await t.services.store.db.selectFrom('resolutions').select(['id', 'customer_id', 'price']).where('account_id', '=', a.account.id).execute();
      assert.equal(resolutions.length, csv.valid);
      assert.ok(resolutions.every((r) => r.customer_id?.startsWith(`${kind}a-`) && r.price === EMAIL_PRICE));
      const usage = await t.services.store.db.selectFrom('usage').select('credits').where('account_id', '=', a.account.id).execute();
      assert.equal(usage.length, csv.valid);

      // The results: paged JSON in line order, bad rows with their line and code.
      const page1 = await t.app.inject({ method: 'GET', url: `/1.0/bulk/${job.id}/results?limit=50`, headers: { 'x-api-key': a.live } });
      assert.equal(page1.statusCode, 200, page1.body);
      const p1 = page1.json() as { data: { line: number; status: string; error_code: string | null; fields: Record<string, unknown>; score: number | null }[]; next_cursor: string | null };
      assert.equal(p1.data.length, 50);
      assert.equal(p1.data[0].line, 2, 'the header is line 1');
      assert.equal(p1.data[0].status, 'done');
      assert.equal(p1.data[0].fields['email.domain'], 'example.com');
      assert.equal(typeof p1.data[0].score, 'number');
      const page2 = (await t.app.inject({ method: 'GET', url: `/1.0/bulk/${job.id}/results?limit=50&cursor=${p1.next_cursor}`, headers: { 'x-api-key': a.live } })).json() as typeof p1;
      assert.equal(page2.data.length, 14);
      assert.equal(page2.next_cursor, null);
      const bad = page2.data.filter((r) => r.status !== 'done');
      assert.deepEqual(
        bad.map((r) => [r.line, r.status, r.error_code]),
        [
          [62, 'invalid', 'INVALID_PAYLOAD'],
          [63, 'invalid', 'MALFORMED_ROW'],
          [64, 'duplicate', 'DUPLICATE_ROW'],
          [65, 'duplicate', 'DUPLICATE_ROW'],
        ],
      );

      // CSV: the fixed columns, the input columns, the chosen fields; one line per record.
      const csvRes = await t.app.inject({ method: 'GET', url: `/1.0/bulk/${job.id}/results?format=csv`, headers: { 'x-api-key': a.live } });
      assert.equal(csvRes.statusCode, 200);
      assert.match(String(csvRes.headers['content-type']), /^text\/csv/);
      const table = parse(csvRes.body, { columns: true }) as Record<string, string>[];
      assert.equal(table.length, 64);
      assert.equal(table[0].in_email, `user0.${kind}a@example.com`);
      assert.equal(table[0].customer_id, `${kind}a-0`);
      assert.equal(table[0]['email.domain'], 'example.com');
      assert.equal(table[0].credits, String(EMAIL_PRICE));
      // JSONL: one object per record.
      const jsonl = await t.app.inject({ method: 'GET', url: `/1.0/bulk/${job.id}/results?format=jsonl`, headers: { 'x-api-key': a.live } });
      const objects = jsonl.body.trim().split('\n').map((l) => JSON.parse(l) as { line: number });
      assert.equal(objects.length, 64);
      assert.deepEqual(objects.map((o) => o.line), table.map((r) => Number(r.line)));
    });

    test('each row equals the same call sent alone (score, cluster, reason codes)', async () => {
      const a = await t.account({ credits: 100_000, rateLimit: 100_000 });
      const b = await t.account({ credits: 100_000, rateLimit: 100_000 });
      const rows = [
        ['alice.smith@gmail.com', 'Alice', 'Smith', '+447700900123', '198.51.100.23'],
        ['x9q2z@mailinator.com', 'Zed', 'Q', '+14155552671', '203.0.113.9'],
        ['info@example.org', 'Bob', 'Jones', '+33612345678', '192.0.2.44'],
        ['not-an-email', 'Carol', 'King', '12', '10.0.0.1'],
      ];
      const text = ['customer_id,email,first_name,last_name,phone,ip', ...rows.map((r, i) => [`${kind}-eq-${i}`, ...r].join(','))].join('\n');
      const res = await submit(a.live, 'claims=phone,email,ip,name,score', text);
      assert.equal(res.statusCode, 202, res.body);
      const job = await settled((res.json() as BulkJobView).id, a.account.id);
      assert.equal(job.rows_done, rows.length, JSON.stringify(job));
      const results = (await t.services.bulk.results(a.account.id, job.id, 0, 100)).rows;
      for (const [i, r] of rows.entries()) {
        const one = await t.app.inject({
          method: 'POST', url: '/1.0/hub', headers: { 'x-api-key': b.live, 'content-type': 'application/json' },
          payload: JSON.stringify({ customer_id: `${kind}-eq-${i}`, claims: ['phone', 'email', 'ip', 'name', 'score'], email: r[0], first_name: r[1], last_name: r[2], phone_number: r[3], ip: r[4] }),
        });
        assert.equal(one.statusCode, 200, one.body);
        const score = one.json().score as { score: number; score_cluster: string; reason_codes: string };
        assert.deepEqual([results[i].score, results[i].score_cluster, results[i].reason_codes], [score.score, score.score_cluster, score.reason_codes], `row ${i}`);
      }
      const balances = await Promise.all([a, b].map(async (x) => (await t.services.accounts.require(x.account.id)).credits));
      assert.equal(balances[0], balances[1], 'billed as the same calls');
    });

    test('JSONL, gzip, multipart; sandbox keys: synthetic answers, free', async () => {
      const a = await t.account({ credits: 0, rateLimit: 100_000 });
      const jsonl = ['{"email":"a@example.com"}', '{"email":"b@example.com","extra":3}', 'not json', '{"email":{"nested":1}}'].join('\n');
      const r1 = await submit(a.sandbox, 'claims=email', gzipSync(jsonl), 'application/gzip');
      assertProblem(r1, 400, 'INVALID_PAYLOAD'); // the format of a gzip body is not known without format=
      const r2 = await submit(a.sandbox, 'claims=email&format=jsonl', gzipSync(jsonl), 'application/gzip');
      assert.equal(r2.statusCode, 202, r2.body);
      const j2 = await settled((r2.json() as BulkJobView).id, a.account.id);
      assert.equal(j2.environment, 'sandbox');
      assert.deepEqual([j2.rows_done, j2.rows_invalid, j2.credits_spent], [2, 2, 0]);
      const boundary = '----idrisk-test';
      const form = [
        `--${boundary}`, 'Content-Disposition: form-data; name="claims"', '', 'email',
        `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="list.csv"', 'Content-Type: text/csv', '', 'email\nc@example.com\nd@example.com',
        `--${boundary}--`, '',
      ].join('\r\n');
      const r3 = await submit(a.sandbox, '', form, `multipart/form-data; boundary=${boundary}`);
      assert.equal(r3.statusCode, 202, r3.body);
      const j3 = await settled((r3.json() as BulkJobView).id, a.account.id);
      assert.deepEqual([j3.format, j3.rows_done, j3.credits_spent], ['csv', 2, 0]);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
    });

    test('bad submissions: the one error shape, nothing stored', async () => {
      const a = await t.account({ credits: 5, rateLimit: 100_000 });
      assertProblem(await submit(a.live, 'claims=email', JSON.stringify({ rows: [{ email: 'a@example.com' }] }), 'application/json'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertProblem(await submit(a.live, 'claims=email,domain', 'email\na@example.com\n'), 400, 'INVALID_CLAIMS');
      assertProblem(await submit(a.live, 'claims=email&map=email%3Dnope', 'email\na@example.com\n'), 400, 'INVALID_PAYLOAD');
      assertProblem(await submit(a.live, 'claims=email&sample=500', 'email\na@example.com\n'), 400, 'INVALID_PAYLOAD');
      const rich = await t.account({ credits: 1000, rateLimit: 100_000 });
      assertProblem(await submit(rich.live, 'claims=email', ''), 400, 'INVALID_PAYLOAD');
      assertProblem(await submit(a.live, 'claims=email', 'email\na@example.com\n'), 402, 'INSUFFICIENT_CREDITS');
      const phoneOnly = await t.account({ credits: 1000, products: ['phone'] });
      assertProblem(await submit(phoneOnly.live, 'claims=email', 'email\na@example.com\n'), 401, 'PRODUCT_NOT_ENABLED');
      // The JSON body of another route keeps its 415 for these media types.
      assertProblem(await t.app.inject({ method: 'POST', url: '/1.0/email', headers: { 'x-api-key': a.live, 'content-type': 'text/csv' }, payload: 'x' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const jobs = await t.services.store.db.selectFrom('bulk_jobs').select('id').where('account_id', 'in', [a.account.id, phoneOnly.account.id, rich.account.id]).execute();
      assert.equal(jobs.length, 0);
    });

    test('credits run out: the job pauses with the rows left pending, and goes on once credits are added; sample is free', async () => {
      const a = await t.account({ credits: EMAIL_PRICE * 5, rateLimit: 100_000 });
      const lines = ['email', ...Array.from({ length: 12 }, (_, i) => `p${i}.${kind}@example.com`)].join('\n');
      const sample = await submit(a.live, 'claims=email&sample=3', lines);
      const js = await settled((sample.json() as BulkJobView).id, a.account.id);
      assert.deepEqual([js.rows_total, js.rows_done, js.credits_spent], [3, 3, 0]);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, EMAIL_PRICE * 5, 'a sample is free');

      const res = await submit(a.live, 'claims=email', lines.replaceAll('@', '.full@'));
      const id = (res.json() as BulkJobView).id;
      const paused = await settled(id, a.account.id, ['paused', 'completed']);
      assert.equal(paused.status, 'paused');
      assert.equal(paused.error?.code, 'INSUFFICIENT_CREDITS');
      assert.equal(paused.rows_done, 5);
      assert.equal(paused.rows_pending, 7);
      assert.equal((await t.services.accounts.require(a.account.id)).credits, 0);
      await t.services.accounts.addCredits(a.account.id, 1000);
      const done = await settled(id, a.account.id);
      assert.deepEqual([done.status, done.rows_done, done.credits_spent, done.error], ['completed', 12, 12 * EMAIL_PRICE, null]);
    });

    test('cancel; another account reads 404; the bulk.completed event names the job', async () => {
      const a = await t.account({ credits: 100_000, rateLimit: 100_000, webhookUrl: 'https://hooks.example.com/idrisk' });
      const other = await t.account();
      const res = await submit(a.live, 'claims=email&webhook_url=https%3A%2F%2Fbulk-hooks.example.com%2Fdone', 'email\nw1@example.com\nw2@example.com\n');
      const id = (res.json() as BulkJobView).id;
      assertProblem(await get(other.live, id), 404, 'NOT_FOUND');
      assertProblem(await t.app.inject({ method: 'GET', url: `/1.0/bulk/${id}/results`, headers: { 'x-api-key': other.live } }), 404, 'NOT_FOUND');
      assertProblem(await t.app.inject({ method: 'DELETE', url: `/1.0/bulk/${id}`, headers: { 'x-api-key': other.live } }), 404, 'NOT_FOUND');
      assertProblem(await get(a.live, 'blk_unknown'), 404, 'NOT_FOUND');
      const done = await settled(id, a.account.id);
      assert.equal(done.status, 'completed');
      const events = await t.services.store.db.selectFrom('webhook_events').selectAll().where('account_id', '=', a.account.id).where('type', '=', 'bulk.completed').execute();
      assert.equal(events.length, 1);
      assert.equal(events[0].target_url, 'https://bulk-hooks.example.com/done');
      assert.equal((JSON.parse(events[0].body) as { data: { id: string; rows_done: number } }).data.id, id);

      // A cancelled job scores nothing more; cancelling again changes nothing.
      await runner.stop();
      const res2 = await submit(a.live, 'claims=email', 'email\nc1@example.com\nc2@example.com\n');
      const id2 = (res2.json() as BulkJobView).id;
      const cancelled = await t.app.inject({ method: 'DELETE', url: `/1.0/bulk/${id2}`, headers: { 'x-api-key': a.live } });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal((cancelled.json() as BulkJobView).status, 'cancelled');
      runner = createRunner(t.services, { pollMs: 50 });
      runner.start();
      const after2 = await settled(id2, a.account.id);
      assert.deepEqual([after2.status, after2.rows_done, after2.credits_spent], ['cancelled', 0, 0]);
    });

    test('personal data: a subject erasure and DELETE /1.0/customers/{id} empty the rows bulk scoring kept of them', async () => {
      const a = await t.account({ credits: 100_000, rateLimit: 100_000 });
      const tag = `${kind}p`;
      const csv = [
        'id,email',
        `${tag}-0,erase.me.${tag}@example.com`,
        `${tag}-1,keep.me.${tag}@example.com`,
        `${tag}-2,by.customer.${tag}@example.com`,
        `${tag}-3,ERASE.ME.${tag}@example.com`,
      ].join('\n');
      const res = await submit(a.live, 'claims=email&map=id%3Dcustomer_id&fields=email.domain', csv);
      assert.equal(res.statusCode, 202, res.body);
      const job = await settled((res.json() as BulkJobView).id, a.account.id);
      assert.equal(job.status, 'completed');
      const rows = () => t.services.store.db.selectFrom('bulk_rows').select(['line', 'status', 'input', 'dedupe', 'result']).where('job_id', '=', job.id).orderBy('line').execute();
      assert.equal((await rows()).filter((r) => r.input.includes('@')).length, 4);

      const subject = parseSubject('email', `erase.me.${tag}@example.com`);
      const exported = await t.services.privacy.exportSubject(subject);
      assert.equal(exported.bulk_rows?.length, 2, 'the scored row and its duplicate are exported');
      await t.services.privacy.eraseSubject(subject);
      let after = await rows();
      assert.deepEqual(after.map((r) => [r.line, r.input === '{}']), [[2, true], [3, false], [4, false], [5, true]], 'the subject\'s two rows are emptied, the others kept');
      assert.ok(after.filter((r) => r.line === 2 || r.line === 5).every((r) => r.input === '{}' && r.dedupe === null && r.result === null));
      assert.equal(after[0]!.status, 'done', 'the row keeps its accounting');

      const del = await t.app.inject({ method: 'DELETE', url: `/1.0/customers/${tag}-2`, headers: { 'x-api-key': a.live } });
      assert.ok(del.statusCode < 300, del.body);
      after = await rows();
      assert.equal(after.find((r) => r.line === 4)!.input, '{}', "the customer's bulk row is emptied with its resolution");
      assert.ok(after.find((r) => r.line === 3)!.input.includes('keep.me'), 'other rows stay');
    });
  });
}
