/**
 * The unversioned flat endpoints of the spec's rule 14 (`POST /phone`, `/email`, `/ip`, `/domain`, `/onboarding`):
 * flat request fields and flat response fields carrying the product prefix (`phone_score`, `email_status`,
 * `ip_country`, ...). Everything here is DERIVED from the versioned schemas, in this one place: a request field takes
 * the schema of the versioned field it maps to, a response field `<product>_<field>` the schema of the payload field,
 * so a field added to a versioned payload appears in the flat answer (and the OpenAPI document) by itself.
 */
import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { Product } from './common.js';
import { DomainPayload, EmailPayload, IpPayload, NamePayload, OnboardingScore, PhonePayload } from './payloads/index.js';
import { DecisionBlock } from './responses.js';
import { CustomerId, DomainObject, EmailRequest, HubRequest, IpRequest, NameRequest, PhoneRequest, Timeout } from './requests.js';

const props = (s: TSchema): TProperties => (s as unknown as TObject).properties;

/** Flat request field -> the versioned field it stands for, and its schema (taken from the versioned request). */
export const FLAT_INPUTS = {
  phone: { versioned: 'phone_number', schema: props(PhoneRequest).phone_number! },
  email: { versioned: 'email', schema: props(EmailRequest).email! },
  ip: { versioned: 'ip', schema: props(IpRequest).ip! },
  domain: { versioned: 'domain.value', schema: props(DomainObject).value! },
  first_name: { versioned: 'first_name', schema: props(NameRequest).first_name! },
  last_name: { versioned: 'last_name', schema: props(NameRequest).last_name! },
  model_id: { versioned: 'model_id', schema: props(HubRequest).model_id! },
} as const;
export type FlatInput = keyof typeof FLAT_INPUTS;
/** A validated flat body (which fields are required depends on the endpoint; the schema checked them). */
export type FlatBody = { customer_id: string; timeout?: number } & Partial<Record<FlatInput, string>>;

export type LegacyProduct = Extract<Product, 'phone' | 'email' | 'ip' | 'domain'>;
/** The hub products of /onboarding and the flat fields each needs. */
export const ONBOARDING_PRODUCTS = { phone: ['phone'], email: ['email'], ip: ['ip'], name: ['first_name', 'last_name'] } as const;
type OnboardingProduct = keyof typeof ONBOARDING_PRODUCTS;

const PAYLOADS: Readonly<Record<LegacyProduct | 'name', TSchema>> = {
  phone: PhonePayload, email: EmailPayload, ip: IpPayload, domain: DomainPayload, name: NamePayload,
};

const strict = { additionalProperties: false } as const;
const flatBody = (fields: readonly FlatInput[], optional: boolean, description: string) => {
  const p: TProperties = { customer_id: CustomerId };
  for (const f of fields) p[f] = optional || f === 'model_id' ? Type.Optional(FLAT_INPUTS[f].schema) : FLAT_INPUTS[f].schema;
  p.timeout = Type.Optional(Timeout);
  return Type.Object(p, { ...strict, description });
};

export const LEGACY_REQUESTS = {
  phone: flatBody(['phone'], false, 'Flat form of POST /1.0/phone: `phone` stands for phone_number'),
  email: flatBody(['email'], false, 'Flat form of POST /1.0/email'),
  ip: flatBody(['ip', 'model_id'], false, 'Flat form of POST /1.0/ip'),
  domain: flatBody(['domain'], false, 'Flat form of POST /1.0/domain: `domain` stands for domain.value'),
  onboarding: flatBody(['phone', 'email', 'ip', 'first_name', 'last_name', 'model_id'], true,
    'Flat form of POST /1.0/hub: the products are the touch points given (first_name and last_name together for name); the combined score is added when two or more are given'),
} as const;

/** `<product>_<field>` for every field of the versioned payload, with its schema. */
export function prefixedProperties(product: LegacyProduct | 'name', optional = false): TProperties {
  const out: TProperties = {};
  for (const [k, v] of Object.entries(props(PAYLOADS[product]))) out[`${product}_${k}`] = optional ? Type.Optional(v) : v;
  return out;
}

const envelope: TProperties = {
  resolution_id: Type.String({ description: 'Identifier of the resolution created by the call (res_…)' }),
  customer_id: Type.String({ description: 'Echo of the request value' }),
  claims: Type.Array(Type.String(), { description: 'The claims the flat fields stood for' }),
  device_request_time: Type.String({ format: 'date-time' }),
};
const modelId = Type.String({ description: 'The scoring model used' });
/**
 * The decision of the account's published policy, as the versioned answer carries it (one block, not prefixed: it
 * decides the call, not one product); absent without a policy. Its rule codes are already in the prefixed
 * `<product>_reason_codes` (or the combined `reason_codes` of /onboarding), as in the versioned answer.
 */
const decision = { decision: Type.Optional(DecisionBlock) };

const scoreProps = (): TProperties => {
  const out: TProperties = {};
  for (const [k, v] of Object.entries(props(OnboardingScore))) out[k] = Type.Optional(v);
  return out;
};

export const LEGACY_RESPONSES = {
  phone: Type.Object({ ...envelope, ...decision, ...prefixedProperties('phone') }, { ...strict, description: 'Flat phone answer' }),
  email: Type.Object({ ...envelope, ...decision, ...prefixedProperties('email') }, { ...strict, description: 'Flat email answer' }),
  ip: Type.Object({ ...envelope, model_id: modelId, ...decision, ...prefixedProperties('ip') }, { ...strict, description: 'Flat ip answer' }),
  domain: Type.Object({ ...envelope, ...decision, ...prefixedProperties('domain') }, { ...strict, description: 'Flat domain answer' }),
  onboarding: Type.Object(
    {
      ...envelope,
      model_id: Type.Optional(modelId),
      ...decision,
      ...prefixedProperties('phone', true),
      ...prefixedProperties('email', true),
      ...prefixedProperties('ip', true),
      ...prefixedProperties('name', true),
      ...scoreProps(),
    },
    { ...strict, description: 'Flat onboarding answer: the prefixed fields of each product given, and score, score_cluster, reason_codes of the combined score' },
  ),
} as const;

/**
 * The versioned answer -> the flat one: envelope fields as they are (with the `decision` block when a policy decided),
 * each product object spread with its prefix.
 */
export function flattenAnswer(answer: Record<string, unknown>, products: readonly (LegacyProduct | 'name')[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(envelope)) out[k] = answer[k];
  if (answer.model_id !== undefined) out.model_id = answer.model_id;
  if (answer.decision !== undefined) out.decision = answer.decision;
  for (const p of products) {
    const payload = answer[p] as Record<string, unknown> | undefined;
    if (!payload) continue;
    for (const k of Object.keys(props(PAYLOADS[p]))) out[`${p}_${k}`] = payload[k];
  }
  const score = answer.score as Record<string, unknown> | undefined;
  if (score) for (const k of Object.keys(props(OnboardingScore))) out[k] = score[k];
  return out;
}

/** The hub products a flat /onboarding body asks for: those whose fields are given. */
export function onboardingProducts(body: Partial<Record<FlatInput, unknown>>): OnboardingProduct[] {
  return (Object.keys(ONBOARDING_PRODUCTS) as OnboardingProduct[]).filter((p) => ONBOARDING_PRODUCTS[p].some((f) => body[f] !== undefined));
}
