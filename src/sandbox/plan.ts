/**
 * Generator plans: each payload schema is walked once at module load into a list of (field, generator) pairs chosen
 * from the field's schema (type, enum, format, contentMediaType, bounds) and its name. A call then only runs the
 * list. Product modules pass overrides for fields whose plausibility needs more than the name.
 */
import { nonNullOf } from '../contract/common.js';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { ScoreCluster } from '../contract/common.js';
import type { Rng } from './random.js';
import { COMPANIES, FEMALE_NAMES, GEOS, IMAGE_LABELS, MALE_NAMES, SURNAMES, type Company, type Geo } from './vocab.js';

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

export type Gen = (c: Ctx) => unknown;

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

export const url = (c: Ctx, path: string) => `https://example.com/sandbox/${path}/${c.token}`;
export const imageUrl = (c: Ctx, what: string) => `https://example.com/sandbox/img/${what}-${c.token}.jpg`;
export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const emailOf = (first: string, last: string, n = 0) =>
  `${slug(first)}.${slug(last)}${n ? n : ''}@${['example.com', 'example.net', 'example.org'][n % 3]}`;
/** A number in the US 555-01xx fiction range, digits only. */
export const fictionPhone = (c: Ctx) => `1202555${String(c.rng.int(100, 199)).padStart(4, '0')}`;
export const maskPhone = (digits: string) => `+${digits.slice(0, digits.length > 11 ? 2 : 1)}******${digits.slice(-4)}`;
export const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return `${email[0]}${'*'.repeat(Math.max(3, at - 1))}@${email.slice(at + 1)}`;
};

export const labelPairs = (c: Ctx, n: number) =>
  c.rng
    .sample(IMAGE_LABELS, n)
    .map((l) => `${l},${c.rng.float(70, 99.9, 1)}`)
    .join('|');
export const boundingBox = (c: Ctx) =>
  [c.rng.float(0.15, 0.45, 4), c.rng.float(0.2, 0.5, 4), c.rng.float(0.05, 0.5, 4), c.rng.float(0.05, 0.4, 4)].join(',');
export const ageRange = (c: Ctx) => {
  const lo = c.rng.int(18, 50);
  return `${lo}-${lo + c.rng.int(6, 12)}`;
};

type Rule = readonly [RegExp, Gen];

/** Name-based generators of plain string fields, first match wins. */
const STRING_RULES: readonly Rule[] = [
  [/celebrity_name$/, () => null],
  [/bounding_box$/, boundingBox],
  [/age_range$/, ageRange],
  [/(^|_)labels$/, (c) => labelPairs(c, c.rng.int(2, 5))],
  [/(image|picture|avatar|thumbnail)$|_image[12]$/, (c) => imageUrl(c, 'profile')],
  [/logo$/, (c) => `https://example.com/sandbox/logo/${c.company.slug}.png`],
  [/screenshot$/, (c) => imageUrl(c, 'screenshot')],
  [/twitter_url$/, (c) => `https://x.example/${c.company.slug}`],
  [/facebook_(url|link)$/, (c) => `https://facebook.example/${c.company.slug}`],
  [/linkedin_(url|profile_page)$/, (c) => `https://linkedin.example/company/${c.company.slug}`],
  [/instagram_link$/, (c) => `https://instagram.example/${c.company.slug}`],
  [/glassdoor_link$/, (c) => `https://glassdoor.example/${c.company.slug}`],
  [/(_url|_link)$/, (c) => url(c, 'page')],
  [/first_name$/, (c) => c.person.first],
  [/last_name$/, (c) => c.person.last],
  [/username$/, (c) => `${slug(c.person.first)}_${slug(c.person.last)}${c.rng.int(1, 99)}`],
  [/email$/, (c) => emailOf(c.person.first, c.person.last)],
  [/phone_number$/, (c) => `+${fictionPhone(c)}`],
  [/country_code$/, (c) => c.geo.cc],
  [/country$/, (c) => c.geo.country],
  [/city$|location$/, (c) => c.geo.cities[0]],
  [/state$/, (c) => c.geo.region],
  [/address$/, (c) => `${c.rng.int(1, 250)} Example Street, ${c.geo.zip} ${c.geo.cities[0]}`],
  [/company_name$|_company$|registered_to$/, (c) => c.company.name],
  [/industry$|category$/, (c) => c.company.industry],
  [/keywords$/, (c) => c.company.keywords],
  [/tech_stack$/, (c) => c.company.tech],
  [/description$/, (c) => c.company.description],
  [/timezone$/, (c) => c.geo.tz],
  [/zip$/, (c) => c.geo.zip],
];

const FALLBACK_USED = new Set<string>();
/** Fields that fell back to a generic string (the tests keep this empty: every string field has a real generator). */
export const fallbackFields = (): readonly string[] => [...FALLBACK_USED];

function stringGen(key: string, where: string): Gen {
  for (const [re, gen] of STRING_RULES) if (re.test(key)) return gen;
  FALLBACK_USED.add(`${where}.${key}`);
  return () => key.replace(/_/g, ' ');
}

