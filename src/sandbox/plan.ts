/**
 * The "world" of a sandbox answer: a seeded PRNG with a country, a person and a company drawn from the vocabulary,
 * the fixed reference day, and small helpers for reserved values (fictional phone numbers, reserved e-mail addresses).
 */
import type { ScoreCluster } from '../contract/common.js';
import type { Rng } from './random.js';
import { COMPANIES, FEMALE_NAMES, GEOS, MALE_NAMES, SURNAMES, type Company, type Geo } from './vocab.js';

/** Everything a generator may read: the seeded PRNG and the coherent "world" of this call. */
export interface Ctx {
  readonly rng: Rng;
  readonly cluster: ScoreCluster;
  /** very_low or low: risk signals fire more often. */
  readonly risky: boolean;
  readonly geo: Geo;
  readonly person: Person;
  readonly company: Company;
  /** Short stable token of this call, for ids and URLs. */
  readonly token: string;
}

/** Fixed reference day of the sandbox (it never reads the clock): every "days since" counts up to it. */
export const REFERENCE_DAY_MS = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A day `min..max` days before the reference day. */
export const daysAgo = (c: Ctx, min: number, max: number) => {
  const d = c.rng.int(min, max);
  return { day: isoDay(REFERENCE_DAY_MS - d * DAY_MS), days: d };
};
export const dayOffset = (day: string, days: number) => isoDay(Date.parse(day) + days * DAY_MS);

export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const emailOf = (first: string, last: string, n = 0) =>
  `${slug(first)}.${slug(last)}${n ? n : ''}@${['example.com', 'example.net', 'example.org'][n % 3]}`;
/** A number in the US 555-01xx fiction range, digits only. */
export const fictionPhone = (c: Ctx) => `1202555${String(c.rng.int(100, 199)).padStart(4, '0')}`;

export interface Person {
  readonly first: string;
  readonly last: string;
  readonly gender: 'F' | 'M';
}

export const randomPerson = (rng: Rng): Person => {
  const gender = rng.chance(0.5) ? 'F' : 'M';
  return { first: rng.pick(gender === 'F' ? FEMALE_NAMES : MALE_NAMES), last: rng.pick(SURNAMES), gender };
};

/** The shared "world" of a call: a country, a person and a company, drawn from the PRNG unless given. */
export function makeCtx(
  rng: Rng,
  cluster: ScoreCluster,
  risky: boolean,
  given: { geo?: Geo; person?: Person; company?: Company } = {},
): Ctx {
  return {
    rng,
    cluster,
    risky,
    geo: given.geo ?? rng.pick(GEOS),
    person: given.person ?? randomPerson(rng),
    company: given.company ?? rng.pick(COMPANIES),
    token: rng.hex(10),
  };
}

/** The company owning a domain given in the request: named after its first label, the rest drawn from the vocabulary. */
export function companyOfDomain(domain: string, rng: Rng): Company {
  const label = domain.split('.')[0].replace(/[^a-z0-9-]/gi, '') || 'example';
  const base = rng.pick(COMPANIES);
  const name = `${label.charAt(0).toUpperCase()}${label.slice(1)} Ltd`;
  return { ...base, name, domain, slug: slug(label), description: `${name} operates in ${base.industry.toLowerCase()}.` };
}
