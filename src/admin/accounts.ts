/**
 * Accounts, keys, credits, prices, login-tracking apps and webhook endpoints as the admin API and the CLI manage
 * them: one implementation, called with the actor, which checks the role and the account scope and writes the audit
 * trail. Secrets (API keys, webhook signing secrets) are answered once, at creation, and never audited.
 */
import type { Db, Executor } from '../store/db.js';
import type { AuditLog } from '../privacy/audit.js';
import { AccountNotFound, AccountVersionMismatch, toAccount, type Account, type Accounts, type AccountPatch, type NewAccount } from '../accounts/accounts.js';
import { RotationRefused, type ApiKey, type ApiKeys, type CreatedKey, type Environment } from '../accounts/keys.js';
import { PRICES } from '../accounts/prices.js';
import { newId } from '../accounts/ids.js';
import type { Apps, App } from '../login/apps.js';
import { normalizeOrigin } from '../login/apps.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { CreditLedgerTable } from '../store/schema.js';
import { ApiKeysRepository } from '../store/accounts/index.js';
import { AdminAccountRepository, type AdminAccountRows } from '../store/admin/index.js';
import { AdminError, conflict, forbidden, invalid, notFound } from './errors.js';
import { authorize, inScope, requireScope, type Actor } from './actor.js';
import { decodeCursor, pageOf, type Page } from './pagination.js';

export interface AccountAdminDeps {
  readonly db: Db;
  readonly accounts: Accounts;
  readonly keys: ApiKeys;
  readonly apps: Apps;
  readonly webhooks: Webhooks;
  readonly audit: AuditLog;
}

export interface AccountFilter {
  readonly disabled?: boolean;
  readonly name?: string;
}

export class AccountAdmin {
  /** Pages of accounts and keys, the credit ledger (src/store/admin). */
  private readonly rows: AdminAccountRows;
  private readonly keyRows: ApiKeysRepository;

  constructor(private readonly deps: AccountAdminDeps) {
    this.rows = new AdminAccountRepository(deps.db);
    this.keyRows = new ApiKeysRepository(deps.db);
  }

  private async record(actor: Actor, action: string, args: Record<string, unknown>, detail: Record<string, unknown> | null = null): Promise<void> {
    // The CLI writes one entry per command itself, with its arguments (src/cli/index.ts): not a second one here.
    if (actor.kind === 'cli') return;
    await this.deps.audit.record({ actor: actor.label, action, args, detail });
  }

  /** The account if the actor may see it; 404 otherwise (another account's objects do not exist for a limited actor). */
  async account(actor: Actor, id: string): Promise<Account> {
    authorize(actor, 'accounts.read');
    requireScope(actor, id, 'account', id);
    const a = await this.deps.accounts.get(id);
    if (!a) throw notFound('account', id);
    return a;
  }

  private async ownAccount(actor: Actor, id: string): Promise<Account> {
    requireScope(actor, id, 'account', id);
    const a = await this.deps.accounts.get(id);
    if (!a) throw notFound('account', id);
    return a;
  }

  async listAccounts(actor: Actor, limit: number, cursor?: string, filter: AccountFilter = {}): Promise<Page<Account>> {
    authorize(actor, 'accounts.read');
    const rows = await this.rows.accountsPage(limit + 1, cursor ? decodeCursor(cursor).id : undefined, actor.accounts, filter);
    return pageOf(rows.map(toAccount), limit, (a) => a.id);
  }

  /** A webhook URL goes through the outbound guard's checks before it is stored (https, no refused address; issue 25). */
  private async checkWebhook(url: string): Promise<void> {
    const refused = await this.deps.webhooks.checkUrl(url);
    if (refused) throw invalid('webhook_url', refused, `webhook_url ${refused}`);
  }

