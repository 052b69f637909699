/**
 * The imported reference data's storage (./types.ts): the datasets' reads, the device catalogue's row and the IP
 * lists' rows and generation. One Kysely code for SQLite and PostgreSQL; the per-call reads are compiled once per
 * database (./queries.ts) and, on PostgreSQL, shared by concurrent calls (store/batch.ts).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { SharedRead, type SharedRow } from '../batch.js';
import type { Db, Executor, SqliteDatabase, Tx } from '../db.js';
import type { BreachRecordsTable, PhoneMnpTable, PhoneNamesTable, PresenceTable } from '../schema.js';
import { compiledQuery, keyedRows, type CompiledRead } from './queries.js';
import type { DatasetRows, DeviceCatalogueRow, DisposableRow, IpListPageRow, IpListRows, LoadedDataset } from './types.js';

/** Each dataset's "holds a row?" read: its table and a column of its key. */
const LOADED: Record<LoadedDataset, (exec: Executor) => Promise<unknown>> = {
  breaches: (exec) => exec.selectFrom('breach_records').select('breach_id').limit(1).executeTakeFirst(),
  'phone-names': (exec) => exec.selectFrom('phone_names').select('key').limit(1).executeTakeFirst(),
  mnp: (exec) => exec.selectFrom('phone_mnp').select('phone').limit(1).executeTakeFirst(),
  'disposable-phones': (exec) => exec.selectFrom('disposable_phones').select('pattern').limit(1).executeTakeFirst(),
  presence: (exec) => exec.selectFrom('presence').select('subject').limit(1).executeTakeFirst(),
};

/** The lookup of a number with `n` range prefixes (one compiled query per prefix count: numbers have few lengths). */
const disposableQueries = new Map<number, CompiledRead<[string, ...string[]], DisposableRow>>();
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

/**
 * PostgreSQL: a shared read (store/batch.ts): every number and range prefix of the numbers of concurrent calls in one
 * `= any($1)` fragment; each number then takes its own exact row and the range rows of its prefixes.
 */
