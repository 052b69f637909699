/**
 * The scoring models aggregate's storage (custom models and the active model per product): the interfaces the services
 * use (./types.ts) and their Kysely implementation.
 */
export type { ActiveModelRows, ScoringModelRows } from './types.js';
export { ActiveModelsRepository, ScoringModelsRepository } from './repository.js';
