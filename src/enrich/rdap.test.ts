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
  assert.equal(d.registered, '1997-09-15');
  assert.equal(d.updated, '2024-01-01');
  assert.equal(d.expires, null);
  assert.equal(d.registrar, 'MarkMonitor Inc.');
  assert.equal(d.registrant, 'Google LLC');
  assert.equal(d.registrantDisclosed, true);
  assert.equal(d.contacts.registrant?.organization, 'Google LLC');
  assert.equal(d.contacts.technical, null);
  const r = parseRdapDomain({ entities: [{ roles: ['registrant'], vcardArray: vcard('fn', 'REDACTED FOR PRIVACY') as never }] });
  assert.equal(r.registered, null);
  assert.equal(r.registrar, null);
  assert.equal(r.registrant, null);
  assert.equal(r.registrantDisclosed, false);
  assert.equal(r.contacts.registrant?.name, null);
});

test('contacts by role: vCard name, organisation, email, phone and address; redacted parts are null', () => {
  const d = parseRdapDomain({
    events: [{ eventAction: 'expiration', eventDate: '2030-05-06T00:00:00Z' }],
    entities: [{
      roles: ['administrative', 'technical'],
      vcardArray: ['vcard', [
        ['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Jane Admin'], ['org', {}, 'text', 'Example SA'],
        ['email', {}, 'text', 'REDACTED FOR PRIVACY'], ['tel', { type: 'voice' }, 'uri', 'tel:+33.123456789'],
        ['adr', {}, 'text', ['', '', ['1 rue de la Paix', 'Bat. B'], 'Paris', '', '75002', 'FR']],
      ]] as never,
    }],
  });
  assert.equal(d.expires, '2030-05-06');
  assert.deepEqual(d.contacts.administrative, {
    name: 'Jane Admin', organization: 'Example SA', email: null, phone: '+33.123456789',
    street: '1 rue de la Paix, Bat. B', city: 'Paris', region: null, postal_code: '75002', country: 'FR',
  });
  assert.deepEqual(d.contacts.technical, d.contacts.administrative);
  assert.equal(d.contacts.registrant, null);
});
