/** Whether a start makes the demo account (kept apart from src/server.ts so that a cluster primary need not load it). */
import { DEFAULT_DATABASE_URL, type Config } from './index.js';

/**
 * Whether a start makes the demo account (on an empty database): with `--demo` on SQLite, or on the default embedded
 * database (DATABASE_URL unset); never on PostgreSQL (docs/operations.md). `--demo` on PostgreSQL is refused.
 */
export function wantsDemo(config: Config, flag: boolean): boolean | 'refused' {
  if (config.database.kind !== 'sqlite') return flag ? 'refused' : false;
  return flag || config.database.url === DEFAULT_DATABASE_URL;
}
