import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import emailAddresses from 'email-addresses';
import { addrSpec, parseEmail, rfc5322AddrSpec } from './syntax.js';
import { mulberry32 } from '../../../test/helpers/prng.js';

const ok = (input: string) => {
  const r = parseEmail(input);
  assert.ok(r.ok, `${input} should parse: ${r.ok ? '' : r.reason}`);
  return r.email;
};
const bad = (input: string) => assert.equal(parseEmail(input).ok, false, `${input} should be refused`);

test('plain, dotted, plus-tagged and case-mixed addresses parse; the domain is lower-cased, the local part kept', () => {
  assert.equal(ok('john.doe@example.com').address, 'john.doe@example.com');
  assert.equal(ok('John.Doe+news@Example.COM').address, 'John.Doe+news@example.com');
  assert.equal(ok('  a@b.co  ').domain, 'b.co');
  assert.equal(ok("o'brien_x-1@sub.example.org").local, "o'brien_x-1");
});

test('quoted and UTF-8 local parts parse (RFC 5322, RFC 6532)', () => {
  assert.equal(ok('"john doe"@example.com').local, 'john doe');
  assert.equal(ok('josé@example.com').local, 'josé');
});

test('internationalized domains become punycode; the Unicode form is kept', () => {
  const e = ok('info@exämple.de');
  assert.equal(e.domain, 'xn--exmple-cua.de');
  assert.equal(e.domainUnicode, 'exämple.de');
  assert.equal(ok('x@xn--exmple-cua.de').domain, 'xn--exmple-cua.de');
});

test('public suffix and registrable domain come from the Public Suffix List', () => {
  const e = ok('a@mail.example.co.uk');
  assert.equal(e.publicSuffix, 'co.uk');
  assert.equal(e.registrable, 'example.co.uk');
  assert.equal(e.knownSuffix, true);
  assert.equal(ok('a@gmail.con').knownSuffix, false, 'an unknown TLD parses (the typo step handles it)');
});

test('malformed addresses are refused', () => {
  for (const s of [
    '', 'plainaddress', '@example.com', 'john@', 'john@@example.com', 'john doe@example.com', 'a..b@example.com',
    '.a@example.com', 'a.@example.com', 'john@example..com', 'john@example.com.', 'john@-example.com',
    'john@exa_mple.com', 'john@localhost', 'john@[192.0.2.1]', 'john@192.0.2.1', 'john(comment)@example.com',
    `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(64)}.com`, 'john@example.com,jane@example.com', 'Name <john@example.com>',
  ]) bad(s);
});

test('the plain-form shortcut reads every address as the RFC 5322 parser does, and leaves the others to it', () => {
  const r = mulberry32(33);
  const ATEXT = "abcXYZ019!#$%&'*+/=?^_`{|}~-";
  const pick = (alphabet: string, min: number, max: number) =>
    Array.from({ length: min + Math.floor(r() * (max - min + 1)) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  let plain = 0;
  for (let i = 0; i < 20_000; i++) {
    // Dot-atoms with atext, hyphens and dots anywhere (leading, trailing, doubled), sometimes a character outside.
    const local = Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(ATEXT, 0, 6)).join('.') + (i % 17 === 0 ? pick(' "()@\\,é', 1, 1) : '');
    const domain = Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick('ab-9Z', 0, 5)).join('.') + (i % 13 === 0 ? pick('_[]é ', 1, 1) : '');
    const input = `${local}@${domain}`;
    const fast = addrSpec(input);
    assert.deepEqual(fast, rfc5322AddrSpec(input), input);
    if (fast) plain++;
  }
  assert.ok(plain > 2000, `${plain} addresses parsed`);
  assert.deepEqual(addrSpec('"a b"@example.com'), { local: 'a b', domain: 'example.com' });
});

test('a text of atext, dots and one @ is read without the RFC 5322 parser, as the parser reads it', () => {
  const r = mulberry32(34);
  const ATEXT = "abcXYZ019!#$%&'*+/=?^_`{|}~-";
  const pick = (alphabet: string, min: number, max: number) =>
    Array.from({ length: min + Math.floor(r() * (max - min + 1)) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  const inputs: string[] = ['john..smith@gmail.com', 'john@gmail.com.', '.john@gmail.com', 'john.@gmail.com', 'john@.gmail.com',
    'john@gmail..com', 'john@localhost', 'john@exa_mple.com', "o'brien@ex{am}ple.co.uk", 'a@b.c', 'a@b.', '@b.c', 'a@@b.c'];
  for (let i = 0; i < 20_000; i++) {
    // Atoms of atext on both sides (the domain's too), empty ones among them (leading, trailing, doubled dots).
    const atoms = (alphabet: string) => Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(alphabet, 0, 5)).join('.');
    inputs.push(`${atoms(ATEXT)}@${atoms(i % 2 ? ATEXT : 'ab-9Z')}`);
  }
  const expected = inputs.map((s) => rfc5322AddrSpec(s));
  const parser = mock.method(emailAddresses, 'parseOneAddress');
  try {
    let read = 0;
    inputs.forEach((s, i) => {
      const fast = addrSpec(s);
      assert.deepEqual(fast, expected[i], s);
      if (fast) read++;
    });
    assert.equal(parser.mock.callCount(), inputs.filter((s) => !/^[^@]+@[^@]+$/.test(s)).length, 'the parser ran only for texts without one @ between two non-empty sides');
    assert.ok(read > 3000 && read < inputs.length - 3000, `${read} addresses read`);
  } finally {
    parser.mock.restore();
  }
});

test('the facts of a recent domain come from the memo, equal to the first answer, in any case and past the bound', () => {
  const addresses = ['anna@Example.COM', 'bob@example.com', 'carl@EXAMPLE.com', 'info@exämple.de', 'x@sub.example.co.uk', 'y@host', 'z@a.123', 'w@xn--exmple-cua.de'];
  const first = addresses.map((a) => parseEmail(a));
  // The domain's IDNA conversion lower-cases it first: a memoized domain is not lower-cased again.
  const lower = mock.method(String.prototype, 'toLowerCase');
  let calls: number;
  try {
    parseEmail('dora@Example.COM');
    calls = lower.mock.callCount();
  } finally {
    lower.mock.restore();
  }
  assert.equal(calls, 0, 'the domain was read from the memo');
  addresses.forEach((a, i) => assert.deepEqual(parseEmail(a), first[i], a));
  for (let i = 0; i < 2_100; i++) parseEmail(`u${i}@d${i}.example.net`);
  addresses.forEach((a, i) => assert.deepEqual(parseEmail(a), first[i], a));
});