  async createAccount(actor: Actor, input: NewAccount): Promise<{ account: Account; webhookSecret: string | null }> {
    authorize(actor, 'accounts.write');
    if (actor.accounts !== null) throw forbidden('An operator limited to some accounts may not create accounts');
    if (input.webhookUrl) await this.checkWebhook(input.webhookUrl);
    const result = await this.deps.db.transaction().execute(async (tx) => {
      const account = await this.deps.accounts.create(input, tx);
      const webhookSecret = account.webhookUrl ? await this.deps.webhooks.newSecret(account.id, tx) : null;
      if (account.credits !== 0) await this.ledger(tx, actor, account.id, account.credits, account.credits, 'opening balance');
      return { account, webhookSecret };
    });
    await this.record(actor, 'accounts create', { name: input.name, credits: input.credits ?? 0, unlimited: input.unlimited ?? false, products: input.products ?? null, rate_limit: input.rateLimit ?? null, webhook_url: input.webhookUrl ?? null }, { account_id: result.account.id });
    return result;
  }

  /**
   * Change an account. `version` (If-Match) refuses a lost update; the webhook URL's signing secret is made when a URL
   * is first set or on `rotateWebhookSecret` (answered once), and dropped with the URL.
   */
  async updateAccount(actor: Actor, id: string, patch: AccountPatch, options: { version?: number; rotateWebhookSecret?: boolean } = {}): Promise<{ account: Account; webhookSecret: string | null }> {
    authorize(actor, 'accounts.write');
    await this.ownAccount(actor, id);
    if (patch.webhookUrl) await this.checkWebhook(patch.webhookUrl);
    const hasPatch = Object.values(patch).some((v) => v !== undefined);
    const result = await this.deps.db.transaction().execute(async (tx) => {
      let account: Account;
      try {
        account = hasPatch || options.version !== undefined ? await this.deps.accounts.update(id, patch, tx, options.version) : await this.deps.accounts.require(id, tx);
      } catch (err) {
        if (err instanceof AccountVersionMismatch) throw new AdminError('VERSION_MISMATCH', `Account ${id} is at version ${err.current}, not ${options.version}: read it again`);
        if (err instanceof AccountNotFound) throw notFound('account', id);
        throw err;
      }
      if (patch.webhookUrl === null) await this.deps.webhooks.deleteSecret(id, tx);
      const rotate = options.rotateWebhookSecret || (patch.webhookUrl !== undefined && patch.webhookUrl !== null && !(await this.deps.webhooks.hasSecret(id, tx)));
      if (rotate && !account.webhookUrl) throw conflict('The account has no webhook URL: set one first');
      return { account, webhookSecret: rotate ? await this.deps.webhooks.newSecret(id, tx) : null };
    });
    await this.record(actor, patch.disabled === true ? 'accounts disable' : 'accounts update', { account_id: id, ...patch, rotate_webhook_secret: options.rotateWebhookSecret ?? false }, result.webhookSecret ? { webhook_secret_rotated: true } : null);
    return result;
  }

  // ---- keys ----

  /** Keys of one account, or (an actor of every account; the CLI's `keys list`) of all. */
  async listKeys(actor: Actor, accountId: string | null, limit: number, cursor?: string): Promise<Page<ApiKey>> {
    authorize(actor, 'keys.read');
    if (accountId === null && actor.accounts !== null) throw forbidden('An operator limited to some accounts lists the keys of one account');
    if (accountId !== null) await this.ownAccount(actor, accountId);
    const rows = await this.rows.keysPage(limit + 1, accountId, cursor ? decodeCursor(cursor).id : undefined);
    const keys = rows.map((r) => ({ id: r.id, accountId: r.account_id, environment: r.environment, prefix: r.prefix, createdAt: r.created_at, revokedAt: r.revoked_at, expiresAt: r.expires_at ?? null, replacedBy: r.replaced_by ?? null }));
    return pageOf(keys, limit, (k) => k.id);
  }

  private async ownKey(actor: Actor, id: string): Promise<ApiKey> {
    const row = await this.keyRows.byId(id);
    if (!row || !inScope(actor, row.account_id)) throw notFound('key', id);
    return { id: row.id, accountId: row.account_id, environment: row.environment, prefix: row.prefix, createdAt: row.created_at, revokedAt: row.revoked_at, expiresAt: row.expires_at ?? null, replacedBy: row.replaced_by ?? null };
  }

  async createKey(actor: Actor, accountId: string, environment: Environment): Promise<CreatedKey> {
    authorize(actor, 'keys.write');
    await this.ownAccount(actor, accountId);
    const key = await this.deps.keys.create(accountId, environment);
    await this.record(actor, 'keys create', { account_id: accountId, environment }, { key_id: key.id });
    return key;
  }

