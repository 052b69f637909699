/**
 * The one evaluator of the canonical rule form (ast.ts): live calls and backtests both run it. A policy version is
 * compiled once into closures (compilePolicy, cached per document): the tree is walked at compile time, not per call,
 * each expression's text for the explanation is made once, each `matches` pattern compiled once, and every distinct
 * lookup gets a slot. Per call the lookups (list memberships, velocity counts) that some rule reaches whatever the
 * call's values are fetched first — synchronously when the store can (SQLite), otherwise all at once — then every
 * condition runs over the fields and the fetched lookups; a lookup behind a condition (`score < 300 && in_list(…)`)
 * is made only when a rule reaches it (synchronously on SQLite; with a promise, the rule runs again once answered).
 * Every value a rule read can be recorded with it, so each decision can be explained later. A rule
 * whose evaluation fails (a type mismatch, a lookup that throws) is skipped and reported, never thrown.
 */
import { RE2JS } from 're2js';
import { MAX_MATCH_INPUT, SEVERITY, show, type Action, type Expr, type Outcome, type PolicyDocument } from './ast.js';

/** What a rule can read of one resolution. A lookup answers at once (a synchronous store) or with a promise. */
export interface Facts {
  /** A field of the resolution by dotted path (docs/rules.md#fields); an absent path reads as null. */
  field(path: string): unknown;
  /** Whether `value` is an unexpired item of the account's list `list`; throws UnknownList for a list it lacks. */
  inList(list: string, value: string): boolean | Promise<boolean>;
  /** Distinct `count` identifiers (or resolutions) linked to the call's `of` touch point in the window; null: the call has none. */
  velocity(count: string, of: string, windowSeconds: number): number | null | Promise<number | null>;
  /**
   * Optional: every velocity count of the call at once (one statement on SQLite), or null when they cannot be answered
   * at once; velocity() is then asked one by one. Throws when the read fails (each count's rule then fails).
   */
  velocities?(reads: readonly { count: string; of: string; windowSeconds: number }[]): readonly (number | null)[] | null;
  /** Optional: every list membership of the call at once (a boolean or the lookup's error each), or null: inList one by one. */
  inLists?(reads: readonly { list: string; value: string }[]): readonly (boolean | Error)[] | null;
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

/** A matched rule as the answer's `decision` block lists it (made once per policy version, shared by every call). */
export interface MatchedRule {
  readonly id: string;
  readonly name: string;
  readonly actions: readonly Action[];
}

export interface PolicyResult {
  /** The most severe outcome of the matched rules; `approve` when none set one. */
  readonly outcome: Outcome;
  readonly rules: readonly RuleResult[];
  /** The rules that matched, in order, as the answer lists them. */
  readonly matched: readonly MatchedRule[];
  readonly points: readonly { code: string; points: number; rule: string }[];
  readonly tags: readonly string[];
  readonly listAdds: readonly { list: string; touchpoint: string; expiresInDays?: number; rule: string }[];
  readonly failed: readonly { rule: string; error: string }[];
}

/**
 * Which rules keep the values they read: `all` (explanations, tests), `decisive` (the rules that matched or failed:
 * what a live call stores; the others are listed with `matched: false` and no reads), `none` (backtests).
 */
export type ReadsMode = 'all' | 'decisive' | 'none';

/** A value of the wrong type for its operation: the rule is skipped. */
export class RuleFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleFailure';
  }
}

/** A lookup's outcome. */
type Looked = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: Error };
/** The memo's entry while a lookup is in flight (one object: making an Error per lookup costs a stack trace each). */
const IN_FLIGHT: Looked = { ok: false, error: new RuleFailure('lookup not finished') };
const NOT_FETCHED = new RuleFailure('lookup not fetched');

/** What one call's conditions run over. */
interface Env {
  readonly facts: Facts;
  /** The values read, when they are recorded; null otherwise. */
  reads: Read[] | null;
  /** List memberships by `list\0value`. */
  readonly lists: Map<string, Looked>;
  /** Velocity counts by slot. */
  readonly velocities: (Looked | undefined)[];
  /**
   * Whether a lookup not fetched beforehand is made when a condition reaches it (while the rules run); false while the
   * lookups are fetched (a lookup's argument that reads another lookup then reads it as not fetched, as before).
   */
  lazy: boolean;
}

