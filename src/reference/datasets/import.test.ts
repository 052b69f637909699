/** The streaming import on SQLite and PostgreSQL: good, bad and duplicate rows, idempotent re-import, --strict, CSV. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { testStore, type TestStore } from '../../../test/helpers/store.js';
import { breachesDataset } from './breaches.js';
import { ImportError, formatOf, importDataset } from './import.js';

test('format comes from the extension', () => {
  assert.equal(formatOf('a.jsonl'), 'jsonl');
  assert.equal(formatOf('a.NDJSON'), 'jsonl');
  assert.equal(formatOf('a.csv'), 'csv');
  assert.equal(formatOf('a.txt', 'csv'), 'csv');
  assert.throws(() => formatOf('a.txt'), ImportError);
});

for (const kind of DB_KINDS) {
  describe(`dataset import (${kind})`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-import-');
    });
    after(() => t.close());

    const count = async () => Number((await t.store.db.selectFrom('breach_records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    test('JSONL: good rows are written, bad rows reported with line numbers, re-import changes nothing', async () => {
      const file = join(t.dir, 'b.jsonl');
      writeFileSync(
        file,
        [
          JSON.stringify({ phone: '447911123456', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Rossi' }),
          '{not json',
          JSON.stringify({ phone: '447911123456', breach_id: 'x', title: 'X', date: '2019-13-01' }),
          '',
          JSON.stringify({ breach_id: 'y', title: 'Y', date: '2020-01-01' }),
          JSON.stringify({ email: 'Anna@Example.com', breach_id: 'adobe-2013', title: 'Adobe', date: '2013-10-04', extra: 1 }),
          JSON.stringify({ email: 'Anna@Example.com', breach_id: 'adobe-2013', title: 'Adobe', date: '2013-10-04' }),
          // duplicate of line 1: same key, same content
          JSON.stringify({ phone: '+447911123456', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Rossi' }),
        ].join('\n') + '\n',
      );
      const progress: number[] = [];
      const s = await importDataset(breachesDataset, file, t.store.db, { batchSize: 2, onProgress: (p) => progress.push(p.rows) });
      assert.equal(s.rows, 7);
      assert.equal(s.valid, 3);
      assert.equal(s.bad, 4);
      assert.deepEqual(s.badRows.map((b) => b.line), [2, 3, 5, 6]);
      assert.match(s.badRows[0].error, /not valid JSON/);
      assert.match(s.badRows[1].error, /date/);
      assert.match(s.badRows[2].error, /phone or an email/);
      assert.match(s.badRows[3].error, /extra/);
      assert.equal(s.changed, 2, 'the duplicate row changes nothing');
      assert.equal(s.refused, false);
      assert.ok(progress.length >= 2);
      assert.equal(await count(), 2);

      const again = await importDataset(breachesDataset, file, t.store.db);
      assert.equal(again.changed, 0);
      assert.equal(again.unchanged, 3);
      assert.equal(await count(), 2);
    });

    test('a changed row counts as changed, an equal one does not', async () => {
      const file = join(t.dir, 'c.jsonl');
      writeFileSync(file, JSON.stringify({ phone: '447911123456', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24', first_name: 'Anna', last_name: 'Bianchi' }) + '\n');
      assert.equal((await importDataset(breachesDataset, file, t.store.db)).changed, 1);
      assert.equal((await importDataset(breachesDataset, file, t.store.db)).changed, 0);
      const row = await t.store.db.selectFrom('breach_records').select('last_name').where('breach_id', '=', 'canva-2019').executeTakeFirstOrThrow();
      assert.equal(row.last_name, 'Bianchi');
    });

    test('--strict refuses a file with a bad row and writes nothing', async () => {
      const file = join(t.dir, 'strict.jsonl');
      writeFileSync(
        file,
        JSON.stringify({ phone: '447911000001', breach_id: 's1', title: 'S', date: '2020-01-01' }) + '\n' + JSON.stringify({ phone: '0123', breach_id: 's2', title: 'S', date: '2020-01-01' }) + '\n',
      );
      const before = await count();
      const s = await importDataset(breachesDataset, file, t.store.db, { strict: true });
      assert.equal(s.refused, true);
      assert.equal(s.bad, 1);
      assert.equal(s.badRows[0].line, 2);
      assert.equal(s.changed, 0);
      assert.equal(await count(), before);
    });

    test('CSV: header mapping, lists split on |, empty cells absent, bad cells reported', async () => {
      const file = join(t.dir, 'b.csv');
      writeFileSync(
        file,
        [
          'phone,email,breach_id,title,date,first_name,last_name,emails,cities,dob',
          '447911222333,,linkedin-2012,LinkedIn,2012-06-05,John,Smith,john@example.com|j.smith@example.org,London|Leeds,1980-02-03',
          '447911222333,,"dropbox-2012","Dropbox, Inc.",2012-07-01,,,,,',
          '447911222333,,bad,Bad,2012-07-01,,,,,1980-99-01',
          '447911222333,,short',
        ].join('\r\n') + '\r\n',
      );
      const s = await importDataset(breachesDataset, file, t.store.db);
      assert.equal(s.valid, 2);
      assert.deepEqual(s.badRows.map((b) => b.line), [4, 5]);
      const row = await t.store.db.selectFrom('breach_records').selectAll().where('breach_id', '=', 'linkedin-2012').executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(row.emails ?? 'null'), ['john@example.com', 'j.smith@example.org']);
      assert.deepEqual(JSON.parse(row.cities ?? 'null'), ['London', 'Leeds']);
      assert.equal(row.email, '');
      const dropbox = await t.store.db.selectFrom('breach_records').selectAll().where('breach_id', '=', 'dropbox-2012').executeTakeFirstOrThrow();
      assert.equal(dropbox.title, 'Dropbox, Inc.');
      assert.equal(dropbox.first_name, null);
    });

    test('CSV with an unknown column is refused as a whole', async () => {
      const file = join(t.dir, 'unknown.csv');
      writeFileSync(file, 'phone,colour\n447911222333,red\n');
      await assert.rejects(importDataset(breachesDataset, file, t.store.db), (e: unknown) => e instanceof ImportError && /colour/.test(e.message));
    });

    test('a NUL character or a lone surrogate makes a bad row on either database', async () => {
      const file = join(t.dir, 'text.jsonl');
      const row = (breach_id: string, extra: Record<string, unknown> = {}) => ({ phone: '447911555000', breach_id, title: 'T', date: '2020-01-01', ...extra });
      writeFileSync(file, [row('nul', { title: 'A\u0000B' }), row('surrogate', { emails: ['ok@example.com', 'x\ud800@example.com'] }), row('fine', { title: 'Ünïcødé 🙂' })].map((r) => JSON.stringify(r)).join('\n') + '\n');
      const s = await importDataset(breachesDataset, file, t.store.db);
      assert.deepEqual(s.badRows, [
        { line: 1, error: 'title: contains a NUL character' },
        { line: 2, error: 'emails.1: is not valid Unicode (lone surrogate)' },
      ]);
      assert.equal(s.changed, 1);
      const fine = await t.store.db.selectFrom('breach_records').select('title').where('breach_id', '=', 'fine').executeTakeFirstOrThrow();
      assert.equal(fine.title, 'Ünïcødé 🙂');
    });

    test('one batch larger than the bind-parameter limit of a statement is written in chunks', async () => {
      // 6000 rows x 13 columns = 78,000 values: over PostgreSQL's 65,535 and SQLite's 32,766 parameters.
      const file = join(t.dir, 'big.jsonl');
      const rows = Array.from({ length: 6000 }, (_, i) => JSON.stringify({ phone: `4479${String(i).padStart(8, '0')}`, breach_id: 'big', title: 'Big', date: '2021-01-01', first_name: `F${i}` }));
      writeFileSync(file, rows.join('\n') + '\n');
      const first = await importDataset(breachesDataset, file, t.store.db, { batchSize: 10_000 });
      assert.deepEqual([first.valid, first.changed, first.bad], [6000, 6000, 0]);
      const again = await importDataset(breachesDataset, file, t.store.db, { batchSize: 10_000 });
      assert.deepEqual([again.changed, again.unchanged], [0, 6000]);
      const n = await t.store.db.selectFrom('breach_records').select((eb) => eb.fn.countAll().as('n')).where('breach_id', '=', 'big').executeTakeFirstOrThrow();
      assert.equal(Number(n.n), 6000);
    });

    test('JSONL lines split as readline splits them: CRLF, a lone CR, no final newline, a character across a read chunk', async () => {
      const file = join(t.dir, 'lines.jsonl');
      const row = (breach_id: string, title = 'L') => JSON.stringify({ phone: '447911666000', breach_id, title, date: '2020-01-01' });
      // JSON whitespace before the fields, so that the two-byte character of the title straddles the reader's 1 MiB
      // chunk boundary (a row's own fields are too short for that).
      const head = row('lead');
      const before = '"phone":"447911666000","breach_id":"wide","title":"';
      const pad = (1 << 20) - 1 - (Buffer.byteLength(head) + 1) - 1 - before.length;
      const wide = '{' + ' '.repeat(pad) + row('wide', 'é🙂').slice(1);
      assert.equal(Buffer.byteLength(head) + 1 + 1 + pad + before.length, (1 << 20) - 1);
      const text = [head, wide, row('crlf') + '\r', '', '   ', row('cr1') + '\r' + row('cr2'), '{broken', row('last')].join('\n');
      writeFileSync(file, text); // no final newline
      const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      const expected: { line: number; text: string }[] = [];
      let n = 0;
      for await (const l of rl) expected.push({ line: ++n, text: l });
      const s = await importDataset(breachesDataset, file, t.store.db);
      assert.deepEqual(s.badRows, expected.filter((l) => l.text.startsWith('{broken')).map((l) => ({ line: l.line, error: 'not valid JSON' })));
      assert.equal(s.rows, expected.filter((l) => l.text.trim() !== '').length);
      assert.deepEqual([s.valid, s.bad], [6, 1]);
      const stored = await t.store.db.selectFrom('breach_records').select(['breach_id', 'title']).where('phone', '=', '447911666000').orderBy('breach_id').execute();
      assert.deepEqual(stored.map((r) => r.breach_id), ['cr1', 'cr2', 'crlf', 'last', 'lead', 'wide']);
      assert.equal(stored.find((r) => r.breach_id === 'wide')!.title, 'é🙂');
    });

    test('text with tabs, newlines, carriage returns, backslashes and a literal \\N is stored as given (COPY on PostgreSQL)', async () => {
      const odd = ['a\tb', 'line1\nline2', 'cr\rhere', 'back\\slash \\t not a tab', '\\N', '\\.', '"quoted", \'single\'', ' spaced '];
      const file = join(t.dir, 'odd.jsonl');
      writeFileSync(
        file,
        odd.map((address, i) => JSON.stringify({ email: `odd${i}@copy.example`, breach_id: 'odd', title: 'Odd', date: '2021-01-01', address, cities: [address] })).join('\n') + '\n',
      );
      const s = await importDataset(breachesDataset, file, t.store.db, { batchSize: 3 });
      assert.equal(s.bad, 0, JSON.stringify(s.badRows));
      assert.equal(s.changed, odd.length);
      const stored = await t.store.db.selectFrom('breach_records').select(['email', 'address', 'cities', 'first_name']).where('breach_id', '=', 'odd').execute();
      assert.equal(stored.length, odd.length);
      for (const r of stored) {
        const i = Number(/^odd(\d+)@/.exec(r.email)![1]);
        assert.equal(r.address, odd[i], r.email);
        assert.deepEqual(JSON.parse(r.cities!), [odd[i]], r.email);
        assert.equal(r.first_name, null, 'an absent value is null, not text');
      }
      // The same rows again change nothing: the stored row_hash equals the new one, value for value.
      assert.equal((await importDataset(breachesDataset, file, t.store.db)).changed, 0);
    });

    if (kind === 'postgres') {
      test('PostgreSQL: the import leaves no staging table behind and gives its connection back usable', async () => {
        const file = join(t.dir, 'stage.jsonl');
        writeFileSync(file, Array.from({ length: 50 }, (_, i) => JSON.stringify({ email: `s${i}@stage.example`, breach_id: 'stage', title: 'S', date: '2020-02-02' })).join('\n') + '\n');
        for (let i = 0; i < 3; i++) await importDataset(breachesDataset, file, t.store.db, { batchSize: 20 });
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_class where relname like 'idrisk_import_%'`.execute(t.store.db);
        assert.equal(rows[0]!.n, 0);
        // Every pooled connection still answers (none was left inside a COPY or a transaction).
        await Promise.all(Array.from({ length: 12 }, () => sql`select 1`.execute(t.store.db)));
        // A file whose reading fails part-way (a CSV quote never closed): the batches before it stay committed, the
        // error is the import's, and the connection goes back (closed: its state is not known).
        const bad = join(t.dir, 'stage-bad.csv');
        writeFileSync(bad, ['email,breach_id,title,date', ...Array.from({ length: 1200 }, (_, i) => `b${i}@stage.example,stage-bad,T,2020-02-02`), 'x@stage.example,"open,T,2020-02-02'].join('\n') + '\n');
        await assert.rejects(importDataset(breachesDataset, bad, t.store.db, { batchSize: 100 }), ImportError);
        const kept = (await t.store.db.selectFrom('breach_records').select('email').where('breach_id', '=', 'stage-bad').execute()).length;
        assert.ok(kept > 0 && kept < 1200 && kept % 100 === 0, `${kept} rows kept: whole batches read before the error`);
        await Promise.all(Array.from({ length: 12 }, () => sql`select 1`.execute(t.store.db)));
      });
    }

    test('imports running at once over the same rows in crossing orders both complete', async () => {
      // Each file writes the same 300 keys, one ascending and one descending, in one transaction each: written in
      // file order, the two transactions would wait on each other's rows (a deadlock on PostgreSQL).
      const keys = Array.from({ length: 300 }, (_, i) => i);
      for (const round of [1, 2, 3]) {
        const write = (name: string, order: number[]) => {
          const file = join(t.dir, `cross-${name}-${round}.jsonl`);
          writeFileSync(file, order.map((i) => JSON.stringify({ email: `p${i}@cross.example`, breach_id: 'cross', title: `${name}${round}`, date: '2022-02-02' })).join('\n') + '\n');
          return file;
        };
        const up = write('up', keys);
        const down = write('down', [...keys].reverse());
        const results = await Promise.all([importDataset(breachesDataset, up, t.store.db), importDataset(breachesDataset, down, t.store.db)]);
        assert.ok(results.every((r) => r.valid === 300 && r.bad === 0));
        const titles = await t.store.db.selectFrom('breach_records').select('title').where('breach_id', '=', 'cross').execute();
        assert.equal(titles.length, 300);
        assert.ok(titles.every((r) => r.title === `up${round}` || r.title === `down${round}`));
      }
    });
  });
}
