/** The scoring models aggregate's storage: the interface the service uses (./types.ts) and its Kysely implementation. */
export type { ScoringModelRows } from './types.js';
export { ScoringModelsRepository } from './repository.js';
