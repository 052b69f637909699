/**
 * Building blocks shared by every schema of the contract. TypeBox schemas are the single source for
 * request validation, response serialization, the OpenAPI document and the TypeScript types.
 */
import { Type, type Static, type TSchema, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `?T` of the spec: the value or null. A primitive (enums included) becomes `type: [T, "null"]` rather than
 * `anyOf`, which Fastify's serializer handles several times faster (figures in docs/decisions.md).
 */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> => {
  const s = schema as unknown as { type?: unknown; enum?: unknown[] };
  if (typeof s.type === 'string' && PRIMITIVES.has(s.type)) {
    const out: Record<string, unknown> = { ...schema, ...options, type: [s.type, 'null'] };
    if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
    return Type.Unsafe<Static<T> | null>(out);
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()], options));
};

/** A string enum (one source for the type and the schema). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const SCORE_CLUSTERS = ['very_low', 'low', 'review', 'high', 'very_high'] as const;
export type ScoreCluster = (typeof SCORE_CLUSTERS)[number];

export const PRODUCTS = ['phone', 'email', 'ip', 'domain', 'device', 'name'] as const;
export type Product = (typeof PRODUCTS)[number];

export const HUB_CLAIMS = ['phone', 'email', 'name', 'ip', 'score'] as const;
export type HubClaim = (typeof HUB_CLAIMS)[number];
/** The hub claims that run a product (all but `score`). */
export type HubProduct = Exclude<HubClaim, 'score'>;

export const ScoreCluster = StringEnum(SCORE_CLUSTERS, { description: 'Score band' });
export const Score = Type.Integer({ minimum: 0, maximum: 1000, description: '0..1000, low = risky' });

/** Dates in payloads are YYYY-MM-DD strings. */
export const DateString = (options: SchemaOptions = {}) =>
  Type.String({ format: 'date', ...options });

/** A string whose content is serialized JSON. */
export const JsonString = (options: SchemaOptions = {}) =>
  Type.String({ contentMediaType: 'application/json', ...options });

/** True when a schema accepts null (either form Nullable produces). */
export function isNullable(schema: TSchema): boolean {
  const s = schema as { type?: unknown; anyOf?: TSchema[] };
  if (Array.isArray(s.type)) return s.type.includes('null');
  return Array.isArray(s.anyOf) && s.anyOf.some((m) => (m as { type?: unknown }).type === 'null');
}

/** The non-null part of a Nullable schema (the schema itself when it is not nullable). */
export function nonNullOf(schema: TSchema): TSchema {
  const s = schema as { type?: unknown; anyOf?: TSchema[]; enum?: unknown[] };
  if (Array.isArray(s.type)) {
    const types = s.type.filter((t) => t !== 'null');
    const out: Record<string, unknown> = { ...schema, type: types.length === 1 ? types[0] : types };
    if (Array.isArray(s.enum)) out.enum = s.enum.filter((v) => v !== null);
    return out as TSchema;
  }
  if (Array.isArray(s.anyOf)) return s.anyOf.find((m) => (m as { type?: unknown }).type !== 'null') ?? schema;
  return schema;
}
