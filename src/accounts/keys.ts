/**
 * API keys: `idr_live_…` (live) and `idr_test_…` (sandbox). The database holds a SHA-256 of the secret and a
 * display prefix; the secret is shown once, at creation. Lookups compare hashes in constant time.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../store/db.js';
import type { ApiKeysTable } from '../store/schema.js';
import { ApiKeysRepository, type ApiKeyRows } from '../store/accounts/index.js';
import { base62, newId } from './ids.js';
import { toAccount, type Account } from './accounts.js';
import { AuthCache } from './auth-cache.js';

export type Environment = 'live' | 'sandbox';

export interface ApiKey {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly prefix: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  /** End of a rotated key's grace period (`idrisk keys rotate`); null: no end. */
  readonly expiresAt: string | null;
  /** The key that replaced this one by rotation. */
  readonly replacedBy: string | null;
}

export interface CreatedKey extends ApiKey {
  /** The secret: shown once, never stored. */
  readonly secret: string;
}

const KEY_FORMAT = /^idr_(live|test)_[0-9A-Za-z]{32}$/;

/** SHA-256 of a secret, hex; the one-shot `crypto.hash` (no Hash object per call: a third of createHash's cost). */
export function hashKey(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function looksLikeKey(secret: string): boolean {
  return KEY_FORMAT.test(secret);
}

function toKey(row: ApiKeysTable): ApiKey {
  return {
    id: row.id,
    accountId: row.account_id,
    environment: row.environment,
    prefix: row.prefix,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    expiresAt: row.expires_at ?? null,
    replacedBy: row.replaced_by ?? null,
  };
}

/** A key past the end of its grace period is refused; the boundary itself is already past. */
export function expired(expiresAt: string | null | undefined, now: Date): boolean {
  return expiresAt !== null && expiresAt !== undefined && Date.parse(expiresAt) <= now.getTime();
}

export class ApiKeys {
  /** Key reads in flight, by cache ticket and hash: requests that miss the cache together share one. */
  private readonly lookups = new Map<string, Promise<{ key: ApiKey; account: Account } | null>>();

  /** The keys' storage (src/store/accounts). */
  private readonly rows: ApiKeyRows;

  constructor(
    private readonly db: Db,
    /** The per-process cache of keys and accounts; none (every request reads the database) by default. */
    readonly cache: AuthCache = new AuthCache(db, 0),
    /** The clock that ends rotation grace periods (tests inject one). */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rows = new ApiKeysRepository(db);
  }

  async create(accountId: string, environment: Environment, exec: Executor = this.db): Promise<CreatedKey> {
    const secret = `idr_${environment === 'live' ? 'live' : 'test'}_${base62(32)}`;
    const row: ApiKeysTable = {
      id: newId('key'),
      account_id: accountId,
      environment,
      hash: hashKey(secret),
      prefix: `${secret.slice(0, 13)}…`,
      created_at: new Date().toISOString(),
      revoked_at: null,
    };
    await this.rows.insert(row, exec);
    // A process may have cached this hash as unknown (it cannot have been presented before, but keep the rule simple).
    await this.cache.changed(exec);
    return { ...toKey(row), secret };
  }

  /**
   * The active key for a presented secret and its account; null when the secret is malformed, unknown or revoked.
   * Cached per process (AuthCache): a revocation or account change made anywhere reaches this process within one poll.
   */
  async authenticate(secret: string): Promise<{ key: ApiKey; account: Account } | null> {
    const known = this.known(secret);
    if (known !== undefined) return known;
    const hash = hashKey(secret);
    const cache = this.cache;
    // Concurrent requests with the same secret that all miss (a cold start, a cache just dropped) share one read;
    // a lookup begun before a drop of the cache is not joined after it (the ticket is part of the key).
    const ticket = cache.ticket;
    const flight = `${ticket}:${hash}`;
    let lookup = this.lookups.get(flight);
    if (!lookup) {
      lookup = this.lookup(hash, ticket).finally(() => this.lookups.delete(flight));
      this.lookups.set(flight, lookup);
    }
    return lookup;
  }

  /**
   * What authenticate() answers without reading the database: the key and account when both are cached, null for a
   * secret that cannot be a key or a key known not to exist, was revoked or expired; undefined when it must be read.
   */
  known(secret: string): { key: ApiKey; account: Account } | null | undefined {
    if (!looksLikeKey(secret)) return null;
    const cache = this.cache;
    if (!cache.enabled) return undefined;
    const key = cache.key(hashKey(secret));
    if (key === null) return null;
    if (key === undefined) return undefined;
    const account = cache.account(key.accountId);
    if (!account) return undefined;
    return key.expiresAt !== null && expired(key.expiresAt, this.now()) ? null : { key, account };
  }

  private async lookup(hash: string, ticket: number): Promise<{ key: ApiKey; account: Account } | null> {
    const cache = this.cache;
    const row = await this.rows.withAccountByHash(hash);
    let value: { key: ApiKey; account: Account } | null = null;
    if (row && row.revoked_at === null && !expired(row.expires_at, this.now()) && timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(hash, 'hex'))) {
      value = {
        key: { id: row.key_id, accountId: row.account_id, environment: row.environment, prefix: row.prefix, createdAt: row.key_created_at, revokedAt: null, expiresAt: row.expires_at ?? null, replacedBy: row.replaced_by ?? null },
        account: toAccount(row),
      };
    }
    cache.put(hash, value?.key ?? null, value?.account ?? null, ticket);
    return value;
  }

  async list(accountId?: string, exec: Executor = this.db): Promise<ApiKey[]> {
    return (await this.rows.list(accountId, exec)).map(toKey);
  }

  /** Revoke a key; returns the key, or null when there is no such key. Revoking twice keeps the first time. */
  async revoke(id: string, exec: Executor = this.db): Promise<ApiKey | null> {
    await this.rows.revoke(id, new Date().toISOString(), exec);
    await this.cache.changed(exec);
    const row = await this.rows.byId(id, exec);
    return row ? toKey(row) : null;
  }

  /**
   * Rotate a key: a new secret for the same account and environment; the old secret keeps working for `graceMs`
   * (0: it stops now) and then answers 401. Null when there is no such key; RotationRefused for a revoked or
   * expired key (rotate its replacement instead).
   */
  async rotate(id: string, graceMs: number, exec: Executor = this.db): Promise<{ old: ApiKey; created: CreatedKey } | null> {
    const row = await this.rows.byId(id, exec);
    if (!row) return null;
    const now = this.now();
    if (row.revoked_at !== null) throw new RotationRefused(`key ${id} is revoked`);
    if (expired(row.expires_at, now)) throw new RotationRefused(`key ${id} expired at ${row.expires_at}`);
    const created = await this.create(row.account_id, row.environment, exec);
    const expiresAt = new Date(now.getTime() + graceMs).toISOString();
    // An earlier, shorter grace period is kept: rotating again never extends an old secret's life.
    const end = row.expires_at && row.expires_at < expiresAt ? row.expires_at : expiresAt;
    await this.rows.replaced(id, end, created.id, exec);
    await this.cache.changed(exec);
    return { old: toKey({ ...row, expires_at: end, replaced_by: created.id }), created };
  }
}

export class RotationRefused extends Error {}
