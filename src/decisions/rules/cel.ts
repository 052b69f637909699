/**
 * The text form of a condition for people: a subset of CEL (Common Expression Language), parsed by
 * @marcbachmann/cel-js and compiled to the canonical form (ast.ts). The evaluator never runs CEL itself, so the text
 * and the JSON form cannot disagree. Supported (docs/rules.md#text-form):
 *
 *   fields            score, email.is_disposable, input.ip, reason_codes, ...
 *   literals          "text", 12, 1.5, true, false, null, ["a", "b"]
 *   logic             a && b, a || b, !a
 *   comparisons       == != < <= > >=, x in ["a", "b"], "RE001" in reason_codes
 *   strings           s.matches("^re2$"), s.startsWith("x"), s.endsWith("x"), s.contains("x")
 *   presence          has(email.domain)
 *   lists             in_list("blocked_emails", input.email)
 *   velocity          velocity("email", "ip", "1h")   distinct emails linked to the call's IP in the last hour
 */
import { parse, type ASTNode } from '@marcbachmann/cel-js';
import { COMPARISONS, MAX_WINDOW_SECONDS, VELOCITY_COUNTS, VELOCITY_OF, type Expr } from './ast.js';

export class CelCompileError extends Error {
  constructor(
    message: string,
    readonly position: number | null,
  ) {
    super(position === null ? message : `${message} (at character ${position + 1})`);
    this.name = 'CelCompileError';
  }
}

const MAX_TEXT = 10_000;

/** Compile a CEL condition to the canonical form; throws CelCompileError with the position of the fault. */
export function compileCel(text: string): Expr {
  if (text.length > MAX_TEXT) throw new CelCompileError(`condition longer than ${MAX_TEXT} characters`, null);
  let ast: ASTNode;
  try {
    ast = parse(text).ast;
  } catch (err) {
    const e = err as { message?: string; node?: { pos?: number } };
    throw new CelCompileError(`syntax: ${(e.message ?? String(err)).split('\n')[0]}`, e.node?.pos ?? null);
  }
  return node(ast);
}

const STRING_METHODS: Readonly<Record<string, 'matches' | 'starts_with' | 'ends_with' | 'contains'>> = {
  matches: 'matches',
  startsWith: 'starts_with',
  endsWith: 'ends_with',
  contains: 'contains',
};

function node(n: ASTNode): Expr {
  const at = n.pos ?? null;
  switch (n.op) {
    case 'value':
      return { lit: scalar(n.args, at) };
    case 'id':
      return { ref: refName(n.args, at) };
    case '.': {
      const [obj, field] = n.args;
      const base = node(obj);
      if (!('ref' in base)) throw new CelCompileError('a field can only be read from another field', at);
      return { ref: `${base.ref}.${refName(field, at)}` };
    }
    case 'list': {
      const items = n.args.map((x) => {
        const v = node(x);
        if (!('lit' in v) || Array.isArray(v.lit)) throw new CelCompileError('a list holds literal values only', x.pos ?? at);
        return v.lit;
      });
      return { lit: items };
    }
    case '&&':
    case '||': {
      const op = n.op === '&&' ? 'and' : 'or';
      const args: Expr[] = [];
      for (const a of n.args) {
        const x = node(a);
        // a && b && c parses as (a && b) && c: one flat list of operands.
        if ('op' in x && x.op === op) args.push(...x.args);
        else args.push(x);
      }
      return { op, args };
    }
    case '!_':
      return { op: 'not', args: [node(n.args)] };
    case '-_': {
      const x = node(n.args);
      if ('lit' in x && typeof x.lit === 'number') return { lit: -x.lit };
      throw new CelCompileError('unary minus applies to a number literal only', at);
    }
    case 'call':
      return call(n.args[0], n.args[1], at);
    case 'rcall': {
      const [name, target, args] = n.args;
      const op = STRING_METHODS[name];
      if (!op || args.length !== 1) throw new CelCompileError(`unsupported method ${name}(); use matches, startsWith, endsWith or contains`, at);
      return { op, args: [node(target), node(args[0]!)] };
    }
    default:
      if ((COMPARISONS as readonly string[]).includes(n.op) || n.op === 'in') {
        const [a, b] = n.args as [ASTNode, ASTNode];
        return { op: n.op as (typeof COMPARISONS)[number] | 'in', args: [node(a), node(b)] };
      }
      throw new CelCompileError(`unsupported operator ${n.op}`, at);
  }
}

