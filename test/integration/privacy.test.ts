/**
 * The personal-data lifecycle on SQLite and PostgreSQL (docs/privacy.md): GET/DELETE /1.0/customers/{id}, subject
 * erasure everywhere (every table and column searched afterwards, and on SQLite every byte of the database and WAL
 * files), export-subject, and the audit trail of those actions.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';
import { runCliCaptured } from '../helpers/cli.js';
import type { Db } from '../../src/store/db.js';
import { assertProblem } from '../helpers/problem.js';

/** Every table and column of the database, each value searched case-insensitively for each needle. */
async function hits(db: Db, kind: 'sqlite' | 'postgres', needles: readonly string[]): Promise<string[]> {
  const columns: { table: string; column: string }[] = [];
  if (kind === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    for (const t of tables.rows) {
      const cols = await sql<{ name: string }>`select name from pragma_table_info(${t.name})`.execute(db);
      for (const c of cols.rows) columns.push({ table: t.name, column: c.name });
    }
  } else {
    const cols = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns where table_schema = 'public'`.execute(db);
    for (const c of cols.rows) columns.push({ table: c.table_name, column: c.column_name });
  }
  assert.ok(columns.length > 40, `found ${columns.length} columns`);
  const found: string[] = [];
  for (const { table, column } of columns) {
    for (const needle of needles) {
      const text = kind === 'sqlite' ? sql`lower(cast(${sql.ref(column)} as text))` : sql`lower(${sql.ref(column)}::text)`;
      const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${text} like ${`%${needle.toLowerCase()}%`}`.execute(db);
      if (Number(r.rows[0].n) > 0) found.push(`${table}.${column} holds "${needle}"`);
    }
  }
  return found;
}

