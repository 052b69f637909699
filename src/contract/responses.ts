/** Success bodies: the envelope of the spec around each payload. */
import { Type, type TSchema, type TProperties } from '@sinclair/typebox';
import { Nullable, Score, ScoreCluster, StringEnum } from './common.js';
import {
  DevicePayload,
  DomainPayload,
  EmailPayload,
  IpPayload,
  NamePayload,
  OnboardingScore,
  PhonePayload,
} from './payloads/index.js';

const envelope = {
  resolution_id: Type.String({ description: 'Identifier of the resolution created by the call (res_…)' }),
  customer_id: Type.String({ description: 'Echo of the request value' }),
  claims: Type.Array(Type.String(), { description: 'Echo of the requested claims' }),
  device_request_time: Type.String({ format: 'date-time', description: 'Timestamp of the request (ISO 8601)' }),
};

/** The spec types it `string` (not `?string`): the account's webhook URL, the empty string when none is set. */
const WebhookUrl = Type.String({ description: 'The account webhook URL; the empty string when the account has none' });
/**
 * One action of a matched rule (docs/rules.md#actions): `type` says which fields it has. One object with every field
 * optional rather than a union: Fastify's serializer writes it with generated code, where a union or open object is
 * checked or walked per value (measured in docs/decisions.md, issue 28, second pass).
 */
export const RuleAction = Type.Object(
  {
    type: StringEnum(['points', 'decision', 'add_to_list', 'tag'] as const),
    code: Type.Optional(Type.String({ description: 'points: the account\'s own reason code (RX…, TX…)' })),
    points: Type.Optional(Type.Integer({ description: 'points: added to the score\'s total' })),
    outcome: Type.Optional(StringEnum(['approve', 'review', 'decline'] as const, { description: 'decision' })),
    list: Type.Optional(Type.String({ description: 'add_to_list: the list' })),
    touchpoint: Type.Optional(Type.String({ description: 'add_to_list: which touch point of the call' })),
    expires_in_days: Type.Optional(Type.Integer({ description: 'add_to_list: the item\'s expiry' })),
    tag: Type.Optional(Type.String({ description: 'tag' })),
  },
  { additionalProperties: false },
);

/**
 * The decision of the account's published policy (an idrisk extension, not in the upstream contract; docs/rules.md):
 * present only when the account has a published policy for the operation.
 */
export const DecisionBlock = Type.Object(
  {
    outcome: StringEnum(['approve', 'review', 'decline'] as const, { description: 'The most severe outcome of the matched rules; approve when none set one' }),
    policy_version: Type.String({ description: 'The policy version that decided: pol_…@N' }),
    rules: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          name: Type.String(),
          actions: Type.Array(RuleAction, { description: 'The actions the rule took (points, decision, add_to_list, tag)' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The rules that matched, in policy order' },
    ),
  },
  { additionalProperties: false, description: 'idrisk extension: the decision of the account\'s published policy for this operation (docs/rules.md); absent without one' },
);

const decided = {
  decision: Type.Optional(DecisionBlock),
  model_id: Type.Optional(Type.String({ description: "The scoring model used when it is not the product's standard one (model_id or the account's active model)" })),
};

const withEnvelope = (props: TProperties, description: string) =>
  Type.Object({ ...envelope, ...decided, ...props }, { additionalProperties: false, description });

/** Device, name and domain answer with the payload as an object named after the claim AND flat in the body. */
const flat = (payload: TSchema): TProperties => {
  const props = (payload as unknown as { properties: TProperties }).properties;
  const out: TProperties = {};
  for (const [k, v] of Object.entries(props)) out[k] = Type.Optional(v);
  return out;
};

export const PhoneResponse = withEnvelope({ phone: PhonePayload }, 'Envelope + phone payload');
export const EmailResponse = withEnvelope({ email: EmailPayload }, 'Envelope + email payload');
export const IpResponse = withEnvelope(
  { model_id: Type.String({ description: 'The scoring model used' }), ip: IpPayload },
  'Envelope (with model_id) + ip payload',
);
export const DomainResponse = withEnvelope({ domain: DomainPayload, ...flat(DomainPayload) }, 'Envelope + domain payload (as `domain` and flat)');
export const DeviceResponse = withEnvelope(
  { webhook_url: WebhookUrl, device: DevicePayload, ...flat(DevicePayload) },
  'Envelope + device payload (as `device` and flat)',
);
export const NameResponse = withEnvelope(
  { webhook_url: WebhookUrl, name: NamePayload, ...flat(NamePayload) },
  'Envelope + name payload (as `name` and flat)',
);
export const HubResponse = withEnvelope(
  {
    model_id: Type.Optional(Type.String({ description: 'The model of the score block; present when claim `score` (or model_id) was sent' })),
    phone: Type.Optional(PhonePayload),
    email: Type.Optional(EmailPayload),
    ip: Type.Optional(IpPayload),
    name: Type.Optional(NamePayload),
    score: Type.Optional(OnboardingScore),
  },
  'Envelope + one object per requested claim + the score block when claim `score` is present',
);

export const DomainIntelligenceAck = Type.Object(
  {
    status: Type.Literal('accepted'),
    customer_id: Type.String({ description: 'Echo of the request value; the key of the Get Domain call' }),
    resolution_id: Type.String({ description: 'Identifier of the resolution created by the call (res_…)' }),
  },
  { additionalProperties: false, description: 'Acknowledgement; the enrichment runs in the background' },
);

const notReady = (status: 'processing' | 'failed', description: string) =>
  Type.Object({ status: Type.Literal(status), message: Type.String() }, { additionalProperties: false, description });

export const DomainIntelligenceResult = Type.Union(
  [
    withEnvelope(
      { status: Type.Literal('completed'), domain: DomainPayload, ...flat(DomainPayload) },
      'Completed: the envelope with the domain payload (as `domain` and flat), like POST /1.0/domain',
    ),
    notReady('processing', 'Still running'),
    notReady('failed', 'Could not be completed after retries; the credits were refunded'),
  ],
  { description: 'Get Domain: the domain payload once completed, else the state with a message' },
);

export const CreditsResponse = Type.Object(
  {
    account_id: Type.String(),
    environment: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]),
    unlimited: Type.Boolean(),
    balance: Nullable(Type.Integer(), { description: 'Credits left; null for unlimited accounts' }),
    rate_limit: Type.Integer({ description: 'Requests per second per key' }),
    products: Type.Array(Type.String()),
    usage: Type.Object({
      since: Type.String({ format: 'date-time', description: 'Start of the current calendar month (UTC)' }),
      calls: Type.Integer(),
      credits: Type.Integer(),
      by_operation: Type.Array(Type.Object({ operation: Type.String(), calls: Type.Integer(), credits: Type.Integer() })),
    }),
    prices: Type.Record(Type.String(), Type.Integer(), { description: 'Credits per call by operation' }),
  },
  { additionalProperties: false },
);

