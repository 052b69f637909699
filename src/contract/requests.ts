/** Request bodies of every endpoint, exactly the field names of the spec. Unknown fields are rejected. */
import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';
import { HUB_CLAIMS, StringEnum } from './common.js';

const strict = { additionalProperties: false } as const;

/**
 * Every text a caller sends: no NUL character (PostgreSQL cannot store one in text, and no identifier, phone, email,
 * name or user agent legitimately holds one), so it is refused as INVALID_PAYLOAD instead of failing in storage.
 */
export const Text = (options: StringOptions = {}) => Type.String({ pattern: '^[^\\u0000]*$', ...options });

export const CustomerId = Text({ minLength: 1, maxLength: 256, description: 'Caller-chosen identifier; unique per account on every request' });
export const TransactionId = Text({ minLength: 1, maxLength: 256, description: 'Caller-chosen identifier; unique per account across the data lookups' });
export const Timeout = Type.Number({ minimum: 1.7, maximum: 10, description: 'Seconds the data enrichment may take (1.7..10); default 3' });

const claimsOf = <const T extends readonly string[]>(values: T) =>
  Type.Array(StringEnum(values), { minItems: 1, uniqueItems: true, description: `Claims; allowed: ${values.join(', ')}` });

/** A scoring model of the product (docs/models.md): a standard model or the account's own `mdl_…`; default: the account's active model. */
const ModelId = (standard: string) =>
  Type.Optional(Text({ minLength: 1, maxLength: 128, description: `Scoring model: a standard model (${standard} where registered, docs/models.md) or a custom model id (mdl_…); default: the account's active model of the product, else the standard one` }));

const productBody = <const C extends string, P extends Record<string, TSchema>>(claim: C, props: P) =>
  Type.Object(
    { customer_id: CustomerId, claims: claimsOf([claim] as const), ...props, timeout: Type.Optional(Timeout), model_id: ModelId(`${claim}_score`) },
    strict,
  );

export const PhoneRequest = productBody('phone', { phone_number: Text({ minLength: 1, maxLength: 64, description: 'E.164, with or without +' }) });
export const EmailRequest = productBody('email', { email: Text({ minLength: 1, maxLength: 320 }) });
export const IpRequest = productBody('ip', {
  ip: Text({ minLength: 1, maxLength: 64, description: 'IPv4 or IPv6' }),
});
export const DomainObject = Type.Object({ value: Text({ minLength: 1, maxLength: 253 }) }, strict);
export const DomainRequest = productBody('domain', { domain: DomainObject });
export const DeviceRequest = productBody('device', { user_agent: Text({ minLength: 1, maxLength: 4096 }) });
export const NameRequest = productBody('name', {
  first_name: Text({ minLength: 1, maxLength: 256 }),
  last_name: Text({ minLength: 1, maxLength: 256 }),
});

export const HubRequest = Type.Object(
  {
    customer_id: CustomerId,
    claims: claimsOf(HUB_CLAIMS),
    phone_number: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    email: Type.Optional(Text({ minLength: 1, maxLength: 320 })),
    ip: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    first_name: Type.Optional(Text({ minLength: 1, maxLength: 256 })),
    last_name: Type.Optional(Text({ minLength: 1, maxLength: 256 })),
    timeout: Type.Optional(Timeout),
    model_id: Type.Optional(
      Text({ minLength: 1, maxLength: 128, description: 'Model of the score block: digital_score (default), business_onboarding, igaming, or a custom model id (mdl_…)' }),
    ),
  },
  strict,
);
export type HubRequest = Static<typeof HubRequest>;

export const DomainIntelligenceRequest = Type.Object(
  { customer_id: CustomerId, claims: claimsOf(['domain'] as const), domain: DomainObject },
  strict,
);

export const SessionQuery = Type.Object(
  { session_id: Text({ minLength: 1, maxLength: 256, description: 'Session identifier set by the browser collector' }) },
  strict,
);
export const LoginBody = Type.Object(
  {
    username: Type.Optional(Text({ minLength: 1, maxLength: 256, description: 'The username your backend authenticated; checked against the one typed on the page (optional)' })),
    app_key: Type.Optional(Text({ minLength: 1, maxLength: 256, description: 'Publishable collector key of the app' })),
    transaction_id: Type.Optional(TransactionId),
  },
  { ...strict, description: 'Optional body: send none, or {} , or these fields' },
);

export const PhoneLookupRequest = Type.Object(
  {
    transaction_id: TransactionId,
    phone_number: Text({ minLength: 1, maxLength: 64, description: 'Digits only, country code first' }),
  },
  strict,
);
/** POST /1.0/phone-validation (rule 13): a number to check before calling a billed product. */
export const PhoneValidationRequest = Type.Object(
  {
    phone_number: Text({ minLength: 1, maxLength: 64, description: 'International: E.164 with or without +, or 00 first; separators tolerated. National: with `country`' }),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2 region of a number written in national format' })),
  },
  strict,
);
export const IpLookupRequest = Type.Object(
  { transaction_id: TransactionId, ip: Text({ minLength: 1, maxLength: 64 }) },
  strict,
);

export const CustomerIdParams = Type.Object({ customer_id: CustomerId }, strict);
export const ResolutionParams = Type.Object(
  {
    resolution_id: Text({
      minLength: 1, maxLength: 256,
      description: 'A resolution id (res_…), or the transaction_id a call answered with (login results `txn_…`, a data lookup\'s transaction_id)',
    }),
  },
  strict,
);
