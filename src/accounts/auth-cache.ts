/**
 * The per-process cache of API keys and accounts, and how a change reaches every process.
 *
 * Every authenticated request needs its key and account; reading them from the database costs a query per request
 * (a round trip on PostgreSQL). Each process keeps them in memory instead. Every change a cache must not miss (a key
 * created or revoked, an account updated or disabled, credits added) bumps the one-row `cache_epoch` counter in the
 * same executor as the change; every process polls that counter (IDRISK_CACHE_POLL_MS, 250 ms by default: one indexed
 * read of one row) and drops its cache when it moved. So a revocation made by any process, `idrisk keys revoke` or
 * another API worker or host, is seen by every process within one poll interval. The same process drops its cache at
 * once. IDRISK_KEY_CACHE_SECONDS bounds the age of an entry, for changes made to the database by hand.
 *
 * Debits are not changes of this kind (one per live call): the cached balance of an account is lowered by the calls
 * of this process and may be higher than the stored one when other processes spent credits. It only decides the early
 * 402 before the work; the conditional debit at commit is what refuses a short balance.
 *
 * Admin tokens (`idr_admin_…`, src/admin/operators.ts) are kept the same way, keyed by their hash: only tokens that
 * exist (an unknown hash is read again each time), dropped by the same clears. Revoking one bumps the epoch in the
 * revocation's transaction, so it takes effect at once in the revoking process and within one poll interval in every
 * other; an expiry is checked on every call from the cached row.
 *
 * Operator sessions (the console's cookie, src/admin/operators.ts) are kept the same way, keyed by the cookie's hash,
 * with their operator: only sessions that exist. Every change that ends a session (sign out, sign out everywhere, a
 * password changed or reset, an operator disabled or given another role or other accounts) bumps the epoch in the
 * change's transaction. The idle clock is the cached row's last_seen_at: the process that answers a call moves it at
 * most once a minute and keeps the row it wrote; a cached session that looks idle is read again before it is refused
 * (another process may have kept it alive).
 *
 * GET /1.0/credits reads the stored balance and the month's usage (monthUsage): each process keeps what it read for
 * at most one poll interval, dropped at once by a commit of the account in this process and by every clear. So its
 * answer shows this process's own calls at once and other processes' calls within IDRISK_CACHE_POLL_MS.
 */
import type { Db, Executor } from '../store/db.js';
import { bumpCacheEpoch, readCacheEpoch } from '../store/accounts/index.js';
import type { Account } from './accounts.js';
import type { ApiKey } from './keys.js';
import type { AdminTokensTable, OperatorSessionsTable, OperatorsTable } from '../store/schema.js';

/** A cached operator session: the session row and its operator's, as one read of both. */
export interface CachedSession {
  readonly session: OperatorSessionsTable;
  readonly operator: OperatorsTable;
}

interface Entry<T> {
  readonly value: T;
  readonly expires: number;
}

export class AuthCache {
  private readonly keys = new Map<string, Entry<ApiKey | null>>();
  private readonly accounts = new Map<string, Entry<Account>>();
  private readonly adminTokens = new Map<string, Entry<AdminTokensTable>>();
  private readonly adminSessions = new Map<string, Entry<CachedSession>>();
  private epoch: number | null = null;
  /** Moves on every clear: a lookup that started before a clear must not put what it read. */
  private generation = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** GET /1.0/credits: the month's usage and balance last read per account, with the month it is for. */
  private readonly usage = new Map<string, { readonly month: string; readonly value: unknown; readonly expires: number }>();
  /**
   * Called when a poll finds the epoch moved, after the cache is emptied (the composition root empties the memos of
   * recent inputs: an erasure moves the epoch, src/memo/personal.ts). Set before `start`.
   */
  onEpochMoved: (() => void) | null = null;
  /** Commits of each account in this process: a usage read that a commit overtook must not be kept. */
  private readonly commits = new Map<string, number>();

  constructor(
    private readonly db: Db,
    /** 0 disables the cache. */
    private readonly maxAgeSeconds: number,
    private readonly pollMs = 250,
    private readonly max = 100_000,
  ) {}

  get enabled(): boolean {
    return this.maxAgeSeconds > 0;
  }

  /** Start watching the epoch (a no-op when the cache is off). The timer never keeps the process alive. */
  async start(): Promise<void> {
    // Off, it still watches the epoch when told what to do on a move (`onEpochMoved`).
    if (this.timer || (!this.enabled && !this.onEpochMoved)) return;
    // Before migrations (a command that does not migrate) there is no epoch yet: the first poll that reads one clears.
    this.epoch = await this.readEpoch().catch(() => null);
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One poll: drop everything when another process changed keys or accounts. Exposed for tests. */
  async poll(): Promise<boolean> {
    if (this.polling) return false;
    this.polling = true;
    try {
      const epoch = await this.readEpoch();
      if (epoch === this.epoch) return false;
      this.epoch = epoch;
      this.clear();
      this.onEpochMoved?.();
      return true;
    } catch {
      // The database is unreachable: entries still expire by age; the next poll tries again.
      return false;
    } finally {
      this.polling = false;
    }
  }

  /** The cached key of a hash: undefined when not cached, null when known not to exist or revoked. */
  key(hash: string): ApiKey | null | undefined {
    const e = this.keys.get(hash);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.keys.delete(hash);
      return undefined;
    }
    return e.value;
  }

