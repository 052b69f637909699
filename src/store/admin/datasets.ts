/** Dataset imports and the bytes of uploads waiting for their import (./types.ts DatasetImportRows). */
import { sql } from 'kysely';
import type { Db, Executor } from '../db.js';
import type { DatasetImportsTable } from '../schema.js';
import type { DatasetImportRows } from './types.js';

export class DatasetImportRepository implements DatasetImportRows {
  constructor(private readonly db: Db) {}

  async countRows(table: string): Promise<number> {
    const count = await this.db
      .selectFrom(table as 'presence')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(count.n);
  }

  lastSucceeded(dataset: string): Promise<DatasetImportsTable | undefined> {
    return this.db.selectFrom('dataset_imports').selectAll().where('dataset', '=', dataset).where('status', '=', 'succeeded').orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  running(dataset: string): Promise<DatasetImportsTable | undefined> {
    return this.db.selectFrom('dataset_imports').selectAll().where('dataset', '=', dataset).where('status', 'in', ['queued', 'running']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  page(limit: number, before: string | undefined, filter: { dataset?: string; status?: string }): Promise<DatasetImportsTable[]> {
    let q = this.db.selectFrom('dataset_imports').selectAll().orderBy('id', 'desc').limit(limit);
    if (before !== undefined) q = q.where('id', '<', before);
    if (filter.dataset !== undefined) q = q.where('dataset', '=', filter.dataset);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    return q.execute();
  }

  byId(id: string, exec: Executor = this.db): Promise<DatasetImportsTable | undefined> {
    return exec.selectFrom('dataset_imports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  requireById(id: string, exec: Executor = this.db): Promise<DatasetImportsTable> {
    return exec.selectFrom('dataset_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async insert(row: DatasetImportsTable): Promise<void> {
    await this.db.insertInto('dataset_imports').values(row).execute();
  }

  async putChunk(importId: string, seq: number, data: string): Promise<void> {
    await this.db.insertInto('dataset_upload_chunks').values({ import_id: importId, seq, data }).execute();
  }

  chunks(importId: string, from: number, count: number): Promise<{ seq: number; data: string }[]> {
    return this.db.selectFrom('dataset_upload_chunks').select(['seq', 'data']).where('import_id', '=', importId).where('seq', '>=', from).where('seq', '<', from + count).orderBy('seq').execute();
  }

  async deleteChunks(importId: string, exec: Executor = this.db): Promise<number> {
    return Number((await exec.deleteFrom('dataset_upload_chunks').where('import_id', '=', importId).executeTakeFirst()).numDeletedRows);
  }

  async queued(id: string, jobId: string, totalBytes: number, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('dataset_imports').set({ status: 'queued', job_id: jobId, total_bytes: totalBytes, updated_at: at }).where('id', '=', id).execute();
  }

  async started(id: string, at: string): Promise<void> {
    await this.db.updateTable('dataset_imports').set({ status: 'running', started_at: at, updated_at: at, rows: 0, bytes: 0 }).where('id', '=', id).execute();
  }

  async progress(id: string, p: { rows: number; bytes: number; totalBytes: number }, at: string): Promise<void> {
    await this.db.updateTable('dataset_imports').set({ rows: p.rows, bytes: p.bytes, total_bytes: p.totalBytes, updated_at: at }).where('id', '=', id).execute();
  }

  async ended(id: string, status: 'succeeded' | 'refused', rows: number, summary: string, at: string): Promise<void> {
    await this.db
      .updateTable('dataset_imports')
      .set({ status, rows, bytes: sql<number>`total_bytes`, summary, finished_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async failed(id: string, error: string, at: string): Promise<void> {
    await this.db.updateTable('dataset_imports').set({ status: 'failed', error, finished_at: at, updated_at: at }).where('id', '=', id).execute();
  }

  async failedIfPending(id: string, error: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('dataset_imports').set({ status: 'failed', error, finished_at: at, updated_at: at }).where('id', '=', id).where('status', 'in', ['queued', 'running']).execute();
  }

  staleUploads(cutoff: string): Promise<{ id: string }[]> {
    return this.db.selectFrom('dataset_imports').select('id').where('status', '=', 'uploading').where('created_at', '<', cutoff).execute();
  }

  async interrupted(id: string, error: string, at: string, exec: Executor = this.db): Promise<void> {
    await exec.updateTable('dataset_imports').set({ status: 'failed', error, finished_at: at, updated_at: at }).where('id', '=', id).where('status', '=', 'uploading').execute();
  }

  orphanChunkImports(): Promise<{ import_id: string }[]> {
    return this.db
      .selectFrom('dataset_upload_chunks as c')
      .leftJoin('dataset_imports as i', 'i.id', 'c.import_id')
      .select('c.import_id')
      .distinct()
      .where((eb) => eb.or([eb('i.id', 'is', null), eb('i.status', 'not in', ['uploading', 'queued', 'running'])]))
      .execute();
  }

  async status(id: string): Promise<string | undefined> {
    return (await this.db.selectFrom('dataset_imports').select('status').where('id', '=', id).executeTakeFirst())?.status;
  }
}