const disposableShared = new SharedRead<string, DisposableRow[]>({
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

/** The counter of the phone datasets' changes (migration 0210): one row by its key. */
const phoneVersionRead = compiledQuery(0, (db) => db.selectFrom('phone_datasets_version').select('version').where('id', '=', 1));
/** PostgreSQL: the counter as a shared read (one key: every call waiting in a flush shares the one row). */
const phoneVersionShared = new SharedRead<string, number>({
  id: (k) => k,
  fragment: () => sql<SharedRow>`select '1' as k, to_jsonb(version) as v from phone_datasets_version where id = 1`,
  collect: (rows) => new Map(rows.map((r) => [r.k, Number(r.v)])),
});

type SideDataset = 'mnp' | 'presence' | 'disposable-phones';
/**
 * The keys of a side dataset after a key (`first`: from the first key on), in its key index's order (a walk of that
 * index alone): read in slices by src/products/phone/absent-keys.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one builder type for the three tables' key reads
type KeyRead = SelectQueryBuilder<any, any, { k: string }>;
function sideKeys(db: Db, dataset: SideDataset, after: string, first: boolean): KeyRead {
  switch (dataset) {
    case 'mnp':
      return db.selectFrom('phone_mnp').select('phone as k').where('phone', first ? '>=' : '>', after).orderBy('phone');
    case 'presence':
      return db.selectFrom('presence').select('subject as k').distinct().where('subject_kind', '=', 'phone').where('subject', first ? '>=' : '>', after).orderBy('subject');
    case 'disposable-phones':
      return db.selectFrom('disposable_phones').select('pattern as k').where('pattern', first ? '>=' : '>', after).orderBy('pattern');
  }
}
/** Per dataset and `first`: up to `limit` keys; the key `skip` keys on (not reading those before it out); how many keys, up to `limit`. */
function sideKeyReads(dataset: SideDataset, first: boolean) {
  return {
    keys: compiledQuery(2, (db, after: string, limit: number) => sideKeys(db, dataset, after, first).limit(limit)),
    keyAt: compiledQuery(2, (db, after: string, skip: number) => sideKeys(db, dataset, after, first).limit(1).offset(skip)),
    count: compiledQuery(2, (db, after: string, limit: number) =>
      db.selectFrom(sideKeys(db, dataset, after, first).limit(limit).as('t')).select(sql<number>`count(*)`.as('n'))),
  };
}
const SIDE_KEY_READS = {
  mnp: [sideKeyReads('mnp', false), sideKeyReads('mnp', true)],
  presence: [sideKeyReads('presence', false), sideKeyReads('presence', true)],
  'disposable-phones': [sideKeyReads('disposable-phones', false), sideKeyReads('disposable-phones', true)],
} as const;
/** `after` null: from the first key (every key is at least the empty text). */
const sideReads = (dataset: SideDataset, after: string | null) => SIDE_KEY_READS[dataset][after === null ? 1 : 0];

export const datasetRows: DatasetRows = {
  phoneDatasetsVersionSync(db: Db, sqlite: SqliteDatabase): number {
    const row = phoneVersionRead.sync(db, sqlite)[0];
    return row ? Number(row.version) : -1;
  },
  phoneDatasetKeysAfterSync(dataset: SideDataset, after: string | null, limit: number, db: Db, sqlite: SqliteDatabase): string[] {
    return sideReads(dataset, after).keys.sync(db, sqlite, after ?? '', limit).map((r) => r.k);
  },
  phoneDatasetKeyAtSync(dataset: SideDataset, after: string | null, skip: number, db: Db, sqlite: SqliteDatabase): string | undefined {
    return sideReads(dataset, after).keyAt.sync(db, sqlite, after ?? '', skip)[0]?.k;
  },
  phoneDatasetKeyCountSync(dataset: SideDataset, after: string | null, limit: number, db: Db, sqlite: SqliteDatabase): number {
    return Number(sideReads(dataset, after).count.sync(db, sqlite, after ?? '', limit)[0]?.n ?? 0);
  },
  async phoneDatasetsVersion(exec: Executor): Promise<number> {
    const part = phoneVersionShared.of(exec);
    if (part) return (await part.get('1')) ?? -1;
    const row = (await phoneVersionRead(exec))[0];
    return row ? Number(row.version) : -1;
  },
  async loaded(dataset: LoadedDataset, exec: Executor): Promise<boolean> {
    return (await LOADED[dataset](exec)) !== undefined;
  },
  breachesByPhone: keyedRows<BreachRecordsTable>('breach_records', 'phone'),
  breachesByEmail: keyedRows<BreachRecordsTable>('breach_records', 'email'),
  phoneNames: keyedRows<PhoneNamesTable>('phone_names', 'phone'),
  mnp: keyedRows<PhoneMnpTable>('phone_mnp', 'phone'),
  presenceByPhone: keyedRows<PresenceTable>('presence', 'subject', { subject_kind: 'phone' }),
  presenceByEmail: keyedRows<PresenceTable>('presence', 'subject', { subject_kind: 'email' }),
  breachesByPhoneOrEmail(phone: string, email: string, exec: Executor): Promise<BreachRecordsTable[]> {
    return exec
      .selectFrom('breach_records')
      .selectAll()
      .where((eb) => eb.or([eb('phone', '=', phone), eb('email', '=', email)]))
      .execute();
  },
  disposable(digits: string, prefixes: readonly string[], exec: Executor): Promise<DisposableRow[] | undefined> {
    const part = disposableShared.of(exec);
    return part ? part.get(digits) : disposableRows(prefixes.length)(exec, digits, ...prefixes);
  },
  disposableSync(digits: string, prefixes: readonly string[], db: Db, sqlite: SqliteDatabase): DisposableRow[] {
    return disposableRows(prefixes.length).sync(db, sqlite, digits, ...prefixes);
  },
  device(brandKey: string, modelKey: string, exec: Executor): Promise<DeviceCatalogueRow | undefined> {
    return exec
      .selectFrom('device_catalogue')
      .select(['release_year', 'screen_width', 'screen_height', 'price_usd'])
      .where('brand_key', '=', brandKey)
      .where('model_key', '=', modelKey)
      .executeTakeFirst();
  },
};

export const ipListRows: IpListRows = {
  async bumpGeneration(tx: Tx): Promise<void> {
    const now = new Date().toISOString();
    await tx
      .insertInto('ip_list_state')
      .values({ id: 1, generation: 1, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ generation: sql`ip_list_state.generation + 1`, updated_at: now }))
      .execute();
  },
  async generation(exec: Executor): Promise<number> {
    const row = await exec.selectFrom('ip_list_state').select('generation').where('id', '=', 1).executeTakeFirst();
    return row ? Number(row.generation) : 0;
  },
  familyCounts(exec: Executor): Promise<{ family: number; n: number }[]> {
    return exec.selectFrom('ip_list_entries').select(['family', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('family').execute();
  },
  async *pages(exec: Executor, pageSize: number): AsyncGenerator<IpListPageRow[]> {
    let after = '';
    for (;;) {
      const rows = await exec
        .selectFrom('ip_list_entries')
        .select(['key', 'family', 'start_hex', 'end_hex', 'kind', 'provider', 'proxy_type', 'last_reported'])
        .where('key', '>', after)
        .orderBy('key')
        .limit(pageSize)
        .execute();
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1].key;
    }
  },
  async keysOf(kind: string, provider: string, exec: Executor): Promise<string[]> {
    const rows = await exec.selectFrom('ip_list_entries').select('key').where('kind', '=', kind).where('provider', '=', provider).execute();
    return rows.map((r) => r.key);
  },
  async deleteKeys(keys: readonly string[], tx: Tx): Promise<void> {
    await tx.deleteFrom('ip_list_entries').where('key', 'in', keys).execute();
  },
};
