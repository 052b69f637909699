/**
 * The identity graph's storage: the interfaces src/identity uses (./types.ts), the reads and the attribution and
 * unlinking statements (./repository.ts), and the link upserts of a call's commit (./links.ts, run by
 * store/resolutions' commit adapters).
 */
export type { CrossKey, CrossRow, GraphAttributionRows, GraphKind, GraphRows, ProfileRow, VelocityCount, VelocityRead } from './types.js';
export { CROSS_SLOTS, GraphRepository, graphAttributions, RECENT_CAP } from './repository.js';
export { lastSeenBefore, LAST_SEEN_STEP_MS, writeLinks, writeLinksSync, type LinkRows } from './links.js';
