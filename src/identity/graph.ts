/**
 * The identity graph: every live call links the touch points it carries. Identifiers are stored only as keyed
 * hashes (HMAC-SHA-256 with the server secret), never in plaintext. Reads are indexed lookups of one node's edges,
 * so their cost stays flat as the graph grows.
 *
 * The graph is scoped (docs/privacy.md, "Identity graph scope"): every node id is derived from the identifier's keyed
 * hash and a scope, the account's id by default, so one account's calls never see another's links. An account that
 * opted into the deployment's consortium reads and writes the one shared scope, CONSORTIUM_SCOPE, instead. Every
 * method that turns a touch point into a node id takes the scope: there is no unscoped read or write.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { scopedNodeId } from './scope.js';
export { CONSORTIUM_SCOPE, graphScope, scopedNodeId } from './scope.js';
import type { Db, Executor, SqliteDatabase } from '../store/db.js';
import { CROSS_SLOTS, GraphRepository, graphAttributions, writeLinks, type CrossRow, type GraphKind, type GraphRows, type LinkRows, type ProfileRow } from '../store/identity/index.js';
import { FifoMemo } from '../memo/fifo.js';
import { forgottenOnErasure } from '../memo/personal.js';

export const IDENTIFIER_KINDS = ['phone', 'email', 'ip', 'name', 'device', 'domain'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** A normalized identifier: E.164 phone, lower-case email, canonical IP, `first last` lower-case, device signature. */
export interface Touchpoint {
  readonly kind: IdentifierKind;
  readonly value: string;
}

export interface IdentityProfile {
  /** Distinct identifiers of each kind linked to this one. */
  readonly counts: Readonly<Record<IdentifierKind, number>>;
  /** YYYY-MM-DD of the first live call that carried this identifier, or null when never seen. */
  readonly first_seen: string | null;
  /** Whole days since first_seen, or null. */
  readonly first_seen_days: number | null;
}

const ZERO_COUNTS: Record<IdentifierKind, number> = { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 };

/** A profile from its node's row (none: never seen). */
function profileOf(row: ProfileRow | undefined, now: Date): IdentityProfile {
  const counts = { ...ZERO_COUNTS };
  const seen = row ? row.first_seen : null;
  if (row) for (const k of IDENTIFIER_KINDS) counts[k] = Number(row[k]);
  const first_seen = seen ? seen.slice(0, 10) : null;
  const first_seen_days = seen ? Math.max(0, Math.floor((now.getTime() - Date.parse(seen)) / 86_400_000)) : null;
  return { counts, first_seen, first_seen_days };
}

/**
 * Touch points a call can carry at most in the cross-product queries (phone, email, ip, name), and the most links
 * since a date a cross query counts for one touch point (enough for every rule, bounded work): the statements' shape,
 * store/identity's.
 */
export { CROSS_SLOTS, RECENT_CAP } from '../store/identity/index.js';
/** A slot value no key can equal (keys are 43-character base64url HMACs). */
const EMPTY_SLOT = '-';
/** The call's own keys in the CROSS_SLOTS (4) slots, EMPTY_SLOT where it has fewer. */
type Slots = readonly [string, string, string, string];

/** What the graph knows of a call's touch points taken together, before the call is linked. */
export interface CrossFacts {
  /** Edges among the call's touch points (each linked pair counts twice, once per direction); 0 = never seen together. */
  readonly togetherEdges: number;
  /** YYYY-MM-DD of the first earlier call that linked two of them, or null. */
  readonly togetherFirstSeen: string | null;
  /** Whole days since togetherFirstSeen, or null. */
  readonly togetherDays: number | null;
  /**
   * Identifiers other than the call's own linked since `since` (up to RECENT_CAP): emails to the phone, phones to the
   * email, emails to the IP; null when the call has no such touch point.
   */
  readonly recent: { readonly phoneEmails: number | null; readonly emailPhones: number | null; readonly ipEmails: number | null };
}

/** Bound of IdentityGraph's node-id memo (entries), and the longest value it keeps. */
export const NODE_ID_MEMO_ENTRIES = 2_000;
const NODE_ID_MEMO_MAX_LENGTH = 256;

