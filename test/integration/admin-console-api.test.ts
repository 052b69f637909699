/**
 * What the operator console needs of /admin/1.0, on SQLite and PostgreSQL: dataset listing and import by upload (a
 * job on the runner, progress readable, a bad file leaves the dataset as it was, the CLI's import recorded the same
 * way), the webhook delivery log with the receiver's answer (first 4 kB), the overview from stored data, the username
 * touch-point search, and the identity graph shown to an operator limited to an account whose graph is its own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';
import { adminCall, CLI, makeOperator, signIn, tokenFor, uniqueEmail, type Caller } from '../helpers/admin.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';
import { nextAttempt } from '../helpers/jobs.js';
import { createRunner } from '../../src/jobs/index.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { newId } from '../../src/accounts/ids.js';
import { DATASET_TABLES } from '../../src/admin/datasets.js';
import { DATASETS } from '../../src/reference/datasets/registry.js';
import { RESPONSE_BODY_BYTES, responseText } from '../../src/webhooks/webhooks.js';
import { normalizeUsername } from '../../src/login/service.js';
import { bucketOf } from '../../src/admin/insights.js';
import { rewindRollup, rollupResolutions } from '../../src/store/stats.js';

const BOUNDARY = '----idrisk-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body of one file part (as a browser's FormData sends it). */
function multipart(content: string | Buffer, fileName: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(t: TestApp, dataset: string, body: Buffer, caller: Caller, query = '') {
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (caller.cookie) headers.cookie = `idrisk_session=${caller.cookie}`;
  if (caller.csrf) headers['x-csrf-token'] = caller.csrf;
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  return t.app.inject({ method: 'POST', url: `/admin/1.0/datasets/${dataset}/imports${query}`, headers, payload: body, remoteAddress: '127.0.0.1' });
}

interface ImportJson {
  id: string; status: string; rows: number; bytes: number; total_bytes: number; file_name: string; actor: string; job_id: string | null; error: string | null;
  summary: { rows: number; valid: number; changed: number; bad: number; refused: boolean; bad_rows: { line: number; error: string }[] } | null;
}
interface DatasetJson { name: string; rows: number; last_import: ImportJson | null; running: ImportJson | null }

const PHONE_NAMES = ['phone,first_name,last_name,city', '+447700900101,Ada,Lovelace,London', '+447700900102,Alan,Turing,Manchester', '+447700900103,Grace,Hopper,'].join('\n');

for (const kind of DB_KINDS) {
  describe(`admin API for the console (${kind})`, () => {
    let t: TestApp;
    let owner: Caller;
    let runner: JobRunner;
    before(async () => {
      t = await testApp(kind);
      const email = uniqueEmail('owner');
      await makeOperator(t, 'owner', null, email);
      owner = await signIn(t, email);
      runner = createRunner(t.services, { pollMs: 50, owner: `test-${kind}` });
      runner.start();
    });
    after(async () => {
      await runner.stop();
      await t.close();
    });

    const rowsOf = async (dataset: string) => ((await adminCall(t, 'GET', '/datasets', owner)).json() as { data: DatasetJson[] }).data.find((d) => d.name === dataset)!;

    /** Upload, then wait for the job's attempt (a signal, not a sleep) and read the import. */
    async function importAndWait(dataset: string, body: Buffer, caller: Caller = owner, query = ''): Promise<ImportJson> {
      const attempt = nextAttempt(runner, (e) => e.job.name === 'dataset.import');
      const res = await upload(t, dataset, body, caller, query);
      assert.equal(res.statusCode, 202, res.body);
      const r = res.json() as { import: ImportJson; job_id: string };
      assert.equal(r.import.status, 'queued');
      assert.equal(r.import.job_id, r.job_id);
      assert.equal(r.import.total_bytes > 0, true);
      const e = await attempt;
      assert.equal(e.job.id, r.job_id);
      return (await adminCall(t, 'GET', `/dataset-imports/${r.import.id}`, owner)).json() as ImportJson;
    }

    test('every importable dataset has a table whose rows are counted', () => {
      assert.deepEqual(DATASETS.map((d) => d.name).sort(), Object.keys(DATASET_TABLES).sort());
    });

    test('datasets: listed with rows; an upload is imported by a job, its progress and summary readable, the import listed with file and actor', async () => {
      const before = await rowsOf('phone-names');
      assert.equal(before.rows, 0);
      assert.equal(before.last_import, null, 'never imported: no import is made up');
      const done = await importAndWait('phone-names', multipart(PHONE_NAMES, 'names.csv'));
      assert.equal(done.status, 'succeeded', JSON.stringify(done));
      assert.equal(done.file_name, 'names.csv');
      assert.match(done.actor, /^operator:opr_/);
      assert.equal(done.rows, 3);
      assert.equal(done.bytes, Buffer.byteLength(PHONE_NAMES));
      const s = done.summary!;
      assert.deepEqual([s.rows, s.valid, s.changed, s.bad, s.refused, s.bad_rows], [3, 3, 3, 0, false, []]);
      const after = await rowsOf('phone-names');
      assert.equal(after.rows, 3);
      assert.equal(after.last_import?.id, done.id);
      assert.equal(after.running, null);
      // The uploaded bytes are gone once imported.
      const chunks = await t.services.store.db.selectFrom('dataset_upload_chunks').select('seq').where('import_id', '=', done.id).execute();
      assert.equal(chunks.length, 0);
      const list = (await adminCall(t, 'GET', '/dataset-imports?dataset=phone-names', owner)).json() as { data: ImportJson[] };
      assert.equal(list.data[0].id, done.id);
      const audit = (await adminCall(t, 'GET', '/audit?action=datasets%20import', owner)).json() as { data: { actor: string; args: { dataset: string } }[] };
      assert.equal(audit.data[0].args.dataset, 'phone-names');

      // The same file again changes nothing (imports are idempotent).
      const again = await importAndWait('phone-names', multipart(PHONE_NAMES, 'names.csv'));
      assert.equal(again.summary?.changed, 0);
      assert.equal((await rowsOf('phone-names')).rows, 3);
    });

    test('an upload larger than the JSON body limit and than one stored chunk (1 MiB) is imported whole', async () => {
      const lines = ['phone,first_name,last_name,city'];
      for (let i = 0; i < 24_000; i++) lines.push(`+4479${String(i).padStart(8, '0')},Firstname${i},Lastname${i},Some city of row ${i}`);
      const file = lines.join('\n') + '\n';
      assert.ok(Buffer.byteLength(file) > 1024 * 1024 + 1000);
      const before = (await rowsOf('phone-names')).rows;
      const done = await importAndWait('phone-names', multipart(file, 'big.csv'));
      assert.equal(done.status, 'succeeded', JSON.stringify(done));
      assert.equal(done.total_bytes, Buffer.byteLength(file));
      assert.equal(done.summary?.valid, 24_000);
      assert.equal((await rowsOf('phone-names')).rows, before + 24_000);
    });

    test('a bad file leaves the dataset as it was: a strict import refuses bad rows, an unknown CSV column fails the import', async () => {
      const start = (await rowsOf('disposable-phones')).rows;
      const bad = ['{"number":"+447700900201","provider":"receive-smss.com"}', '{"number":"not a phone","provider":"x"}', '{"provider":"y","extra":1}'].join('\n');
      const refused = await importAndWait('disposable-phones', multipart(bad, 'numbers.jsonl'));
      assert.equal(refused.status, 'refused');
      assert.equal(refused.summary?.refused, true);
      assert.equal(refused.summary?.bad, 2);
      assert.deepEqual(refused.summary?.bad_rows.map((b) => b.line), [2, 3]);
      assert.equal((await rowsOf('disposable-phones')).rows, start, 'nothing written');

      const columns = await importAndWait('disposable-phones', multipart('number,provider,colour\n+447700900202,x,red\n', 'numbers.csv'));
      assert.equal(columns.status, 'failed');
      assert.match(columns.error ?? '', /unknown column\(s\) colour/);
      assert.doesNotMatch(columns.error ?? '', /idrisk-import-/, 'the temporary path is not shown');
      assert.equal((await rowsOf('disposable-phones')).rows, start);

      // strict=false: the good rows are imported, the bad ones reported.
      const lax = await importAndWait('disposable-phones', multipart(bad, 'numbers.ndjson'), owner, '?strict=false');
      assert.equal(lax.status, 'succeeded');
      assert.equal(lax.summary?.changed, 1);
      assert.equal((await rowsOf('disposable-phones')).rows, start + 1);
    });

    test('uploads: not multipart 415, no file or another field 400, unknown dataset 404, no format 400, nothing imported; roles and scope', async () => {
      const token = await tokenFor(t, 'admin');
      const json = await adminCall(t, 'POST', '/datasets/mnp/imports', { token, body: {} });
      assertProblem(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.csv', 'other'), { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await upload(t, 'mnp', Buffer.from(`--${BOUNDARY}--\r\n`), { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await upload(t, 'nonsense', multipart('x', 'x.csv'), { token }), 404, 'NOT_FOUND');
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.txt'), { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await upload(t, 'mnp', multipart('', 'mnp.csv'), { token }), 400, 'INVALID_PAYLOAD');
      assert.equal((await rowsOf('mnp')).rows, 0);
      // A refused upload leaves no bytes behind.
      const left = await t.services.store.db.selectFrom('dataset_upload_chunks as c').innerJoin('dataset_imports as i', 'i.id', 'c.import_id').select('c.seq').where('i.dataset', '=', 'mnp').execute();
      assert.equal(left.length, 0);

      // Viewers and analysts may not import; a viewer reads the list; an operator limited to an account may not import
      // (datasets are every account's) but may read them.
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.csv'), { token: await tokenFor(t, 'viewer') }), 403, 'FORBIDDEN');
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.csv'), { token: await tokenFor(t, 'analyst') }), 403, 'FORBIDDEN');
      assertProblem(await adminCall(t, 'GET', '/datasets', { token: await tokenFor(t, 'analyst') }), 403, 'FORBIDDEN');
      assert.equal((await adminCall(t, 'GET', '/datasets', { token: await tokenFor(t, 'viewer') })).statusCode, 200);
      const { account } = await t.account({ name: 'limited' });
      const limited = await tokenFor(t, 'admin', [account.id]);
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.csv'), { token: limited }), 403, 'FORBIDDEN');
      assert.equal((await adminCall(t, 'GET', '/datasets', { token: limited })).statusCode, 200);
      // CSRF: a cookie-authenticated upload without the token is refused before the body is read.
      assertProblem(await upload(t, 'mnp', multipart('phone\n+447700900301\n', 'mnp.csv'), { cookie: owner.cookie }), 403, 'CSRF_TOKEN_INVALID');
      assertProblem(await adminCall(t, 'GET', '/dataset-imports/dsi_missing', owner), 404, 'NOT_FOUND');
      assertProblem(await adminCall(t, 'GET', '/dataset-imports?dataset=nonsense', owner), 404, 'NOT_FOUND');
    });

    test('the CLI\'s import is the same service: recorded as an import with its summary and the cli actor', async () => {
      const file = join(t.dir, 'mnp.csv');
      writeFileSync(file, 'phone,current_network_name\n+447700900401,Vodafone\n');
      const summary = await t.services.admin.datasets.importFile(CLI, 'mnp', file);
      assert.equal(summary.changed, 1);
      const mnp = await rowsOf('mnp');
      assert.equal(mnp.rows, 1);
      assert.equal(mnp.last_import?.actor, 'cli:test');
      assert.equal(mnp.last_import?.status, 'succeeded');
      assert.equal(mnp.last_import?.summary?.valid, 1);
    });

    test('webhook delivery log: the receiver\'s status and the first 4 kB of its answer per attempt, the payload, redelivery', async () => {
      const long = 'é'.repeat(3000) + 'END';
      let answer: { status: number; body: string } = { status: 500, body: long };
      const server: HttpTestServer = await serveHttp((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(answer.body);
        });
      });
      const online = await testApp(kind, { IDRISK_NETWORK: 'on', IDRISK_FETCH_ALLOW: '127.0.0.1/32' });
      try {
        const { account } = await online.account({ name: 'hooks' });
        await online.services.admin.accounts.updateAccount(CLI, account.id, { webhookUrl: `${server.url}/hooks` });
        const eventId = (await online.services.webhooks.record(online.services.store.db, account.id, 'resolution.review', { id: 'res_x' }))!;
        await assert.rejects(online.services.webhooks.attempt(eventId));
        answer = { status: 200, body: '{"received":true}' };
        await online.services.webhooks.attempt(eventId);
        const email = uniqueEmail('owner');
        await makeOperator(online, 'owner', null, email);
        const o = await signIn(online, email);
        const one = (await adminCall(online, 'GET', `/webhook-deliveries/${eventId}`, o)).json() as { request_body: string; attempts: { status_code: number; response_body: string; response_truncated: boolean }[] };
        assert.equal(one.attempts.length, 2);
        assert.equal(one.attempts[0].status_code, 500);
        assert.equal(one.attempts[0].response_truncated, true);
        assert.ok(Buffer.byteLength(one.attempts[0].response_body) <= RESPONSE_BODY_BYTES);
        assert.ok(one.attempts[0].response_body.startsWith('éé'));
        assert.doesNotMatch(one.attempts[0].response_body, /\uFFFD/, 'no character cut in half');
        assert.deepEqual([one.attempts[1].status_code, one.attempts[1].response_body, one.attempts[1].response_truncated], [200, '{"received":true}', false]);
        assert.match(one.request_body, /"res_x"/);
        const list = (await adminCall(online, 'GET', `/accounts/${account.id}/webhook-deliveries`, o)).json() as { data: { id: string; status: string; request_body: string; last_attempt: { attempt: number; response_body: string } | null }[] };
        assert.equal(list.data[0].id, eventId);
        assert.equal(list.data[0].status, 'delivered');
        assert.equal(list.data[0].last_attempt?.attempt, 2);
        assert.equal(list.data[0].request_body, one.request_body);
        const again = await adminCall(online, 'POST', `/webhook-deliveries/${eventId}/redeliver`, { ...o, body: {} });
        assert.equal(again.statusCode, 202, again.body);
      } finally {
        await online.close();
        await server.close();
      }
    });

    test('the overview: calls per product and bucket, clusters, top reason codes, credits, webhook failures and failed jobs, by role and scope', async () => {
      const a = await t.account({ name: 'overview-a' });
      const b = await t.account({ name: 'overview-b' });
      const db = t.services.store.db;
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
      const rows: [string, string, number, string | null, string | null][] = [
        // account, operation, minutes ago, cluster, reason codes
        [a.account.id, 'phone', 5, 'low', 'P101,P102'],
        [a.account.id, 'phone', 6, 'high', 'P101'],
        [a.account.id, 'email', 7, 'high', 'E201,P101'],
        [b.account.id, 'email', 8, null, null],
        [a.account.id, 'phone', 60 * 30, 'low', 'P102'], // 30 h ago: outside 24h, inside 7d
      ];
      for (const [acct, operation, ago, cluster, codes] of rows) {
        const id = newId('res');
        await db.insertInto('resolutions').values({ id, account_id: acct, environment: 'live', key_id: 'key_test', operation, customer_id: null, transaction_id: null, status: 'done', price: 2, score: cluster ? 500 : null, score_cluster: cluster, reason_codes: codes, explanation: null, response: null, created_at: at(ago) }).execute();
        await db.insertInto('usage').values({ id: newId('use'), account_id: acct, key_id: 'key_test', operation, resolution_id: id, credits: 2, created_at: at(ago) }).execute();
      }
      // The hourly rollup (the stats.rollup job) of the hours that ended: the 7 d read below goes through it.
      await rewindRollup(db, at(60 * 31));
      await rollupResolutions(db);
      const token = await tokenFor(t, 'owner');
      const o = (await adminCall(t, 'GET', '/overview?range=24h', { token })).json() as {
        bucket: string; calls: { t: string; operation: string; calls: number }[]; totals: { calls: number }; errors: { calls: number }; latency: { bounds_ms: number[] };
        clusters: { cluster: string | null; calls: number }[]; reason_codes: { code: string; calls: number }[];
        credits: { account_id: string; spent: number; balance: number | null }[] | null; webhook_failures: unknown[] | null; failed_jobs: unknown[] | null;
      };
      assert.equal(o.bucket, 'hour');
      const mine = (op: string) => o.calls.filter((c) => c.operation === op).reduce((n, c) => n + c.calls, 0);
      // Other tests of this database add calls too: only what this test wrote is asserted exactly, by account below.
      assert.ok(mine('phone') >= 2 && mine('email') >= 2);
      for (const c of o.calls) assert.match(c.t, /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
      // Errors and latency come from the call statistics (test/integration/admin-stats.test.ts): no public call here.
      assert.equal(typeof o.errors.calls, 'number');
      assert.ok(Array.isArray(o.latency.bounds_ms));
      assert.ok(Array.isArray(o.credits) && Array.isArray(o.webhook_failures) && Array.isArray(o.failed_jobs));

      const one = (await adminCall(t, 'GET', `/overview?range=24h&account_id=${a.account.id}`, { token })).json() as typeof o;
      assert.deepEqual(one.calls.map((c) => [c.operation, c.calls]).sort(), [['email', 1], ['phone', 2]].sort((x, y) => String(x[0]).localeCompare(String(y[0]))));
      assert.deepEqual(one.clusters, [{ cluster: 'high', calls: 2 }, { cluster: 'low', calls: 1 }]);
      assert.deepEqual(one.reason_codes, [{ code: 'P101', calls: 3 }, { code: 'E201', calls: 1 }, { code: 'P102', calls: 1 }]);
      assert.deepEqual(one.credits, [{ account_id: a.account.id, name: 'overview-a', spent: 6, balance: a.account.credits, unlimited: false }]);
      assert.equal(one.failed_jobs, null, 'jobs are not one account\'s');
      const week = (await adminCall(t, 'GET', `/overview?range=7d&account_id=${a.account.id}`, { token })).json() as typeof o;
      assert.equal(week.totals.calls, 4);
      const custom = (await adminCall(t, 'GET', `/overview?range=custom&from=${encodeURIComponent(at(31 * 60))}&to=${encodeURIComponent(at(29 * 60))}&account_id=${a.account.id}`, { token })).json() as typeof o;
      assert.equal(custom.bucket, 'minute');
      assert.deepEqual(custom.calls.map((c) => c.calls), [1]);

      // An analyst reads no credits, webhooks or jobs; an operator limited to account b sees only b.
      const analyst = (await adminCall(t, 'GET', '/overview', { token: await tokenFor(t, 'analyst') })).json() as typeof o;
      assert.deepEqual([analyst.credits, analyst.webhook_failures, analyst.failed_jobs], [null, null, null]);
      const limited = await tokenFor(t, 'admin', [b.account.id]);
      const scoped = (await adminCall(t, 'GET', '/overview?range=24h', { token: limited })).json() as typeof o;
      assert.deepEqual(scoped.calls.map((c) => [c.operation, c.calls]), [['email', 1]]);
      assert.deepEqual(scoped.credits?.map((c) => c.account_id), [b.account.id]);
      assert.equal(scoped.failed_jobs, null);
      assertProblem(await adminCall(t, 'GET', `/overview?account_id=${a.account.id}`, { token: limited }), 404, 'NOT_FOUND');

      // Ranges a caller can get wrong: 400, never 500.
      assertProblem(await adminCall(t, 'GET', '/overview?range=custom', { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/overview?range=custom&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/overview?range=custom&from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/overview?range=24h&from=2026-01-01T00:00:00Z', { token }), 400, 'INVALID_PAYLOAD');
      assertProblem(await adminCall(t, 'GET', '/overview?range=2d', { token }), 400, 'INVALID_PAYLOAD');
    });

    test('touch-point search by username (login sessions by the keyed hash), and the identity graph for an operator limited to an account', async () => {
      const { account } = await t.account({ name: 'logins' });
      const db = t.services.store.db;
      const hash = t.services.graph.keyedHash('username', normalizeUsername('Jane.Doe'));
      const other = t.services.graph.keyedHash('username', normalizeUsername('someone'));
      const sessions = [['sess_1', hash], ['sess_2', other], ['sess_%_3', hash]] as const;
      for (const [session, h] of sessions) {
        await db.insertInto('login_records').values({ id: newId('lrec'), account_id: account.id, app_id: 'app_x', session_id: session, username_hash: h, device_id: null, ip: '192.0.2.1', origin: 'https://shop.example', data: '{}', created_at: new Date().toISOString() }).execute();
      }
      const ids: Record<string, string> = {};
      for (const session of ['sess_1', 'sess_2', 'sess_%_3', 'sess_x_3']) {
        const id = newId('res');
        ids[session] = id;
        await db.insertInto('resolutions').values({ id, account_id: account.id, environment: 'live', key_id: 'key_test', operation: 'track-results', customer_id: null, transaction_id: newId('txn'), status: 'done', price: 1, score: 100, score_cluster: 'low', reason_codes: null, explanation: null, response: JSON.stringify({ transaction_id: 'txn', session_id: session }), created_at: new Date().toISOString() }).execute();
      }
      const found = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, touchpoint: { kind: 'username', value: '  JANE.doe ' } } })).json() as { data: { id: string }[] };
      assert.deepEqual(found.data.map((r) => r.id).sort(), [ids.sess_1, ids['sess_%_3']].sort(), 'wildcards in a session id are literal');
      const none = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: account.id, touchpoint: { kind: 'username', value: 'nobody' } } })).json() as { data: unknown[] };
      assert.equal(none.data.length, 0);
      // Another account's sessions are not found through this one.
      const elsewhere = await t.account({ name: 'elsewhere' });
      const cross = (await adminCall(t, 'POST', '/resolutions/search', { ...owner, body: { account_id: elsewhere.account.id, touchpoint: { kind: 'username', value: 'jane.doe' } } })).json() as { data: unknown[] };
      assert.equal(cross.data.length, 0);

      // The identity graph: an operator limited to an account with its own graph sees its links; with the shared
      // (consortium) graph it does not.
      const node = t.services.graph.key({ kind: 'email', value: 'linked@example.com' }, account.id);
      const phone = t.services.graph.key({ kind: 'phone', value: '+447700900999' }, account.id);
      const seen = new Date().toISOString();
      await db.insertInto('identity_nodes').values([{ id: node, kind: 'email', first_seen: seen, last_seen: seen }, { id: phone, kind: 'phone', first_seen: seen, last_seen: seen }]).execute();
      await db.insertInto('identity_edges').values([{ a: node, b: phone, b_kind: 'phone', first_seen: seen, last_seen: seen }, { a: phone, b: node, b_kind: 'email', first_seen: seen, last_seen: seen }]).execute();
      const limited = await tokenFor(t, 'analyst', [account.id]);
      const view = (await adminCall(t, 'POST', '/identities/lookup', { token: limited, body: { kind: 'email', value: 'linked@example.com', account_id: account.id } })).json() as { linked: { items: { node: string; kind: string }[] } | null };
      assert.deepEqual(view.linked?.items.map((i) => [i.node, i.kind]), [[phone, 'phone']]);
      const sharing = await t.account({ name: 'sharing' });
      await db.updateTable('accounts').set({ graph_sharing: 1 }).where('id', '=', sharing.account.id).execute();
      const shared = (await adminCall(t, 'POST', '/identities/lookup', { token: await tokenFor(t, 'analyst', [sharing.account.id]), body: { kind: 'email', value: 'linked@example.com', account_id: sharing.account.id } })).json() as { linked: unknown };
      assert.equal(shared.linked, null);
      const full = (await adminCall(t, 'POST', '/identities/lookup', { token: await tokenFor(t, 'analyst'), body: { kind: 'email', value: 'linked@example.com', account_id: sharing.account.id } })).json() as { linked: unknown };
      assert.notEqual(full.linked, null);
    });
  });
}

describe('helpers of the console endpoints', () => {
  test('a receiver\'s answer keeps 4 kB as text, never half a character, no NUL', () => {
    assert.deepEqual(responseText(undefined), { text: null, truncated: false });
    assert.deepEqual(responseText(Buffer.from('ok\u0000!')), { text: 'ok!', truncated: false });
    const r = responseText(Buffer.from('a' + '€'.repeat(2000)));
    assert.equal(r.truncated, true);
    assert.ok(Buffer.byteLength(r.text!) <= RESPONSE_BODY_BYTES);
    assert.equal(r.text!.length, 1 + Math.floor((RESPONSE_BODY_BYTES - 1) / 3));
    assert.deepEqual(responseText(Buffer.from('x'), true), { text: 'x', truncated: true });
  });

  test('an overview range picks minute, hour or day buckets', () => {
    assert.equal(bucketOf(3_600_000), 'minute');
    assert.equal(bucketOf(86_400_000), 'hour');
    assert.equal(bucketOf(7 * 86_400_000), 'hour');
    assert.equal(bucketOf(30 * 86_400_000), 'day');
  });
});
