/**
 * The resolution search's answer written from the database's row text (resolution-page.ts) is the response schema's
 * serialization byte for byte: every row shape (nulls, erased, no, one and many reason codes and empty ones, unicode
 * and control characters, quotes and backslashes in customer ids, REAL and huge prices) read back through the store's
 * search on both databases, each row and each page compared with fast-json-stringify over the route's own response
 * schema (what Fastify serializes with); rows the writer cannot write send the page to the serializer.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fastJson from 'fast-json-stringify';
import { DB_KINDS } from '../../../test/helpers/app.js';
import { accountRow, testStore, type TestStore } from '../../../test/helpers/store.js';
import { ADMIN_OPERATIONS, ResolutionSummaryOut } from '../../contract/admin.js';
import { InsightRepository } from '../../store/admin/index.js';
import type { SearchBound } from '../../store/admin/index.js';
import { summaryOf } from '../../admin/insights.js';
import { pageOf } from '../../admin/pagination.js';
import { pageJson, resolutionJson } from './shared.js';
import { resolutionPage, rowJson } from './resolution-page.js';

const AT = '2026-11-27T00:00:00.000Z';
const serializePage = fastJson(ADMIN_OPERATIONS.searchResolutions.response as never);
const serializeRow = fastJson(ResolutionSummaryOut as never);

interface Shape {
  customer_id?: string | null;
  transaction_id?: string | null;
  price?: number | bigint;
  score?: number | null;
  score_cluster?: string | null;
  reason_codes?: string | null;
  erased_at?: string | null;
  environment?: string;
  /** Whether the writer writes it (else the page goes to the serializer). */
  plain: boolean;
  sqliteOnly?: boolean;
}

const SHAPES: Shape[] = [
  { plain: true },
  { customer_id: null, transaction_id: null, score: null, score_cluster: null, reason_codes: null, plain: true },
  { reason_codes: '', plain: true },
  { reason_codes: 'R101', plain: true },
  { reason_codes: 'R101,T202,P110,R999,T001,R102,R103,R104', plain: true },
  { reason_codes: ',R101,,T202,', plain: true },
  { reason_codes: ',', plain: true },
  { erased_at: AT, customer_id: null, plain: true },
  { score: 0, price: 0, plain: true },
  { score: 1000, price: 2147483647, plain: true },
  { price: 123456789012345, plain: true, sqliteOnly: true },
  { price: -5, plain: true },
  { customer_id: 'é😀中文', plain: true },
  { customer_id: 'line\u2028sep\u2029para\u007f\u0080\u00a0', plain: true },
  { customer_id: 'a,b],[c', transaction_id: 'null', plain: true },
  { customer_id: '123', transaction_id: 'true', plain: true },
  { customer_id: '', transaction_id: '', plain: true },
  { customer_id: 'x'.repeat(300), plain: true },
  { customer_id: 'say "hi"', plain: false },
  { customer_id: 'back\\slash', plain: false },
  { customer_id: 'new\nline', plain: false },
  { customer_id: 'tab\there', plain: false },
  { customer_id: 'ctl\u0001\u001f', plain: false },
  { customer_id: 'lone \ud800 surrogate', plain: true },
  { transaction_id: 'q"', plain: false },
  { reason_codes: 'R1"01', plain: false },
  { price: 1.5, plain: false, sqliteOnly: true },
  { score: 2.25, plain: false, sqliteOnly: true },
  { price: 2n ** 53n + 1n, plain: false, sqliteOnly: true },
  { price: 1234567890123456, plain: false, sqliteOnly: true },
];

