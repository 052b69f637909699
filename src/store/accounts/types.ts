/**
 * What the accounts aggregate (an account, its API keys, its credits) asks of storage: rows in, rows out. The
 * service (src/accounts) maps rows to its `Account` / `ApiKey` and tells the caches; no SQL outside ./repository.ts.
 * Every method takes the database or the caller's open transaction (`exec`); without one it runs on the database.
 */
import type { Executor } from '../db.js';
import type { AccountsTable, ApiKeysTable } from '../schema.js';

export type AccountChanges = Partial<Omit<AccountsTable, 'id' | 'created_at' | 'version' | 'credits'>>;

/** The one read of every authenticated request: a key and its account, by the key's hash. */
export type KeyAccountRow = AccountsTable &
  Pick<ApiKeysTable, 'account_id' | 'environment' | 'hash' | 'prefix' | 'revoked_at' | 'expires_at' | 'replaced_by'> & { key_id: string; key_created_at: string };

export interface AccountRows {
  insert(row: AccountsTable, exec?: Executor): Promise<void>;
  byId(id: string, exec?: Executor): Promise<AccountsTable | undefined>;
  /** Whether the database holds any account. */
  any(exec?: Executor): Promise<boolean>;
  /** Oldest first. */
  list(exec?: Executor): Promise<AccountsTable[]>;
  /** Apply the changes and bump the version; with `expectedVersion`, only at that version. Whether a row changed. */
  update(id: string, changes: AccountChanges, expectedVersion: number | undefined, exec?: Executor): Promise<boolean>;
  /** Which of these ids name an account. */
  idsIn(ids: readonly string[], exec?: Executor): Promise<{ id: string }[]>;
  /** Add `amount` (negative: remove) to the balance; whether the account exists. */
  addCredits(id: string, amount: number, at: string, exec?: Executor): Promise<boolean>;
}

export interface ApiKeyRows {
  insert(row: ApiKeysTable, exec?: Executor): Promise<void>;
  byId(id: string, exec?: Executor): Promise<ApiKeysTable | undefined>;
  /** The key of this hash with its account (a precompiled statement: the hot path of authentication). */
  withAccountByHash(hash: string): Promise<KeyAccountRow | undefined>;
  /** Oldest first; every account's without `accountId`. */
  list(accountId: string | undefined, exec?: Executor): Promise<ApiKeysTable[]>;
  /** Set `revoked_at` unless the key is already revoked (the first time is kept). */
  revoke(id: string, at: string, exec?: Executor): Promise<void>;
  /** A rotated key's end of grace and its replacement. */
  replaced(id: string, expiresAt: string, replacedBy: string, exec?: Executor): Promise<void>;
}
