import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rcptState } from './smtp-verify.js';

const r = (code: number, enhanced: string | null = null) => ({ code, enhanced, text: '' });

test('RCPT replies map to mailbox states', () => {
  assert.equal(rcptState(r(250)), 'accepted');
  assert.equal(rcptState(r(251)), 'accepted');
  for (const c of [550, 551, 553]) assert.equal(rcptState(r(c, '5.1.1')), 'not_found');
  assert.equal(rcptState(r(550, '5.7.1')), 'policy', 'a 5.7.x refusal is policy, not a missing mailbox');
  assert.equal(rcptState(r(552)), 'quota');
  assert.equal(rcptState(r(452, '4.2.2')), 'quota');
  assert.equal(rcptState(r(554)), 'policy');
  for (const c of [421, 450, 451]) assert.equal(rcptState(r(c)), 'greylisted');
  assert.equal(rcptState(r(452)), 'temporary');
});
