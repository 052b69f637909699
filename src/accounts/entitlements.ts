/**
 * What an account can be entitled to: the entitlements the operations catalogue names (one per product and per
 * standalone service), in first-use order. Accounts created without --products get all of them.
 */
import { OPERATIONS, type Entitlement } from '../contract/operations.js';

export type { Entitlement } from '../contract/operations.js';

export const ENTITLEMENTS: readonly Entitlement[] = [
  ...new Set(Object.values(OPERATIONS).flatMap((op) => (op.entitlement === null ? [] : [op.entitlement as Entitlement]))),
];

export function parseEntitlements(list: string): { ok: Entitlement[]; unknown: string[] } {
  const ok: Entitlement[] = [];
  const unknown: string[] = [];
  for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    if ((ENTITLEMENTS as readonly string[]).includes(raw)) {
      if (!ok.includes(raw as Entitlement)) ok.push(raw as Entitlement);
    } else unknown.push(raw);
  }
  return { ok, unknown };
}
