import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRdapClient, parseRdapDomain } from './rdap.js';
import type { FetchGuard } from './guard.js';

/** baseFor never fetches: a guard that fails the test if it is used. */
const NO_FETCH: FetchGuard = {
  fetch: () => assert.fail('no fetch expected'),
  resolve: () => assert.fail('no resolve expected'),
  isAllowed: () => false,
};

test('the bootstrap picks the base by TLD; IDRISK_RDAP_URL overrides it', () => {
  const boot = { services: [[['com', 'net'], ['http://insecure.example/', 'https://rdap.example/com/']], [['co.uk'], ['https://rdap.example/couk']]] as const };
  const c = createRdapClient(boot as never, null, NO_FETCH);
  assert.equal(c.baseFor('example.com'), 'https://rdap.example/com/');
  assert.equal(c.baseFor('example.co.uk'), 'https://rdap.example/couk/');
  assert.equal(c.baseFor('example.zz'), null);
  assert.equal(createRdapClient(boot as never, 'http://127.0.0.1:9', NO_FETCH).baseFor('example.zz'), 'http://127.0.0.1:9/');
});

test('registration date, registrar and registrant; a redacted registrant is null', () => {
  const vcard = (prop: string, v: string) => ['vcard', [['version', {}, 'text', '4.0'], [prop, {}, 'text', v]]];
  const d = parseRdapDomain({
    events: [{ eventAction: 'last changed', eventDate: '2024-01-01T00:00:00Z' }, { eventAction: 'registration', eventDate: '1997-09-15T04:00:00Z' }],
    entities: [
      { roles: ['registrar'], vcardArray: vcard('fn', 'MarkMonitor Inc.') as never, entities: [{ roles: ['abuse'] }] },
      { roles: ['registrant'], vcardArray: vcard('org', 'Google LLC') as never },
    ],
  });
  assert.deepEqual(d, { registered: '1997-09-15', registrar: 'MarkMonitor Inc.', registrant: 'Google LLC' });
  const r = parseRdapDomain({ entities: [{ roles: ['registrant'], vcardArray: vcard('fn', 'REDACTED FOR PRIVACY') as never }] });
  assert.deepEqual(r, { registered: null, registrar: null, registrant: null });
});
