/**
 * Building blocks shared by every schema of the contract. TypeBox schemas are the single source for
 * request validation, response serialization, the OpenAPI document and the TypeScript types.
 */
import { Type, type TSchema, type SchemaOptions } from '@sinclair/typebox';

/** `?T` of the spec: the value or null. */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}) =>
  Type.Union([schema, Type.Null()], options);

/** A string enum (one source for the type and the schema). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const SCORE_CLUSTERS = ['very_low', 'low', 'review', 'high', 'very_high'] as const;
export type ScoreCluster = (typeof SCORE_CLUSTERS)[number];

export const PRODUCTS = ['phone', 'email', 'ip', 'domain', 'device', 'name'] as const;
export type Product = (typeof PRODUCTS)[number];

export const HUB_CLAIMS = ['phone', 'email', 'name', 'ip', 'score'] as const;
export type HubClaim = (typeof HUB_CLAIMS)[number];

export const ScoreCluster = StringEnum(SCORE_CLUSTERS, { description: 'Score band' });
export const Score = Type.Integer({ minimum: 0, maximum: 1000, description: '0..1000, low = risky' });

/** Dates in payloads are YYYY-MM-DD strings. */
export const DateString = (options: SchemaOptions = {}) =>
  Type.String({ format: 'date', ...options });

/** A string whose content is serialized JSON. */
export const JsonString = (options: SchemaOptions = {}) =>
  Type.String({ contentMediaType: 'application/json', ...options });
