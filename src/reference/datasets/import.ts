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
 * On PostgreSQL the import holds one connection of the pool (store/db.ts PgSession) and upsertChanged sends each
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
import { CompiledQuery, sql } from 'kysely';
import { pgSessionOf, type Db, type PgSession, type Tx } from '../../store/db.js';
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
  // (upsertChanged). Taken after the strict pass: nothing is held while the file is only validated.
  const makeSession = pgSessionOf(db);
  const session = makeSession ? await makeSession() : undefined;
  const stage: CopyStage | undefined = session ? { session, tables: new Map() } : undefined;
  const target = session?.db ?? db;
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
      const r = await target.transaction().execute((tx) => {
        if (stage) copyStages.set(tx, stage);
        return def.write(rowsToWrite as never[], tx);
      });
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
    if (stage) await dropStages(stage);
    broken = false;
  } finally {
    if (session) {
      // A read error leaves the batch in flight to finish (committed, as on SQLite) before its connection goes back.
      await writing.catch(() => undefined);
      session.release(broken);
    }
  }
  // The batches are committed now: what this process remembers of which datasets hold rows is checked again.
  if (changed > 0) opts.writes?.written();
  opts.onProgress?.({ rows, bytes: totalBytes, totalBytes });
  return summary(rows, valid, changed, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers for dataset writers.

/** Digest of a row's stored content (or of a natural key): stable across runs, 22 characters. */
export function digest(values: readonly unknown[]): string {
  return sha1(JSON.stringify(values)).slice(0, 22);
}

/** SHA-1 in base64url: the one-shot crypto.hash where it exists (Node >= 20.12), else createHash; same digest. */
const sha1: (text: string) => string =
  typeof hash === 'function' ? (text) => hash('sha1', text, 'base64url') : (text) => createHash('sha1').update(text).digest('base64url');

/** SQLite allows 32766 bound parameters per statement, PostgreSQL 65535: stay well under both. */
const MAX_PARAMS = 30_000;

export interface UpsertOptions {
  /** Only replace a stored row when this column of the new row is >= the stored one (e.g. an observation date). */
  readonly newerColumn?: string;
}

/**
 * Insert rows, or update the stored row with the same key when its `row_hash` differs. Returns how many rows
 * were inserted or changed (a row equal to the stored one counts zero). Rows with the same key inside one call
 * are reduced to the last one (PostgreSQL refuses to update one row twice in a statement). Rows are written in key
 * order, so two imports running at once lock shared rows in the same order and never deadlock on PostgreSQL. Every
 * table written this way has a `row_hash` column.
 */
export async function upsertChanged(
  tx: Tx,
  table: string,
  keyColumns: readonly string[],
  rows: readonly Record<string, unknown>[],
  opts: UpsertOptions = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const keys = new Array<string>(rows.length);
  const [k0, ...kRest] = keyColumns;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (kRest.length === 0) keys[i] = String(r[k0]);
    else {
      // JSON of each value joined by commas: the text of JSON.stringify(keyColumns.map(...)) without its brackets,
      // so the same order, without an array per row.
      let k = JSON.stringify(r[k0]);
      for (const c of kRest) k += ',' + JSON.stringify(r[c]);
      keys[i] = k;
    }
  }
  let ascending = true;
  for (let i = 1; i < keys.length && ascending; i++) ascending = keys[i - 1] < keys[i];
  let unique: readonly Record<string, unknown>[];
  if (ascending) unique = rows; // already in key order without repeats (a file sorted by its key): nothing to reduce
  else {
    const byKey = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const prev = byKey.get(keys[i]);
      if (prev && opts.newerColumn && String(prev[opts.newerColumn]) > String(r[opts.newerColumn])) continue;
      byKey.set(keys[i], r);
    }
    unique = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  }
  const columns = Object.keys(unique[0]);
  const update = columns.filter((c) => !keyColumns.includes(c));
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  let changed = 0;
  if (unique.every((r) => columns.every((c) => r[c] !== undefined))) {
    // Every row has every column: the statement is written here once per shape (no query builder per batch).
    // SQLite: multi-row VALUES whose text depends only on the row count, so SQLite reuses its prepared statement
    // (src/store/db.ts). PostgreSQL: the whole batch as one JSON parameter turned into rows of the table's own type
    // by json_populate_recordset (no 26,000 bound parameters to bind and plan).
    const style = placeholderStyle(tx);
    const stage = style === 'pg' ? copyStages.get(tx) : undefined;
    if (stage) return upsertByCopy(tx, stage, table, columns, keyColumns, update, opts.newerColumn, unique);
    const step = style === 'pg' ? unique.length : chunk;
    for (let i = 0; i < unique.length; i += step) {
      const part = unique.slice(i, i + step);
      let params: unknown[];
      if (style === 'pg') params = [JSON.stringify(part)];
      else {
        params = new Array(part.length * columns.length);
        let k = 0;
        for (const r of part) for (const c of columns) params[k++] = r[c];
      }
      const text = upsertSql(style, table, columns, keyColumns, update, opts.newerColumn, part.length);
      const result = await tx.executeQuery(CompiledQuery.raw(text, params));
      changed += Number(result.numAffectedRows ?? 0);
    }
    return changed;
  }
  for (let i = 0; i < unique.length; i += chunk) {
    const part = unique.slice(i, i + chunk);
    /* eslint-disable @typescript-eslint/no-explicit-any */
    const result = await (tx as any)
      .insertInto(table)
      .values(part)
      .onConflict((oc: any) => {
        const set: Record<string, unknown> = {};
        for (const c of update) set[c] = sql.ref(`excluded.${c}`);
        let u = oc.columns(keyColumns).doUpdateSet(set).where(sql.ref(`${table}.row_hash`), '<>', sql.ref('excluded.row_hash'));
        if (opts.newerColumn) {
          u = u.where(sql.ref(`${table}.${opts.newerColumn}`), '<=', sql.ref(`excluded.${opts.newerColumn}`));
        }
        return u;
      })
      .executeTakeFirst();
    /* eslint-enable @typescript-eslint/no-explicit-any */
    changed += Number(result?.numInsertedOrUpdatedRows ?? 0);
  }
  return changed;
}