  account(id: string): Account | undefined {
    const e = this.accounts.get(id);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.accounts.delete(id);
      return undefined;
    }
    return e.value;
  }

  /** The cached admin token of a hash (only tokens that exist are kept): undefined when not cached. */
  adminToken(hash: string): AdminTokensTable | undefined {
    const e = this.adminTokens.get(hash);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.adminTokens.delete(hash);
      return undefined;
    }
    return e.value;
  }

  /** Keep an admin token row read under `ticket`; a later write of the same row (last_used_at) replaces it. */
  putAdminToken(hash: string, row: AdminTokensTable, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    const e = this.adminTokens.get(hash);
    if (this.adminTokens.size >= this.max && !e) this.adminTokens.clear();
    this.adminTokens.set(hash, { value: row, expires: e?.expires ?? Date.now() + this.maxAgeSeconds * 1000 });
  }

  /** The cached operator session of a cookie's hash (only sessions that exist are kept): undefined when not cached. */
  adminSession(hash: string): CachedSession | undefined {
    const e = this.adminSessions.get(hash);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.adminSessions.delete(hash);
      return undefined;
    }
    return e.value;
  }

  /** Keep a session read under `ticket`; a later write of the same session (last_seen_at) replaces it. */
  putAdminSession(hash: string, value: CachedSession, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    const e = this.adminSessions.get(hash);
    if (this.adminSessions.size >= this.max && !e) this.adminSessions.clear();
    this.adminSessions.set(hash, { value, expires: e?.expires ?? Date.now() + this.maxAgeSeconds * 1000 });
  }

  /** Take this before reading the database; pass it to put(). */
  get ticket(): number {
    return this.generation;
  }

  put(hash: string, key: ApiKey | null, account: Account | null, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.keys.size >= this.max) this.keys.clear();
    if (this.accounts.size >= this.max) this.accounts.clear();
    const expires = Date.now() + this.maxAgeSeconds * 1000;
    this.keys.set(hash, { value: key, expires });
    if (account) this.accounts.set(account.id, { value: account, expires });
  }

  /**
   * This process committed a live call of the account that cost `price` (0 for a free one): lower the cached balance
   * so its own 402 pre-check stays close, and forget the account's usage read (its rollup and balance moved).
   */
  committed(accountId: string, price: number): void {
    const e = this.accounts.get(accountId);
    if (price > 0 && e && !e.value.unlimited) this.accounts.set(accountId, { value: { ...e.value, credits: e.value.credits - price }, expires: e.expires });
    if (!this.enabled) return;
    this.usage.delete(accountId);
    if (this.commits.size >= this.max) this.commits.clear();
    this.commits.set(accountId, (this.commits.get(accountId) ?? 0) + 1);
  }

  /**
   * The month's usage and balance of an account for GET /1.0/credits: `read` (the stored rows), kept for at most one
   * poll interval. A read that a clear or a commit of the account in this process overtook is answered but not kept.
   */
  async monthUsage<T>(accountId: string, month: string, read: () => Promise<T>): Promise<T> {
    const kept = this.keptUsage<T>(accountId, month);
    if (kept !== undefined) return kept;
    if (!this.enabled) return read();
    const now = Date.now();
    const generation = this.generation;
    const commits = this.commits.get(accountId);
    const value = await read();
    if (generation === this.generation && commits === this.commits.get(accountId)) {
      if (this.usage.size >= this.max) this.usage.clear();
      this.usage.set(accountId, { month, value, expires: now + this.pollMs });
    }
    return value;
  }

  /** The usage read monthUsage would answer without reading (kept for `month`, not expired), else undefined. */
  keptUsage<T>(accountId: string, month: string): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.usage.get(accountId);
    return hit && hit.month === month && hit.expires > Date.now() ? (hit.value as T) : undefined;
  }

  clear(): void {
    this.generation++;
    this.keys.clear();
    this.accounts.clear();
    this.adminTokens.clear();
    this.adminSessions.clear();
    this.usage.clear();
  }

  /** Record a change of keys or accounts in `exec` (the change's own transaction when it has one) and drop ours. */
  async changed(exec: Executor): Promise<void> {
    await bumpEpoch(exec);
    this.clear();
  }

  private readEpoch(): Promise<number> {
    return readCacheEpoch(this.db);
  }
}

/** Tell every process's cache that keys or accounts changed. */
export function bumpEpoch(exec: Executor): Promise<void> {
  return bumpCacheEpoch(exec);
}
