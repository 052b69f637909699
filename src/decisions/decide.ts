/**
 * Deciding a call: the account's published policy for the operation runs over the answer (payload fields, score,
 * reason codes, model), list membership and velocity, through the one evaluator. What comes out: the `decision`
 * block of the answer, the rule points and codes that join the score, the explanation stored with the resolution
 * (which rule matched and every value it read), and the writes of the commit (touch points added to lists, the
 * `resolution.review` webhook). Called by the resolve service between the work and the commit; no HTTP here.
 */
import type { Touchpoint, IdentifierKind } from '../identity/graph.js';
import type { Tx } from '../store/db.js';
import { GENERAL } from '../scoring/codes/general.js';
import { clusterOf, pointsToScore, type Scored } from '../scoring/scorecard.js';
import { itemRow, type Lists, type ListItem } from './lists/lists.js';
import type { Policies, ActivePolicy } from './policies.js';
import { policyVersionId } from './policies.js';
import { compactRuleJson, compilePolicy, expandStoredRules, pointsJson, ruleResultJson, type Facts, type PolicyResult, type ReadsMode, type RuleResult, type StoredRule } from './rules/evaluate.js';
import type { Action, Outcome, PolicyDocument } from './rules/ast.js';

/** The `decision` block of an answer (an idrisk extension; docs/rules.md#the-answer). */
export interface DecisionBlock {
  outcome: Outcome;
  policy_version: string;
  rules: readonly { readonly id: string; readonly name: string; readonly actions: readonly Action[] }[];
}

/** The `data` of the `resolution.review` webhook. */
export interface ReviewEvent {
  readonly resolution_id: string;
  readonly customer_id: string;
  readonly operation: string;
  readonly decision: DecisionBlock;
}

/** What a resolution stores of its decision: enough to explain it after the fact. */
export interface DecisionRecord {
  readonly policy_version: string;
  readonly policy_hash: string;
  readonly outcome: Outcome;
  readonly tags: readonly string[];
  readonly points: readonly { code: string; points: number; rule: string }[];
  readonly rules: readonly RecordedRule[];
}

export interface DecisionOutcome {
  readonly block: DecisionBlock;
  readonly record: DecisionRecord;
  /** The primary score with the rule points added (null when the call has no score). */
  readonly scored: Scored | null;
  /** The commit's writes (live only): list additions, the review webhook. */
  readonly write?: (tx: Tx) => Promise<void>;
  /** To call once the commit that ran `write` has ended, committed or not (the lists it added to: kept memberships go). */
  readonly committed?: () => void;
}

/** One call as the policy sees it. */
export interface DecisionInput {
  readonly accountId: string;
  /** The identity graph scope of the account (its own id, or the consortium's when it opted in): velocity reads it. */
  readonly graphScope?: string;
  readonly operation: string;
  readonly resolutionId: string;
  readonly customerId: string;
  readonly live: boolean;
  readonly now: Date;
  /** The answer body (envelope + payloads). */
  readonly body: Readonly<Record<string, unknown>>;
  /** The primary score of the answer (the product's, or the hub's score block) and its scorecard explanation. */
  readonly scored: Scored | null;
  /** What the caller sent, by field (phone_number, email, ip, first_name, last_name, user_agent, domain). */
  readonly input: Readonly<Record<string, string | undefined>>;
  /** The call's normalized touch points (velocity, add_to_list). */
  readonly touchpoints: readonly Touchpoint[];
}

export interface DecisionDeps {
  readonly policies: Policies;
  readonly lists: Lists;
  /** The identity graph's key of a touch point in a scope (IdentityGraph.key: a keyed hash, made once per call and touch point). */
  nodeKey(tp: Touchpoint, scope: string): string;
  /** Velocity of a node from the identity graph (IdentityGraph.velocityOf; synchronous on SQLite). */
  velocity(accountId: string, node: string, count: IdentifierKind | 'resolution', since: Date): number | Promise<number>;
  /** Several velocity counts at once, in one statement (IdentityGraph.velocitiesSync; SQLite only). */
  velocities?(accountId: string, reads: readonly { node: string; count: IdentifierKind | 'resolution'; since: string }[]): number[];
  /** In the commit's transaction: the call's review-queue entry, the `resolution.review` webhook and its delivery. */
  review?(tx: Tx, accountId: string, data: ReviewEvent, at: Date): Promise<void>;
  /** A rule skipped at run time (idrisk_rule_failures_total). */
  ruleFailed?(operation: string): void;
  readonly logger?: { warn(obj: object, msg: string): void };
}

