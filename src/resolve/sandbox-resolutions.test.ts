import assert from 'node:assert/strict';
import test from 'node:test';
import { SandboxResolutions, type SandboxResolution } from './sandbox-resolutions.js';

const resolution = (i: number, accountId = 'acct_a', pad = 0): SandboxResolution => ({
  id: `res_${i}`,
  accountId,
  operation: 'phone',
  customerId: `cust-${i}`,
  transactionId: i % 2 === 0 ? `txn-${i}` : null,
  createdAt: '2026-11-26T00:00:00.000Z',
  explanation: { scores: { phone: null }, providers: [], pad: 'x'.repeat(pad) },
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
