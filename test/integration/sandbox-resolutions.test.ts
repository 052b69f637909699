/**
 * Sandbox calls are explained: GET /1.0/resolutions/{id} with the sandbox key of the account answers the explanation
 * of a recent sandbox call (kept by the process, not the database), each score naming the documented sandbox rule
 * that produced it (docs/sandbox.md). Live keys and other accounts do not see them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp } from '../helpers/app.js';
import { testAjv } from '../helpers/ajv.js';
import { ResolutionResponse } from '../../src/contract/responses.js';
import { pointsToScore } from '../../src/scoring/scorecard.js';

test('sandbox resolutions answer their explanation with the sandbox rule of each score', async () => {
  const t = await testApp('sqlite');
  try {
    const a = await t.account();
    const other = await t.account();
    const validate = testAjv().compile(ResolutionResponse);
    const post = (url: string, key: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const explain = (id: string, key: string) => t.app.inject({ method: 'GET', url: `/1.0/resolutions/${encodeURIComponent(id)}`, headers: { 'x-api-key': key } });

    // No keyword: the live scorecard's own score.
    const plain = await post('/1.0/phone', a.sandbox, { customer_id: 'cust-1', claims: ['phone'], phone_number: '34600123456' });
    assert.equal(plain.statusCode, 200, plain.body);
    const e1 = await explain(plain.json().resolution_id, a.sandbox);
    assert.equal(e1.statusCode, 200, e1.body);
    const r1 = e1.json();
    assert.ok(validate(r1), JSON.stringify(validate.errors));
    assert.equal(r1.price, 0);
    assert.equal(r1.customer_id, 'cust-1');
    const phone = r1.explanation.scores.phone;
    assert.deepEqual(phone.sandbox, { rule: 'live_score', keyword_cluster: null, codes_added: [], scorecard_base: phone.base });
    assert.equal(phone.score, plain.json().phone.score);
    assert.equal(pointsToScore(phone.total), phone.score);

    // A keyword: the live score moved into the band; the added codes are named, and are in the answer's codes.
    const steered = await post('/1.0/phone', a.sandbox, { customer_id: 'cust-poor-2', claims: ['phone'], phone_number: '34600123456' });
    const s2 = (await explain(steered.json().resolution_id, a.sandbox)).json().explanation.scores.phone;
    assert.equal(s2.sandbox.keyword_cluster, 'very_low');
    assert.ok(['keyword_in_band', 'keyword_steered', 'keyword_base_moved'].includes(s2.sandbox.rule), s2.sandbox.rule);
    assert.equal(steered.json().phone.score_cluster, 'very_low');
    for (const code of s2.sandbox.codes_added) assert.ok(steered.json().phone.reason_codes.split(',').includes(code), code);
    if (s2.sandbox.rule === 'keyword_steered') assert.equal(s2.base, s2.sandbox.scorecard_base);
    if (s2.sandbox.rule === 'keyword_base_moved') assert.notEqual(s2.base, s2.sandbox.scorecard_base);

    // Login results: found by the transaction_id they answered with (they carry no res_ id).
    const login = await post('/1.0/track/results?session_id=sess-7', a.sandbox, { username: 'jane', transaction_id: 'login-good-7' });
    assert.equal(login.statusCode, 200, login.body);
    const e3 = await explain('login-good-7', a.sandbox);
    assert.equal(e3.statusCode, 200, e3.body);
    const l = e3.json().explanation.scores['track-results'];
    assert.equal(l.model_id, 'login_score');
    assert.equal(l.sandbox.keyword_cluster, 'high');
    assert.equal(l.score, login.json().score);

    // Hub: every product and the score block name their rule.
    const hub = await post('/1.0/hub', a.sandbox, { customer_id: 'onb-3', claims: ['phone', 'email', 'score'], phone_number: '34600123456', email: 'jane.doe@example.com' });
    const hubScores = (await explain(hub.json().resolution_id, a.sandbox)).json().explanation.scores;
    for (const k of ['phone', 'email', 'score']) assert.equal(hubScores[k].sandbox.rule, 'live_score', k);

    // Not for a live key, nor another account's sandbox key.
    assert.equal((await explain(plain.json().resolution_id, a.live)).statusCode, 404);
    assert.equal((await explain(plain.json().resolution_id, other.sandbox)).statusCode, 404);
    assert.equal((await explain('login-good-7', other.sandbox)).statusCode, 404);
  } finally {
    await t.close();
  }
});
