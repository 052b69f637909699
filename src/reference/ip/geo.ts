/**
 * Geolocation from the bundled DB-IP Lite city databases (CC-BY-4.0, IP Geolocation by DB-IP, https://db-ip.com).
 * DB-IP Lite has no time zone and mostly empty postcodes: empty values become null, never invented.
 *
 * The two MMDB files (134 MB) are not held in memory: at install time (scripts/build-geo-index.ts, ./geo-build.ts)
 * they become one compact index file of our own, and a lookup reads from that file (the operating system's page
 * cache, not the process's heap, keeps the hot parts):
 *   - the block directory (the first key of every block of GEO_BLOCK ranges, 1.3 MB) is read into memory at start;
 *   - a lookup binary-searches the directory, reads the one block (512 B for IPv4, 1280 B for IPv6) and
 *     binary-searches it, then reads the record it points to; blocks and decoded records are kept in bounded caches
 *     (about 5 MB in all), so the networks that traffic comes from are answered without a read.
 *
 * File layout (little-endian, every section before the records 4-byte aligned):
 *   magic "IDRGEO01" | u32 n4 | u32 n6 | u32 recordBytes | u32 block
 *   directory: v4 first keys u32[nb4] | v6 first keys u32[4*nb6]        (nb = ceil(n / block))
 *   v4 blocks: nb4 x (start u32[block], record u32[block])
 *   v6 blocks: nb6 x (start u32[4*block], record u32[block])            (128-bit keys as four u32, high first)
 *   records: u16 length | f64 latitude | f64 longitude (NaN = null) | 2 country bytes (0 = null) | 3 x (u16 length, UTF-8)
 *            for city, region, postcode ('' = null)
 * The ranges cover each family's whole address space in order (a range runs to the next start); a range with no
 * data has the record offset GEO_NONE.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ParsedIp } from './address.js';
import { cmp128 } from './asn-index.js';

export const GEO_MAGIC = 'IDRGEO01';
export const GEO_HEADER = 24;
export const GEO_BLOCK = 64;
export const GEO_NONE = 0xffffffff;
/** Decoded records kept (about 120 bytes each), a power of two. */
const RECORD_SLOTS = 8192;
/** Blocks kept per family (IPv4 512 B, IPv6 1280 B each: 3.6 MB at most in all), a power of two. */
const BLOCK_SLOTS = 2048;

/**
 * A bounded direct-mapped cache: key k lives in slot hash(k) & (size - 1), a newer key evicts the older one. O(1)
 * without bookkeeping (a Map used as an LRU slows down as deletions pile up at its front).
 */
class SlotCache<T> {
  private readonly keys: Float64Array;
  private readonly values: (T | undefined)[];
  constructor(private readonly size: number) {
    this.keys = new Float64Array(size).fill(-1);
    this.values = new Array<T | undefined>(size);
  }
  private slot(key: number): number {
    return (Math.imul(key, 0x9e3779b1) >>> 0) & (this.size - 1);
  }
  get(key: number): T | undefined {
    const i = this.slot(key);
    return this.keys[i] === key ? this.values[i] : undefined;
  }
  /** The value evicted from the key's slot (to reuse its memory), if any. */
  evicted(key: number): T | undefined {
    return this.values[this.slot(key)];
  }
  set(key: number, value: T): void {
    const i = this.slot(key);
    this.keys[i] = key;
    this.values[i] = value;
  }
}
/** First read of a record: enough for every DB-IP record (re-read when one is longer). */
const RECORD_READ = 192;

export interface GeoRecord {
  readonly city: string | null;
  readonly country: string | null;
  readonly region: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly zip: string | null;
}

export interface GeoSource {
  lookup(ip: ParsedIp): GeoRecord | null;
}

export class DbipGeo implements GeoSource {
  private readonly fd: number;
  private readonly n4: number;
  private readonly n6: number;
  private readonly dir4: Uint32Array;
  private readonly dir6: Uint32Array;
  private readonly base4: number;
  private readonly base6: number;
  private readonly baseRecords: number;
  private readonly blocks4 = new SlotCache<Uint32Array>(BLOCK_SLOTS);
  private readonly blocks6 = new SlotCache<Uint32Array>(BLOCK_SLOTS);
  private readonly recordBuf = Buffer.alloc(RECORD_READ);
  private readonly records = new SlotCache<GeoRecord>(RECORD_SLOTS);
  private closed = false;

