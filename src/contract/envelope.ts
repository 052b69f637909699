/**
 * The answer of a resolved call as the contract shapes it: the envelope every answer starts with, and the products
 * whose answer carries the payload flat in the body as well as under its name (read from their response schemas:
 * DomainResponse, DeviceResponse, NameResponse). The resolver fills it; it does not decide its shape.
 */
import type { Product } from './common.js';
import { OPERATIONS } from './operations.js';
import { PRODUCT_PAYLOADS } from './payloads/index.js';

export interface Envelope {
  resolution_id: string;
  customer_id: string;
  claims: string[];
  device_request_time: string;
  [k: string]: unknown;
}

export function envelope(resolutionId: string, customerId: string, claims: readonly string[], requestTime: Date): Envelope {
  return { resolution_id: resolutionId, customer_id: customerId, claims: [...claims], device_request_time: requestTime.toISOString() };
}

const propertiesOf = (schema: unknown): Record<string, unknown> => (schema as { properties: Record<string, unknown> }).properties;

const SCORE_FIELDS = new Set(['score', 'score_cluster', 'reason_codes']);

/** Whether a product's response schema carries every payload field (but the score's) at the top level too. */
export function isFlatAnswer(product: Product): boolean {
  const response = propertiesOf(OPERATIONS[product].response);
  return Object.keys(propertiesOf(PRODUCT_PAYLOADS[product])).every((k) => SCORE_FIELDS.has(k) || k in response);
}

const FLAT: ReadonlySet<Product> = new Set((Object.keys(PRODUCT_PAYLOADS) as Product[]).filter(isFlatAnswer));

/** Copy the product's payload (already under its name) to the top level of a flat answer; other answers unchanged. */
export function flattenAnswer(response: Envelope, product: Product): void {
  if (FLAT.has(product)) Object.assign(response, response[product] as object);
}
