/**
 * The management service layer (docs/admin.md): what the `idrisk` CLI and /admin/1.0 both call. Built once in the
 * composition root.
 */
import type { Db, SqliteDatabase } from '../store/db.js';
import type { AuditLog } from '../privacy/audit.js';
import type { Accounts } from '../accounts/accounts.js';
import type { ApiKeys } from '../accounts/keys.js';
import type { Apps } from '../login/apps.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { Resolutions } from '../store/resolutions/index.js';
import type { Privacy } from '../privacy/service.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobAdmin } from '../jobs/admin.js';
import type { DatasetWrites } from '../reference/datasets/import.js';
import { OperatorService, type AdminAuthOptions } from './operators.js';
import { AccountAdmin } from './accounts.js';
import { Insights } from './insights.js';
import { IdentityExplorer } from './identities.js';
import { Replays } from './replay.js';
import { Ops } from './ops.js';
import { DatasetAdmin } from './datasets.js';

export interface AdminDeps {
  readonly db: Db;
  readonly kind: 'sqlite' | 'postgres';
  /** SQLite: the connection under `db` (store.sqlite), for reads run at once; undefined on PostgreSQL. */
  readonly sqlite?: SqliteDatabase;
  readonly audit: AuditLog;
  readonly accounts: Accounts;
  readonly keys: ApiKeys;
  readonly apps: Apps;
  readonly webhooks: Webhooks;
  readonly graph: IdentityGraph;
  readonly resolutions: Resolutions;
  readonly privacy: Privacy;
  readonly queue: JobQueue;
  readonly jobs: JobAdmin;
  readonly auth: AdminAuthOptions;
  /** The process's dataset writes: an import made here is seen by this process's next call. */
  readonly datasetWrites?: DatasetWrites;
}

export interface Admin {
  readonly operators: OperatorService;
  readonly accounts: AccountAdmin;
  readonly insights: Insights;
  /** The identity explorer: a touch point's graph and timeline, by value or by a node's reference. */
  readonly identities: IdentityExplorer;
  /** "Copy as curl": a stored resolution's call rebuilt from what is stored. */
  readonly replays: Replays;
  readonly ops: Ops;
  readonly datasets: DatasetAdmin;
}

export function createAdmin(d: AdminDeps): Admin {
  return {
    operators: new OperatorService(d.db, d.audit, d.auth),
    accounts: new AccountAdmin(d),
    insights: new Insights(d.db, d.graph, d.kind, d.sqlite),
    identities: new IdentityExplorer(d.db, d.graph),
    replays: new Replays(d.db),
    ops: new Ops({ db: d.db, audit: d.audit, privacy: d.privacy, jobs: d.jobs, queue: d.queue }),
    datasets: new DatasetAdmin({ db: d.db, audit: d.audit, queue: d.queue, writes: d.datasetWrites }),
  };
}
