/**
 * Collector apps: a publishable app key `idr_app_…` and the origins its login pages are served from. The key is
 * public by design (it sits in every login page): it can only send collector records, and only from the app's
 * origins. It never authenticates another endpoint (the secret-key format is `idr_live_…` / `idr_test_…`).
 */
import type { Db, Executor } from '../store/db.js';
import type { LoginAppsTable } from '../store/schema.js';
import { LoginAppsRepository, type LoginAppRows } from '../store/login/index.js';
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
  /** The apps' storage (src/store/login). */
  private readonly rows: LoginAppRows;

  constructor(
    private readonly db: Db,
    private readonly cacheSeconds = 0,
    /** Without it, entries live cacheSeconds whatever changes (a revocation made elsewhere waits that long). */
    private readonly epoch?: AppCacheEpoch,
  ) {
    this.rows = new LoginAppsRepository(db);
  }

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
    await this.rows.insert(row, JSON.parse(row.origins) as string[], exec);
    return toApp(row);
  }

  async list(accountId?: string, exec: Executor = this.db): Promise<App[]> {
    return (await this.rows.list(accountId, exec)).map(toApp);
  }

  async get(id: string, exec: Executor = this.db): Promise<App | null> {
    const row = await this.rows.byId(id, exec);
    return row ? toApp(row) : null;
  }

  /** Revoke an app key; the app, or null when there is none. Revoking twice keeps the first time. */
  async revoke(id: string, exec: Executor = this.db): Promise<App | null> {
    await this.rows.revoke(id, new Date().toISOString(), exec);
    this.cache.clear();
    // Every other process drops its cached app at its next poll of the epoch (issue 25).
    if (this.epoch) await this.epoch.changed(exec);
    else await bumpEpoch(exec);
    const row = await this.rows.byId(id, exec);
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
    const row = await this.rows.byKeyWithAccount(appKey);
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
    return this.rows.originAllowed(origin);
  }
}
