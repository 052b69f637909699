/**
 * Every place that holds a data subject's personal data, as a registry of subject stores (the probes pattern): each
 * finds the subject's records (access requests, dry runs) and erases them. `idrisk erase` and `idrisk export-subject`
 * walk this list in order; a new table that holds phones, emails, IPs or names adds one entry here (docs/privacy.md),
 * and the statements it runs to src/store/privacy/subjects.ts (no SQL in this folder).
 * Login tracking keeps usernames only as keyed hashes: an email or phone selector finds the records and enrollments
 * of a username equal to that email or number.
 */
import { deleteLabels, deleteReviews } from '../store/decisions/index.js';
import type { Executor, Tx } from '../store/db.js';
import { clearResolutions, subjectRows as q, type NamedTable } from '../store/privacy/index.js';
import type { Cache } from '../enrich/cache.js';
import { CONSORTIUM_SCOPE, unlinkResolutions, type IdentityGraph } from '../identity/graph.js';
import { parseRange } from '../reference/ip/address.js';
import { bumpGeneration } from '../reference/datasets/ip-lists.js';
import { normalizeUsername } from '../login/service.js';
import { jsonMentions, likeNeedle, nameMatches, subjectTouchpoint, textMatches, type Subject, type SubjectKind } from './subject.js';

export interface StoreContext {
  readonly graph: IdentityGraph;
  readonly cache: Cache;
  readonly now: Date;
}

type Row = Record<string, unknown>;

export interface SubjectStore {
  /** Shown in reports: usually the table. */
  readonly name: string;
  readonly kinds: readonly SubjectKind[];
  /** Outside the database (a cache): erased after the database transaction commits. */
  readonly external?: boolean;
  /** The subject's records in this store (what an access request exports). */
  find(s: Subject, exec: Executor, ctx: StoreContext): Promise<Row[]>;
  /** Erase the records `find` returned, in the erasure's transaction; returns how many records changed. */
  erase(s: Subject, found: readonly Row[], tx: Tx | null, ctx: StoreContext): Promise<number>;
}

const PAGE = 5000;

/**
 * The subject's node in every identity-graph scope (docs/privacy.md, "Identity graph scope"): each account's own and
 * the consortium's. An operator's access request or erasure covers the whole deployment.
 */
async function subjectNodes(s: Subject, exec: Executor, ctx: StoreContext): Promise<{ scope: string; id: string }[]> {
  return ctx.graph.keysIn(subjectTouchpoint(s), [...(await q.accountIds(exec)), CONSORTIUM_SCOPE]);
}

/** Rows of a table whose (first, last) name is the subject's: a paged scan compared with the engines' folding. */
async function byName(exec: Executor, table: NamedTable, order: readonly string[], s: Subject): Promise<Row[]> {
  if (s.kind !== 'name') return [];
  const out: Row[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const rows = await q.namedPage(exec, table, order, PAGE, offset);
    for (const r of rows) if (nameMatches(s, r.first_name as string, r.last_name as string)) out.push(r);
    if (rows.length < PAGE) return out;
  }
}

/** The erasure's transaction (null only for external stores). */
function inTx(tx: Tx | null): Tx {
  if (!tx) throw new Error('a database store is erased inside the erasure transaction');
  return tx;
}

/** Delete rows by their primary-key columns. */
async function deleteByKey(txOrNull: Tx | null, table: string, key: readonly string[], rows: readonly Row[]): Promise<number> {
  return q.deleteByKey(inTx(txOrNull), table, key, rows);
}

const BREACH_KEY = ['phone', 'email', 'breach_id'] as const;

const breachRecords: SubjectStore = {
  name: 'breach_records',
  kinds: ['phone', 'email', 'name'],
  async find(s, exec) {
    if (s.kind === 'phone') return q.breachByPhone(exec, s.digits);
    if (s.kind === 'email') return q.breachByEmails(exec, s.forms);
    return byName(exec, 'breach_records', BREACH_KEY, s);
  },
  erase: (_s, found, tx) => deleteByKey(tx, 'breach_records', BREACH_KEY, found),
};

