/**
 * Collector apps: a publishable app key `idr_app_…` and the origins its login pages are served from. The key is
 * public by design (it sits in every login page): it can only send collector records, and only from the app's
 * origins. It never authenticates another endpoint (the secret-key format is `idr_live_…` / `idr_test_…`).
 */
import type { Db, Executor } from '../store/db.js';
import type { LoginAppsTable } from '../store/schema.js';
import { base62, newId } from '../accounts/ids.js';
import { toAccount, type Account } from '../accounts/accounts.js';
import { bumpEpoch } from '../accounts/auth-cache.js';

export interface App {
  readonly id: string;
  readonly accountId: string;
  readonly appKey: string;
  readonly origins: readonly string[];
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

const APP_KEY_FORMAT = /^idr_app_[0-9A-Za-z]{32}$/;

export function looksLikeAppKey(value: string): boolean {
  return APP_KEY_FORMAT.test(value);
}

/** `scheme://host[:port]` of an http(s) URL without path, query or credentials; null when it is not one. */
export function normalizeOrigin(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== '')) return null;
  return u.origin;
}

function toApp(row: LoginAppsTable): App {
  return {
    id: row.id,
    accountId: row.account_id,
    appKey: row.app_key,
    origins: JSON.parse(row.origins) as string[],
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * What the app cache follows (AuthCache): its generation moves whenever any process changed keys, apps or accounts
 * (the cache epoch, polled every IDRISK_CACHE_POLL_MS), and `changed` bumps the epoch.
 */
export interface AppCacheEpoch {
  readonly ticket: number;
  changed(exec: Executor): Promise<void>;
}

export class Apps {
  private cache = new Map<string, { value: { app: App; account: Account } | null; expires: number; ticket: number }>();

  constructor(
    private readonly db: Db,
    private readonly cacheSeconds = 0,
    /** Without it, entries live cacheSeconds whatever changes (a revocation made elsewhere waits that long). */
    private readonly epoch?: AppCacheEpoch,
  ) {}

  /** A new app; origins must already be normalized (normalizeOrigin). */
  async create(accountId: string, origins: readonly string[], exec: Executor = this.db): Promise<App> {
    const row: LoginAppsTable = {
      id: newId('app'),
      account_id: accountId,
      app_key: `idr_app_${base62(32)}`,
      origins: JSON.stringify([...new Set(origins)]),
      created_at: new Date().toISOString(),
      revoked_at: null,
    };
    const origins_ = JSON.parse(row.origins) as string[];
    const write = async (tx: Executor) => {
      await tx.insertInto('login_apps').values(row).execute();
      if (origins_.length > 0) await tx.insertInto('login_app_origins').values(origins_.map((origin) => ({ origin, app_id: row.id }))).execute();
    };
    if (exec.isTransaction) await write(exec);
    else await (exec as Db).transaction().execute(write);
    return toApp(row);
  }

  async list(accountId?: string, exec: Executor = this.db): Promise<App[]> {
    let q = exec.selectFrom('login_apps').selectAll().orderBy('created_at').orderBy('id');
    if (accountId) q = q.where('account_id', '=', accountId);
    return (await q.execute()).map(toApp);
  }

  async get(id: string, exec: Executor = this.db): Promise<App | null> {
    const row = await exec.selectFrom('login_apps').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toApp(row) : null;
  }

  /** Revoke an app key; the app, or null when there is none. Revoking twice keeps the first time. */
  async revoke(id: string, exec: Executor = this.db): Promise<App | null> {
    await exec.updateTable('login_apps').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    this.cache.clear();
    // Every other process drops its cached app at its next poll of the epoch (issue 25).
    if (this.epoch) await this.epoch.changed(exec);
    else await bumpEpoch(exec);
    const row = await exec.selectFrom('login_apps').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toApp(row) : null;
  }

  /** The active app of a presented key and its account; null when malformed, unknown or revoked. */
  async authenticate(appKey: string): Promise<{ app: App; account: Account } | null> {
    if (!looksLikeAppKey(appKey)) return null;
    // The generation before the read: an entry read across a change of the epoch is not trusted afterwards.
    const ticket = this.epoch?.ticket ?? 0;
    if (this.cacheSeconds > 0) {
      const hit = this.cache.get(appKey);
      if (hit && hit.expires > Date.now() && hit.ticket === ticket) return hit.value;
    }
    const row = await this.db
      .selectFrom('login_apps as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select([
        'p.id as app_id', 'p.account_id', 'p.app_key', 'p.origins', 'p.created_at as app_created_at', 'p.revoked_at',
        'a.id', 'a.name', 'a.credits', 'a.unlimited', 'a.products', 'a.rate_limit', 'a.webhook_url', 'a.disabled', 'a.graph_sharing', 'a.created_at', 'a.updated_at',
      ])
      .where('p.app_key', '=', appKey)
      .executeTakeFirst();
    let value: { app: App; account: Account } | null = null;
    if (row && row.revoked_at === null) {
      value = {
        app: toApp({ id: row.app_id, account_id: row.account_id, app_key: row.app_key, origins: row.origins, created_at: row.app_created_at, revoked_at: null }),
        account: toAccount(row),
      };
    }
    if (this.cacheSeconds > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(appKey, { value, expires: Date.now() + this.cacheSeconds * 1000, ticket });
    }
    return value;
  }

  /** Whether any active app allows this origin (the CORS preflight, which carries no key). */
  async originAllowed(origin: string): Promise<boolean> {
    // One probe of login_app_origins' key (origin first), joined to the app to skip revoked ones.
    const row = await this.db
      .selectFrom('login_app_origins as o')
      .innerJoin('login_apps as p', 'p.id', 'o.app_id')
      .select('o.app_id')
      .where('o.origin', '=', origin)
      .where('p.revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