const PRODUCT_KEYS = ['phone', 'email', 'ip', 'domain', 'device', 'name'] as const;

/** The records this module made (decisionRecordJson writes only those: their shape is known). */
const RECORDS = new WeakSet<DecisionRecord>();

/**
 * The JSON text of a decision record made by Decisions, byte for byte JSON.stringify(record), built from text made
 * once per policy version (each unmatched rule, each rule's actions): the stored explanation of a call with a 50-rule
 * policy is ~7 KB, and walking its objects again per call was the largest part of storing it. null for any other object.
 */
export function decisionRecordJson(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !RECORDS.has(record as DecisionRecord)) return null;
  const r = record as DecisionRecord;
  let rules = '';
  for (let i = 0; i < r.rules.length; i++) rules += (i === 0 ? '' : ',') + ruleResultJson(r.rules[i]!);
  return `{"policy_version":${JSON.stringify(r.policy_version)},"policy_hash":${JSON.stringify(r.policy_hash)},"outcome":${JSON.stringify(r.outcome)},"tags":${JSON.stringify(r.tags)},"points":${pointsJson(r.points)},"rules":[${rules}]}`;
}

/**
 * The JSON text of an explanation whose last key is a decision record made here (`{...explanation, decision}`), byte
 * for byte JSON.stringify(explanation); undefined for any other explanation (the store then stringifies it).
 */
export function explanationJson(explanation: unknown): string | undefined {
  if (typeof explanation !== 'object' || explanation === null || Array.isArray(explanation)) return undefined;
  const e = explanation as Record<string, unknown>;
  const record = decisionRecordJson(e.decision);
  if (record === null) return undefined;
  const keys = Object.keys(e);
  if (keys[keys.length - 1] !== 'decision') return undefined;
  const { decision: _record, ...rest } = e;
  const head = JSON.stringify(rest);
  return head === '{}' ? `{"decision":${record}}` : `${head.slice(0, -1)},"decision":${record}}`;
}

/**
 * What a live call stores of its decision (since 2026-11-27, docs/rules.md#explaining-a-decision): the record without
 * the rules that did not match (the policy version lists them) and without each listed rule's name and actions (the
 * version's document has them): `{"policy_version","policy_hash","outcome","tags","points","rules":[{"id","matched",
 * "reads"[,"error"]}…],"compact":true}`. expandDecisionRecord makes the full record back, the same JSON as
 * decisionRecordJson's. null for an object Decisions did not make.
 */
export function storedDecisionJson(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !RECORDS.has(record as DecisionRecord)) return null;
  const r = record as DecisionRecord;
  let rules = '';
  for (const rule of r.rules) {
    const text = compactRuleJson(rule);
    if (text !== null) rules += (rules === '' ? '' : ',') + text;
  }
  return `{"policy_version":${JSON.stringify(r.policy_version)},"policy_hash":${JSON.stringify(r.policy_hash)},"outcome":${JSON.stringify(r.outcome)},"tags":${JSON.stringify(r.tags)},"points":${pointsJson(r.points)},"rules":[${rules}],"compact":true}`;
}

/**
 * The text a live call stores as its explanation: as explanationJson, with the decision record compact
 * (storedDecisionJson). undefined for an explanation without a record made here (the store then stringifies it whole).
 */
export function storedExplanationJson(explanation: unknown): string | undefined {
  if (typeof explanation !== 'object' || explanation === null || Array.isArray(explanation)) return undefined;
  const e = explanation as Record<string, unknown>;
  const record = storedDecisionJson(e.decision);
  if (record === null) return undefined;
  const keys = Object.keys(e);
  if (keys[keys.length - 1] !== 'decision') return undefined;
  const { decision: _record, ...rest } = e;
  const head = JSON.stringify(rest);
  return head === '{}' ? `{"decision":${record}}` : `${head.slice(0, -1)},"decision":${record}}`;
}

/** A stored decision record, either shape: the full one (before 2026-11-27) or the compact one. */
interface StoredRecord {
  readonly policy_version?: unknown;
  readonly policy_hash?: unknown;
  readonly rules?: unknown;
  readonly compact?: unknown;
}

