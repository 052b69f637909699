/** Prefixed identifiers: `acct_…`, `key_…`, `res_…`, `use_…`, `txn_…`, `job_…`. */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text of the given length (rejection sampling: no modulo bias). */
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

export type IdPrefix = 'acct' | 'key' | 'res' | 'use' | 'txn' | 'job' | 'app' | 'lrec' | 'enr' | 'msg' | 'wha' | 'aud' | 'jat';

export function newId(prefix: IdPrefix, length = 20): string {
  return `${prefix}_${base62(length)}`;
}
