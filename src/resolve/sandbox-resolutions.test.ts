import assert from 'node:assert/strict';
import test from 'node:test';
import { SandboxResolutions, type SandboxCall } from './sandbox-resolutions.js';

const resolution = (i: number, accountId = 'acct_a', pad = 0): SandboxCall => ({
  id: `res_${i}`,
  accountId,
  operation: 'phone',
  customerId: `cust-${i}`,
  transactionId: i % 2 === 0 ? `txn-${i}` : null,
  createdAt: new Date('2026-11-26T00:00:00.000Z'),
  explanation: { scores: { phone: null }, providers: [], pad: 'x'.repeat(pad) },
  scenario: null,
});

test('a sandbox resolution is found by its id or transaction id, in its own account only', () => {
  const memo = new SandboxResolutions();
  memo.put(resolution(2));
  assert.equal(memo.get('acct_a', 'res_2')?.customerId, 'cust-2');
  assert.equal(memo.get('acct_a', 'txn-2')?.id, 'res_2');
  assert.equal(memo.get('acct_b', 'res_2'), null);
  assert.equal(memo.get('acct_a', 'res_3'), null);
});

test('bounded in entries and in bytes, oldest forgotten first (with its transaction id)', () => {
  const byCount = new SandboxResolutions(3);
  for (let i = 0; i < 5; i++) byCount.put(resolution(i));
  assert.equal(byCount.size, 3);
  assert.equal(byCount.get('acct_a', 'res_0'), null);
  assert.equal(byCount.get('acct_a', 'txn-0'), null);
  assert.equal(byCount.get('acct_a', 'res_4')?.id, 'res_4');

  const maxBytes = 20_000;
  const byBytes = new SandboxResolutions(1_000_000, maxBytes);
  for (let i = 0; i < 100; i++) {
    byBytes.put(resolution(i, 'acct_a', 2_000));
    assert.ok(byBytes.heldBytes <= maxBytes, `after ${i + 1}: ${byBytes.heldBytes} bytes`);
  }
  // ~4.5 kB per entry here: four fit, the newest.
  assert.ok(byBytes.size >= 3 && byBytes.size <= 5, `held ${byBytes.size}`);
  assert.equal(byBytes.get('acct_a', 'res_99')?.id, 'res_99');
  assert.equal(byBytes.get('acct_a', 'res_0'), null);
  // One larger than the whole bound is not kept, and evicts nothing.
  byBytes.put(resolution(1000, 'acct_a', 20_000));
  assert.equal(byBytes.get('acct_a', 'res_1000'), null);
  assert.equal(byBytes.get('acct_a', 'res_99')?.id, 'res_99');
});

/** A score explanation as the sandbox memo holds it (one object shared by the calls that repeat an input). */
const shared = { model_id: 'phone_score', base: 100, points: [{ code: 'TP001', points: 40 }], total: 140, score: 612, score_cluster: 'high' };
const call = (i: number, scenario: SandboxCall['scenario'] = null): SandboxCall => ({
  id: `res_${i}`,
  accountId: 'acct_a',
  operation: 'phone',
  customerId: `cust-${i}`,
  transactionId: null,
  createdAt: new Date(Date.UTC(2026, 10, 26, 0, 0, i)),
  explanation: { scores: { phone: shared }, providers: [] },
  scenario,
});

test('the sandbox rules are named when read, on a copy: the shared explanation is not changed', () => {
  const memo = new SandboxResolutions();
  memo.put(call(1));
  memo.put(call(2, 'high'));
  const r1 = memo.get('acct_a', 'res_1')!;
  assert.equal(r1.createdAt, '2026-11-26T00:00:01.000Z');
  assert.deepEqual((r1.explanation as { scores: { phone: { sandbox: unknown } } }).scores.phone.sandbox, { rule: 'live_score', keyword_cluster: null, codes_added: [], scorecard_base: 100 });
  const r2 = memo.get('acct_a', 'res_2')!;
  assert.equal((r2.explanation as { scores: { phone: { sandbox: { rule: string } } } }).scores.phone.sandbox.rule, 'keyword_in_band');
  assert.equal('sandbox' in shared, false);
  // A reader that changes its answer changes nothing kept.
  (r1.explanation as { scores: { phone: { score: number } } }).scores.phone.score = 0;
  assert.equal((memo.get('acct_a', 'res_1')!.explanation as { scores: { phone: { score: number } } }).scores.phone.score, 612);
});

test('each entry is charged at least the JSON of what it answers, shared parts included', () => {
  const memo = new SandboxResolutions();
  for (let i = 0; i < 50; i++) memo.put(call(i, i % 2 ? 'review' : null));
  let answered = 0;
  for (let i = 0; i < 50; i++) answered += JSON.stringify(memo.get('acct_a', `res_${i}`)).length * 2;
  assert.ok(memo.heldBytes >= answered, `${memo.heldBytes} bytes charged for ${answered} answered`);
});