/**
 * Thrown by a lookup made while the rules run that answers with a promise (PostgreSQL, a list not cached): the rule is
 * run again from its start once it is answered (conditions are pure). Not an Error: no stack trace is made.
 */
class Suspend {
  constructor(readonly wait: Promise<void>) {}
}

type Fn = (env: Env) => unknown;

interface CompiledRule {
  readonly id: string;
  readonly name: string;
  readonly actions: readonly Action[];
  readonly when: Fn;
  /** Its entry in the answer's block when it matched (one object per version, not one per call). */
  readonly block: MatchedRule;
  /** Its result when it did not match and its reads are not kept (one frozen object per version). */
  readonly unmatched: RuleResult;
  /** Its points actions (summed into the score when it matched). */
  readonly points: readonly { code: string; points: number; rule: string }[];
}

interface ListLookup {
  readonly list: string;
  /** The looked-up value's expression (evaluated once more, unrecorded, to fetch before the rules run). */
  readonly arg: Fn;
  /**
   * Fetched before the rules run (with the others, in one statement on SQLite): some rule reaches it whatever the
   * call's values. A lookup behind a condition (`score < 300 && in_list(…)`, the second operand of `or`) is made only
   * when a rule reaches it while the rules run (compile time decides which: PolicyCompiler.sure).
   */
  eager: boolean;
}

interface VelocityLookup {
  readonly count: string;
  readonly of: string;
  readonly windowSeconds: number;
  /** As ListLookup.eager. */
  eager: boolean;
}

export interface CompiledPolicy {
  readonly rules: readonly CompiledRule[];
  readonly lists: readonly ListLookup[];
  readonly velocities: readonly VelocityLookup[];
  /** The slots of the velocity counts fetched before the rules run (eager). */
  readonly eagerVelocities: readonly number[];
  /** The heads of the fields the rules read (`email`, `input`, `score`...): a caller may skip what no rule reads. */
  readonly heads: ReadonlySet<string>;
  run(facts: Facts, reads?: ReadsMode): PolicyResult | Promise<PolicyResult>;
}

const compiledDocs = new WeakMap<PolicyDocument, CompiledPolicy>();

/** The compiled form of a document (made once per document object). */
export function compilePolicy(doc: PolicyDocument): CompiledPolicy {
  let c = compiledDocs.get(doc);
  if (!c) {
    c = new PolicyCompiler().compile(doc);
    compiledDocs.set(doc, c);
  }
  return c;
}

/** Run every rule of the policy, in order, over the facts of one resolution (every rule's reads recorded). */
export async function evaluatePolicy(doc: PolicyDocument, facts: Facts, reads: ReadsMode = 'all'): Promise<PolicyResult> {
  return compilePolicy(doc).run(facts, reads);
}

const NO_READS: readonly Read[] = Object.freeze([]);
const NO_ACTIONS: readonly Action[] = Object.freeze([]);

/**
 * JSON text made once per policy version for the parts of a result that do not change per call: a rule's frozen
 * `unmatched` result, its actions. ruleResultJson uses them so that storing a decision does not walk the 50 rules'
 * objects again per call (the text is the same as JSON.stringify's: rules.test.ts checks it).
 */
const FIXED_JSON = new WeakMap<object, string>([[NO_ACTIONS, '[]']]);

/** A matched rule's result up to its reads (`{"id":…,"name":…,"matched":true,"reads":`), by its actions array. */
const MATCHED_HEAD = new WeakMap<object, { readonly id: string; readonly name: string; readonly text: string }>();

/** The JSON text of one rule's result, byte for byte what JSON.stringify(result) gives. */
export function ruleResultJson(r: RuleResult): string {
  const fixed = FIXED_JSON.get(r);
  if (fixed !== undefined) return fixed;
  const reads = r.reads.length === 0 ? '[]' : JSON.stringify(r.reads);
  const head = r.matched && r.error === undefined ? MATCHED_HEAD.get(r.actions) : undefined;
  if (head !== undefined && head.id === r.id && head.name === r.name) return `${head.text}${reads},"actions":${FIXED_JSON.get(r.actions)!}}`;
  const actions = FIXED_JSON.get(r.actions) ?? JSON.stringify(r.actions);
  return `{"id":${JSON.stringify(r.id)},"name":${JSON.stringify(r.name)},"matched":${r.matched},"reads":${reads},"actions":${actions}${r.error === undefined ? '' : `,"error":${JSON.stringify(r.error)}`}}`;
}

