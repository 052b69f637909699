/**
 * Reading the decision layer's answers as text: a policy version's document (typed `unknown` by the API: the
 * canonical form of docs/rules.md), its rules with their conditions in the CEL text they were written in (`source`,
 * kept beside the canonical form) or, for a rule uploaded in the canonical form, that JSON; actions as words; rates
 * as percentages. Nothing here is HTML: the screens render these strings as text.
 */
import type { RequestBody } from './api';

/** The operations a policy decides (src/decisions/policies.ts POLICY_OPERATIONS; the API refuses any other). */
export const POLICY_OPERATIONS = ['hub', 'phone', 'email', 'ip', 'domain', 'device', 'name'] as const;

type ListKind = RequestBody<'createAccountList'>['kind'];
/** Every kind of list the API takes: a record over the generated request type, so none is missing or extra. */
const KINDS: Record<ListKind, true> = { email: true, email_domain: true, phone: true, ip: true, cidr: true, name: true, device_id: true, username: true };
export const LIST_KINDS = Object.keys(KINDS) as ListKind[];

export interface RuleView {
  readonly id: string;
  readonly name: string;
  /** The condition as people read it: the CEL text, else the canonical JSON. */
  readonly condition: string;
  readonly conditionIsText: boolean;
  readonly actions: readonly string[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function actionText(a: unknown): string {
  if (!isObject(a)) return str(a);
  switch (a.type) {
    case 'decision':
      return `decision ${str(a.outcome)}`;
    case 'points':
      return `${typeof a.points === 'number' && a.points > 0 ? '+' : ''}${str(a.points)} points under ${str(a.code)}`;
    case 'add_to_list':
      return `add the ${str(a.touchpoint)} to list ${str(a.list)}${typeof a.expires_in_days === 'number' ? ` for ${a.expires_in_days} days` : ''}`;
    case 'tag':
      return `tag ${str(a.tag)}`;
    default:
      return JSON.stringify(a);
  }
}

/** The rules and code descriptions of a version's document, whatever it holds (missing parts read empty). */
export function readDocument(doc: unknown): { rules: RuleView[]; codes: [string, string][] } {
  const d = isObject(doc) ? doc : {};
  const rules = (Array.isArray(d.rules) ? d.rules : []).map((r): RuleView => {
    const rule = isObject(r) ? r : {};
    const source = typeof rule.source === 'string' ? rule.source : null;
    return {
      id: str(rule.id),
      name: str(rule.name),
      condition: source ?? JSON.stringify(rule.when),
      conditionIsText: source !== null,
      actions: (Array.isArray(rule.actions) ? rule.actions : []).map(actionText),
    };
  });
  const codes = isObject(d.codes) ? Object.entries(d.codes).map(([k, v]): [string, string] => [k, str(v)]) : [];
  return { rules, codes };
}

/**
 * The editor's text for a version: its rules with `when` as the CEL text where there is one, one key a line and each
 * rule's actions on one line (`type` first), then its codes.
 */
export function editorText(doc: unknown): string {
  const d = isObject(doc) ? doc : {};
  const rules = (Array.isArray(d.rules) ? d.rules : []).map((r) => {
    if (!isObject(r)) return `    ${JSON.stringify(r)}`;
    const actions = (Array.isArray(r.actions) ? r.actions : []).map((a) => (isObject(a) ? { type: a.type, ...a } : a));
    const fields: [string, unknown][] = [['id', r.id], ['name', r.name], ['when', typeof r.source === 'string' ? r.source : r.when], ['actions', actions]];
    return `    {\n${fields.map(([k, v]) => `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n    }`;
  });
  const codes = isObject(d.codes) ? `,\n  "codes": ${JSON.stringify(d.codes, null, 4).replace(/\n}$/, '\n  }')}` : '';
  return `{\n  "rules": ${rules.length === 0 ? '[]' : `[\n${rules.join(',\n')}\n  ]`}${codes}\n}`;
}

/** The editor's text read back: `{ rules, codes? }` (or a bare array of rules), or why it is not that. */
export function parseEditor(text: string): { ok: true; rules: unknown[]; codes?: unknown } | { ok: false; message: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `The text is not JSON: ${(err as Error).message}` };
  }
  if (Array.isArray(v)) return { ok: true, rules: v };
  if (isObject(v) && Array.isArray(v.rules)) {
    const extra = Object.keys(v).filter((k) => k !== 'rules' && k !== 'codes');
    if (extra.length > 0) return { ok: false, message: `Unknown top-level field(s): ${extra.join(', ')} (a policy has "rules" and "codes")` };
    return v.codes === undefined ? { ok: true, rules: v.rules } : { ok: true, rules: v.rules, codes: v.codes };
  }
  return { ok: false, message: 'The text must be an object with a "rules" array (or the array of rules itself).' };
}

export const pct = (v: number | null | undefined, digits = 1): string => (v === null || v === undefined ? '–' : `${(100 * v).toFixed(digits)} %`);
export const num = (v: number | null | undefined, digits = 3): string => (v === null || v === undefined ? '–' : v.toFixed(digits));

/** A datetime-local value read as UTC (ISO-8601 with Z), or undefined when empty. */
export const utcInput = (v: string): string | undefined => (v ? `${v.length === 16 ? `${v}:00` : v}Z` : undefined);
