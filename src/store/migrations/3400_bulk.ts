/**
 * Bulk scoring (issue 34): a job per uploaded file, the upload itself in chunks until it is parsed, and one row per
 * record of the file with its outcome. A row's outcome is written in the transaction that bills it (the resolution's
 * commit), so the rows still `pending` are exactly the ones left to score after a crash (docs/bulk.md).
 */
import type { Kysely } from 'kysely';

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
  /** Why the job paused or failed (a code: INSUFFICIENT_CREDITS, INVALID_FILE, ...), with its detail. */
  error_code: string | null;
  error_detail: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

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

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('sample', 'integer')
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('parsed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parse_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('bulk_jobs_account').on('bulk_jobs').columns(['account_id', 'created_at']).execute();
  await db.schema
    .createTable('bulk_chunks')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_chunks_pk', ['job_id', 'seq'])
    .execute();
  await db.schema
    .createTable('bulk_rows')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('dedupe', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('resolution_id', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('score_cluster', 'text')
    .addColumn('reason_codes', 'text')
    .addColumn('decision', 'text')
    .addColumn('result', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addPrimaryKeyConstraint('bulk_rows_pk', ['job_id', 'line'])
    .execute();
  await db.schema.createIndex('bulk_rows_dedupe').unique().on('bulk_rows').columns(['job_id', 'dedupe']).execute();
  await db.schema.createIndex('bulk_rows_status').on('bulk_rows').columns(['job_id', 'status', 'line']).execute();
  // A bulk.completed event may go to the job's own URL (webhook_url of the submission) instead of the account's.
  await db.schema.alterTable('webhook_events').addColumn('target_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_events').dropColumn('target_url').execute();
  await db.schema.dropTable('bulk_rows').execute();
  await db.schema.dropTable('bulk_chunks').execute();
  await db.schema.dropTable('bulk_jobs').execute();
}