/** Another person's breach record that exposed the subject's phone or email: the value is taken out of the list. */
const breachExposures: SubjectStore = {
  name: 'breach_records.exposed',
  kinds: ['phone', 'email'],
  async find(s, exec) {
    if (s.kind !== 'phone' && s.kind !== 'email') return [];
    const column = s.kind === 'phone' ? 'phones' : 'emails';
    const values = s.kind === 'phone' ? [s.digits] : s.forms;
    const needle = s.kind === 'phone' ? s.digits : s.address.split('@')[0];
    // The subject's own records are the `breach_records` store's.
    const rows = await q.breachExposureCandidates(exec, column, needle, s.kind === 'phone' ? { phone: s.digits } : { emails: s.forms });
    return rows.filter((r) => {
      const list = r[column] ? (JSON.parse(r[column]) as string[]) : [];
      return list.some((v) => values.includes(v.toLowerCase()));
    });
  },
  async erase(s, found, tx) {
    const column = s.kind === 'phone' ? 'phones' : 'emails';
    const values = s.kind === 'phone' ? [s.digits] : s.kind === 'email' ? s.forms : [];
    let n = 0;
    for (const r of found) {
      const list = (JSON.parse(String(r[column])) as string[]).filter((v) => !values.includes(v.toLowerCase()));
      // row_hash is cleared: a re-import of the original row counts as a change and writes it again (docs/privacy.md).
      const key = { phone: r.phone as string, email: r.email as string, breach_id: r.breach_id as string };
      await q.setBreachList(inTx(tx), key, column, list.length > 0 ? JSON.stringify(list) : null);
      n += 1;
    }
    return n;
  },
};

const phoneNames: SubjectStore = {
  name: 'phone_names',
  kinds: ['phone', 'name'],
  async find(s, exec) {
    if (s.kind === 'phone') return q.phoneNamesByPhone(exec, s.digits);
    return byName(exec, 'phone_names', ['phone', 'key'], s);
  },
  erase: (_s, found, tx) => deleteByKey(tx, 'phone_names', ['phone', 'key'], found),
};

const phoneMnp: SubjectStore = {
  name: 'phone_mnp',
  kinds: ['phone'],
  find: async (s, exec) => (s.kind === 'phone' ? q.mnpByPhone(exec, s.digits) : []),
  erase: (_s, found, tx) => deleteByKey(tx, 'phone_mnp', ['phone'], found),
};

/** One disposable number equal to the subject's (ranges name no one and stay). */
const disposablePhones: SubjectStore = {
  name: 'disposable_phones',
  kinds: ['phone'],
  find: async (s, exec) => (s.kind === 'phone' ? q.disposableNumber(exec, s.digits) : []),
  erase: (_s, found, tx) => deleteByKey(tx, 'disposable_phones', ['pattern'], found),
};

const PRESENCE_KEY = ['subject_kind', 'subject', 'platform'] as const;

const presence: SubjectStore = {
  name: 'presence',
  kinds: ['phone', 'email', 'name'],
  async find(s, exec) {
    if (s.kind === 'phone') return q.presenceOf(exec, 'phone', [s.digits]);
    if (s.kind === 'email') return q.presenceOf(exec, 'email', s.forms);
    return byName(exec, 'presence', PRESENCE_KEY, s);
  },
  erase: (_s, found, tx) => deleteByKey(tx, 'presence', PRESENCE_KEY, found),
};

/** Single-address IP list entries (a Tor exit, a reported host): ranges name no one and stay. */
/**
 * Items of the accounts' lists (docs/rules.md#lists) holding the subject's phone, email, IP (a single-address CIDR
 * item too) or name, by the normalized key the lists store; ranges and domains stay.
 */
const listItems: SubjectStore = {
  name: 'list_items',
  kinds: ['phone', 'email', 'ip', 'name'],
  async find(s, exec) {
    const keys =
      s.kind === 'phone' ? [`+${s.digits}`] : s.kind === 'email' ? [...s.forms] : s.kind === 'ip' ? [s.canonical, `${s.canonical}/${s.family === 4 ? 32 : 128}`] : [s.identity];
    return q.listItemsByValue(exec, keys);
  },
  async erase(_s, found, tx) {
    const n = await deleteByKey(tx, 'list_items', ['list_id', 'value'], found);
    // In the erasure's transaction: every process's membership cache drops these lists' answers at its next poll
    // (the erasing process at once, after the commit: Privacy.eraseSubject).
    await q.bumpListVersions(tx!, erasedListIds(found));
    return n;
  },
};

