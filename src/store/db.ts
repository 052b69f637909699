/**
 * The database: Kysely over better-sqlite3 (embedded default, one file, WAL) or pg (PostgreSQL).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { DatabaseConfig } from '../config/index.js';
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
}

export async function openStore(config: DatabaseConfig): Promise<Store> {
  if (config.kind === 'sqlite') {
    const { default: SQLite } = await import('better-sqlite3');
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return {
      db,
      kind: 'sqlite',
      close: () => db.destroy(),
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
  const pool = new pg.default.Pool({ connectionString: config.url, max: 10 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
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
