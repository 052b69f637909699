/**
 * Datasets of the management layer (docs/admin.md, docs/datasets.md): which importable datasets hold rows, their last
 * import (when, file name, who, its summary), and imports themselves. One import code for every caller: the streaming
 * import of `idrisk import` (src/reference/datasets/import.ts) runs here for the CLI (`importFile`, in the process) and
 * for an upload through /admin/1.0 (`upload`, then the `dataset.import` job on any runner sharing the database). Every
 * import is a row of `dataset_imports` whose progress (rows and bytes read) is written while it runs.
 *
 * An upload is imported strictly unless the caller asks otherwise: the whole file is validated first and nothing is
 * written when a row is bad, so a bad file leaves the dataset as it was. The uploaded bytes wait in
 * `dataset_upload_chunks` (so whichever runner claims the job can read them) and are deleted once the import ended.
 */
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, Executor } from '../store/db.js';
import { DatasetImportRepository, type DatasetImportRows } from '../store/admin/index.js';
import type { AuditLog } from '../privacy/audit.js';
import type { JobQueue } from '../jobs/queue.js';
import type { DatasetImportsTable } from '../store/schema.js';
import { DATASETS, datasetByName } from '../reference/datasets/registry.js';
import { ImportError, formatOf, importDataset, type DatasetWrites, type ImportFormat, type ImportProgress } from '../reference/datasets/import.js';
import type { DatasetDef, ImportSummary } from '../reference/datasets/types.js';
import { newId } from '../accounts/ids.js';
import { AdminError, invalid, notFound } from './errors.js';
import { authorize, type Actor } from './actor.js';
import { decodeCursor, pageOf, type Page } from './pagination.js';

/** The table each importable dataset writes (its rows are counted there). */
export const DATASET_TABLES: Readonly<Record<string, string>> = {
  breaches: 'breach_records',
  'phone-names': 'phone_names',
  mnp: 'phone_mnp',
  'disposable-phones': 'disposable_phones',
  presence: 'presence',
  devices: 'device_catalogue',
  'ip-lists': 'ip_list_entries',
};

/** The largest upload (bytes): larger files are imported on the host with `idrisk import`. */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
/** Bytes per stored chunk of an upload. */
const CHUNK_BYTES = 1024 * 1024;
/** How often a running import writes its progress. */
const PROGRESS_EVERY_MS = 500;

export type ImportStatus = 'uploading' | 'queued' | 'running' | 'succeeded' | 'refused' | 'failed';

export interface DatasetInfo {
  readonly name: string;
  readonly description: string;
  /** Rows stored now. */
  readonly rows: number;
  /** The last import that ended with rows written or unchanged (succeeded); null when none was recorded. */
  readonly lastImport: DatasetImportsTable | null;
  /** An import queued or running now, if any. */
  readonly running: DatasetImportsTable | null;
}

export interface DatasetAdminDeps {
  readonly db: Db;
  readonly audit: AuditLog;
  readonly queue: JobQueue;
  /** The process's dataset writes (the composition root's), told of an import made here. */
  readonly writes?: DatasetWrites;
}

export class DatasetAdmin {
  /** Imports and uploaded bytes (src/store/admin). */
  private readonly rows: DatasetImportRows;

  constructor(private readonly deps: DatasetAdminDeps) {
    this.rows = new DatasetImportRepository(deps.db);
  }

  private async record(actor: Actor, action: string, args: Record<string, unknown>, detail: Record<string, unknown> | null = null): Promise<void> {
    // The CLI writes one entry per command itself (src/cli/index.ts).
    if (actor.kind === 'cli') return;
    await this.deps.audit.record({ actor: actor.label, action, args, detail });
  }

  def(name: string): DatasetDef {
    const def = datasetByName(name);
    if (!def) throw notFound('dataset', name);
    return def;
  }

  /** Every importable dataset: rows stored, the last import, the one running. */
  async list(actor: Actor): Promise<DatasetInfo[]> {
    authorize(actor, 'datasets.read');
    const out: DatasetInfo[] = [];
    for (const def of DATASETS) out.push(await this.info(def));
    return out;
  }

