/**
 * Step 9, imported data: breaches and platform presence (datasets `breaches` and `presence`, imported with
 * `idrisk import`). A dataset never imported leaves its fields null; whether a table holds rows is cached
 * (once true for good; while false re-checked every 5 s so an import made while the server runs is picked up).
 */
import { breachesFor, type BreachAggregate } from '../../reference/datasets/breaches.js';
import { presenceFor, type PresenceObservation, type PresencePlatform } from '../../reference/datasets/presence.js';
import type { Db } from '../../store/db.js';
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
  };
}
