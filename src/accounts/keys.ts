/**
 * API keys: `idr_live_…` (live) and `idr_test_…` (sandbox). The database holds a SHA-256 of the secret and a
 * display prefix; the secret is shown once, at creation. Lookups compare hashes in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../store/db.js';
import type { ApiKeysTable } from '../store/schema.js';
import { base62, newId } from './ids.js';

export type Environment = 'live' | 'sandbox';

export interface ApiKey {
  readonly id: string;
  readonly accountId: string;
  readonly environment: Environment;
  readonly prefix: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

export interface CreatedKey extends ApiKey {
  /** The secret: shown once, never stored. */
  readonly secret: string;
}

const KEY_FORMAT = /^idr_(live|test)_[0-9A-Za-z]{32}$/;

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
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
  };
}

export class ApiKeys {
  private readonly cache = new Map<string, { key: ApiKey | null; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly cacheSeconds = 0,
  ) {}

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
    await exec.insertInto('api_keys').values(row).execute();
    return { ...toKey(row), secret };
  }

  /** The active key for a presented secret, or null (unknown, malformed or revoked). */
  async verify(secret: string): Promise<ApiKey | null> {
    if (!looksLikeKey(secret)) return null;
    const hash = hashKey(secret);
    if (this.cacheSeconds > 0) {
      const hit = this.cache.get(hash);
      if (hit && hit.expires > Date.now()) return hit.key;
    }
    const row = await this.db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst();
    let key: ApiKey | null = null;
    if (row && row.revoked_at === null && timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(hash, 'hex'))) {
      key = toKey(row);
    }
    if (this.cacheSeconds > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(hash, { key, expires: Date.now() + this.cacheSeconds * 1000 });
    }
    return key;
  }

  async list(accountId?: string, exec: Executor = this.db): Promise<ApiKey[]> {
    let q = exec.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id');
    if (accountId) q = q.where('account_id', '=', accountId);
    return (await q.execute()).map(toKey);
  }

  /** Revoke a key; returns the key, or null when there is no such key. Revoking twice keeps the first time. */
  async revoke(id: string, exec: Executor = this.db): Promise<ApiKey | null> {
    await exec
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    this.cache.clear();
    const row = await exec.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toKey(row) : null;
  }
}
