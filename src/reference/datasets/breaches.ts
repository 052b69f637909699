/**
 * Dataset `breaches`: one record per (breach, phone and/or email) with what the breach exposed about that person.
 * Read by phone (by number) and email (by address) through `breachesFor`, which merges the records of one breach
 * into one entry and aggregates the exposed names, emails, phones, cities, dates of birth and addresses with counts.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest } from './import.js';
import { datasetRows, upsertChanged } from '../../store/reference/index.js';
import { DayField, EmailField, PhoneField, emailKey, orNull, phoneKey } from './phone-fields.js';
import type { BreachRecordsTable } from '../../store/schema.js';
import type { DatasetDef } from './types.js';

const Str = (description: string, maxLength = 500) => Type.String({ minLength: 1, maxLength, description });
const List = (description: string) => Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 100, description });

export const BreachRow = Type.Object(
  {
    phone: Type.Optional(PhoneField('Phone of the person in the breach (E.164 digits)')),
    email: Type.Optional(EmailField('Email of the person in the breach')),
    breach_id: Str('Stable identifier of the breach, e.g. canva-2019', 200),
    title: Str('Breach title, e.g. Canva', 200),
    date: DayField('Date of the breach, YYYY-MM-DD'),
    first_name: Type.Optional(Str('Exposed first name', 200)),
    last_name: Type.Optional(Str('Exposed last name', 200)),
    emails: Type.Optional(List('Exposed emails')),
    phones: Type.Optional(List('Exposed phone numbers')),
    cities: Type.Optional(List('Exposed cities')),
    dob: Type.Optional(DayField('Exposed date of birth, YYYY-MM-DD')),
    address: Type.Optional(Str('Exposed postal address')),
  },
  { additionalProperties: false },
);
export type BreachRow = Static<typeof BreachRow>;

export const breachesDataset: DatasetDef<typeof BreachRow> = {
  name: 'breaches',
  description: 'Data breach records keyed by phone and/or email (feeds data_breaches_* and phone-data-breaches)',
  row: BreachRow,
  csv: {
    phone: 'string', email: 'string', breach_id: 'string', title: 'string', date: 'string', first_name: 'string',
    last_name: 'string', emails: 'list', phones: 'list', cities: 'list', dob: 'string', address: 'string',
  },
  check(row) {
    return row.phone === undefined && row.email === undefined ? 'a breach record needs a phone or an email' : null;
  },
  async write(rows: readonly BreachRow[], tx: Tx) {
    const records = rows.map((r) => {
      const first_name = orNull(r.first_name);
      const last_name = orNull(r.last_name);
      const emails = r.emails ? JSON.stringify(r.emails.map(emailKey)) : null;
      const phones = r.phones ? JSON.stringify(r.phones.map(phoneKey)) : null;
      const cities = r.cities ? JSON.stringify(r.cities) : null;
      const dob = orNull(r.dob);
      const address = orNull(r.address);
      // The digest is of the stored content in this column order (the hashes already stored were made so).
      const row_hash = digest([r.title, r.date, first_name, last_name, emails, phones, cities, dob, address]);
      return {
        phone: r.phone === undefined ? '' : phoneKey(r.phone),
        email: r.email === undefined ? '' : emailKey(r.email),
        breach_id: r.breach_id,
        title: r.title,
        breach_date: r.date,
        first_name,
        last_name,
        emails,
        phones,
        cities,
        dob,
        address,
        row_hash,
      };
    });
    return { changed: await upsertChanged(tx, 'breach_records', ['phone', 'email', 'breach_id'], records) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Reading

export interface BreachName {
  readonly first_name: string;
  readonly last_name: string;
}

/** One breach as the lookups return it; optional fields are present only when the breach exposed them. */
export interface BreachEntry {
  readonly id: string;
  readonly date: string;
  readonly title: string;
  readonly names?: BreachName[];
  readonly emails?: string[];
  readonly phones?: string[];
  readonly cities?: string[];
  readonly dob?: string;
  readonly address?: string;
}

export interface Counted {
  readonly value: string;
  readonly count: number;
}

export interface BreachLists {
  readonly names: (BreachName & { count: number })[];
  readonly names_cities: (BreachName & { city: string; count: number })[];
  readonly emails: Counted[];
  readonly phones: Counted[];
  readonly cities: Counted[];
  readonly dobs: Counted[];
  readonly addresses: Counted[];
}

