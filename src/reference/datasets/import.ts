/**
 * The streaming dataset import behind `idrisk import <dataset> FILE`.
 *
 * The file is read as a stream (readline for JSONL, csv-parse for CSV), so a file of any size never sits in
 * memory: at most one batch of rows does. Each row is validated against the dataset's TypeBox schema (compiled
 * once by Ajv) and its `check()`; a bad row is skipped and reported with its line number. Valid rows are written
 * in batches, each batch in its own transaction, through the dataset's `write`, which upserts on the natural key
 * and counts only rows whose stored content changed, so re-importing a file changes nothing. With `strict`, a
 * first pass validates the whole file and nothing is written when any row is bad.
 *
 * On PostgreSQL the import holds one connection of the pool (store/reference/upsert.ts openImport) and upsertChanged sends each
 * batch with COPY into a temporary staging table, then upserts it into the dataset's table in one statement, inside
 * the batch's transaction (the same semantics as the statement it replaced: docs/decisions.md, "Issue 33, fifth pass").
 */
import { createReadStream, statSync } from 'node:fs';
import { createHash, hash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { extname } from 'node:path';
import { parse as parseCsv } from 'csv-parse';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Db } from '../../store/db.js';
import { openImport } from '../../store/reference/index.js';
import type { DatasetDef, ImportSummary } from './types.js';

export type ImportFormat = 'jsonl' | 'csv';

export interface ImportProgress {
  readonly rows: number;
  readonly bytes: number;
  readonly totalBytes: number;
}

export interface ImportOptions {
  readonly strict?: boolean;
  readonly format?: ImportFormat;
  /** Rows per write transaction (default 2000). */
  readonly batchSize?: number;
  readonly onProgress?: (p: ImportProgress) => void;
  /** Told when the import changed rows, so the memory of which datasets hold rows (loaded.ts) is checked again. */
  readonly writes?: DatasetWrites;
}

/**
 * Moves whenever dataset rows are written through it (importDataset): the memory of which datasets hold rows
 * (DatasetFlags, loaded.ts) made with the same one is dropped, so an import is seen by the next call of that process;
 * other processes see it within their re-check interval. The composition root makes one per process and hands it to
 * the flags and to the importers it builds (the admin's dataset imports); an import made apart from them (the CLI's
 * own process, a test's direct import) is seen at the re-check, or at once by flags not yet asked.
 */
export class DatasetWrites {
  private n = 0;
  /** Changes after every write that changed rows. */
  get epoch(): number {
    return this.n;
  }
  written(): void {
    this.n++;
  }
}

/** The file cannot be imported at all (unknown format, unknown CSV column, unreadable file). */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

const MAX_BAD_ROWS = 100;

// ajv-formats is CommonJS; its default export sits on `.default` under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false }));
const validators = new WeakMap<DatasetDef, ValidateFunction>();

function validatorOf(def: DatasetDef): ValidateFunction {
  let v = validators.get(def);
  if (!v) {
    v = ajv.compile(def.row);
    validators.set(def, v);
  }
  return v;
}

export function formatOf(file: string, format?: ImportFormat): ImportFormat {
  if (format) return format;
  const ext = extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.csv') return 'csv';
  throw new ImportError(`cannot tell the format of ${file}: name it .jsonl, .ndjson or .csv`);
}

interface RawRow {
  readonly line: number;
  readonly row?: unknown;
  readonly error?: string;
}

/** Bytes read so far, shared between the reader and the progress reporter. */
interface ByteCounter {
  bytes: number;
}

/** Rows are read, parsed and validated a chunk of the file at a time (no promise per row). */
const READ_CHUNK = 1 << 20;

/**
 * The lines of a JSONL file as readline splits them (`\n`, `\r\n` and a lone `\r` each end a line; the decoder is the
 * same StringDecoder), without readline's event and promise per line: each chunk read yields its complete lines.
 */
async function* jsonlRows(file: string, counter: ByteCounter): AsyncGenerator<RawRow[]> {
  const stream = createReadStream(file, { highWaterMark: READ_CHUNK });
  const decoder = new StringDecoder('utf8');
  let line = 0;
  const one = (text: string, out: RawRow[]) => {
    line++;
    if (text.trim() === '') return;
    try {
      out.push({ line, row: JSON.parse(text) });
    } catch {
      out.push({ line, error: 'not valid JSON' });
    }
  };
  const segment = (text: string, out: RawRow[]) => {
    if (text.length > 0 && text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
    if (text.indexOf('\r') === -1) one(text, out);
    else for (const part of text.split('\r')) one(part, out);
  };
  let rest = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      counter.bytes += chunk.length;
      const text = rest + decoder.write(chunk);
      const out: RawRow[] = [];
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        segment(text.slice(start, nl), out);
        start = nl + 1;
      }
      rest = text.slice(start);
      if (out.length > 0) yield out;
    }
    const tail = rest + decoder.end();
    if (tail.length > 0) {
      const out: RawRow[] = [];
      segment(tail, out);
      if (out.length > 0) yield out;
    }
  } finally {
    stream.destroy();
  }
}

