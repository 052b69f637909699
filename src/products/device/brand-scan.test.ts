/**
 * The phones' brand scan of ./brand-scan.ts and the detector helpers replaced by ./parse.ts answer as the library's own
 * code: the mobile parser's own `parse` against the library's DeviceParserAbstract.parse on the same instance (with and
 * without the device-code index's brands), each fragment test against the library's function, the literal index
 * against `includes`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { deviceBenchUserAgents } from '../../../bench/device-data.js';
import { LABELLED } from '../../../test/fixtures/device/user-agents.js';
import { LiteralIndex } from './brand-scan.js';
import { FRAGMENTS, originalHelpers, UaParser } from './parse.js';

const require = createRequire(import.meta.url);
const helper = require('node-device-detector/parser/helper.js') as Record<string, (...a: string[]) => unknown>;
const DeviceAbstract = require('node-device-detector/parser/device-abstract-parser.js') as {
  prototype: { parse(ua: string, brandIndexes?: string[]): unknown };
};
const IndexerDevice = require('node-device-detector/parser/device/indexer-device.js') as { findDeviceBrandsForDeviceCode(code: string): string[] };
const mobiles = require('node-device-detector/regexes/device/mobiles.js') as Record<string, { models?: { model?: string }[] }>;

/** Agents that reach the full scan and its edges: the bench's, the labelled fixtures, variants, each brand's name. */
function agents(): string[] {
  const bench = deviceBenchUserAgents(10_000).filter((_, i) => i % 10 === 0);
  const out = [...bench, ...LABELLED.map((f) => f.ua)];
  for (const a of bench.slice(0, 250)) out.push(a.toLowerCase(), a.toUpperCase(), a.replace(/\(([^)]*)\)/, '($1; iPhone)'), a.slice(0, 50));
  for (const brand of Object.keys(mobiles)) {
    const model = mobiles[brand]!.models?.[0]?.model ?? brand;
    out.push(`Mozilla/5.0 (Linux; Android 13; ${brand} ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36`);
  }
  out.push('', 'K', 'İPHONE İPAD \u212Aindle', 'Mozilla/5.0 (Linux; Android 12; iPhone) Safari', 'x'.repeat(300));
  return out;
}

test("the phones' scan answers as the library's parse, with and without the device-code index", () => {
  const parser = new UaParser() as unknown as { detector: { getParseDevice(n: string): { parse(ua: string, b?: string[]): unknown } } };
  const mobile = parser.detector.getParseDevice('Mobile');
  assert.ok(Object.prototype.hasOwnProperty.call(mobile, 'parse'), 'the mobile parser has its own scan');
  const library = (ua: string, b?: string[]) => DeviceAbstract.prototype.parse.call(mobile, ua, b);
  let compared = 0;
  let found = 0;
  const Alias = require('node-device-detector/parser/device/alias-device.js') as new () => { parse(ua: string): { name: string } };
  const aliases = new Alias();
  for (const ua of agents()) {
    const alias = aliases.parse(ua).name;
    const indexed = alias ? IndexerDevice.findDeviceBrandsForDeviceCode(alias) ?? [] : [];
    for (const b of [undefined, [], indexed, ['XX', 'SA']]) {
      const mine = mobile.parse(ua, b);
      assert.deepEqual(mine, library(ua, b), `${ua} with ${JSON.stringify(b)}`);
      compared++;
      if (mine) found++;
    }
  }
  assert.ok(compared > 6_000 && found > 2_000, `${compared} compared, ${found} found a device`);
});

test("the detector's fragment tests answer as the library's functions", () => {
  assert.ok(Object.keys(originalHelpers).length >= Object.keys(FRAGMENTS).length + 2, 'the helpers were replaced');
  const list = agents();
  for (const ua of list) {
    for (const name of [...Object.keys(FRAGMENTS), 'hasDesktopFragment']) {
      assert.equal(helper[name]!(ua), originalHelpers[name]!(ua), `${name}(${ua})`);
    }
    for (const str of ['Chrome/[.0-9]*', '(Mobile|eliboM)', 'Pad/APad', '\\(TV;', '(?:Desktop|PC)(?: (x(?:32|64)|WOW64))?;', 'a/b++c']) {
      assert.deepEqual(helper.matchUserAgent!(str, ua), originalHelpers.matchUserAgent!(str, ua), `matchUserAgent(${str}, ${ua})`);
    }
  }
});

test('the literal index finds what includes finds', () => {
  const index = new LiteralIndex();
  const literals = ['sm-', 'pixel', 'moto', 'nokia', 'ab', 'xy', 'abc', 'android 1', ' tv', 'k)'];
  const ids = literals.map((l) => index.add(l));
  assert.equal(index.add('pixel'), ids[1], 'one id per literal');
  const texts = ['mozilla/5.0 (linux; android 13; pixel 7)', 'abcabc', 'xy', 'x', '', 'moto g54 sm-a', 'kelvin \u212a) ab', 'ébab tv'];
  for (let round = 0; round < 2; round++) {
    for (const t of texts) {
      index.mark(t);
      literals.forEach((l, i) => assert.equal(index.has(ids[i]!), t.includes(l), `${l} in ${t}`));
      assert.deepEqual([...index.found].sort(), ids.filter((_, i) => t.includes(literals[i]!)).sort());
    }
  }
});
