import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseIp, parseRange, reverseName } from './address.js';
import { specialRange } from './special-ranges.js';
import { classifyCodes } from '../../enrich/dnsbl.js';

test('strict parsing: four-part decimal IPv4, IPv6, IPv4-mapped folded to IPv4', () => {
  assert.equal(parseIp('8.8.8.8')?.v4, 0x08080808);
  assert.equal(parseIp(' 255.255.255.255 ')?.v4, 0xffffffff);
  for (const bad of ['01.2.3.4', '1.2.3', '0x7f.0.0.1', '256.1.1.1', '1.2.3.4.5', 'fe80::1%eth0', ':::', '', 'localhost', '1:2:3:4:5:6:7:8:9']) {
    assert.equal(parseIp(bad), null, bad);
  }
  const v6 = parseIp('2001:DB8:0:0:0:0:0:1');
  assert.equal(v6?.canonical, '2001:db8::1');
  assert.deepEqual(v6?.v6, [0x20010db8, 0, 0, 1]);
  const mapped = parseIp('::ffff:192.0.2.33');
  assert.equal(mapped?.family, 4);
  assert.equal(mapped?.canonical, '192.0.2.33');
  assert.equal(mapped?.mapped, true);
});

test('ranges: CIDR, single address, start-end; host bits and mixed families refused', () => {
  const r = parseRange('10.0.0.0/8');
  assert.ok(typeof r !== 'string');
  assert.equal(r.end - r.start, 0xffffffn);
  assert.match(parseRange('10.0.0.1/8') as string, /host bits set.*10\.0\.0\.0\/8/);
  assert.match(parseRange('1.2.3.4-::1') as string, /mixes/);
  assert.equal((parseRange('2001:db8::/32') as { text: string }).text, '2001:db8::/32');
  assert.equal((parseRange('1.2.3.4-1.2.3.10') as { end: bigint }).end, BigInt(0x0102030a));
  assert.equal((parseRange('::/0') as { end: bigint }).end, (1n << 128n) - 1n);
});

test('reverse names for PTR and DNSBL', () => {
  assert.equal(reverseName(parseIp('73.22.1.5')!), '5.1.22.73.in-addr.arpa');
  assert.equal(reverseName(parseIp('2001:db8::567:89ab')!), 'b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa');
});

test('IANA special-purpose ranges: private vs globally reachable entries', () => {
  const cases: [string, string | null, boolean | null][] = [
    ['10.0.0.1', 'Private-Use', true], ['100.64.1.1', 'Shared Address Space', true], ['169.254.3.3', 'Link Local', true],
    ['192.0.0.9', 'Port Control Protocol Anycast', false], ['198.18.0.1', 'Benchmarking', true], ['224.0.0.251', 'Multicast', false],
    ['240.0.0.1', 'Reserved', true], ['255.255.255.255', 'Limited Broadcast', true], ['8.8.8.8', null, null],
    ['::1', 'Loopback Address', true], ['fc00::1', 'Unique-Local', true], ['2001:db8::1', 'Documentation', true],
    ['3fff::1', 'Documentation', true], ['2001:4:112::1', 'AS112-v6', false], ['2002::1', '6to4', false], ['2001::1', 'TEREDO', false],
    ['2001:2::1', 'Benchmarking', true], ['ff02::1', 'Multicast', false], ['2a00:1450::1', null, null], ['4000::1', 'Reserved by IETF', true],
  ];
  for (const [ip, name, priv] of cases) {
    const r = specialRange(parseIp(ip)!);
    assert.equal(r?.name ?? null, name, ip);
    assert.equal(r?.private ?? null, priv, ip);
  }
});

test('DNSBL return codes: Spamhaus-style XBL and CSS, error answers', () => {
  assert.deepEqual(classifyCodes(['127.0.0.4']), { listed: true, xbl: true, css: false, error: false });
  assert.deepEqual(classifyCodes(['127.0.0.3', '127.0.0.2']), { listed: true, xbl: false, css: true, error: false });
  assert.deepEqual(classifyCodes(['127.0.0.10']), { listed: true, xbl: false, css: false, error: false });
  assert.deepEqual(classifyCodes(['127.255.255.254']), { listed: false, xbl: false, css: false, error: true });
  assert.deepEqual(classifyCodes([]), { listed: false, xbl: false, css: false, error: false });
});

test('IPv4 read directly: every field as ipaddr.js parses it (random and edge addresses)', async () => {
  const { default: ipaddr } = await import('ipaddr.js');
  let seed = 11;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const edges = ['0.0.0.0', '255.255.255.255', '1.0.0.1', '10.9.99.100', '199.200.249.250', '  8.8.4.4\t', '127.0.0.1', '100.64.0.0'];
  const octet = () => [0, 1, 9, 10, 99, 100, 199, 200, 249, 250, 255][rnd(11)] ?? 0;
  const inputs = [...edges, ...Array.from({ length: 20_000 }, (_, i) => (i % 2 ? [rnd(256), rnd(256), rnd(256), rnd(256)] : [octet(), octet(), octet(), octet()]).join('.'))];
  for (const input of inputs) {
    const text = input.trim();
    const a = ipaddr.IPv4.parse(text);
    const p = parseIp(input);
    assert.ok(p, input);
    assert.equal(p.family, 4);
    assert.equal(p.canonical, a.toString(), input);
    assert.deepEqual((p.addr as typeof a).octets, a.octets, input);
    assert.equal(p.addr.kind(), 'ipv4');
    assert.equal(p.v4, ((a.octets[0]! << 24) | (a.octets[1]! << 16) | (a.octets[2]! << 8) | a.octets[3]!) >>> 0, input);
    assert.deepEqual(p.v6, []);
    assert.equal(p.mapped, false);
    assert.equal(p.addr.range(), a.range(), input);
  }
});
