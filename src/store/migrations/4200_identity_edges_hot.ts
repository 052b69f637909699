import { sql, type Kysely } from 'kysely';

/**
 * The index of a node's links by kind and first_seen (0900's `identity_edges_a_kind_seen_idx`) holds only the edges of
 * nodes with many links. The counts it serves (the cross read's recent links, the rules' velocity of links) read a
 * node with fewer than HOT_LINKS links over the primary key's range of the node, at most that many rows; the index is
 * there so that a node with thousands of links is not read link by link, and a call's edges from nodes with few links
 * (nearly all of them) no longer write an entry into it: a random leaf of a large B-tree per node per commit.
 *
 * `identity_edges.hot` is 1 on every edge of a node whose links of all kinds (migration 3300's counts) number at least
 * HOT_LINKS, kept by the database in the transaction that writes the edges, whichever code path writes:
 * - an edge inserted from such a node is marked;
 * - a node whose count reaches HOT_LINKS has all its edges marked (its count moves only by 3300's triggers: a call's
 *   edges, an erasure or retention, a node inserted again after retention whose older edges are counted);
 * - a node whose count falls back below HOT_LINKS keeps its edges marked: a read takes the index only for a node at or
 *   above HOT_LINKS, so extra marks cost an index entry, never an answer.
 * `identity_edges_hot_idx` (a, b_kind, first_seen) where hot = 1 is the old index for those edges only; the reads
 * choose it from the node's count (store/identity/repository.ts). Existing graphs are marked here, one update of the
 * edges of the nodes at or above HOT_LINKS, then the old index is dropped. docs/decisions.md, issue 33 twelfth pass.
 */
/** The links of all kinds from which a node's edges are in identity_edges_hot_idx (read by store/identity/repository.ts). */
export const HOT_LINKS = 64;
const KINDS = ['phone', 'email', 'ip', 'name', 'device', 'domain'];
const total = (row: string) => KINDS.map((k) => `${row}links_${k}`).join(' + ');

/* eslint-disable @typescript-eslint/no-explicit-any */
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  const r = await sql<{ v: string }>`select version() as v`.execute(db).then(
    (x) => x.rows[0]?.v ?? '',
    () => '',
  );
  return r.startsWith('PostgreSQL');
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = await isPostgres(db);
  await db.schema.alterTable('identity_edges').addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql.raw(`update identity_edges set hot = 1 where a in (select id from identity_nodes where ${total('')} >= ${HOT_LINKS})`).execute(db);
  await sql.raw('create index identity_edges_hot_idx on identity_edges (a, b_kind, first_seen) where hot = 1').execute(db);
  await db.schema.dropIndex('identity_edges_a_kind_seen_idx').ifExists().execute();
  if (pg) {
    // After 3300's statement-level count trigger (triggers of one event fire in name order), from the insert's
    // transition table: the new edges of nodes at or above HOT_LINKS that the node trigger has not marked already.
    await sql
      .raw(
        `create function identity_edges_hot_marked() returns trigger language plpgsql as $$ begin
          update identity_edges e set hot = 1 from inserted_edges i join identity_nodes n on n.id = i.a
            where e.a = i.a and e.b = i.b and e.hot = 0 and ${total('n.')} >= ${HOT_LINKS}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger identity_edges_hot_insert after insert on identity_edges referencing new table as inserted_edges
          for each statement execute function identity_edges_hot_marked()`,
      )
      .execute(db);
    await sql
      .raw(`create function identity_node_hot() returns trigger language plpgsql as $$ begin
          update identity_edges set hot = 1 where a = new.id and hot = 0; return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger identity_nodes_hot after update of ${KINDS.map((k) => `links_${k}`).join(', ')} on identity_nodes for each row
          when (${total('old.')} < ${HOT_LINKS} and ${total('new.')} >= ${HOT_LINKS}) execute function identity_node_hot()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger identity_edges_hot_insert after insert on identity_edges
        when (select ${total('')} from identity_nodes where id = new.a) >= ${HOT_LINKS}
        begin update identity_edges set hot = 1 where rowid = new.rowid; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger identity_nodes_hot after update of ${KINDS.map((k) => `links_${k}`).join(', ')} on identity_nodes
        when ${total('old.')} < ${HOT_LINKS} and ${total('new.')} >= ${HOT_LINKS}
        begin update identity_edges set hot = 1 where a = new.id; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql.raw('drop trigger if exists identity_edges_hot_insert on identity_edges').execute(db);
    await sql.raw('drop trigger if exists identity_nodes_hot on identity_nodes').execute(db);
    await sql.raw('drop function if exists identity_edges_hot_marked()').execute(db);
    await sql.raw('drop function if exists identity_node_hot()').execute(db);
  } else {
    await sql.raw('drop trigger if exists identity_edges_hot_insert').execute(db);
    await sql.raw('drop trigger if exists identity_nodes_hot').execute(db);
  }
  await db.schema.createIndex('identity_edges_a_kind_seen_idx').ifNotExists().on('identity_edges').columns(['a', 'b_kind', 'first_seen']).execute();
  await db.schema.dropIndex('identity_edges_hot_idx').ifExists().execute();
  await db.schema.alterTable('identity_edges').dropColumn('hot').execute();
}
