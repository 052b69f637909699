/**
 * The OpenAPI document exactly as the service serves it, read from an app built in-process on a throwaway SQLite
 * file with the network off (no listen): the source of packages/client/openapi.json (`npm run docs`) and of the
 * client's drift test. `servers` is what a request to http://127.0.0.1:8080 (the default of `idrisk serve`) gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/index.js';
import { compose } from '../composition.js';
import { buildApp } from '../app.js';

export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-openapi-'));
  try {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'idrisk.db')}`,
      IDRISK_DATA_DIR: dir,
      IDRISK_SECRET: 'openapi-document-secret',
      IDRISK_NETWORK: 'off',
      IDRISK_JOBS_IN_SERVE: 'off',
      LOG_LEVEL: 'silent',
    });
    const services = await compose(config);
    try {
      const app = await buildApp(services);
      try {
        const res = await app.inject({ method: 'GET', url: '/openapi.json', headers: { host: '127.0.0.1:8080' } });
        return res.json() as Record<string, unknown>;
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
