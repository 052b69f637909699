/** Accounts: who calls, what they may call, their credits and rate limit. */
import type { Config } from '../config/index.js';
import type { Db, Executor } from '../store/db.js';
import type { AccountsTable } from '../store/schema.js';
import { AccountsRepository, type AccountChanges, type AccountRows } from '../store/accounts/index.js';
import { ENTITLEMENTS, type Entitlement } from './entitlements.js';
import { newId } from './ids.js';
import { bumpEpoch, type AuthCache } from './auth-cache.js';

export interface Account {
  readonly id: string;
  readonly name: string;
  readonly credits: number;
  readonly unlimited: boolean;
  readonly products: readonly Entitlement[];
  readonly rateLimit: number;
  readonly webhookUrl: string | null;
  readonly disabled: boolean;
  /** The account opted into the deployment's shared identity graph (docs/privacy.md); false: its graph is its own. */
  readonly graphSharing: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Bumped by every update (the admin API's ETag / If-Match). */
  readonly version: number;
}

export interface NewAccount {
  name: string;
  credits?: number;
  unlimited?: boolean;
  products?: readonly Entitlement[];
  rateLimit?: number;
  webhookUrl?: string | null;
  graphSharing?: boolean;
}

export interface AccountPatch {
  name?: string;
  unlimited?: boolean;
  products?: readonly Entitlement[];
  rateLimit?: number;
  webhookUrl?: string | null;
  disabled?: boolean;
  graphSharing?: boolean;
}

/** An update made against a version that is no longer the stored one (a lost update refused). */
export class AccountVersionMismatch extends Error {
  constructor(readonly id: string, readonly current: number) {
    super(`account ${id} is at version ${current}`);
    this.name = 'AccountVersionMismatch';
  }
}

export class AccountNotFound extends Error {
  constructor(readonly id: string) {
    super(`no account ${id}`);
    this.name = 'AccountNotFound';
  }
}

export function toAccount(row: AccountsTable): Account {
  return {
    id: row.id,
    name: row.name,
    credits: Number(row.credits),
    unlimited: row.unlimited === 1,
    products: row.products === '' ? [] : (row.products.split(',') as Entitlement[]),
    rateLimit: row.rate_limit,
    webhookUrl: row.webhook_url,
    disabled: row.disabled === 1,
    graphSharing: row.graph_sharing === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version ?? 1),
  };
}

export class Accounts {
  /** The aggregate's storage (src/store/accounts). */
  private readonly rows: AccountRows;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'defaultRateLimit'>,
    /** Told of every change so that each process's cache of accounts drops it (AuthCache). */
    private readonly cache?: AuthCache,
  ) {
    this.rows = new AccountsRepository(db);
  }

  private async changed(exec: Executor): Promise<void> {
    if (this.cache) await this.cache.changed(exec);
    else await bumpEpoch(exec);
  }

  async create(input: NewAccount, exec: Executor = this.db): Promise<Account> {
    const now = new Date().toISOString();
    const row: AccountsTable = {
      id: newId('acct'),
      name: input.name,
      credits: input.credits ?? 0,
      unlimited: input.unlimited ? 1 : 0,
      products: (input.products ?? ENTITLEMENTS).join(','),
      rate_limit: input.rateLimit ?? this.config.defaultRateLimit,
      webhook_url: input.webhookUrl ?? null,
      disabled: 0,
      graph_sharing: input.graphSharing ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    await this.rows.insert(row, exec);
    return toAccount(row);
  }

  async get(id: string, exec: Executor = this.db): Promise<Account | null> {
    const row = await this.rows.byId(id, exec);
    return row ? toAccount(row) : null;
  }

  async require(id: string, exec: Executor = this.db): Promise<Account> {
    const a = await this.get(id, exec);
    if (!a) throw new AccountNotFound(id);
    return a;
  }

  /** Whether the database holds any account (the first start of a server creates a demo one). */
  async any(exec: Executor = this.db): Promise<boolean> {
    return this.rows.any(exec);
  }

  async list(exec: Executor = this.db): Promise<Account[]> {
    return (await this.rows.list(exec)).map(toAccount);
  }

  /** Apply a patch; with `expectedVersion`, only when the stored version is that one (else AccountVersionMismatch). */
  async update(id: string, patch: AccountPatch, exec: Executor = this.db, expectedVersion?: number): Promise<Account> {
    const set: AccountChanges = { updated_at: new Date().toISOString() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.unlimited !== undefined) set.unlimited = patch.unlimited ? 1 : 0;
    if (patch.products !== undefined) set.products = patch.products.join(',');
    if (patch.rateLimit !== undefined) set.rate_limit = patch.rateLimit;
    if (patch.webhookUrl !== undefined) set.webhook_url = patch.webhookUrl;
    if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
    if (patch.graphSharing !== undefined) set.graph_sharing = patch.graphSharing ? 1 : 0;
    if (!(await this.rows.update(id, set, expectedVersion, exec))) {
      const current = await this.get(id, exec);
      if (!current) throw new AccountNotFound(id);
      throw new AccountVersionMismatch(id, current.version);
    }
    await this.changed(exec);
    return this.require(id, exec);
  }

  /** Add (or, with a negative amount, remove) credits; returns the new balance. */
  async addCredits(id: string, amount: number, exec: Executor = this.db): Promise<number> {
    if (!(await this.rows.addCredits(id, amount, new Date().toISOString(), exec))) throw new AccountNotFound(id);
    await this.changed(exec);
    return (await this.require(id, exec)).credits;
  }
}
