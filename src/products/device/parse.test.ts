import { test } from 'node:test';
import assert from 'node:assert/strict';
import DetectorModule from 'node-device-detector';
import { deviceBenchUserAgents } from '../../../bench/device-data.js';
import { LABELLED } from '../../../test/fixtures/device/user-agents.js';
import { createRequire } from 'node:module';
import { UaParser, fastDeviceSeed, originalParsePlatform } from './parse.js';

type DetectorClass = typeof DetectorModule.default;
const Detector: DetectorClass =
  'default' in DetectorModule && typeof DetectorModule.default === 'function' ? DetectorModule.default : (DetectorModule as unknown as DetectorClass);

test('the fast path gives exactly what the full detector gives', () => {
  const full = new Detector({ clientIndexes: true, deviceIndexes: true, osIndexes: true, deviceAliasCode: true, maxUserAgentSize: 500 });
  const parser = new UaParser();
  const agents = [...deviceBenchUserAgents(4000), ...LABELLED.map((l) => l.ua)].filter((ua) => fastDeviceSeed(ua) !== null);
  assert.ok(agents.length > 1000, `fast-path agents in the sample: ${agents.length}`);
  for (const ua of agents) {
    const a = full.detect(ua);
    const b = parser.parse(ua);
    const pick = (o: { os: object; client: object; device: { type: string; brand: string; model: string } }) =>
      JSON.stringify([o.os, o.client, o.device.type, o.device.brand, o.device.model]);
    assert.equal(pick(b), pick({ ...a, os: { name: a.os.name ?? '', version: a.os.version ?? '', family: a.os.family ?? '' }, client: { type: a.client.type ?? '', name: a.client.name ?? '', version: a.client.version ?? '', engine: (a.client as { engine?: string }).engine ?? '', family: (a.client as { family?: string }).family ?? '' } }), ua);
  }
});

test('strings that may name another device do not take the fast path', () => {
  assert.equal(fastDeviceSeed('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 Silk/1.0'), null);
  assert.equal(fastDeviceSeed('Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 239.2.0.17.109 (iPhone9,3; iOS 15_5)'), null);
  assert.equal(fastDeviceSeed('Mozilla/5.0 (Linux; Android 10; SM-A505F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'), null);
});

test('the detector bot list names a bot isbot flagged', () => {
  const p = new UaParser().parse('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  assert.equal(p.bot?.name, 'Googlebot');
  assert.notEqual(p.isbotMatch, null);
});

test("the OS parser's platform step answers as the library's on every agent and on texts made to reach each alternative", () => {
  const Os = createRequire(import.meta.url)('node-device-detector/parser/os-abstract-parser.js') as new () => { parsePlatform(ua: string): string };
  const original = originalParsePlatform;
  assert.ok(original !== null, 'the platform step is replaced');
  assert.notEqual(Os.prototype.parsePlatform, original);
  const parser = new Os();
  const bases = [
    '',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36',
    'Dalvik/2.1.0 (Linux; U; Android 9; X',
  ];
  const tails = [
    'arm', 'ARM', ' arm', 'xarm', '\narm', '\rarm', '\u2028arm', 'arm\n', 'arm ', 'armv7', 'arm;', 'arm)', 'arm_', 'arme', 'armz', 'Arm64', 'xarm64', '\narm64',
    'aarch64', 'xaarch64', 'Apple TV', 'AppleTV', 'WatchOS', 'Watch OS', 'Watch1,2', 'loongarch64', 'mips', 'sh4', 'sparc64', '64bit', '64-bit', ' 64-bit', 'WOW64',
    'Intelx64', 'x64', 'WINDOWS_64', 'win64', 'IRIX64', 'IRIX;64', 'amd64', 'xamd64', '\namd64', 'x86_64', 'x8664', 'Xx86_64', '32bit', ' 32bit', '\n32bit', 'x32bit',
    'win32', ' Win32', '\nwin32', 'i686', 'x86', 'i86pc', '_arm', '-arm', 'sprd-arm', 'MZ-x64', '\u212aarm',
  ];
  const agents = [...deviceBenchUserAgents(10_000), ...LABELLED.map((l) => l.ua)];
  for (const b of bases) for (const t of tails) agents.push(b + t, t + b, t, `${b} ${t} ${b}`);
  const seen = new Set<string>();
  for (const ua of agents) for (const text of [ua, ua.slice(0, 160)]) {
    const want: string = original.call(parser, text);
    seen.add(want);
    assert.equal(parser.parsePlatform(text), want, JSON.stringify(text));
  }
  assert.deepEqual([...seen].sort(), ['', 'ARM', 'LoongArch64', 'MIPS', 'SPARC64', 'SuperH', 'x64', 'x86']);
});
