/** The accounts aggregate's storage: the interfaces the service uses (./types.ts) and their Kysely implementation. */
export type { AccountChanges, AccountRows, ApiKeyRows, KeyAccountRow } from './types.js';
export { AccountsRepository, ApiKeysRepository, bumpCacheEpoch, graphScopeRow, graphSharingOf, readCacheEpoch, webhookUrlOf } from './repository.js';