function integerGen(key: string, s: TSchema): Gen {
  const min = typeof s.minimum === 'number' ? s.minimum : 0;
  const cap = (max: number) => (typeof s.maximum === 'number' ? Math.min(s.maximum, max) : max);
  if (/in_days$/.test(key)) return (c) => c.rng.int(min, cap(365));
  if (/_days$|days_since/.test(key)) return (c) => c.rng.int(min, cap(2000));
  if (/employees$/.test(key)) return (c) => c.rng.int(5, cap(5000));
  if (/revenue$|funding$/.test(key)) return (c) => c.rng.int(1, 500) * 100_000;
  if (/founded$/.test(key)) return (c) => c.rng.int(1950, 2020);
  if (/size$/.test(key)) return (c) => c.rng.int(20_000, cap(2_500_000));
  if (/avg_.*likes/.test(key)) return (c) => c.rng.int(min, cap(150));
  if (/follower/.test(key)) return (c) => c.rng.int(min, cap(90_000));
  if (/likes/.test(key)) return (c) => c.rng.int(min, cap(50_000));
  if (/posts/.test(key)) return (c) => c.rng.int(min, cap(3_000));
  if (/identity_/.test(key)) return (c) => c.rng.int(min, cap(c.risky ? 25 : 4));
  return (c) => c.rng.int(min, cap(40));
}

function numberGen(key: string, s: TSchema): Gen {
  if (s.maximum === 1 || /ratio$/.test(key)) return (c) => c.rng.float(0, 1, 2);
  if (/rating$/.test(key)) return (c) => c.rng.float(c.risky ? 1 : 3.2, c.risky ? 3.2 : 5, 1);
  if (/price/.test(key)) return (c) => c.rng.float(5, 300, 2);
  if (/score$/.test(key)) return (c) => c.rng.int(c.risky ? 0 : 30, c.risky ? 30 : 100);
  return (c) => c.rng.int(0, 5000);
}

/** The generator the schema and the name imply (never null: null is decided by the plan). */
export function inferGen(key: string, schema: TSchema, where: string): Gen {
  const s = nonNullOf(schema);
  if (Array.isArray(s.enum)) {
    const values = s.enum as readonly unknown[];
    return (c) => c.rng.pick(values);
  }
  switch (s.type) {
    case 'boolean':
      return (c) => c.rng.chance(0.5);
    case 'integer':
      return integerGen(key, s);
    case 'number':
      return numberGen(key, s);
    case 'string':
      if (s.format === 'date') return (c) => daysAgo(c, 30, 4000).day;
      if (s.format === 'date-time') return () => null;
      if (s.contentMediaType === 'application/json') throw new Error(`sandbox: no generator for JSON field ${where}.${key}`);
      return stringGen(key, where);
    default:
      throw new Error(`sandbox: cannot generate ${where}.${key} of type ${String(s.type)}`);
  }
}

export interface Plan {
  readonly keys: readonly string[];
  readonly gens: readonly Gen[];
  /** Per field: may the plan leave it null at random (to show nullability)? */
  readonly nullable: readonly boolean[];
  /**
   * Builds the payload as one object literal with every field in schema order: V8 keeps such an object in fast
   * mode (a loop of keyed stores would turn a 150-field object into a slow dictionary).
   */
  readonly build: (gens: readonly Gen[], c: Ctx, nullRate: number) => Record<string, unknown>;
  /** Builds the payload with every field null (same object shape). */
  readonly empty: () => Record<string, unknown>;
}

const NULL_GEN: Gen = () => null;
/** Fields every product computes itself after the plan ran. */
const ALWAYS_DERIVED = /^(value|score|score_cluster|reason_codes)$/;

/**
 * Walk an object schema into a plan. `overrides` replace the inferred generator; `keep` matches fields never left
 * null at random (identity, score, signals the product's refine step reads); `derived` matches fields the product
 * computes itself after the plan (they start as null and cost nothing here).
 */
export function compilePlan(
  schema: TObject,
  where: string,
  overrides: Readonly<Record<string, Gen>>,
  keep: RegExp,
  derived?: RegExp,
): Plan {
  const keys: string[] = [];
  const gens: Gen[] = [];
  const nullable: boolean[] = [];
  for (const [key, s] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const isDerived = ALWAYS_DERIVED.test(key) || (derived?.test(key) ?? false);
    keys.push(key);
    gens.push(isDerived ? NULL_GEN : (overrides[key] ?? inferGen(key, s, where)));
    nullable.push(!isDerived && !keep.test(key));
  }
  for (const k of Object.keys(overrides)) if (!keys.includes(k)) throw new Error(`sandbox: override of unknown field ${where}.${k}`);
  // Field names come from our own schemas and are embedded as JSON string literals; no request data reaches this code.
  const fields = keys.map((k, i) =>
    gens[i] === NULL_GEN
      ? `${JSON.stringify(k)}: null`
      : nullable[i]
        ? `${JSON.stringify(k)}: c.rng.next() < r ? null : g[${i}](c)`
        : `${JSON.stringify(k)}: g[${i}](c)`,
  );
  const build = new Function('g', 'c', 'r', `return { ${fields.join(', ')} };`) as Plan['build'];
  const empty = new Function(`return { ${keys.map((k) => `${JSON.stringify(k)}: null`).join(', ')} };`) as Plan['empty'];
  return { keys, gens, nullable, build, empty };
}

/** Chance that a field the plan may null is null (deterministic per call through the PRNG). */
const NULL_RATE = 0.08;

export function runPlan(plan: Plan, c: Ctx): Record<string, unknown> {
  return plan.build(plan.gens, c, NULL_RATE);
}

/** A payload of the plan's fields, all null (malformed inputs): same fast object shape. */
export function nullPayload(plan: Plan): Record<string, unknown> {
  return plan.empty();
}

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
