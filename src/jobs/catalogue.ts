/**
 * The job catalogue: every background job of the service, one entry each (name, payload schema, retry and backoff,
 * timeout, handler; see define.ts). Adding a job is adding one entry here; the runner and the queue need nothing
 * else. Names are stable: they are stored in the jobs table.
 */
import { domainIntelligenceJob } from './domain-intelligence.js';
import { webhookDeliveryJob } from './webhook-delivery.js';
import { pruneJob } from './prune.js';
import { retentionJob } from './retention.js';
import { emailListsJob } from './email-lists.js';
import { ipListsJob } from './ip-lists.js';
import { datasetImportJob } from './dataset-import.js';
import { bulkRunJob } from './bulk.js';
import { statsRollupJob } from './stats-rollup.js';
import { datasetSweepJob } from './dataset-sweep.js';

export const JOBS = {
  [domainIntelligenceJob.name]: domainIntelligenceJob,
  [webhookDeliveryJob.name]: webhookDeliveryJob,
  [pruneJob.name]: pruneJob,
  [retentionJob.name]: retentionJob,
  [emailListsJob.name]: emailListsJob,
  [ipListsJob.name]: ipListsJob,
  [datasetImportJob.name]: datasetImportJob,
  [bulkRunJob.name]: bulkRunJob,
  [statsRollupJob.name]: statsRollupJob,
  [datasetSweepJob.name]: datasetSweepJob,
} as const;

