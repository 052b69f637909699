import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offsetDistanceToCountry, utcOffsetMinutes } from './countries.js';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The offset straight from ICU, without the quarter-hour memo. */
function icuOffset(zone: string, ms: number): number {
  let f = formats.get(zone);
  if (!f) formats.set(zone, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')!.value;
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name)!;
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const HOUR = 3_600_000;
const QUARTER = 15 * 60_000;

test('the memoized UTC offset is exact on both sides of every 2026 transition (they fall on UTC quarter hours)', () => {
  // Whole-hour, half-hour (Newfoundland, Lord Howe's 30-minute DST) and 45-minute (Chatham) zones.
  const zones = ['America/New_York', 'Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Santiago'];
  let transitions = 0;
  for (const zone of zones) {
    const start = Date.UTC(2026, 0, 1);
    let prev = icuOffset(zone, start);
    for (let t = start + HOUR; t < Date.UTC(2027, 0, 1); t += HOUR) {
      const now = icuOffset(zone, t);
      if (now === prev) continue;
      // The transition lies within (t - 1 h, t]: find its minute.
      let lo = t - HOUR;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (icuOffset(zone, mid) === prev) lo = mid;
        else hi = mid;
      }
      assert.equal(hi % QUARTER, 0, `${zone}: transition at ${new Date(hi).toISOString()}`);
      // Asked in order, as a server asks: the last quarter before the change, then the change, then back again.
      assert.equal(utcOffsetMinutes(zone, new Date(hi - 1)), prev, zone);
      assert.equal(utcOffsetMinutes(zone, new Date(hi)), now, zone);
      assert.equal(utcOffsetMinutes(zone, new Date(hi + QUARTER - 1)), now, zone);
      assert.equal(utcOffsetMinutes(zone, new Date(hi - QUARTER)), prev, zone);
      transitions++;
      prev = now;
    }
  }
  assert.equal(transitions, 2 * zones.length, 'two transitions a year in each zone');
  assert.equal(utcOffsetMinutes('Not/AZone', new Date()), null);
  assert.equal(utcOffsetMinutes('Not/AZone', new Date()), null, 'an unknown zone stays unknown when asked again');
  // Zone names are case-insensitive (a browser's zone reaches this through login tracking).
  const july = new Date(Date.UTC(2026, 6, 1, 12));
  assert.equal(utcOffsetMinutes('europe/london', july), 60);
  assert.equal(utcOffsetMinutes('EUROPE/LONDON', july), utcOffsetMinutes('Europe/London', july));
  assert.equal(utcOffsetMinutes('Asia/Kathmandu', new Date(Date.UTC(2026, 5, 1))), 345);
  // New York to the US: 0; to Spain, whose nearest zone is the Canary Islands' (UTC+0): 5 hours in January, 4 once
  // New York is on summer time and the Canaries not yet (20 March).
  assert.equal(offsetDistanceToCountry('America/New_York', 'US', new Date(Date.UTC(2026, 0, 15))), 0);
  assert.equal(offsetDistanceToCountry('America/New_York', 'ES', new Date(Date.UTC(2026, 0, 15))), 300);
  assert.equal(offsetDistanceToCountry('America/New_York', 'ES', new Date(Date.UTC(2026, 2, 20))), 240);
});