export class IdentityGraph {
  /**
   * The graph's reads (store/identity): compiled once here; on PostgreSQL the profile and cross reads made on the
   * database join the statement of concurrent calls' reads (store/batch.ts).
   */
  private readonly rowsOf: GraphRows;
  /** The service secret as a key object, made once (not parsed again for every HMAC). */
  private readonly hmacKey: KeyObject;
  private readonly keys = new WeakMap<Touchpoint, { scope: string; key: string }>();
  /**
   * The links by kind profileSync read of a touch point object, with the connection and its write count then: the
   * call's cross read answers from them what they decide (crossFromProfiles). Lives as long as the call's objects.
   */
  private readonly profiled = new WeakMap<Touchpoint, { scope: string; sqlite: SqliteDatabase; changes: number; counts: Readonly<Record<IdentifierKind, number>> }>();
  /**
   * Node ids of recent identifiers across calls, by scope, kind and value: a node id is a pure function of them and
   * the secret (two hashes, the engines' largest shared cost once their reads are done at once), and touch points
   * recur (a customer's calls, a common name). Bounded: the oldest entry goes first; long values are not kept. Kept
   * small on purpose: entries that outlive a few young-generation collections are promoted and die in the old
   * generation, whose collections walk the whole heap of reference data, so a large memo that misses (a stream of
   * addresses seen once) costs more than the hashes it saves (measured in docs/decisions.md).
   */
  private readonly recentKeys = forgottenOnErasure(new FifoMemo<string, string>(NODE_ID_MEMO_ENTRIES));