/** The lists of erased list items (list_items rows as found). */
export function erasedListIds(found: readonly Row[]): string[] {
  return [...new Set(found.map((r) => String(r.list_id)))];
}

const ipListEntries: SubjectStore = {
  name: 'ip_list_entries',
  kinds: ['ip'],
  async find(s, exec) {
    if (s.kind !== 'ip') return [];
    const r = parseRange(s.canonical);
    if (typeof r === 'string') return [];
    const hex = r.start.toString(16).padStart(r.family === 4 ? 8 : 32, '0');
    return q.ipListEntryOf(exec, r.family, hex);
  },
  async erase(_s, found, tx) {
    const n = await deleteByKey(tx, 'ip_list_entries', ['key'], found);
    // The engines reload their in-memory interval index when the generation moves.
    if (n > 0) await bumpGeneration(inTx(tx));
    return n;
  },
};

/**
 * Stored resolutions that carried the subject: linked to the subject's graph node (live calls since migration
 * 1400), or whose stored response or explanation mentions the subject (found by a coarse LIKE, confirmed by
 * reading the JSON). Erasing one keeps its billing columns and removes its personal data and graph contributions.
 */
const resolutions: SubjectStore = {
  name: 'resolutions',
  kinds: ['phone', 'email', 'ip', 'name'],
  async find(s, exec, ctx) {
    const nodes = (await subjectNodes(s, exec, ctx)).map((n) => n.id);
    const linked = await q.resolutionsLinkedTo(exec, nodes);
    const ids = new Set(linked.map((r) => r.id));
    const needle = `%${likeNeedle(s).toLowerCase()}%`;
    const candidates = await q.resolutionsLike(exec, needle);
    const mentioned = candidates.filter(
      (r) => !ids.has(r.id) && [r.response, r.explanation].some((t) => t !== null && jsonMentions(s, JSON.parse(t))),
    );
    return [...linked, ...mentioned].map((r) => ({
      id: r.id,
      account_id: r.account_id,
      environment: r.environment,
      operation: r.operation,
      customer_id: r.customer_id,
      transaction_id: r.transaction_id,
      created_at: r.created_at,
      score: r.score,
      reason_codes: r.reason_codes,
      explanation: r.explanation ? (JSON.parse(r.explanation) as unknown) : null,
      response: r.response ? (JSON.parse(r.response) as unknown) : null,
    }));
  },
  async erase(_s, found, tx, ctx) {
    const ids = found.map((r) => String(r.id));
    return (await eraseResolutions(inTx(tx), ids, ctx.now)).resolutions;
  },
};

/**
 * The subject's node in the identity graph, its edges, and the attributions that name it: one record per scope that
 * holds the subject (`scope`: the account id, or `consortium`).
 */
const identityGraph: SubjectStore = {
  name: 'identity_graph',
  kinds: ['phone', 'email', 'ip', 'name'],
  async find(s, exec, ctx) {
    const out: Row[] = [];
    for (const { scope, id } of await subjectNodes(s, exec, ctx)) {
      const node = await q.identityNode(exec, id);
      const edges = await q.edgeSummary(exec, id);
      if (!node && edges.length === 0) continue;
      out.push({
        kind: s.kind,
        scope,
        node_id: id,
        first_seen: node?.first_seen ?? null,
        last_seen: node?.last_seen ?? null,
        linked: Object.fromEntries(edges.map((e) => [e.b_kind, { count: Number(e.n), first_seen: e.first_seen, last_seen: e.last_seen }])),
      });
    }
    return out;
  },
  async erase(_s, found, txOrNull) {
    if (found.length === 0) return 0;
    const tx = inTx(txOrNull);
    for (const r of found) await q.deleteNode(tx, String(r.node_id));
    return found.length;
  },
};