/** The policy version (`pol_…@3`) a compact record names, or null. */
function versionOf(record: unknown): { policyId: string; version: number; hash: string } | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const r = record as StoredRecord;
  if (r.compact !== true || typeof r.policy_version !== 'string' || typeof r.policy_hash !== 'string' || !Array.isArray(r.rules)) return null;
  const at = r.policy_version.lastIndexOf('@');
  const version = Number(r.policy_version.slice(at + 1));
  if (at <= 0 || !Number.isInteger(version)) return null;
  return { policyId: r.policy_version.slice(0, at), version, hash: r.policy_hash };
}

/**
 * The full decision record of a stored one: a compact record (storedDecisionJson) with its policy version's document
 * gives every rule of the version back in order, each with its name and, when it matched, its actions — the record as
 * it was made, key for key. A full record (stored before 2026-11-27) is returned as it is; a compact one whose version
 * is not given or does not fit (another hash, other rules) in the answer's shape from what it stored (unexpandable).
 */
export function expandDecisionRecord(record: unknown, version: { readonly hash: string; readonly document: PolicyDocument } | null): unknown {
  const named = versionOf(record);
  if (!named) return record;
  const r = record as Record<string, unknown> & { rules: StoredRule[] };
  const rules = (version && version.hash === named.hash ? expandStoredRules(version.document.rules, r.rules) : null) ?? unexpandable(r.rules);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(r)) if (k !== 'compact') out[k] = k === 'rules' ? rules : r[k];
  return out;
}

/**
 * A compact record whose policy version cannot be read back (not found, another hash, other rules: none of which the
 * service does, since versions are never changed or deleted): the stored rules in the answer's shape, so that the
 * read stays a 200. The rule's name is unknown here and its id stands in for it; actions are not stored, so none.
 */
function unexpandable(stored: readonly StoredRule[]): RuleResult[] {
  return (Array.isArray(stored) ? stored : []).map((e) => {
    const id = typeof e?.id === 'string' ? e.id : '';
    const out: { -readonly [K in keyof RuleResult]: RuleResult[K] } = { id, name: id, matched: e?.matched === true, reads: Array.isArray(e?.reads) ? e.reads : [], actions: [] };
    if (typeof e?.error === 'string') out.error = e.error;
    return out;
  });
}

const isResult = (r: PolicyResult | Promise<PolicyResult>): r is PolicyResult => !(r instanceof Promise);

/**
 * A rule of a stored decision: the rules that matched or failed with every value they read; a rule that did not match
 * is listed with `matched: false` and no reads (docs/rules.md#explaining-a-decision), unless every rule's reads were
 * kept.
 */
export type RecordedRule = RuleResult;

export class Decisions {
  constructor(private readonly deps: DecisionDeps) {}

  /** The published policy's decision on a call, or null without one (the answer then has no `decision`). */
  async decide(call: DecisionInput): Promise<DecisionOutcome | null> {
    const policy = await this.deps.policies.active(call.accountId, call.operation);
    if (!policy) return null;
    return this.run(policy, call);
  }

  /** Run a given policy version (live calls run the published one; backtests a draft). */
  async run(policy: ActivePolicy | { policyId: string; version: number; hash: string; document: PolicyDocument }, call: DecisionInput, reads: ReadsMode = 'decisive'): Promise<DecisionOutcome> {
    const compiled = compilePolicy(policy.document);
    const pending = compiled.run(this.facts(call), reads);
    const result = isResult(pending) ? pending : await pending;
    return this.outcome(policy, call, result);
  }

  /**
   * A stored explanation as GET /1.0/resolutions/{id} and the admin API answer it: a compact decision record
   * (storedDecisionJson) expanded from its policy version's document (read once per version and process: versions
   * never change); anything else as it is.
   */
  async expandExplanation<T>(explanation: T): Promise<T> {
    if (typeof explanation !== 'object' || explanation === null || Array.isArray(explanation)) return explanation;
    const record = (explanation as Record<string, unknown>).decision;
    const named = versionOf(record);
    if (!named) return explanation;
    const version = await this.deps.policies.versionDocument(named.policyId, named.version);
    const full = expandDecisionRecord(record, version);
    if (full === record) return explanation;
    // Spread keeps the keys' order; `decision` keeps its place.
    return { ...explanation, decision: full };
  }