  constructor(
    private readonly db: Db,
    secret: string,
    kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {
    this.rowsOf = new GraphRepository(db, kind);
    this.hmacKey = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /**
   * Cross-product facts of one call's touch points (at most one per kind, at most CROSS_SLOTS): were they linked
   * together before, and how many other identifiers each was linked with since `since`. One indexed statement; on
   * SQLite, when the call's products read the profiles of these touch points at once (profileSync) and this connection
   * wrote nothing since (crossFromProfiles), only the parts those profiles leave open.
   */
  async cross(touchpoints: readonly Touchpoint[], scope: string, since: Date, now: Date = new Date(), exec: Executor = this.db): Promise<CrossFacts> {
    const given = touchpoints.filter((tp) => tp.value !== '').slice(0, CROSS_SLOTS);
    const keys = given.map((tp) => this.key(tp, scope));
    const slots: Slots = [keys[0] ?? EMPTY_SLOT, keys[1] ?? EMPTY_SLOT, keys[2] ?? EMPTY_SLOT, keys[3] ?? EMPTY_SLOT];
    const at = (kind: IdentifierKind) => given.findIndex((tp) => tp.kind === kind);
    const keyOf = (kind: IdentifierKind) => keys[at(kind)] ?? null;
    const phone = keyOf('phone');
    const email = keyOf('email');
    const ip = keyOf('ip');
    let togetherEdges = 0;
    let first: string | null = null;
    const counts = new Map<string, number>();
    if (keys.length > 0) {
      const after = since.toISOString();
      const rows =
        (exec === this.db ? this.crossFromProfiles(given, keys, slots, at, after, scope) : null) ??
        (await this.rowsOf.cross([...slots, phone ?? EMPTY_SLOT, email ?? EMPTY_SLOT, ip ?? EMPTY_SLOT, after], exec)) ??
        [];
      for (const r of rows) {
        if (r.k === '') {
          togetherEdges = Number(r.n);
          first = r.v;
        } else counts.set(r.k, Number(r.n));
      }
    }
    const recent = {
      phoneEmails: phone ? (counts.get('phone') ?? 0) : null,
      emailPhones: email ? (counts.get('email') ?? 0) : null,
      ipEmails: ip ? (counts.get('ip') ?? 0) : null,
    };
    const togetherFirstSeen = togetherEdges > 0 && first ? first.slice(0, 10) : null;
    const togetherDays = togetherEdges > 0 && first ? Math.max(0, Math.floor((now.getTime() - Date.parse(first)) / 86_400_000)) : null;
    return { togetherEdges, togetherFirstSeen, togetherDays, recent };
  }

  /**
   * SQLite: the rows of the cross read (as the one statement answers them), from the profiles the call's products read
   * at once of the same touch point objects and only the parts they leave open, or null when that cannot be done
   * exactly (a touch point without such a profile, another scope or connection, a write by this connection since the
   * profiles were read, the connection inside a transaction: the caller then reads the one statement). A profile holds
   * a node's links by kind (kept by the commit's triggers, migration 3300): a node with no link to any kind of the
   * call's touch points has no edge to them, and one with no email link (phone, ip) or phone link (email) has no recent
   * link to count. In the common call (new identifiers beside a known name) that leaves one primary-key range of one
   * node, or nothing. Another process's write between the profiles and this read is not seen (the one statement would
   * see it): as with the profiles themselves, the facts are then the graph as the products read it.
   */
  private crossFromProfiles(
    given: readonly Touchpoint[],
    keys: readonly string[],
    own: Slots,
    at: (kind: IdentifierKind) => number,
    since: string,
    scope: string,
  ): CrossRow[] | null {
    let sqlite: SqliteDatabase | null = null;
    let changes = 0;
    const links: Readonly<Record<IdentifierKind, number>>[] = [];
    for (const tp of given) {
      const p = this.profiled.get(tp);
      if (p === undefined || p.scope !== scope || (sqlite !== null && (p.sqlite !== sqlite || p.changes !== changes))) return null;
      sqlite = p.sqlite;
      changes = p.changes;
      links.push(p.counts);
    }
    if (sqlite === null || sqlite.inTransaction || this.rowsOf.changesSync(sqlite) !== changes) return null;
    let n = 0;
    let v: string | null = null;
    const read = new Set<string>();
    for (let i = 0; i < given.length; i++) {
      if (read.has(keys[i]!) || !given.some((tp) => links[i]![tp.kind] > 0)) continue;
      read.add(keys[i]!);
      const pairs = this.rowsOf.crossPairsSync(sqlite, keys[i]!, own);
      n += pairs.n;
      if (pairs.v !== null && (v === null || pairs.v < v)) v = pairs.v;
    }
    const rows: CrossRow[] = [{ k: '', v, n }];
    const recent = (k: 'phone' | 'email' | 'ip', kind: GraphKind, linked: IdentifierKind) => {
      const i = at(k);
      if (i >= 0 && links[i]![linked] > 0) rows.push({ k, v: null, n: this.rowsOf.crossRecentSync(sqlite!, keys[i]!, kind, since, own) });
    };
    recent('phone', 'email', 'email');
    recent('email', 'phone', 'phone');
    recent('ip', 'email', 'email');
    return rows;
  }

  /**
   * The node id of a touch point in a scope (scopedNodeId of its keyed hash), memoized per touch point object: a hub
   * call keys each of its touch points for the product's profile, the cross facts and the commit's rows (12 HMACs ->
   * 4); the memo lives as long as the call's objects (touch points are never changed once made).
   */
  key(tp: Touchpoint, scope: string): string {
    const k = this.keys.get(tp);
    if (k !== undefined && k.scope === scope) return k.key;
    const memoKey = tp.value.length <= NODE_ID_MEMO_MAX_LENGTH ? `${scope.length}\u0000${scope}${tp.kind}\u0000${tp.value}` : null;
    let key = memoKey === null ? undefined : this.recentKeys.get(memoKey);
    if (key === undefined) {
      key = scopedNodeId(scope, this.keyedHash(tp.kind, tp.value));
      if (memoKey !== null) {
        this.recentKeys.set(memoKey, key);
      }
    }
    this.keys.set(tp, { scope, key });
    return key;
  }

  /** The node ids of one identifier in each of the given scopes (an operator's erasure or export reads them all). */
  keysIn(tp: Touchpoint, scopes: readonly string[]): { scope: string; id: string }[] {
    const base = this.keyedHash(tp.kind, tp.value);
    return scopes.map((scope) => ({ scope, id: scopedNodeId(scope, base) }));
  }

  /** The keyed hash of any identifier in a namespace (graph kinds, or `username` for login tracking). */
  keyedHash(namespace: string, value: string): string {
    return createHmac('sha256', this.hmacKey).update(`${namespace}\u0000${value}`).digest('base64url');
  }

  /** What the graph knows of one identifier before the current call is linked. */
  async profile(tp: Touchpoint, scope: string, now: Date = new Date(), exec: Executor = this.db): Promise<IdentityProfile> {
    const id = this.key(tp, scope);
    const rows = await this.rowsOf.profile(id, exec);
    return profileOf(rows?.[0], now);
  }

  /**
   * SQLite: `profile` read at once on the connection (better-sqlite3 is synchronous), so a product can take it in the
   * same read transaction as its other reads (products/phone/engine.ts).
   */
  profileSync(tp: Touchpoint, scope: string, now: Date, sqlite: SqliteDatabase): IdentityProfile {
    const profile = profileOf(this.rowsOf.profileSync(this.key(tp, scope), sqlite), now);
    this.profiled.set(tp, { scope, sqlite, changes: this.rowsOf.changesSync(sqlite), counts: profile.counts });
    return profile;
  }

  /**
   * Velocity (rules, src/decisions): how many distinct identifiers of `count` were first linked to `tp` since `since`,
   * or with `count` = `resolution`, how many of the account's live resolutions carried `tp` since then; counted up
   * to RECENT_CAP. Indexed reads: the edges of the node (its key's range, or for a node with many links migration 4200's index), (node_id, account_id, created_at) of resolution_nodes.
   */
  async velocity(accountId: string, scope: string, tp: Touchpoint, count: IdentifierKind | 'resolution', since: Date, exec: Executor = this.db): Promise<number> {
    return this.velocityOf(accountId, this.key(tp, scope), count, since, exec);
  }

  /** velocity of a node by its key (`key(tp, scope)`: a caller reading several counts of one touch point hashes it once). */
  async velocityOf(accountId: string, node: string, count: IdentifierKind | 'resolution', since: Date, exec: Executor = this.db): Promise<number> {
    const rows = await this.rowsOf.velocity(node, accountId, count, since.toISOString(), exec);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * velocityOf at once on the SQLite connection (better-sqlite3 is synchronous): no promise and no executor per count,
   * for the rules' lookups (src/decisions). Same statements as velocity.
   */
  velocitySync(sqlite: SqliteDatabase, accountId: string, node: string, count: IdentifierKind | 'resolution', since: Date): number {
    const rows = this.rowsOf.velocitySync(node, accountId, count, since.toISOString(), sqlite);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Several velocity counts at once on the SQLite connection, in one statement (one scalar subquery per count, the same
   * indexed reads as velocityOf): a policy's velocity conditions cost one statement per call, not one each. The
   * statement of each shape (the sequence of link and resolution counts) is prepared once per connection and held by
   * the graph's repository (store/identity).
   */
  velocitiesSync(sqlite: SqliteDatabase, accountId: string, reads: readonly { node: string; count: IdentifierKind | 'resolution'; since: string }[]): number[] {
    return this.rowsOf.velocitiesSync(sqlite, accountId, reads);
  }

  /**
   * The rows that link the touch points of one call: the nodes and every ordered pair, in key order whatever the order
   * of the touch points, so concurrent calls sharing identifiers lock the same rows in the same order (PostgreSQL would
   * otherwise abort one of two crossing transactions with a deadlock). Hashing happens here, before the commit.
   */
  rows(touchpoints: readonly Touchpoint[], scope: string): LinkRows {
    const byKey = new Map<string, Touchpoint>();
    for (const tp of touchpoints) if (tp.value !== '') byKey.set(this.key(tp, scope), tp);
    const seen = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const edges: { a: string; b: string; kind: IdentifierKind }[] = [];
    for (const [a] of seen) {
      for (const [b, tpb] of seen) if (a !== b) edges.push({ a, b, kind: tpb.kind });
    }
    return { nodes: seen.map(([id, tp]) => ({ id, kind: tp.kind })), edges };
  }

  /** Record the touch points of one call and link each pair, in the caller's transaction when given. */
  async link(touchpoints: readonly Touchpoint[], scope: string, at: Date, exec: Executor = this.db): Promise<LinkRows> {
    const rows = this.rows(touchpoints, scope);
    await writeLinks(rows, at, exec);
    return rows;
  }
}

/** Record which nodes a resolution linked (docs/privacy.md): erasing it later removes exactly the links it contributed. */
export function attributeLinks(exec: Executor, rows: LinkRows, resolutionId: string): Promise<void> {
  return graphAttributions.attribute(exec, rows, resolutionId);
}
/** What erasing links removed. */
export interface Unlinked {
  readonly edges: number;
  readonly nodes: number;
}

/**
 * Remove the links the given resolutions contributed (docs/privacy.md): every edge between two nodes one of them
 * linked, unless a remaining resolution linked the same two nodes; every node they linked that no remaining resolution
 * links and no remaining edge touches. Links made before migration 1400 carry no attribution; retention removes them.
 */
export async function unlinkResolutions(exec: Executor, resolutionIds: readonly string[]): Promise<Unlinked> {
  if (resolutionIds.length === 0) return { edges: 0, nodes: 0 };
  const own = await graphAttributions.ofResolutions(exec, resolutionIds);
  if (own.length === 0) return { edges: 0, nodes: 0 };
  const groups = (rows: readonly { resolution_id: string; node_id: string }[]) => {
    const m = new Map<string, string[]>();
    for (const r of rows) m.set(r.resolution_id, [...(m.get(r.resolution_id) ?? []), r.node_id]);
    return [...m.values()];
  };
  const pairs = (sets: readonly string[][]) => {
    const out = new Set<string>();
    for (const set of sets) for (const a of set) for (const b of set) if (a !== b) out.add(`${a}\u0000${b}`);
    return out;
  };
  const nodes = [...new Set(own.map((r) => r.node_id))];
  await graphAttributions.deleteOfResolutions(exec, resolutionIds);
  const others = await graphAttributions.ofNodes(exec, nodes);
  const kept = pairs(groups(others));
  const doomed = [...pairs(groups(own))].filter((p) => !kept.has(p)).map((p) => p.split('\u0000') as [string, string]);
  let edges = 0;
  for (let i = 0; i < doomed.length; i += 100) {
    edges += await graphAttributions.deleteEdges(exec, doomed.slice(i, i + 100));
  }
  const stillLinked = new Set(others.map((r) => r.node_id));
  for (const r of await graphAttributions.withEdges(exec, nodes)) stillLinked.add(r.a);
  const orphans = nodes.filter((n) => !stillLinked.has(n));
  let removed = 0;
  if (orphans.length > 0) removed = await graphAttributions.deleteNodes(exec, orphans);
  return { edges, nodes: removed };
}
