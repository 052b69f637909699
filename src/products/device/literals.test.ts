/**
 * The required literals of a pattern, and the detector's patterns with their literal test in front: a pattern never
 * matches a text that lacks its literals, and a pattern from the memo answers exec exactly as the library's own
 * compiled pattern does (node-device-detector's helper.getBaseRegExp, which the memo does not replace).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { deviceBenchUserAgents } from '../../../bench/device-data.js';
import { LABELLED } from '../../../test/fixtures/device/user-agents.js';
import { requiredLiterals } from './literals.js';
import { UaParser } from './parse.js';

const require = createRequire(import.meta.url);
const helper = require('node-device-detector/parser/helper.js') as { getBaseRegExp(s: string): RegExp };
const Abstract = require('node-device-detector/parser/abstract-parser.js') as { prototype: { getBaseRegExp(s: string): RegExp } };
const mobiles = require('node-device-detector/regexes/device/mobiles.js') as Record<string, { regex: string; model?: string; models?: { regex: string; model: string }[] }>;

test('literals per alternative, groups read when they must match, unknown constructs refused', () => {
  assert.deepEqual(requiredLiterals('SM-S918[BU0N]'), ['sm-s918']);
  assert.deepEqual(requiredLiterals('Galaxy|Nexus(?! 6P)|GT-'), ['galaxy', 'nexus', 'gt-']);
  // Optional characters end a run without being in it; a repeated one is in it once.
  assert.deepEqual(requiredLiterals('abcd?efg'), ['abc']);
  assert.deepEqual(requiredLiterals('ab+cde'), ['cde']);
  assert.deepEqual(requiredLiterals('xy{2,3}z'), ['xy']);
  assert.deepEqual(requiredLiterals('ab{0,2}cd'), ['cd']);
  // A group that must match stands for its alternative when all its literals are longer than the run; an optional group
  // or a lookaround does not.
  assert.deepEqual(requiredLiterals('(?:HW-)?(?:JSN-L21|KANT-360)'), ['jsn-l21', 'kant-360']);
  assert.deepEqual(requiredLiterals('(?:Build/HUAWEI)?x'), null);
  assert.deepEqual(requiredLiterals('(?=Pixel)\\w+'), null);
  assert.deepEqual(requiredLiterals('(?<name>Redmi|POCO)X'), ['redmi', 'poco']);
  assert.deepEqual(requiredLiterals('(?<name>Redmi|POCO) Note'), [' note']);
  // Escaped punctuation is a literal character; classes and sets end a run.
  assert.deepEqual(requiredLiterals('Chrome\\/(\\d+[.\\d]+) Odd\\/'), ['chrome/']);
  // Refused: an alternative without a run of two characters, backreferences and code escapes, stray braces.
  assert.equal(requiredLiterals('a|bc'), null);
  assert.equal(requiredLiterals('(ab)\\1cd'), null);
  assert.equal(requiredLiterals('\\x41bc'), null);
  assert.equal(requiredLiterals('ab{c'), null);
  assert.equal(requiredLiterals('.*'), null);
});

/** Every pattern of the detector's collections (the regex fields of every file under regexes/). */
function detectorPatterns(): string[] {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (k === 'regex' && typeof v === 'string') out.add(v); else walk(v);
  };
  for (const file of ['device/mobiles', 'device/televisions', 'device/consoles', 'device/car_browsers', 'device/cameras', 'device/portable_media_player', 'device/notebooks', 'device/shell_tv', 'oss', 'bots', 'client/browsers', 'client/mobile_apps', 'client/libraries', 'client/feed_readers', 'client/mediaplayers', 'client/pim', 'client/browser_engine']) {
    try {
      walk(require(`node-device-detector/regexes/${file}.js`));
    } catch {
      // a collection this version does not have
    }
  }
  return [...out];
}

test("a detector pattern from the memo answers exec as the library's compiled pattern, and never matches without its literals", () => {
  const patterns = detectorPatterns();
  assert.ok(patterns.length > 15_000, `${patterns.length} patterns`);
  const memo = Abstract.prototype;
  const template = (x: string) => `Mozilla/5.0 (Linux; Android 14; ${x}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36`;
  const common = [...deviceBenchUserAgents(400), ...LABELLED.map((l) => l.ua)].map((ua) => ua.slice(0, 256));
  // Each brand's patterns also meet agents naming each of its models (written as the catalogue writes them, upper and
  // lower case): the strings most likely to match them.
  const ofBrand = new Map<string, string[]>();
  for (const [brand, entry] of Object.entries(mobiles)) {
    const agents = [template(brand), template(brand.toUpperCase())];
    for (const m of entry.models ?? []) if (!m.model.includes('$')) agents.push(template(m.model), template(`${brand} ${m.model}`.toUpperCase()), template(`${m.model} build/abc`.toLowerCase()));
    ofBrand.set(entry.regex, agents);
    for (const m of entry.models ?? []) ofBrand.set(m.regex, agents);
  }
  let withLiterals = 0;
  let matched = 0;
  for (const pattern of patterns) {
    const ours = memo.getBaseRegExp.call(memo, pattern);
    const theirs = helper.getBaseRegExp(pattern);
    const literals = requiredLiterals(theirs.source.slice(theirs.source.indexOf('(?:', 3) + 3, -1));
    if (literals) withLiterals++;
    for (const ua of ofBrand.get(pattern) ?? common) {
      const a = theirs.exec(ua);
      assert.deepEqual(ours.exec(ua), a, `${pattern} on ${ua}`);
      if (a && literals) {
        matched++;
        const low = ua.toLowerCase();
        assert.ok(literals.some((l) => low.includes(l)), `${pattern} matched ${ua} without ${literals.join(', ')}`);
      }
    }
  }
  assert.ok(withLiterals > patterns.length * 0.9, `${withLiterals} of ${patterns.length} patterns have literals`);
  assert.ok(matched > 5_000, `${matched} matches compared`);
});

test('the parser answers as before once the memo holds patterns with literals', () => {
  const parser = new UaParser();
  const memo = Abstract.prototype;
  const re = memo.getBaseRegExp.call(memo, 'SM-S918[BU0N]');
  assert.notEqual(Object.getPrototypeOf(re), RegExp.prototype, 'a model pattern gets its literal test');
  const p = parser.parse('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36');
  assert.deepEqual([p.device.brand, p.device.model, p.device.type, p.os.name, p.client.name], ['Samsung', 'Galaxy S23 Ultra', 'smartphone', 'Android', 'Chrome Mobile']);
});
