import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeCursor, encodeCursor, pageOf } from './pagination.js';
import { allows, GLOBAL_PERMISSIONS, PERMISSIONS } from './roles.js';
import { authorize, inScope, cliActorOf, type Actor } from './actor.js';

test('cursors round-trip; anything else is a 400 naming the cursor', () => {
  assert.deepEqual(decodeCursor(encodeCursor({ id: 'acct_x' })), { id: 'acct_x' });
  for (const bad of ['!!', Buffer.from('[]').toString('base64url'), Buffer.from('{"id":7}').toString('base64url'), Buffer.from(JSON.stringify({ id: 'x'.repeat(101) })).toString('base64url')]) {
    assert.throws(() => decodeCursor(bad), (err: { errorCode?: string; errors?: { field: string }[] }) => err.errorCode === 'INVALID_PAYLOAD' && err.errors?.[0].field === 'cursor');
  }
});

test('a page has a next cursor only when one more row exists', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  assert.equal(pageOf(rows.slice(0, 2), 2, (r) => r.id).nextCursor, null);
  const p = pageOf(rows, 2, (r) => r.id);
  assert.deepEqual(p.items.map((r) => r.id), ['a', 'b']);
  assert.deepEqual(decodeCursor(p.nextCursor!), { id: 'b' });
});

test('roles: owner may do everything; a viewer never writes; an account-limited actor never uses a global permission', () => {
  for (const p of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
    assert.ok(allows('owner', p), p);
    if (p.endsWith('.write') || p === 'tokens.manage' || p === 'privacy.erase') assert.ok(!allows('viewer', p), p);
  }
  const limited: Actor = { kind: 'operator', id: 'opr_1', label: 'operator:opr_1', role: 'owner', accounts: ['acct_a'] };
  for (const p of GLOBAL_PERMISSIONS) assert.throws(() => authorize(limited, p), (err: { errorCode?: string }) => err.errorCode === 'FORBIDDEN');
  assert.equal(inScope(limited, 'acct_a'), true);
  assert.equal(inScope(limited, 'acct_b'), false);
  assert.doesNotThrow(() => authorize(cliActorOf('cli:root'), 'operators.write'));
});
