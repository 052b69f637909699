import { test } from 'node:test';
import assert from 'node:assert/strict';
import { distanceKm, languageMismatch, likelyLanguage, loginCodes, scoreLogin, similarDevice, timezoneMismatch, utcOffsetMinutes, type Attempt, type DeviceReference, type Enrolled } from './score.js';

const REF: DeviceReference = { device_id: 'a'.repeat(32), os: 'Windows', browser: 'Chrome', screen: '1920x1080', webgl_renderer: 'ANGLE', cpu_cores: 8, timezone: 'Europe/London', language: 'en-GB' };
const LONDON = { countryCode: 'GB', lat: 51.5, lon: -0.12, timezone: 'Europe/London' };
const T0 = new Date('2026-06-01T10:00:00Z');

function attempt(over: Partial<Attempt> = {}): Attempt {
  return {
    reference: REF,
    collectedAt: new Date(T0.getTime() + 86_400_000),
    ip: LONDON,
    automation: { webdriver: false, botKind: null, headlessTraits: [] },
    privacyPlugins: [],
    incognito: false,
    cookiesEnabled: true,
    behaviour: { keystrokes: 5, keyIntervalMeanMs: 140, pastes: 0, pointerMoves: 30, pointerClicks: 2, touches: 0 },
    usernameMismatch: false,
    engineCodes: [],
    ...over,
  };
}
const enrolled: Enrolled[] = [{ reference: REF, countryCode: 'GB', lat: 51.5, lon: -0.12, collectedAt: T0 }];

test('same device, known country, human behaviour: trust codes and a very high score', () => {
  const s = scoreLogin(attempt(), enrolled);
  assert.deepEqual(s.reason_codes.split(',').sort(), ['TL001', 'TL003', 'TL004']);
  assert.equal(s.score_cluster, 'very_high');
});

test('no enrollment: RL001 and no device or country codes', () => {
  assert.deepEqual(loginCodes(attempt(), []), ['RL001', 'TL004']);
});

test('a new device with other attributes -> RL002; same attributes with another id -> TL002', () => {
  const other = { ...REF, device_id: 'b'.repeat(32), screen: '1366x768', webgl_renderer: 'Mali', os: 'Android' };
  assert.ok(loginCodes(attempt({ reference: other }), enrolled).includes('RL002'));
  assert.ok(loginCodes(attempt({ reference: { ...REF, device_id: 'c'.repeat(32) } }), enrolled).includes('TL002'));
  assert.ok(scoreLogin(attempt({ reference: other }), enrolled).score < scoreLogin(attempt(), enrolled).score);
});

test('new country within an hour of the last enrolled login, 17,000 km away: RL003 and RL004', () => {
  const sydney = { countryCode: 'AU', lat: -33.87, lon: 151.21, timezone: 'Australia/Sydney' };
  const codes = loginCodes(attempt({ ip: sydney, collectedAt: new Date(T0.getTime() + 3_600_000), reference: { ...REF, timezone: 'Australia/Sydney' } }), enrolled);
  assert.ok(codes.includes('RL003') && codes.includes('RL004'), codes.join());
  // The same trip over two days is possible: no RL004.
  assert.ok(!loginCodes(attempt({ ip: sydney, collectedAt: new Date(T0.getTime() + 2 * 86_400_000) }), enrolled).includes('RL004'));
});

test('time zone and language against the IP location', () => {
  assert.equal(utcOffsetMinutes('Asia/Tokyo', T0), 540);
  assert.equal(utcOffsetMinutes('Europe/London', T0), 60);
  assert.equal(utcOffsetMinutes('Not/AZone', T0), null);
  assert.equal(timezoneMismatch('Asia/Tokyo', 'Europe/London', T0), true);
  assert.equal(timezoneMismatch('Europe/Paris', 'Europe/London', T0), false);
  assert.equal(timezoneMismatch(null, 'Europe/London', T0), false);
  assert.equal(likelyLanguage('FR'), 'fr');
  assert.equal(likelyLanguage('JP'), 'ja');
  assert.equal(languageMismatch('ja-JP', 'GB'), true);
  assert.equal(languageMismatch('en-US', 'FR'), false, 'English is not held against any country');
  assert.equal(languageMismatch('fr-FR', 'FR'), false);
  assert.equal(languageMismatch('de-CH', 'CH'), false);
  assert.equal(languageMismatch('de', 'AT'), false);
  const codes = loginCodes(attempt({ reference: { ...REF, timezone: 'Asia/Tokyo', language: 'ja-JP' } }), enrolled);
  assert.ok(codes.includes('RL005') && codes.includes('RL006'));
});

test('automation, privacy, incognito, cookies, bot-like behaviour, username mismatch', () => {
  const codes = loginCodes(
    attempt({
      automation: { webdriver: true, botKind: 'headless_chrome', headlessTraits: [] },
      privacyPlugins: ['content_blocker'],
      incognito: true,
      cookiesEnabled: false,
      behaviour: { keystrokes: 0, keyIntervalMeanMs: null, pastes: 0, pointerMoves: 0, pointerClicks: 0, touches: 0 },
      usernameMismatch: true,
    }),
    enrolled,
  );
  for (const c of ['RL007', 'RL008', 'RL009', 'RL010', 'RL011', 'RL012', 'RL013', 'RL014']) assert.ok(codes.includes(c), `${c} in ${codes.join()}`);
  assert.ok(!codes.includes('TL004'));
  const fast = loginCodes(attempt({ behaviour: { keystrokes: 8, keyIntervalMeanMs: 4, pastes: 0, pointerMoves: 3, pointerClicks: 1, touches: 0 } }), enrolled);
  assert.ok(fast.includes('RL012') && !fast.includes('RL011'));
  const pasted = loginCodes(attempt({ behaviour: { keystrokes: 0, keyIntervalMeanMs: null, pastes: 1, pointerMoves: 3, pointerClicks: 1, touches: 0 } }), enrolled);
  assert.ok(!pasted.includes('RL012') && pasted.includes('TL004'));
});

test('engine codes count with their catalogue weights', () => {
  const s = scoreLogin(attempt({ engineCodes: ['RI003'] }), enrolled);
  assert.ok(s.reason_codes.startsWith('RI003'), 'Tor (-450) is the most influential code');
  assert.ok(s.score < scoreLogin(attempt(), enrolled).score);
});

test('geometry and similarity helpers', () => {
  assert.ok(Math.abs(distanceKm(51.5, -0.12, 48.86, 2.35) - 343) < 5);
  assert.equal(similarDevice(REF, { ...REF, device_id: null }), true);
  assert.equal(similarDevice(REF, { ...REF, os: null, browser: null, screen: null }), false, 'fewer than three known attributes never match');
});