/**
 * PostgreSQL: the import's connection and the staging tables made on it so far (by table and columns). The import
 * registers it for each batch's transaction (a transaction object lives for one batch), so the dataset writers keep
 * their signature: they hand upsertChanged the transaction they were given.
 */
interface CopyStage {
  readonly session: PgSession;
  readonly tables: Map<string, string>;
}

const copyStages = new WeakMap<Tx, CopyStage>();

/**
 * One batch through COPY: the rows go as COPY text into a temporary staging table of the connection (made at the
 * first batch, emptied at every commit), then one `insert ... select ... on conflict` moves them into the table with
 * the same conflict rule as upsertSql's (row_hash differs, and the newer column is not older). The rows were already
 * reduced and put in key order by upsertChanged; the staging table is read in the order it was written (a heap
 * written by one session and emptied at each commit), so shared rows are still locked in key order.
 */
async function upsertByCopy(
  tx: Tx,
  stage: CopyStage,
  table: string,
  columns: readonly string[],
  keyColumns: readonly string[],
  update: readonly string[],
  newerColumn: string | undefined,
  rows: readonly Record<string, unknown>[],
): Promise<number> {
  const cols = columns.map(quoteId).join(', ');
  const shape = `${table}\u0000${columns.join(',')}`;
  let name = stage.tables.get(shape);
  if (name === undefined) {
    name = `idrisk_import_${stage.tables.size}`;
    // Only the columns written, with the table's types and no constraint: the target's constraints check the rows.
    await tx.executeQuery(
      CompiledQuery.raw(`create temp table if not exists ${quoteId(name)} on commit delete rows as select ${cols} from ${quoteId(table)} with no data`),
    );
    stage.tables.set(shape, name);
  }
  await stage.session.copyFrom(`copy ${quoteId(name)} (${cols}) from stdin`, copyText(rows, columns));
  const text = upsertSql('copy', table, columns, keyColumns, update, newerColumn, 0, name);
  const result = await tx.executeQuery(CompiledQuery.raw(text, []));
  return Number(result.numAffectedRows ?? 0);
}