  async get(actor: Actor, name: string): Promise<DatasetInfo> {
    authorize(actor, 'datasets.read');
    return this.info(this.def(name));
  }

  private async info(def: DatasetDef): Promise<DatasetInfo> {
    const table = DATASET_TABLES[def.name]!;
    const count = await this.rows.countRows(table);
    const lastImport = await this.rows.lastSucceeded(def.name);
    const running = await this.rows.running(def.name);
    return { name: def.name, description: def.description, rows: count, lastImport: lastImport ?? null, running: running ?? null };
  }

  /** Imports, newest first (of one dataset, or all). */
  async imports(actor: Actor, filter: { dataset?: string; status?: string }, limit: number, cursor?: string): Promise<Page<DatasetImportsTable>> {
    authorize(actor, 'datasets.read');
    if (filter.dataset !== undefined) this.def(filter.dataset);
    return pageOf(await this.rows.page(limit + 1, cursor ? decodeCursor(cursor).id : undefined, filter), limit, (r) => r.id);
  }

  /** One import: its progress while it runs, its summary once it ended. */
  async importOf(actor: Actor, id: string): Promise<DatasetImportsTable> {
    authorize(actor, 'datasets.read');
    const row = await this.rows.byId(id);
    if (!row) throw notFound('dataset import', id);
    return row;
  }

