import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyOf, parseIp, parseRange, type IpRange } from './address.js';
import { IntervalIndex, LIST_KINDS, type ListEntry, type ListKind } from './interval-index.js';

const entry = (range: string, kind: ListKind, extra: Partial<ListEntry> = {}): ListEntry => {
  const r = parseRange(range) as IpRange;
  return { family: r.family, start: r.start, end: r.end, kind, provider: null, proxyType: null, lastDay: null, ...extra };
};

test('overlapping and nested ranges: every covering entry is found, boundaries are inclusive', () => {
  const idx = IntervalIndex.build([
    entry('10.0.0.0/8', 'hosting'),
    entry('10.1.0.0/16', 'vpn', { provider: 'V' }),
    entry('10.1.2.3', 'tor'),
    entry('10.1.2.3-10.1.2.9', 'spam', { lastDay: 100 }),
    entry('10.1.2.0/24', 'spam', { lastDay: 120 }),
    entry('0.0.0.0/32', 'exploits'),
    entry('255.255.255.255', 'exploits'),
  ]);
  const kinds = (ip: string) => [...(idx.lookup(parseIp(ip)!)?.kinds ?? [])].sort();
  assert.deepEqual(kinds('10.1.2.3'), ['hosting', 'spam', 'tor', 'vpn']);
  assert.deepEqual(kinds('10.1.2.10'), ['hosting', 'spam', 'vpn']);
  assert.deepEqual(kinds('10.2.0.0'), ['hosting']);
  assert.deepEqual(kinds('9.255.255.255'), []);
  assert.deepEqual(kinds('11.0.0.0'), []);
  assert.deepEqual(kinds('0.0.0.0'), ['exploits']);
  assert.deepEqual(kinds('255.255.255.255'), ['exploits']);
  const m = idx.lookup(parseIp('10.1.2.5')!)!;
  assert.equal(m.spamCount, 2);
  assert.equal(m.spamLastDay, 120);
  assert.equal(m.vpnName, 'V');
  assert.deepEqual([...idx.kindsPresent].sort(), ['exploits', 'hosting', 'spam', 'tor', 'vpn']);
});

test('IPv6 ranges, full-space ranges and residential over datacenter', () => {
  const idx = IntervalIndex.build([
    entry('2001:db8::/32', 'proxy', { proxyType: 'datacenter', provider: 'A' }),
    entry('2001:db8:1::/48', 'proxy', { proxyType: 'residential', provider: 'B' }),
    entry('::/0', 'relay'),
  ]);
  const m = idx.lookup(parseIp('2001:db8:1::99')!)!;
  assert.equal(m.proxyType, 'residential');
  assert.deepEqual([...m.kinds].sort(), ['proxy', 'relay']);
  assert.equal(idx.lookup(parseIp('2001:db8:2::1')!)!.proxyType, 'datacenter');
  assert.deepEqual([...idx.lookup(parseIp('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')!)!.kinds], ['relay']);
  assert.equal(idx.lookup(parseIp('8.8.8.8')!), null, 'families are separate');
});

test('random ranges agree with a brute-force scan', () => {
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const entries: ListEntry[] = [];
  for (let i = 0; i < 2000; i++) {
    const start = BigInt(Math.floor(rnd() * 2 ** 20));
    const len = BigInt(Math.floor(rnd() * 5000));
    entries.push({ family: 4, start, end: start + len, kind: LIST_KINDS[i % LIST_KINDS.length], provider: null, proxyType: null, lastDay: null });
  }
  const idx = IntervalIndex.build(entries);
  for (let i = 0; i < 3000; i++) {
    const n = Math.floor(rnd() * 2 ** 20);
    const ip = parseIp(`0.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`)!;
    const k = keyOf(ip);
    const expected = new Set(entries.filter((e) => e.start <= k && k <= e.end).map((e) => e.kind));
    assert.deepEqual([...(idx.lookup(ip)?.kinds ?? [])].sort(), [...expected].sort(), `at ${n}`);
  }
});

test('a binary snapshot answers exactly like the index it was taken from', () => {
  const idx = IntervalIndex.build([
    entry('10.0.0.0/8', 'hosting', { provider: 'H' }),
    entry('10.1.2.3', 'spam', { lastDay: 100, provider: 'S' }),
    entry('2001:db8::/32', 'proxy', { proxyType: 'residential', provider: 'Bright Data' }),
  ]);
  const copy = IntervalIndex.fromBuffer(idx.toBuffer());
  for (const ip of ['10.1.2.3', '10.9.9.9', '11.0.0.0', '2001:db8::1', '2001:db9::1']) {
    assert.deepEqual(copy.lookup(parseIp(ip)!), idx.lookup(parseIp(ip)!), ip);
  }
  assert.deepEqual([...copy.kindsPresent].sort(), [...idx.kindsPresent].sort());
  assert.throws(() => IntervalIndex.fromBuffer(Buffer.from('nope')), /snapshot/);
});

test('random IPv6 ranges (nested, adjacent, up to the end of the space) agree with a brute-force scan', () => {
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const top = (1n << 128n) - 1n;
  const base = 0xffffffffffffffffffffffffffff0000n; // the last 2^16 addresses: ranges reach the end of the space
  const entries: ListEntry[] = [];
  for (let i = 0; i < 1500; i++) {
    const start = base + BigInt(Math.floor(rnd() * 2 ** 16));
    const end = i % 50 === 0 ? top : start + BigInt(Math.floor(rnd() * 3000));
    entries.push({ family: 6, start, end: end > top ? top : end, kind: LIST_KINDS[i % LIST_KINDS.length], provider: `p${i % 3}`, proxyType: null, lastDay: null });
  }
  // Entries straddling a 32-bit word boundary (end + 1 carries into the next word).
  entries.push({ family: 6, start: 0x1_0000_0000n - 5n, end: 0x1_ffff_ffffn, kind: 'tor', provider: null, proxyType: null, lastDay: null });
  const idx = IntervalIndex.build(entries);
  const words = (n: bigint) => [Number((n >> 96n) & 0xffffffffn), Number((n >> 64n) & 0xffffffffn), Number((n >> 32n) & 0xffffffffn), Number(n & 0xffffffffn)];
  const probe = (k: bigint) => {
    const w = words(k);
    const text = Array.from({ length: 8 }, (_, j) => ((w[j >> 1] >>> (j % 2 ? 0 : 16)) & 0xffff).toString(16)).join(':');
    const ip = parseIp(text)!;
    const expected = new Set(entries.filter((e) => e.start <= k && k <= e.end).map((e) => e.kind));
    assert.deepEqual([...(idx.lookup(ip)?.kinds ?? [])].sort(), [...expected].sort(), text);
  };
  for (let i = 0; i < 3000; i++) probe(base + BigInt(Math.floor(rnd() * 2 ** 16)));
  for (const k of [top, base, 0x1_0000_0000n - 6n, 0x1_0000_0000n - 5n, 0x1_0000_0000n, 0x1_ffff_ffffn, 0x2_0000_0000n]) probe(k);
});
