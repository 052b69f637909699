/**
 * Field builders of the product payloads. Every product payload field is nullable ("a field whose source is
 * absent is null"), so each builder returns `Nullable(...)` carrying the field's description (and `deprecated`).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DateString, JsonString, Nullable, Score, ScoreCluster, StringEnum } from '../common.js';

export interface FieldOptions {
  readonly deprecated?: boolean;
}

const opts = (description: string, o: FieldOptions = {}) =>
  o.deprecated ? { description: `DEPRECATED. ${description}`, deprecated: true } : { description };

/** ?string */
export const Str = (description: string, o?: FieldOptions) => Nullable(Type.String(), opts(description, o));
/** ?boolean */
export const Bool = (description: string, o?: FieldOptions) => Nullable(Type.Boolean(), opts(description, o));
/** ?integer */
export const Int = (description: string, o?: FieldOptions) => Nullable(Type.Integer(), opts(description, o));
/** ?integer, never negative (counts, days, sizes). */
export const Count = (description: string, o?: FieldOptions) =>
  Nullable(Type.Integer({ minimum: 0 }), opts(description, o));
/** ?number */
export const Num = (description: string, o?: FieldOptions) => Nullable(Type.Number(), opts(description, o));
/** ?number in 0..1 */
export const Ratio = (description: string, o?: FieldOptions) =>
  Nullable(Type.Number({ minimum: 0, maximum: 1 }), opts(description, o));
/** ?string, YYYY-MM-DD */
export const Day = (description: string, o?: FieldOptions) => Nullable(DateString(), opts(description, o));
/** ?string holding serialized JSON */
export const Json = (description: string, o?: FieldOptions) => Nullable(JsonString(), opts(description, o));
/** ?string restricted to the spec's values */
export const Enum = <const T extends readonly string[]>(values: T, description: string, o?: FieldOptions) =>
  Nullable(StringEnum(values), opts(description, o));

/** The score fields every product payload carries. */
export const scoreFields = () => ({
  score: Nullable(Score, { description: 'Score 0..1000; low means higher risk' }),
  score_cluster: Nullable(ScoreCluster, { description: 'Score band: very_low, low, review, high, very_high' }),
});

export const reasonCodes = () => Str('Comma-separated risk (R...) and trust (T...) signals');

/** Build `keys -> builder(description)` for a list of same-typed fields sharing one description pattern. */
export function sameFields<const K extends string, S extends TSchema>(
  keys: readonly K[],
  build: (description: string) => S,
  describe: (key: K) => string,
): Record<K, S> {
  const out = {} as Record<K, S>;
  for (const k of keys) out[k] = build(describe(k));
  return out;
}

/** `has_amazon` -> `amazon`. */
export const platformOf = (key: string) => key.replace(/^has_/, '').replace(/_/g, ' ');
