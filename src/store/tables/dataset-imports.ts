/** Tables of dataset imports run from the admin API and console (migration 2750). */
export interface DatasetImportsTable {
  /** `dsi_…` */
  id: string;
  dataset: string;
  /** The uploaded file's name as the client gave it (display only), or the CLI's path. */
  file_name: string;
  format: 'jsonl' | 'csv';
  /** 1: the whole file is validated first and nothing is written when any row is bad. */
  strict: number;
  /** queued, running, succeeded, refused (a strict import found bad rows), failed (the file could not be read). */
  status: string;
  /** `operator:opr_…`, `token:adt_…`, `cli:<user>`. */
  actor: string;
  job_id: string | null;
  rows: number;
  bytes: number;
  total_bytes: number;
  /** JSON of the import summary (src/reference/datasets/types.ts) once it ended. */
  summary: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

export interface DatasetUploadChunksTable {
  import_id: string;
  seq: number;
  /** base64 of up to 1 MiB of the file. */
  data: string;
}

export interface AdminConsoleTables {
  dataset_imports: DatasetImportsTable;
  dataset_upload_chunks: DatasetUploadChunksTable;
}