  async revokeKey(actor: Actor, id: string): Promise<ApiKey> {
    authorize(actor, 'keys.write');
    await this.ownKey(actor, id);
    const key = await this.deps.keys.revoke(id);
    if (!key) throw notFound('key', id);
    await this.record(actor, 'keys revoke', { key_id: id });
    return key;
  }

  async rotateKey(actor: Actor, id: string, graceMs: number): Promise<{ old: ApiKey; created: CreatedKey }> {
    authorize(actor, 'keys.write');
    await this.ownKey(actor, id);
    const r = await this.deps.db
      .transaction()
      .execute((tx) => this.deps.keys.rotate(id, graceMs, tx))
      .catch((err: unknown) => {
        throw err instanceof RotationRefused ? conflict(err.message) : err;
      });
    if (!r) throw notFound('key', id);
    await this.record(actor, 'keys rotate', { key_id: id, grace_ms: graceMs }, { new_key_id: r.created.id, old_key_expires_at: r.old.expiresAt });
    return r;
  }

  // ---- credits ----

  private async ledger(exec: Executor, actor: Actor, accountId: string, amount: number, balance: number, note: string | null): Promise<CreditLedgerTable> {
    const row: CreditLedgerTable = { id: newId('crd'), account_id: accountId, amount, balance, actor: actor.label, note, created_at: new Date().toISOString() };
    await this.rows.insertLedger(row, exec);
    return row;
  }

  /** Add (negative: remove) credits; the change and the balance after it go to the ledger in the same transaction. */
  async addCredits(actor: Actor, accountId: string, amount: number, note: string | null = null): Promise<CreditLedgerTable> {
    authorize(actor, 'credits.write');
    await this.ownAccount(actor, accountId);
    if (!Number.isSafeInteger(amount) || amount === 0) throw invalid('amount', 'must be a non-zero integer');
    const entry = await this.deps.db.transaction().execute(async (tx) => {
      const balance = await this.deps.accounts.addCredits(accountId, amount, tx);
      return this.ledger(tx, actor, accountId, amount, balance, note);
    });
    await this.record(actor, 'credits add', { account_id: accountId, amount, note }, { balance: entry.balance, entry_id: entry.id });
    return entry;
  }

  /** The ledger of credit changes, newest first. */
  async creditLedger(actor: Actor, accountId: string, limit: number, cursor?: string): Promise<Page<CreditLedgerTable>> {
    authorize(actor, 'credits.read');
    await this.ownAccount(actor, accountId);
    return pageOf(await this.rows.ledgerPage(accountId, limit + 1, cursor ? decodeCursor(cursor).id : undefined), limit, (r) => r.id);
  }

  prices(actor: Actor): Readonly<Record<string, number>> {
    authorize(actor, 'prices.read');
    return PRICES;
  }

  // ---- login-tracking apps ----

  /** Apps of one account, or (an actor of every account) of all. */
  async listApps(actor: Actor, accountId: string | null): Promise<App[]> {
    authorize(actor, 'apps.read');
    if (accountId === null && actor.accounts !== null) throw forbidden('An operator limited to some accounts lists the apps of one account');
    if (accountId !== null) await this.ownAccount(actor, accountId);
    return this.deps.apps.list(accountId ?? undefined);
  }

  async createApp(actor: Actor, accountId: string, origins: readonly string[]): Promise<App> {
    authorize(actor, 'apps.write');
    await this.ownAccount(actor, accountId);
    const normalized = origins.map((o, i) => {
      const n = normalizeOrigin(o);
      if (!n) throw invalid(`origins[${i}]`, 'must be an origin such as https://shop.example');
      return n;
    });
    const app = await this.deps.apps.create(accountId, normalized);
    await this.record(actor, 'apps create', { account_id: accountId, origins: normalized }, { app_id: app.id });
    return app;
  }

  async revokeApp(actor: Actor, id: string): Promise<App> {
    authorize(actor, 'apps.write');
    const app = await this.deps.apps.get(id);
    if (!app || !inScope(actor, app.accountId)) throw notFound('app', id);
    const revoked = (await this.deps.apps.revoke(id)) ?? app;
    await this.record(actor, 'apps revoke', { app_id: id });
    return revoked;
  }
}
