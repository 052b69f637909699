import assert from 'node:assert/strict';
import test from 'node:test';
import { SandboxIds } from './sandbox-ids.js';

test('a repeated sandbox id is refused; another account or field may use it', () => {
  const ids = new SandboxIds();
  assert.equal(ids.claim('acct_a', 'customer_id', 'c1'), true);
  assert.equal(ids.claim('acct_a', 'customer_id', 'c1'), false);
  assert.equal(ids.claim('acct_b', 'customer_id', 'c1'), true);
  assert.equal(ids.claim('acct_a', 'transaction_id', 'c1'), true);
});

test('the memo is bounded in bytes: long ids evict the oldest first and the charge never passes the bound', () => {
  const maxBytes = 10_000;
  const ids = new SandboxIds(1_000_000, maxBytes);
  const long = (i: number) => `${String(i).padStart(6, '0')}${'x'.repeat(250)}`;
  for (let i = 0; i < 200; i++) {
    assert.equal(ids.claim('acct_a', 'customer_id', long(i)), true);
    assert.ok(ids.heldBytes <= maxBytes, `after ${i + 1} claims: ${ids.heldBytes} bytes`);
  }
  // 256-character ids cost ~600 bytes each here: far fewer than 200 fit, and the newest are the ones kept.
  assert.ok(ids.size < 20 && ids.size > 5, `held ${ids.size}`);
  assert.equal(ids.has('acct_a', 'customer_id', long(199)), true);
  assert.equal(ids.has('acct_a', 'customer_id', long(0)), false);
});

test('the entry bound still holds for short ids', () => {
  const ids = new SandboxIds(3);
  for (const v of ['a', 'b', 'c', 'd']) ids.claim('acct_a', 'customer_id', v);
  assert.equal(ids.size, 3);
  assert.equal(ids.has('acct_a', 'customer_id', 'a'), false);
  assert.equal(ids.has('acct_a', 'customer_id', 'd'), true);
});
