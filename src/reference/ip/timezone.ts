/**
 * Time zone from coordinates (@photostructure/tz-lookup: a compact, CC0 lookup of the timezone-boundary-builder
 * polygons, 73 kB, no start-up cost) and the local time of day of a request in that zone.
 *
 * request_time bands of the local hour: morning 06:00-11:59, afternoon 12:00-17:59, evening 18:00-21:59,
 * night 22:00-05:59.
 */
import { createRequire } from 'node:module';
import type { RequestTime } from '../../contract/payloads/ip.js';

const tzLookup = createRequire(import.meta.url)('@photostructure/tz-lookup') as (lat: number, lon: number) => string;

/** IANA zone at the coordinates; null when they are not valid coordinates. */
export function timezoneAt(lat: number, lon: number): string | null {
  if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180)) return null;
  try {
    return tzLookup(lat, lon);
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function hourFormatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
    } catch {
      f = null; // a zone the runtime's ICU does not know
    }
    formatters.set(zone, f);
  }
  return f;
}

/**
 * The last local hour computed per zone, for its UTC minute: every zone's offset from UTC has been a whole number of
 * minutes since 1972 (15-minute multiples today), so the local hour cannot change within a UTC minute, and formatting
 * (Intl's formatToParts, a tenth of the ip engine's CPU in a profile) runs once per zone and minute. Bounded by the
 * zones tz-lookup returns (a few hundred); emptied if ever larger.
 */
const lastHour = new Map<string, { minute: number; hour: number | null }>();
const HOUR_MEMO_MAX = 2000;

/** Local hour 0..23 at `now` in `zone`, or null for an unknown zone. */
export function localHour(zone: string, now: Date): number | null {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = lastHour.get(zone);
  if (known !== undefined && known.minute === minute) return known.hour;
  const f = hourFormatter(zone);
  let hour: number | null = null;
  if (f) {
    const h = Number(f.formatToParts(now).find((p) => p.type === 'hour')?.value);
    hour = Number.isInteger(h) ? h % 24 : null;
  }
  if (lastHour.size >= HOUR_MEMO_MAX) lastHour.clear();
  lastHour.set(zone, { minute, hour });
  return hour;
}

export function requestTimeOf(hour: number): RequestTime {
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}
