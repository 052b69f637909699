/**
 * The privacy service's own statements (src/privacy/service.ts): retention's count and delete, a customer's stored
 * resolution, the columns an erasure clears, and SQLite's WAL truncation after an erasure. One Kysely code for both
 * databases; the WAL step is SQLite's alone.
 */
import { sql } from 'kysely';
import type { Executor, Store, Tx } from '../db.js';
import type { ResolutionsTable } from '../schema.js';

export interface RetentionCounts {
  resolutions: number;
  identityEdges: number;
  identityNodes: number;
}

/** A customer_id's stored resolution row (erased or not), for reading or erasing it. */
export async function resolutionOfCustomer(exec: Executor, accountId: string, environment: string, customerId: string): Promise<ResolutionsTable | undefined> {
  return exec
    .selectFrom('resolutions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('environment', '=', environment as never)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * The personal data of stored resolutions and of the bulk rows they were scored from (docs/bulk.md): the response,
 * the explanation, the score columns; the row's record and chosen fields. What stays is the billing record. The
 * number of resolutions erased (one already erased is not counted again).
 */
export async function clearResolutions(tx: Tx, ids: readonly string[], at: string): Promise<number> {
  await tx.updateTable('bulk_rows').set({ input: '{}', dedupe: null, result: null }).where('resolution_id', 'in', ids).execute();
  const r = await tx
    .updateTable('resolutions')
    .set({ response: null, explanation: null, score: null, score_cluster: null, reason_codes: null, erased_at: at })
    .where('id', 'in', ids)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** What retention would delete before `cutoff` (ISO time): resolutions by creation, graph links and nodes by last use. */
export async function countExpired(exec: Executor, cutoff: string): Promise<RetentionCounts> {
  const count = async (table: 'resolutions' | 'identity_edges' | 'identity_nodes', column: 'created_at' | 'last_seen') =>
    Number((await exec.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '<', cutoff).executeTakeFirstOrThrow()).n);
  return {
    resolutions: await count('resolutions', 'created_at'),
    identityEdges: await count('identity_edges', 'last_seen'),
    identityNodes: await count('identity_nodes', 'last_seen'),
  };
}

/** Delete what retention deletes before `cutoff` (ISO time), attributions first; the counts deleted. */
export async function deleteExpired(tx: Tx, cutoff: string): Promise<RetentionCounts> {
  await tx
    .deleteFrom('resolution_nodes')
    .where('resolution_id', 'in', tx.selectFrom('resolutions').select('id').where('created_at', '<', cutoff))
    .execute();
  // The labels of the resolutions retention deletes go with them (docs/labels.md).
  await tx.deleteFrom('label_events').where('resolution_id', 'in', tx.selectFrom('resolutions').select('id').where('created_at', '<', cutoff)).execute();
  await tx.deleteFrom('labels').where('resolution_id', 'in', tx.selectFrom('resolutions').select('id').where('created_at', '<', cutoff)).execute();
  await tx.deleteFrom('review_queue').where('resolution_id', 'in', tx.selectFrom('resolutions').select('id').where('created_at', '<', cutoff)).execute();
  const resolutions = Number((await tx.deleteFrom('resolutions').where('created_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
  const identityEdges = Number((await tx.deleteFrom('identity_edges').where('last_seen', '<', cutoff).executeTakeFirst()).numDeletedRows);
  const old = tx.selectFrom('identity_nodes').select('id').where('last_seen', '<', cutoff);
  await tx.deleteFrom('resolution_nodes').where('node_id', 'in', old).execute();
  const identityNodes = Number((await tx.deleteFrom('identity_nodes').where('last_seen', '<', cutoff).executeTakeFirst()).numDeletedRows);
  return { resolutions, identityEdges, identityNodes };
}

/**
 * SQLite: move the WAL into the database and truncate it to zero bytes, so no old page image with erased content
 * stays in the WAL file. False when a reader in another process kept it from completing (busy_timeout); null on
 * PostgreSQL.
 */
export async function truncateWal(store: Pick<Store, 'db' | 'kind'>): Promise<boolean | null> {
  if (store.kind !== 'sqlite') return null;
  // A checkpoint running on another connection (a process's checkpointer thread, store/checkpointer.ts, or another
  // process's automatic checkpoint) makes this one return busy at once, without the busy timeout: such a checkpoint
  // ends within a fraction of a second, so try again for up to 2 s before reporting the WAL as not truncated (a
  // reader in another process makes each try wait out the busy timeout first: then one try, as before).
  const until = Date.now() + 2000;
  for (;;) {
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
    if (rows.length > 0 && Number(rows[0].busy) === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
