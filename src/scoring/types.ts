export type ReasonKind = 'RISK' | 'TRUST';

/** Area letter of a reason code: R/T + area letter + 3 digits, e.g. RP001 (risk, phone). */
export const AREAS = {
  G: 'general',
  P: 'phone',
  E: 'email',
  I: 'ip',
  D: 'domain',
  V: 'device',
  N: 'name',
  O: 'onboarding',
  L: 'login',
} as const;
export type AreaLetter = keyof typeof AREAS;
export type Area = (typeof AREAS)[AreaLetter];

export interface ReasonCodeDef {
  /** R|T + area letter + 3 digits. */
  readonly code: string;
  readonly kind: ReasonKind;
  readonly area: Area;
  /** Short machine-friendly name, e.g. `phone_invalid_format`. */
  readonly name: string;
  readonly description: string;
  /** Points in the standard scorecard of its area: negative for risk, positive for trust. */
  readonly weight: number;
}

/** `name -> code` of a list of definitions, so code refers to a reason code by a typed constant, not a literal. */
export function codeConstants<const D extends readonly ReasonCodeDef[]>(defs: D): { readonly [E in D[number] as E['name']]: E['code'] } {
  return Object.freeze(Object.fromEntries(defs.map((d) => [d.name, d.code]))) as { readonly [E in D[number] as E['name']]: E['code'] };
}
