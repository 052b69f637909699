/**
 * The one canonical form of a policy: typed JSON (TypeBox), validated on upload, hashed for its version. The CEL text
 * form (cel.ts) compiles to this form; the evaluator (evaluate.ts) runs only this form. STYLE.md item 17.
 *
 *   Expr := {lit: scalar | scalar[]}                  a literal
 *         | {ref: "email.domain_details.is_free"}     a field of the resolution (docs/rules.md#fields)
 *         | {op: "and" | "or", args: Expr[]}          short-circuit
 *         | {op: "not", args: [Expr]}
 *         | {op: "==" | "!=" | "<" | "<=" | ">" | ">=", args: [Expr, Expr]}
 *         | {op: "in", args: [Expr, Expr]}            element of a list (reason_codes, a literal list)
 *         | {op: "matches" | "starts_with" | "ends_with" | "contains", args: [Expr, Expr]}
 *         | {op: "has", args: [{ref}]}                the field is present and not null
 *         | {op: "in_list", list: "name", args: [Expr]}
 *         | {op: "velocity", count: kind, of: kind, window_seconds: n}
 */
import { createHash } from 'node:crypto';
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RE2JS } from 're2js';

export const COMPARISONS = ['==', '!=', '<', '<=', '>', '>='] as const;
export const STRING_OPS = ['matches', 'starts_with', 'ends_with', 'contains'] as const;
/** What a velocity condition counts: distinct identifiers of a kind, or resolutions. */
export const VELOCITY_COUNTS = ['email', 'phone', 'ip', 'name', 'device', 'resolution'] as const;
/** The touch point of the call the count is about. */
export const VELOCITY_OF = ['email', 'phone', 'ip', 'name', 'device'] as const;
export const OUTCOMES = ['approve', 'review', 'decline'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Severity order: the most severe outcome of the matched rules wins. */
export const SEVERITY: Readonly<Record<Outcome, number>> = { approve: 0, review: 1, decline: 2 };
/** Longest window of a velocity condition: 90 days. */
export const MAX_WINDOW_SECONDS = 90 * 86_400;
/** Regular expressions: RE2 semantics (linear time), the pattern and the text each bounded. */
export const MAX_PATTERN_LENGTH = 256;
export const MAX_MATCH_INPUT = 4096;

/** A union of string literals, typed as such (Type.Union over a mapped array would widen to string). */
const lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K] & string> }>;
const Scalar = Type.Union([Type.String({ maxLength: 1024 }), Type.Number(), Type.Boolean(), Type.Null()]);

