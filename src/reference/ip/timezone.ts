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

/** Local hour 0..23 at `now` in `zone`, or null for an unknown zone. */
export function localHour(zone: string, now: Date): number | null {
  const f = hourFormatter(zone);
  if (!f) return null;
  const h = Number(f.formatToParts(now).find((p) => p.type === 'hour')?.value);
  return Number.isInteger(h) ? h % 24 : null;
}

export function requestTimeOf(hour: number): RequestTime {
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}
