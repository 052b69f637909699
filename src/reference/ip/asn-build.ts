/**
 * Builds the compact ASN index (see ./asn-index.ts) from the ip-location-db ASN CSV files
 * (`asn-ipv4-num.csv`, `asn-ipv6-num.csv`: start,end,asn,organisation; numeric inclusive bounds).
 * Runs once at install time (scripts/build-asn-index.ts), never on a request path.
 */
import { createReadStream, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ASN_MAGIC } from './asn-index.js';

/** Where the ip-location-db ASN package is installed, and its version (the index is rebuilt per version). */
export function asnPackage(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('@ip-location-db/asn/package.json');
  const version = (require('@ip-location-db/asn/package.json') as { version: string }).version;
  return { dir: dirname(pkgJson), version };
}

/** Default index location: node_modules/.cache/idrisk/asn-<version>.bin beside the installed package. */
export function defaultAsnIndexPath(): string {
  const { dir, version } = asnPackage();
  return join(dir, '..', '..', '.cache', 'idrisk', `asn-${version}.bin`);
}

/** Split one CSV line (RFC 4180 quoting, as the ip-location-db files use for organisation names). */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            v += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += line[i++];
      }
      out.push(v);
      i++; // the comma
    } else {
      const c = line.indexOf(',', i);
      const end = c < 0 ? line.length : c;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

interface Rows {
  start: number[];
  end: number[];
  asn: number[];
  org: number[];
}

const MASK = 0xffffffffn;

export interface AsnBuildReport {
  readonly file: string;
  readonly v4: number;
  readonly v6: number;
  readonly orgs: number;
  readonly bytes: number;
  readonly seconds: number;
}

/** Read both CSV files from `csvDir` and write the index to `outFile` (atomically, via a temporary file). */
export async function buildAsnIndex(csvDir: string, outFile: string): Promise<AsnBuildReport> {
  const t0 = performance.now();
  const orgIds = new Map<string, number>();
  const orgs: string[] = [];
  const orgId = (name: string) => {
    let id = orgIds.get(name);
    if (id === undefined) {
      id = orgs.length;
      orgs.push(name);
      orgIds.set(name, id);
    }
    return id;
  };
  const v4: Rows = { start: [], end: [], asn: [], org: [] };
  const v6: Rows = { start: [], end: [], asn: [], org: [] };

  for await (const f of lines(join(csvDir, 'asn-ipv4-num.csv'))) {
    const s = Number(f[0]);
    const e = Number(f[1]);
    const asn = Number(f[2]);
    if (!Number.isInteger(s) || !Number.isInteger(e) || !Number.isInteger(asn) || e < s || e > 0xffffffff) continue;
    v4.start.push(s);
    v4.end.push(e);
    v4.asn.push(asn);
    v4.org.push(orgId(f[3] ?? ''));
  }
  for await (const f of lines(join(csvDir, 'asn-ipv6-num.csv'))) {
    let s: bigint;
    let e: bigint;
    try {
      s = BigInt(f[0]);
      e = BigInt(f[1]);
    } catch {
      continue;
    }
    const asn = Number(f[2]);
    if (e < s || !Number.isInteger(asn)) continue;
    for (const k of [96n, 64n, 32n, 0n]) v6.start.push(Number((s >> k) & MASK));
    for (const k of [96n, 64n, 32n, 0n]) v6.end.push(Number((e >> k) & MASK));
    v6.asn.push(asn);
    v6.org.push(orgId(f[3] ?? ''));
  }
  sortRows(v4, 1);
  sortRows(v6, 4);

  const names = orgs.map((o) => Buffer.from(o, 'utf8'));
  const nameBytes = names.reduce((n, b) => n + b.length, 0);
  const n4 = v4.asn.length;
  const n6 = v6.asn.length;
  const size = 24 + 4 * (4 * n4 + 10 * n6 + orgs.length + 1) + Math.ceil(nameBytes / 4) * 4;
  const buf = Buffer.alloc(size);
  buf.write(ASN_MAGIC, 0, 'latin1');
  buf.writeUInt32LE(n4, 8);
  buf.writeUInt32LE(n6, 12);
  buf.writeUInt32LE(orgs.length, 16);
  buf.writeUInt32LE(nameBytes, 20);
  let off = 24;
  const put = (values: number[]) => {
    for (const v of values) {
      buf.writeUInt32LE(v >>> 0, off);
      off += 4;
    }
  };
  put(v4.start);
  put(v4.end);
  put(v4.asn);
  put(v4.org);
  put(v6.start);
  put(v6.end);
  put(v6.asn);
  put(v6.org);
  let acc = 0;
  const offsets = [0];
  for (const b of names) offsets.push((acc += b.length));
  put(offsets);
  for (const b of names) {
    b.copy(buf, off);
    off += b.length;
  }
  mkdirSync(dirname(outFile), { recursive: true });
  const tmp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, buf);
  renameSync(tmp, outFile);
  return { file: outFile, v4: n4, v6: n6, orgs: orgs.length, bytes: size, seconds: (performance.now() - t0) / 1000 };
}

async function* lines(file: string): AsyncGenerator<string[]> {
  const rl = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of rl) if (line.length > 0) yield splitCsvLine(line);
}

/** Sort rows by start key (the files come sorted; this keeps the index correct if one does not). */
function sortRows(r: Rows, words: number): void {
  const n = r.asn.length;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) if (cmpAt(r.start, (i - 1) * words, i * words, words) > 0) sorted = false;
  if (sorted) return;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => cmpAt(r.start, a * words, b * words, words));
  const pick = (src: number[], w: number) => order.flatMap((i) => src.slice(i * w, i * w + w));
  r.start = pick(r.start, words);
  r.end = pick(r.end, words);
  r.asn = pick(r.asn, 1);
  r.org = pick(r.org, 1);
}

function cmpAt(a: number[], i: number, j: number, words: number): number {
  for (let k = 0; k < words; k++) if (a[i + k] !== a[j + k]) return a[i + k] - a[j + k];
  return 0;
}
