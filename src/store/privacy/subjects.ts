/**
 * The statements of the subject stores (src/privacy/stores.ts): where each table holds a data subject's phone, email,
 * IP, name or username hash, and how its records are erased. The stores decide what a subject is and which rows
 * really name it (the folding of names, the JSON a coarse LIKE found); this module only reads and writes rows, with
 * the values it is given. Reads take the database or the erasure's transaction, writes the transaction. One Kysely
 * code for SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { Executor, Tx } from '../db.js';

type Row = Record<string, unknown>;

/** Tables whose rows carry a (first, last) name, compared in src/privacy with the engines' folding. */
export type NamedTable = 'breach_records' | 'phone_names' | 'presence';

/** One page of the rows of `table` that carry both a first and a last name, in `order`. */
async function namedPage(exec: Executor, table: NamedTable, order: readonly string[], limit: number, offset: number): Promise<Row[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = (exec as any).selectFrom(table).selectAll().where('first_name', 'is not', null).where('last_name', 'is not', null);
  for (const c of order) q = q.orderBy(c);
  return (await q.limit(limit).offset(offset).execute()) as Row[];
}

/** Delete rows by their primary-key columns; the number deleted. */
async function deleteByKey(tx: Tx, table: string, key: readonly string[], rows: readonly Row[]): Promise<number> {
  let n = 0;
  for (const r of rows) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let q = (tx as any).deleteFrom(table);
    for (const c of key) q = q.where(c, '=', r[c]);
    n += Number((await q.executeTakeFirst()).numDeletedRows);
  }
  return n;
}

