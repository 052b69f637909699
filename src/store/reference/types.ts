/**
 * What the imported reference data (src/reference: the datasets, the IP lists' refresh, the device catalogue) asks of
 * storage: rows in, rows out. The readers and writers in src/reference decide what a row means (keys, aggregation, the
 * best match, which ranges a refresh owns); the SQL is ./repository.ts (reads and the IP lists' rows), ./queries.ts
 * (the per-call reads compiled once per database) and ./upsert.ts (the import's writes). Reads take the database or
 * an open transaction (`exec`); the per-call reads also run synchronously on the SQLite connection (`sync`), for the
 * engines' one read transaction (src/products/read-now.ts).
 */
import type { Db, Executor, SqliteDatabase, Tx } from '../db.js';
import type { BreachRecordsTable, DeviceCatalogueTable, IpListEntriesTable, PhoneMnpTable, PhoneNamesTable, PresenceTable } from '../schema.js';
import type { CompiledRead } from './queries.js';

export type { CompiledRead } from './queries.js';

/** The datasets whose readers ask whether the table holds a row (src/reference/datasets/loaded.ts). */
export type LoadedDataset = 'breaches' | 'phone-names' | 'mnp' | 'disposable-phones' | 'presence';

/** One row of `disposable_phones` as the lookup reads it. */
export interface DisposableRow {
  readonly pattern: string;
  readonly is_range: number;
  readonly provider: string;
}

/** The imported columns of one device (`device_catalogue`). */
export type DeviceCatalogueRow = Pick<DeviceCatalogueTable, 'release_year' | 'screen_width' | 'screen_height' | 'price_usd'>;

/** One stored IP list entry as the engines' index is built from it. */
export type IpListPageRow = Pick<IpListEntriesTable, 'key' | 'family' | 'start_hex' | 'end_hex' | 'kind' | 'provider' | 'proxy_type' | 'last_reported'>;

export interface DatasetRows {
  /**
   * SQLite: the counter of the phone datasets' changes (`phone_datasets_version`, moved by triggers in the transaction
   * of every insert, update or delete of breach_records, phone_names, phone_mnp, disposable_phones and presence), read
   * at once on the connection of `db`: within one read transaction, the same counter means the same rows.
   */
  phoneDatasetsVersionSync(db: Db, sqlite: SqliteDatabase): number;
  /**
   * The same counter read through Kysely (negative when the database has no counter). PostgreSQL, outside a transaction:
   * a shared read (store/batch.ts), so it travels in the statement of the other reads waiting at the same time (a phone
   * call's graph profile, its datasets' reads) and is read in that statement's snapshot.
   */
  phoneDatasetsVersion(exec: Executor): Promise<number>;
  /**
   * SQLite: the keys under which dataset `dataset` (mnp, presence, disposable-phones) holds rows (phones; for
   * disposable-phones every pattern, numbers and range prefixes alike), in key order, at most `limit` of them after
   * `after` (null: from the first), read at once on the connection (the caller reads the counter in the same read
   * transaction and reads the keys in slices: src/products/phone/absent-keys.ts).
   */
  phoneDatasetKeysAfterSync(dataset: 'mnp' | 'presence' | 'disposable-phones', after: string | null, limit: number, db: Db, sqlite: SqliteDatabase): string[];
  /** SQLite: the key `skip` keys on after `after` (0: the first after it), without reading the keys before it out; undefined past the last. */
  phoneDatasetKeyAtSync(dataset: 'mnp' | 'presence' | 'disposable-phones', after: string | null, skip: number, db: Db, sqlite: SqliteDatabase): string | undefined;
  /** SQLite: how many keys follow `after`, counted up to `limit`. */
  phoneDatasetKeyCountSync(dataset: 'mnp' | 'presence' | 'disposable-phones', after: string | null, limit: number, db: Db, sqlite: SqliteDatabase): number;
  /** Whether the dataset's table holds any row (one `limit 1` read). */
  loaded(dataset: LoadedDataset, exec: Executor): Promise<boolean>;
  /**
   * The per-call reads by key (E.164 digits or a lower-case email), compiled once per database; on PostgreSQL outside
   * a transaction, a shared read of concurrent calls (store/batch.ts).
   */
  readonly breachesByPhone: CompiledRead<[string], BreachRecordsTable>;
  readonly breachesByEmail: CompiledRead<[string], BreachRecordsTable>;
  readonly phoneNames: CompiledRead<[string], PhoneNamesTable>;
  readonly mnp: CompiledRead<[string], PhoneMnpTable>;
  readonly presenceByPhone: CompiledRead<[string], PresenceTable>;
  readonly presenceByEmail: CompiledRead<[string], PresenceTable>;
  /** The breach records of a phone or an email (a lookup given both). */
  breachesByPhoneOrEmail(phone: string, email: string, exec: Executor): Promise<BreachRecordsTable[]>;
  /**
   * The disposable rows that may list a number: its exact row and the range rows of its `prefixes` (each of its
   * leading digits from the third). PostgreSQL outside a transaction: a shared read, which answers undefined for none.
   */
  disposable(digits: string, prefixes: readonly string[], exec: Executor): Promise<DisposableRow[] | undefined>;
  /** SQLite: `disposable` at once on the connection of `db`. */
  disposableSync(digits: string, prefixes: readonly string[], db: Db, sqlite: SqliteDatabase): DisposableRow[];
  /** The imported row of one device by its normalized brand and model. */
  device(brandKey: string, modelKey: string, exec: Executor): Promise<DeviceCatalogueRow | undefined>;
}

export interface IpListRows {
  /** Move `ip_list_state.generation` (made at 1 by the first import): every engine reloads its index. */
  bumpGeneration(tx: Tx): Promise<void>;
  /** The stored generation (0 before any import). */
  generation(exec: Executor): Promise<number>;
  /** Stored entries per address family. */
  familyCounts(exec: Executor): Promise<{ family: number; n: number }[]>;
  /** Every stored entry in pages of `pageSize` by key (keyset pagination: the same on SQLite and PostgreSQL). */
  pages(exec: Executor, pageSize: number): AsyncGenerator<IpListPageRow[]>;
  /** The keys of the entries of one (kind, provider): what one refreshed source owns. */
  keysOf(kind: string, provider: string, exec: Executor): Promise<string[]>;
  /** Delete entries by key (at most a chunk's worth at a time: the caller splits). */
  deleteKeys(keys: readonly string[], tx: Tx): Promise<void>;
}

/** Where an import writes its batches (./upsert.ts openImport). */
export interface DatasetImport {
  /** Whether the import holds a connection of the pool (PostgreSQL), given back by `release`. */
  readonly held: boolean;
  /** One batch's writes in one transaction (PostgreSQL: on the held connection, with the COPY staging). */
  batch<T>(write: (tx: Tx) => Promise<T>): Promise<T>;
  /** After the last batch: the staging tables are dropped (the connection goes back as it was taken). */
  finish(): Promise<void>;
  /** Gives the held connection back; `broken`: close it instead (a failed import: its state is unknown). */
  release(broken: boolean): void;
}
