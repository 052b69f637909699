/** The accounts aggregate's storage (./types.ts): one Kysely code for SQLite and PostgreSQL. */
import { sql } from 'kysely';
import { precompiled, type Db, type Executor } from '../db.js';
import type { AccountsTable, ApiKeysTable } from '../schema.js';
import type { AccountChanges, AccountRows, ApiKeyRows, KeyAccountRow } from './types.js';

export class AccountsRepository implements AccountRows {
  constructor(private readonly db: Db) {}

  async insert(row: AccountsTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('accounts').values(row).execute();
  }

  byId(id: string, exec: Executor = this.db): Promise<AccountsTable | undefined> {
    return exec.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async any(exec: Executor = this.db): Promise<boolean> {
    return (await exec.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  list(exec: Executor = this.db): Promise<AccountsTable[]> {
    return exec.selectFrom('accounts').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  async update(id: string, changes: AccountChanges, expectedVersion: number | undefined, exec: Executor = this.db): Promise<boolean> {
    let q = exec
      .updateTable('accounts')
      .set({ ...changes, version: sql<number>`version + 1` })
      .where('id', '=', id);
    if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion);
    return Number((await q.executeTakeFirst()).numUpdatedRows) > 0;
  }

  /** Which of these ids name an account (an operator's or a token's account scope is checked with it). */
  idsIn(ids: readonly string[], exec: Executor = this.db): Promise<{ id: string }[]> {
    return exec.selectFrom('accounts').select('id').where('id', 'in', ids).execute();
  }

  async addCredits(id: string, amount: number, at: string, exec: Executor = this.db): Promise<boolean> {
    const r = await exec
      .updateTable('accounts')
      .set((eb) => ({ credits: eb('credits', '+', amount), updated_at: at }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}

/** An account's id and scope setting (its identity graph scope); undefined when there is no such account. */
export function graphScopeRow(exec: Executor, accountId: string): Promise<Pick<AccountsTable, 'id' | 'graph_sharing'> | undefined> {
  return exec.selectFrom('accounts').select(['id', 'graph_sharing']).where('id', '=', accountId).executeTakeFirst();
}

/** An account's scope setting alone (a background job re-reads it inside its transaction). */
export async function graphSharingOf(exec: Executor, accountId: string): Promise<boolean> {
  const row = await graphScopeRow(exec, accountId);
  return row?.graph_sharing === 1;
}

/** An account's webhook URL; undefined when there is no such account. */
export async function webhookUrlOf(exec: Executor, accountId: string): Promise<string | null | undefined> {
  const row = await exec.selectFrom('accounts').select('webhook_url').where('id', '=', accountId).executeTakeFirst();
  return row ? row.webhook_url : undefined;
}

export class ApiKeysRepository implements ApiKeyRows {
  /** The key and its account by hash: the one query of every authenticated request, compiled once. */
  private readonly byHash;

  constructor(private readonly db: Db) {
    this.byHash = precompiled(db, 1, (q, hash: string) =>
      q
        .selectFrom('api_keys as k')
        .innerJoin('accounts as a', 'a.id', 'k.account_id')
        .select([
          'k.id as key_id', 'k.account_id', 'k.environment', 'k.hash', 'k.prefix', 'k.created_at as key_created_at', 'k.revoked_at', 'k.expires_at', 'k.replaced_by',
          'a.id', 'a.name', 'a.credits', 'a.unlimited', 'a.products', 'a.rate_limit', 'a.webhook_url', 'a.disabled', 'a.graph_sharing', 'a.created_at', 'a.updated_at',
        ])
        .where('k.hash', '=', hash),
    );
  }

  async insert(row: ApiKeysTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('api_keys').values(row).execute();
  }

  byId(id: string, exec: Executor = this.db): Promise<ApiKeysTable | undefined> {
    return exec.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async withAccountByHash(hash: string): Promise<KeyAccountRow | undefined> {
    const [row] = await this.byHash(this.db, hash);
    return row;
  }

  async list(accountId: string | undefined, exec: Executor = this.db): Promise<ApiKeysTable[]> {
    let q = exec.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id');
    if (accountId) q = q.where('account_id', '=', accountId);
    return q.execute();
  }

  async revoke(id: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async replaced(id: string, expiresAt: string, replacedBy: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('api_keys').set({ expires_at: expiresAt, replaced_by: replacedBy }).where('id', '=', id).execute();
  }
}

/**
 * The cache epoch (one row, id 1; src/accounts/auth-cache.ts): every process polls it and drops its cache of keys,
 * accounts, admin tokens and sessions when it moved. 0 when the row is missing.
 */
export async function readCacheEpoch(db: Db): Promise<number> {
  const row = await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 1).executeTakeFirst();
  return Number(row?.epoch ?? 0);
}

/** Move the cache epoch, in `exec` (the change's own transaction when it has one). */
export async function bumpCacheEpoch(exec: Executor): Promise<void> {
  await exec.updateTable('cache_epoch').set((eb) => ({ epoch: eb('epoch', '+', 1) })).where('id', '=', 1).execute();
}
