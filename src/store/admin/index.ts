/**
 * The management layer's storage (src/admin): operators, sessions, admin tokens and the sign-in throttle, and the
 * interfaces of ./types.ts with their Kysely implementations (one code for SQLite and PostgreSQL).
 */
export type { AccountPageFilter, AdminAccountRows, DatasetImportRows, ExplorerRows, InsightRows, OpsRows, OverviewRows, SearchBound, SummaryRow, TimelineRow } from './types.js';
export { EmailTaken, OperatorRepository } from './operators.js';
export { SessionRepository } from './sessions.js';
export { AdminTokenRepository } from './tokens.js';
export { ThrottleRepository } from './throttle.js';
export { AdminAccountRepository } from './accounts.js';
export { DatasetImportRepository } from './datasets.js';
export { InsightRepository, likeEscape } from './insights.js';
export { OverviewRepository } from './overview.js';
export { ExplorerRepository } from './identities.js';
export { OpsRepository } from './ops.js';
