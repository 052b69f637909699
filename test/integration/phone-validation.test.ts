/**
 * POST /1.0/phone-validation (rule 13) through the real app: format and line type only, free on live and sandbox keys
 * (the same answer), the number neither stored nor linked, bad bodies a 400, the key's rate limit applied.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PhoneValidationResponse } from '../../src/contract/payloads/lookups.js';
import { testAjv } from '../helpers/ajv.js';
import { testApp, type TestApp } from '../helpers/app.js';
import { assertProblem } from '../helpers/problem.js';

const valid = testAjv().compile(PhoneValidationResponse);

describe('POST /1.0/phone-validation', () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite');
  });
  after(() => t.close());

  const call = (key: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/1.0/phone-validation', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  test('format and type of valid, national and invalid numbers; free; nothing stored', async () => {
    const a = await t.account({ credits: 100, products: ['phone'] });
    const uk = await call(a.live, { phone_number: '+44 7400 123456' });
    assert.equal(uk.statusCode, 200, uk.body);
    assert.ok(valid(uk.json()), JSON.stringify(valid.errors));
    assert.deepEqual(uk.json(), {
      phone_number: '+44 7400 123456', is_valid_format: true, is_possible: true, e164: '+447400123456', country_code: 'GB',
      calling_code: '44', national_format: '07400 123456', international_format: '+44 7400 123456', number_type: 'MOBILE',
    });
    const national = (await call(a.live, { phone_number: '030 12345678', country: 'DE' })).json();
    assert.deepEqual([national.is_valid_format, national.e164, national.country_code, national.number_type], [true, '+493012345678', 'DE', 'FIXED_LINE']);
    const tollFree = (await call(a.live, { phone_number: '0080012345678' })).json();
    assert.deepEqual([tollFree.e164, tollFree.number_type, tollFree.country_code], ['+80012345678', 'TOLL_FREE', null]);
    const bad = (await call(a.live, { phone_number: '+44 12' })).json();
    assert.deepEqual([bad.is_valid_format, bad.is_possible, bad.country_code, bad.national_format, bad.number_type], [false, false, null, null, 'UNKNOWN']);
    const junk = (await call(a.live, { phone_number: 'call me' })).json();
    assert.deepEqual([junk.is_valid_format, junk.e164, junk.calling_code], [false, null, null]);
    // The sandbox key gets the same (real, offline) answer.
    assert.deepEqual((await call(a.sandbox, { phone_number: '+44 7400 123456' })).json(), uk.json());
    // A drama-range number is not a valid number of the plan.
    assert.equal((await call(a.live, { phone_number: '+447700900123' })).json().is_valid_format, false);
    // Free and not stored: no credits taken, no resolution, no identity link.
    assert.equal((await t.services.accounts.require(a.account.id)).credits, 100);
    const rows = await t.services.store.db.selectFrom('resolutions').select('id').where('account_id', '=', a.account.id).execute();
    assert.equal(rows.length, 0);
  });

  test('bad bodies are 400 INVALID_PAYLOAD; an account without the phone product may still validate', async () => {
    const a = await t.account({ products: ['email'] });
    assertProblem(await call(a.live, {}), 400, 'INVALID_PAYLOAD');
    assertProblem(await call(a.live, { phone_number: '+447700900123', country: 'gb' }), 400, 'INVALID_PAYLOAD');
    assertProblem(await call(a.live, { phone_number: '+447700900123', extra: 1 }), 400, 'INVALID_PAYLOAD');
    assert.equal((await call(a.live, { phone_number: '+447700900123', country: 'ZZ' })).statusCode, 200);
    assert.equal((await call(a.live, { phone_number: '+447700900123' })).statusCode, 200);
  });

  test("the key's rate limit applies", async () => {
    const a = await t.account({ rateLimit: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await call(a.live, { phone_number: '+447700900123' })).statusCode);
    assert.ok(codes.includes(429), `a 429 among ${codes.join(',')}`);
  });
});
