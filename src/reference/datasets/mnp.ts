/**
 * Dataset `mnp` (mobile number portability): per number, its current network, the original one when known,
 * and its porting history. Read by `mnpFor`.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest } from './import.js';
import { datasetRows, upsertChanged } from '../../store/reference/index.js';
import { DayField, PhoneField, orNull, phoneKey } from './phone-fields.js';
import type { PhoneMnpTable } from '../../store/schema.js';
import type { DatasetDef } from './types.js';

const Str = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });

export const MnpRow = Type.Object(
  {
    phone: PhoneField(),
    current_network_name: Type.Optional(Str('Operator serving the number now')),
    current_network_code: Type.Optional(Str('Code (MCC-MNC or national routing code) of the current operator')),
    original_network_name: Type.Optional(Str('Operator the number range was assigned to')),
    original_network_code: Type.Optional(Str('Code of the original operator')),
    ported_times: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'Operator changes' })),
    first_ported: Type.Optional(DayField('First porting date, YYYY-MM-DD')),
    last_ported: Type.Optional(DayField('Last porting date, YYYY-MM-DD')),
  },
  { additionalProperties: false },
);
export type MnpRow = Static<typeof MnpRow>;

export const mnpDataset: DatasetDef<typeof MnpRow> = {
  name: 'mnp',
  description: 'Number portability: current and original network and porting history per number (feeds phone-mnp)',
  row: MnpRow,
  csv: {
    phone: 'string', current_network_name: 'string', current_network_code: 'string', original_network_name: 'string',
    original_network_code: 'string', ported_times: 'integer', first_ported: 'string', last_ported: 'string',
  },
  check(row) {
    if (row.first_ported && row.last_ported && row.first_ported > row.last_ported) return 'first_ported is after last_ported';
    if (row.ported_times === 0 && (row.first_ported || row.last_ported)) return 'ported_times is 0 but porting dates are given';
    return null;
  },
  async write(rows: readonly MnpRow[], tx: Tx) {
    const records = rows.map((r) => {
      const rec = {
        original_network_name: orNull(r.original_network_name),
        original_network_code: orNull(r.original_network_code),
        current_network_name: orNull(r.current_network_name),
        current_network_code: orNull(r.current_network_code),
        ported_times: orNull(r.ported_times),
        first_ported: orNull(r.first_ported),
        last_ported: orNull(r.last_ported),
      };
      return { phone: phoneKey(r.phone), ...rec, row_hash: digest(Object.values(rec)) };
    });
    return { changed: await upsertChanged(tx, 'phone_mnp', ['phone'], records) };
  },
};

export interface MnpRecord {
  readonly original_network_name: string | null;
  readonly original_network_code: string | null;
  readonly current_network_name: string | null;
  readonly current_network_code: string | null;
  readonly ported_times: number | null;
  readonly first_ported: string | null;
  readonly last_ported: string | null;
}

export function mnpLoaded(db: Executor): Promise<boolean> {
  return datasetRows.loaded('mnp', db);
}

export async function mnpFor(phone: string, db: Executor): Promise<MnpRecord | null> {
  return mnpRecord((await datasetRows.mnp(db, phoneKey(phone)))[0]);
}

/** SQLite: `mnpFor` run at once on the connection of `db`. */
export function mnpForSync(phone: string, db: Db, sqlite: SqliteDatabase): MnpRecord | null {
  return mnpRecord(datasetRows.mnp.sync(db, sqlite, phoneKey(phone))[0]);
}

function mnpRecord(row: PhoneMnpTable | undefined): MnpRecord | null {
  if (!row) return null;
  const { phone: _p, row_hash: _h, ...rec } = row;
  return rec;
}

/**
 * Ported when the record counts at least one operator change, has a porting date, or names a current operator
 * different from the original one; null when the record says nothing either way.
 */
export function isPorted(rec: MnpRecord, originalName: string | null): boolean | null {
  if (rec.ported_times !== null) return rec.ported_times > 0;
  if (rec.first_ported !== null || rec.last_ported !== null) return true;
  if (rec.current_network_code !== null && rec.original_network_code !== null) return rec.current_network_code !== rec.original_network_code;
  const orig = rec.original_network_name ?? originalName;
  if (rec.current_network_name !== null && orig !== null) return rec.current_network_name.toLowerCase() !== orig.toLowerCase();
  return null;
}
