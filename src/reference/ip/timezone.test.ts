/** localHour (memoized per zone and UTC minute) equals Intl's answer at every instant, DST changes included. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localHour } from './timezone.js';

const reference = (zone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).formatToParts(at).find((p) => p.type === 'hour')!.value) % 24;

test('localHour equals a fresh Intl answer across zones, minutes and DST changes', () => {
  // Offsets of whole hours, half hours and 45 minutes, both hemispheres' DST, a zone that skips a day (Pacific/Apia).
  const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Chatham', 'America/St_Johns', 'Australia/Lord_Howe', 'Pacific/Apia', 'UTC'];
  // Around the 2025 DST changes of Europe (30 March, 26 October), the US (9 March, 2 November) and Australia (6 April, 5 October).
  const starts = ['2025-03-30T00:00:00Z', '2025-10-26T00:00:00Z', '2025-03-09T06:00:00Z', '2025-11-02T05:00:00Z', '2025-04-05T14:00:00Z', '2025-10-04T15:00:00Z'];
  let checked = 0;
  for (const start of starts) {
    // Every 7 minutes 20 seconds over 3 hours: several instants in one minute, and each minute boundary crossed.
    for (let s = 0; s < 3 * 3600; s += 440) {
      const at = new Date(Date.parse(start) + s * 1000);
      for (const zone of zones) {
        assert.equal(localHour(zone, at), reference(zone, at), `${zone} at ${at.toISOString()}`);
        assert.equal(localHour(zone, new Date(at.getTime() + 59_000 - (at.getTime() % 60_000))), reference(zone, new Date(at.getTime() + 59_000 - (at.getTime() % 60_000))));
        checked++;
      }
    }
  }
  assert.ok(checked > 1000);
  assert.equal(localHour('Not/AZone', new Date()), null);
});
