/**
 * What the running service answers, for the generated docs: an app built in-process on a throwaway SQLite file with
 * the network off (no listen). `servedOpenApiDocument` is the source of packages/client/openapi.json (`npm run docs`)
 * and of the client's drift test; `servers` is what a request to http://127.0.0.1:8080 (the default of
 * `idrisk serve`) gets. `withDocsApp` also serves the sandbox example answers of docs/<product>.md (examples.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/index.js';
import { compose, type Services } from '../composition.js';
import { buildApp, type App } from '../app.js';

export async function withDocsApp<T>(fn: (app: App, services: Services) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-docs-'));
  try {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
      IDRISK_DATA_DIR: dir,
      IDRISK_SECRET: 'generated-docs-secret',
      IDRISK_NETWORK: 'off',
      IDRISK_JOBS_IN_SERVE: 'off',
      LOG_LEVEL: 'silent',
    });
    const services = await compose(config);
    try {
      const app = await buildApp(services);
      try {
        await app.ready();
        return await fn(app, services);
      } finally {
        await app.close();
      }
    } finally {
      await services.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  return withDocsApp(async (app) => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json', headers: { host: '127.0.0.1:8080' } });
    return res.json() as Record<string, unknown>;
  });
}
