/** List item keys: one normalized form per kind; a CIDR lookup reads the address's network at every prefix length. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lookupKeys, normalizeItem } from './normalize.js';

const key = (kind: Parameters<typeof normalizeItem>[0], v: string) => {
  const n = normalizeItem(kind, v);
  return 'key' in n ? n.key : `error: ${n.error}`;
};

test('each kind has one normalized key', () => {
  assert.equal(key('phone', '+44 7700 900-123'), '+447700900123');
  assert.equal(key('phone', '00447700900123'), '+447700900123');
  assert.equal(key('phone', '447700900123'), '+447700900123');
  assert.match(key('phone', 'call me'), /^error/);
  assert.equal(key('email', ' Jane.Doe@Example.COM '), 'jane.doe@example.com');
  assert.match(key('email', 'nope'), /^error/);
  assert.equal(key('email_domain', '@Example.com.'), 'example.com');
  assert.match(key('email_domain', 'no spaces.com x'), /^error/);
  assert.equal(key('ip', '::ffff:192.0.2.1'), '192.0.2.1');
  assert.equal(key('ip', '2001:DB8:0:0:0:0:0:1'), '2001:db8::1');
  assert.match(key('ip', '192.0.2.256'), /^error/);
  assert.equal(key('cidr', '192.0.2.0/24'), '192.0.2.0/24');
  assert.equal(key('cidr', '192.0.2.7'), '192.0.2.7/32');
  assert.equal(key('cidr', '2001:db8::/32'), '2001:db8::/32');
  assert.match(key('cidr', '192.0.2.1/24'), /host bits set: the network of \/24 is 192.0.2.0/);
  assert.match(key('cidr', '192.0.2.0/33'), /prefix length/);
  assert.equal(key('name', '  Jane   DOE '), 'jane doe');
  assert.equal(key('username', 'JaneD'), 'janed');
  assert.equal(key('device_id', ' Dev-ABC '), 'Dev-ABC');
  assert.match(key('email', 'a\u0000@b.c'), /NUL/);
});

test('a CIDR lookup covers every enclosing network, so nested and overlapping ranges all match', () => {
  const v4 = lookupKeys('cidr', '10.1.2.3');
  assert.equal(v4.length, 33);
  for (const k of ['0.0.0.0/0', '10.0.0.0/8', '10.1.0.0/16', '10.1.2.0/24', '10.1.2.2/31', '10.1.2.3/32']) assert.ok(v4.includes(k), k);
  assert.ok(!v4.includes('10.1.3.0/24'));
  const v6 = lookupKeys('cidr', '2001:db8:abcd::1');
  assert.equal(v6.length, 129);
  for (const k of ['::/0', '2001:db8::/32', '2001:db8:abcd::/48', '2001:db8:abcd::1/128']) assert.ok(v6.includes(k), k);
  assert.deepEqual(lookupKeys('cidr', 'not-an-ip'), []);
  assert.deepEqual(lookupKeys('email', 'X@Y.z'), ['x@y.z']);
  assert.deepEqual(lookupKeys('ip', 'x@y.z'), []);
});
