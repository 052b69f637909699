/** Field families shared by several sandbox payloads: breaches, image/face families, companies, partials. */
import { dayOffset, daysAgo, emailOf, fictionPhone, labelPairs, boundingBox, ageRange, imageUrl, maskEmail, maskPhone, randomPerson, slug, type Ctx } from './plan.js';
import { BREACHES, STREETS } from './vocab.js';

type Out = Record<string, unknown>;

export interface BreachEntryOut {
  id: string;
  date: string;
  title: string;
  names?: { first_name: string; last_name: string }[];
  emails?: string[];
  phones?: string[];
  cities?: string[];
  dob?: string;
  address?: string;
}

export interface Breaches {
  readonly entries: BreachEntryOut[];
  readonly first: string | null;
  readonly last: string | null;
  /** Values exposed, with counts, most frequent first. */
  readonly names: { first_name: string; last_name: string; count: number }[];
  readonly namesCities: { first_name: string; last_name: string; city: string; count: number }[];
  readonly emails: { value: string; count: number }[];
  readonly phones: { value: string; count: number }[];
  readonly cities: { value: string; count: number }[];
  readonly dobs: { value: string; count: number }[];
  readonly addresses: { value: string; count: number }[];
}

const bump = <T extends { count: number }>(list: T[], match: (x: T) => boolean, make: () => T) => {
  const hit = list.find(match);
  if (hit) hit.count++;
  else list.push(make());
};
const byCount = <T extends { count: number }>(list: T[]) => list.sort((a, b) => b.count - a.count);

/**
 * `count` breaches of the subject (a person, possibly with an alias), dated in order. `expose` says which optional
 * fields an entry may carry.
 */
export function makeBreaches(c: Ctx, count: number, expose: readonly ('names' | 'emails' | 'phones' | 'cities' | 'dob' | 'address')[]): Breaches {
  const entries: BreachEntryOut[] = [];
  const alias = c.risky ? randomPerson(c.rng) : c.person;
  const dob = daysAgo(c, 20 * 365, 65 * 365).day;
  const address = `${c.rng.int(1, 250)} ${c.rng.pick(STREETS)}, ${c.geo.cities[0]}`;
  const phone = fictionPhone(c);
  const lists: Omit<Breaches, 'entries' | 'first' | 'last'> = { names: [], namesCities: [], emails: [], phones: [], cities: [], dobs: [], addresses: [] };
  let day = daysAgo(c, 400 * count + 30, 400 * count + 2500).day;
  for (const b of c.rng.sample(BREACHES, count)) {
    const who = c.rng.chance(0.8) ? c.person : alias;
    const city = c.rng.chance(0.7) ? c.geo.cities[0] : c.geo.cities[1];
    const email = emailOf(who.first, who.last, who === c.person ? 0 : 1);
    const e: BreachEntryOut = { id: b.id, date: day, title: b.title };
    if (expose.includes('names') && c.rng.chance(0.8)) {
      e.names = [{ first_name: who.first, last_name: who.last }];
      bump(lists.names, (x) => x.first_name === who.first && x.last_name === who.last, () => ({ first_name: who.first, last_name: who.last, count: 1 }));
    }
    if (expose.includes('emails') && c.rng.chance(0.6)) {
      e.emails = [email];
      bump(lists.emails, (x) => x.value === email, () => ({ value: email, count: 1 }));
    }
    if (expose.includes('phones') && c.rng.chance(0.5)) {
      e.phones = [phone];
      bump(lists.phones, (x) => x.value === phone, () => ({ value: phone, count: 1 }));
    }
    if (expose.includes('cities') && c.rng.chance(0.5)) {
      e.cities = [city];
      bump(lists.cities, (x) => x.value === city, () => ({ value: city, count: 1 }));
      bump(lists.namesCities, (x) => x.first_name === who.first && x.last_name === who.last && x.city === city, () => ({ first_name: who.first, last_name: who.last, city, count: 1 }));
    }
    if (expose.includes('dob') && c.rng.chance(0.3)) {
      e.dob = dob;
      bump(lists.dobs, (x) => x.value === dob, () => ({ value: dob, count: 1 }));
    }
    if (expose.includes('address') && c.rng.chance(0.3)) {
      e.address = address;
      bump(lists.addresses, (x) => x.value === address, () => ({ value: address, count: 1 }));
    }
    entries.push(e);
    day = dayOffset(day, c.rng.int(30, 400));
  }
  for (const l of Object.values(lists)) byCount(l as { count: number }[]);
  return {
    entries,
    first: entries.length ? entries[0].date : null,
    last: entries.length ? entries[entries.length - 1].date : null,
    ...lists,
  };
}

/**
 * The `data_breaches_*` fields of the phone and email payloads (JSON strings). Entries expose names and the `other`
 * kind of identifier; the subject itself (`self`) is counted once per breach in its own list.
 */
export function applyBreachFields(out: Out, c: Ctx, other: 'emails' | 'phones', self: string): void {
  const count = out.data_breaches_count;
  if (typeof count !== 'number') {
    for (const k of ['data_breaches_first_breach', 'data_breaches_last_breach', 'data_breaches_list', 'data_breaches_data', 'data_breaches_data_lists'])
      out[k] = null;
    return;
  }
  const b = makeBreaches(c, count, ['names', other]);
  out.data_breaches_first_breach = b.first;
  out.data_breaches_last_breach = b.last;
  out.data_breaches_list = count ? b.entries.slice(0, 10).map((e) => `${e.title},${e.date}`).join('|') : null;
  out.data_breaches_data = JSON.stringify(b.entries);
  const own = count > 0 ? [{ value: self, count }] : [];
  out.data_breaches_data_lists = JSON.stringify({
    names: b.names,
    emails: other === 'emails' ? b.emails : own,
    phones: other === 'phones' ? b.phones : own,
  });
}