/** Each rule's frozen `unmatched` result: what a compact stored record leaves out (docs/rules.md#explaining-a-decision). */
const UNMATCHED = new WeakSet<object>();

/** A matched rule's compact entry up to its reads (`{"id":…,"matched":true,"reads":`), by its actions array. */
const COMPACT_HEAD = new WeakMap<object, { readonly id: string; readonly text: string }>();

/**
 * The compact stored entry of one rule's result, or null for a rule that did not match, did not fail and read nothing
 * (its frozen unmatched result: the policy version lists it). The entry is the result without `name` and `actions`
 * (both in the version's document): `{"id":…,"matched":…,"reads":[…]}` plus `"error"` for a rule that failed.
 * expandStoredRules makes the full result back from it, the same JSON as ruleResultJson's.
 */
export function compactRuleJson(r: RuleResult): string | null {
  if (UNMATCHED.has(r)) return null;
  const reads = r.reads.length === 0 ? '[]' : JSON.stringify(r.reads);
  const head = r.matched && r.error === undefined ? COMPACT_HEAD.get(r.actions) : undefined;
  if (head !== undefined && head.id === r.id) return `${head.text}${reads}}`;
  if (!r.matched && r.error === undefined && r.reads.length === 0) return null;
  return `{"id":${JSON.stringify(r.id)},"matched":${r.matched},"reads":${reads}${r.error === undefined ? '' : `,"error":${JSON.stringify(r.error)}`}}`;
}

/** A rule as a compact stored record keeps it (compactRuleJson). */
export interface StoredRule {
  readonly id: string;
  readonly matched: boolean;
  readonly reads: readonly Read[];
  readonly error?: string;
}

/**
 * The full result of every rule of `rules` (a policy version's, in order) from a compact record's entries (the rules
 * that matched, failed or read something, in the same order): what the record held before it was stored compact,
 * key for key. null when the entries do not fit the rules (not that version's record).
 */
export function expandStoredRules(rules: readonly { readonly id: string; readonly name: string; readonly actions: readonly Action[] }[], stored: readonly StoredRule[]): RuleResult[] | null {
  const out: RuleResult[] = [];
  let j = 0;
  for (const rule of rules) {
    const e = stored[j];
    if (e === undefined || e.id !== rule.id) {
      out.push({ id: rule.id, name: rule.name, matched: false, reads: NO_READS, actions: NO_ACTIONS });
      continue;
    }
    j += 1;
    if (typeof e.matched !== 'boolean' || !Array.isArray(e.reads)) return null;
    const full: { -readonly [K in keyof RuleResult]: RuleResult[K] } = { id: rule.id, name: rule.name, matched: e.matched, reads: e.reads, actions: e.matched ? rule.actions : NO_ACTIONS };
    if (e.error !== undefined) full.error = e.error;
    out.push(full);
  }
  return j === stored.length ? out : null;
}

/** The JSON text of a list of points entries (each a rule's frozen entry, its text made once), as JSON.stringify gives. */
export function pointsJson(points: readonly object[]): string {
  let out = '[';
  for (let i = 0; i < points.length; i++) out += (i === 0 ? '' : ',') + (FIXED_JSON.get(points[i]!) ?? JSON.stringify(points[i]));
  return `${out}]`;
}

const listKey = (list: string, value: string) => `${list}\u0000${value}`;

function typeOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

function fail(op: string, v: unknown): never {
  throw new RuleFailure(`${op} needs booleans, got ${typeOf(v)}`);
}

function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  return a === b;
}

