import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auditArgs, auditedAction, REDACTED } from './audit.js';

test('audit arguments: flags and positionals, subject values and key secrets redacted, --json dropped', () => {
  assert.deepEqual(auditArgs(['--phone', '+447700900123', '--dry-run', '--json']), { phone: REDACTED, 'dry-run': true });
  assert.deepEqual(auditArgs(['--name=Jane Doe']), { name: REDACTED });
  assert.deepEqual(auditArgs(['key_abc', '--grace', '24h']), { grace: '24h', _: ['key_abc'] });
  assert.deepEqual(auditArgs(['idr_live_0123456789abcdef0123456789abcdef']), { _: [REDACTED] });
  assert.deepEqual(auditArgs(['--note', 'idr_test_0123456789abcdef0123456789abcdef']), { note: REDACTED });
});

test('only administrative commands are audited', () => {
  assert.deepEqual(auditedAction('keys', ['rotate', 'key_1', '--grace', '1h']), { action: 'keys rotate', args: { grace: '1h', _: ['key_1'] } });
  assert.equal(auditedAction('keys', ['list']), null);
  assert.equal(auditedAction('accounts', ['show', 'acct_1']), null);
  assert.equal(auditedAction('audit', ['--json']), null);
  assert.equal(auditedAction('serve', []), null);
  assert.deepEqual(auditedAction('import', ['breaches', 'f.jsonl']), { action: 'import', args: { _: ['breaches', 'f.jsonl'] } });
  assert.equal(auditedAction('erase', ['--email', 'a@b.example'])?.args.email, REDACTED);
});
