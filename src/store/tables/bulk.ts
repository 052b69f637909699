/** Tables of bulk scoring jobs (migrations 3400, 3401, 3750). */
import type { Generated, Selectable } from 'kysely';

export interface BulkJobsTable {
  /** `blk_…` */
  id: string;
  account_id: string;
  /** live | sandbox: the key's environment at submission. */
  environment: string;
  key_id: string;
  /** queued | parsing | running | paused | completed | failed | cancelled */
  status: string;
  /** `hub` or a product: the operation every row is scored as. */
  operation: string;
  /** JSON array of the claims of every row. */
  claims: string;
  /** JSON object: column of the file -> request field. */
  mapping: string;
  /** JSON array of dotted answer paths copied into each row's result (may be empty). */
  fields: string;
  /** csv | jsonl */
  format: string;
  model_id: string | null;
  webhook_url: string | null;
  /** Score only the first N rows, free (a preview); null: the whole file. */
  sample: number | null;
  /** Bytes of the upload as received (gzip included). */
  bytes: number;
  /** Records of the file parsed into bulk_rows so far (the parse cursor; committed with each batch of rows). */
  parsed: number;
  /** 1 once the whole upload is parsed. */
  parse_done: number;
  /** Rows the parse wrote as pending, invalid (a line refused) and duplicate (migration 3750; committed with each batch). */
  rows_queued: Generated<number>;
  rows_invalid: Generated<number>;
  rows_duplicate: Generated<number>;
  /** No row at or below this line is pending; the folded_* counters hold the outcome of the scored rows up to it. */
  folded_line: Generated<number>;
  folded_done: Generated<number>;
  folded_failed: Generated<number>;
  folded_credits: Generated<number>;
  /** JSON {"clusters":{…},"codes":{…},"decisions":{…}}: counts over the done rows up to folded_line. */
  folded_tallies: Generated<string>;
  /** Why the job paused or failed (a code: INSUFFICIENT_CREDITS, INVALID_FILE, ...), with its detail. */
  error_code: string | null;
  error_detail: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A bulk_jobs row as read. */
export type BulkJobRow = Selectable<BulkJobsTable>;

export interface BulkChunksTable {
  job_id: string;
  seq: number;
  /** The bytes of the upload, base64 (one text type in both dialects); deleted once the upload is parsed. */
  data: string;
}

export interface BulkRowsTable {
  job_id: string;
  /** Line of the record in the file (CSV: the header is line 1; a record spanning lines has its first line). */
  line: number;
  /** pending | done | invalid | failed | duplicate */
  status: string;
  /** The record as read: JSON object of column -> value. */
  input: string;
  /** Touch points of the record, normalised: the same key twice in one job is a duplicate (null for invalid rows). */
  dedupe: string | null;
  customer_id: string | null;
  resolution_id: string | null;
  price: number;
  score: number | null;
  score_cluster: string | null;
  reason_codes: string | null;
  /** The decision outcome when the account has a policy (approve | review | decline). */
  decision: string | null;
  /** JSON object of the chosen answer fields. */
  result: string | null;
  error_code: string | null;
  error_detail: string | null;
}

export interface BulkTables {
  bulk_jobs: BulkJobsTable;
  bulk_chunks: BulkChunksTable;
  bulk_rows: BulkRowsTable;
}
