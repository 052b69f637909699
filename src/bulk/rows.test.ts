import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../contract/errors.js';
import { callBody, checkCall, dedupeKey, mapRecord, operationOf, parseMapping, RowRefused } from './rows.js';
import { readRecords } from './input.js';
import { gzipSync } from 'node:zlib';

test('claims: one product is that product, several are the hub, others are refused', () => {
  assert.equal(operationOf(['email']), 'email');
  assert.equal(operationOf(['domain']), 'domain');
  assert.equal(operationOf(['phone', 'email', 'score']), 'hub');
  assert.throws(() => operationOf(['email', 'domain']), (e: unknown) => e instanceof ApiError && e.code === 'INVALID_CLAIMS');
  assert.throws(() => operationOf(['email', 'email']), (e: unknown) => e instanceof ApiError && e.code === 'INVALID_CLAIMS');
  assert.throws(() => operationOf([]), (e: unknown) => e instanceof ApiError && e.code === 'INVALID_CLAIMS');
});

test('mapping: explicit pairs win, columns named as a field or an alias map themselves, others are kept out', () => {
  const mapping = parseMapping(['Mail=email', 'ref=customer_id']);
  assert.deepEqual(mapRecord({ Mail: ' A@x.com ', email: 'other@x.com', ref: 'r1', Phone: '+44 7700', 'First Name': 'Ann', note: 'n' }, mapping), {
    email: 'A@x.com',
    customer_id: 'r1',
    phone_number: '+44 7700',
    first_name: 'Ann',
  });
  assert.deepEqual(mapRecord({ firstname: 'Ann', surname: 'Lee', ua: 'Mozilla' }, {}), { first_name: 'Ann', last_name: 'Lee', user_agent: 'Mozilla' });
  assert.throws(() => parseMapping(['Mail=nope']), (e: unknown) => e instanceof ApiError && e.code === 'INVALID_PAYLOAD');
  assert.throws(() => parseMapping(['=email']), (e: unknown) => e instanceof ApiError);
});

test('duplicates: emails and domains without case, phones without separators, customer_id not counted', () => {
  assert.equal(dedupeKey({ email: 'Ann@X.com', customer_id: 'a' }), dedupeKey({ email: 'ann@x.com', customer_id: 'b' }));
  assert.equal(dedupeKey({ phone_number: '+44 (7700) 900-123' }), dedupeKey({ phone_number: '+447700900123' }));
  assert.notEqual(dedupeKey({ email: 'a@x.com' }), dedupeKey({ email: 'a@x.com', ip: '192.0.2.1' }));
});

test('a row is checked as the call: schema, then the hub rules', () => {
  checkCall('email', callBody('email', ['email'], { email: 'a@x.com' }, 'c1', null));
  assert.throws(() => checkCall('email', callBody('email', ['email'], {}, 'c1', null)), (e: unknown) => e instanceof RowRefused && e.code === 'INVALID_PAYLOAD' && /email/.test(e.detail));
  assert.throws(() => checkCall('hub', callBody('hub', ['email', 'score'], { email: 'a@x.com' }, 'c1', null)), (e: unknown) => e instanceof RowRefused && e.code === 'INVALID_CLAIMS');
  assert.throws(() => checkCall('hub', callBody('hub', ['email', 'phone'], { email: 'a@x.com' }, 'c1', null)), (e: unknown) => e instanceof RowRefused && /phone_number/.test(e.detail));
  assert.deepEqual(callBody('domain', ['domain'], { domain: 'acme.example' }, 'c2', 'mdl_x'), { customer_id: 'c2', claims: ['domain'], domain: { value: 'acme.example' }, model_id: 'mdl_x' });
});

async function all(chunks: Buffer[], format: 'csv' | 'jsonl') {
  const out = [];
  for await (const r of readRecords((async function* () { yield* chunks; })(), format)) out.push(r);
  return out;
}

test('reading: CSV with quotes and a bad record, gzip split across chunks, JSONL lines', async () => {
  const csv = Buffer.from('\uFEFFemail,name\n"a@x.com","Lee, Ann"\nb@x.com\n\nc@x.com,"multi\nline"\n');
  const rows = await all([csv], 'csv');
  assert.deepEqual(rows.map((r) => [r.line, r.values, r.error?.code]), [
    [2, { email: 'a@x.com', name: 'Lee, Ann' }, undefined],
    [3, null, 'MALFORMED_ROW'],
    [6, { email: 'c@x.com', name: 'multi\nline' }, undefined],
  ]);
  const gz = gzipSync(Buffer.from('{"email":"a@x.com"}\n[1]\n{"email":"b@x.com","n":2}\n'));
  const parts = [gz.subarray(0, 1), gz.subarray(1, 10), gz.subarray(10)];
  const lines = await all(parts, 'jsonl');
  assert.deepEqual(lines.map((r) => [r.line, r.values, r.error?.code]), [
    [1, { email: 'a@x.com' }, undefined],
    [2, null, 'MALFORMED_ROW'],
    [3, { email: 'b@x.com', n: '2' }, undefined],
  ]);
  await assert.rejects(all([Buffer.from('a,a\n1,2\n')], 'csv'), /named twice/);
  await assert.rejects(all([Buffer.from([0x1f, 0x8b, 1, 2, 3])], 'csv'), /gzip/);
  await assert.rejects(all([Buffer.from([0x1f, 0x8b, 1, 2, 3])], 'jsonl'), /gzip/);
  await assert.rejects(all([Buffer.from('email\n"a@x.com\n')], 'csv'), /could not be read/);
});
