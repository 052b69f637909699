/**
 * The database: Kysely over better-sqlite3 (embedded default, one file, WAL) or pg (PostgreSQL).
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { finished } from 'node:stream/promises';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { DatabaseConfig } from '../config/index.js';
import { FifoMemo } from '../memo/fifo.js';
import { type CheckpointerOptions, WalCheckpointer } from './checkpointer.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A repository method takes the database or an open transaction. */
export type Executor = Db | Tx;

export interface Store {
  readonly db: Db;
  readonly kind: DatabaseConfig['kind'];
  close(): Promise<void>;
  ping(): Promise<boolean>;
  /** Statements sent to the server so far (PostgreSQL: round trips, counted at the driver; SQLite: 0). */
  roundTrips(): number;
  /**
   * SQLite: the connection under `db` (with its statement cache), for the hot write path that runs its statements
   * synchronously inside the group commit (store/resolutions/commit-sqlite.ts); undefined on PostgreSQL.
   */
  readonly sqlite?: SqliteDatabase;
  /** PostgreSQL: one connection of the pool held for a while, for COPY (see PgSession); undefined on SQLite. */
  readonly pgSession?: () => Promise<PgSession>;
  /** SQLite file: the thread that checkpoints the WAL off the event loop (checkpointer.ts), stopped by `close`. */
  readonly checkpointer?: WalCheckpointer;
}

/**
 * PostgreSQL: one connection of the pool, held by one caller until `release` (the dataset import on PostgreSQL,
 * `openImport` in src/store/reference/upsert.ts). `db` is Kysely on that connection alone, and `copyFrom` streams text into a
 * `COPY ... FROM STDIN` on the same connection, so inside the transaction `db` has open (pg-copy-streams). One
 * statement at a time: every query of `db` goes to the same connection, so its transactions run one after another.
 */
export interface PgSession {
  readonly db: Db;
  /** Runs a `COPY ... FROM STDIN` statement with `data` (the COPY's text) as its input; returns the rows copied. */
  copyFrom(statement: string, data: string): Promise<number>;
  /** Gives the connection back to the pool; `broken`: close it instead (a failed import: its state is unknown). */
  release(broken?: boolean): void;
}

/**
 * The PostgreSQL session maker of the store whose Kysely is `db` (undefined: SQLite, or a Kysely not made by openStore):
 * code that is handed only `db` (the dataset import) finds the store's pool through it.
 */
const pgSessions = new WeakMap<Executor, () => Promise<PgSession>>();

export function pgSessionOf(db: Executor): (() => Promise<PgSession>) | undefined {
  return pgSessions.get(db);
}

/** PostgreSQL: the SQL texts of a store run as named prepared statements, and their names (nameStatement). */
const namedStatements = new WeakMap<Executor, Map<string, string>>();
/** At most this many texts get a name (a name is never given to another text: pg keeps each per connection). */
const MAX_NAMED = 1000;

/**
 * PostgreSQL: run every later query of exactly this SQL text (through Kysely, any connection of the store's pool) as a
 * named prepared statement (pg's `{ name, text, values }`): each connection parses and plans it once, on first use,
 * instead of on every run. For a query built once and run many times with new values (the admin search's shapes).
 * Nothing on SQLite (better-sqlite3 statements are kept by withStatementCache) or past MAX_NAMED texts.
 */
export function nameStatement(db: Executor, text: string): void {
  const names = namedStatements.get(db);
  if (!names || names.has(text) || names.size >= MAX_NAMED) return;
  names.set(text, `idr_${names.size}`);
}

/** Timeouts that turn a stuck database into a fast, clear failure (503) instead of a hang. */
export interface StoreOptions {
  /** SQLite: how long to wait for another process's lock (busy_timeout). */
  readonly busyTimeoutMs?: number;
  /** PostgreSQL: how long a new connection may take. */
  readonly connectTimeoutMs?: number;
  /** PostgreSQL: the longest statement (statement_timeout on the server, query_timeout in the client). */
  readonly statementTimeoutMs?: number;
  /**
   * SQLite file: the WAL checkpointer thread (checkpointer.ts; default on, every DEFAULT_CHECKPOINT_INTERVAL_MS);
   * false: none, the automatic checkpoint alone.
   */
  readonly walCheckpointer?: CheckpointerOptions | false;
}

