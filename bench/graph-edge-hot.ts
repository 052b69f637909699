/**
 * A check of the hot-node edge index (migration 4200; docs/decisions.md, issue 33 twelfth pass, where it was first
 * checked as a prototype with this script) through the service's own commit on both databases:
 * `node --import tsx bench/graph-edge-hot.ts` (starts its own PostgreSQL, test/helpers/postgres.ts). On a migrated
 * database (`identity_edges_hot_idx … where hot = 1` and the triggers that mark the edges of a node once its links
 * number at least HOT_LINKS), hub-shaped calls committed through `Resolutions.commitCall` (PostgreSQL: the group commit's one
 * statement) link one IP to a new email and phone each. After each call it prints the IP's link total, its edges and
 * how many of them are marked, and the others' marked edges (every edge of the IP marked from T on, none before, no
 * other edge ever); then the plan of a count with `hot = 1`, and the count of each form (partial index, full range)
 * for the recent links, which must agree. Throws when the invariant or the counts fail. A diagnostic, not a test.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { newId } from '../src/accounts/ids.js';
import { openStore, type Store } from '../src/store/db.js';
import { migrateToLatest } from '../src/store/migrations/index.js';
import { HOT_LINKS } from '../src/store/migrations/4200_identity_edges_hot.js';
import { Resolutions } from '../src/store/resolutions/index.js';
import { startPostgres } from '../test/helpers/postgres.js';

const T = HOT_LINKS;
const CALLS = 40;
const total = (p: string) => ['phone', 'email', 'ip', 'name', 'device', 'domain'].map((k) => `${p}links_${k}`).join(' + ');
const id = (s: string) => createHash('sha256').update(s).digest('base64url');

async function check(store: Store, name: string): Promise<void> {
  await migrateToLatest(store.db);
  const now = new Date().toISOString();
  const ACCOUNT = 'acct_hot';
  await store.db
    .insertInto('accounts')
    .values({ id: ACCOUNT, name: 'hot', credits: 1e12, unlimited: 0, products: 'phone,email,ip,name,device,hub', rate_limit: 1, webhook_url: null, disabled: 0, created_at: now, updated_at: now } as never)
    .execute();
  const resolutions = new Resolutions(store);
  const ip = id('hot-ip');
  const t0 = Date.now() - CALLS * 86_400_000;
  console.log(`\n== ${name} (T = ${T})`);
  for (let i = 0; i < CALLS; i++) {
    const nodes = [{ id: ip, kind: 'ip' }, { id: id(`e${i}`), kind: 'email' }, { id: id(`p${i}`), kind: 'phone' }];
    const edges: { a: string; b: string; kind: string }[] = [];
    for (const a of nodes) for (const b of nodes) if (a !== b) edges.push({ a: a.id, b: b.id, kind: b.kind });
    const r = { id: newId('res'), accountId: ACCOUNT, environment: 'live', keyId: 'k', operation: 'hub', customerId: `c${i}`, price: 1, score: 1, scoreCluster: 'low', reasonCodes: '', explanationJson: '{}', createdAt: new Date(t0 + i * 86_400_000) };
    const refused = await resolutions.commitCall(r as never, { nodes, edges });
    if (refused !== null) throw new Error(JSON.stringify(refused));
    const row = (
      await sql<{ total: number; edges: number; hot: number; others: number }>`select ${sql.raw(total('n.'))} as total,
        (select count(*) from identity_edges where a = ${ip}) as edges, (select count(*) from identity_edges where a = ${ip} and hot = 1) as hot,
        (select count(*) from identity_edges where a <> ${ip} and hot = 1) as others from identity_nodes n where n.id = ${ip}`.execute(store.db)
    ).rows[0]!;
    const [tot, e, h, o] = [row.total, row.edges, row.hot, row.others].map(Number);
    if (i % 8 === 7 || (tot! >= T - 2 && tot! <= T + 2)) console.log(`call ${i + 1}: links ${tot}, edges ${e}, marked ${h}, others marked ${o}`);
    if (o !== 0 || h !== (tot! >= T ? e : 0)) throw new Error(`${name}: the invariant fails after call ${i + 1}`);
  }
  const since = new Date(t0 + (CALLS - 10) * 86_400_000).toISOString();
  const both = (await sql<{ hot: number; all: number }>`select
      (select count(*) from identity_edges where a = ${ip} and b_kind = 'email' and first_seen >= ${since} and hot = 1) as hot,
      (select count(*) from identity_edges where a = ${ip} and b_kind = 'email' and first_seen >= ${since}) as "all"`.execute(store.db)).rows[0]!;
  const plan = store.kind === 'postgres'
    ? (await sql<Record<string, string>>`explain select count(*) from identity_edges where a = ${ip} and b_kind = 'email' and first_seen >= ${since} and hot = 1`.execute(store.db)).rows.map((r) => r['QUERY PLAN']).join(' / ')
    : (store.sqlite!.prepare('explain query plan select count(*) from identity_edges where a = ? and b_kind = ? and first_seen >= ? and hot = 1').all(ip, 'email', since) as { detail: string }[]).map((r) => r.detail).join('; ');
  console.log(`recent emails of the IP: ${Number(both.hot)} through the partial index, ${Number(both.all)} over its range; plan: ${plan}`);
  if (Number(both.hot) !== Number(both.all)) throw new Error(`${name}: the two counts differ`);
}

const dir = mkdtempSync(join(tmpdir(), 'idrisk-edge-hot-'));
const server = await startPostgres();
try {
  const lite = await openStore({ kind: 'sqlite', file: join(dir, 'h.db') } as never, { walCheckpointer: false });
  await check(lite, 'SQLite');
  await lite.close();
  const pg = await openStore({ kind: 'postgres', url: server.adminUrl } as never);
  await check(pg, 'PostgreSQL');
  await pg.close();
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