export const ReasonCodesResponse = Type.Object(
  {
    reason_codes: Type.Array(
      Type.Object({
        code: Type.String(),
        kind: Type.Union([Type.Literal('RISK'), Type.Literal('TRUST')]),
        area: Type.String(),
        name: Type.String(),
        description: Type.String(),
        weight: Type.Integer({ description: 'Points in the standard scorecard of its area' }),
      }),
    ),
    clusters: Type.Array(Type.Object({ cluster: ScoreCluster, min: Score, max: Score })),
  },
  { additionalProperties: false },
);

const Contribution = Type.Object({ code: Type.String(), points: Type.Number() });
const Explanation = Type.Object({
  model_id: Type.String(),
  base: Type.Number(),
  contributions: Type.Array(Contribution),
  total: Type.Number(),
  score: Type.Integer(),
  score_cluster: Type.String(),
  sandbox: Type.Optional(
    Type.Object(
      {
        rule: StringEnum(['live_score', 'keyword_in_band', 'keyword_steered', 'keyword_base_moved'] as const),
        keyword_cluster: Nullable(Type.String()),
        codes_added: Type.Array(Type.String()),
        scorecard_base: Type.Number(),
      },
      { description: 'Sandbox keys only: the documented sandbox rule that gave this score (docs/sandbox.md, "Choosing the score: keywords")' },
    ),
  ),
});

/** GET /1.0/resolutions/{resolution_id}: a past call and why its scores are what they are. */
export const ResolutionResponse = Type.Object(
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
        decision: Type.Optional(
          Type.Object(
            {
              policy_version: Type.String({ description: 'pol_…@N' }),
              policy_hash: Type.String({ description: 'SHA-256 of the canonical policy document' }),
              outcome: StringEnum(['approve', 'review', 'decline'] as const),
              tags: Type.Array(Type.String()),
              points: Type.Array(Type.Object({ code: Type.String(), points: Type.Integer(), rule: Type.String() })),
              rules: Type.Array(
                Type.Object({
                  id: Type.String(),
                  name: Type.String(),
                  matched: Type.Boolean(),
                  reads: Type.Array(Type.Object({ expr: Type.String(), value: Type.Unknown() }), { description: 'Every value the condition read, in order' }),
                  actions: Type.Array(RuleAction),
                  error: Type.Optional(Type.String({ description: 'Why the rule was skipped (it failed at run time; reason code RG004)' })),
                }),
                { description: 'Every rule of the policy in order, matched or not; `reads` holds the values read by the rules that matched or failed (empty for the others)' },
              ),
            },
            { description: 'idrisk extension: the decision of the account\'s policy and how each rule came to it (docs/rules.md)' },
          ),
        ),
      },
      { additionalProperties: true },
    ),
    response: Type.Unknown({ description: 'The body the call answered with' }),
  },
  { additionalProperties: false },
);

/** GET /1.0/customers/{customer_id} (an idrisk extension): the stored resolution of a customer_id. */
export const CustomerRecord = Type.Object(
  {
    resolution_id: Type.String(),
    customer_id: Type.String(),
    operation: Type.String({ description: 'The endpoint of the call: phone, email, ip, domain, device, name, hub, ...' }),
    transaction_id: Nullable(Type.String()),
    status: Type.String({ description: '`done`, or `pending` while background work runs (domain intelligence)' }),
    created_at: Type.String({ format: 'date-time' }),
    price: Type.Integer({ description: 'Credits the call cost' }),
    score: Nullable(Type.Integer()),
    score_cluster: Nullable(Type.String()),
    reason_codes: Nullable(Type.String()),
    explanation: Nullable(Type.Unknown({ description: 'The points behind every score of the call and each lookup outcome (see GET /1.0/resolutions/{id})' })),
    response: Nullable(Type.Unknown({ description: 'The body the call answered with, when it was stored (IDRISK_STORE_RESPONSES=on, or background results)' })),
  },
  { additionalProperties: false },
);
