/**
 * What an account can be entitled to: one entitlement per product and per standalone service.
 * Accounts created without --products get all of them.
 */
export const ENTITLEMENTS = [
  'phone',
  'email',
  'ip',
  'domain',
  'device',
  'name',
  'hub',
  'login',
  'domain-intelligence',
  'phone-data-breaches',
  'phone-to-name',
  'phone-mnp',
  'ip-proxy',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

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
