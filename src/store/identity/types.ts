/**
 * What the identity graph (src/identity/graph.ts) asks of storage: the reads of a call (a node's profile, the cross
 * facts of a call's touch points, the rules' velocity counts), the attribution of a resolution's nodes and the
 * statements of unlinking. The graph keeps what is its own: keyed hashes and scopes, what a profile or a cross fact
 * means, which links an erasure removes. Its commit writes are ./links.ts (run by store/resolutions' commit). No SQL
 * outside this folder; the implementation is ./repository.ts.
 */
import type { Executor, SqliteDatabase } from '../db.js';
import type { LinkRows } from './links.js';

/** The identifier kinds of the graph (a node's kind, an edge's `b_kind`, a profile's counts). */
export type GraphKind = 'phone' | 'email' | 'ip' | 'name' | 'device' | 'domain';

/** A node's row as a profile reads it: its first_seen and its links' counts by kind (0 when none). */
export type ProfileRow = { first_seen: string | null } & Record<GraphKind, number | string>;

/** One row of the cross read: `k` '' for the pair facts (v: min first_seen), else 'phone' / 'email' / 'ip' counts. */
export interface CrossRow {
  k: string;
  v: string | null;
  n: number | string;
}

/** The arguments of one cross read: the four key slots, the phone, email and ip keys, and the ISO date since. */
export type CrossKey = [string, string, string, string, string, string, string, string];

/** A velocity count: distinct identifiers of a kind linked to a node, or (`resolution`) the account's resolutions. */
export type VelocityCount = GraphKind | 'resolution';

/** One velocity count of a batch (velocitiesSync): the node, what is counted, the ISO time since. */
export interface VelocityRead {
  readonly node: string;
  readonly count: VelocityCount;
  readonly since: string;
}

export interface GraphRows {
  /**
   * The profile row of a node (one primary-key read, compiled once); on PostgreSQL, when `exec` is the database, a
   * shared read of concurrent calls (store/batch.ts), which answers undefined for a node never seen.
   */
  profile(node: string, exec: Executor): Promise<ProfileRow[] | undefined>;
  /** SQLite: `profile` at once on the connection: the node's row, undefined for a node never seen. */
  profileSync(node: string, sqlite: SqliteDatabase): ProfileRow | undefined;
  /** The cross read of one call (one statement, compiled once; on PostgreSQL with the database, a shared read). */
  cross(key: CrossKey, exec: Executor): Promise<CrossRow[] | undefined>;
  /**
   * SQLite, at once: one node's edges to the call's own touch points (the pair part of `cross` for one node): their
   * earliest first_seen (null when none) and their number.
   */
  crossPairsSync(sqlite: SqliteDatabase, node: string, own: readonly [string, string, string, string]): { v: string | null; n: number };
  /** SQLite, at once: one node's links to `kind` first seen since `since` (ISO) to others than `own`, up to RECENT_CAP. */
  crossRecentSync(sqlite: SqliteDatabase, node: string, kind: GraphKind, since: string, own: readonly [string, string, string, string]): number;
  /**
   * SQLite: the rows this connection has inserted, updated or deleted since it opened (`total_changes()`): equal at two
   * moments, the connection wrote nothing in between.
   */
  changesSync(sqlite: SqliteDatabase): number;
  /** One velocity count of a node since `after` (ISO), up to RECENT_CAP: its one row. */
  velocity(node: string, accountId: string, count: VelocityCount, after: string, exec: Executor): Promise<{ n: number | string }[]>;
  /** SQLite: `velocity` at once on the connection. */
  velocitySync(node: string, accountId: string, count: VelocityCount, after: string, sqlite: SqliteDatabase): { n: number | string }[];
  /** SQLite: several velocity counts in one statement (one scalar subquery each), prepared once per shape. */
  velocitiesSync(sqlite: SqliteDatabase, accountId: string, reads: readonly VelocityRead[]): number[];
}

/** The statements of attributing and unlinking a resolution's nodes (docs/privacy.md); each takes the caller's executor. */
export interface GraphAttributionRows {
  /** Record which nodes a resolution linked (a row already there is kept). */
  attribute(exec: Executor, rows: LinkRows, resolutionId: string): Promise<void>;
  /** The (resolution, node) attributions of these resolutions. */
  ofResolutions(exec: Executor, resolutionIds: readonly string[]): Promise<{ resolution_id: string; node_id: string }[]>;
  /** Delete the attributions of these resolutions. */
  deleteOfResolutions(exec: Executor, resolutionIds: readonly string[]): Promise<void>;
  /** The (resolution, node) attributions of these nodes. */
  ofNodes(exec: Executor, nodes: readonly string[]): Promise<{ resolution_id: string; node_id: string }[]>;
  /** Delete the edges (a, b) given (one statement for up to 100 pairs: the caller splits); the number deleted. */
  deleteEdges(exec: Executor, pairs: readonly (readonly [string, string])[]): Promise<number>;
  /** Which of these nodes are the `a` of a stored edge (one row each). */
  withEdges(exec: Executor, nodes: readonly string[]): Promise<{ a: string }[]>;
  /** Delete these nodes; the number deleted. */
  deleteNodes(exec: Executor, ids: readonly string[]): Promise<number>;
}
