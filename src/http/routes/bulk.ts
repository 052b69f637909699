/**
 * Bulk scoring over HTTP (docs/bulk.md): POST /1.0/bulk takes the file as the raw body or as the file part of a
 * multipart form, streamed into the job's storage (never held whole in memory); GET reads the job and its results;
 * DELETE cancels. The work is BulkService's (src/bulk/service.ts).
 */
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { Busboy } from '@fastify/busboy';
import { ApiError } from '../../contract/errors.js';
import { BulkSubmitQuery } from '../../contract/bulk.js';
import type { BulkFormat } from '../../bulk/input.js';
import { csvLines, jsonlLines } from '../../bulk/output.js';
import { allowLongBody } from '../body-deadline.js';
import { defineRoute } from './shared.js';

/** Media types of a raw upload (the format is read from it when it says). */
const RAW_TYPES: Record<string, BulkFormat | null> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/x-jsonlines': 'jsonl',
  'application/gzip': null,
  'application/x-gzip': null,
  'application/octet-stream': null,
  'text/plain': null,
};
const BULK_PATH = '/1.0/bulk';

/**
 * The upload media types, in the secret-key scope: the body is handed to the route as the raw stream. Any other
 * route sent one of them answers 415 as before.
 */
export function registerBulkParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser([...Object.keys(RAW_TYPES), 'multipart/form-data'], (request, payload, done) => {
    if (request.routeOptions.url !== BULK_PATH || request.method !== 'POST') {
      done(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The body must be sent as Content-Type: application/json'), undefined);
      return;
    }
    // The upload is bounded by its progress (IDRISK_BULK_UPLOAD_IDLE_SECONDS, guarded below) and by
    // IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS (Node's request timeout), not by the body timeout of other requests.
    allowLongBody(request.raw);
    done(null, payload);
  });
}

/**
 * The bytes of the upload, bounded by progress: when nothing arrives for `idleMs` the upload is dropped with
 * 408 REQUEST_TIMEOUT (the connection closed after the answer); a client gone before the end of the file ends it
 * too. BulkService.submit deletes whatever it stored of the upload when its source throws.
 */
function progressing(source: AsyncIterable<Buffer>, idleMs: number, raw: IncomingMessage): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      const it = source[Symbol.asyncIterator]();
      let interrupt: ((err: Error) => void) | null = null;
      let gone: Error | null = null;
      const onClose = () => {
        if (raw.complete) return;
        gone = new ApiError('INVALID_PAYLOAD', 'The connection closed before the end of the file: nothing of it is kept');
        interrupt?.(gone);
      };
      raw.once('close', onClose);
      try {
        for (;;) {
          if (gone) throw gone;
          let timer: NodeJS.Timeout | undefined;
          const stop = new Promise<never>((_, reject) => {
            interrupt = reject;
            timer = setTimeout(
              () =>
                reject(
                  new ApiError('REQUEST_TIMEOUT', `Nothing of the file arrived for ${idleMs / 1000} s (IDRISK_BULK_UPLOAD_IDLE_SECONDS): the upload is dropped and nothing of it is kept`, [], { connection: 'close' }),
                ),
              idleMs,
            );
          });
          let next: IteratorResult<Buffer>;
          try {
            next = await Promise.race([it.next(), stop]);
          } finally {
            clearTimeout(timer);
            interrupt = null;
          }
          if (next.done) return;
          yield next.value;
        }
      } finally {
        raw.off('close', onClose);
      }
    },
  };
}

interface Upload {
  readonly fields: Record<string, string>;
  readonly file: AsyncIterable<Buffer>;
  readonly filename: string | null;
  readonly mediaType: string;
}

