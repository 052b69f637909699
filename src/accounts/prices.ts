/**
 * The one price table, in credits per call. The hub costs the sum of the products it runs (the `score` claim
 * is included in that price). An input with an invalid format costs the same as any other call; sandbox is free.
 */
import type { HubClaim } from '../contract/common.js';

export const PRICES = {
  phone: 10,
  email: 10,
  ip: 5,
  domain: 20,
  device: 2,
  name: 2,
  'domain-intelligence': 50,
  'track-enrollments': 2,
  'track-results': 5,
  'phone-data-breaches': 10,
  'phone-to-name': 10,
  'phone-mnp': 5,
  'ip-proxy': 2,
} as const;

export type PricedOperation = keyof typeof PRICES;
export type Operation = PricedOperation | 'hub';

const HUB_CLAIM_PRICE: Record<HubClaim, number> = {
  phone: PRICES.phone,
  email: PRICES.email,
  ip: PRICES.ip,
  name: PRICES.name,
  score: 0,
};

export function priceOf(operation: Operation, claims: readonly string[] = []): number {
  if (operation === 'hub') return claims.reduce((s, c) => s + (HUB_CLAIM_PRICE[c as HubClaim] ?? 0), 0);
  return PRICES[operation];
}
