/**
 * Dataset `disposable-phones`: numbers, or ranges given by their leading digits, of temporary / receive-SMS-online
 * services, with the provider name. Read by `disposableFor` with one indexed query over the number's prefixes.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest } from './import.js';
import { datasetRows, upsertChanged, type DisposableRow } from '../../store/reference/index.js';
import { PhoneField, phoneKey } from './phone-fields.js';
import type { DatasetDef } from './types.js';

export const DisposablePhoneRow = Type.Object(
  {
    number: Type.Optional(PhoneField('One disposable number (E.164 digits)')),
    range: Type.Optional(Type.String({ pattern: '^\\+?[1-9][0-9]{2,14}$', description: 'Leading digits (country code first) of a disposable range' })),
    provider: Type.String({ minLength: 1, maxLength: 200, description: 'Temporary phone provider, e.g. receive-smss.com' }),
  },
  { additionalProperties: false },
);
export type DisposablePhoneRow = Static<typeof DisposablePhoneRow>;

export const disposablePhonesDataset: DatasetDef<typeof DisposablePhoneRow> = {
  name: 'disposable-phones',
  description: 'Disposable phone numbers or number ranges with their provider (feeds is_disposable)',
  row: DisposablePhoneRow,
  csv: { number: 'string', range: 'string', provider: 'string' },
  check(row) {
    if ((row.number === undefined) === (row.range === undefined)) return 'give exactly one of number or range';
    return null;
  },
  async write(rows: readonly DisposablePhoneRow[], tx: Tx) {
    const records = rows.map((r) => {
      const isRange = r.range !== undefined ? 1 : 0;
      const pattern = phoneKey(r.range ?? r.number ?? '');
      return { pattern, is_range: isRange, provider: r.provider, row_hash: digest([isRange, r.provider]) };
    });
    return { changed: await upsertChanged(tx, 'disposable_phones', ['pattern'], records) };
  },
};

export interface DisposableMatch {
  readonly provider: string;
  /** The stored number or range prefix that matched. */
  readonly pattern: string;
  readonly is_range: boolean;
}

export function disposableLoaded(db: Executor): Promise<boolean> {
  return datasetRows.loaded('disposable-phones', db);
}

/**
 * The exact number, else the longest range prefix, that lists this number (E.164 digits); null when none. One indexed
 * read of the number and its prefixes (on PostgreSQL a shared read of concurrent calls: store/reference).
 */
export async function disposableFor(phone: string, db: Executor): Promise<DisposableMatch | null> {
  const digits = phoneKey(phone);
  const prefixes: string[] = [];
  for (let i = 3; i < digits.length; i++) prefixes.push(digits.slice(0, i));
  return bestMatch(digits, (await datasetRows.disposable(digits, prefixes, db)) ?? []);
}

/** SQLite: `disposableFor` run at once on the connection of `db`. */
export function disposableForSync(phone: string, db: Db, sqlite: SqliteDatabase): DisposableMatch | null {
  const digits = phoneKey(phone);
  const prefixes: string[] = [];
  for (let i = 3; i < digits.length; i++) prefixes.push(digits.slice(0, i));
  return bestMatch(digits, datasetRows.disposableSync(digits, prefixes, db, sqlite));
}

function bestMatch(digits: string, rows: DisposableRow[]): DisposableMatch | null {
  if (rows.length === 0) return null;
  const exact = rows.find((r) => r.pattern === digits);
  const best = exact ?? rows.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  return { provider: best.provider, pattern: best.pattern, is_range: best.is_range === 1 };
}
