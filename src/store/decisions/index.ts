/**
 * The decision layer's storage: the interfaces its services use (./types.ts) and their Kysely implementations, one file
 * per aggregate (lists, policies, labels, the review queue, the reports' read), each the same code for SQLite and
 * PostgreSQL; the membership reads of lists also run at once on the SQLite connection. The active models are
 * src/store/models/'s.
 */
export type { CallFilter, LabelRows, LabelTarget, ListItemRow, ListRows, PolicyRows, PolicyVersionRow, PublishedPolicyRow, ReportCallRow, ReportRows, ReviewFilter, ReviewRow, ReviewRows } from './types.js';
export { ListsRepository } from './lists.js';
export { LIVE_FOREVER } from './types.js';
export { PoliciesRepository } from './policies.js';
export { LabelsRepository, deleteLabels } from './labels.js';
export { ReviewsRepository, deleteReviews } from './reviews.js';
export { ReportsRepository } from './reports.js';
