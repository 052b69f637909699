/**
 * The imported reference data's storage: the interfaces src/reference uses (./types.ts), the datasets' reads and the
 * IP lists' rows (./repository.ts), the per-call reads compiled once (./queries.ts) and the import's writes
 * (./upsert.ts).
 */
export type { CompiledRead, DatasetImport, DatasetRows, DeviceCatalogueRow, DisposableRow, IpListPageRow, IpListRows, LoadedDataset } from './types.js';
export { datasetRows, ipListRows } from './repository.js';
export { openImport, upsertChanged, type UpsertOptions } from './upsert.js';
