import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideStatus, type StatusInput } from './status.js';

const base: StatusInput = { syntaxOk: true, disposable: false, typo: false, role: false, randomLocal: false, dns: 'ok', smtp: 'accepted', usageEvidence: false };
const sub = (o: Partial<StatusInput>) => {
  const d = decideStatus({ ...base, ...o });
  return `${d.status}/${d.sub_status}`;
};

test('the decision table, row by row', () => {
  assert.equal(sub({ syntaxOk: false, typo: true }), 'syntax_error/invalid_failed_syntax_check');
  assert.equal(sub({ typo: true, disposable: true }), 'typo/invalid_possible_typo');
  assert.equal(sub({ disposable: true }), 'disposable/do_not_mail_disposable');
  assert.equal(sub({ dns: 'no_records' }), 'invalid/invalid_no_dns_entries');
  assert.equal(sub({ dns: 'null_mx' }), 'invalid/invalid_does_not_accept_mail');
  assert.equal(sub({ dns: 'timeout' }), 'unknown/unknown_timeout_exceeded');
  assert.equal(sub({ dns: 'failed' }), 'unknown/unknown_exception_occurred');
  assert.equal(sub({ dns: 'skipped' }), 'unknown/unknown');
  assert.equal(sub({ dns: 'skipped', role: true }), 'unknown/do_not_mail_role_based');
  assert.equal(sub({ smtp: 'unroutable' }), 'invalid/invalid_unroutable_ip_address');
  assert.equal(sub({ smtp: 'accepted_catch_all' }), 'accept_all/valid_accept_all');
  assert.equal(sub({ smtp: 'accepted_catch_all', role: true }), 'accept_all/valid_role_based_accept_all');
  assert.equal(sub({}), 'deliverable/valid_');
  assert.equal(sub({ role: true }), 'deliverable/valid_role');
  assert.equal(sub({ randomLocal: true }), 'deliverable/deliverable_with_suspicious_format');
  assert.equal(sub({ smtp: 'not_found' }), 'invalid/invalid_mailbox_not_found');
  assert.equal(sub({ smtp: 'not_found', usageEvidence: true }), 'deliverable/deliverable_inferred');
  assert.equal(sub({ smtp: 'quota' }), 'invalid/invalid_mailbox_quota_exceeded');
  assert.equal(sub({ smtp: 'policy' }), 'unknown/unknown_antispam_system');
  assert.equal(sub({ smtp: 'greylisted' }), 'unknown/unknown_greylisted');
  assert.equal(sub({ smtp: 'temporary' }), 'unknown/unknown_mail_server_temporary_error');
  assert.equal(sub({ smtp: 'refused' }), 'unknown/unknown_failed_smtp_connection');
  assert.equal(sub({ smtp: 'no_response' }), 'unknown/unknown_mail_server_did_not_respond');
  assert.equal(sub({ smtp: 'disconnected' }), 'unknown/unknown_forcible_disconnect');
  assert.equal(sub({ smtp: 'exception' }), 'unknown/unknown_exception_occurred');
  assert.equal(sub({ smtp: 'timeout' }), 'unknown/unknown_timeout_exceeded');
  assert.equal(sub({ smtp: 'skipped' }), 'unknown/unknown');
});
