/** Prefixed identifiers: `acct_…`, `key_…`, `res_…`, `use_…`, `txn_…`, `job_…`. */
import { randomBytes, randomFillSync } from 'node:crypto';

/** In ASCII order, so base62 text of one length sorts like the numbers it writes. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random base62 text of the given length (rejection sampling: no modulo bias), from bytes drawn for this call alone:
 * what secrets (API keys, app keys) are made of.
 */
export function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = randomBytes(length * 2);
    for (const b of bytes) {
      if (b < 248) out += ALPHABET[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * Identifiers are not secrets (they are shown to callers) and every live call makes two (its resolution and its
 * usage row): they take their bytes from one pool refilled 4 KB at a time by the same CSPRNG, instead of a
 * `randomBytes` call (a native job and a buffer) per id. Each byte is used once.
 */
const POOL = Buffer.alloc(4096);
let poolAt = POOL.length;
/** The alphabet's character codes, and a scratch buffer an id's characters are written into and read out of once. */
const CODES = Buffer.from(ALPHABET, 'latin1');
const SCRATCH = Buffer.alloc(256);

/**
 * Random base62 text from the id pool (same alphabet and rejection sampling as base62). The characters are written
 * as bytes and read as one string, not concatenated one at a time (a string per character, flattened later).
 */
export function pooledBase62(length: number): string {
  if (length > SCRATCH.length) {
    let long = '';
    for (let left = length; left > 0; left -= SCRATCH.length) long += pooledBase62(Math.min(left, SCRATCH.length));
    return long;
  }
  let n = 0;
  while (n < length) {
    if (poolAt === POOL.length) {
      randomFillSync(POOL);
      poolAt = 0;
    }
    const b = POOL[poolAt++];
    if (b < 248) SCRATCH[n++] = CODES[b % 62];
  }
  return SCRATCH.toString('latin1', 0, n);
}

/** Characters of the time part of an id: 62^7 ms reach the year 2081. */
export const ID_TIME_CHARS = 7;

/** The time part of an id made at `ms` (Unix milliseconds): fixed width, so ids sort by creation time. */
export function idTime(ms: number): string {
  const at = Math.max(0, Math.floor(ms));
  // Ids made in the same millisecond (a busy process makes several) share the text of the last one.
  if (at === lastTime.ms) return lastTime.text;
  let out = '';
  let n = at;
  for (let i = 0; i < ID_TIME_CHARS; i++) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  lastTime = { ms: at, text: out };
  return out;
}
let lastTime = { ms: -1, text: '' };

export type IdPrefix = 'acct' | 'key' | 'res' | 'use' | 'txn' | 'job' | 'app' | 'lrec' | 'enr' | 'msg' | 'wha' | 'aud' | 'jat' | 'lst' | 'pol' | 'lbl' | 'opr' | 'ses' | 'adt' | 'crd' | 'dsi' | 'blk';

/**
 * `prefix_` + the creation millisecond (7 characters) + random characters (13 of the default 20: 77 bits). Ids made
 * later sort after, so the primary-key index of a table written on every call (resolutions, usage) grows at its end:
 * a group commit's rows share the index's last pages instead of each touching a random page of it (fewer pages
 * written to the WAL, checkpointed and read back; docs/decisions.md, issue 12 fifth pass).
 */
export function newId(prefix: IdPrefix, length = 20): string {
  // Too short to keep 8 random characters after the time part: random only.
  if (length < ID_TIME_CHARS + 8) return `${prefix}_${pooledBase62(length)}`;
  return `${prefix}_${idTime(Date.now())}${pooledBase62(length - ID_TIME_CHARS)}`;
}
