/**
 * The built browser collector (collector/, bundled by scripts/build-collector.mjs into
 * dist/collector/idrisk-collector.js at `npm run build`), read once at start and served by the API.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface CollectorBundle {
  readonly code: Buffer;
  readonly gzip: Buffer;
  /** First 16 hex digits of the SHA-256 of the code: the version in URLs and ETags. */
  readonly hash: string;
}

export const COLLECTOR_FILE = join('dist', 'collector', 'idrisk-collector.js');

/** The package root: the nearest folder above this module holding package.json. */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return from;
    dir = up;
  }
  return dir;
}

export function bundleOf(code: Buffer): CollectorBundle {
  return { code, gzip: gzipSync(code, { level: 9 }), hash: createHash('sha256').update(code).digest('hex').slice(0, 16) };
}

/** The built collector, or null when it was not built (the script route then answers 404 with how to build it). */
export function loadCollectorBundle(file = join(packageRoot(), COLLECTOR_FILE)): CollectorBundle | null {
  return existsSync(file) ? bundleOf(readFileSync(file)) : null;
}
