import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHROMIUM_CLOCK, FIREFOX_CLOCK, androidReleaseYear, appleReleaseYear, browserVerdict, expectedMajor, osVerdict } from './versions.js';

test('the Chromium and Firefox clocks land on real release majors', () => {
  // Chrome 131 shipped 2024-11-12, Chrome 120 on 2023-12-05; Firefox 128 on 2024-07-09.
  assert.ok(Math.abs(expectedMajor(CHROMIUM_CLOCK, new Date('2024-11-20T00:00:00Z')) - 131) <= 1);
  assert.ok(Math.abs(expectedMajor(CHROMIUM_CLOCK, new Date('2023-12-10T00:00:00Z')) - 120) <= 1);
  assert.ok(Math.abs(expectedMajor(FIREFOX_CLOCK, new Date('2024-07-15T00:00:00Z')) - 128) <= 1);
});

test('Apple majors map to release years; 19..25 never existed', () => {
  assert.equal(appleReleaseYear(17), 2023);
  assert.equal(appleReleaseYear(18), 2024);
  assert.equal(appleReleaseYear(26), 2025);
  assert.equal(appleReleaseYear(21), null);
});

test('Android versions map to release years', () => {
  assert.equal(androidReleaseYear('4.0.3'), 2011);
  assert.equal(androidReleaseYear('4.4.2'), 2013);
  assert.equal(androidReleaseYear('10'), 2019);
  assert.equal(androidReleaseYear('15'), 2024);
});

test('browser thresholds: outdated, current, impossible', () => {
  const now = new Date('2025-07-01T00:00:00Z');
  assert.deepEqual(browserVerdict('Chrome', 'Blink', '137.0.0.0', now), { outdated: false, impossible: false, clock: 'chromium' });
  assert.equal(browserVerdict('Chrome', 'Blink', '120.0.0.0', now).outdated, true);
  assert.equal(browserVerdict('Chrome', 'Blink', '150.0.0.0', now).impossible, true);
  assert.equal(browserVerdict('Safari', 'WebKit', '21.0', now).impossible, true);
  assert.equal(browserVerdict('Safari', 'WebKit', '17.5', now).outdated, false);
  assert.equal(browserVerdict('Mobile Safari', 'WebKit', '14.1', now).outdated, true);
  assert.equal(browserVerdict('Internet Explorer', 'Trident', '11.0', now).outdated, true);
  assert.equal(browserVerdict('Samsung Browser', 'Blink', '5.0', now).clock, null);
});

test('OS thresholds, frozen versions skipped', () => {
  const now = new Date('2025-07-01T00:00:00Z');
  assert.equal(osVerdict({ name: 'Android', version: '10', frozen: true }, now).outdated, false);
  assert.equal(osVerdict({ name: 'Android', version: '10', frozen: false }, now).outdated, true);
  assert.equal(osVerdict({ name: 'Android', version: '14', frozen: false }, now).outdated, false);
  assert.equal(osVerdict({ name: 'iOS', version: '15.8', frozen: false }, now).outdated, false);
  assert.equal(osVerdict({ name: 'iOS', version: '14.8', frozen: false }, now).outdated, true);
  assert.equal(osVerdict({ name: 'Windows', version: '7', frozen: false }, now).outdated, true);
  assert.equal(osVerdict({ name: 'Windows', version: '10', frozen: false }, now).outdated, false);
  assert.equal(osVerdict({ name: 'Mac', version: '10.13.6', frozen: false }, now).outdated, true);
  assert.equal(osVerdict({ name: 'Android', version: '19', frozen: false }, now).impossible, true);
});