for (const kind of DB_KINDS) {
  describe(`privacy (${kind})`, () => {
    let t: TestApp;
    let cliEnv: Record<string, string>;
    const cli = (...argv: string[]) => runCliCaptured(argv, cliEnv);
    before(async () => {
      t = await testApp(kind, { IDRISK_STORE_RESPONSES: 'on' });
      cliEnv = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' };
    });
    after(() => t.close());

    const post = (url: string, key: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: body });
    const call = (method: 'GET' | 'DELETE', url: string, key: string) => t.app.inject({ method, url, headers: { 'x-api-key': key } });

    test('GET and DELETE /1.0/customers/{id}: read, erase the personal data and its own graph links, keep billing and the claim', async () => {
      const a = await t.account();
      const b = await t.account();
      const phone = '+447700900501';
      const email = 'pat.lee@example.com';
      const c1 = uniqueId();
      const first = await post('/1.0/hub', a.live, { customer_id: c1, claims: ['phone', 'email', 'ip'], phone_number: phone, email, ip: '198.51.100.23' });
      assert.equal(first.statusCode, 200, first.body);
      const body = first.json();
      // A second call of the same person from another address: the phone-email link is now shared.
      const second = await post('/1.0/hub', a.live, { customer_id: uniqueId(), claims: ['phone', 'email', 'ip'], phone_number: phone, email, ip: '198.51.100.24' });
      assert.equal(second.statusCode, 200, second.body);
      const before = await t.services.graph.profile({ kind: 'phone', value: phone }, a.account.id);
      assert.deepEqual([before.counts.email, before.counts.ip], [1, 2]);

      const got = await call('GET', `/1.0/customers/${c1}`, a.live);
      assert.equal(got.statusCode, 200, got.body);
      const g = got.json();
      assert.equal(g.resolution_id, body.resolution_id);
      assert.equal(g.operation, 'hub');
      assert.equal(g.customer_id, c1);
      assert.ok(g.price > 0);
      assert.deepEqual(g.response, body, 'the stored response is the answer');
      assert.ok(g.explanation.scores.phone, 'the points behind the phone score');

      await assertProblem(await call('GET', `/1.0/customers/${c1}`, b.live), 404, 'NOT_FOUND');
      await assertProblem(await call('GET', `/1.0/customers/${c1}`, a.sandbox), 404, 'NOT_FOUND');
      await assertProblem(await call('GET', '/1.0/customers/never-used', a.live), 404, 'NOT_FOUND');
      await assertProblem(await call('DELETE', `/1.0/customers/${c1}`, b.live), 404, 'NOT_FOUND');
      await assertProblem(await call('DELETE', '/1.0/customers/never-used', a.live), 404, 'NOT_FOUND');

      const del = await call('DELETE', `/1.0/customers/${c1}`, a.live);
      assert.equal(del.statusCode, 204);
      assert.equal(del.body, '');
      await assertProblem(await call('GET', `/1.0/customers/${c1}`, a.live), 404, 'NOT_FOUND');
      await assertProblem(await call('GET', `/1.0/resolutions/${body.resolution_id}`, a.live), 404, 'NOT_FOUND');
      assert.equal((await call('DELETE', `/1.0/customers/${c1}`, a.live)).statusCode, 204, 'idempotent');
      await assertProblem(await post('/1.0/hub', a.live, { customer_id: c1, claims: ['phone'], phone_number: phone }), 400, 'DUPLICATED_CUSTOMER_ID');

      const db = t.services.store.db;
      const row = await db.selectFrom('resolutions').selectAll().where('id', '=', body.resolution_id).executeTakeFirstOrThrow();
      assert.deepEqual(
        [row.operation, row.price, row.created_at, row.customer_id, row.response, row.explanation, row.score, row.reason_codes],
        ['hub', g.price, g.created_at, c1, null, null, null, null],
      );
      assert.ok(row.erased_at);
      const usage = await db.selectFrom('usage').selectAll().where('resolution_id', '=', body.resolution_id).execute();
      assert.deepEqual(usage.map((u) => [u.operation, u.credits]), [['hub', g.price]], 'the billing record stays');
      assert.equal(await db.selectFrom('resolution_nodes').select('node_id').where('resolution_id', '=', body.resolution_id).executeTakeFirst(), undefined);

      const afterwards = await t.services.graph.profile({ kind: 'phone', value: phone }, a.account.id);
      assert.deepEqual([afterwards.counts.email, afterwards.counts.ip], [1, 1], 'the shared link stays, the erased call’s own link goes');
      const erasedIp = await t.services.graph.profile({ kind: 'ip', value: '198.51.100.23' }, a.account.id);
      assert.equal(erasedIp.first_seen, null, 'a node only the erased call linked is gone');

      const audit = (await t.services.audit.list()).filter((e) => e.action === 'customers delete' && e.args.customer_id === c1);
      assert.equal(audit.length, 2, 'both deletes recorded');
      assert.equal(audit[0].actor, `key:${a.liveKeyId}`);
      assert.equal(audit[0].detail?.resolution_id, body.resolution_id);
    });

    test('erase a data subject everywhere: no table or column keeps the value or its keyed hash; export first', async () => {
      const digits = '447700900777';
      const files: Record<string, object[]> = {
        breaches: [
          { phone: digits, email: 'zelda.quixotic@bücher.example', breach_id: 'zq-1', title: 'Shop', date: '2020-01-01', first_name: 'Zelda', last_name: 'Quixotic', cities: ['Leeds'] },
          { phone: '447700900888', breach_id: 'other-1', title: 'Forum', date: '2021-01-01', first_name: 'Olga', last_name: 'Other', emails: ['Zelda.Quixotic@bücher.example', 'olga@example.com'], phones: [digits, '447700900889'] },
          { email: 'zq@example.net', breach_id: 'zq-2', title: 'Game', date: '2019-01-01', first_name: 'ZELDA', last_name: 'Quixótic' },
        ],
        'phone-names': [{ phone: digits, first_name: 'Zelda', last_name: 'Quixotic', city: 'Leeds', sources: 2 }],
        mnp: [{ phone: digits, current_network_name: 'EE', current_network_code: '23430', ported_times: 0 }],
        presence: [
          { phone: digits, platform: 'whatsapp', present: true, observed: '2024-05-01' },
          { email: 'zelda.quixotic@bücher.example', platform: 'github', present: true, observed: '2024-05-01', username: 'zq' },
        ],
        'disposable-phones': [{ number: digits, provider: 'temp-sms' }, { range: '4477009', provider: 'range-sms' }],
        'ip-lists': [{ range: '203.0.113.77', kind: 'tor', provider: 'Tor Project' }, { range: '203.0.113.0/24', kind: 'hosting', provider: 'Example Hosting' }],
      };
      for (const [dataset, rows] of Object.entries(files)) {
        const file = join(t.dir, `${dataset}.jsonl`);
        writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
        const r = await cli('import', dataset, file, '--json');
        assert.equal(r.code, 0, r.err);
        assert.equal(JSON.parse(r.out).bad, 0, r.out);
      }
      const acct = await t.account();
      const hub = await post('/1.0/hub', acct.live, {
        customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name'],
        phone_number: '+44 7700 900777', email: 'Zelda.Quixotic@bücher.example', ip: '203.0.113.77', first_name: 'Zelda', last_name: 'Quixotic',
      });
      assert.equal(hub.statusCode, 200, hub.body);
      const name = await post('/1.0/name', acct.live, { customer_id: uniqueId(), claims: ['name'], first_name: 'zelda', last_name: 'QUIXOTIC' });
      assert.equal(name.statusCode, 200, name.body);
      const lookup = await post('/data/1.0/phone-to-name', acct.live, { transaction_id: uniqueId('txn'), phone_number: digits });
      assert.equal(lookup.statusCode, 200, lookup.body);
      const control = await post('/1.0/hub', acct.live, { customer_id: uniqueId(), claims: ['phone', 'email'], phone_number: '+447700900999', email: 'carl.control@example.com' });
      assert.equal(control.statusCode, 200, control.body);

      const db = t.services.store.db;
      // Labels (docs/labels.md): the hub call's (twice: a history), and one of the control call whose notes name the
      // subject's email.
      await t.services.decisions.labels.add(acct.account.id, [{ resolution_id: hub.json().resolution_id, tag: 'suspected_fraud', notes: 'first look' }], 'test');
      await t.services.decisions.labels.add(acct.account.id, [{ resolution_id: hub.json().resolution_id, tag: 'fraud', notes: 'chargeback 991' }], 'test');
      await t.services.decisions.labels.add(acct.account.id, [{ resolution_id: control.json().resolution_id, tag: 'not_fraud', notes: 'not the same person as Zelda.Quixotic@bücher.example.' }], 'test');
      // Login tracking of the same person: the username is their email (stored as a keyed hash), from their IP.
      const username = t.services.graph.keyedHash('username', 'zelda.quixotic@bücher.example');
      const at = new Date().toISOString();
      await db.insertInto('login_records').values({ id: 'lrec_z', account_id: acct.account.id, app_id: 'app_z', session_id: 's-z', username_hash: username, device_id: null, ip: '203.0.113.77', origin: 'https://shop.example', data: '{}', created_at: at }).execute();
      await db.insertInto('login_enrollments').values({ id: 'enr_z', account_id: acct.account.id, username_hash: username, session_id: 's-z', device_id: null, reference: '{}', ip_country_code: null, ip_lat: null, ip_lon: null, collected_at: at, created_at: at }).execute();
      // The account's block list holds the subject's phone (docs/rules.md#lists).
      await t.services.decisions.lists.create(acct.account.id, { name: 'blocked_phones', kind: 'phone' });
      await t.services.decisions.lists.add(acct.account.id, 'blocked_phones', [{ value: '+44 7700 900777' }, { value: '+447700900999' }], 'test');
      const keyOf = (k: 'phone' | 'email' | 'ip' | 'name', value: string) => t.services.graph.key({ kind: k, value }, acct.account.id);
      const hashes = [keyOf('phone', `+${digits}`), keyOf('email', 'zelda.quixotic@xn--bcher-kva.example'), keyOf('ip', '203.0.113.77'), keyOf('name', 'zelda quixotic'), username];
      const values = [digits, 'zelda.quixotic', 'quixotic', 'quixótic', '203.0.113.77'];
      assert.ok((await hits(db, kind, [...values, ...hashes])).length >= 10, 'the subject is stored before the erasure');

      const dry = await cli('erase', '--phone', '+44 (7700) 900-777', '--dry-run', '--json');
      assert.equal(dry.code, 0, dry.err);
      const planned = JSON.parse(dry.out);
      assert.equal(planned.dry_run, true);
      assert.deepEqual(planned.stores, {
        resolutions: 1, identity_graph: 1, breach_records: 1, 'breach_records.exposed': 1, phone_names: 1, phone_mnp: 1, disposable_phones: 1, presence: 1,
        login_records: 0, login_enrollments: 0, list_items: 1, labels: 1, bulk_rows: 0,
      });
      assert.equal(Number((await db.selectFrom('phone_names').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n), 1, 'a dry run erases nothing');

      const exported = await cli('export-subject', '--email', 'ZELDA.Quixotic@BÜCHER.example');
      assert.equal(exported.code, 0, exported.err);
      const ex = JSON.parse(exported.out);
      assert.deepEqual(ex.subject, { kind: 'email' });
      assert.equal(ex.stores.breach_records[0].breach_id, 'zq-1');
      assert.equal(ex.stores['breach_records.exposed'][0].breach_id, 'other-1');
      assert.equal(ex.stores.presence[0].platform, 'github');
      assert.equal(ex.stores.resolutions.length, 1, 'the hub call');
      assert.equal(ex.stores.resolutions[0].response.email.value, 'Zelda.Quixotic@bücher.example');
      assert.equal(ex.stores.identity_graph[0].linked.phone.count, 1);
      assert.deepEqual([ex.stores.login_records[0].id, ex.stores.login_enrollments[0].id], ['lrec_z', 'enr_z']);
      // The subject's labels with their history, and the other call's label whose notes name the subject.
      const exLabels = ex.stores.labels as { resolution_id: string; subject_resolution: boolean; current: { tag: string }; history: { tag: string; notes: string }[] }[];
      const ownLabel = exLabels.find((l) => l.resolution_id === hub.json().resolution_id)!;
      assert.equal(ownLabel.subject_resolution, true);
      assert.equal(ownLabel.current.tag, 'fraud');
      assert.deepEqual(ownLabel.history.map((h) => [h.tag, h.notes]), [['suspected_fraud', 'first look'], ['fraud', 'chargeback 991']]);
      const mention = exLabels.find((l) => l.resolution_id === control.json().resolution_id)!;
      assert.equal(mention.subject_resolution, false);
      assert.equal(exLabels.length, 2);

      const phoneRun = await cli('erase', '--phone', '+44 (7700) 900-777', '--json');
      assert.equal(phoneRun.code, 0, phoneRun.err);
      assert.deepEqual(JSON.parse(phoneRun.out).stores, planned.stores, 'the dry run announced exactly what was erased');
      assert.equal(JSON.parse(phoneRun.out).wal_truncated, kind === 'sqlite' ? true : null);
      for (const argv of [['--email', 'ZELDA.Quixotic@BÜCHER.example'], ['--ip', '::ffff:203.0.113.77'], ['--name', 'zelda   QUIXOTIC']]) {
        const r = await cli('erase', ...argv);
        assert.equal(r.code, 0, r.err);
        assert.match(r.out, /erasure complete/);
      }

      assert.deepEqual(await hits(db, kind, [...values, ...hashes, 'bücher', 'xn--bcher-kva']), []);
      // What is not the subject's stays: the other person's record (minus the subject), the /24 range, the control call.
      const other = await db.selectFrom('breach_records').selectAll().where('breach_id', '=', 'other-1').executeTakeFirstOrThrow();
      assert.deepEqual([JSON.parse(other.emails ?? '[]'), JSON.parse(other.phones ?? '[]')], [['olga@example.com'], ['447700900889']]);
      assert.equal((await db.selectFrom('ip_list_entries').select('range').execute()).map((r) => r.range).join(), '203.0.113.0/24');
      assert.equal((await db.selectFrom('disposable_phones').select('pattern').execute()).map((r) => r.pattern).join(), '4477009');
      const controlRow = await db.selectFrom('resolutions').select(['response', 'erased_at']).where('id', '=', control.json().resolution_id).executeTakeFirstOrThrow();
      assert.ok(controlRow.response && controlRow.erased_at === null);
      // The subject's labels are gone with their history; the control call keeps its label, its notes cleared.
      assert.deepEqual(await t.services.decisions.labels.history(acct.account.id, hub.json().resolution_id), []);
      const controlLabels = await t.services.decisions.labels.history(acct.account.id, control.json().resolution_id);
      assert.deepEqual(controlLabels.map((l) => [l.tag, l.notes]), [['not_fraud', null]]);
      assert.equal((await t.services.graph.profile({ kind: 'phone', value: '+447700900999' }, acct.account.id)).counts.email, 1);
      // Billing stays: the erased calls' usage rows.
      assert.equal((await db.selectFrom('usage').select('id').where('resolution_id', '=', hub.json().resolution_id).execute()).length, 1);

      if (kind === 'sqlite') {
        // No byte of the subject in the database file or its WAL (secure_delete + checkpoint(TRUNCATE)).
        const file = t.config.database.kind === 'sqlite' ? t.config.database.file : '';
        for (const f of [file, `${file}-wal`]) {
          if (!existsSync(f)) continue;
          const bytes = readFileSync(f);
          for (const v of [digits, '7700 900777', 'Zelda', 'ZELDA', 'zelda', 'Quixotic', 'quixotic', 'Quixótic', 'bücher', 'xn--bcher-kva', '203.0.113.77', ...hashes]) {
            assert.equal(bytes.indexOf(Buffer.from(v, 'utf8')), -1, `${f} still holds "${v}"`);
          }
        }
        assert.ok(readFileSync(file).indexOf(Buffer.from('carl.control@example.com')) >= 0, 'the check can see stored values');
      }

      const audit = await cli('audit', '--json');
      assert.equal(audit.code, 0, audit.err);
      const entries = JSON.parse(audit.out) as { action: string; args: Record<string, unknown>; detail: Record<string, unknown> | null }[];
      const erasures = entries.filter((e) => e.action === 'erase');
      assert.equal(erasures.length, 5);
      assert.deepEqual(erasures[0].args, { phone: '[redacted]', 'dry-run': true });
      assert.equal(erasures[1].detail?.total, 10); // 8 dataset and resolution records, 1 list item, 1 labelled resolution
      assert.deepEqual(entries.filter((e) => e.action === 'export-subject').map((e) => e.args), [{ email: '[redacted]' }]);
    });
  });
}