export async function openStore(config: DatabaseConfig, options: StoreOptions = {}): Promise<Store> {
  if (config.kind === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    if (config.file !== ':memory:') {
      // A new database is readable by its owner only (0600; its directory 0700 when made here): it holds personal data
      // and key hashes. SQLite gives the -wal and -shm files the database file's permissions (docs/operations.md).
      mkdirSync(dirname(config.file), { recursive: true, mode: 0o700 });
      if (!existsSync(config.file)) closeSync(openSync(config.file, 'a', 0o600));
    }
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // Checkpoint the WAL every 10,000 pages (~40 MB), not SQLite's default 1,000: one group commit of 50 hub calls
    // dirties ~1,250 random index pages, so the default checkpointed after nearly every COMMIT and copied each page
    // to the database file every time it changed; a longer interval copies a page rewritten by several commits once.
    // What it saved is measured in docs/decisions.md (issue 9, fifth pass). Since the checkpointer thread (below,
    // checkpointer.ts) copies the WAL as it grows, this is the WAL's bound: the checkpoint it runs inside a COMMIT has
    // only what the thread has not copied yet (issue 33, ninth pass).
    sqlite.pragma('wal_autocheckpoint = 10000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    // Deleted and overwritten content is zeroed, not left in free space: an erased subject leaves no bytes behind
    // (docs/privacy.md; the cost is measured there).
    sqlite.pragma('secure_delete = ON');
    // Statement journals in memory: the group commit runs a call with writes of its own in its own savepoint (and
    // any statement that may abort midway keeps one too), whose journal keeps the original of every page the call
    // changes (~16 pages); past 64 KiB SQLite spills it to a temporary file, two pwrite calls per page (measured:
    // 44.6 -> 9.7 pwrite calls per live call). No temporary table is used anywhere.
    sqlite.pragma('temp_store = MEMORY');
    const cached = withStatementCache(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
    // The WAL's pages copied into the database file by a thread of this process (checkpointer.ts), so that the
    // automatic checkpoint above, still the WAL's bound, finds little left to copy when it runs inside a COMMIT.
    const checkpointer = config.file !== ':memory:' && options.walCheckpointer !== false ? new WalCheckpointer(config.file, options.walCheckpointer) : undefined;
    return {
      db,
      kind: 'sqlite',
      sqlite: cached,
      ...(checkpointer ? { checkpointer } : {}),
      close: async () => {
        await checkpointer?.stop();
        await db.destroy();
      },
      roundTrips: () => 0,
      ping: async () => {
        try {
          sqlite.prepare('select 1').get();
          return true;
        } catch {
          return false;
        }
      },
    };
  }
  const pg = await import('pg');
  // int8 (bigint) and numeric come back as strings by default; our counters fit in a double.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + 1000 } : {}),
  });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  // Every query of a pooled client is one round trip (node-postgres sends one statement and waits for its answer).
  let roundTrips = 0;
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    // pg-pool listens for a client's 'error' only while the client is idle in the pool. A checked-out client (a
    // transaction between statements, a statement in flight, a group commit) whose server goes away (57P01 on
    // shutdown, a reset, a killed backend) emits 'error' with no listener, and node:events turns that into an
    // uncaught exception that ends the process. The statement in flight fails on its own (a 503 for its caller) and
    // Kysely releases the client, which the pool then drops as no longer queryable: nothing is left to do here.
    client.on('error', () => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      roundTrips++;
      // A text given a name (nameStatement) as Kysely sends it, (text, values): sent as that named statement.
      const name = typeof args[0] === 'string' && args.length === 2 && Array.isArray(args[1]) ? names.get(args[0]) : undefined;
      const result = name === undefined ? query(...args) : query({ name, text: args[0], values: args[1] });
      // A statement past the client's query_timeout leaves its connection waiting for an answer that may never come
      // (a black-holed network: nothing fails, nothing arrives), and every later statement on it would wait behind
      // it for its own timeout. End that connection: its queued statements fail at once, and the pool drops it on
      // release and opens a fresh one (which fails fast, within the connect timeout, while the network is gone).
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(undefined, (err: unknown) => {
          if ((err as Error)?.message === 'Query read timeout') client.connection?.stream?.destroy();
        });
      }
      return result;
    };
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  namedStatements.set(db, names);
  const pgSession = async (): Promise<PgSession> => {
    const { from } = await import('pg-copy-streams');
    const client = await pool.connect();
    // Kysely over this one client: its "pool" hands out the same client every time and never ends it.
    const one = { query: (...args: unknown[]) => (client as unknown as { query(...a: unknown[]): unknown }).query(...args), release: () => undefined };
    const single = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: { connect: async () => one, end: async () => undefined } as unknown as import('pg').Pool }),
    });
    let released = false;
    return {
      db: single,
      async copyFrom(statement: string, data: string): Promise<number> {
        const stream = client.query(from(statement));
        stream.end(data);
        await finished(stream);
        return stream.rowCount;
      },
      release(broken = false): void {
        if (released) return;
        released = true;
        client.release(broken ? new Error('released as broken') : undefined);
      },
    };
  };
  // A pool of one connection is left to the other callers: an import there writes through `db` batch by batch.
  if ((config.poolSize ?? 10) > 1) pgSessions.set(db, pgSession);
  return {
    db,
    kind: 'postgres',
    ...((config.poolSize ?? 10) > 1 ? { pgSession } : {}),
    close: () => db.destroy(),
    roundTrips: () => roundTrips,
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SqliteDatabase = import('better-sqlite3').Database;

/**
 * Kysely prepares every query anew; preparing costs more than running a small statement. The same SQL text always
 * gets the same prepared statement (better-sqlite3 statements are reusable; Kysely never iterates two at once on
 * one connection). The cache is bounded: queries with a varying number of parameters (batched inserts) stay few; the
 * oldest text is forgotten first, without walking the Map's deleted entries (src/memo/fifo.ts).
 */
export function withStatementCache(sqlite: SqliteDatabase, max = 500): SqliteDatabase {
  const cache = new FifoMemo<string, ReturnType<SqliteDatabase['prepare']>>(max);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === UNCACHED) return target;
      if (prop === 'prepare') {
        return (sql: string) => {
          let stmt = cache.get(sql);
          if (!stmt) {
            stmt = target.prepare(sql);
            cache.set(sql, stmt);
          }
          return stmt;
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const UNCACHED = Symbol('the connection without the statement cache');

/**
 * A statement of its own, outside the cache of withStatementCache: its caller may change its mode (`pluck`, `raw`)
 * without changing what Kysely reads from the cached statement of the same text.
 */
export function prepareOwn(sqlite: SqliteDatabase, text: string): ReturnType<SqliteDatabase['prepare']> {
  const raw = (sqlite as unknown as Record<symbol, SqliteDatabase | undefined>)[UNCACHED] ?? sqlite;
  return raw.prepare(text);
}

/** SQLite and PostgreSQL unique-constraint violations. */
export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Name of the violated constraint or index when the driver tells it (PostgreSQL), else the message. */
export function violatedConstraint(err: unknown): string {
  const e = err as { constraint?: string; message?: string };
  return e.constraint ?? e.message ?? '';
}

/**
 * A query built and compiled once, run many times with new arguments: building and compiling a Kysely query costs
 * more than running it on SQLite, so hot paths (the per-request key lookup, the commit) use this. `build` receives
 * placeholder values and must pass each argument exactly once as a query parameter.
 */
export function precompiled<A extends readonly unknown[], R>(
  db: Db,
  arity: A['length'],
  build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> },
): Precompiled<A, R> {
  const sentinels = Array.from({ length: arity }, (_, i) => `\u0000arg${i}\u0000`);
  const compiled = build(db, ...(sentinels as unknown as A)).compile();
  const slots = compiled.parameters.map((p) => (typeof p === 'string' ? sentinels.indexOf(p) : -1));
  if (sentinels.some((_, i) => !slots.includes(i))) throw new Error('precompiled: every argument must be a parameter');
  const params = (args: A) => compiled.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
  const run = async (exec: Executor, ...args: A) => (await exec.executeQuery<R>(CompiledQuery.raw(compiled.sql, params(args)))).rows;
  // The statement of the last connection it ran on, kept here: an engine's read runs it on one connection every call
  // (the prepare of withStatementCache goes through its proxy and a lookup by the SQL text each time). A statement
  // stays usable while its connection is open, whether or not that cache still holds it.
  let last: { sqlite: SqliteDatabase; stmt: ReturnType<SqliteDatabase['prepare']>; reader: boolean } | null = null;
  return Object.assign(run, {
    sync: (sqlite: SqliteDatabase, ...args: A): R[] => {
      if (last === null || last.sqlite !== sqlite) {
        const stmt = sqlite.prepare(compiled.sql);
        last = { sqlite, stmt, reader: stmt.reader };
      }
      if (last.reader) return last.stmt.all(params(args)) as R[];
      last.stmt.run(params(args));
      return [];
    },
  });
}

/** A precompiled statement: run through Kysely (any executor), or synchronously on a SQLite connection. */
export interface Precompiled<A extends readonly unknown[], R> {
  (exec: Executor, ...args: A): Promise<R[]>;
  /** The same statement run at once on the SQLite connection (better-sqlite3 is synchronous): no promise, no executor. */
  sync(sqlite: SqliteDatabase, ...args: A): R[];
}
