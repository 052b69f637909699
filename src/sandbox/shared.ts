/** The breaches of a synthetic person, shared by the phone dataset source and the phone-data-breaches lookup. */
import { dayOffset, daysAgo, emailOf, fictionPhone, randomPerson, type Ctx } from './plan.js';
import { BREACHES, STREETS } from './vocab.js';

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
