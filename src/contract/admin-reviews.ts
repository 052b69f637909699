/**
 * The review queue's operations of the admin catalogue (docs/rules.md#review-queue, docs/admin.md): calls a published
 * policy decided `review`, oldest first, claimed and decided by analysts. Kept beside src/contract/admin.ts and spread
 * into its catalogue, with the same conventions (operationId, method, path, permission, TypeBox schemas).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { AdminOperationDef } from './admin.js';
import { LABEL_TAG_VALUES } from './decisions.js';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Time = Type.String({ description: 'ISO-8601 UTC' });
const strict = { additionalProperties: false } as const;
const ResolutionParams = Type.Object({ resolution_id: Type.String({ minLength: 1, maxLength: 100, description: 'res_…' }) });

export const ReviewOut = Type.Object({
  resolution_id: Type.String(),
  account_id: Type.String(),
  operation: Type.String(),
  customer_id: Nullable(Type.String()),
  policy_version: Type.String({ description: 'pol_…@N that sent the call to review' }),
  rules: Type.Array(Type.Object({ id: Type.String(), name: Type.String() }), { description: 'The rules that matched (what sent it to review)' }),
  created_at: Type.String({ description: 'The call\'s time (the queue\'s order)' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('decided')]),
  claimed_by: Nullable(Type.String({ description: 'operator:opr_… or token:adt_… holding the entry; null when free or the claim lapsed' })),
  claimed_at: Nullable(Time),
  claim_expires_at: Nullable(Time),
  outcome: Nullable(Type.Union([Type.Literal('approve'), Type.Literal('decline')])),
  note: Nullable(Type.String()),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Time),
  score: Nullable(Type.Number({ description: 'The resolution\'s score (null once erased or without one)' })),
  score_cluster: Nullable(Type.String()),
});

const fraudTags = LABEL_TAG_VALUES.filter((t) => t !== 'not_fraud');

const def = <T extends Record<string, AdminOperationDef>>(t: T) => t;

export const REVIEW_OPERATIONS = def({
  listReviews: {
    method: 'GET', path: '/reviews', summary: 'The review queue: calls a policy decided `review`, oldest first (open by default)', permission: 'resolutions.read',
    querystring: Type.Object({
      limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Items per page, 1..200 (default 50)' })),
      cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400, description: 'next_cursor of the previous page' })),
      account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'acct_…' })),
      status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('decided')])),
    }, strict),
    response: Type.Object({ data: Type.Array(ReviewOut), next_cursor: Nullable(Type.String()) }),
  },
  getReview: { method: 'GET', path: '/reviews/:resolution_id', summary: 'One entry of the review queue', permission: 'resolutions.read', params: ResolutionParams, response: ReviewOut },
  claimReview: {
    method: 'POST', path: '/reviews/:resolution_id/claim', summary: 'Claim an open entry for 30 minutes (renews one\'s own claim; 409 when another holds it)', permission: 'reviews.write',
    params: ResolutionParams, body: Type.Optional(Type.Object({}, strict)), response: ReviewOut,
  },
  releaseReview: {
    method: 'POST', path: '/reviews/:resolution_id/release', summary: 'Give one\'s claim back to the queue', permission: 'reviews.write',
    params: ResolutionParams, body: Type.Optional(Type.Object({}, strict)), response: ReviewOut,
  },
  decideReview: {
    method: 'POST', path: '/reviews/:resolution_id/decide',
    summary: 'Approve or decline with a note: writes the label (approve: not_fraud; decline: fraud or the tag given), sends the signed resolution.reviewed webhook and closes the entry',
    permission: 'reviews.write', params: ResolutionParams,
    body: Type.Object({
      outcome: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
      note: Type.String({ minLength: 1, maxLength: 2000 }),
      tag: Type.Optional(Type.Union(fraudTags.map((t) => Type.Literal(t)), { description: 'decline only: the fraud tag of the label (default fraud)' })),
    }, strict),
    response: Type.Object({ review: ReviewOut, label_id: Type.String({ description: 'lbl_… of the label written' }), webhook_event_id: Nullable(Type.String({ description: 'msg_… of the resolution.reviewed event; null when the account has no webhook URL' })) }),
  },
});
