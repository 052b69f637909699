/**
 * The one evaluator of the canonical rule form (ast.ts): live calls and backtests both run it. Every value it reads
 * (a field, a list membership, a velocity count) is recorded with the rule, so each decision can be explained later.
 * A rule whose evaluation fails (a type mismatch, a lookup that throws) is skipped and reported, never thrown.
 */
import { RE2JS } from 're2js';
import { MAX_MATCH_INPUT, SEVERITY, show, type Action, type Expr, type Outcome, type PolicyDocument } from './ast.js';

/** What a rule can read of one resolution. */
export interface Facts {
  /** A field of the resolution by dotted path (docs/rules.md#fields); an absent path reads as null. */
  field(path: string): unknown;
  /** Whether `value` is an unexpired item of the account's list `list`; throws UnknownList for a list it lacks. */
  inList(list: string, value: string): Promise<boolean>;
  /** Distinct `count` identifiers (or resolutions) linked to the call's `of` touch point in the window; null: the call has none. */
  velocity(count: string, of: string, windowSeconds: number): Promise<number | null>;
}

export interface Read {
  /** The expression read, as text (`email.is_disposable`, `in_list("blocked", input.email)`, ...). */
  readonly expr: string;
  readonly value: unknown;
}

export interface RuleResult {
  readonly id: string;
  readonly name: string;
  readonly matched: boolean;
  /** The values the condition read, in the order it read them (short-circuit: only what it needed). */
  readonly reads: readonly Read[];
  /** The actions taken (empty unless matched). */
  readonly actions: readonly Action[];
  /** Why the rule was skipped (evaluation failed); absent otherwise. */
  readonly error?: string;
}

export interface PolicyResult {
  /** The most severe outcome of the matched rules; `approve` when none set one. */
  readonly outcome: Outcome;
  readonly rules: readonly RuleResult[];
  readonly points: readonly { code: string; points: number; rule: string }[];
  readonly tags: readonly string[];
  readonly listAdds: readonly { list: string; touchpoint: string; expiresInDays?: number; rule: string }[];
  readonly failed: readonly { rule: string; error: string }[];
}

/** A value of the wrong type for its operation: the rule is skipped. */
export class RuleFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleFailure';
  }
}

const patterns = new Map<string, RE2JS>();

function compiled(pattern: string): RE2JS {
  let re = patterns.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern);
    if (patterns.size > 1000) patterns.clear();
    patterns.set(pattern, re);
  }
  return re;
}

/** A lookup's outcome, fetched before the rules run. */
type Looked = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: Error };
type Memo = Map<string, Looked>;
/** The memo's entry while a lookup is in flight (one object: making an Error per lookup costs a stack trace each). */
const IN_FLIGHT: Looked = { ok: false, error: new RuleFailure('lookup not finished') };

const listKey = (list: string, value: string) => `l\u0000${list}\u0000${value}`;
const velocityKey = (e: { count: string; of: string; window_seconds: number }) => `v\u0000${e.count}\u0000${e.of}\u0000${e.window_seconds}`;

/**
 * Run every rule of the policy, in order, over the facts of one resolution. The lookups the rules can make (list
 * memberships, velocity counts) are started first, all at once and each distinct one once; then every condition is
 * evaluated synchronously, reading fields and the fetched lookups (and recording what it read, short-circuit included).
 */
export async function evaluatePolicy(doc: PolicyDocument, facts: Facts): Promise<PolicyResult> {
  const memo: Memo = new Map();
  const pending: Promise<void>[] = [];
  const fetch = (key: string, run: () => Promise<unknown>) => {
    if (memo.has(key)) return;
    memo.set(key, IN_FLIGHT);
    pending.push(
      run().then(
        (value) => void memo.set(key, { ok: true, value }),
        (error: unknown) => void memo.set(key, { ok: false, error: error instanceof Error ? error : new Error(String(error)) }),
      ),
    );
  };
  const prefetch = (e: Expr): void => {
    if (!('op' in e)) return;
    if (e.op === 'velocity') return fetch(velocityKey(e), () => facts.velocity(e.count, e.of, e.window_seconds));
    if (e.op === 'in_list') {
      let v: unknown;
      try {
        v = evaluate(e.args[0]!, facts, [], memo);
      } catch {
        return; // the rule fails when it is evaluated
      }
      if (typeof v === 'string') fetch(listKey(e.list, v), () => facts.inList(e.list, v));
      return;
    }
    for (const a of e.args) prefetch(a);
  };
  for (const rule of doc.rules) prefetch(rule.when);
  await Promise.all(pending);

  const results: RuleResult[] = [];
  const points: { code: string; points: number; rule: string }[] = [];
  const tags: string[] = [];
  const listAdds: { list: string; touchpoint: string; expiresInDays?: number; rule: string }[] = [];
  const failed: { rule: string; error: string }[] = [];
  let outcome: Outcome = 'approve';
  for (const rule of doc.rules) {
    const reads: Read[] = [];
    try {
      const v = evaluate(rule.when, facts, reads, memo);
      if (v !== true && v !== false && v !== null) throw new RuleFailure(`the condition gave ${typeOf(v)}, not a boolean`);
      const matched = v === true;
      results.push({ id: rule.id, name: rule.name, matched, reads, actions: matched ? rule.actions : [] });
      if (!matched) continue;
      for (const a of rule.actions) {
        if (a.type === 'points') points.push({ code: a.code, points: a.points, rule: rule.id });
        else if (a.type === 'decision') {
          if (SEVERITY[a.outcome] > SEVERITY[outcome]) outcome = a.outcome;
        } else if (a.type === 'tag') {
          if (!tags.includes(a.tag)) tags.push(a.tag);
        } else listAdds.push({ list: a.list, touchpoint: a.touchpoint, ...(a.expires_in_days ? { expiresInDays: a.expires_in_days } : {}), rule: rule.id });
      }
    } catch (err) {
      const error = err instanceof RuleFailure || (err as { name?: string }).name === 'UnknownList' ? (err as Error).message : `lookup failed: ${(err as Error).message}`;
      results.push({ id: rule.id, name: rule.name, matched: false, reads, actions: [], error });
      failed.push({ rule: rule.id, error });
    }
  }
  return { outcome, rules: results, points, tags, listAdds, failed };
}

function typeOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

function looked(memo: Memo, key: string): unknown {
  const r = memo.get(key);
  if (!r) throw new RuleFailure('lookup not fetched');
  if (!r.ok) throw r.error;
  return r.value;
}

/** One expression's value. null is "absent" (a source that gave nothing): comparisons with it are false. */
export function evaluate(e: Expr, facts: Facts, reads: Read[], memo: Memo): unknown {
  if ('lit' in e) return e.lit;
  if ('ref' in e) {
    const v = facts.field(e.ref) ?? null;
    reads.push({ expr: e.ref, value: v });
    return v;
  }
  switch (e.op) {
    case 'and': {
      for (const a of e.args) {
        const v = evaluate(a, facts, reads, memo);
        if (v !== true) return v === false || v === null ? false : fail('and', v);
      }
      return true;
    }
    case 'or': {
      for (const a of e.args) {
        const v = evaluate(a, facts, reads, memo);
        if (v === true) return true;
        if (v !== false && v !== null) return fail('or', v);
      }
      return false;
    }
    case 'not': {
      const v = evaluate(e.args[0]!, facts, reads, memo);
      if (v === null) return false;
      if (typeof v !== 'boolean') return fail('not', v);
      return !v;
    }
    case 'has': {
      const v = evaluate(e.args[0]!, facts, reads, memo);
      return v !== null && v !== undefined;
    }
    case 'in_list': {
      const v = evaluate(e.args[0]!, facts, reads, memo);
      if (v === null) return false;
      if (typeof v !== 'string') return fail('in_list', v);
      const found = looked(memo, listKey(e.list, v)) as boolean;
      reads.push({ expr: show(e), value: found });
      return found;
    }
    case 'velocity': {
      const n = looked(memo, velocityKey(e)) as number | null;
      reads.push({ expr: show(e), value: n });
      return n;
    }
    default: {
      const a = evaluate(e.args[0]!, facts, reads, memo);
      const b = evaluate(e.args[1]!, facts, reads, memo);
      return binary(e.op, a, b);
    }
  }
}

function fail(op: string, v: unknown): never {
  throw new RuleFailure(`${op} needs booleans, got ${typeOf(v)}`);
}

function binary(op: string, a: unknown, b: unknown): boolean {
  if (op === '==') return equal(a, b);
  if (op === '!=') return !equal(a, b);
  if (a === null || b === null) return false;
  switch (op) {
    case 'in':
      if (!Array.isArray(b)) throw new RuleFailure(`in needs a list on its right, got ${typeOf(b)}`);
      return b.some((x) => equal(a, x));
    case 'matches':
    case 'starts_with':
    case 'ends_with':
    case 'contains': {
      if (typeof a !== 'string' || typeof b !== 'string') throw new RuleFailure(`${op} needs strings, got ${typeOf(a)} and ${typeOf(b)}`);
      if (op === 'starts_with') return a.startsWith(b);
      if (op === 'ends_with') return a.endsWith(b);
      if (op === 'contains') return a.includes(b);
      // RE2 semantics (linear in the text) on a bounded text: a pattern cannot run away.
      if (a.length > MAX_MATCH_INPUT) throw new RuleFailure(`matches: text longer than ${MAX_MATCH_INPUT} characters`);
      return compiled(b).test(a);
    }
    default: {
      if (typeof a === 'number' && typeof b === 'number') return compare(op, a, b);
      if (typeof a === 'string' && typeof b === 'string') return compare(op, a, b);
      throw new RuleFailure(`${op} compares numbers or strings, got ${typeOf(a)} and ${typeOf(b)}`);
    }
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  return a === b;
}

function compare<T extends number | string>(op: string, a: T, b: T): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}