async function accountIds(exec: Executor): Promise<string[]> {
  return (await exec.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
}

const breachByPhone = (exec: Executor, digits: string) => exec.selectFrom('breach_records').selectAll().where('phone', '=', digits).execute();
const breachByEmails = (exec: Executor, forms: readonly string[]) => exec.selectFrom('breach_records').selectAll().where('email', 'in', forms).execute();

/**
 * Other people's breach records whose exposed `column` list (a JSON array) contains `needle` (lowercased, a coarse
 * LIKE), leaving out the subject's own records (by its phone, or its email forms).
 */
function breachExposureCandidates(exec: Executor, column: 'phones' | 'emails', needle: string, own: { phone: string } | { emails: readonly string[] }) {
  const notOwn = 'phone' in own ? sql<boolean>`phone <> ${own.phone}` : sql<boolean>`email not in (${sql.join(own.emails)})`;
  return exec.selectFrom('breach_records').selectAll().where(sql<string>`lower(${sql.ref(column)})`, 'like', `%${needle}%`).where(notOwn).execute();
}

/** A breach record's exposed list set (null: empty); its row hash cleared so that a re-import writes it again. */
async function setBreachList(tx: Tx, key: { phone: string; email: string; breach_id: string }, column: 'phones' | 'emails', list: string | null): Promise<void> {
  await tx
    .updateTable('breach_records')
    .set({ [column]: list, row_hash: '' })
    .where('phone', '=', key.phone)
    .where('email', '=', key.email)
    .where('breach_id', '=', key.breach_id)
    .execute();
}

const phoneNamesByPhone = (exec: Executor, digits: string) => exec.selectFrom('phone_names').selectAll().where('phone', '=', digits).execute();
const mnpByPhone = (exec: Executor, digits: string) => exec.selectFrom('phone_mnp').selectAll().where('phone', '=', digits).execute();
/** A single disposable number (not a range). */
const disposableNumber = (exec: Executor, digits: string) => exec.selectFrom('disposable_phones').selectAll().where('pattern', '=', digits).where('is_range', '=', 0).execute();
const presenceOf = (exec: Executor, kind: 'phone' | 'email', subjects: readonly string[]) =>
  exec.selectFrom('presence').selectAll().where('subject_kind', '=', kind).where('subject', 'in', subjects).execute();
const listItemsByValue = (exec: Executor, values: readonly string[]) => exec.selectFrom('list_items').selectAll().where('value', 'in', values).execute();
/** Move the items_version of lists whose items were erased (the per-process membership caches poll it: migration 4075). */
const bumpListVersions = async (exec: Executor, listIds: readonly string[]) => {
  if (listIds.length > 0) await exec.updateTable('lists').set((eb) => ({ items_version: eb('items_version', '+', 1) })).where('id', 'in', listIds).execute();
};
/** Single-address IP list entries of this address (hex of its start and end). */
const ipListEntryOf = (exec: Executor, family: number, hex: string) =>
  exec.selectFrom('ip_list_entries').selectAll().where('family', '=', family).where('start_hex', '=', hex).where('end_hex', '=', hex).execute();

/** Resolutions not yet erased that are attributed one of these graph nodes. */
const resolutionsLinkedTo = (exec: Executor, nodes: readonly string[]) =>
  exec
    .selectFrom('resolutions as r')
    .innerJoin('resolution_nodes as n', 'n.resolution_id', 'r.id')
    .selectAll('r')
    .distinct()
    .where('n.node_id', 'in', nodes)
    .where('r.erased_at', 'is', null)
    .execute();

/** Resolutions not yet erased whose response or explanation contains `needle` (a lowercase LIKE pattern). */
const resolutionsLike = (exec: Executor, needle: string) =>
  exec
    .selectFrom('resolutions')
    .selectAll()
    .where('erased_at', 'is', null)
    .where((eb) => eb.or([eb(sql<string>`lower(response)`, 'like', needle), eb(sql<string>`lower(explanation)`, 'like', needle)]))
    .execute();

const identityNode = (exec: Executor, id: string) => exec.selectFrom('identity_nodes').selectAll().where('id', '=', id).executeTakeFirst();

/** A node's edges by the kind at their other end: how many, first and last seen. */
const edgeSummary = (exec: Executor, id: string) =>
  exec
    .selectFrom('identity_edges')
    .select((eb) => ['b_kind', eb.fn.countAll<number>().as('n'), eb.fn.min('first_seen').as('first_seen'), eb.fn.max('last_seen').as('last_seen')])
    .where('a', '=', id)
    .groupBy('b_kind')
    .execute();

/** A graph node with its edges (both directions) and its attributions. */
async function deleteNode(tx: Tx, id: string): Promise<void> {
  await tx.deleteFrom('identity_edges').where((eb) => eb.or([eb('a', '=', id), eb('b', '=', id)])).execute();
  await tx.deleteFrom('resolution_nodes').where('node_id', '=', id).execute();
  await tx.deleteFrom('identity_nodes').where('id', '=', id).execute();
}

const loginRecordsByIp = (exec: Executor, ips: readonly string[]) => exec.selectFrom('login_records').selectAll().where('ip', 'in', ips).execute();
const loginRecordsByUsername = (exec: Executor, hashes: readonly string[]) => exec.selectFrom('login_records').selectAll().where('username_hash', 'in', hashes).execute();
const enrollmentsByUsername = (exec: Executor, hashes: readonly string[]) => exec.selectFrom('login_enrollments').selectAll().where('username_hash', 'in', hashes).execute();

/** Resolutions with a label event whose notes contain `needle` (a lowercase LIKE pattern). */
async function labelledByNotes(exec: Executor, needle: string): Promise<string[]> {
  return (await exec.selectFrom('label_events').select('resolution_id').distinct().where(sql<string>`lower(notes)`, 'like', needle).execute()).map((r) => r.resolution_id);
}

/** The label events with notes of these resolutions. */
const labelNotes = (exec: Executor, resolutionIds: readonly string[]) =>
  exec.selectFrom('label_events').select(['resolution_id', 'notes']).where('resolution_id', 'in', resolutionIds).where('notes', 'is not', null).execute();
const currentLabels = (exec: Executor, resolutionIds: readonly string[]) => exec.selectFrom('labels').selectAll().where('resolution_id', 'in', resolutionIds).execute();
const labelHistory = (exec: Executor, resolutionIds: readonly string[]) =>
  exec.selectFrom('label_events').selectAll().where('resolution_id', 'in', resolutionIds).orderBy('created_at').orderBy('id').execute();

/** The notes of these resolutions' labels and label events cleared; the number of current labels changed. */
async function clearLabelNotes(tx: Tx, resolutionIds: readonly string[]): Promise<number> {
  await tx.updateTable('label_events').set({ notes: null }).where('resolution_id', 'in', resolutionIds).where('notes', 'is not', null).execute();
  return Number((await tx.updateTable('labels').set({ notes: null }).where('resolution_id', 'in', resolutionIds).executeTakeFirst()).numUpdatedRows);
}

/** Bulk rows whose record contains `needle` (a lowercase LIKE pattern), in job and line order. */
const bulkRowsLike = (exec: Executor, needle: string) =>
  exec
    .selectFrom('bulk_rows')
    .select(['job_id', 'line', 'status', 'input', 'customer_id', 'resolution_id', 'result'])
    .where(sql<string>`lower(input)`, 'like', needle)
    .orderBy('job_id')
    .orderBy('line')
    .execute();

/** A bulk row's record, duplicate key and chosen fields emptied; the number of rows changed. */
async function emptyBulkRow(tx: Tx, jobId: string, line: number): Promise<number> {
  const u = await tx.updateTable('bulk_rows').set({ input: '{}', dedupe: null, result: null }).where('job_id', '=', jobId).where('line', '=', line).executeTakeFirst();
  return Number(u.numUpdatedRows);
}

/** Every statement the subject stores run, by what it does. */
export const subjectRows = {
  accountIds,
  namedPage,
  deleteByKey,
  breachByPhone,
  breachByEmails,
  breachExposureCandidates,
  setBreachList,
  phoneNamesByPhone,
  mnpByPhone,
  disposableNumber,
  presenceOf,
  listItemsByValue,
  bumpListVersions,
  ipListEntryOf,
  resolutionsLinkedTo,
  resolutionsLike,
  identityNode,
  edgeSummary,
  deleteNode,
  loginRecordsByIp,
  loginRecordsByUsername,
  enrollmentsByUsername,
  labelledByNotes,
  labelNotes,
  currentLabels,
  labelHistory,
  clearLabelNotes,
  bulkRowsLike,
  emptyBulkRow,
} as const;

/** The subject stores' storage, as src/privacy uses it. */
export type SubjectRows = typeof subjectRows;
