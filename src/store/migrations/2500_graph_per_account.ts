/**
 * The identity graph per account (issue 25, docs/privacy.md "Identity graph scope"):
 * - `accounts.graph_sharing`: 1 when the account opted into the deployment's shared (consortium) graph; 0, the
 *   default, keeps its graph its own;
 * - every existing node id (the keyed hash of an identifier) becomes the node id of that identifier in the scope of
 *   the account whose live calls linked it (identity/graph.ts `scopedNodeId`), computed from the stored id alone.
 *
 * Which account linked what is known from the attributions of migration 1400 (`resolution_nodes`):
 * - when the graph's attributed calls all belong to one account (a single-tenant deployment), or nothing is
 *   attributed and the database holds one account, the whole graph is that account's: every node and edge moves
 *   with its first/last seen unchanged (links made before migration 1400 included);
 * - otherwise each account gets the nodes its calls linked (first/last seen from those calls' times) and the edges
 *   between two nodes one of its calls linked together. Links no attribution names (made before migration 1400)
 *   cannot be given to an account without guessing: they are deleted, which is what retention would do anyway.
 * No account is opted in by the migration: the consortium scope starts empty.
 */
import { sql, type Kysely } from 'kysely';
import { scopedNodeId } from '../../identity/scope.js';

const PAGE = 5000;
const CHUNK = 300;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function insertMap(db: Kysely<any>, rows: { account_id: string; old_id: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({ ...r, new_id: scopedNodeId(r.account_id, r.old_id) }));
    await db.insertInto('graph_scope_map').values(chunk).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('graph_sharing', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  const anyNode = await db.selectFrom('identity_nodes').select('id').limit(1).executeTakeFirst();
  if (!anyNode) return;

  await db.schema
    .createTable('graph_scope_map')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('old_id', 'text', (c) => c.notNull())
    .addColumn('new_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('graph_scope_map_pk', ['old_id', 'account_id'])
    .execute();
  await db.schema.createIndex('graph_scope_map_new_uq').on('graph_scope_map').column('new_id').unique().execute();

  const attributed = (
    await db
      .selectFrom('resolution_nodes as rn')
      .innerJoin('resolutions as r', 'r.id', 'rn.resolution_id')
      .select('r.account_id')
      .distinct()
      .limit(2)
      .execute()
  ).map((r) => r.account_id as string);
  let owner: string | null = null;
  if (attributed.length === 1) owner = attributed[0]!;
  else if (attributed.length === 0) {
    const accounts = await db.selectFrom('accounts').select('id').limit(2).execute();
    if (accounts.length === 1) owner = accounts[0]!.id as string;
  }

  if (owner !== null) {
    // One account's graph: every node and edge moves as it is.
    for (let after = ''; ; ) {
      const ids = await db.selectFrom('identity_nodes').select('id').where('id', '>', after).orderBy('id').limit(PAGE).execute();
      if (ids.length === 0) break;
      await insertMap(db, ids.map((r) => ({ account_id: owner, old_id: r.id as string })));
      after = ids[ids.length - 1]!.id as string;
    }
    await sql`insert into identity_nodes (id, kind, first_seen, last_seen)
      select m.new_id, n.kind, n.first_seen, n.last_seen from graph_scope_map m join identity_nodes n on n.id = m.old_id`.execute(db);
    await sql`insert into identity_edges (a, b, b_kind, first_seen, last_seen)
      select ma.new_id, mb.new_id, e.b_kind, e.first_seen, e.last_seen from identity_edges e
        join graph_scope_map ma on ma.old_id = e.a join graph_scope_map mb on mb.old_id = e.b`.execute(db);
  } else {
    // Several accounts: each gets what its own calls linked.
    for (let afterNode = '', afterAccount = ''; ; ) {
      const pairs = await db
        .selectFrom('resolution_nodes as rn')
        .innerJoin('resolutions as r', 'r.id', 'rn.resolution_id')
        .innerJoin('identity_nodes as n', 'n.id', 'rn.node_id')
        .select(['rn.node_id as old_id', 'r.account_id as account_id'])
        .distinct()
        .where((eb) => eb.or([eb('rn.node_id', '>', afterNode), eb.and([eb('rn.node_id', '=', afterNode), eb('r.account_id', '>', afterAccount)])]))
        .orderBy('rn.node_id')
        .orderBy('r.account_id')
        .limit(PAGE)
        .execute();
      if (pairs.length === 0) break;
      await insertMap(db, pairs.map((r) => ({ account_id: r.account_id as string, old_id: r.old_id as string })));
      afterNode = pairs[pairs.length - 1]!.old_id as string;
      afterAccount = pairs[pairs.length - 1]!.account_id as string;
    }
    await sql`insert into identity_nodes (id, kind, first_seen, last_seen)
      select m.new_id, n.kind, min(r.created_at), max(r.created_at) from graph_scope_map m
        join identity_nodes n on n.id = m.old_id
        join resolution_nodes rn on rn.node_id = m.old_id
        join resolutions r on r.id = rn.resolution_id and r.account_id = m.account_id
      group by m.new_id, n.kind`.execute(db);
    await sql`insert into identity_edges (a, b, b_kind, first_seen, last_seen)
      select ma.new_id, mb.new_id, e.b_kind, min(r.created_at), max(r.created_at) from resolution_nodes ra
        join resolution_nodes rb on rb.resolution_id = ra.resolution_id and rb.node_id <> ra.node_id
        join resolutions r on r.id = ra.resolution_id
        join identity_edges e on e.a = ra.node_id and e.b = rb.node_id
        join graph_scope_map ma on ma.old_id = ra.node_id and ma.account_id = r.account_id
        join graph_scope_map mb on mb.old_id = rb.node_id and mb.account_id = r.account_id
      group by ma.new_id, mb.new_id, e.b_kind`.execute(db);
  }

  // Attributions follow their nodes; one the map cannot place (its resolution is gone) has nothing left to erase.
  await sql`delete from resolution_nodes where not exists (select 1 from resolutions r join graph_scope_map m on m.account_id = r.account_id
    where r.id = resolution_nodes.resolution_id and m.old_id = resolution_nodes.node_id)`.execute(db);
  await sql`update resolution_nodes set node_id = (select m.new_id from resolutions r join graph_scope_map m on m.account_id = r.account_id
    where r.id = resolution_nodes.resolution_id and m.old_id = resolution_nodes.node_id)`.execute(db);
  // The unscoped graph goes: every row whose id is not a new one.
  await sql`delete from identity_edges where not exists (select 1 from graph_scope_map m where m.new_id = identity_edges.a)`.execute(db);
  await sql`delete from identity_nodes where not exists (select 1 from graph_scope_map m where m.new_id = identity_nodes.id)`.execute(db);
  await db.schema.dropTable('graph_scope_map').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The scoped ids cannot be turned back into the unscoped ones (SHA-256): the graph is kept as it is.
  await db.schema.alterTable('accounts').dropColumn('graph_sharing').execute();
}
