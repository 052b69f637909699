import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFetchGuard, parseCidr, refusalOf, type FetchGuard } from './guard.js';
import type { DnsClient } from './dns.js';

const noDns: DnsClient = {
  mx: async () => [], txt: async () => [], a: async () => [], aaaa: async () => [], ns: async () => [], reverse: async () => [],
};
const guard = (allow: string[] = [], dnsAllowSuffixes: string[] = []): FetchGuard => createFetchGuard({ dns: noDns, allow, dnsAllowSuffixes });

test('public addresses pass; every special-purpose range is refused', () => {
  for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2a00:1450:4007:80e::200e', '2606:4700::1111']) {
    assert.equal(refusalOf(ip), null, ip);
  }
  const refused: Record<string, string> = {
    '127.0.0.1': 'Loopback', '127.255.1.2': 'Loopback', '10.1.2.3': 'Private-Use', '172.16.0.1': 'Private-Use',
    '172.31.255.255': 'Private-Use', '192.168.1.1': 'Private-Use', '169.254.169.254': 'Link Local',
    '100.64.0.1': 'Shared Address Space', '100.127.255.254': 'Shared Address Space', '0.0.0.0': '"This host on this network"',
    '0.1.2.3': '"This network"', '224.0.0.1': 'Multicast', '239.255.255.250': 'Multicast', '240.0.0.1': 'Reserved',
    '255.255.255.255': 'Limited Broadcast', '192.0.2.10': 'Documentation (TEST-NET-1)', '198.51.100.7': 'Documentation (TEST-NET-2)',
    '203.0.113.9': 'Documentation (TEST-NET-3)', '198.18.0.1': 'Benchmarking', '192.0.0.8': 'IPv4 dummy address',
    '::1': 'Loopback Address', '::': 'Unspecified Address', 'fe80::1': 'Link-Local Unicast', 'fd00::1': 'Unique-Local',
    'fc00::1': 'Unique-Local', 'ff02::1': 'Multicast', '2001:db8::1': 'Documentation', '3fff::1': 'Documentation',
    '64:ff9b:1::1': 'IPv4-IPv6 Translat.', '100::1': 'Discard-Only Address Block', '::5:1': 'Reserved by IETF',
  };
  for (const [ip, name] of Object.entries(refused)) assert.equal(refusalOf(ip), name, ip);
});

test('IPv4-mapped, NAT64 and 6to4 addresses are judged by the IPv4 address they embed', () => {
  assert.equal(refusalOf('::ffff:127.0.0.1'), 'Loopback');
  assert.equal(refusalOf('::ffff:7f00:1'), 'Loopback');
  assert.equal(refusalOf('::FFFF:10.0.0.1'), 'Private-Use');
  assert.equal(refusalOf('::ffff:8.8.8.8'), null);
  assert.match(refusalOf('64:ff9b::127.0.0.1') ?? '', /^Loopback \(embedded in 64:ff9b::7f00:1\)$/);
  assert.match(refusalOf('64:ff9b::a9fe:a9fe') ?? '', /^Link Local/);
  assert.match(refusalOf('64:ff9b::c0a8:101') ?? '', /^Private-Use/);
  assert.equal(refusalOf('64:ff9b::808:808'), null);
  assert.match(refusalOf('2002:7f00:1::1') ?? '', /^Loopback/);
  assert.match(refusalOf('2002:a00:1::') ?? '', /^Private-Use/);
  assert.equal(refusalOf('2002:808:808::1'), null);
});

test('what is not an address is refused: names, zone ids, junk', () => {
  for (const x of ['::127.0.0.1', 'localhost', 'fe80::1%eth0', '', '1.2.3', '01.2.3.4', '::g']) assert.ok(refusalOf(x) !== null, x);
});

test('IDRISK_FETCH_ALLOW exempts only the CIDRs it names', () => {
  const g = guard(['127.0.0.1/32', '10.8.0.0/16', 'fd12::/16', '::1']);
  assert.equal(g.isAllowed('127.0.0.1'), true);
  assert.equal(g.isAllowed('::ffff:127.0.0.1'), true, 'mapped form of an allowed address');
  assert.equal(g.isAllowed('127.0.0.2'), false);
  assert.equal(g.isAllowed('10.8.200.1'), true);
  assert.equal(g.isAllowed('10.9.0.1'), false);
  assert.equal(g.isAllowed('fd12::5'), true);
  assert.equal(g.isAllowed('fd13::5'), false);
  assert.equal(g.isAllowed('::1'), true);
  assert.equal(g.isAllowed('8.8.8.8'), true);
  assert.equal(guard().isAllowed('127.0.0.1'), false, 'empty by default');
  assert.throws(() => guard(['not-a-cidr']), /not a CIDR/);
  assert.deepEqual(parseCidr('192.168.0.0/16')?.[1], 16);
  assert.equal(parseCidr('300.1.1.1/8'), null);
});