/** CSV records handed on together (csv-parse gives them one at a time). */
const CSV_GROUP = 500;

const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/** Turns one CSV cell into its typed value; undefined = absent; a string = error message. */
function readCell(kind: DatasetDef['csv'][string], cell: string): { value?: unknown; error?: string } {
  if (cell === '') return {};
  switch (kind) {
    case 'string':
      return { value: cell };
    case 'integer': {
      const n = Number(cell);
      return Number.isInteger(n) ? { value: n } : { error: `"${cell}" is not an integer` };
    }
    case 'number': {
      const n = Number(cell);
      return Number.isFinite(n) ? { value: n } : { error: `"${cell}" is not a number` };
    }
    case 'boolean': {
      const v = cell.toLowerCase();
      if (TRUE.has(v)) return { value: true };
      if (FALSE.has(v)) return { value: false };
      return { error: `"${cell}" is not a boolean (true/false)` };
    }
    case 'list': {
      const items = cell.split('|').map((s) => s.trim()).filter((s) => s !== '');
      return items.length > 0 ? { value: items } : {};
    }
  }
}

async function* csvRows(file: string, def: DatasetDef, counter: ByteCounter): AsyncGenerator<RawRow[]> {
  let out: RawRow[] = [];
  const take = () => {
    const rows = out;
    out = [];
    return rows;
  };
  const stream = createReadStream(file);
  stream.on('data', (chunk) => {
    counter.bytes += chunk.length;
  });
  const parser = stream.pipe(parseCsv({ bom: true, info: true, relax_column_count: true, trim: true }));
  let header: string[] | null = null;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = rec;
      if (header === null) {
        header = record;
        const unknown = header.filter((h) => !(h in def.csv));
        if (unknown.length > 0) {
          throw new ImportError(
            `${file}: unknown column(s) ${unknown.join(', ')}; dataset ${def.name} takes ${Object.keys(def.csv).join(', ')}`,
          );
        }
        continue;
      }
      if (record.length === 1 && record[0] === '') continue;
      if (record.length !== header.length) {
        out.push({ line: info.lines, error: `expected ${header.length} columns, got ${record.length}` });
        continue;
      }
      const row: Record<string, unknown> = {};
      let error: string | undefined;
      for (let i = 0; i < header.length; i++) {
        const col = header[i];
        const cell = readCell(def.csv[col], record[i]);
        if (cell.error) {
          error = `${col}: ${cell.error}`;
          break;
        }
        if (cell.value !== undefined) row[col] = cell.value;
      }
      out.push(error ? { line: info.lines, error } : { line: info.lines, row });
      if (out.length >= CSV_GROUP) yield take();
    }
    if (out.length > 0) yield take();
  } catch (err) {
    if (err instanceof ImportError) throw err;
    const e = err as { message?: string; lines?: number };
    throw new ImportError(`${file}: CSV parse error${e.lines ? ` at line ${e.lines}` : ''}: ${e.message ?? String(err)}`);
  } finally {
    stream.destroy();
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text neither database can store the same way: PostgreSQL refuses a NUL character in text (SQLite keeps it), and a
 * lone UTF-16 surrogate is not Unicode (both drivers would store U+FFFD, so two different keys could collide).
 * Returns where the first such string sits and why, or null. Allocates only when it finds one (it runs on every row).
 */
function badText(value: unknown): { path: (string | number)[]; reason: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: [], reason: 'contains a NUL character' };
    return LONE_SURROGATE.test(value) ? { path: [], reason: 'is not valid Unicode (lone surrogate)' } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badText(value[i]);
      if (bad) {
        bad.path.unshift(i);
        return bad;
      }
    }
    return null;
  }
  for (const k in value) {
    const bad = badText((value as Record<string, unknown>)[k]);
    if (bad) {
      bad.path.unshift(k);
      return bad;
    }
  }
  return null;
}

function textProblem(row: unknown): string | null {
  const bad = badText(row);
  return bad ? `${bad.path.join('.') || 'row'}: ${bad.reason}` : null;
}

