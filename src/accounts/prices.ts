/**
 * Prices in credits per call, read from the operations catalogue. The hub costs the sum of the products it runs
 * (the `score` claim is included in that price). An input with an invalid format costs the same as any other call;
 * sandbox is free.
 */
import { OPERATIONS, type OperationName, type PricedOperation } from '../contract/operations.js';

/** The operations with a fixed price, as served by GET /1.0/credits. */
export const PRICES: Readonly<Record<PricedOperation, number>> = Object.freeze(
  Object.fromEntries(
    Object.entries(OPERATIONS).flatMap(([name, op]) => (typeof op.price === 'number' && op.price > 0 ? [[name, op.price]] : [])),
  ) as Record<PricedOperation, number>,
);

/** The live price of one call of `operation` (the hub: of its claims). */
export function priceOf(operation: OperationName, claims: readonly string[] = []): number {
  const price: number | 'per-claim' = OPERATIONS[operation].price;
  if (price !== 'per-claim') return price;
  return claims.reduce((s, c) => s + ((PRICES as Record<string, number>)[c] ?? 0), 0);
}