  private constructor(file: string) {
    this.fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(GEO_HEADER);
      readSync(this.fd, head, 0, GEO_HEADER, 0);
      if (head.toString('latin1', 0, 8) !== GEO_MAGIC) throw new Error(`not an idrisk geolocation index: ${file}`);
      this.n4 = head.readUInt32LE(8);
      this.n6 = head.readUInt32LE(12);
      const recordBytes = head.readUInt32LE(16);
      if (head.readUInt32LE(20) !== GEO_BLOCK) throw new Error(`geolocation index with another block size: ${file}`);
      const nb4 = Math.ceil(this.n4 / GEO_BLOCK);
      const nb6 = Math.ceil(this.n6 / GEO_BLOCK);
      this.dir4 = new Uint32Array(nb4);
      this.dir6 = new Uint32Array(nb6 * 4);
      readExactly(this.fd, Buffer.from(this.dir4.buffer), GEO_HEADER);
      readExactly(this.fd, Buffer.from(this.dir6.buffer), GEO_HEADER + nb4 * 4);
      this.base4 = GEO_HEADER + nb4 * 4 + nb6 * 16;
      this.base6 = this.base4 + nb4 * GEO_BLOCK * 8;
      this.baseRecords = this.base6 + nb6 * GEO_BLOCK * 20;
      if (fstatSync(this.fd).size !== this.baseRecords + recordBytes) throw new Error(`truncated geolocation index: ${file}`);
    } catch (err) {
      closeSync(this.fd);
      throw err;
    }
  }

  /** Open the compact index built by scripts/build-geo-index.ts (./geo-build.ts). */
  static open(file: string): DbipGeo {
    return new DbipGeo(file);
  }

  lookup(ip: ParsedIp): GeoRecord | null {
    if (this.closed) return null;
    const rec = ip.family === 4 ? this.find4(ip.v4) : this.find6(ip.v6 as readonly number[]);
    return rec === GEO_NONE ? null : this.record(rec);
  }

  /** Close the file (lookups after this answer null). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  private find4(x: number): number {
    const dir = this.dir4;
    let lo = 0;
    let hi = dir.length - 1;
    let b = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (dir[mid]! <= x) {
        b = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (b < 0) return GEO_NONE;
    const keys = this.block(this.blocks4, b, GEO_BLOCK * 2, this.base4);
    lo = 0;
    hi = Math.min(GEO_BLOCK, this.n4 - b * GEO_BLOCK) - 1;
    let i = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! <= x) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return keys[GEO_BLOCK + i]!;
  }

  private find6(w: readonly number[]): number {
    const dir = this.dir6;
    let lo = 0;
    let hi = dir.length / 4 - 1;
    let b = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp128(dir, mid * 4, w) <= 0) {
        b = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (b < 0) return GEO_NONE;
    const keys = this.block(this.blocks6, b, GEO_BLOCK * 5, this.base6);
    lo = 0;
    hi = Math.min(GEO_BLOCK, this.n6 - b * GEO_BLOCK) - 1;
    let i = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp128(keys, mid * 4, w) <= 0) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return keys[GEO_BLOCK * 4 + i]!;
  }

  /** Block `b` of a family (`words` u32 at `base`), from the cache or read from the file. */
  private block(cache: SlotCache<Uint32Array>, b: number, words: number, base: number): Uint32Array {
    let keys = cache.get(b);
    if (keys) return keys;
    keys = cache.evicted(b) ?? new Uint32Array(words);
    readExactly(this.fd, Buffer.from(keys.buffer, keys.byteOffset, words * 4), base + b * words * 4);
    cache.set(b, keys);
    return keys;
  }

  private record(off: number): GeoRecord {
    const hit = this.records.get(off);
    if (hit) return hit;
    let buf = this.recordBuf;
    readSync(this.fd, buf, 0, RECORD_READ, this.baseRecords + off);
    const len = buf.readUInt16LE(0);
    if (len + 2 > RECORD_READ) {
      buf = Buffer.alloc(len + 2);
      readExactly(this.fd, buf, this.baseRecords + off);
    }
    const g = decodeRecord(buf);
    this.records.set(off, g);
    return g;
  }
}

/** Decode one record (the layout above). */
export function decodeRecord(buf: Buffer): GeoRecord {
  const lat = buf.readDoubleLE(2);
  const lon = buf.readDoubleLE(10);
  const c0 = buf[18]!;
  let off = 20;
  const str = () => {
    const n = buf.readUInt16LE(off);
    const s = n === 0 ? null : buf.toString('utf8', off + 2, off + 2 + n);
    off += 2 + n;
    return s;
  };
  const city = str();
  const region = str();
  const zip = str();
  return Object.freeze({
    city,
    country: c0 === 0 ? null : buf.toString('latin1', 18, 20),
    region,
    latitude: Number.isNaN(lat) ? null : lat,
    longitude: Number.isNaN(lon) ? null : lon,
    zip,
  });
}

function readExactly(fd: number, buf: Buffer, position: number): void {
  let done = 0;
  while (done < buf.length) {
    const n = readSync(fd, buf, done, buf.length - done, position + done);
    if (n === 0) throw new Error('unexpected end of the geolocation index');
    done += n;
  }
}
