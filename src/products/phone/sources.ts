/**
 * The imported datasets the phone engine reads. A dataset never imported leaves its fields null (not false, not 0);
 * whether a table holds any row is cached: once true for good, while false re-checked every few seconds so an
 * import made while the server runs is picked up without a restart.
 */
import type { Db, SqliteDatabase } from '../../store/db.js';
import { datasetRows } from '../../store/reference/index.js';
import { DatasetFlags, type DatasetName } from '../../reference/datasets/loaded.js';
import { breachesFor, breachesForPhoneSync, type BreachAggregate } from '../../reference/datasets/breaches.js';
import { disposableFor, disposableForSync, type DisposableMatch } from '../../reference/datasets/disposable-phones.js';
import { mnpFor, mnpForSync, type MnpRecord } from '../../reference/datasets/mnp.js';
import { phoneNamesFor, phoneNamesForSync, type PhoneNames } from '../../reference/datasets/phone-names.js';
import { presenceFor, presenceForPhoneSync, type PresenceObservation, type PresencePlatform } from '../../reference/datasets/presence.js';
import type { SideDataset } from './absent-keys.js';

export type { DatasetName } from '../../reference/datasets/loaded.js';

/** What the datasets know of one number; `undefined` = the dataset was never imported. */
export interface DatasetFacts {
  breaches?: BreachAggregate;
  names?: PhoneNames | null;
  mnp?: MnpRecord | null;
  disposable?: DisposableMatch | null;
  presence?: Partial<Record<PresencePlatform, PresenceObservation>>;
}

/** The reader of each dataset (by E.164 digits). */
export const datasetReaders = {
  breaches: (digits: string, db: Db) => breachesFor({ phone: digits }, db),
  'phone-names': (digits: string, db: Db) => phoneNamesFor(digits, db),
  mnp: (digits: string, db: Db) => mnpFor(digits, db),
  'disposable-phones': (digits: string, db: Db) => disposableFor(digits, db),
  presence: (digits: string, db: Db) => presenceFor({ phone: digits }, db),
} as const;

/** SQLite: the same readers run at once on the connection of `db`. */
export const datasetReadersSync = {
  breaches: (digits: string, db: Db, sqlite: SqliteDatabase) => breachesForPhoneSync(digits, db, sqlite),
  'phone-names': (digits: string, db: Db, sqlite: SqliteDatabase) => phoneNamesForSync(digits, db, sqlite),
  mnp: (digits: string, db: Db, sqlite: SqliteDatabase) => mnpForSync(digits, db, sqlite),
  'disposable-phones': (digits: string, db: Db, sqlite: SqliteDatabase) => disposableForSync(digits, db, sqlite),
  presence: (digits: string, db: Db, sqlite: SqliteDatabase) => presenceForPhoneSync(digits, db, sqlite),
} as const satisfies { [N in DatasetName]: (digits: string, db: Db, sqlite: SqliteDatabase) => Awaited<ReturnType<(typeof datasetReaders)[N]>> };

/** What dataset N gives for one number. */
export type DatasetValue<N extends DatasetName> = Awaited<ReturnType<(typeof datasetReaders)[N]>>;

/**
 * Where the phone engine reads its imported datasets (an enrichment source, EngineDeps.sources): the database in
 * live, seeded synthetic data in the sandbox.
 */
export interface PhoneDatasetSource {
  /** What dataset `name` knows of the number (E.164 digits, no `+`); undefined when it was never imported. */
  read<N extends DatasetName>(name: N, digits: string): Promise<DatasetValue<N> | undefined>;
}

/** The imported datasets in the database; `flags`: the process's memory of which datasets hold rows. */
export class DbPhoneDatasets implements PhoneDatasetSource {
  constructor(
    private readonly db: Db,
    private readonly flags: DatasetFlags = new DatasetFlags(db),
  ) {}

  async read<N extends DatasetName>(name: N, digits: string): Promise<DatasetValue<N> | undefined> {
    if (!(await this.flags.loaded(name))) return undefined;
    return (await datasetReaders[name](digits, this.db)) as DatasetValue<N>;
  }

  /**
   * Whether dataset `name` is loaded, when that is known without a query (DatasetFlags answers from memory once it
   * checked), else null.
   */
  loadedNow(name: DatasetName): boolean | null {
    const known = this.flags.loaded(name);
    return typeof known === 'boolean' ? known : null;
  }

  /**
   * SQLite: the counter of the datasets' changes, read at once on the connection (negative when the database has no
   * counter): in one read transaction, the same counter means the same rows (src/products/phone/facts-memo.ts).
   */
  versionSync(sqlite: SqliteDatabase): number {
    return datasetRows.phoneDatasetsVersionSync(this.db, sqlite);
  }

  /**
   * The same counter through Kysely (PostgreSQL: a shared read, in the statement of the other reads waiting with it;
   * src/store/reference). Outside a transaction only: on PostgreSQL the engine's reads never run in one.
   */
  version(): Promise<number> {
    return datasetRows.phoneDatasetsVersion(this.db);
  }

  /** SQLite: a side dataset's keys in slices, read at once on the connection (./absent-keys.ts, AbsentKeysSource). */
  readonly sideKeys = {
    versionSync: (sqlite: SqliteDatabase): number => this.versionSync(sqlite),
    keysAfterSync: (name: SideDataset, after: string | null, limit: number, sqlite: SqliteDatabase): string[] =>
      datasetRows.phoneDatasetKeysAfterSync(name, after, limit, this.db, sqlite),
    keyAtSync: (name: SideDataset, after: string | null, skip: number, sqlite: SqliteDatabase): string | undefined =>
      datasetRows.phoneDatasetKeyAtSync(name, after, skip, this.db, sqlite),
    countAfterSync: (name: SideDataset, after: string | null, limit: number, sqlite: SqliteDatabase): number =>
      datasetRows.phoneDatasetKeyCountSync(name, after, limit, this.db, sqlite),
  };

  /** SQLite: what dataset `name` knows of the number, read at once on the connection (the caller checked loadedNow). */
  readSync<N extends DatasetName>(name: N, digits: string, sqlite: SqliteDatabase): DatasetValue<N> {
    return datasetReadersSync[name](digits, this.db, sqlite) as DatasetValue<N>;
  }
}
