/**
 * The app with real stores for integration tests: a SQLite file in a temp dir or a fresh PostgreSQL database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/config/index.js';
import { compose, type ComposeOptions, type Services } from '../../src/composition.js';
import { buildApp, type App } from '../../src/app.js';
import type { NewAccount, Account } from '../../src/accounts/accounts.js';
import { freshDatabase } from './postgres.js';
import { createBundledReference } from '../../src/products/bundled.js';

/**
 * The bundled reference data (email lists, names, carriers), one copy for every app a test process builds, as one
 * process of the service has one: a test that needs its own passes `reference` in the compose options.
 */
const BUNDLED = createBundledReference();

export type DbKind = 'sqlite' | 'postgres';
export const DB_KINDS: readonly DbKind[] = ['sqlite', 'postgres'];

export interface TestApp {
  readonly app: App;
  readonly services: Services;
  readonly config: Config;
  readonly dir: string;
  /** An account with a live and a sandbox key. */
  account(input?: Partial<NewAccount>): Promise<{ account: Account; live: string; sandbox: string; liveKeyId: string }>;
  close(): Promise<void>;
}

export async function testApp(kind: DbKind = 'sqlite', env: Record<string, string> = {}, options: ComposeOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-test-'));
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl = `sqlite:${join(dir, 'idrisk.db')}`;
  if (kind === 'postgres') {
    const db = await freshDatabase();
    databaseUrl = db.url;
    drop = db.drop;
  }
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    IDRISK_DATA_DIR: dir,
    IDRISK_SECRET: 'test-secret-0123456789abcdef',
    IDRISK_NETWORK: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = await compose(config, { reference: BUNDLED, ...options });
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    config,
    dir,
    async account(input = {}) {
      const account = await services.accounts.create({ name: 'test', credits: 1000, rateLimit: 1000, ...input });
      const live = await services.keys.create(account.id, 'live');
      const sandbox = await services.keys.create(account.id, 'sandbox');
      return { account, live: live.secret, sandbox: sandbox.secret, liveKeyId: live.id };
    },
    async close() {
      await app.close();
      await services.close();
      if (drop) await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A customer_id never used before in this process. */
export function uniqueId(prefix = 'cust'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
