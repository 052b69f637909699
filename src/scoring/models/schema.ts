/**
 * The JSON document of a custom scorecard (`idrisk models create --file model.json`, docs/models.md):
 *
 *   { "name": "strict ip", "product": "ip", "description": "...", "base": 100,
 *     "points": { "RI004": -400, "RI007": -300, "TI001": 120 } }
 *
 * `points` overrides the catalogue weight of the codes it names; any other code keeps its catalogue weight.
 * Checked on upload: every code exists in the catalogue, a risk code (R...) never adds points and a trust code
 * (T...) never removes any (the score stays monotone in the evidence), points and base lie in -2000..2000.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PRODUCTS } from '../../contract/common.js';
import { CATALOGUE } from '../catalogue.js';

export const MODEL_PRODUCTS = [...PRODUCTS, 'onboarding'] as const;
export const POINTS_LIMIT = 2000;

export const ModelDocument = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'Display name' }),
    product: Type.Optional(Type.Union(MODEL_PRODUCTS.map((p) => Type.Literal(p)), { description: 'Product the model is meant for; absent = any' })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    base: Type.Integer({ minimum: -POINTS_LIMIT, maximum: POINTS_LIMIT, description: 'Points before any reason code' }),
    points: Type.Record(Type.String({ pattern: '^[RT][A-Z]\\d{3}$' }), Type.Integer({ minimum: -POINTS_LIMIT, maximum: POINTS_LIMIT }), {
      description: 'Reason code -> points, overriding the catalogue weight',
    }),
  },
  { additionalProperties: false },
);
export type ModelDocument = Static<typeof ModelDocument>;

/** Every problem of a model document (empty when valid). */
export function validateModel(doc: unknown): string[] {
  if (!Value.Check(ModelDocument, doc)) {
    return [...Value.Errors(ModelDocument, doc)].map((e) => `${e.path || '/'}: ${e.message}`);
  }
  const problems: string[] = [];
  // PostgreSQL cannot store a NUL character in text (SQLite can): refused on both, so a model file works on either.
  for (const field of ['name', 'description'] as const) {
    if (doc[field]?.includes('\u0000')) problems.push(`/${field}: contains a NUL character`);
  }
  for (const [code, pts] of Object.entries(doc.points)) {
    const def = CATALOGUE.get(code);
    if (!def) problems.push(`/points/${code}: unknown reason code`);
    else if (def.kind === 'RISK' && pts > 0) problems.push(`/points/${code}: a risk code cannot add points (${pts})`);
    else if (def.kind === 'TRUST' && pts < 0) problems.push(`/points/${code}: a trust code cannot remove points (${pts})`);
  }
  return problems;
}
