/**
 * Whether a dataset holds any row: every call that reads a dataset asks first (a dataset never imported leaves its
 * fields null, not false or 0). Answered from memory per database: once true for good; while false re-checked every
 * few seconds so an import made while the server runs is picked up without a restart (at once when this process
 * wrote it). Concurrent calls that find no answer share one check (a cold start or a re-check under load is one
 * query, not one per call). The composition root makes one per process, with the process's DatasetWrites, and hands it
 * to the phone and email dataset sources and the data lookups (src/composition.ts).
 */
import type { Executor } from '../../store/db.js';
import { breachesLoaded } from './breaches.js';
import { DatasetWrites } from './import.js';
import { disposableLoaded } from './disposable-phones.js';
import { mnpLoaded } from './mnp.js';
import { phoneNamesLoaded } from './phone-names.js';
import { presenceLoaded } from './presence.js';

export type DatasetName = 'breaches' | 'phone-names' | 'mnp' | 'disposable-phones' | 'presence';

const LOADED: Record<DatasetName, (db: Executor) => Promise<boolean>> = {
  breaches: breachesLoaded,
  'phone-names': phoneNamesLoaded,
  mnp: mnpLoaded,
  'disposable-phones': disposableLoaded,
  presence: presenceLoaded,
};

export class DatasetFlags {
  private readonly known = new Map<DatasetName, { loaded: boolean; at: number }>();
  private readonly checking = new Map<DatasetName, Promise<boolean>>();
  private epoch: number;

  /** @param writes the imports of this process (a new one: only the re-check interval notices imports). */
  constructor(
    private readonly db: Executor,
    private readonly writes: DatasetWrites = new DatasetWrites(),
    private readonly recheckMs = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.epoch = writes.epoch;
  }

  loaded(name: DatasetName): Promise<boolean> | boolean {
    if (this.epoch !== this.writes.epoch) {
      this.epoch = this.writes.epoch;
      this.known.clear();
    }
    const k = this.known.get(name);
    if (k && (k.loaded || this.now() - k.at < this.recheckMs)) return k.loaded;
    let check = this.checking.get(name);
    if (!check) {
      const epoch = this.epoch;
      check = LOADED[name](this.db)
        .then((loaded) => {
          // A check that began before this process wrote dataset rows is not remembered.
          if (epoch === this.writes.epoch) this.known.set(name, { loaded, at: this.now() });
          return loaded;
        })
        .finally(() => this.checking.delete(name));
      this.checking.set(name, check);
    }
    return check;
  }
}