/** The staging tables go at the end of an import: the connection returns to the pool as it was taken. */
async function dropStages(stage: CopyStage): Promise<void> {
  if (stage.tables.size === 0) return;
  await stage.session.db.executeQuery(CompiledQuery.raw(`drop table if exists ${[...stage.tables.values()].map((t) => `pg_temp.${quoteId(t)}`).join(', ')}`));
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Rows in COPY's text format: columns separated by tabs, one row a line, `\N` for null, and a backslash, tab, newline or
 * carriage return in a value escaped with a backslash (so no value can end the data either). A value is read by the
 * column type's input function, as json_populate_recordset read the JSON scalar before.
 */
function copyText(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  let out = '';
  for (const r of rows) {
    for (let i = 0; i < columns.length; i++) {
      if (i > 0) out += '\t';
      const v = r[columns[i]];
      if (v === null || v === undefined) {
        out += '\\N';
        continue;
      }
      const s = typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 't' : 'f') : typeof v === 'object' ? JSON.stringify(v) : String(v);
      out += COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : s;
    }
    out += '\n';
  }
  return out;
}

const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `?` (SQLite) or `$n` (PostgreSQL) parameters, as the executor's dialect compiles them. */
function placeholderStyle(tx: Tx): 'sqlite' | 'pg' {
  return sql`${0}`.compile(tx).sql === '?' ? 'sqlite' : 'pg';
}

const upsertTexts = new Map<string, string>();

/**
 * The statement upsertChanged's query builder writes (insert ... on conflict (key) do update set every other column
 * where the stored row_hash differs [and the stored newer column is <= the new one]) for `rows` rows (SQLite), for
 * one JSON array of rows (PostgreSQL) or for the rows of a staging table (PostgreSQL, COPY), cached by shape.
 */
function upsertSql(
  style: 'sqlite' | 'pg' | 'copy',
  table: string,
  columns: readonly string[],
  keyColumns: readonly string[],
  update: readonly string[],
  newerColumn: string | undefined,
  rows: number,
  stage = '',
): string {
  const id = `${style}\u0000${table}\u0000${columns.join(',')}\u0000${keyColumns.join(',')}\u0000${newerColumn ?? ''}\u0000${style === 'sqlite' ? rows : 0}\u0000${stage}`;
  let text = upsertTexts.get(id);
  if (text !== undefined) return text;
  const q = quoteId;
  let source: string;
  if (style === 'copy') source = `select ${columns.map(q).join(', ')} from ${q(stage)}`;
  else if (style === 'pg') source = `select ${columns.map(q).join(', ')} from json_populate_recordset(null::${q(table)}, $1::json)`;
  else {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    source = `values ${Array.from({ length: rows }, () => tuple).join(', ')}`;
  }
  text =
    `insert into ${q(table)} (${columns.map(q).join(', ')}) ${source} ` +
    `on conflict (${keyColumns.map(q).join(', ')}) do update set ${update.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')} ` +
    `where ${q(table)}.${q('row_hash')} <> excluded.${q('row_hash')}` +
    (newerColumn ? ` and ${q(table)}.${q(newerColumn)} <= excluded.${q(newerColumn)}` : '');
  if (upsertTexts.size >= 200) upsertTexts.delete(upsertTexts.keys().next().value!);
  upsertTexts.set(id, text);
  return text;
}
