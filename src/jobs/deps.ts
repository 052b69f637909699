/** What job handlers may use: handed to every handler by the runner, built once in the composition root. */
import type { Config } from '../config/index.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { EngineRegistry } from '../products/types.js';
import type { Logger } from '../products/types.js';
import type { Privacy } from '../privacy/service.js';
import type { Resolutions } from '../store/resolutions/index.js';
import type { Db } from '../store/db.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { ReportSuppressed } from '../observability/metrics.js';
import type { JobQueue } from './queue.js';
import type { BulkService } from '../bulk/service.js';
import type { BundledReference } from '../products/bundled.js';
import type { DatasetWrites } from '../reference/datasets/import.js';

export interface JobDeps {
  readonly config: Config;
  readonly db: Db;
  readonly engines: EngineRegistry;
  readonly resolutions: Resolutions;
  readonly graph: IdentityGraph;
  readonly queue: JobQueue;
  readonly webhooks: Webhooks;
  readonly privacy: Privacy;
  readonly logger: Logger;
  /** Where a failure that is not passed on is reported (logged and counted). */
  readonly report?: ReportSuppressed;
  /** Bulk scoring (src/bulk): the `bulk.run` job's work. */
  readonly bulk?: BulkService;
  /** The process's bundled reference data (the email lists the refresh compares against). */
  readonly reference: BundledReference;
  /** The process's dataset writes: an uploaded import run here is seen by this process's next call. */
  readonly datasetWrites?: DatasetWrites;
}