for (const kind of DB_KINDS) {
  describe(`the resolution search's answer from the rows' text on ${kind}`, () => {
    let t: TestStore;
    let rows: InsightRepository;
    const shapes = SHAPES.filter((s) => kind === 'sqlite' || !s.sqliteOnly);
    const idOf = (i: number) => `res_${String(1000 + i).padStart(8, '0')}`;
    before(async () => {
      t = await testStore(kind, 'idrisk-resolution-page-');
      await t.store.db.insertInto('accounts').values(accountRow('acct_a', AT)).execute();
      for (const [i, s] of shapes.entries()) {
        await t.store.db
          .insertInto('resolutions')
          .values({
            id: idOf(i), account_id: 'acct_a', environment: s.environment ?? 'live', key_id: 'key_x', operation: 'phone', customer_id: s.customer_id === undefined ? `cust-${i}` : s.customer_id,
            transaction_id: s.transaction_id === undefined ? `tx-${i}` : s.transaction_id, status: 'done', price: (s.price ?? 3) as number, score: s.score === undefined ? 512 : s.score,
            score_cluster: s.score_cluster === undefined ? 'medium' : s.score_cluster, reason_codes: s.reason_codes === undefined ? 'R101,T202' : s.reason_codes,
            explanation: null, response: null, created_at: AT, erased_at: s.erased_at ?? null,
          } as never)
          .execute();
      }
      rows = new InsightRepository(t.store.db, kind, t.store.sqlite);
    });
    after(() => t?.close());

    const search = (b: Partial<SearchBound>) => rows.search({ limit: 1000, bothEnvironments: false, ...b } as SearchBound);

    test('each row: written as the schema serializer writes it, or left to the serializer', async () => {
      const read = await search({});
      assert.equal(read.length, shapes.length);
      for (const row of read) {
        const summary = summaryOf(row);
        const i = Number(summary.id.slice(4)) - 1000;
        const expected = serializeRow(resolutionJson(summary));
        assert.equal(typeof row, 'string', 'each row read as its text');
        const written = rowJson(row as string);
        assert.equal(written !== null, shapes[i]!.plain, `row ${i} (${JSON.stringify(shapes[i], (_, v) => (typeof v === 'bigint' ? String(v) : v))}) plain`);
        if (written !== null) assert.equal(written, expected, `row ${i}`);
        assert.deepEqual(JSON.parse(expected), JSON.parse(serializeRow(JSON.parse(expected))));
      }
    });

    test('each page: the same text as the serializer of the route\'s response schema', async () => {
      let strings = 0;
      for (const [i] of shapes.entries()) {
        // Pages of 1, 2 and 3 rows from each row on (a next cursor or none), and the whole table.
        for (const limit of [1, 2, 3]) {
          const b = { after: idOf(i + 1), limit: limit + 1 };
          const read = await search(b);
          const page = pageOf(read, limit, (r) => summaryOf(r).id);
          const expected = serializePage(pageJson(pageOf(read.map(summaryOf), limit, (r) => r.id), resolutionJson));
          const answer = resolutionPage(page);
          if (typeof answer === 'string') strings++;
          assert.equal(typeof answer === 'string' ? answer : serializePage(answer), expected, `page of ${limit} from row ${i}`);
          const plain = read.slice(0, limit).every((r) => shapes[Number(summaryOf(r).id.slice(4)) - 1000]!.plain);
          assert.equal(typeof answer === 'string', plain, `page of ${limit} from row ${i} written from the text`);
        }
      }
      const all = await search({});
      const answer = resolutionPage(pageOf(all, 1000, (r) => summaryOf(r).id));
      assert.equal(typeof answer === 'string' ? answer : serializePage(answer), serializePage(pageJson(pageOf(all.map(summaryOf), 1000, (r) => r.id), resolutionJson)));
      assert.ok(strings > 20, `${strings} pages written from the text`);
    });

    test('the empty page', () => {
      assert.equal(resolutionPage({ items: [], nextCursor: null }), serializePage({ data: [], next_cursor: null }));
    });
  });
}

describe('rowJson refuses text that is not a plain row', () => {
  const good = '["res_1","acct_a","live","phone","c",null,"done",1,2,"low","R1",' + `"${AT}",null]`;
  test('a plain row is written, with or without a space after each comma', () => {
    assert.ok(rowJson(good));
    assert.equal(rowJson(good.replace(/,/g, ', ')), rowJson(good));
  });
  for (const bad of [
    '', '[]', 'null', good.slice(0, -1), `${good} `, good.replace('[', '{'), good.replace(',null]', ']'), good.replace(',null]', ',null,null]'),
    good.replace('"acct_a"', 'null'), good.replace(',1,2,', ',"1",2,'), good.replace(',1,2,', ',1.0,2,'), good.replace(',1,2,', ',1e3,2,'), good.replace(',1,2,', ',01,2,'),
    good.replace(',1,2,', ',-0,2,'), good.replace(',1,2,', ',1,true,'), good.replace('"R1"', '1'), good.replace('"live"', '"li\\"ve"'), good.replace('[', '[ '),
  ]) {
    test(`refused: ${JSON.stringify(bad).slice(0, 80)}`, () => assert.equal(rowJson(bad), null));
  }
});
