import { Type } from '@sinclair/typebox';
import { ApiError } from '../../contract/errors.js';
import { Nullable } from '../../contract/common.js';
import { freeResponses, typed, type Route } from './shared.js';

const Contribution = Type.Object({ code: Type.String(), points: Type.Number() });
const Explanation = Type.Object({
  model_id: Type.String(),
  base: Type.Number(),
  contributions: Type.Array(Contribution),
  total: Type.Number(),
  score: Type.Integer(),
  score_cluster: Type.String(),
});
const ResolutionResponse = Type.Object(
  {
    resolution_id: Type.String(),
    operation: Type.String(),
    customer_id: Nullable(Type.String()),
    transaction_id: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    price: Type.Integer({ description: 'Credits the call cost' }),
    explanation: Type.Object(
      {
        scores: Type.Record(Type.String(), Nullable(Explanation), { description: 'Per product (and the score block): the model, its base, the points of each reason code and the total behind the score' }),
        providers: Type.Array(
          Type.Object({ provider: Type.String(), ok: Type.Boolean(), reason: Type.Optional(Type.String()), ms: Type.Number(), cached: Type.Optional(Type.Boolean()) }),
          { description: 'Each lookup of the call: whether it answered, why not, and how long it took' },
        ),
      },
      { additionalProperties: true },
    ),
    response: Type.Unknown({ description: 'The body the call answered with' }),
  },
  { additionalProperties: false },
);

/**
 * GET /1.0/resolutions/{resolution_id} — why a live score is what it is: the stored response and, for each score,
 * the model, base, points per reason code and total; and each lookup's outcome. Free; the caller's account only.
 */
export const resolutionGetRoute: Route = (app, { resolutions }) => {
  typed(app).get('/1.0/resolutions/:resolution_id', {
    schema: {
      tags: ['account'],
      summary: 'Explain a past call',
      params: Type.Object({ resolution_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }) }, { additionalProperties: false }),
      response: { ...freeResponses(ResolutionResponse), 404: { $ref: 'Problem' } },
    },
  }, async (request) => {
    const r = await resolutions.byId(request.params.resolution_id);
    const { account, key } = request.caller;
    if (!r || r.accountId !== account.id || r.environment !== key.environment || r.explanation === null) {
      throw new ApiError('NOT_FOUND', 'No resolution with this id for this account and environment');
    }
    return {
      resolution_id: r.id,
      operation: r.operation,
      customer_id: r.customerId,
      transaction_id: r.transactionId,
      created_at: r.createdAt,
      price: r.price,
      explanation: r.explanation as { scores: Record<string, null>; providers: [] },
      response: r.response,
    };
  });
};