function mediaTypeOf(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** The file of the request: the raw body, or the first file part of a multipart form (its fields before it). */
function openUpload(request: FastifyRequest): Promise<Upload> {
  const body = request.body as unknown;
  const type = mediaTypeOf(request);
  if (!(body instanceof Readable) && !isIncoming(body)) {
    if (body === undefined || body === null) {
      return Promise.reject(new ApiError('INVALID_PAYLOAD', 'Send the file as the body (text/csv, application/x-ndjson, application/gzip) or as a multipart/form-data file part', [{ field: '(body)', message: 'is required' }]));
    }
    return Promise.reject(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'A bulk file is sent as text/csv, application/x-ndjson, application/gzip, application/octet-stream or multipart/form-data, not as JSON'));
  }
  const stream = body as Readable;
  if (type !== 'multipart/form-data') return Promise.resolve({ fields: {}, file: stream, filename: null, mediaType: type });
  return new Promise<Upload>((resolve, reject) => {
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({ headers: request.headers as { 'content-type': string }, limits: { files: 1, fields: 20, fieldSize: 4096 } });
    } catch (err) {
      reject(new ApiError('INVALID_PAYLOAD', `The multipart body cannot be read: ${(err as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    busboy.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    busboy.on('file', (_field: string, file: Readable, filename: string, _enc: string, mime: string) => {
      settled = true;
      resolve({ fields, file, filename: filename || null, mediaType: String(mime).toLowerCase() });
    });
    busboy.on('error', (err: Error) => {
      if (!settled) reject(new ApiError('INVALID_PAYLOAD', `The multipart body cannot be read: ${err.message}`));
    });
    busboy.on('finish', () => {
      if (!settled) reject(new ApiError('INVALID_PAYLOAD', 'The multipart body has no file part', [{ field: 'file', message: 'is required' }]));
    });
    stream.pipe(busboy);
  });
}

function isIncoming(v: unknown): v is IncomingMessage {
  return v !== null && typeof v === 'object' && typeof (v as IncomingMessage).pipe === 'function' && typeof (v as IncomingMessage).on === 'function';
}

function formatOf(explicit: string | undefined, mediaType: string, filename: string | null): BulkFormat | undefined {
  if (explicit === 'csv' || explicit === 'jsonl') return explicit;
  const byType = RAW_TYPES[mediaType];
  if (byType) return byType;
  const name = (filename ?? '').toLowerCase().replace(/\.gz$/, '');
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return 'jsonl';
  return undefined;
}

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');

/** POST /1.0/bulk — submit a file; 202 with the job. */
export const bulkSubmitRoute = defineRoute('bulk-submit', ({ bulk, config }) => async (request, reply) => {
  const upload = await openUpload(request);
  const options: Record<string, unknown> = { ...request.query, ...upload.fields };
  if (!Value.Check(BulkSubmitQuery, options)) {
    const errors = [...Value.Errors(BulkSubmitQuery, options)].slice(0, 10).map((e) => ({ field: e.path.replace(/^\//, '') || '(options)', message: e.message }));
    throw new ApiError('INVALID_PAYLOAD', 'The bulk options are not valid', errors);
  }
  const o = options as { claims?: string; map?: string; fields?: string; format?: string; model_id?: string; webhook_url?: string; sample?: string };
  if (!o.claims) throw new ApiError('INVALID_PAYLOAD', 'claims is required: the claims of every row, comma-separated', [{ field: 'claims', message: 'is required' }]);
  const job = await bulk.submit(
    request.caller,
    {
      claims: list(o.claims),
      map: list(o.map),
      fields: list(o.fields),
      format: formatOf(o.format, upload.mediaType, upload.filename),
      modelId: o.model_id,
      webhookUrl: o.webhook_url,
      sample: o.sample === undefined ? undefined : Number(o.sample),
    },
    progressing(upload.file as AsyncIterable<Buffer>, config.bulk.uploadIdleSeconds * 1000, request.raw),
  );
  void reply.code(202);
  return job;
});

/** GET /1.0/bulk/{id} */
export const bulkGetRoute = defineRoute('bulk-get', ({ bulk }) => async (request) => bulk.get(request.caller.account.id, request.params.bulk_id));

/** DELETE /1.0/bulk/{id} */
export const bulkCancelRoute = defineRoute('bulk-cancel', ({ bulk }) => async (request) => bulk.cancel(request.caller.account.id, request.params.bulk_id));

/** GET /1.0/bulk/{id}/results — a JSON page, or every row as CSV / JSONL. */
export const bulkResultsRoute = defineRoute('bulk-results', ({ bulk }) => async (request, reply) => {
  const accountId = request.caller.account.id;
  const format = request.query.format ?? 'json';
  if (format === 'json') {
    const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
    if (limit < 1 || limit > 1000) throw new ApiError('INVALID_PAYLOAD', 'limit is 1..1000', [{ field: 'limit', message: '1..1000' }]);
    const page = await bulk.results(accountId, request.params.bulk_id, Number(request.query.cursor ?? 0), limit);
    return { data: page.rows, next_cursor: page.next === null ? null : String(page.next) };
  }
  const job = await bulk.jobOf(accountId, request.params.bulk_id);
  const rows = bulk.allResults(job);
  void reply.header('content-disposition', `attachment; filename="${job.id}.${format}"`);
  if (format === 'jsonl') {
    void reply.type('application/x-ndjson; charset=utf-8');
    return Readable.from(jsonlLines(rows));
  }
  void reply.type('text/csv; charset=utf-8');
  return Readable.from(csvLines(rows, JSON.parse(job.fields) as string[], { formulaGuard: request.query.formula_guard !== 'false' }));
});