export const Expr = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Object({ lit: Type.Union([Scalar, Type.Array(Scalar, { maxItems: 1000 })]) }, { additionalProperties: false }),
      Type.Object({ ref: Type.String({ pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*$', maxLength: 200 }) }, { additionalProperties: false }),
      Type.Object({ op: lit(['and', 'or']), args: Type.Array(Self, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal('not'), args: Type.Array(Self, { minItems: 1, maxItems: 1 }) }, { additionalProperties: false }),
      Type.Object({ op: lit([...COMPARISONS, 'in', ...STRING_OPS]), args: Type.Array(Self, { minItems: 2, maxItems: 2 }) }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal('has'), args: Type.Array(Self, { minItems: 1, maxItems: 1 }) }, { additionalProperties: false }),
      Type.Object(
        { op: Type.Literal('in_list'), list: Type.String({ minLength: 1, maxLength: 100 }), args: Type.Array(Self, { minItems: 1, maxItems: 1 }) },
        { additionalProperties: false },
      ),
      Type.Object(
        { op: Type.Literal('velocity'), count: lit(VELOCITY_COUNTS), of: lit(VELOCITY_OF), window_seconds: Type.Integer({ minimum: 60, maximum: MAX_WINDOW_SECONDS }) },
        { additionalProperties: false },
      ),
    ]),
  { $id: 'RuleExpr' },
);
export type Expr = Static<typeof Expr>;

/** A list a rule may add a touch point of the call to. */
export const LIST_TOUCHPOINTS = ['phone', 'email', 'email_domain', 'ip', 'name', 'device'] as const;

export const Action = Type.Union([
  Type.Object(
    {
      type: Type.Literal('points'),
      code: Type.String({ pattern: '^[RT]X\\d{3}$', description: "A code of the account's own catalogue: RX… (risk, points <= 0) or TX… (trust, points >= 0)" }),
      points: Type.Integer({ minimum: -2000, maximum: 2000 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('decision'), outcome: lit(OUTCOMES) }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Literal('add_to_list'),
      list: Type.String({ minLength: 1, maxLength: 100 }),
      touchpoint: lit(LIST_TOUCHPOINTS),
      expires_in_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('tag'), tag: Type.String({ pattern: '^[a-z0-9_.-]{1,64}$' }) }, { additionalProperties: false }),
]);
export type Action = Static<typeof Action>;

export const Rule = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9_-]{1,64}$', description: 'Stable id within the policy' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** The condition, in the canonical form. */
    when: Expr,
    /** The CEL text it was compiled from (kept for people; the evaluator never reads it). */
    source: Type.Optional(Type.String({ maxLength: 10_000 })),
    actions: Type.Array(Action, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type Rule = Static<typeof Rule>;

export const PolicyDocument = Type.Object(
  {
    rules: Type.Array(Rule, { maxItems: 500 }),
    /** Descriptions of the account's own reason codes the rules use (RX…/TX…). */
    codes: Type.Optional(Type.Record(Type.String({ pattern: '^[RT]X\\d{3}$' }), Type.String({ minLength: 1, maxLength: 500 }), { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type PolicyDocument = Static<typeof PolicyDocument>;

/** Every problem of a policy document, as JSON paths with messages (empty when valid). */
export function validatePolicy(doc: unknown): { field: string; message: string }[] {
  if (!Value.Check(PolicyDocument, doc)) {
    return [...Value.Errors(PolicyDocument, doc)].slice(0, 20).map((e) => ({ field: e.path || '/', message: e.message }));
  }
  const problems: { field: string; message: string }[] = [];
  const ids = new Set<string>();
  doc.rules.forEach((rule, i) => {
    if (ids.has(rule.id)) problems.push({ field: `/rules/${i}/id`, message: `duplicate rule id ${rule.id}` });
    ids.add(rule.id);
    walk(rule.when, `/rules/${i}/when`, problems, 0);
    rule.actions.forEach((a, j) => {
      if (a.type !== 'points') return;
      const at = `/rules/${i}/actions/${j}/points`;
      if (a.code.startsWith('R') && a.points > 0) problems.push({ field: at, message: `a risk code (${a.code}) cannot add points` });
      if (a.code.startsWith('T') && a.points < 0) problems.push({ field: at, message: `a trust code (${a.code}) cannot remove points` });
    });
    if (rule.actions.filter((a) => a.type === 'decision').length > 1) problems.push({ field: `/rules/${i}/actions`, message: 'at most one decision per rule' });
  });
  if (JSON.stringify(doc).includes('\\u0000')) problems.push({ field: '/', message: 'contains a NUL character' });
  return problems;
}

const MAX_DEPTH = 32;

function walk(e: Expr, at: string, problems: { field: string; message: string }[], depth: number): void {
  if (depth > MAX_DEPTH) {
    problems.push({ field: at, message: `nested deeper than ${MAX_DEPTH}` });
    return;
  }
  if (!('op' in e)) return;
  if (e.op === 'matches') {
    const p = e.args[1];
    if (!p || !('lit' in p) || typeof p.lit !== 'string') problems.push({ field: `${at}/args/1`, message: 'the pattern of matches must be a literal string' });
    else if (p.lit.length > MAX_PATTERN_LENGTH) problems.push({ field: `${at}/args/1`, message: `pattern longer than ${MAX_PATTERN_LENGTH}` });
    else {
      try {
        RE2JS.compile(p.lit);
      } catch (err) {
        problems.push({ field: `${at}/args/1`, message: `invalid RE2 pattern: ${(err as Error).message}` });
      }
    }
  }
  if (e.op === 'has' && !(e.args[0] && 'ref' in e.args[0])) problems.push({ field: `${at}/args/0`, message: 'has() takes a field' });
  if ('args' in e) e.args.forEach((a, i) => walk(a as Expr, `${at}/args/${i}`, problems, depth + 1));
}

/** JSON with object keys sorted: the same document always gives the same text, hence the same hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

export function policyHash(doc: PolicyDocument): string {
  return createHash('sha256').update(canonicalJson(doc)).digest('hex');
}

/** A readable one-line rendering of an expression (explanations, `idrisk policies show`). */
export function show(e: Expr): string {
  if ('lit' in e) return JSON.stringify(e.lit);
  if ('ref' in e) return e.ref;
  switch (e.op) {
    case 'and':
    case 'or':
      return `(${e.args.map(show).join(e.op === 'and' ? ' && ' : ' || ')})`;
    case 'not':
      return `!${show(e.args[0]!)}`;
    case 'has':
      return `has(${show(e.args[0]!)})`;
    case 'in_list':
      return `in_list(${JSON.stringify(e.list)}, ${show(e.args[0]!)})`;
    case 'velocity':
      return `velocity(${JSON.stringify(e.count)}, ${JSON.stringify(e.of)}, ${windowText(e.window_seconds)})`;
    case 'matches':
    case 'starts_with':
    case 'ends_with':
    case 'contains':
      return `${show(e.args[0]!)}.${e.op === 'starts_with' ? 'startsWith' : e.op === 'ends_with' ? 'endsWith' : e.op}(${show(e.args[1]!)})`;
    default:
      return `${show(e.args[0]!)} ${e.op} ${show(e.args[1]!)}`;
  }
}

export function windowText(seconds: number): string {
  if (seconds % 86_400 === 0) return `"${seconds / 86_400}d"`;
  if (seconds % 3600 === 0) return `"${seconds / 3600}h"`;
  return `"${Math.round(seconds / 60)}m"`;
}

export type { TSchema };
