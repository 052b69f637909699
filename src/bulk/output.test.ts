import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { csvLines, guardFormula } from './output.js';
import type { BulkResultRow } from './service.js';

test('guardFormula: a quote before what a spreadsheet runs as a formula; plain numbers and text unchanged', () => {
  for (const bad of ['=1+1', '=HYPERLINK("http://x","y")', '+1 415 555', '-2+3', '@SUM(A1)', '\tx', '\rx', '-', '+', '=']) assert.equal(guardFormula(bad), `'${bad}`, JSON.stringify(bad));
  for (const ok of ['', 'ann@example.com', '-12.5', '+447700900123', '-3', '.5', '12', 'a=b', ' =1', "'=x"]) assert.equal(guardFormula(ok), ok, JSON.stringify(ok));
});

function row(over: Partial<BulkResultRow>): BulkResultRow {
  return {
    line: 2, status: 'done', customer_id: 'c-1', resolution_id: 'res_1', score: 512, score_cluster: 'medium', reason_codes: 'RE001', decision: null,
    credits: 1, error_code: null, error_detail: null, input: {}, fields: {}, ...over,
  };
}

async function csvOf(rows: BulkResultRow[], fields: string[], formulaGuard?: boolean): Promise<Record<string, string>[]> {
  async function* src() {
    yield* rows;
  }
  let text = '';
  for await (const l of csvLines(src(), fields, formulaGuard === undefined ? {} : { formulaGuard })) text += l;
  return parse(text, { columns: true }) as Record<string, string>[];
}

test('csvLines guards caller text only: the input columns, customer_id, error_detail, text fields, chosen header names', async () => {
  const rows = [
    row({ customer_id: '=cmd|/c calc!A0', input: { name: '@SUM(1,2)', phone: '+447700900123', note: '-1+1' }, fields: { 'ip.longitude': -122.42, 'name.first_name': '=x', 'email.free': false } }),
    row({ line: 3, status: 'invalid', customer_id: 'c-2', score: null, credits: 0, error_code: 'MALFORMED_ROW', error_detail: '=bad', input: { name: 'Ann', phone: '-5', note: '' } }),
  ];
  const [a, b] = await csvOf(rows, ['ip.longitude', 'name.first_name', 'email.free', '=evil']);
  assert.equal(a.customer_id, "'=cmd|/c calc!A0");
  assert.equal(a.in_name, "'@SUM(1,2)");
  assert.equal(a.in_phone, '+447700900123', 'a phone number is a plain number: unchanged');
  assert.equal(a.in_note, "'-1+1");
  assert.equal(a['ip.longitude'], '-122.42', 'a negative number of the answer is not mangled');
  assert.equal(a['name.first_name'], "'=x");
  assert.equal(a['email.free'], 'false');
  assert.equal(a.score, '512');
  assert.ok("'=evil" in a, 'a header named by the caller is guarded too');
  assert.equal(b.error_detail, "'=bad");
  assert.equal(b.in_phone, '-5');
  // Turned off: as it came.
  const [raw] = await csvOf(rows, ['name.first_name'], false);
  assert.equal(raw.customer_id, '=cmd|/c calc!A0');
  assert.equal(raw.in_name, '@SUM(1,2)');
  assert.equal(raw['name.first_name'], '=x');
});