  /**
   * What a rule reads of one call: its fields (resolved on demand), list membership and velocity — synchronous on
   * SQLite when the list's id is cached (no promise, no executor per lookup), otherwise through the store.
   */
  facts(call: DecisionInput): Facts {
    const lists = this.deps.lists;
    const { velocity, nodeKey } = this.deps;
    /** The graph key of each touch point kind the velocity reads (hashed once per call, not once per count). */
    let nodes: Map<string, string | null> | null = null;
    const node = (of: string): string | null => {
      nodes ??= new Map();
      let k = nodes.get(of);
      if (k === undefined) {
        const tp = call.touchpoints.find((t) => t.kind === of);
        k = tp ? nodeKey(tp, call.graphScope ?? call.accountId) : null;
        nodes.set(of, k);
      }
      return k;
    };
    const velocities = this.deps.velocities;
    return {
      field: fieldReader(call),
      inList: (list, value) => lists.containsNow(call.accountId, list, value, call.now),
      inLists: (reads) => lists.containsManyNow(call.accountId, reads, call.now),
      velocity: (count, of, windowSeconds) => {
        if (!call.live) return null;
        const k = node(of);
        if (k === null) return null;
        return velocity(call.accountId, k, count as IdentifierKind | 'resolution', new Date(call.now.getTime() - windowSeconds * 1000));
      },
      velocities: velocities
        ? (reads) => {
            // Sandbox calls and touch points the call lacks read null; the rest in one statement.
            const out: (number | null)[] = [];
            const asked: { node: string; count: IdentifierKind | 'resolution'; since: string }[] = [];
            const at: number[] = [];
            for (const r of reads) {
              const k = call.live ? node(r.of) : null;
              out.push(null);
              if (k === null) continue;
              at.push(out.length - 1);
              asked.push({ node: k, count: r.count as IdentifierKind | 'resolution', since: new Date(call.now.getTime() - r.windowSeconds * 1000).toISOString() });
            }
            if (asked.length > 0) {
              const counts = velocities(call.accountId, asked);
              for (let i = 0; i < at.length; i++) out[at[i]!] = counts[i]!;
            }
            return out;
          }
        : undefined,
    };
  }

  private async outcome(policy: ActivePolicy | { policyId: string; version: number; hash: string }, call: DecisionInput, result: PolicyResult): Promise<DecisionOutcome> {
    for (const f of result.failed) {
      this.deps.ruleFailed?.(call.operation);
      this.deps.logger?.warn({ rule: f.rule, error: f.error, operation: call.operation, account: call.accountId }, 'rule skipped: failed at run time');
    }
    const version = policyVersionId(policy);
    // The matched rules' entries are the compiled version's own (frozen) objects: nothing is copied per call.
    const block: DecisionBlock = { outcome: result.outcome, policy_version: version, rules: result.matched };
    const record: DecisionRecord = { policy_version: version, policy_hash: policy.hash, outcome: result.outcome, tags: result.tags, points: result.points, rules: result.rules };
    RECORDS.add(record);
    const scored = call.scored ? withRulePoints(call.scored, result.points, result.failed.length > 0) : null;
    if (result.listAdds.length === 0 && !(result.outcome === 'review' && this.deps.review)) return { block, record, scored };
    const tps = new Map(call.touchpoints.map((tp) => [tp.kind as string, tp]));
    // List rows are made here, before the commit: inside it only the transaction may be used (the SQLite group commit
    // holds the one connection).
    const adds: { listId: string; row: ListItem }[] = [];
    for (const a of result.listAdds) {
      const value = listValue(a.touchpoint, tps, call.input);
      const info = value ? await this.deps.lists.cached(call.accountId, a.list) : null;
      if (!value || !info) continue;
      const expires = a.expiresInDays ? new Date(call.now.getTime() + a.expiresInDays * 86_400_000).toISOString() : null;
      const row = itemRow(info.kind, value, `rule:${version}/${a.rule}`, expires, `added by rule ${a.rule} on ${call.resolutionId}`, call.now);
      if (row) adds.push({ listId: info.id, row });
    }
    const review = result.outcome === 'review' && this.deps.review ? this.deps.review : undefined;
    const write =
      call.live && (adds.length > 0 || review)
        ? async (tx: Tx) => {
            for (const a of adds) await this.deps.lists.repo.upsertItems(a.listId, [a.row], tx);
            if (review) await review(tx, call.accountId, { resolution_id: call.resolutionId, customer_id: call.customerId, operation: call.operation, decision: block }, call.now);
          }
        : undefined;
    // The kept memberships of the lists added to go once the commit ended (upsertItems moved their items_version in
    // it, for the other processes); a lookup made while it ran is not kept either (membership-cache.ts, tickets).
    const listIds = write && adds.length > 0 ? [...new Set(adds.map((a) => a.listId))] : null;
    const committed = listIds ? () => this.deps.lists.itemsChanged(listIds) : undefined;
    return { block, record, scored, write, committed };
  }
}

