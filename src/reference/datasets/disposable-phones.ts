/**
 * Dataset `disposable-phones`: numbers, or ranges given by their leading digits, of temporary / receive-SMS-online
 * services, with the provider name. Read by `disposableFor` with one indexed query over the number's prefixes.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest, upsertChanged } from './import.js';
import { PhoneField, phoneKey } from './phone-fields.js';
import { sql } from 'kysely';
import { SharedRead, type SharedRow } from '../../store/batch.js';
import { compiledQuery, type CompiledRead } from './queries.js';
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

export async function disposableLoaded(db: Executor): Promise<boolean> {
  return (await db.selectFrom('disposable_phones').select('pattern').limit(1).executeTakeFirst()) !== undefined;
}

/** The lookup of a number with `n` range prefixes (one compiled query per prefix count: numbers have few lengths). */
const disposableQueries = new Map<number, CompiledRead<[string, ...string[]], { pattern: string; is_range: number; provider: string }>>();
function disposableRows(n: number) {
  let q = disposableQueries.get(n);
  if (!q) {
    q = compiledQuery(1 + n, (db, digits: string, ...prefixes: string[]) =>
      db
        .selectFrom('disposable_phones')
        .select(['pattern', 'is_range', 'provider'])
        .where((eb) => {
          const exact = eb('pattern', '=', digits);
          // No range clause without prefixes: `IN ()` is valid SQLite but a syntax error on PostgreSQL.
          return prefixes.length === 0 ? exact : eb.or([exact, eb.and([eb('is_range', '=', 1), eb('pattern', 'in', prefixes)])]);
        }),
    );
    disposableQueries.set(n, q);
  }
  return q;
}

type DisposableRow = { pattern: string; is_range: number; provider: string };
/**
 * PostgreSQL: a shared read (store/batch.ts): every number and range prefix of the numbers of concurrent calls in one
 * `= any($1)` fragment; each number then takes its own exact row and the range rows of its prefixes.
 */
const shared = new SharedRead<string, DisposableRow[]>({
  id: (d) => d,
  fragment: (numbers) => {
    const patterns = new Set<string>();
    for (const d of numbers) {
      patterns.add(d);
      for (let i = 3; i < d.length; i++) patterns.add(d.slice(0, i));
    }
    return sql<SharedRow>`select pattern as k, jsonb_build_object('pattern', pattern, 'is_range', is_range, 'provider', provider) as v
      from disposable_phones where pattern = any(${[...patterns]}::text[])`;
  },
  collect: (found, numbers) => {
    const rows = found.map((r) => r.v as DisposableRow);
    const out = new Map<string, DisposableRow[]>();
    for (const d of numbers) {
      const mine = rows.filter((r) => r.pattern === d || (r.is_range === 1 && r.pattern.length >= 3 && r.pattern.length < d.length && d.startsWith(r.pattern)));
      if (mine.length > 0) out.set(d, mine);
    }
    return out;
  },
});

/** The exact number, else the longest range prefix, that lists this number (E.164 digits); null when none. */
export async function disposableFor(phone: string, db: Executor): Promise<DisposableMatch | null> {
  const digits = phoneKey(phone);
  const prefixes: string[] = [];
  for (let i = 3; i < digits.length; i++) prefixes.push(digits.slice(0, i));
  const part = shared.of(db);
  return bestMatch(digits, part ? ((await part.get(digits)) ?? []) : await disposableRows(prefixes.length)(db, digits, ...prefixes));
}

/** SQLite: `disposableFor` run at once on the connection of `db`. */
export function disposableForSync(phone: string, db: Db, sqlite: SqliteDatabase): DisposableMatch | null {
  const digits = phoneKey(phone);
  const prefixes: string[] = [];
  for (let i = 3; i < digits.length; i++) prefixes.push(digits.slice(0, i));
  return bestMatch(digits, disposableRows(prefixes.length).sync(db, sqlite, digits, ...prefixes));
}

function bestMatch(digits: string, rows: DisposableRow[]): DisposableMatch | null {
  if (rows.length === 0) return null;
  const exact = rows.find((r) => r.pattern === digits);
  const best = exact ?? rows.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  return { provider: best.provider, pattern: best.pattern, is_range: best.is_range === 1 };
}