/** `phone_partials_*` and `email_partials_*`: masked identifiers, as many as the counts say. */
export function applyPartials(out: Out, c: Ctx): void {
  for (const kind of ['phone', 'email'] as const) {
    const n = out[`${kind}_partials_count`];
    const items: string[] = [];
    if (typeof n === 'number') {
      for (let i = 0; i < n; i++)
        items.push(kind === 'phone' ? maskPhone(fictionPhone(c)) : maskEmail(emailOf(c.person.first, c.person.last, i)));
    }
    out[`${kind}_partials_list`] = typeof n === 'number' && n > 0 ? items.join(',') : null;
  }
}

const FACE_FIELDS = ['labels', 'bounding_box', 'age_range', 'is_celebrity', 'celebrity_name'] as const;
/** Field names of the image/face family, computed once: [image k][face n][field]. */
const IMAGE_KEYS = [1, 2, 3].map((k) => {
  const prefix = k === 1 ? '' : `image${k}_`;
  return {
    source: k === 1 ? 'image_source' : `image${k}_source`,
    labels: k === 1 ? 'image_labels' : `image${k}_labels`,
    faces: [1, 2, 3].map((n) => FACE_FIELDS.map((f) => `${prefix}face${n}_${f}`)),
  };
});
const PAIRS = [[1, 2], [1, 3], [2, 3]].map(([i, j], idx) => {
  const p = `faces_similarity${idx + 1}`;
  return { i, j, same: p, image1: `${p}_image1`, image2: `${p}_image2`, box1: `${p}_image1_bounding_box`, box2: `${p}_image2_bounding_box` };
});

/**
 * The image/face family: one image per available source (at most 3), 0..3 faces each (face fields of absent faces
 * are null), and a similarity pair for each pair of images that both show a face. The fields start null.
 */
export function applyImages(out: Out, c: Ctx, sources: readonly string[]): void {
  const faces = [0, 0, 0];
  for (let k = 0; k < sources.length && k < 3; k++) {
    const keys = IMAGE_KEYS[k];
    const nFaces = c.rng.chance(0.8) ? 1 : c.rng.int(0, 3);
    faces[k] = nFaces;
    out[keys.source] = sources[k];
    out[keys.labels] = labelPairs(c, c.rng.int(2, 5));
    for (let n = 0; n < nFaces; n++) {
      const [labels, box, age, celebrity] = keys.faces[n];
      out[labels] = labelPairs(c, c.rng.int(2, 4));
      out[box] = boundingBox(c);
      out[age] = ageRange(c);
      out[celebrity] = false;
    }
  }
  for (const p of PAIRS) {
    if (faces[p.i - 1] === 0 || faces[p.j - 1] === 0) continue;
    out[p.same] = !c.risky || c.rng.chance(0.3);
    out[p.image1] = imageUrl(c, `${sources[p.i - 1]}-${p.i}`);
    out[p.image2] = imageUrl(c, `${sources[p.j - 1]}-${p.j}`);
    out[p.box1] = boundingBox(c);
    out[p.box2] = boundingBox(c);
  }
}

const COMPANY_KEYS = [
  'company_name', 'company_description', 'company_industry', 'company_keywords', 'company_logo', 'company_country',
  'company_twitter_url', 'company_facebook_url', 'company_linkedin_url', 'company_tech_stack', 'company_employees',
  'company_founded', 'company_annual_revenue', 'company_total_funding', 'company_job_title', 'company_domain',
] as const;

/** Clear every company_* field of `out` when no company is known. */
export function clearCompany(out: Out): void {
  for (const k of COMPANY_KEYS) if (k in out) out[k] = null;
}

/** Null out fields of `out` named by `keys`. */
export function clear(out: Out, keys: readonly string[]): void {
  for (const k of keys) out[k] = null;
}

/** Set a `first_seen` / `first_seen_days` pair. */
export function applyFirstSeen(out: Out, c: Ctx): void {
  const d = daysAgo(c, c.risky ? 0 : 200, c.risky ? 60 : 3000);
  out.first_seen = d.day;
  out.first_seen_days = d.days;
}

export const CONFIDENCES = ['LOW', 'MEDIUM', 'HIGH'] as const;

/**
 * `to_name` and `to_username` (with `has_to_username_confidence`) of the person behind an email or a phone: the
 * username is the person's slugged first and last name joined by `usernameJoin`.
 */
export function applyToNameAndUsername(out: Out, c: Ctx, usernameJoin: string): void {
  const conf = () => c.rng.pick(CONFIDENCES);
  out.to_name = c.rng.chance(c.risky ? 0.3 : 0.7) ? JSON.stringify({ first_name: c.person.first, last_name: c.person.last, confidence: conf() }) : null;
  if (out.has_to_username) {
    const confidence = out.has_to_username_confidence ?? conf();
    out.has_to_username_confidence = confidence;
    out.to_username = JSON.stringify({ value: `${slug(c.person.first)}${usernameJoin}${slug(c.person.last)}`, confidence });
  } else {
    out.has_to_username_confidence = null;
    out.to_username = null;
  }
}
