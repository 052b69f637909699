/**
 * Privacy's storage: the audit trail (./audit.ts), the subject stores' statements (./subjects.ts), retention and the
 * erasure's own writes (./retention.ts). src/privacy decides what a subject is and what an erasure covers.
 */
export { AuditRepository, type AuditRows } from './audit.js';
export { subjectRows, type NamedTable, type SubjectRows } from './subjects.js';
export { clearResolutions, countExpired, deleteExpired, resolutionOfCustomer, truncateWal, type RetentionCounts } from './retention.js';
