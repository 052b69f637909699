/** Login tracking, assembled for the composition root. */
import type { ReportSuppressed } from '../observability/metrics.js';
import type { Config } from '../config/index.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { EngineRegistry } from '../products/types.js';
import type { Db } from '../store/db.js';
import { Apps, type AppCacheEpoch } from './apps.js';
import { loadCollectorBundle, type CollectorBundle } from './collector-bundle.js';
import { LoginRecords } from './records.js';
import { LoginService } from './service.js';

export interface LoginParts {
  readonly apps: Apps;
  readonly login: LoginService;
  readonly collector: CollectorBundle | null;
}

export function createLogin(deps: { config: Config; db: Db; graph: IdentityGraph; engines: EngineRegistry; report?: ReportSuppressed; epoch?: AppCacheEpoch }): LoginParts {
  const apps = new Apps(deps.db, deps.config.keyCacheSeconds, deps.epoch);
  const records = new LoginRecords(deps.db);
  const login = new LoginService({ config: deps.config, apps, records, graph: deps.graph, engines: deps.engines, report: deps.report });
  return { apps, login, collector: loadCollectorBundle() };
}
