/** Login tracking's storage: the interfaces the services use (./types.ts) and their Kysely implementation. */
export type { AppAccountRow, LoginAppRows, LoginRecordRows } from './types.js';
export { LoginAppsRepository, LoginRecordsRepository } from './repository.js';
