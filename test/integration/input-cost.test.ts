/**
 * The CPU one field can cost (issue 25 finding 2, docs/device.md "Input bounds"): every product's engine is fed
 * pathological inputs of the largest size its request schema accepts, and each call must cost under 20 ms of CPU.
 * CPU, not wall time: process.cpuUsage around the engine call, the least of several runs (other processes sharing the
 * machine slow a run down, they do not make the least of five cost more CPU). Each run changes one character so no
 * cache of the engine answers it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { testApp, type TestApp } from '../helpers/app.js';
import { Deadline } from '../../src/enrich/deadline.js';
import type { Product } from '../../src/contract/common.js';
import type { EngineContext, ProductEngine } from '../../src/products/types.js';

const LIMIT_MS = 20;
const RUNS = 5;

const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** A prefix, then a unit repeated up to `size` characters in all. */
const pad = (prefix: string, unit: string, size: number) => prefix + fill(unit, size - prefix.length);
/** The i-th variant of a string: its last character replaced (a different cache key, the same shape). */
const variant = (s: string, i: number, alphabet = 'abcdefghij') => s.slice(0, -1) + alphabet[i % alphabet.length]!;

/** Max sizes of src/contract/requests.ts. */
const CASES: Record<Exclude<Product, 'domain'> | 'domain', { field: string; size: number; inputs: Record<string, string>; alphabet?: string }> = {
  device: {
    field: 'user_agent',
    size: 4096,
    inputs: {
      letters: fill('a', 4096),
      spaces: fill(' ', 4096),
      parentheses: fill('(', 4096),
      semicolons: pad('Mozilla/5.0 (', '; ', 4096),
      dotted: fill('1.', 4096),
      slashes: fill('a/', 4096),
      mixed: fill('aZ0 /;().-_', 4096),
      bots: fill('bot', 4096),
      'android builds': pad('Mozilla/5.0 (Linux; Android 14; ', 'a Build/', 4096),
      'samsung codes': pad('Mozilla/5.0 (Linux; Android 14; ', 'SM-', 4096),
      'windows tokens': pad('Mozilla/5.0 (Windows NT 10.0; Win64; x64) ', 'AppleWebKit/537.36 ', 4096),
      'real then junk': pad('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 ', '; x', 4096),
      mozillas: fill('Mozilla/5.0 (', 4096),
      unicode: fill('é(', 4096),
    },
  },
  phone: {
    field: 'phone_number',
    size: 64,
    alphabet: '0123456789',
    inputs: { digits: fill('9', 64), plus: pad('+', '1', 64), grouped: fill('+44 (0) ', 64), dashes: pad('+1', ' -', 64), letters: fill('1a', 64), arabic: fill('٣', 64) },
  },
  email: {
    field: 'email',
    size: 320,
    inputs: {
      'long parts': fill('a', 64) + pad('@', 'b', 252) + '.com',
      labels: pad('a@', 'a.', 319) + 'c',
      quoted: pad('"', 'a', 319) + '"',
      'no at': fill('a', 320),
      ats: fill('a@', 320),
      dots: fill('.', 319) + 'a',
      plus: fill('a+', 200) + pad('@', 'b', 116) + '.com',
      unicode: fill('ä', 100) + pad('@', 'ü', 216) + '.com',
      hyphens: pad('a@', '-', 316) + '.com',
    },
  },
  ip: {
    field: 'ip',
    size: 64,
    inputs: { dotted: fill('1.', 64), colons: fill(':', 64), mapped: fill('::ffff:', 64), hex: fill('f', 64), digits: fill('1', 64), zone: pad('fe80::1%', 'a', 64), brackets: fill('[::1]', 64) },
  },
  domain: {
    field: 'value',
    size: 253,
    inputs: { labels: fill('a.', 252) + 'a', long: fill('a', 253), hyphens: fill('-', 253), punycode: fill('xn--', 252) + 'a', unicode: fill('é', 253), dots: fill('.', 252) + 'a' },
  },
  name: {
    field: 'first_name + last_name',
    size: 256,
    inputs: {
      letters: fill('a', 256),
      words: fill('a ', 256),
      accents: fill('é', 256),
      punctuation: fill("-'", 256),
      combining: pad('a', '\u0301', 256),
      scripts: fill('aЖ中ア', 256),
    },
  },
};

function inputOf(product: Product, value: string): unknown {
  switch (product) {
    case 'device':
      return { user_agent: value };
    case 'phone':
      return { phone_number: value };
    case 'email':
      return { email: value };
    case 'ip':
      return { ip: value };
    case 'domain':
      return { value };
    case 'name':
      return { first_name: value, last_name: value };
    default:
      throw new Error(`no input for ${product}`);
  }
}

describe('the CPU cost of one field at its largest accepted size', () => {
  let t: TestApp;
  before(async () => {
    t = await testApp('sqlite');
  });
  after(() => t.close());

  for (const [product, c] of Object.entries(CASES) as [Product, (typeof CASES)[keyof typeof CASES]][]) {
    test(`${product}: every pathological ${c.field} of ${c.size} characters costs under ${LIMIT_MS} ms of CPU`, async () => {
      const engine = t.services.engines[product] as ProductEngine | undefined;
      assert.ok(engine, `the ${product} engine exists`);
      const costs: string[] = [];
      const over: string[] = [];
      for (const [name, value] of Object.entries(c.inputs)) {
        assert.equal(value.length, c.size, `${name} is of the largest size`);
        let least = Infinity;
        for (let i = 0; i < RUNS; i++) {
          const v = variant(value, i, c.alphabet);
          const ctx: EngineContext = { deadline: new Deadline(5000), now: new Date(), accountId: 'acct_cost', given: {} };
          const start = process.cpuUsage();
          await engine.analyze(inputOf(product, v) as never, ctx);
          const used = process.cpuUsage(start);
          ctx.deadline.dispose();
          least = Math.min(least, (used.user + used.system) / 1000);
        }
        costs.push(`${name} ${least.toFixed(1)} ms`);
        if (least >= LIMIT_MS) over.push(`${name}: ${least.toFixed(1)} ms`);
      }
      // The figures go to the test output (docs/device.md quotes a run).
      console.log(`${product} (${c.field}, ${c.size} chars): ${costs.join(', ')}`);
      assert.deepEqual(over, [], `calls of ${LIMIT_MS} ms of CPU or more`);
    });
  }
});