function call(name: string, args: readonly ASTNode[], at: number | null): Expr {
  if (name === 'has') {
    if (args.length !== 1) throw new CelCompileError('has() takes one field', at);
    const x = node(args[0]!);
    if (!('ref' in x)) throw new CelCompileError('has() takes a field', at);
    return { op: 'has', args: [x] };
  }
  if (name === 'in_list') {
    if (args.length !== 2) throw new CelCompileError('in_list(list_name, value) takes two arguments', at);
    return { op: 'in_list', list: stringLit(args[0]!, 'the list name'), args: [node(args[1]!)] };
  }
  if (name === 'velocity') {
    if (args.length !== 3) throw new CelCompileError('velocity(count, of, window) takes three arguments, e.g. velocity("email", "ip", "1h")', at);
    const count = stringLit(args[0]!, 'what velocity counts');
    const of = stringLit(args[1]!, 'the touch point of velocity');
    if (!(VELOCITY_COUNTS as readonly string[]).includes(count)) throw new CelCompileError(`velocity counts one of ${VELOCITY_COUNTS.join(', ')}`, args[0]!.pos);
    if (!(VELOCITY_OF as readonly string[]).includes(of)) throw new CelCompileError(`velocity is about one of ${VELOCITY_OF.join(', ')}`, args[1]!.pos);
    return {
      op: 'velocity',
      count: count as (typeof VELOCITY_COUNTS)[number],
      of: of as (typeof VELOCITY_OF)[number],
      window_seconds: windowSeconds(stringLit(args[2]!, 'the window'), args[2]!.pos),
    };
  }
  throw new CelCompileError(`unknown function ${name}(); supported: has, in_list, velocity`, at);
}

/** `30m`, `6h`, `7d` -> seconds (1 minute .. 90 days). */
export function windowSeconds(text: string, at: number | null = null): number {
  const m = /^(\d{1,5})([mhd])$/.exec(text);
  if (!m) throw new CelCompileError(`window "${text}": a number and m, h or d (e.g. "30m", "6h", "7d")`, at);
  const s = Number(m[1]) * (m[2] === 'm' ? 60 : m[2] === 'h' ? 3600 : 86_400);
  if (s < 60 || s > MAX_WINDOW_SECONDS) throw new CelCompileError(`window "${text}": between 1 minute and 90 days`, at);
  return s;
}

function stringLit(n: ASTNode, what: string): string {
  if (n.op !== 'value' || typeof n.args !== 'string') throw new CelCompileError(`${what} must be a string literal`, n.pos);
  return n.args;
}

function scalar(v: unknown, at: number | null): string | number | boolean | null {
  if (typeof v === 'bigint') {
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) throw new CelCompileError('integer out of range', at);
    return Number(v);
  }
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null) return v;
  throw new CelCompileError('unsupported literal (bytes or unsigned)', at);
}

function refName(name: string, at: number | null): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new CelCompileError(`field name "${name}": lower case letters, digits and _`, at);
  return name;
}

/** A policy as people write it: a rule's `when` may be CEL text, compiled here (the text is kept as `source`). */
export function compilePolicySource(input: unknown): { doc: unknown; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = [];
  if (!input || typeof input !== 'object' || !Array.isArray((input as { rules?: unknown }).rules)) return { doc: input, problems };
  const src = input as { rules: unknown[] };
  const rules = src.rules.map((r, i) => {
    if (!r || typeof r !== 'object') return r;
    const rule = r as Record<string, unknown>;
    if (typeof rule.when !== 'string') return rule;
    try {
      return { ...rule, when: compileCel(rule.when), source: rule.when };
    } catch (err) {
      problems.push({ field: `/rules/${i}/when`, message: (err as Error).message });
      return rule;
    }
  });
  return { doc: { ...src, rules }, problems };
}