/** The enrichment cache's mailbox verdict of an email (in Redis it outlives the process). */
const enrichmentCache: SubjectStore = {
  name: 'enrichment_cache',
  kinds: ['email'],
  external: true,
  async find(s, _exec, ctx) {
    if (s.kind !== 'email') return [];
    const out: Row[] = [];
    for (const form of s.forms) {
      const v = await ctx.cache.get<unknown>(`email:smtp:addr:${form}`);
      if (v !== undefined) out.push({ key: `email:smtp:addr:${form}`, value: v });
    }
    return out;
  },
  async erase(_s, found, _tx, ctx) {
    let n = 0;
    for (const r of found) if (ctx.cache.delete && (await ctx.cache.delete(String(r.key)))) n += 1;
    return n;
  },
};

/** Keyed hashes of the usernames a login integration may have sent for the subject (its email or its number). */
function usernameHashes(s: Subject, ctx: StoreContext): string[] {
  const names = s.kind === 'email' ? s.forms : s.kind === 'phone' ? [s.e164, s.digits] : [];
  return [...new Set(names.map((n) => ctx.graph.keyedHash('username', normalizeUsername(n))))];
}

/** Login records (collected browser signals): by the client IP, or by a username that is the subject's email or number. */
const loginRecords: SubjectStore = {
  name: 'login_records',
  kinds: ['phone', 'email', 'ip'],
  async find(s, exec, ctx) {
    if (s.kind === 'ip') return q.loginRecordsByIp(exec, [s.canonical, `::ffff:${s.canonical}`]);
    const hashes = usernameHashes(s, ctx);
    return hashes.length === 0 ? [] : q.loginRecordsByUsername(exec, hashes);
  },
  erase: (_s, found, tx) => deleteByKey(tx, 'login_records', ['id'], found),
};

/** Login enrollments (reference attributes of a username). */
const loginEnrollments: SubjectStore = {
  name: 'login_enrollments',
  kinds: ['phone', 'email'],
  async find(s, exec, ctx) {
    const hashes = usernameHashes(s, ctx);
    return hashes.length === 0 ? [] : q.enrollmentsByUsername(exec, hashes);
  },
  erase: (_s, found, tx) => deleteByKey(tx, 'login_enrollments', ['id'], found),
};

