/**
 * The writes of the dataset import (src/reference/datasets/import.ts, the datasets' `write`): `upsertChanged`, the one
 * upsert every dataset table is written with, and the import's hold on the database (`openImport`): on PostgreSQL one
 * connection of the pool (store/db.ts PgSession) for the whole import, so each batch's transaction sends its rows with
 * COPY into a temporary staging table and upserts them into the dataset's table in one statement (docs/decisions.md,
 * "Issue 33, fifth pass"); on SQLite the database itself. What a row is and how a file is read stay in
 * src/reference/datasets; this module only writes the rows it is given.
 */
import { CompiledQuery, sql } from 'kysely';
import { pgSessionOf, type Db, type PgSession, type Tx } from '../db.js';
import type { DatasetImport } from './types.js';
import { FifoMemo } from '../../memo/fifo.js';

/**
 * Where an import writes its batches (./types.ts DatasetImport): on PostgreSQL, when the pool has more than one
 * connection, one connection held until `release`, with the COPY staging registered for each batch's transaction.
 */
export async function openImport(db: Db): Promise<DatasetImport> {
  const makeSession = pgSessionOf(db);
  const session = makeSession ? await makeSession() : undefined;
  const stage: CopyStage | undefined = session ? { session, tables: new Map() } : undefined;
  const target = session?.db ?? db;
  return {
    held: session !== undefined,
    batch: (write) =>
      target.transaction().execute((tx) => {
        if (stage) copyStages.set(tx, stage);
        return write(tx);
      }),
    finish: async () => {
      if (stage) await dropStages(stage);
    },
    release: (broken) => session?.release(broken),
  };
}

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

const upsertTexts = new FifoMemo<string, string>(200);

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
  upsertTexts.set(id, text);
  return text;
}
