/** The job queue's storage: the interface the queue and its operator commands use (./types.ts) and its implementation. */
export type { FencedChanges, JobRows, LeaseFence } from './types.js';
export { JobsRepository, failBulkJob } from './repository.js';