function unwrap(r: Looked | undefined): unknown {
  if (!r) throw NOT_FETCHED;
  if (!r.ok) throw r.error;
  return r.value;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const isPromise = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

class PolicyCompiler {
  private readonly lists: ListLookup[] = [];
  private readonly velocities: VelocityLookup[] = [];
  private readonly velocitySlots = new Map<string, number>();
  private readonly heads = new Set<string>();
  /** Each `in_list` node's lookup (PolicyCompiler.sure). */
  private readonly listOf = new Map<Expr, ListLookup>();

  compile(doc: PolicyDocument): CompiledPolicy {
    const rules = doc.rules.map((r): CompiledRule => {
      const actions = Object.freeze([...r.actions]);
      const unmatched: RuleResult = Object.freeze({ id: r.id, name: r.name, matched: false, reads: NO_READS, actions: NO_ACTIONS });
      FIXED_JSON.set(actions, JSON.stringify(actions));
      FIXED_JSON.set(unmatched, JSON.stringify(unmatched));
      UNMATCHED.add(unmatched);
      COMPACT_HEAD.set(actions, { id: r.id, text: `{"id":${JSON.stringify(r.id)},"matched":true,"reads":` });
      MATCHED_HEAD.set(actions, { id: r.id, name: r.name, text: `{"id":${JSON.stringify(r.id)},"name":${JSON.stringify(r.name)},"matched":true,"reads":` });
      const points = Object.freeze(actions.flatMap((a) => (a.type === 'points' ? [Object.freeze({ code: a.code, points: a.points, rule: r.id })] : [])));
      for (const p of points) FIXED_JSON.set(p, JSON.stringify(p));
      return {
        id: r.id,
        name: r.name,
        actions,
        when: this.expr(r.when),
        block: Object.freeze({ id: r.id, name: r.name, actions }),
        unmatched,
        points,
      };
    });
    // The lookups some rule reaches whatever the values are fetched first, together; the others when reached.
    for (const r of doc.rules) this.sure(r.when);
    const eagerVelocities = this.velocities.flatMap((v, i) => (v.eager ? [i] : []));
    const p = { rules, lists: this.lists, velocities: this.velocities, eagerVelocities };
    return { ...p, heads: this.heads, run: (facts, reads = 'all') => runPolicy(p, facts, reads) };
  }

  /**
   * Mark the lookups an expression always reaches when it is evaluated (unless an earlier part of it throws): the
   * first operand of `and`/`or` (the others only when it did not decide), both operands of every other operator, the
   * argument of `not`, `has` and `in_list`, and the `in_list` or `velocity` itself.
   */
  private sure(e: Expr): void {
    if ('lit' in e || 'ref' in e) return;
    switch (e.op) {
      case 'and':
      case 'or':
        this.sure(e.args[0]!);
        return;
      case 'in_list':
        this.sure(e.args[0]!);
        this.listOf.get(e)!.eager = true;
        return;
      case 'velocity':
        this.velocities[this.velocitySlots.get(`${e.count}\u0000${e.of}\u0000${e.window_seconds}`)!]!.eager = true;
        return;
      default:
        for (const a of e.args) this.sure(a);
    }
  }

  private expr(e: Expr): Fn {
    if ('lit' in e) {
      const v = e.lit;
      return () => v;
    }
    if ('ref' in e) {
      const path = e.ref;
      const dot = path.indexOf('.');
      this.heads.add(dot < 0 ? path : path.slice(0, dot));
      return (env) => {
        const v = env.facts.field(path) ?? null;
        if (env.reads) env.reads.push({ expr: path, value: v });
        return v;
      };
    }
    switch (e.op) {
      case 'and': {
        const args = e.args.map((a) => this.expr(a));
        // Indexed loops in the closures that run per call (here and below): `for…of` made an iterator per run.
        return (env) => {
          for (let i = 0; i < args.length; i++) {
            const v = args[i]!(env);
            if (v !== true) return v === false || v === null ? false : fail('and', v);
          }
          return true;
        };
      }
      case 'or': {
        const args = e.args.map((a) => this.expr(a));
        return (env) => {
          for (let i = 0; i < args.length; i++) {
            const v = args[i]!(env);
            if (v === true) return true;
            if (v !== false && v !== null) return fail('or', v);
          }
          return false;
        };
      }
      case 'not': {
        const a = this.expr(e.args[0]!);
        return (env) => {
          const v = a(env);
          if (v === null) return false;
          if (typeof v !== 'boolean') return fail('not', v);
          return !v;
        };
      }
      case 'has': {
        const a = this.expr(e.args[0]!);
        return (env) => {
          const v = a(env);
          return v !== null && v !== undefined;
        };
      }
      case 'in_list': {
        const arg = this.expr(e.args[0]!);
        const list = e.list;
        const text = show(e);
        const lookup: ListLookup = { list, arg, eager: false };
        this.lists.push(lookup);
        this.listOf.set(e, lookup);
        return (env) => {
          const v = arg(env);
          if (v === null) return false;
          if (typeof v !== 'string') return fail('in_list', v);
          const key = listKey(list, v);
          const found = unwrap(env.lists.get(key) ?? lookListNow(env, list, v, key)) as boolean;
          if (env.reads) env.reads.push({ expr: text, value: found });
          return found;
        };
      }
      case 'velocity': {
        const key = `${e.count}\u0000${e.of}\u0000${e.window_seconds}`;
        let slot = this.velocitySlots.get(key);
        if (slot === undefined) {
          slot = this.velocities.length;
          this.velocitySlots.set(key, slot);
          this.velocities.push({ count: e.count, of: e.of, windowSeconds: e.window_seconds, eager: false });
        }
        const at = slot;
        const lookup = this.velocities[at]!;
        const text = show(e);
        return (env) => {
          const n = unwrap(env.velocities[at] ?? lookVelocityNow(env, at, lookup)) as number | null;
          if (env.reads) env.reads.push({ expr: text, value: n });
          return n;
        };
      }
      default:
        return this.binary(e.op, this.expr(e.args[0]!), e.args[1]!);
    }
  }

  private binary(op: string, left: Fn, rightExpr: Expr): Fn {
    const right = this.expr(rightExpr);
    switch (op) {
      case '==':
        return (env) => equal(left(env), right(env));
      case '!=':
        return (env) => !equal(left(env), right(env));
      case 'in':
        return (env) => {
          const a = left(env);
          const b = right(env);
          if (a === null || b === null) return false;
          if (!Array.isArray(b)) throw new RuleFailure(`in needs a list on its right, got ${typeOf(b)}`);
          for (let i = 0; i < b.length; i++) if (equal(a, b[i])) return true;
          return false;
        };
      case 'matches': {
        // The pattern is a literal (validated at upload): compiled here, once per policy version.
        const pattern = 'lit' in rightExpr && typeof rightExpr.lit === 'string' ? RE2JS.compile(rightExpr.lit) : null;
        return (env) => {
          const a = left(env);
          const b = right(env);
          if (a === null || b === null) return false;
          if (typeof a !== 'string' || typeof b !== 'string') throw new RuleFailure(`matches needs strings, got ${typeOf(a)} and ${typeOf(b)}`);
          // RE2 semantics (linear in the text) on a bounded text: a pattern cannot run away.
          if (a.length > MAX_MATCH_INPUT) throw new RuleFailure(`matches: text longer than ${MAX_MATCH_INPUT} characters`);
          return (pattern ?? RE2JS.compile(b)).test(a);
        };
      }
      case 'starts_with':
      case 'ends_with':
      case 'contains': {
        const test = op === 'starts_with' ? (a: string, b: string) => a.startsWith(b) : op === 'ends_with' ? (a: string, b: string) => a.endsWith(b) : (a: string, b: string) => a.includes(b);
        return (env) => {
          const a = left(env);
          const b = right(env);
          if (a === null || b === null) return false;
          if (typeof a !== 'string' || typeof b !== 'string') throw new RuleFailure(`${op} needs strings, got ${typeOf(a)} and ${typeOf(b)}`);
          return test(a, b);
        };
      }
      default: {
        const cmp =
          op === '<' ? (a: number | string, b: number | string) => a < b : op === '<=' ? (a: number | string, b: number | string) => a <= b : op === '>' ? (a: number | string, b: number | string) => a > b : (a: number | string, b: number | string) => a >= b;
        return (env) => {
          const a = left(env);
          const b = right(env);
          if (a === null || b === null) return false;
          if ((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string')) return cmp(a, b);
          throw new RuleFailure(`${op} compares numbers or strings, got ${typeOf(a)} and ${typeOf(b)}`);
        };
      }
    }
  }
}

/** Fetch the lookups of the policy for one call: each distinct one once; synchronous answers are taken at once. */
function fetchLookups(p: { lists: readonly ListLookup[]; velocities: readonly VelocityLookup[]; eagerVelocities: readonly number[] }, env: Env): Promise<unknown> | null {
  let pending: Promise<unknown>[] | null = null;
  let batch: readonly (number | null)[] | null = null;
  const eager = p.eagerVelocities;
  if (eager.length > 0 && env.facts.velocities) {
    try {
      batch = env.facts.velocities(eager.length === p.velocities.length ? p.velocities : eager.map((i) => p.velocities[i]!));
    } catch (error) {
      const failed: Looked = { ok: false, error: asError(error) };
      for (const i of eager) env.velocities[i] = failed;
      batch = [];
    }
    if (batch) for (let j = 0; j < batch.length; j++) env.velocities[eager[j]!] = { ok: true, value: batch[j] };
  }
  if (!batch) {
    for (const i of eager) {
      const v = p.velocities[i]!;
      try {
        const r = env.facts.velocity(v.count, v.of, v.windowSeconds);
        if (isPromise(r)) {
          env.velocities[i] = IN_FLIGHT;
          (pending ??= []).push(
            r.then(
              (value) => void (env.velocities[i] = { ok: true, value }),
              (error: unknown) => void (env.velocities[i] = { ok: false, error: asError(error) }),
            ),
          );
        } else env.velocities[i] = { ok: true, value: r };
      } catch (error) {
        env.velocities[i] = { ok: false, error: asError(error) };
      }
    }
  }
  // The distinct (list, value) pairs of the call: a value whose expression fails or is not a string is not looked up
  // (the rule fails or reads false when it is evaluated).
  let wanted: { key: string; list: string; value: string }[] | null = null;
  for (const l of p.lists) {
    if (!l.eager) continue;
    let v: unknown;
    try {
      v = l.arg(env);
    } catch {
      continue;
    }
    if (typeof v !== 'string') continue;
    const key = listKey(l.list, v);
    if (env.lists.has(key)) continue;
    env.lists.set(key, IN_FLIGHT);
    (wanted ??= []).push({ key, list: l.list, value: v });
  }
  if (!wanted) return pending ? Promise.all(pending) : null;
  const answers = env.facts.inLists?.(wanted) ?? null;
  if (answers) {
    for (let i = 0; i < wanted.length; i++) {
      const a = answers[i];
      env.lists.set(wanted[i]!.key, a instanceof Error ? { ok: false, error: a } : { ok: true, value: a });
    }
    return pending ? Promise.all(pending) : null;
  }
  for (const w of wanted) {
    const key = w.key;
    try {
      const r = env.facts.inList(w.list, w.value);
      if (isPromise(r)) {
        (pending ??= []).push(
          r.then(
            (value) => void env.lists.set(key, { ok: true, value }),
            (error: unknown) => void env.lists.set(key, { ok: false, error: asError(error) }),
          ),
        );
      } else env.lists.set(key, { ok: true, value: r });
    } catch (error) {
      env.lists.set(key, { ok: false, error: asError(error) });
    }
  }
  return pending ? Promise.all(pending) : null;
}

function runPolicy(
  p: { rules: readonly CompiledRule[]; lists: readonly ListLookup[]; velocities: readonly VelocityLookup[]; eagerVelocities: readonly number[] },
  facts: Facts,
  mode: ReadsMode,
): PolicyResult | Promise<PolicyResult> {
  const env: Env = { facts, reads: null, lists: new Map(), velocities: [], lazy: false };
  const pending = fetchLookups(p, env);
  const go = () => {
    env.lazy = true;
    return decide(p.rules, env, mode, newTally(), 0);
  };
  return pending ? pending.then(go) : go();
}

/** A list membership no rule reached before the rules ran, made when one reaches it (undefined while fetching). */
function lookListNow(env: Env, list: string, value: string, key: string): Looked | undefined {
  if (!env.lazy) return undefined;
  let r: boolean | Promise<boolean>;
  try {
    r = env.facts.inList(list, value);
  } catch (error) {
    const failed: Looked = { ok: false, error: asError(error) };
    env.lists.set(key, failed);
    return failed;
  }
  if (isPromise(r)) {
    env.lists.set(key, IN_FLIGHT);
    throw new Suspend(
      r.then(
        (v) => void env.lists.set(key, { ok: true, value: v }),
        (error: unknown) => void env.lists.set(key, { ok: false, error: asError(error) }),
      ),
    );
  }
  const got: Looked = { ok: true, value: r };
  env.lists.set(key, got);
  return got;
}

/** A velocity count no rule reached before the rules ran, made when one reaches it (undefined while fetching). */
function lookVelocityNow(env: Env, at: number, v: VelocityLookup): Looked | undefined {
  if (!env.lazy) return undefined;
  let r: number | null | Promise<number | null>;
  try {
    r = env.facts.velocity(v.count, v.of, v.windowSeconds);
  } catch (error) {
    return (env.velocities[at] = { ok: false, error: asError(error) });
  }
  if (isPromise(r)) {
    env.velocities[at] = IN_FLIGHT;
    throw new Suspend(
      r.then(
        (value) => void (env.velocities[at] = { ok: true, value }),
        (error: unknown) => void (env.velocities[at] = { ok: false, error: asError(error) }),
      ),
    );
  }
  return (env.velocities[at] = { ok: true, value: r });
}

/** What the rules decided so far (decide runs on from a rule after a lookup it reached was answered). */
interface Tally {
  readonly results: RuleResult[];
  readonly matched: MatchedRule[];
  readonly points: { code: string; points: number; rule: string }[];
  readonly tags: string[];
  readonly listAdds: { list: string; touchpoint: string; expiresInDays?: number; rule: string }[];
  readonly failed: { rule: string; error: string }[];
  outcome: Outcome;
}

const newTally = (): Tally => ({ results: [], matched: [], points: [], tags: [], listAdds: [], failed: [], outcome: 'approve' });


function errorText(err: unknown): string {
  return err instanceof RuleFailure || (err as { name?: string }).name === 'UnknownList' ? (err as Error).message : `lookup failed: ${(err as Error).message}`;
}

/**
 * Every condition, in order from rule `from`, over the fetched lookups: synchronous unless a rule reaches a lookup
 * not fetched before that answers with a promise; that rule then runs again from its start once it is answered.
 */
function decide(rules: readonly CompiledRule[], env: Env, mode: ReadsMode, t: Tally, from: number): PolicyResult | Promise<PolicyResult> {
  const { results, matched: matchedRules, points, tags, listAdds, failed } = t;
  for (let i = from; i < rules.length; i++) {
    const rule = rules[i]!;
    // Reads are recorded while the condition runs (all), or by running it once more when it matched or failed
    // (decisive): conditions are pure over the call's fields and fetched lookups, so the second run reads the same.
    env.reads = mode === 'all' ? [] : null;
    let error: string | undefined;
    let matched = false;
    try {
      const v = rule.when(env);
      if (v !== true && v !== false && v !== null) throw new RuleFailure(`the condition gave ${typeOf(v)}, not a boolean`);
      matched = v === true;
    } catch (err) {
      if (err instanceof Suspend) return err.wait.then(() => decide(rules, env, mode, t, i));
      error = errorText(err);
    }
    if (!matched && error === undefined && mode !== 'all') {
      // Nothing to record: the version's own frozen entry, no allocation per call.
      results.push(rule.unmatched);
      continue;
    }
    let reads: readonly Read[] = env.reads ?? NO_READS;
    if (mode === 'decisive') {
      const again: Read[] = [];
      env.reads = again;
      try {
        rule.when(env);
      } catch {
        // the same failure as above
      }
      reads = again;
    }
    if (error !== undefined) {
      results.push({ id: rule.id, name: rule.name, matched: false, reads, actions: NO_ACTIONS, error });
      failed.push({ rule: rule.id, error });
      continue;
    }
    if (!matched) {
      results.push(reads.length === 0 ? rule.unmatched : { id: rule.id, name: rule.name, matched: false, reads, actions: NO_ACTIONS });
      continue;
    }
    results.push({ id: rule.id, name: rule.name, matched: true, reads, actions: rule.actions });
    matchedRules.push(rule.block);
    for (let j = 0; j < rule.points.length; j++) points.push(rule.points[j]!);
    for (let j = 0; j < rule.actions.length; j++) {
      const a = rule.actions[j]!;
      if (a.type === 'decision') {
        if (SEVERITY[a.outcome] > SEVERITY[t.outcome]) t.outcome = a.outcome;
      } else if (a.type === 'tag') {
        if (!tags.includes(a.tag)) tags.push(a.tag);
      } else if (a.type === 'add_to_list') listAdds.push({ list: a.list, touchpoint: a.touchpoint, ...(a.expires_in_days ? { expiresInDays: a.expires_in_days } : {}), rule: rule.id });
    }
  }
  env.reads = null;
  return { outcome: t.outcome, rules: results, matched: matchedRules, points, tags, listAdds, failed };
}
