/**
 * Deterministic randomness for the sandbox: a 32-bit string hash (FNV-1a with a final avalanche) seeds a small
 * PRNG (sfc32). Same seed, same sequence, on every platform; never Math.random.
 */

/** FNV-1a over UTF-16 code units, then a murmur3-style finalizer so near-identical strings spread well. */
export function hash32(text: string, salt = 0x811c9dc5): number {
  let h = salt >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const HEX = '0123456789abcdef';

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    this.a = hash32(seed, 0x811c9dc5);
    this.b = hash32(seed, 0x9e3779b9);
    this.c = hash32(seed, 0x85ebca6b);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** sfc32: next unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Number in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals: number): number {
    const f = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `n` distinct items, in the order of `items`. */
  sample<T>(items: readonly T[], n: number): T[] {
    if (n >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((x, y) => x - y).map((i) => items[i]);
  }

  hex(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += HEX[this.u32() & 15];
    return s;
  }

  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += String(this.u32() % 10);
    return s;
  }
}

/** A stable text of a JSON-like body (keys sorted), so the same body always seeds the same answer. */
export function stableText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${stableText(o[k])}`).join(',')}}`;
}
