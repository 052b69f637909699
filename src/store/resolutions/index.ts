/**
 * The resolutions aggregate as the rest of the service takes it: the repository's reads (./repository.ts) and the
 * commit port (CallCommit, ./types.ts) with the adapter of the store's database (./commit-sqlite.ts: group commit;
 * ./commit-postgres.ts: one statement). src/resolve orchestrates a call and hands its commit to `commitCall`.
 */
import type { Store } from '../db.js';
import type { LinkRows } from '../identity/links.js';
import { PostgresCallCommit } from './commit-postgres.js';
import { SqliteCallCommit } from './commit-sqlite.js';
import { ResolutionsRepository } from './repository.js';
import { resolutionStatements } from './statements.js';
import type { CallCommit, CommitRefusal, CommitWrites, NewResolution } from './types.js';

export type { CallCommit, CommitRefusal, CommitWrites, Environment, NewResolution, StoredResolution, UsageSummary } from './types.js';
export { toStored } from './types.js';
export { ResolutionsRepository } from './repository.js';

export class Resolutions extends ResolutionsRepository implements CallCommit {
  private readonly port: CallCommit;
  private readonly sqliteCommit: SqliteCallCommit | null;

  /**
   * Told of every live call this process commits, with its price (the per-process cache of accounts lowers its
   * balance and forgets the account's usage read).
   */
  onCommit: ((accountId: string, price: number) => void) | null = null;

  constructor(store: Pick<Store, 'db' | 'kind' | 'sqlite'>) {
    const statements = resolutionStatements(store.db);
    super(store.db, store.kind, statements);
    if (store.kind === 'postgres') {
      this.sqliteCommit = null;
      this.port = new PostgresCallCommit(store.db);
    } else {
      if (!store.sqlite) throw new Error('Resolutions: a SQLite store without its connection');
      this.sqliteCommit = new SqliteCallCommit(store.db, store.sqlite, statements);
      this.port = this.sqliteCommit;
    }
  }

  /**
   * SQLite: told once per group commit that found the write lock held by another process and waits for it (the
   * composition root counts it as idrisk_retries_total{kind="sqlite_write_lock"}); never on PostgreSQL.
   */
  set onLockWait(fn: (() => void) | null) {
    if (this.sqliteCommit) this.sqliteCommit.onLockWait = fn;
  }

  /**
   * Commit one call with the identity rows it links and the caller's writes, in one transaction. Null: committed. A
   * refusal (duplicate identifier, short balance): nothing is written.
   */
  async commitCall(r: NewResolution, links?: LinkRows, writes?: CommitWrites, lead?: CommitWrites): Promise<CommitRefusal | null> {
    const refusal = await this.port.commitCall(r, links, writes, lead);
    if (!refusal && r.environment === 'live') this.onCommit?.(r.accountId, r.price);
    return refusal;
  }
}