/** Whether a row read from the file is valid; a bad one is reported to `onBad` with its line number and why. */
function validRow(def: DatasetDef, validate: ValidateFunction, raw: RawRow, onBad: (line: number, error: string) => void): boolean {
  if (raw.error !== undefined) {
    onBad(raw.line, raw.error);
    return false;
  }
  if (!validate(raw.row)) {
    const e = validate.errors?.[0];
    const where = e?.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : 'row';
    const extra = e?.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    onBad(raw.line, `${where}: ${e?.message ?? 'invalid'}${extra}`);
    return false;
  }
  const problem = textProblem(raw.row) ?? (def.check ? def.check(raw.row as never) : null);
  if (problem) {
    onBad(raw.line, problem);
    return false;
  }
  return true;
}

export async function importDataset(def: DatasetDef, file: string, db: Db, opts: ImportOptions = {}): Promise<ImportSummary> {
  const format = formatOf(file, opts.format);
  let totalBytes: number;
  try {
    totalBytes = statSync(file).size;
  } catch {
    throw new ImportError(`cannot read ${file}`);
  }
  const batchSize = Math.max(1, opts.batchSize ?? 2000);
  const started = performance.now();
  const validate = validatorOf(def);
  const open = (counter: ByteCounter) => (format === 'csv' ? csvRows(file, def, counter) : jsonlRows(file, counter));

  const badRows: { line: number; error: string }[] = [];
  let bad = 0;
  const onBad = (line: number, error: string) => {
    bad++;
    if (badRows.length < MAX_BAD_ROWS) badRows.push({ line, error });
  };
  const summary = (rows: number, valid: number, changed: number, refused: boolean): ImportSummary => {
    const seconds = (performance.now() - started) / 1000;
    return {
      dataset: def.name,
      file,
      rows,
      valid,
      changed,
      unchanged: valid - changed,
      bad,
      badRows,
      seconds: Math.round(seconds * 1000) / 1000,
      rowsPerSecond: seconds > 0 ? Math.round(rows / seconds) : rows,
      refused,
    };
  };

  if (opts.strict) {
    const counter = { bytes: 0 };
    let rows = 0;
    let valid = 0;
    for await (const raws of open(counter)) {
      rows += raws.length;
      for (const raw of raws) if (validRow(def, validate, raw, onBad)) valid++;
    }
    if (bad > 0) return summary(rows, valid, 0, true);
  }

  // PostgreSQL: one connection for the whole import, so each batch's transaction can COPY into a staging table
  // (upsertChanged, store/reference/upsert.ts). Taken after the strict pass: nothing is held while the file is only
  // validated.
  const target = await openImport(db);
  let broken = true;
  const counter = { bytes: 0 };
  let rows = 0;
  let valid = 0;
  let changed = 0;
  let batch: unknown[] = [];
  // One batch is written while the next is read and validated (on PostgreSQL the server works while this process
  // parses); batches still commit one after another, in file order. A failed write stops the import at the next
  // batch boundary with its error (the batches before it stay committed, as before).
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const rowsToWrite = batch;
    const rowsRead = rows;
    batch = [];
    await writing;
    writing = (async () => {
      const r = await target.batch((tx) => def.write(rowsToWrite as never[], tx));
      changed += r.changed;
      opts.onProgress?.({ rows: rowsRead, bytes: counter.bytes, totalBytes });
    })();
    writing.catch(() => undefined); // awaited at the next flush or at the end
  };
  try {
    for await (const raws of open(counter)) {
      for (const raw of raws) {
        rows++;
        if (!validRow(def, validate, raw, onBad)) continue;
        valid++;
        batch.push(raw.row);
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
    await writing;
    await target.finish();
    broken = false;
  } finally {
    if (target.held) {
      // A read error leaves the batch in flight to finish (committed, as on SQLite) before its connection goes back.
      await writing.catch(() => undefined);
      target.release(broken);
    }
  }
  // The batches are committed now: what this process remembers of which datasets hold rows is checked again.
  if (changed > 0) opts.writes?.written();
  opts.onProgress?.({ rows, bytes: totalBytes, totalBytes });
  return summary(rows, valid, changed, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers for dataset writers (the upsert they write with is store/reference's `upsertChanged`).

/** Digest of a row's stored content (or of a natural key): stable across runs, 22 characters. */
export function digest(values: readonly unknown[]): string {
  return sha1(JSON.stringify(values)).slice(0, 22);
}

/** SHA-1 in base64url: the one-shot crypto.hash where it exists (Node >= 20.12), else createHash; same digest. */
const sha1: (text: string) => string =
  typeof hash === 'function' ? (text) => hash('sha1', text, 'base64url') : (text) => createHash('sha1').update(text).digest('base64url');
