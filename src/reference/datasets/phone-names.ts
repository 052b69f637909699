/**
 * Dataset `phone-names`: names observed for a phone number, each with the city, date of birth and address seen
 * with it and how many sources reported that combination. Read by `phoneNamesFor`, which aggregates the counts
 * into the lists of the phone-to-name lookup (aggregated and attributed, each sorted by count).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest } from './import.js';
import { datasetRows, upsertChanged } from '../../store/reference/index.js';
import { DayField, PhoneField, orNull, phoneKey } from './phone-fields.js';
import type { PhoneNamesTable } from '../../store/schema.js';
import type { DatasetDef } from './types.js';

const Str = (description: string, maxLength = 200) => Type.String({ minLength: 1, maxLength, description });

export const PhoneNameRow = Type.Object(
  {
    phone: PhoneField(),
    first_name: Str('First name'),
    last_name: Str('Last name'),
    city: Type.Optional(Str('City seen with this name')),
    dob: Type.Optional(DayField('Date of birth seen with this name, YYYY-MM-DD')),
    address: Type.Optional(Str('Address seen with this name', 500)),
    sources: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'How many sources reported it (default 1)' })),
  },
  { additionalProperties: false },
);
export type PhoneNameRow = Static<typeof PhoneNameRow>;

export const phoneNamesDataset: DatasetDef<typeof PhoneNameRow> = {
  name: 'phone-names',
  description: 'Names seen for phone numbers, with city, date of birth, address and source count (feeds phone-to-name)',
  row: PhoneNameRow,
  csv: { phone: 'string', first_name: 'string', last_name: 'string', city: 'string', dob: 'string', address: 'string', sources: 'integer' },
  async write(rows: readonly PhoneNameRow[], tx: Tx) {
    const records = rows.map((r) => {
      const phone = phoneKey(r.phone);
      const rec = {
        phone,
        first_name: r.first_name,
        last_name: r.last_name,
        city: orNull(r.city),
        dob: orNull(r.dob),
        address: orNull(r.address),
        sources: r.sources ?? 1,
      };
      return { key: digest([r.first_name, r.last_name, rec.city, rec.dob, rec.address]), ...rec, row_hash: digest(Object.values(rec)) };
    });
    return { changed: await upsertChanged(tx, 'phone_names', ['phone', 'key'], records) };
  },
};

export interface NameCount {
  readonly first_name: string;
  readonly last_name: string;
  readonly count: number;
}
export interface ValueCount {
  readonly value: string;
  readonly count: number;
}
export interface NamedValueCount extends NameCount {
  readonly value: string;
}

export interface PhoneNames {
  /** Total source count over every row of the number. */
  readonly total: number;
  readonly names: NameCount[];
  readonly names_cities: (NameCount & { city: string })[];
  readonly cities: ValueCount[];
  readonly names_dobs: ValueCount[];
  readonly names_with_dobs: NamedValueCount[];
  readonly names_addresses: ValueCount[];
  readonly names_with_addresses: NamedValueCount[];
}

export function phoneNamesLoaded(db: Executor): Promise<boolean> {
  return datasetRows.loaded('phone-names', db);
}

const byCount = <T extends { count: number }>(key: (x: T) => string) => (a: T, b: T) => b.count - a.count || key(a).localeCompare(key(b));

/** Aggregated and attributed name lists of one number (E.164 digits); null when the number has no row. */
export async function phoneNamesFor(phone: string, db: Executor): Promise<PhoneNames | null> {
  return aggregateNames(await datasetRows.phoneNames(db, phoneKey(phone)));
}

/** SQLite: `phoneNamesFor` run at once on the connection of `db`. */
export function phoneNamesForSync(phone: string, db: Db, sqlite: SqliteDatabase): PhoneNames | null {
  return aggregateNames(datasetRows.phoneNames.sync(db, sqlite, phoneKey(phone)));
}

function aggregateNames(rows: PhoneNamesTable[]): PhoneNames | null {
  if (rows.length === 0) return null;
  const names = new Map<string, number>();
  const namesCities = new Map<string, number>();
  const cities = new Map<string, number>();
  const dobs = new Map<string, number>();
  const namesDobs = new Map<string, number>();
  const addresses = new Map<string, number>();
  const namesAddresses = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  let total = 0;
  for (const r of rows) {
    const n = r.sources;
    total += n;
    add(names, JSON.stringify([r.first_name, r.last_name]), n);
    if (r.city !== null) {
      add(cities, r.city, n);
      add(namesCities, JSON.stringify([r.first_name, r.last_name, r.city]), n);
    }
    if (r.dob !== null) {
      add(dobs, r.dob, n);
      add(namesDobs, JSON.stringify([r.first_name, r.last_name, r.dob]), n);
    }
    if (r.address !== null) {
      add(addresses, r.address, n);
      add(namesAddresses, JSON.stringify([r.first_name, r.last_name, r.address]), n);
    }
  }
  const values = (m: Map<string, number>) =>
    [...m.entries()].map(([value, count]) => ({ value, count })).sort(byCount<ValueCount>((x) => x.value));
  const triples = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([k, count]) => {
        const [first_name, last_name, value] = JSON.parse(k) as string[];
        return { first_name, last_name, value, count };
      })
      .sort(byCount<NamedValueCount>((x) => `${x.last_name} ${x.first_name} ${x.value}`));
  return {
    total,
    names: triples(names).map(({ first_name, last_name, count }) => ({ first_name, last_name, count })),
    names_cities: triples(namesCities).map(({ first_name, last_name, value, count }) => ({ first_name, last_name, city: value, count })),
    cities: values(cities),
    names_dobs: values(dobs),
    names_with_dobs: triples(namesDobs),
    names_addresses: values(addresses),
    names_with_addresses: triples(namesAddresses),
  };
}

/** Confidence of the best name: its share of all sources and its own source count (docs/phone.md). */
export type NameConfidence = 'LOW' | 'MEDIUM' | 'HIGH';
export const NAME_CONFIDENCE = { high: { count: 5, share: 0.75 }, medium: { count: 2, share: 0.5 } } as const;

export function nameConfidence(best: NameCount, total: number): NameConfidence {
  const share = total > 0 ? best.count / total : 0;
  if (best.count >= NAME_CONFIDENCE.high.count && share >= NAME_CONFIDENCE.high.share) return 'HIGH';
  if (best.count >= NAME_CONFIDENCE.medium.count && share >= NAME_CONFIDENCE.medium.share) return 'MEDIUM';
  return 'LOW';
}
