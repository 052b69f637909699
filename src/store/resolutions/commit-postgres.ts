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
 *
 * Group commit: the commits of calls that arrive while another group is in flight go together in one round trip
 * (the counterpart of SQLite's group commit, commit-sqlite.ts). The group is one call of a session function
 * (GROUP_FUNCTION, created in the connection's temporary schema on first use) that runs each call's commit statement
 * in turn, each in its own subtransaction (a plpgsql block with an exception handler): a call refused for a duplicate
 * identifier or a short balance, or failing on an error of its own, writes nothing and leaves the others' commits in
 * place; its outcome comes back as a row. A deadlock or serialization failure of one call is retried alone after the
 * group. A failure of the group statement itself (the connection lost, a statement timeout) fails every call of the
 * group and writes nothing of any of them, as a failed COMMIT does on SQLite. A call alone (an idle process) is sent as
 * the one statement, as before.
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

/** A call waiting for the next group: its statement's values and the settling of its commitCall. */
interface Pending {
  readonly r: NewResolution;
  readonly params: unknown[];
  resolve(refusal: CommitRefusal | null): void;
  reject(err: unknown): void;
}

/** An error of one call of a group, as the driver would have raised it for the call alone (its SQLSTATE as `code`). */
class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class PostgresCallCommit implements CallCommit {
  private readonly queue: Pending[] = [];
  private inFlight = false;
  /** False once the session function could not be created (no TEMP privilege): every call goes alone. */
  private grouping = true;
  /** The group statement's text by group size (each a named statement). */
  private readonly groupTexts = new Map<number, string>();

  constructor(
    private readonly db: Db,
    /** The most calls one group statement carries; more wait for the next. */
    private readonly maxGroup = 64,
  ) {
    // Sent as a named prepared statement: each connection parses and plans the commit once, and every call sends only
    // its values, not the statement's text.
    nameStatement(db, PG_COMMIT);
  }

  async commitCall(r: NewResolution, links?: LinkRows, writes?: CommitWrites, lead?: CommitWrites): Promise<CommitRefusal | null> {
    if (!writes && !lead) {
      if (!this.grouping) return this.statement(r, links, this.db);
      const params = commitParams(r, links);
      return new Promise((resolve, reject) => {
        this.queue.push({ r, params, resolve, reject });
        if (!this.inFlight) {
          this.inFlight = true;
          // The rest of this turn of the event loop (other calls answered by the same read) joins the first group.
          setImmediate(() => void this.flush());
        }
      });
    }
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

  private async flush(): Promise<void> {
    const taken = this.queue.splice(0, this.maxGroup);
    try {
      if (taken.length === 1 || !this.grouping) {
        await Promise.all(taken.map((p) => this.alone(p)));
      } else {
        await this.group(taken);
      }
    } catch (err) {
      for (const p of taken) p.reject(err);
    }
    if (this.queue.length > 0) void this.flush();
    else this.inFlight = false;
  }

  /** One call's statement alone (settles the call). */
  private async alone(p: Pending): Promise<void> {
    try {
      p.resolve(await this.run(p.r, p.params, this.db));
    } catch (err) {
      p.reject(err);
    }
  }

  /** The calls' commits in one statement: each settled with its own outcome; retried alone after a deadlock. */
  private async group(taken: Pending[]): Promise<void> {
    // Calls of one account together and accounts in one order, so that groups of several processes take the
    // accounts' rows in the same order.
    const calls = [...taken].sort((a, b) => (a.r.accountId < b.r.accountId ? -1 : a.r.accountId > b.r.accountId ? 1 : 0));
    const text = this.groupText(calls.length);
    const values = calls.flatMap((p) => p.params);
    let rows: GroupRow[];
    try {
      rows = (await this.db.executeQuery<GroupRow>(CompiledQuery.raw(text, values))).rows;
    } catch (err) {
      // The session function is made on a connection's first group (pg_temp lives as long as the connection). Made
      // and called in one transaction: behind a pooler in transaction mode both then reach the same server session.
      const code = (err as { code?: unknown }).code;
      if (code !== '42883' && code !== '3F000') throw err;
      try {
        rows = await this.db.transaction().execute(async (tx) => {
          await tx.executeQuery(CompiledQuery.raw(GROUP_FUNCTION));
          return (await tx.executeQuery<GroupRow>(CompiledQuery.raw(text, values))).rows;
        });
      } catch (createErr) {
        // No right to make temporary objects (TEMP privilege): these calls and every later one go alone.
        if ((createErr as { code?: unknown }).code !== '42501') throw createErr;
        this.grouping = false;
        await Promise.all(calls.map((p) => this.alone(p)));
        return;
      }
    }
    const retry: Pending[] = [];
    for (const row of rows) {
      const p = calls[Number(row.n)];
      if (!p) continue;
      switch (row.outcome) {
        case 'stored':
          p.resolve(null);
          break;
        case 'credits':
          p.resolve({ refused: 'credits', balance: Number(row.balance ?? 0), price: p.r.price });
          break;
        case 'duplicate':
          p.resolve(duplicateOf(row.detail ?? ''));
          break;
        case 'retry':
          retry.push(p);
          break;
        default:
          p.reject(new CallError(row.code ?? 'XX000', row.detail ?? 'the commit of this call failed'));
      }
    }
    // A call the statement did not answer for cannot be left waiting (never expected: one row per call).
    const answered = new Set(rows.map((row) => Number(row.n)));
    calls.forEach((p, i) => {
      if (!answered.has(i)) p.reject(new Error('the group commit did not answer for this call'));
    });
    for (const p of retry) await this.alone(p);
  }

  /** `select … from pg_temp.idr_commit_group(variadic array[$1, …, $n])` for `size` calls, named (prepared once per connection). */
  private groupText(size: number): string {
    let text = this.groupTexts.get(size);
    if (!text) {
      const args = Array.from({ length: size * COMMIT_ARITY }, (_, i) => `$${i + 1}`).join(',');
      text = `select o_n as n, o_outcome as outcome, o_balance as balance, o_code as code, o_detail as detail from pg_temp.idr_commit_group(variadic array[${args}]::text[])`;
      this.groupTexts.set(size, text);
      nameStatement(this.db, text);
    }
    return text;
  }

  private statement(r: NewResolution, links: LinkRows | undefined, exec: Executor): Promise<CommitRefusal | null> {
    return this.run(r, commitParams(r, links), exec);
  }

  private async run(r: NewResolution, params: unknown[], exec: Executor): Promise<CommitRefusal | null> {
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

/** A row of the group statement: the call's position in the group and what its commit did. */
interface GroupRow {
  readonly n: number | string;
  /** stored, credits (refused: short balance), duplicate (refused: `detail` names the constraint), retry, error. */
  readonly outcome: string;
  readonly balance: number | string | null;
  /** error: the SQLSTATE. */
  readonly code: string | null;
  readonly detail: string | null;
}

/** The values of the commit statement of one call ($1..$23 of PG_COMMIT). */
function commitParams(r: NewResolution, links: LinkRows | undefined): unknown[] {
  const createdAt = r.createdAt.toISOString();
  const live = r.environment === 'live';
  const nodes = live && links ? links.nodes : [];
  const edges = live && links ? links.edges : [];
  return [
    ...resolutionColumns(r),
    newId('use'), createdAt.slice(0, 7),
    nodes.map((n) => n.id), nodes.map((n) => n.kind), edges.map((e) => e.a), edges.map((e) => e.b), edges.map((e) => e.kind),
    lastSeenBefore(r.createdAt),
  ];
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


/** The number of values of one call's commit statement. */
const COMMIT_ARITY = 23;

/** The declared type of each of PG_COMMIT's parameters inside the group function ($9 the price, $10 the score). */
const PARAM_TYPES = Array.from({ length: COMMIT_ARITY }, (_, i) => (i === 8 || i === 9 ? 'integer' : i >= 17 && i <= 21 ? 'text[]' : 'text'));

/**
 * The group commit (PostgresCallCommit.group): `v` holds COMMIT_ARITY values per call, in PG_COMMIT's order, as text;
 * each call's commit is PG_COMMIT itself (its $k as the variable pk) run in a block of its own, so that its refusal or
 * error rolls back its writes alone. One row per call: n (0-based position), outcome, balance (credits refusal),
 * code and detail (duplicate: the constraint; error: the SQLSTATE and message). `query_canceled` (a statement timeout)
 * is not caught by `others`: it fails the group statement, as it would fail a call's statement alone.
 */
const GROUP_FUNCTION = `create or replace function pg_temp.idr_commit_group(variadic v text[])
returns table (o_n integer, o_outcome text, o_balance bigint, o_code text, o_detail text) language plpgsql as $fn$
declare
  v_b integer;
  v_s bigint;
  v_w bigint;
  ${PARAM_TYPES.map((t, i) => `p${i + 1} ${t};`).join(' ')}
begin
  for v_k in 0 .. coalesce(array_length(v, 1), 0) / ${COMMIT_ARITY} - 1 loop
    v_b := v_k * ${COMMIT_ARITY};
    o_n := v_k; o_outcome := null; o_balance := null; o_code := null; o_detail := null;
    begin
      ${PARAM_TYPES.map((t, i) => `p${i + 1} := v[v_b + ${i + 1}]::${t};`).join(' ')}
      ${PG_COMMIT.replace(/\$(\d+)/g, 'p$1').replace(/\n\)\nselect ([\s\S]*) as written$/, '\n)\nselect $1 as written into v_s, o_balance, v_w')};
      o_outcome := case when v_s = 1 then 'stored' else 'credits' end;
    exception
      when unique_violation then
        get stacked diagnostics o_detail = constraint_name;
        o_outcome := 'duplicate';
      when deadlock_detected or serialization_failure or lock_not_available then
        o_outcome := 'retry';
      when others then
        get stacked diagnostics o_code = returned_sqlstate, o_detail = message_text;
        o_outcome := 'error';
    end;
    return next;
  end loop;
end
$fn$`;
