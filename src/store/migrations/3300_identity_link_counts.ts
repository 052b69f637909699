import { sql, type Kysely } from 'kysely';

/**
 * Each identity node carries its links' counts by kind (`links_phone` ... `links_domain`: the edges whose `a` is the
 * node, by `b_kind`), so a product's identity_*_count is one primary-key read of the node instead of a count over the
 * node's edges, whose cost grew with the node's degree (a common name links thousands of emails).
 *
 * The counts are kept by the database in the transaction that writes the edges (the call's commit, retention, an
 * erasure, unlinking a resolution): triggers raise them when an edge is inserted (an upsert that only moves
 * `last_seen` does not fire an insert trigger), lower them when one is deleted, move them when an edge's `a` or
 * `b_kind` changes, and a node inserted while edges from it already exist (a node pruned by retention before its
 * newest edge, then seen again) starts from the count of those edges. So for every node row the counts equal the
 * count of its edges by kind, whichever code path writes. Existing graphs are filled here in one pass over the edges.
 * docs/decisions.md, "Issue 33: engines".
 */
export const LINK_KINDS = ['phone', 'email', 'ip', 'name', 'device', 'domain'] as const;
const col = (k: string) => `links_${k}`;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  const r = await sql<{ v: string }>`select version() as v`.execute(db).then(
    (x) => x.rows[0]?.v ?? '',
    () => '',
  );
  return r.startsWith('PostgreSQL');
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const k of LINK_KINDS) {
    await db.schema.alterTable('identity_nodes').addColumn(col(k), 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  const sums = LINK_KINDS.map((k) => `sum(case when b_kind = '${k}' then 1 else 0 end) as ${k}`).join(', ');
  const sets = LINK_KINDS.map((k) => `${col(k)} = c.${k}`).join(', ');
  await sql
    .raw(`update identity_nodes set ${sets} from (select a, ${sums} from identity_edges group by a) c where c.a = identity_nodes.id`)
    .execute(db);

  // A node inserted while edges from it already exist adds their counts (one range read of its edges). Only edges first
  // seen before the node count here: on PostgreSQL one statement inserts a call's nodes and edges (its commit), and
  // the edges' own trigger counts those; both updates add, so the order in which the two triggers fire does not matter.
  const older = (node: string, first: string) => `e.a = ${node} and e.first_seen < ${first}`;
  const addOlder = (node: string, first: string) =>
    `update identity_nodes set (${LINK_KINDS.map(col).join(', ')}) = (select ${LINK_KINDS.map((k) => `identity_nodes.${col(k)} + coalesce(sum(case when e.b_kind = '${k}' then 1 else 0 end), 0)`).join(', ')}
      from identity_edges e where ${older(node, first)}) where id = ${node}`;
  if (await isPostgres(db)) {
    // Statement-level triggers on the edges: one update per node per statement (a call's upsert writes a dozen edges
    // of four or five nodes), from the statement's transition table.
    const delta = (rows: string, sign: string) =>
      `update identity_nodes n set ${LINK_KINDS.map((k) => `${col(k)} = n.${col(k)} ${sign} d.${k}`).join(', ')}
        from (select a, ${LINK_KINDS.map((k) => `count(*) filter (where b_kind = '${k}') as ${k}`).join(', ')} from ${rows} group by a) d
        where n.id = d.a`;
    await sql
      .raw(
        `create function identity_links_inserted() returns trigger language plpgsql as $$ begin ${delta('inserted_edges', '+')}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create function identity_links_deleted() returns trigger language plpgsql as $$ begin ${delta('deleted_edges', '-')}; return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create function identity_links_moved() returns trigger language plpgsql as $$ begin
          update identity_nodes set ${LINK_KINDS.map((k) => `${col(k)} = ${col(k)} - (case when old.b_kind = '${k}' then 1 else 0 end)`).join(', ')} where id = old.a;
          update identity_nodes set ${LINK_KINDS.map((k) => `${col(k)} = ${col(k)} + (case when new.b_kind = '${k}' then 1 else 0 end)`).join(', ')} where id = new.a;
          return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create function identity_node_counted() returns trigger language plpgsql as $$ begin
          if exists (select 1 from identity_edges e where ${older('new.id', 'new.first_seen')}) then ${addOlder('new.id', 'new.first_seen')}; end if; return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger identity_edges_counted_insert after insert on identity_edges referencing new table as inserted_edges
          for each statement execute function identity_links_inserted()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger identity_edges_counted_delete after delete on identity_edges referencing old table as deleted_edges
          for each statement execute function identity_links_deleted()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger identity_edges_counted_update after update of a, b_kind on identity_edges for each row
          when (old.a is distinct from new.a or old.b_kind is distinct from new.b_kind) execute function identity_links_moved()`,
      )
      .execute(db);
    await sql
      .raw(`create trigger identity_nodes_counted_insert after insert on identity_nodes for each row execute function identity_node_counted()`)
      .execute(db);
    return;
  }
  // SQLite: row-level triggers (the only kind), one per kind so that each touches one column.
  for (const k of LINK_KINDS) {
    await sql
      .raw(
        `create trigger identity_edges_counted_insert_${k} after insert on identity_edges when new.b_kind = '${k}'
          begin update identity_nodes set ${col(k)} = ${col(k)} + 1 where id = new.a; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger identity_edges_counted_delete_${k} after delete on identity_edges when old.b_kind = '${k}'
          begin update identity_nodes set ${col(k)} = ${col(k)} - 1 where id = old.a; end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger identity_edges_counted_update after update of a, b_kind on identity_edges
        when old.a is not new.a or old.b_kind is not new.b_kind
        begin
          update identity_nodes set ${LINK_KINDS.map((k) => `${col(k)} = ${col(k)} - (old.b_kind = '${k}')`).join(', ')} where id = old.a;
          update identity_nodes set ${LINK_KINDS.map((k) => `${col(k)} = ${col(k)} + (new.b_kind = '${k}')`).join(', ')} where id = new.a;
        end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger identity_nodes_counted_insert after insert on identity_nodes
        when exists (select 1 from identity_edges e where ${older('new.id', 'new.first_seen')})
        begin ${addOlder('new.id', 'new.first_seen')}; end`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    for (const t of ['identity_edges_counted_insert', 'identity_edges_counted_delete', 'identity_edges_counted_update']) {
      await sql.raw(`drop trigger if exists ${t} on identity_edges`).execute(db);
    }
    await sql.raw('drop trigger if exists identity_nodes_counted_insert on identity_nodes').execute(db);
    for (const f of ['identity_links_inserted', 'identity_links_deleted', 'identity_links_moved', 'identity_node_counted']) {
      await sql.raw(`drop function if exists ${f}()`).execute(db);
    }
  } else {
    for (const k of LINK_KINDS) {
      await sql.raw(`drop trigger if exists identity_edges_counted_insert_${k}`).execute(db);
      await sql.raw(`drop trigger if exists identity_edges_counted_delete_${k}`).execute(db);
    }
    await sql.raw('drop trigger if exists identity_edges_counted_update').execute(db);
    await sql.raw('drop trigger if exists identity_nodes_counted_insert').execute(db);
  }
  for (const k of LINK_KINDS) await db.schema.alterTable('identity_nodes').dropColumn(col(k)).execute();
}
