/**
 * PostgreSQL plans of the identity graph's edge reads with and without identity_edges_a_kind_seen_idx (the schema before
 * migration 4200):
 * `node --import tsx bench/graph-edge-plans-pg.ts` (starts its own server, test/helpers/postgres.ts). The graph: hub-shaped
 * calls (four nodes, twelve edges) and one node per degree D whose D links were first seen over 90 days; analyzed. Prints
 * `explain (analyze, buffers)`'s plan and time of each read for each degree, before and after dropping the index (in a
 * transaction rolled back). A diagnostic for docs/decisions.md (issue 33, twelfth pass).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openStore } from '../src/store/db.js';
import { MIGRATIONS, migrateToLatest } from '../src/store/migrations/index.js';
import { startPostgres } from '../test/helpers/postgres.js';
import { mulberry32 } from '../test/helpers/prng.js';

const BACKGROUND = Number(process.env.EDGE_READS_BACKGROUND ?? 30_000);
const DEGREES = [3, 300, 30000];
const KINDS = ['email', 'phone', 'name', 'ip'] as const;
const id = (s: string) => createHash('sha256').update(s).digest('base64url');
const DAY = 86_400_000;
const now = Date.parse('2026-11-28T00:00:00.000Z');
const iso = (t: number) => new Date(t).toISOString();

const server = await startPostgres();
try {
  const url = server.adminUrl;
  const store = await openStore({ kind: 'postgres', url } as never);
  await migrateToLatest(store.db);
  // The schema before migration 4200: 0900's index over every edge.
  await MIGRATIONS['4200_identity_edges_hot']!.down!(store.db as never);
  await store.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const next = mulberry32(7);
  const rows: string[][] = [];
  for (let s = 0; s < BACKGROUND; s++) {
    const t = iso(now - Math.floor(next() * 90 * DAY));
    const ns = KINDS.map((k) => ({ id: id(`${k}:${Math.floor(next() * 50_000)}`), k }));
    for (const a of ns) for (const b of ns) if (a !== b) rows.push([a.id, b.id, b.k, t]);
  }
  for (const d of DEGREES) for (let i = 0; i < d; i++) rows.push([id(`hot:${d}`), id(`hot:${d}:${i}`), KINDS[i % 4]!, iso(now - Math.floor(next() * 90 * DAY))]);
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    await c.query(
      `insert into identity_edges (a, b, b_kind, first_seen, last_seen) select a, b, k, t, t from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(a, b, k, t) on conflict do nothing`,
      [part.map((r) => r[0]), part.map((r) => r[1]), part.map((r) => r[2]), part.map((r) => r[3])],
    );
  }
  await c.query('analyze identity_edges');
  const since = iso(now - 7 * DAY);
  const own = [id('x0'), id('x1'), id('x2'), id('x3')];
  const reads: Record<string, { sql: string; args: (a: string) => unknown[] }> = {
    'cross recent': {
      sql: `select count(*) as n from (select 1 from identity_edges where a = $1 and b_kind = 'email' and first_seen >= $2 and b not in ($3, $4, $5, $6) limit 1000) r`,
      args: (a) => [a, since, ...own],
    },
    'velocity links': { sql: `select count(*) as n from (select 1 from identity_edges where a = $1 and b_kind = 'phone' and first_seen >= $2 limit 1000) x`, args: (a) => [a, iso(now - 30 * DAY)] },
    'edge summary': { sql: `select b_kind, count(*), min(first_seen), max(last_seen) from identity_edges where a = $1 group by b_kind`, args: (a) => [a] },
    'neighbour count': { sql: `select count(*) from identity_edges where a = $1 and b <> $2`, args: (a) => [a, own[0]] },
  };
  for (const phase of ['with the index', 'without the index']) {
    await c.query('begin');
    if (phase === 'without the index') await c.query('drop index identity_edges_a_kind_seen_idx');
    console.log(`\n== ${phase}`);
    for (const [name, r] of Object.entries(reads)) {
      for (const d of DEGREES) {
        for (let i = 0; i < 3; i++) await c.query(r.sql, r.args(id(`hot:${d}`)));
        const e = await c.query(`explain (analyze, buffers, costs off) ${r.sql}`, r.args(id(`hot:${d}`)));
        const lines = e.rows.map((x: Record<string, string>) => x['QUERY PLAN']!);
        const plan = lines.filter((l) => /Scan|Index Cond|Filter:/.test(l)).map((l) => l.trim().replace(/\(actual.*?\)/, '').trim()).join(' / ');
        const time = lines.find((l) => l.startsWith('Execution Time'));
        console.log(`${name} D=${d}: ${time} | ${plan}`);
      }
    }
    await c.query('rollback');
  }
  await c.end();
} finally {
  await server.stop();
}
