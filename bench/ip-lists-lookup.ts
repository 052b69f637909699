/**
 * In-process A/B of the ip-lists interval index lookup (issue 33): the index of HEAD~ (`--old FILE`, a copy of the
 * previous interval-index.ts) against the current one, built from the same bench ranges (bench/data.ts ipRanges), on
 * the same addresses (ipMix: a third inside imported ranges, 10% IPv6). Rounds alternate A and B; prints ns per lookup
 * per round, the medians, and the heap each index holds.
 *   node --import tsx --expose-gc bench/ip-lists-lookup.ts [--ranges N] [--rounds N] --old FILE
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { parseIp, parseRange, type ParsedIp } from '../src/reference/ip/address.js';
import { IntervalIndex, type ListEntry, type ListKind } from '../src/reference/ip/interval-index.js';
import { ipMix, ipRanges } from './data.js';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const RANGES = Number(arg('--ranges', '300000'));
const ROUNDS = Number(arg('--rounds', '10'));
const oldFile = arg('--old', '');
type Index = { lookup(ip: ParsedIp): unknown };
type IndexClass = { build(entries: readonly ListEntry[]): Index };
const Old = oldFile ? ((await import(pathToFileURL(resolve(oldFile)).href)) as { IntervalIndex: IndexClass }).IntervalIndex : null;

const entries: ListEntry[] = [];
for (const row of ipRanges(RANGES)) {
  const r = parseRange(row.range);
  if (typeof r === 'string') throw new Error(r);
  const lastDay = row.last_reported ? Math.floor(Date.parse(row.last_reported) / 86_400_000) : null;
  entries.push({ family: r.family, start: r.start, end: r.end, kind: row.kind as ListKind, provider: row.provider ?? null, proxyType: row.proxy_type ?? null, lastDay });
}
const ips = ipMix(RANGES, 200_000).map((s) => parseIp(s)!);
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};
const h0 = heap();
const b = IntervalIndex.build(entries);
const hB = heap() - h0;
const a = Old ? Old.build(entries) : b;
const hA = heap() - h0 - hB;
// The same answers, address by address (Sets compared as sorted arrays).
const same = (x: unknown) => JSON.stringify(x, (_k, v: unknown) => (v instanceof Set ? [...(v as Set<string>)].sort() : v));
let differ = 0;
for (const ip of ips) if (same(a.lookup(ip)) !== same(b.lookup(ip))) differ++;
let sink = 0;
const round = (idx: Index) => {
  const t = process.hrtime.bigint();
  for (const ip of ips) if (idx.lookup(ip)) sink++;
  return Number(process.hrtime.bigint() - t) / ips.length;
};
for (let i = 0; i < 3; i++) (round(a), round(b));
const ra: number[] = [];
const rb: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  if (i % 2 === 0) (ra.push(round(a)), rb.push(round(b)));
  else (rb.push(round(b)), ra.push(round(a)));
}
const med = (x: number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)]!;
const f = (x: number[]) => x.map((v) => v.toFixed(0)).join(' ');
console.log(`ranges ${RANGES}, ${ips.length} lookups per round, ${ROUNDS} alternated rounds`);
console.log(`A (previous): ${f(ra)} ns/lookup; median ${med(ra).toFixed(0)}; heap + buffers held ${(hA / 2 ** 20).toFixed(1)} MB`);
console.log(`B (current):  ${f(rb)} ns/lookup; median ${med(rb).toFixed(0)}; heap + buffers held ${(hB / 2 ** 20).toFixed(1)} MB`);
console.log(`answers that differ between A and B: ${differ} of ${ips.length}; (hits ${sink})`);
