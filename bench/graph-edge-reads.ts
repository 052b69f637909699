/**
 * The identity graph's edge reads under three schemas of `identity_edges`, one process (SQLite):
 * `node --import tsx bench/graph-edge-reads.ts`. A: as before migration 4200 (rowid table, primary key (a, b),
 * identity_edges_a_kind_seen_idx (a, b_kind, first_seen), the last_seen index); B: A without
 * identity_edges_a_kind_seen_idx; C: a WITHOUT ROWID table keyed (a, b) holding b_kind, first_seen and last_seen (the
 * eleventh pass's suggestion), the last_seen index; H: B with a `hot` column set on the edges of a node with at least
 * EDGE_READS_HOT (64) links and identity_edges_a_kind_seen_idx's columns as an index of those edges only (`where hot = 1`),
 * its counts reading that index for a hot node and the key's range for another (the node's counts, migration 3300, tell
 * which, in the same statement): the prototype of migration 4200. Each database holds the same background graph (hub-shaped calls:
 * four nodes, twelve edges) and, per degree D, nodes whose D links (to emails, phones, names, ips in turn) were first
 * seen over 90 days. For each node degree and statement (the cross read's recent count, the rules' velocity count, the
 * explorer's edge summary, neighbour count and neighbours, the cross read's pairs), the wall µs per run (median of
 * rounds, the three schemas alternated per round), the answers compared, and the plans printed.
 * Options (environment): EDGE_READS_BACKGROUND hub calls in the background graph (default 100000), EDGE_READS_ROUNDS (9),
 * EDGE_READS_DEGREES (3,16,63,300,3000,30000).
 * A diagnostic for docs/decisions.md (issue 33, twelfth pass); not a recorded bench.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/store/db.js';
import { MIGRATIONS, migrateToLatest } from '../src/store/migrations/index.js';
import { mulberry32 } from '../test/helpers/prng.js';

const BACKGROUND = Number(process.env.EDGE_READS_BACKGROUND ?? 100_000);
const ROUNDS = Number(process.env.EDGE_READS_ROUNDS ?? 9);
const DEGREES = (process.env.EDGE_READS_DEGREES ?? '3,16,63,300,3000,30000').split(',').map(Number);
const KINDS = ['email', 'phone', 'name', 'ip'] as const;
const id = (s: string) => createHash('sha256').update(s).digest('base64url');
const DAY = 86_400_000;
const now = Date.parse('2026-11-28T00:00:00.000Z');
const iso = (t: number) => new Date(t).toISOString();
/** Variant H: a node's links of every kind at or above which its edges are in the partial index. */
const HOT = Number(process.env.EDGE_READS_HOT ?? 64);
const TOTAL = 'links_phone + links_email + links_ip + links_name + links_device + links_domain';
/** Variant H's form of a count over `a`'s edges (`where` its condition): the partial index for a hot node, else the key's range. */
const hotCount = (where: string) =>
  `select case when (select ${TOTAL} from identity_nodes where id = ?1) >= ${HOT}
     then (select count(*) from (select 1 from identity_edges where ${where} and hot = 1 limit 1000))
     else (select count(*) from (select 1 from identity_edges where ${where} limit 1000)) end as n`;

