/**
 * Step 9, imported data: breaches and platform presence (datasets `breaches` and `presence`, imported with
 * `idrisk import`). A dataset never imported leaves its fields null; whether a table holds rows is cached
 * (once true for good; while false re-checked every 5 s so an import made while the server runs is picked up).
 */
import { breachesFor, breachesForEmailSync, type BreachAggregate } from '../../reference/datasets/breaches.js';
import { presenceFor, presenceForEmailSync, type PresenceObservation, type PresencePlatform } from '../../reference/datasets/presence.js';
import type { Db, SqliteDatabase } from '../../store/db.js';
import { DatasetFlags } from '../../reference/datasets/loaded.js';

export interface ImportedFacts {
  /** Undefined: the breaches dataset was never imported. */
  readonly breaches?: BreachAggregate;
  /** Undefined: the presence dataset was never imported. */
  readonly presence?: Partial<Record<PresencePlatform, PresenceObservation>>;
}

/** The imported datasets of an address (live: the database; sandbox: synthetic, see EnrichmentSources). */
export interface EmailDatasetSource {
  read(email: string): Promise<ImportedFacts>;
  /**
   * SQLite: the same answer read at once on the connection (inside the caller's read transaction), or null when
   * whether a dataset holds rows is not known without a query (the caller then uses `read`). Absent: `read` only.
   */
  readSync?(email: string, sqlite: SqliteDatabase): ImportedFacts | null;
  /** How many statements `readSync` runs now (one per dataset that holds rows), or null when that is not known yet. */
  readsNow?(): number | null;
}

/** The imported datasets in the database; `flags`: the process's memory of which datasets hold rows. */
export function createImportedReader(db: Db, flags: DatasetFlags = new DatasetFlags(db)): EmailDatasetSource {
  return {
    async read(email: string): Promise<ImportedFacts> {
      const [b, p] = await Promise.all([flags.loaded('breaches'), flags.loaded('presence')]);
      const [breaches, presence] = await Promise.all([
        b ? breachesFor({ email }, db) : undefined,
        p ? presenceFor({ email }, db) : undefined,
      ]);
      return { ...(breaches ? { breaches } : {}), ...(presence ? { presence } : {}) };
    },
    readsNow(): number | null {
      const b = flags.loaded('breaches');
      const p = flags.loaded('presence');
      return typeof b !== 'boolean' || typeof p !== 'boolean' ? null : Number(b) + Number(p);
    },
    readSync(email: string, sqlite: SqliteDatabase): ImportedFacts | null {
      const b = flags.loaded('breaches');
      const p = flags.loaded('presence');
      if (typeof b !== 'boolean' || typeof p !== 'boolean') return null;
      const breaches = b ? breachesForEmailSync(email, db, sqlite) : undefined;
      const presence = p ? presenceForEmailSync(email, db, sqlite) : undefined;
      return { ...(breaches ? { breaches } : {}), ...(presence ? { presence } : {}) };
    },
  };
}