test('resolve: literals are checked, refused literals fail before any lookup', async () => {
  const g = guard(['127.0.0.1/32'], ['test']);
  assert.deepEqual(await g.resolve('127.0.0.1'), ['127.0.0.1']);
  assert.deepEqual(await g.resolve('[::ffff:127.0.0.1]'), ['127.0.0.1']);
  await assert.rejects(g.resolve('169.254.169.254'), { code: 'refused_address', reason: 'bad_input' });
  await assert.rejects(g.resolve('[::ffff:a9fe:a9fe]'), { code: 'refused_address' });
  await assert.rejects(g.resolve('no-such.test'), { code: 'no_address' });
  await assert.rejects(g.resolve('bad name!'), { code: 'bad_url' });
});

test('fetch refuses other schemes and credentials before resolving', async () => {
  const g = guard();
  await assert.rejects(g.fetch('file:///etc/passwd'), { code: 'bad_url' });
  await assert.rejects(g.fetch('gopher://example.com/'), { code: 'bad_url' });
  await assert.rejects(g.fetch('http://user:pw@example.com/'), { code: 'bad_url' });
  await assert.rejects(g.fetch('not a url'), { code: 'bad_url' });
  await assert.rejects(g.fetch('http://2130706433/'), { code: 'refused_address' }, 'decimal form of 127.0.0.1');
  await assert.rejects(g.fetch('http://0x7f.1/'), { code: 'refused_address' }, 'hex form of 127.0.0.1');
  await assert.rejects(g.fetch('http://[::ffff:169.254.169.254]/'), { code: 'refused_address' });
});

test('config: IDRISK_FETCH_ALLOW takes CIDRs; the old IDRISK_ALLOW_PRIVATE_HOSTS is refused with a pointer', async () => {
  const { loadConfig, ConfigError } = await import('../config/index.js');
  assert.deepEqual(loadConfig({}).network.fetchAllow, []);
  assert.deepEqual(loadConfig({ IDRISK_FETCH_ALLOW: '127.0.0.1/32, fd00::/8,10.0.0.1' }).network.fetchAllow, ['127.0.0.1/32', 'fd00::/8', '10.0.0.1']);
  assert.throws(() => loadConfig({ IDRISK_FETCH_ALLOW: 'localhost,10.0.0.0/33' }), (e: unknown) => {
    assert.ok(e instanceof ConfigError);
    assert.equal(e.problems.length, 2);
    return true;
  });
  assert.throws(() => loadConfig({ IDRISK_ALLOW_PRIVATE_HOSTS: 'mx.test' }), /replaced by IDRISK_FETCH_ALLOW/);
});

test('internal names (no public ICANN suffix) are refused before any DNS query, unless their suffix is exempted', async () => {
  const asked: string[] = [];
  const counting: DnsClient = { ...noDns, a: async (n) => (asked.push(n), ['93.184.216.34']), aaaa: async (n) => (asked.push(n), []) };
  const g = createFetchGuard({ dns: counting, allow: [] });
  for (const host of ['db.internal', 'printer.local', 'wiki.corp', 'nas.lan', 'router.home.arpa', 'x.onion', 'intranet', 'hooks.test', 'a.b.example']) {
    await assert.rejects(g.resolve(host), { code: 'refused_address', reason: 'bad_input' }, host);
    await assert.rejects(g.fetch(`https://${host}/hook`), { code: 'refused_address' }, host);
  }
  assert.deepEqual(asked, [], 'no internal name reached the resolver');
  // Public names, private-section suffixes (github.io) included, are looked up.
  assert.deepEqual(await g.resolve('example.com'), ['93.184.216.34']);
  assert.deepEqual(await g.resolve('someone.github.io'), ['93.184.216.34']);
  // An exempted suffix is looked up like a public one.
  const exempt = createFetchGuard({ dns: counting, allow: [], dnsAllowSuffixes: ['corp', '.Lab.Test.'] });
  assert.deepEqual(await exempt.resolve('wiki.corp'), ['93.184.216.34']);
  assert.deepEqual(await exempt.resolve('x.lab.test'), ['93.184.216.34']);
  await assert.rejects(exempt.resolve('x.other.test'), { code: 'refused_address' });
  await assert.rejects(exempt.resolve('db.internal'), { code: 'refused_address' });
});