/** Whether a free text (a label's notes) names the subject: one of its words is the subject's email, number or IP, or the name. */
export function notesMention(s: Subject, notes: string): boolean {
  if (s.kind === 'name') return textMatches(s, notes);
  if (s.kind === 'phone' && notes.replace(/[\s().\-/]/g, '').includes(s.digits)) return true;
  return notes.split(/[\s,;()<>"'[\]]+/).some((w) => w !== '' && (textMatches(s, w) || textMatches(s, w.replace(/[.:!?]+$/, ''))));
}

type LabelRow = { resolution_id: string; account_id: string; customer_id: string | null; tag: string; occurred_at: string | null; notes: string | null; author: string; created_at: string };

/**
 * Labels (docs/labels.md) are personal data of the resolution they label: the current label and every label given
 * before, of each of the subject's resolutions (as the `resolutions` store finds them), one record per labelled
 * resolution; and labels of other resolutions whose notes name the subject, whose notes are cleared on erasure (the
 * label itself is the other resolution's). Erased before `resolutions`, so the report counts them here.
 */
const labels: SubjectStore = {
  name: 'labels',
  kinds: ['phone', 'email', 'ip', 'name'],
  async find(s, exec, ctx) {
    const own = new Set((await resolutions.find(s, exec, ctx)).map((r) => String(r.id)));
    const needle = `%${likeNeedle(s).toLowerCase()}%`;
    const byNotes = await q.labelledByNotes(exec, needle);
    const mentioned = new Set<string>();
    if (byNotes.length > 0) {
      const events = await q.labelNotes(exec, byNotes);
      for (const e of events) if (!own.has(e.resolution_id) && notesMention(s, e.notes!)) mentioned.add(e.resolution_id);
    }
    const ids = [...own, ...mentioned];
    const out: Row[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const current = await q.currentLabels(exec, chunk);
      const history = await q.labelHistory(exec, chunk);
      const events = new Map<string, Row[]>();
      for (const h of history) {
        const list = events.get(h.resolution_id) ?? [];
        list.push({ label_id: h.id, tag: h.tag, occurred_at: h.occurred_at, notes: h.notes, author: h.author, created_at: h.created_at });
        events.set(h.resolution_id, list);
      }
      const byId = new Map(current.map((c) => [c.resolution_id, c as LabelRow]));
      for (const id of chunk) {
        const c = byId.get(id);
        const h = events.get(id) ?? [];
        if (!c && h.length === 0) continue;
        out.push({
          resolution_id: id,
          account_id: c?.account_id ?? null,
          customer_id: c?.customer_id ?? null,
          subject_resolution: own.has(id),
          current: c ? { tag: c.tag, occurred_at: c.occurred_at, notes: c.notes, author: c.author, created_at: c.created_at } : null,
          history: h,
        });
      }
    }
    return out;
  },
  async erase(_s, found, txOrNull) {
    const tx = inTx(txOrNull);
    const own = found.filter((r) => r.subject_resolution === true).map((r) => String(r.resolution_id));
    const others = found.filter((r) => r.subject_resolution !== true).map((r) => String(r.resolution_id));
    let n = await deleteLabels(tx, own);
    for (let i = 0; i < others.length; i += 500) {
      n += await q.clearLabelNotes(tx, others.slice(i, i + 500));
    }
    return n;
  },
};

/**
 * Bulk scoring's copy of each file row (docs/bulk.md): the record as read (`input`), its duplicate key and the chosen
 * answer fields. Rows whose record names the subject (a coarse LIKE confirmed by reading the JSON) are exported and,
 * on erasure, emptied: the record becomes `{}`, the key and fields null; the row's line, status, price and ids stay
 * (the job's accounting). Rows of the subject's resolutions are emptied with them by eraseResolutions.
 */
const bulkRows: SubjectStore = {
  name: 'bulk_rows',
  kinds: ['phone', 'email', 'ip', 'name'],
  async find(s, exec) {
    const needle = `%${likeNeedle(s).toLowerCase()}%`;
    const rows = await q.bulkRowsLike(exec, needle);
    return rows
      .filter((r) => jsonMentions(s, JSON.parse(r.input)))
      .map((r) => ({ ...r, input: JSON.parse(r.input) as unknown, result: r.result === null ? null : (JSON.parse(r.result) as unknown) }));
  },
  async erase(_s, found, txOrNull) {
    const tx = inTx(txOrNull);
    let n = 0;
    for (const r of found) n += await q.emptyBulkRow(tx, String(r.job_id), Number(r.line));
    return n;
  },
};

/** In erasure order: labels before their resolutions (whose erasure drops them too), resolutions before the graph (their attribution rows find them). */
export const SUBJECT_STORES: readonly SubjectStore[] = [
  labels,
  resolutions,
  identityGraph,
  breachRecords,
  breachExposures,
  phoneNames,
  phoneMnp,
  disposablePhones,
  presence,
  ipListEntries,
  listItems,
  loginRecords,
  loginEnrollments,
  bulkRows,
  enrichmentCache,
];

/**
 * Erase the personal data of stored resolutions: the response, the explanation, the score columns; the graph links
 * they contributed. What stays is the billing record: operation, price, time, the ids (a customer_id stays claimed).
 */
export async function eraseResolutions(tx: Tx, ids: readonly string[], now: Date): Promise<{ resolutions: number; edges: number; nodes: number }> {
  if (ids.length === 0) return { resolutions: 0, edges: 0, nodes: 0 };
  const links = await unlinkResolutions(tx, ids);
  // Labels (and their history) are personal data of the resolution they label (docs/labels.md).
  await deleteLabels(tx, ids);
  // Their review-queue entries (customer_id, an analyst's note) go too (docs/rules.md#review-queue).
  await deleteReviews(tx, ids);
  // The resolutions' personal data, and bulk scoring's copy of the row each was scored from (docs/bulk.md).
  const resolutions = await clearResolutions(tx, ids, now.toISOString());
  return { resolutions, ...links };
}
