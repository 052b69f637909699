import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadSelector, jsonMentions, parseSubject, subjectTouchpoint, textMatches } from './subject.js';

test('phone selectors normalize to E.164 as the phone product reads them', () => {
  for (const raw of ['+447700900123', '447700900123', '0044 7700 900123', '+44 (7700) 900-123']) {
    assert.deepEqual(parseSubject('phone', raw), { kind: 'phone', e164: '+447700900123', digits: '447700900123' }, raw);
  }
  assert.throws(() => parseSubject('phone', '07700 900123'), BadSelector);
  assert.throws(() => parseSubject('phone', 'call me'), BadSelector);
});

test('email selectors: lower-cased, IDN domains in both forms; the graph value is the ASCII form', () => {
  const s = parseSubject('email', '  Zelda.Q@BÜCHER.example ');
  assert.equal(s.kind, 'email');
  if (s.kind !== 'email') return;
  assert.equal(s.address, 'zelda.q@xn--bcher-kva.example');
  assert.ok(s.forms.includes('zelda.q@bücher.example'));
  assert.deepEqual(subjectTouchpoint(s), { kind: 'email', value: 'zelda.q@xn--bcher-kva.example' });
  assert.ok(textMatches(s, 'ZELDA.Q@bücher.example'));
  assert.ok(!textMatches(s, 'zelda.q@example.com'));
  assert.throws(() => parseSubject('email', 'not-an-email'), BadSelector);
});

test('ip selectors: canonical text, IPv4-mapped IPv6 as IPv4, IPv6 in RFC 5952 form', () => {
  assert.deepEqual(parseSubject('ip', '::ffff:203.0.113.7'), { kind: 'ip', canonical: '203.0.113.7', family: 4 });
  assert.equal(subjectTouchpoint(parseSubject('ip', '2001:DB8:0:0:0:0:0:1')).value, '2001:db8::1');
  assert.throws(() => parseSubject('ip', '300.1.1.1'), BadSelector);
});

test('name selectors fold like the name product; matching needs both first and last name', () => {
  const s = parseSubject('name', 'JOSÉ  de la Cruz');
  assert.deepEqual(subjectTouchpoint(s), { kind: 'name', value: 'jose de la cruz' });
  assert.ok(textMatches(s, 'Jose,De La Cruz'));
  assert.ok(jsonMentions(s, { person: { first_name: 'josé', last_name: 'De la Cruz' } }));
  assert.ok(!jsonMentions(s, { person: { first_name: 'José', last_name: 'Other' }, other: 'de la cruz' }));
  assert.throws(() => parseSubject('name', 'Prince'), BadSelector);
});

test('jsonMentions walks nested documents', () => {
  const phone = parseSubject('phone', '+447700900123');
  assert.ok(jsonMentions(phone, { a: [{ b: { phone: '+44 7700 900123' } }] }));
  assert.ok(!jsonMentions(phone, { a: ['+447700900124', 447700900123] }));
});
