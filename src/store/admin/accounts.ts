/** The admin's reads of accounts and keys, and the credit ledger (./types.ts AdminAccountRows). */
import type { Db, Executor } from '../db.js';
import type { AccountsTable, ApiKeysTable, CreditLedgerTable } from '../schema.js';
import type { AccountScope } from '../stats.js';
import type { AccountPageFilter, AdminAccountRows } from './types.js';

export class AdminAccountRepository implements AdminAccountRows {
  constructor(private readonly db: Db) {}

  accountsPage(limit: number, after: string | undefined, scope: AccountScope, filter: AccountPageFilter): Promise<AccountsTable[]> {
    let q = this.db.selectFrom('accounts').selectAll().orderBy('id').limit(limit);
    if (after !== undefined) q = q.where('id', '>', after);
    if (scope !== null) q = scope.length ? q.where('id', 'in', scope) : q.where('id', '=', '');
    if (filter.disabled !== undefined) q = q.where('disabled', '=', filter.disabled ? 1 : 0);
    if (filter.name !== undefined) q = q.where('name', '=', filter.name);
    return q.execute();
  }

  keysPage(limit: number, accountId: string | null, after: string | undefined): Promise<ApiKeysTable[]> {
    let q = this.db.selectFrom('api_keys').selectAll().orderBy('id').limit(limit);
    if (accountId !== null) q = q.where('account_id', '=', accountId);
    if (after !== undefined) q = q.where('id', '>', after);
    return q.execute();
  }

  async insertLedger(row: CreditLedgerTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('credit_ledger').values(row).execute();
  }

  ledgerPage(accountId: string, limit: number, before: string | undefined): Promise<CreditLedgerTable[]> {
    let q = this.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.execute();
  }

  async sandboxKeyPrefix(accountId: string, now: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('api_keys')
      .select('prefix')
      .where('account_id', '=', accountId)
      .where('environment', '=', 'sandbox')
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.prefix ?? null;
  }
}
