/**
 * A migrated store for repository and engine tests: a SQLite file in a temp dir or a fresh PostgreSQL database
 * on the test run's server (test/helpers/postgres.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../src/config/index.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import type { AccountsTable } from '../../src/store/tables/accounts.js';
import type { DbKind } from './app.js';
import { freshDatabase } from './postgres.js';

export interface TestDatabase {
  readonly kind: DbKind;
  /** DATABASE_URL of the database. */
  readonly url: string;
  readonly config: DatabaseConfig;
  /** A temp dir for the test's files (the SQLite file lives here). */
  readonly dir: string;
  /** Drops the PostgreSQL database and removes the temp dir. */
  drop(): Promise<void>;
}

/** An empty database, not migrated (CLI tests migrate through the CLI). */
export async function testDatabase(kind: DbKind, prefix = 'idrisk-store-'): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (kind === 'sqlite') {
    const file = join(dir, 'idrisk.db');
    const url = `sqlite:${file}`;
    return { kind, url, config: { kind, url, file }, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const db = await freshDatabase();
  return {
    kind,
    url: db.url,
    config: { kind, url: db.url },
    dir,
    async drop() {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestStore extends TestDatabase {
  readonly store: Store;
  /** Closes the store, then drops the database. */
  close(): Promise<void>;
}

/** An open store with every migration applied. */
export async function testStore(kind: DbKind, prefix?: string): Promise<TestStore> {
  const database = await testDatabase(kind, prefix);
  const store = await openStore(database.config);
  try {
    await migrateToLatest(store.db);
  } catch (err) {
    await store.close();
    await database.drop();
    throw err;
  }
  return {
    ...database,
    store,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}

/** A plain account row (no credits, no products, rate limit 10) for repository tests that need an account to exist. */
export function accountRow(id: string, at: string): AccountsTable {
  return { id, name: id.replace(/^acct_/, ''), credits: 0, unlimited: 0, products: '', rate_limit: 10, webhook_url: null, disabled: 0, created_at: at, updated_at: at };
}
