import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBundledReference } from '../products/bundled.js';
import { checkPassword, generatePassword, hashPassword, passwordProblem, verifyPassword } from './passwords.js';

const common = createBundledReference().commonPasswords();

test('argon2id hashes (the binding default), verified in both directions', async () => {
  const phc = await hashPassword('a perfectly fine passphrase');
  assert.match(phc, /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  assert.equal(await verifyPassword(phc, 'a perfectly fine passphrase'), true);
  assert.equal(await verifyPassword(phc, 'a perfectly fine passphrasE'), false);
  assert.equal(await verifyPassword('not a phc string', 'x'), false);
});

test('the policy: length, the common-password list (case-insensitive), the email name, variety', () => {
  assert.match(passwordProblem('short1', common) ?? '', /at least 12/);
  assert.match(passwordProblem('Password1234', common) ?? '', /commonly used/);
  assert.match(passwordProblem('qwertyuiop123', common) ?? '', /commonly used/);
  assert.match(passwordProblem('janedoe-rocks-2026', common, 'janedoe@example.com') ?? '', /email name/);
  assert.match(passwordProblem('aaaaaaaaaaaaaaab', common) ?? '', /too few different/);
  assert.equal(passwordProblem('a perfectly fine passphrase', common), null);
  assert.equal(passwordProblem(generatePassword(), common), null);
  assert.throws(() => checkPassword('x'.repeat(300), common), (err: { errorCode?: string }) => err.errorCode === 'INVALID_PAYLOAD');
});
