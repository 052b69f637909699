/** Bulk scoring's storage: the interface the service uses (./types.ts) and its implementation (./repository.ts). */
export type { BulkJobChanges, BulkRows, BulkStatusGuard, FoldState, NewBulkJob, ParsedCounts, RowOutcome, ScoredGroup } from './types.js';
export { BulkRepository } from './repository.js';