/**
 * The primary score with the rules' points added to its total and their codes joining its reason codes (ordered by
 * influence, as the scorecard orders them); a rule skipped at run time adds the general code rule_failed.
 */
export function withRulePoints(scored: Scored, points: readonly { code: string; points: number }[], failed: boolean): Scored {
  if (points.length === 0 && !failed) return scored;
  // The rules' points summed per code first (a policy's rules often share a code), then merged with the scorecard's.
  const byCode = new Map<string, number>();
  let added = 0;
  for (const p of points) {
    byCode.set(p.code, (byCode.get(p.code) ?? 0) + p.points);
    added += p.points;
  }
  const contributions: { code: string; points: number }[] = [];
  for (const c of scored.explanation.contributions) {
    const more = byCode.get(c.code);
    if (more === undefined) contributions.push(c);
    else {
      contributions.push({ code: c.code, points: c.points + more });
      byCode.delete(c.code);
    }
  }
  for (const [code, p] of byCode) contributions.push({ code, points: p });
  if (failed && !contributions.some((c) => c.code === GENERAL.rule_failed)) contributions.push({ code: GENERAL.rule_failed, points: 0 });
  // Codes are [A-Z]{2}[0-9]{3}: a plain comparison orders them as the scorecard's localeCompare does, without ICU.
  contributions.sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const total = scored.explanation.total + added;
  const score = pointsToScore(total);
  const score_cluster = clusterOf(score);
  return {
    score,
    score_cluster,
    reason_codes: contributions.map((c) => c.code).join(','),
    explanation: { ...scored.explanation, contributions, total, score, score_cluster },
  };
}

/**
 * The fields a rule reads (docs/rules.md#fields), by dotted path, resolved on demand (a policy reads a few of the
 * hundreds of payload fields) and memoized per call.
 */
export function fieldReader(call: Pick<DecisionInput, 'operation' | 'customerId' | 'body' | 'scored' | 'input'>): (path: string) => unknown {
  const memo = new Map<string, unknown>();
  const top = (path: string): unknown => {
    switch (path) {
      case 'operation':
        return call.operation;
      case 'customer_id':
        return call.customerId;
      case 'score':
        return call.scored?.score ?? null;
      case 'score_cluster':
        return call.scored?.score_cluster ?? null;
      case 'reason_codes':
        return call.scored ? codeList(call.scored.reason_codes) : [];
      case 'model_id':
        return call.scored?.explanation.model_id ?? (typeof call.body.model_id === 'string' ? call.body.model_id : null);
      default:
        return null;
    }
  };
  const resolve = (path: string): unknown => {
    const dot = path.indexOf('.');
    if (dot < 0) return top(path);
    const head = path.slice(0, dot);
    const rest = path.slice(dot + 1).split('.');
    if (head === 'input') return rest.length === 1 ? (call.input[rest[0]!] ?? null) : null;
    if (!(PRODUCT_KEYS as readonly string[]).includes(head)) return null;
    let v: unknown = call.body[head];
    for (const part of rest) {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
      v = (v as Record<string, unknown>)[part];
    }
    if (v === undefined) return null;
    return rest[rest.length - 1] === 'reason_codes' && typeof v === 'string' ? codeList(v) : v;
  };
  return (path) => {
    if (memo.has(path)) return memo.get(path);
    const v = resolve(path);
    memo.set(path, v);
    return v;
  };
}

const codeList = (codes: string) => codes.split(',').filter((c) => c !== '');

/** The call's value for a list of touch point kind `kind` (add_to_list). */
function listValue(kind: string, tps: ReadonlyMap<string, Touchpoint>, input: Readonly<Record<string, string | undefined>>): string | null {
  switch (kind) {
    case 'email_domain': {
      const email = tps.get('email')?.value ?? input.email;
      const at = email?.lastIndexOf('@') ?? -1;
      return email && at > 0 ? email.slice(at + 1) : null;
    }
    case 'name':
      return tps.get('name')?.value ?? ([input.first_name, input.last_name].filter(Boolean).join(' ') || null);
    case 'phone':
      return tps.get('phone')?.value ?? input.phone_number ?? null;
    case 'device':
      return tps.get('device')?.value ?? null;
    default:
      return tps.get(kind)?.value ?? input[kind] ?? null;
  }
}