  /**
   * An upload (the file's bytes as a stream): stored, then imported by the `dataset.import` job. Answers the import
   * (queued) at once; its progress is read with importOf. `tooLarge()` tells whether the stream was cut at the limit.
   */
  async upload(
    actor: Actor,
    input: { dataset: string; fileName: string; format?: ImportFormat; strict: boolean },
    file: AsyncIterable<Buffer>,
    tooLarge: () => boolean,
  ): Promise<{ import: DatasetImportsTable; jobId: string }> {
    authorize(actor, 'datasets.write');
    const def = this.def(input.dataset);
    const fileName = input.fileName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'upload';
    let format: ImportFormat;
    try {
      format = formatOf(fileName, input.format);
    } catch (err) {
      if (err instanceof ImportError) throw invalid('format', 'is needed: name the file .jsonl, .ndjson or .csv, or send format=jsonl|csv');
      throw err;
    }
    const { db } = this.deps;
    const id = newId('dsi');
    const now = new Date().toISOString();
    await this.rows.insert({ id, dataset: def.name, file_name: fileName, format, strict: input.strict ? 1 : 0, status: 'uploading', actor: actor.label, job_id: null, rows: 0, bytes: 0, total_bytes: 0, summary: null, error: null, created_at: now, started_at: null, finished_at: null, updated_at: now });
    let total = 0;
    let seq = 0;
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const put = async (buf: Buffer) => {
        await this.rows.putChunk(id, seq++, buf.toString('base64'));
      };
      for await (const chunk of file) {
        total += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= CHUNK_BYTES) {
          const all = Buffer.concat(pending);
          await put(all.subarray(0, CHUNK_BYTES));
          const rest = all.subarray(CHUNK_BYTES);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (tooLarge()) throw new AdminError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB: import it on the host with idrisk import`);
      if (total === 0) throw invalid('file', 'is empty');
      if (pendingBytes > 0) await put(Buffer.concat(pending));
    } catch (err) {
      await this.discard(id, err instanceof AdminError ? err.message : 'the upload was interrupted');
      throw err;
    }
    // The import as queued (answered so, even when a runner claims the job before the answer is written).
    const row = await db.transaction().execute(async (tx) => {
      const job = (await this.deps.queue.enqueue('dataset.import', { import_id: id } as never, { exec: tx, dedupeKey: `dataset.import:${id}` })) as string;
      await this.rows.queued(id, job, total, new Date().toISOString(), tx);
      return this.rows.requireById(id, tx);
    });
    const jobId = row.job_id!;
    this.deps.queue.wake();
    await this.record(actor, 'datasets import', { dataset: def.name, file: fileName, strict: input.strict }, { import_id: id, job_id: jobId, bytes: total });
    return { import: row, jobId };
  }

  /** An upload that did not complete: its bytes go, the import is marked failed with why. */
  private async discard(id: string, error: string): Promise<void> {
    await this.rows.deleteChunks(id);
    await this.rows.failed(id, error, new Date().toISOString());
  }

  /**
   * `idrisk import` (the CLI, in its own process): the same import, recorded as a dataset import with its progress.
   * ImportError (the file cannot be imported at all) is passed on after the import is marked failed.
   */
  async importFile(actor: Actor, name: string, file: string, opts: { strict?: boolean; onProgress?: (p: ImportProgress) => void } = {}): Promise<ImportSummary> {
    authorize(actor, 'datasets.write');
    const def = this.def(name);
    const now = new Date().toISOString();
    const id = newId('dsi');
    let format: ImportFormat;
    try {
      format = formatOf(file);
    } catch (err) {
      if (err instanceof ImportError) throw invalid('file', err.message, err.message);
      throw err;
    }
    await this.rows.insert({ id, dataset: def.name, file_name: file.slice(-255), format, strict: opts.strict ? 1 : 0, status: 'running', actor: actor.label, job_id: null, rows: 0, bytes: 0, total_bytes: 0, summary: null, error: null, created_at: now, started_at: now, finished_at: null, updated_at: now });
    return runImport(this.deps.db, id, def, file, { strict: opts.strict ?? false, format, onProgress: opts.onProgress, failOnInternal: true, writes: this.deps.writes });
  }
}

/** Runs one import of a file and keeps its row up to date (progress, then the summary or the error). */
async function runImport(db: Db, id: string, def: DatasetDef, file: string, o: { strict: boolean; format: ImportFormat; onProgress?: (p: ImportProgress) => void; failOnInternal: boolean; writes?: DatasetWrites }): Promise<ImportSummary> {
  const rows = new DatasetImportRepository(db);
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const progress = (p: ImportProgress) => {
    o.onProgress?.(p);
    const t = Date.now();
    if (t - last < PROGRESS_EVERY_MS) return;
    last = t;
    writing = writing.then(() => rows.progress(id, p, new Date().toISOString())).catch(() => undefined);
  };
  try {
    const summary = await importDataset(def, file, db, { strict: o.strict, format: o.format, onProgress: progress, writes: o.writes });
    await writing;
    await rows.ended(id, summary.refused ? 'refused' : 'succeeded', summary.rows, JSON.stringify({ ...summary, file: undefined }), new Date().toISOString());
    return summary;
  } catch (err) {
    await writing;
    // An internal fault of a job's import is retried by the runner (the import is idempotent); the job's onFailure
    // marks it failed once it gives up.
    if (!(err instanceof ImportError) && !o.failOnInternal) throw err;
    const now = new Date().toISOString();
    const message = err instanceof ImportError ? err.message.replaceAll(file, 'the file') : 'the import stopped with an internal error (see the log)';
    await rows.failed(id, message.slice(0, 1000), now);
    throw err;
  }
}

/**
 * The `dataset.import` job: the stored upload written to a temporary file and imported from there (the one import
 * code), then its chunks deleted. An import already ended (a retried job) does nothing. ImportError (the file
 * cannot be imported at all) is passed on after the import is marked failed: the job turns it into a permanent
 * failure. The import itself does not stop at the job's abort signal (importDataset takes none): the job's timeout
 * is long (src/jobs/dataset-import.ts).
 */
export async function runUploadedImport(db: Db, id: string, o: { signal?: AbortSignal; writes?: DatasetWrites } = {}): Promise<ImportSummary | null> {
  const rows = new DatasetImportRepository(db);
  const row = await rows.byId(id);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return null;
  const def = datasetByName(row.dataset);
  if (!def) throw new Error(`dataset import ${id}: no dataset ${row.dataset}`);
  await rows.started(id, new Date().toISOString());
  // Named after the import, so that the sweep (sweepUploads) knows whose it is once its process died.
  const dir = await mkdtemp(join(tmpdir(), `${UPLOAD_DIR_PREFIX}${id}-`));
  const ext = row.format === 'csv' ? '.csv' : '.jsonl';
  const file = join(dir, `upload${ext}`);
  try {
    const fh = await open(file, 'w', 0o600);
    try {
      for (let seq = 0; ; seq += 16) {
        const chunks = await rows.chunks(id, seq, 16);
        for (const c of chunks) await fh.write(Buffer.from(c.data, 'base64'));
        if (chunks.length < 16) break;
        o.signal?.throwIfAborted();
      }
    } finally {
      await fh.close();
    }
    const summary = await runImport(db, id, def, file, { strict: row.strict === 1, format: row.format, failOnInternal: false, writes: o.writes });
    await rows.deleteChunks(id);
    return summary;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The job gave up (or an operator cancelled it): the import is failed and its bytes deleted. */
export async function uploadFailed(exec: Executor, id: string, error: string): Promise<void> {
  const now = new Date().toISOString();
  const rows = new DatasetImportRepository(exec);
  await rows.deleteChunks(id);
  await rows.failedIfPending(id, error.slice(0, 1000), now);
}

/** The temporary directory of an uploaded import being imported: `idrisk-upload-<dsi_…>-XXXXXX` in the OS's. */
export const UPLOAD_DIR_PREFIX = 'idrisk-upload-';
const UPLOAD_DIR = /^idrisk-upload-(dsi_[A-Za-z0-9_]+)-[A-Za-z0-9]{6}$/;

export interface SweepCounts {
  /** Uploads cut off by their process's end (still `uploading` past the bound): marked failed, bytes deleted. */
  readonly interrupted: number;
  /** Stored chunks of imports that ended (or are unknown): deleted. */
  readonly chunks: number;
  /** Temporary directories of imports no longer running, here: deleted. */
  readonly dirs: number;
}

/**
 * Removes what an upload leaves when its process dies (kill -9, a crash, a lost host): an import still `uploading`
 * after `olderThanMs` (an upload lasts at most IDRISK_BODY_TIMEOUT_SECONDS) is marked failed and its chunks
 * deleted; chunks of an import that ended (a process that died between the import's end and the deletion of its
 * bytes) are deleted; this host's temporary directories of imports that are not queued or running and older than
 * `olderThanMs` are deleted. Run by the `datasets.sweep` job (src/jobs/dataset-sweep.ts).
 */
export async function sweepUploads(db: Db, o: { olderThanMs: number; now?: number; dir?: string }): Promise<SweepCounts> {
  const now = o.now ?? Date.now();
  const cutoff = new Date(now - o.olderThanMs).toISOString();
  const rows = new DatasetImportRepository(db);
  const stale = await rows.staleUploads(cutoff);
  for (const r of stale) {
    const at = new Date(now).toISOString();
    await db.transaction().execute(async (tx) => {
      await rows.deleteChunks(r.id, tx);
      await rows.interrupted(r.id, 'the upload was interrupted (its process stopped before the file was stored)', at, tx);
    });
  }
  // Chunks whose import ended or is unknown: nothing will read them.
  const orphans = await rows.orphanChunkImports();
  let chunks = 0;
  for (const r of orphans) chunks += await rows.deleteChunks(r.import_id);
  let dirs = 0;
  const base = o.dir ?? tmpdir();
  let names: string[] = [];
  try {
    names = await readdir(base);
  } catch {
    names = [];
  }
  for (const name of names) {
    const m = UPLOAD_DIR.exec(name);
    if (!m) continue;
    const path = join(base, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < o.olderThanMs) continue;
    const status = await rows.status(m[1]!);
    if (status === 'queued' || status === 'running') continue;
    await rm(path, { recursive: true, force: true });
    dirs++;
  }
  return { interrupted: stale.length, chunks, dirs };
}
