/**
 * The identity graph's writes of one call (identity_nodes, identity_edges): the rows IdentityGraph.rows makes
 * (identity/graph.ts), upserted by the commit of the call (store/resolutions/) or by a background job. SQL only: what
 * the rows are is decided in identity/.
 */
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Executor, SqliteDatabase } from '../db.js';

/** The identity rows of one call (IdentityGraph.rows), written by its commit. */
export interface LinkRows {
  readonly nodes: readonly { id: string; kind: string }[];
  readonly edges: readonly { a: string; b: string; kind: string }[];
}

/**
 * Write the rows of one call. The SQL text depends only on the number of rows (compiled once per count, a handful of
 * counts in practice): building the two upserts with Kysely on every call cost more than running them.
 */
export async function writeLinks(rows: LinkRows, at: Date, exec: Executor): Promise<void> {
  for (const [text, params] of linkStatements(rows, at, exec.getExecutor().adapter instanceof PostgresAdapter)) {
    await exec.executeQuery(CompiledQuery.raw(text, params));
  }
}

/** SQLite: `writeLinks` run at once on the connection (the group commit's synchronous path, store/resolutions/commit-sqlite.ts). */
export function writeLinksSync(rows: LinkRows, at: Date, sqlite: SqliteDatabase): void {
  for (const [text, params] of linkStatements(rows, at, false)) sqlite.prepare(text).run(params);
}

/**
 * How far a call moves an existing node's or link's `last_seen`: not at all when the stored value is less than this
 * much older than the call. `last_seen` is read only by the retention prune and the data-subject export (never by a
 * score), so it needs no finer grain than the retention period's days, and skipping the update spares the write of the
 * row and of the `last_seen` index entry (a random page of a large graph in every commit; docs/decisions.md, issue 12
 * eighth pass). A stored `last_seen` is therefore at most an hour older than the latest call that saw the identifier,
 * so retention removes it at most an hour sooner than the period, never later (docs/privacy.md).
 */
export const LAST_SEEN_STEP_MS = 3_600_000;

/** The stored `last_seen` at or below which a call at `at` advances it (LAST_SEEN_STEP_MS). */
export function lastSeenBefore(at: Date): string {
  return new Date(at.getTime() - LAST_SEEN_STEP_MS).toISOString();
}

/** The upserts of one call's rows: nodes, then edges (none when there are no nodes). */
function linkStatements(rows: LinkRows, at: Date, pg: boolean): [string, unknown[]][] {
  if (rows.nodes.length === 0) return [];
  const ts = at.toISOString();
  const stale = lastSeenBefore(at);
  const nodeParams: unknown[] = [];
  for (const n of rows.nodes) nodeParams.push(n.id, n.kind, ts, ts);
  nodeParams.push(stale);
  const out: [string, unknown[]][] = [[upsertSql('nodes', rows.nodes.length, pg), nodeParams]];
  if (rows.edges.length > 0) {
    const edgeParams: unknown[] = [];
    for (const e of rows.edges) edgeParams.push(e.a, e.b, e.kind, ts, ts);
    edgeParams.push(stale);
    out.push([upsertSql('edges', rows.edges.length, pg), edgeParams]);
  }
  return out;
}

const upserts = new Map<string, string>();

/**
 * `insert … values (…), (…) on conflict … do update set last_seen = excluded.last_seen where last_seen <= ?` ($n
 * placeholders for PostgreSQL); the last parameter is lastSeenBefore(at).
 */
function upsertSql(table: 'nodes' | 'edges', count: number, pg: boolean): string {
  const k = `${table}${count}${pg ? 'pg' : ''}`;
  let text = upserts.get(k);
  if (text === undefined) {
    const width = table === 'nodes' ? 4 : 5;
    let p = 0;
    const param = () => (pg ? `$${++p}` : '?');
    const tuple = () => `(${Array.from({ length: width }, param).join(', ')})`;
    const values = Array.from({ length: count }, tuple).join(', ');
    text =
      table === 'nodes'
        ? `insert into identity_nodes (id, kind, first_seen, last_seen) values ${values} on conflict (id) do update set last_seen = excluded.last_seen where identity_nodes.last_seen <= ${param()}`
        : `insert into identity_edges (a, b, b_kind, first_seen, last_seen) values ${values} on conflict (a, b) do update set last_seen = excluded.last_seen where identity_edges.last_seen <= ${param()}`;
    if (upserts.size < 200) upserts.set(k, text);
  }
  return text;
}