const dir = mkdtempSync(join(tmpdir(), 'idrisk-edge-reads-'));
try {
  const files = { A: join(dir, 'a.db'), B: join(dir, 'b.db'), C: join(dir, 'c.db'), H: join(dir, 'h.db') };
  {
    const store = await openStore({ kind: 'sqlite', file: files.A } as never, { walCheckpointer: false });
    await migrateToLatest(store.db);
    // A is the schema before migration 4200 (which built variant H): 0900's index over every edge.
    await MIGRATIONS['4200_identity_edges_hot']!.down!(store.db as never);
    const db = store.sqlite!;
    const edge = db.prepare('insert or ignore into identity_edges (a, b, b_kind, first_seen, last_seen) values (?, ?, ?, ?, ?)');
    const node = db.prepare('insert or ignore into identity_nodes (id, kind, first_seen, last_seen) values (?, ?, ?, ?)');
    const next = mulberry32(7);
    db.transaction(() => {
      for (let s = 0; s < BACKGROUND; s++) {
        const t = iso(now - Math.floor(next() * 90 * DAY));
        const ns = KINDS.map((k) => ({ id: id(`${k}:${Math.floor(next() * 50_000)}`), k }));
        for (const n of ns) node.run(n.id, n.k, t, t);
        for (const a of ns) for (const b of ns) if (a !== b) edge.run(a.id, b.id, b.k, t, t);
      }
      for (const d of DEGREES) {
        const a = id(`hot:${d}`);
        node.run(a, 'ip', iso(now - 90 * DAY), iso(now));
        for (let i = 0; i < d; i++) {
          const t = iso(now - Math.floor(next() * 90 * DAY));
          edge.run(a, id(`hot:${d}:${i}`), KINDS[i % 4], t, t);
        }
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    await store.close();
  }
  for (const [v, sql] of [
    ['B', 'drop index identity_edges_a_kind_seen_idx'],
    [
      'H',
      `drop index identity_edges_a_kind_seen_idx;
       alter table identity_edges add column hot integer not null default 0;
       update identity_edges set hot = 1 where a in (select id from identity_nodes where ${TOTAL} >= ${HOT});
       create index identity_edges_hot_idx on identity_edges (a, b_kind, first_seen) where hot = 1`,
    ],
    [
      'C',
      `drop index identity_edges_a_kind_seen_idx;
       create table identity_edges_w ("a" text not null, "b" text not null, "b_kind" text not null, "first_seen" text not null, "last_seen" text not null, constraint "identity_edges_pk" primary key ("a", "b")) without rowid;
       insert into identity_edges_w select a, b, b_kind, first_seen, last_seen from identity_edges order by a, b;
       drop table identity_edges; pragma legacy_alter_table = on; alter table identity_edges_w rename to identity_edges;
       create index identity_edges_last_seen_idx on identity_edges (last_seen)`,
    ],
  ] as const) {
    const a = new Database(files.A, { readonly: true });
    await a.backup(files[v]);
    a.close();
    const d = new Database(files[v]);
    d.exec(sql);
    d.exec('vacuum');
    d.close();
  }
  const since = iso(now - 7 * DAY);
  const own = [id('x0'), id('x1'), id('x2'), id('x3')];
  const statements: Record<string, { sql: string; hot?: string; args: (a: string) => unknown[] }> = {
    'cross recent (a, email, since, not own)': {
      sql: `select count(*) as n from (select 1 from identity_edges where a = ?1 and b_kind = ?2 and first_seen >= ?3 and b not in (?4, ?5, ?6, ?7) limit 1000) r`,
      hot: hotCount('a = ?1 and b_kind = ?2 and first_seen >= ?3 and b not in (?4, ?5, ?6, ?7)'),
      args: (a) => [a, 'email', since, ...own],
    },
    'velocity links (a, phone, 30 days)': {
      sql: `select count(*) as n from (select 1 from identity_edges where a = ?1 and b_kind = ?2 and first_seen >= ?3 limit 1000) x`,
      hot: hotCount('a = ?1 and b_kind = ?2 and first_seen >= ?3'),
      args: (a) => [a, 'phone', iso(now - 30 * DAY)],
    },
    'explorer edge summary': {
      sql: `select b_kind, count(*) as n, min(first_seen) as first_seen, max(last_seen) as last_seen from identity_edges where a = ? group by b_kind`,
      args: (a) => [a],
    },
    'explorer neighbour count': { sql: `select count(*) as n from identity_edges where a = ? and b <> ?`, args: (a) => [a, own[0]] },
    'explorer neighbours (50)': {
      sql: `select e.b, e.b_kind, e.first_seen, e.last_seen, (select count(*) from identity_edges as x where x.a = e.b) as links from identity_edges as e where e.a = ? order by e.last_seen desc, e.b limit 50`,
      args: (a) => [a],
    },
    'cross pairs (a, own)': { sql: `select min(first_seen) as v, count(*) as n from identity_edges where a = ? and b in (?, ?, ?, ?)`, args: (a) => [a, ...own] },
  };
  const dbs = {
    A: new Database(files.A, { readonly: true }),
    B: new Database(files.B, { readonly: true }),
    C: new Database(files.C, { readonly: true }),
    H: new Database(files.H, { readonly: true }),
  };
  const text = (s: { sql: string; hot?: string }, v: string) => (v === 'H' ? (s.hot ?? s.sql) : s.sql);
  /** The arguments to bind: better-sqlite3 binds numbered parameters (`?1`) by name only. */
  const bind = (s: { sql: string; args: (a: string) => unknown[] }, a: string): unknown[] =>
    s.sql.includes('?1') ? [Object.fromEntries(s.args(a).map((x, i) => [i + 1, x]))] : s.args(a);
  for (const [name, s] of Object.entries(statements)) {
    console.log(`\n${name}`);
    for (const [v, db] of Object.entries(dbs)) {
      for (const d of v === 'H' ? [3, 30000] : [3]) {
        const plan = (db.prepare(`explain query plan ${text(s, v)}`).all(...bind(s, id(`hot:${d}`))) as { detail: string }[]).map((r) => r.detail).join('; ');
        console.log(`  plan ${v}${v === 'H' ? ` (D=${d})` : ''}: ${plan}`);
      }
    }
    const prepared = Object.fromEntries(Object.entries(dbs).map(([v, db]) => [v, db.prepare(text(s, v))]));
    const line: string[] = [];
    for (const d of DEGREES) {
      const a = id(`hot:${d}`);
      const answers = Object.values(prepared).map((p) => JSON.stringify(p.all(...bind(s, a))));
      if (answers.some((x) => x !== answers[0])) throw new Error(`${name} D=${d}: answers differ ${answers.join(' | ')}`);
      const times: Record<string, number[]> = { A: [], B: [], C: [], H: [] };
      const reps = Math.max(20, Math.floor(20000 / d));
      for (let r = 0; r < ROUNDS; r++) {
        const order = r % 2 === 0 ? ['A', 'B', 'C', 'H'] : ['H', 'C', 'B', 'A'];
        for (const v of order) {
          const p = prepared[v]!;
          const args = bind(s, a);
          const t0 = process.hrtime.bigint();
          for (let i = 0; i < reps; i++) p.all(...args);
          times[v]!.push(Number(process.hrtime.bigint() - t0) / 1000 / reps);
        }
      }
      const med = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      line.push(`D=${d}: A ${med(times.A!).toFixed(1)} B ${med(times.B!).toFixed(1)} C ${med(times.C!).toFixed(1)} H ${med(times.H!).toFixed(1)}`);
    }
    console.log(`  µs per run: ${line.join(' | ')}`);
  }
  for (const db of Object.values(dbs)) db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
