/** Bulk scoring (docs/bulk.md): the options of a submission, the job, its results. */
import { Type } from '@sinclair/typebox';
import { Text } from './requests.js';

const strict = { additionalProperties: false } as const;

export const BULK_STATUSES = ['queued', 'parsing', 'running', 'paused', 'completed', 'failed', 'cancelled'] as const;

/** The options of POST /1.0/bulk, in the query (a multipart upload may send them as fields before the file). */
export const BulkSubmitQuery = Type.Object(
  {
    claims: Type.Optional(Text({ minLength: 1, maxLength: 100, description: 'Claims of every row, comma-separated: one product (phone, email, ip, domain, device, name) or hub claims (phone, email, ip, name, score). Required (here or as a multipart field)' })),
    map: Type.Optional(Text({ maxLength: 2000, description: 'Column mapping, comma-separated column=field pairs (fields: customer_id, phone_number, email, ip, first_name, last_name, domain, user_agent). Columns named as a field are mapped without it' })),
    fields: Type.Optional(Text({ maxLength: 2000, description: 'Answer fields copied into each result row, comma-separated dotted paths (email.disposable, phone.carrier)' })),
    format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('jsonl')], { description: 'File format; default from Content-Type (text/csv, application/x-ndjson) or the file name (.csv, .jsonl, .ndjson, with or without .gz)' })),
    model_id: Type.Optional(Text({ minLength: 1, maxLength: 128, description: 'Scoring model of every row, as model_id of the same call' })),
    webhook_url: Type.Optional(Text({ minLength: 1, maxLength: 2048, description: 'Where bulk.completed is sent instead of the account\'s webhook URL (signed with the account\'s secret)' })),
    sample: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Score only the first N rows (1..100), free: a preview' })),
  },
  strict,
);

const FILE_TYPES = 'text/csv, application/x-ndjson, application/gzip, application/octet-stream';

/**
 * The body of POST /1.0/bulk as the OpenAPI document publishes it (the route streams it; no body schema validates
 * it): the file as the raw body, the options in the query; or a multipart form whose option fields (the query's
 * names) come before one file part.
 */
export const BULK_UPLOAD_BODY = {
  description:
    'The file, streamed: as the raw body (CSV, JSONL, or either gzipped; the options in the query), or as multipart/form-data with the option ' +
    'fields first and then one file part (its name is free; `file` by convention). gzip is recognised by its first bytes.',
  content: {
    'text/csv': { schema: { type: 'string', description: 'A CSV file; its first line names the columns' }, example: 'customer_id,email\nu-1001,ann.lee@example.com\n' },
    'application/x-ndjson': { schema: { type: 'string', description: 'One JSON object per line, the column names as keys' }, example: '{"customer_id":"u-1001","email":"ann.lee@example.com"}\n' },
    'application/gzip': { schema: { type: 'string', format: 'binary', description: 'A gzipped CSV or JSONL file: send format=csv or format=jsonl in the query' } },
    'application/octet-stream': { schema: { type: 'string', format: 'binary', description: 'A CSV or JSONL file, plain or gzipped (format= in the query)' } },
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          ...Object.fromEntries(Object.entries(BulkSubmitQuery.properties).map(([k, v]) => [k, JSON.parse(JSON.stringify(v)) as unknown])),
          file: { type: 'string', format: 'binary', description: `The file (${FILE_TYPES}); a name ending .csv, .jsonl or .ndjson (with or without .gz) gives the format` },
        },
      },
      encoding: { file: { contentType: FILE_TYPES } },
      example: { claims: 'email', map: 'Mail=email', file: 'ref,Mail\nu-1001,ann.lee@example.com\n' },
    },
  },
} as const;

export const BulkParams = Type.Object({ bulk_id: Text({ minLength: 1, maxLength: 64, description: 'The job id (blk_…)' }) }, strict);

const Counts = Type.Record(Type.String(), Type.Integer());

export const BulkJob = Type.Object(
  {
    id: Type.String({ description: 'blk_…' }),
    status: Type.Union(BULK_STATUSES.map((s) => Type.Literal(s)), { description: 'paused: the credits ran out; it goes on by itself once the balance covers a row' }),
    environment: Type.String(),
    operation: Type.String({ description: 'hub, or the product every row is scored by' }),
    claims: Type.Array(Type.String()),
    format: Type.String(),
    model_id: Type.Union([Type.String(), Type.Null()]),
    sample: Type.Union([Type.Integer(), Type.Null()]),
    bytes: Type.Integer({ description: 'Bytes received (gzip as sent)' }),
    rows_total: Type.Union([Type.Integer(), Type.Null()], { description: 'Records in the file; null until it is all parsed' }),
    rows_parsed: Type.Integer(),
    rows_done: Type.Integer({ description: 'Rows scored' }),
    rows_failed: Type.Integer({ description: 'Rows whose call was refused after validation (a duplicate customer_id, an engine timeout): free' }),
    rows_invalid: Type.Integer({ description: 'Rows refused by validation (unreadable, a field missing or malformed): free' }),
    duplicates_skipped: Type.Integer({ description: 'Rows with the touch points of an earlier row: skipped, free' }),
    rows_pending: Type.Integer(),
    credits_spent: Type.Integer(),
    score_clusters: Counts,
    reason_codes: Counts,
    decisions: Counts,
    error: Type.Union([Type.Object({ code: Type.String(), detail: Type.String() }), Type.Null()], { description: 'Why the job is paused or failed' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
);

export const BulkResultsQuery = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('jsonl')], { description: 'json (default): a page; csv and jsonl: every row, streamed' })),
    cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$', description: 'next_cursor of the previous page' })),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: 'Rows per page, 1..1000 (default 100)' })),
    formula_guard: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'format=csv: true (default) puts a single quote before caller text that a spreadsheet would read as a formula (starts with =, +, -, @, tab or CR; plain numbers excepted); false writes it as it came (a program reads the file)',
      }),
    ),
  },
  strict,
);

export const BulkResultRow = Type.Object({
  line: Type.Integer(),
  status: Type.Union(['pending', 'done', 'invalid', 'failed', 'duplicate'].map((s) => Type.Literal(s))),
  customer_id: Type.Union([Type.String(), Type.Null()]),
  resolution_id: Type.Union([Type.String(), Type.Null()]),
  score: Type.Union([Type.Integer(), Type.Null()]),
  score_cluster: Type.Union([Type.String(), Type.Null()]),
  reason_codes: Type.Union([Type.String(), Type.Null()]),
  decision: Type.Union([Type.String(), Type.Null()]),
  credits: Type.Integer(),
  error_code: Type.Union([Type.String(), Type.Null()]),
  error_detail: Type.Union([Type.String(), Type.Null()]),
  input: Type.Record(Type.String(), Type.String(), { description: 'The record as read from the file' }),
  fields: Type.Record(Type.String(), Type.Unknown(), { description: 'The chosen answer fields' }),
});

export const BulkResultsPage = Type.Object({
  data: Type.Array(BulkResultRow),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last' }),
});