export interface BreachAggregate {
  /** Distinct breaches. */
  readonly count: number;
  readonly first_breach: string | null;
  readonly last_breach: string | null;
  /** Oldest first. */
  readonly entries: BreachEntry[];
  readonly lists: BreachLists;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function addCount(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function sortedCounts(map: Map<string, number>): Counted[] {
  return [...map.entries()].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** True when at least one breach record was ever imported (fields stay null otherwise). */
export function breachesLoaded(db: Executor): Promise<boolean> {
  return datasetRows.loaded('breaches', db);
}

const breachRowsByPhone = datasetRows.breachesByPhone;
const breachRowsByEmail = datasetRows.breachesByEmail;

/** Every breach the phone (E.164 digits, `+` tolerated) and/or the email appear in, merged per breach. */
export async function breachesFor(subject: { phone?: string; email?: string }, db: Executor): Promise<BreachAggregate> {
  const phone = subject.phone ? phoneKey(subject.phone) : undefined;
  const email = subject.email ? emailKey(subject.email) : undefined;
  if (phone === undefined && email === undefined) throw new Error('breachesFor needs a phone or an email');
  const rows =
    email === undefined
      ? await breachRowsByPhone(db, phone!)
      : phone === undefined
        ? await breachRowsByEmail(db, email)
        : await datasetRows.breachesByPhoneOrEmail(phone, email, db);
  return aggregateBreaches(rows);
}

/** SQLite: `breachesFor({ phone })` run at once on the connection of `db` (the phone engine's one read transaction). */
export function breachesForPhoneSync(phone: string, db: Db, sqlite: SqliteDatabase): BreachAggregate {
  return aggregateBreaches(breachRowsByPhone.sync(db, sqlite, phoneKey(phone)));
}

/** SQLite: `breachesFor({ email })` run at once on the connection of `db` (the email engine's one read transaction). */
export function breachesForEmailSync(email: string, db: Db, sqlite: SqliteDatabase): BreachAggregate {
  return aggregateBreaches(breachRowsByEmail.sync(db, sqlite, emailKey(email)));
}

function aggregateBreaches(rows: BreachRecordsTable[]): BreachAggregate {
  // Oldest first, ties by id in code-unit order: sorted here, not by ORDER BY, whose text order follows the
  // database collation (PostgreSQL's en_US and SQLite's BINARY order "canva-2019" and "canva2019" differently).
  rows.sort((a, b) => cmp(a.breach_date, b.breach_date) || cmp(a.breach_id, b.breach_id) || cmp(a.phone, b.phone) || cmp(a.email, b.email));

  interface Acc { id: string; date: string; title: string; names: Map<string, BreachName>; emails: Set<string>; phones: Set<string>; cities: Set<string>; dob?: string; address?: string }
  const byBreach = new Map<string, Acc>();
  const names = new Map<string, number>();
  const namesCities = new Map<string, number>();
  const emails = new Map<string, number>();
  const phones = new Map<string, number>();
  const cities = new Map<string, number>();
  const dobs = new Map<string, number>();
  const addresses = new Map<string, number>();
  for (const r of rows) {
    let acc = byBreach.get(r.breach_id);
    if (!acc) {
      acc = { id: r.breach_id, date: r.breach_date, title: r.title, names: new Map(), emails: new Set(), phones: new Set(), cities: new Set() };
      byBreach.set(r.breach_id, acc);
    }
    const recCities: string[] = r.cities ? JSON.parse(r.cities) : [];
    if (r.first_name !== null || r.last_name !== null) {
      const n = { first_name: r.first_name ?? '', last_name: r.last_name ?? '' };
      const k = JSON.stringify([n.first_name, n.last_name]);
      acc.names.set(k, n);
      addCount(names, k);
      for (const c of recCities) addCount(namesCities, JSON.stringify([n.first_name, n.last_name, c]));
    }
    const recEmails = new Set<string>(r.emails ? JSON.parse(r.emails) : []);
    if (r.email !== '') recEmails.add(r.email);
    for (const e of recEmails) {
      acc.emails.add(e);
      addCount(emails, e);
    }
    const recPhones = new Set<string>(r.phones ? JSON.parse(r.phones) : []);
    if (r.phone !== '') recPhones.add(r.phone);
    for (const p of recPhones) {
      acc.phones.add(p);
      addCount(phones, p);
    }
    for (const c of recCities) {
      acc.cities.add(c);
      addCount(cities, c);
    }
    if (r.dob !== null) {
      acc.dob ??= r.dob;
      addCount(dobs, r.dob);
    }
    if (r.address !== null) {
      acc.address ??= r.address;
      addCount(addresses, r.address);
    }
  }
  const entries: BreachEntry[] = [...byBreach.values()].map((a) => ({
    id: a.id,
    date: a.date,
    title: a.title,
    ...(a.names.size > 0 ? { names: [...a.names.values()] } : {}),
    ...(a.emails.size > 0 ? { emails: [...a.emails] } : {}),
    ...(a.phones.size > 0 ? { phones: [...a.phones] } : {}),
    ...(a.cities.size > 0 ? { cities: [...a.cities] } : {}),
    ...(a.dob !== undefined ? { dob: a.dob } : {}),
    ...(a.address !== undefined ? { address: a.address } : {}),
  }));
  const named = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([k, count]) => {
        const [first_name, last_name, city] = JSON.parse(k) as string[];
        return { first_name, last_name, city, count };
      })
      .sort((a, b) => b.count - a.count || `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
  return {
    count: entries.length,
    first_breach: entries.length > 0 ? entries[0].date : null,
    last_breach: entries.length > 0 ? entries[entries.length - 1].date : null,
    entries,
    lists: {
      names: named(names).map(({ first_name, last_name, count }) => ({ first_name, last_name, count })),
      names_cities: named(namesCities),
      emails: sortedCounts(emails),
      phones: sortedCounts(phones),
      cities: sortedCounts(cities),
      dobs: sortedCounts(dobs),
      addresses: sortedCounts(addresses),
    },
  };
}
