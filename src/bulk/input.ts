/**
 * Reading an uploaded file, streamed: gzip is recognised by its magic bytes and inflated on the fly; CSV goes through
 * csv-parse (header row first, RFC 4180 quoting), JSONL is one JSON object per line. Each record comes out with its
 * line number, or as an unreadable record with the reason; memory holds one record at a time, whatever the size.
 */
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import sjson from 'secure-json-parse';

export type BulkFormat = 'csv' | 'jsonl';

export interface FileRecord {
  /** Line of the record in the (inflated) file; CSV's header is line 1. */
  readonly line: number;
  /** Column -> value as text; null when the record could not be read (`error` says why). */
  readonly values: Record<string, string> | null;
  readonly error?: { readonly code: string; readonly detail: string };
}

/** The file is not readable at all (gzip broken, no header): the job fails with INVALID_FILE. */
export class InvalidFile extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidFile';
  }
}

/** Longest record (bytes): a record longer than this is reported unreadable (the file's memory stays bounded). */
export const MAX_RECORD_BYTES = 64 * 1024;

/** The bytes as sent, inflated when they start with the gzip magic bytes. */
async function* inflated(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const it = source[Symbol.asyncIterator]();
  let first = await it.next();
  while (!first.done && first.value.length < 2) {
    // A first chunk of 0 or 1 byte: join it to the next to see the magic bytes.
    const next = await it.next();
    if (next.done) break;
    first = { done: false, value: Buffer.concat([first.value, next.value]) };
  }
  if (first.done) return;
  const head = first.value;
  async function* all(): AsyncGenerator<Buffer> {
    yield head;
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      yield n.value;
    }
  }
  if (head[0] === 0x1f && head[1] === 0x8b) {
    // pipeline (not pipe): a fault of either side reaches the consumer as the stream's error.
    const stream = pipeline(Readable.from(all()), createGunzip(), () => undefined);
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } catch (err) {
      throw new InvalidFile(`the gzip stream is broken: ${(err as Error).message}`);
    }
  } else {
    yield* all();
  }
}

/** The records of a file, in order. */
export async function* readRecords(source: AsyncIterable<Buffer>, format: BulkFormat): AsyncGenerator<FileRecord> {
  if (format === 'csv') yield* csvRecords(inflated(source));
  else yield* jsonlRecords(inflated(source));
}

async function* csvRecords(bytes: AsyncIterable<Buffer>): AsyncGenerator<FileRecord> {
  // Records come as arrays (any number of fields), so a record with the wrong number of fields is reported as that
  // line's own fault, in file order, instead of stopping the file.
  const parser = parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_RECORD_BYTES });
  const stream = pipeline(Readable.from(bytes), parser, () => undefined);
  let header: string[] | null = null;
  try {
    for await (const item of stream as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header === null) {
        header = item.record.map((h) => h.trim());
        if (header.every((n) => n === '')) throw new InvalidFile('the first line must name the columns');
        const seen = new Set<string>();
        for (const n of header) {
          if (seen.has(n)) throw new InvalidFile(`the column "${n}" is named twice in the header`);
          seen.add(n);
        }
        continue;
      }
      const line = item.info.lines;
      if (item.record.length !== header.length) {
        yield { line, values: null, error: { code: 'MALFORMED_ROW', detail: `${item.record.length} fields where the header names ${header.length}` } };
        continue;
      }
      const values: Record<string, string> = {};
      header.forEach((h, i) => (values[h] = item.record[i]));
      yield { line, values };
    }
  } catch (err) {
    if (err instanceof InvalidFile) throw err;
    throw new InvalidFile(`the CSV could not be read: ${(err as Error).message}`);
  }
}

async function* jsonlRecords(bytes: AsyncIterable<Buffer>): AsyncGenerator<FileRecord> {
  const input = Readable.from(bytes);
  // readline does not pass on its input's errors: keep the first one and end the lines.
  let failure: unknown = null;
  const lines = createInterface({ input, crlfDelay: Infinity });
  input.on('error', (err) => {
    failure ??= err;
    lines.close();
  });
  let line = 0;
  for await (const raw of lines) {
    if (failure) break;
    line++;
    const text = line === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (text.trim() === '') continue;
    if (Buffer.byteLength(text) > MAX_RECORD_BYTES) {
      yield { line, values: null, error: { code: 'MALFORMED_ROW', detail: `the line is longer than ${MAX_RECORD_BYTES} bytes` } };
      continue;
    }
    let value: unknown;
    try {
      value = sjson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    } catch (err) {
      yield { line, values: null, error: { code: 'MALFORMED_ROW', detail: `not a JSON object: ${(err as Error).message}` } };
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, values: null, error: { code: 'MALFORMED_ROW', detail: 'each line must be one JSON object' } };
      continue;
    }
    const values: Record<string, string> = {};
    let bad: string | null = null;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null || v === undefined) continue;
      if (typeof v === 'string') values[k] = v;
      else if (typeof v === 'number' || typeof v === 'boolean') values[k] = String(v);
      else bad ??= k;
    }
    if (bad !== null) yield { line, values: null, error: { code: 'MALFORMED_ROW', detail: `the value of "${bad}" is not text, a number or a boolean` } };
    else yield { line, values };
  }
  if (failure) throw failure instanceof InvalidFile ? failure : new InvalidFile(`the file could not be read: ${(failure as Error).message}`);
}
