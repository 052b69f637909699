/**
 * The commit port on PostgreSQL: the whole commit of a call is one statement, so one round trip and one implicit
 * transaction: the conditional debit, the resolution (its unique indexes claim customer_id / transaction_id), the
 * usage row, the month's rollup and the identity links are data-modifying CTEs. A unique violation aborts the
 * statement (nothing debited, nothing written); a short balance writes nothing because every insert hangs off the
 * resolution, which is only inserted when the debit took place (or the account is unlimited, or the call is free).
 * Concurrent debits of one account queue on its row and re-check `credits >= price` on the newest version (READ
 * COMMITTED), as the separate statements did. Identity rows arrive sorted by key, so crossing calls lock shared rows in
 * the same order. A call with writes of its own (login tracking, onboarding) runs them after the commit statement, in
 * one transaction; a caller's leading writes (bulk scoring's row) run before it, in the same transaction.
 */
import { CompiledQuery } from 'kysely';
import { newId } from '../../accounts/ids.js';
import { isUniqueViolation, nameStatement, violatedConstraint, type Db, type Executor } from '../db.js';
import { lastSeenBefore, type LinkRows } from '../identity/links.js';
import { duplicateOf, resolutionColumns, type CallCommit, type CommitRefusal, type CommitWrites, type NewResolution } from './types.js';

/** A refusal inside a transaction: thrown to roll it back, answered as the value it carries. */
class Refused extends Error {
  constructor(readonly refusal: CommitRefusal) {
    super(refusal.refused);
  }
}

export class PostgresCallCommit implements CallCommit {
  constructor(private readonly db: Db) {
    // Sent as a named prepared statement: each connection parses and plans the commit once, and every call sends only
    // its values, not the statement's text.
    nameStatement(db, PG_COMMIT);
  }

  async commitCall(r: NewResolution, links?: LinkRows, writes?: CommitWrites, lead?: CommitWrites): Promise<CommitRefusal | null> {
    if (!writes && !lead) return this.statement(r, links, this.db);
    try {
      await this.db.transaction().execute(async (tx) => {
        // The caller's leading writes first: the commit statement locks rows every call of the account shares (its
        // balance, the month's rollup); coming last, it holds them for the COMMIT's round trip only.
        if (lead) await lead(tx);
        const refusal = await this.statement(r, links, tx);
        if (refusal) throw new Refused(refusal);
        if (writes) await writes(tx);
      });
    } catch (err) {
      if (err instanceof Refused) return err.refusal;
      throw err;
    }
    return null;
  }

  private async statement(r: NewResolution, links: LinkRows | undefined, exec: Executor): Promise<CommitRefusal | null> {
    const createdAt = r.createdAt.toISOString();
    const live = r.environment === 'live';
    const nodes = live && links ? links.nodes : [];
    const edges = live && links ? links.edges : [];
    const params = [
      ...resolutionColumns(r),
      newId('use'), createdAt.slice(0, 7),
      nodes.map((n) => n.id), nodes.map((n) => n.kind), edges.map((e) => e.a), edges.map((e) => e.b), edges.map((e) => e.kind),
      lastSeenBefore(r.createdAt),
    ];
    let row: { stored: number | string; balance: number | string | null } | undefined;
    try {
      ({ rows: [row] } = await exec.executeQuery<{ stored: number | string; balance: number | string | null }>(CompiledQuery.raw(PG_COMMIT, params)));
    } catch (err) {
      if (isUniqueViolation(err)) return duplicateOf(violatedConstraint(err));
      throw err;
    }
    if (Number(row?.stored ?? 0) !== 1) return { refused: 'credits', balance: Number(row?.balance ?? 0), price: r.price };
    return null;
  }
}

/**
 * The commit of one call on PostgreSQL (PostgresCallCommit): $1..$17 the resolution and usage, $18..$22 identity rows, $23
 * the stored last_seen at or below which the call advances it (store/identity/links.ts, LAST_SEEN_STEP_MS).
 */
const PG_COMMIT = `with acct as (
  select unlimited, credits from accounts where id = $2
), debit as (
  update accounts set credits = credits - $9
  where id = $2 and $3 = 'live' and $9 > 0 and unlimited = 0 and credits >= $9
  returning 1
), allowed as (
  select 1 from acct where $3 <> 'live' or $9 <= 0 or unlimited = 1 or exists (select 1 from debit)
), res as (
  insert into resolutions (id, account_id, environment, key_id, operation, customer_id, transaction_id, status, price, score,
    score_cluster, reason_codes, explanation, response, created_at)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::integer, $11, $12, $13, $14, $15 from allowed
  returning 1
), use as (
  insert into usage (id, account_id, key_id, operation, resolution_id, credits, created_at)
  select $16, $2, $4, $5, $1, $9, $15 from res where $3 = 'live'
  returning 1
), roll as (
  insert into usage_monthly (account_id, month, operation, calls, credits)
  select $2, $17, $5, 1, $9 from res where $3 = 'live'
  on conflict (account_id, month, operation)
  do update set calls = usage_monthly.calls + 1, credits = usage_monthly.credits + excluded.credits
  returning 1
), nodes as (
  insert into identity_nodes (id, kind, first_seen, last_seen)
  select n.id, n.kind, $15, $15 from unnest($18::text[], $19::text[]) with ordinality as n(id, kind, i)
  where exists (select 1 from res) order by n.i
  on conflict (id) do update set last_seen = excluded.last_seen where identity_nodes.last_seen <= $23
  returning 1
), edges as (
  insert into identity_edges (a, b, b_kind, first_seen, last_seen)
  select e.a, e.b, e.k, $15, $15 from unnest($20::text[], $21::text[], $22::text[]) with ordinality as e(a, b, k, i)
  where exists (select 1 from res) order by e.i
  on conflict (a, b) do update set last_seen = excluded.last_seen where identity_edges.last_seen <= $23
  returning 1
), attributed as (
  insert into resolution_nodes (resolution_id, node_id, account_id, created_at)
  select $1, n.id, $2, $15 from unnest($18::text[]) as n(id)
  where exists (select 1 from res)
  on conflict do nothing
  returning 1
)
select (select count(*) from res) as stored, (select credits from acct) as balance,
  (select count(*) from use) + (select count(*) from roll) + (select count(*) from nodes) + (select count(*) from edges)
    + (select count(*) from attributed) as written`;
