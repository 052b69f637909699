/**
 * The operations catalogue: what each endpoint of the API is, in one entry — its name (also the `operation` of
 * stored resolutions and usage rows), method and path, who may call it (auth, entitlement), its price, request
 * and response schemas and a valid example request. Routes (src/http/routes, one handler file per entry), prices,
 * entitlements, the 404 handler's version check, the OpenAPI document and the tests' route lists all read it.
 * Adding an endpoint: one entry here plus its handler file under src/http/routes (see docs/decisions.md, issue 16).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  CustomerIdParams,
  DeviceRequest,
  DomainIntelligenceRequest,
  DomainRequest,
  EmailRequest,
  HubRequest,
  IpLookupRequest,
  IpRequest,
  LoginBody,
  NameRequest,
  PhoneLookupRequest,
  PhoneRequest,
  ResolutionParams,
  SessionQuery,
} from './requests.js';
import {
  CreditsResponse,
  DeviceResponse,
  DomainIntelligenceAck,
  DomainIntelligenceResult,
  DomainResponse,
  EmailResponse,
  HubResponse,
  IpResponse,
  NameResponse,
  PhoneResponse,
  ReasonCodesResponse,
  ResolutionResponse,
  CustomerRecord,
} from './responses.js';
import {
  IpProxyResponse,
  LoginEnrollmentResponse,
  LoginResultsResponse,
  PhoneDataBreachesResponse,
  PhoneMnpResponse,
  PhoneToNameResponse,
} from './payloads/index.js';
import { COLLECT_BODY_LIMIT, COLLECT_EXAMPLE, CollectRequest, CollectResponse, CollectorParams } from './collect.js';
import { LEGACY_REQUESTS, LEGACY_RESPONSES } from './legacy.js';

/** The groups of the OpenAPI document. */
export const OPERATION_TAGS = {
  products: 'Per-product intelligence',
  onboarding: 'Several products and the combined score in one call',
  login: 'Login tracking',
  data: 'Standalone data lookups',
  'domain-intelligence': 'Background domain intelligence',
  account: 'Credits, usage and the reason-code catalogue',
  operations: 'Health and readiness',
  privacy: 'idrisk extension (not in the upstream contract): read and erase the stored data of a customer_id',
  legacy: 'Unversioned flat forms of phone, email, ip, domain and the hub (rule 14): flat fields, product-prefixed answers',
} as const;
export type OperationTag = keyof typeof OPERATION_TAGS;

/** A valid request of the operation (documentation, and the shared security and contract suites). */
export interface OperationExample {
  readonly body?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly params?: Readonly<Record<string, string>>;
}

export interface OperationDef {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Body size cap of this operation in bytes (default: IDRISK_BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** The body may be absent (validated as `{}`). */
  readonly optionalBody?: boolean;
  /** Fastify path (`:param` for path parameters). */
  readonly path: string;
  /**
   * `secret-key`: x-api-key of an account (auth, then entitlement, then rate limit); `app-key`: the publishable
   * collector app key of a browser, from the app's origins only (src/http/plugins/app-key-auth.ts); `none`: public.
   */
  readonly auth: 'secret-key' | 'app-key' | 'none';
  /** What the account must be entitled to; null: any valid key. */
  readonly entitlement: string | null;
  /** Credits per live call; `per-claim`: the sum of the prices of the claimed products (the hub); 0: free. */
  readonly price: number | 'per-claim';
  readonly tag: OperationTag;
  readonly summary: string;
  /** Longer text of the OpenAPI operation. */
  readonly description?: string;
  /** Status of success when it is not 200 (204: no body). */
  readonly status?: 204;
  readonly body?: TSchema;
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  /** The 200 body. */
  readonly response: TSchema;
  /** Statuses beyond the standard error set of a billed or free operation, with their body. */
  readonly extraResponses?: Readonly<Record<number, TSchema>>;
  readonly example: OperationExample;
}

const problem = (description: string) => Type.Ref('Problem', { description });
const Health = Type.Object({ status: Type.String() });
const UK_PHONE = '+447700900123';
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Every operation, in the order of the OpenAPI document; entitlements are listed in first-use order. */
export const OPERATIONS = {
  phone: {
    method: 'POST', path: '/1.0/phone', auth: 'secret-key', entitlement: 'phone', price: 10, tag: 'products',
    summary: 'Phone intelligence', body: PhoneRequest, response: PhoneResponse,
    example: { body: { customer_id: 'cust-1', claims: ['phone'], phone_number: UK_PHONE } },
  },
  email: {
    method: 'POST', path: '/1.0/email', auth: 'secret-key', entitlement: 'email', price: 10, tag: 'products',
    summary: 'Email intelligence', body: EmailRequest, response: EmailResponse,
    example: { body: { customer_id: 'cust-1', claims: ['email'], email: 'jane.doe@example.com' } },
  },
  ip: {
    method: 'POST', path: '/1.0/ip', auth: 'secret-key', entitlement: 'ip', price: 5, tag: 'products',
    summary: 'IP intelligence', body: IpRequest, response: IpResponse,
    example: { body: { customer_id: 'cust-1', claims: ['ip'], ip: '192.0.2.10' } },
  },
  domain: {
    method: 'POST', path: '/1.0/domain', auth: 'secret-key', entitlement: 'domain', price: 20, tag: 'products',
    summary: 'Domain intelligence', body: DomainRequest, response: DomainResponse,
    example: { body: { customer_id: 'cust-1', claims: ['domain'], domain: { value: 'example.com' } } },
  },
  device: {
    method: 'POST', path: '/1.0/device', auth: 'secret-key', entitlement: 'device', price: 2, tag: 'products',
    summary: 'Device intelligence', body: DeviceRequest, response: DeviceResponse,
    example: { body: { customer_id: 'cust-1', claims: ['device'], user_agent: CHROME_UA } },
  },
  name: {
    method: 'POST', path: '/1.0/name', auth: 'secret-key', entitlement: 'name', price: 2, tag: 'products',
    summary: 'Name intelligence', body: NameRequest, response: NameResponse,
    example: { body: { customer_id: 'cust-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' } },
  },
  hub: {
    method: 'POST', path: '/1.0/hub', auth: 'secret-key', entitlement: 'hub', price: 'per-claim', tag: 'onboarding',
    summary: 'Onboarding hub', body: HubRequest, response: HubResponse,
    example: { body: { customer_id: 'cust-1', claims: ['phone', 'email', 'score'], phone_number: UK_PHONE, email: 'jane.doe@example.com' } },
  },
  'track-enrollments': {
    method: 'POST', path: '/1.0/track/enrollments', auth: 'secret-key', entitlement: 'login', price: 2, tag: 'login',
    summary: 'Login enrollment', querystring: SessionQuery, body: LoginBody, optionalBody: true, response: LoginEnrollmentResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON, DUPLICATED_TRANSACTION_ID, SESSION_ALREADY_ENROLLED, USERNAME_MISMATCH'), 404: problem('SESSION_NOT_FOUND, NOT_FOUND') },
    example: { query: { session_id: 'sess-1' }, body: { username: 'jane' } },
  },
  'track-results': {
    method: 'POST', path: '/1.0/track/results', auth: 'secret-key', entitlement: 'login', price: 5, tag: 'login',
    summary: 'Login results', querystring: SessionQuery, body: LoginBody, optionalBody: true, response: LoginResultsResponse,
    extraResponses: { 404: problem('SESSION_NOT_FOUND, NOT_FOUND') },
    example: { query: { session_id: 'sess-1' }, body: { username: 'jane' } },
  },
  'track-collect': {
    method: 'POST', path: '/1.0/track/collect', auth: 'app-key', entitlement: 'login', price: 0, tag: 'login',
    summary: 'Collector record (called by the browser collector, never by your backend)', body: CollectRequest, bodyLimit: COLLECT_BODY_LIMIT,
    response: CollectResponse,
    extraResponses: {
      400: problem('INVALID_PAYLOAD, MALFORMED_JSON, SESSION_ALREADY_COLLECTED, SESSION_ALREADY_ENROLLED'),
      401: problem('INVALID_APP_KEY'),
      403: problem('MISSING_APP_KEY, ORIGIN_NOT_ALLOWED, PRODUCT_NOT_ENABLED'),
      413: problem('PAYLOAD_TOO_LARGE'),
      415: problem('UNSUPPORTED_MEDIA_TYPE'),
      429: problem('RATE_LIMITED'),
    },
    example: { body: COLLECT_EXAMPLE },
  },
  'collector-script': {
    method: 'GET', path: '/1.0/track/collector.js', auth: 'none', entitlement: null, price: 0, tag: 'login',
    summary: 'The browser collector (JavaScript; cached 5 minutes, ETag)', response: Type.String({ description: 'JavaScript' }),
    extraResponses: { 404: problem('NOT_FOUND (not built)') }, example: {},
  },
  'collector-script-versioned': {
    method: 'GET', path: '/1.0/track/collector-:hash.js', auth: 'none', entitlement: null, price: 0, tag: 'login',
    summary: 'The browser collector by content hash (immutable)', params: CollectorParams, response: Type.String({ description: 'JavaScript' }),
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { hash: '0000000000000000' } },
  },
  'domain-intelligence': {
    method: 'POST', path: '/1.0/domain-intelligence/', auth: 'secret-key', entitlement: 'domain-intelligence', price: 50,
    tag: 'domain-intelligence', summary: 'Submit a domain for background intelligence', body: DomainIntelligenceRequest,
    response: DomainIntelligenceAck,
    example: { body: { customer_id: 'cust-1', claims: ['domain'], domain: { value: 'example.com' } } },
  },
  'domain-intelligence-get': {
    method: 'GET', path: '/1.0/domain-intelligence/', auth: 'secret-key', entitlement: 'domain-intelligence',
    price: 0, tag: 'domain-intelligence', summary: 'Get Domain: the result of a domain-intelligence submission',
    querystring: CustomerIdParams, response: DomainIntelligenceResult,
    extraResponses: { 400: problem('INVALID_PAYLOAD'), 404: problem('NOT_FOUND') },
    example: { query: { customer_id: 'unknown-customer' } },
  },
  'phone-data-breaches': {
    method: 'POST', path: '/data/1.0/phone-data-breaches', auth: 'secret-key', entitlement: 'phone-data-breaches', price: 10,
    tag: 'data', summary: 'Phone data breaches', body: PhoneLookupRequest, response: PhoneDataBreachesResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '447700900123' } },
  },
  'phone-to-name': {
    method: 'POST', path: '/data/1.0/phone-to-name', auth: 'secret-key', entitlement: 'phone-to-name', price: 10,
    tag: 'data', summary: 'Phone to name', body: PhoneLookupRequest, response: PhoneToNameResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '447700900123' } },
  },
  'phone-mnp': {
    method: 'POST', path: '/data/1.0/phone-mnp', auth: 'secret-key', entitlement: 'phone-mnp', price: 5,
    tag: 'data', summary: 'Phone number portability', body: PhoneLookupRequest, response: PhoneMnpResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '447700900123' } },
  },
  'ip-proxy': {
    method: 'POST', path: '/data/1.0/ip-proxy', auth: 'secret-key', entitlement: 'ip-proxy', price: 2,
    tag: 'data', summary: 'IP proxy', body: IpLookupRequest, response: IpProxyResponse,
    example: { body: { transaction_id: 'txn-1', ip: '192.0.2.10' } },
  },
  credits: {
    method: 'GET', path: '/1.0/credits', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'Credits and usage of the calling account', response: CreditsResponse, example: {},
  },
  'reason-codes': {
    method: 'GET', path: '/1.0/reason-codes', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'The reason-code catalogue', response: ReasonCodesResponse, example: {},
  },
  'resolution-get': {
    method: 'GET', path: '/1.0/resolutions/:resolution_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'Explain a past call', params: ResolutionParams, response: ResolutionResponse,
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { resolution_id: 'res_unknown' } },
  },
  'customer-get': {
    method: 'GET', path: '/1.0/customers/:customer_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'privacy',
    summary: 'Get Customer (extension): the stored resolution of a customer_id',
    description: 'An idrisk extension, not part of the upstream API contract (docs/privacy.md). 404 for an unknown, another account\'s or an erased customer_id. Sandbox calls are not stored.',
    params: CustomerIdParams, response: CustomerRecord, extraResponses: { 404: problem('NOT_FOUND') },
    example: { params: { customer_id: 'unknown-customer' } },
  },
  'customer-delete': {
    method: 'DELETE', path: '/1.0/customers/:customer_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'privacy',
    summary: 'Delete Data (extension): erase the personal data of a customer_id',
    description:
      'An idrisk extension, not part of the upstream API contract (docs/privacy.md). Erases the stored response, the explanation, the scores and the ' +
      'identity-graph links the call contributed. The billing record stays, anonymised (operation, price, time); the customer_id stays claimed, so a ' +
      'new call with it is still DUPLICATED_CUSTOMER_ID. A repeated DELETE answers 204 too; an unknown customer_id 404.',
    status: 204, params: CustomerIdParams, response: Type.Null({ description: 'Erased (or already erased)' }),
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { customer_id: 'unknown-customer' } },
  },
  'legacy-phone': {
    method: 'POST', path: '/phone', auth: 'secret-key', entitlement: 'phone', price: 10, tag: 'legacy',
    summary: 'Phone intelligence, flat (unversioned)', body: LEGACY_REQUESTS.phone, response: LEGACY_RESPONSES.phone,
    example: { body: { customer_id: 'cust-1', phone: UK_PHONE } },
  },
  'legacy-email': {
    method: 'POST', path: '/email', auth: 'secret-key', entitlement: 'email', price: 10, tag: 'legacy',
    summary: 'Email intelligence, flat (unversioned)', body: LEGACY_REQUESTS.email, response: LEGACY_RESPONSES.email,
    example: { body: { customer_id: 'cust-1', email: 'jane.doe@example.com' } },
  },
  'legacy-ip': {
    method: 'POST', path: '/ip', auth: 'secret-key', entitlement: 'ip', price: 5, tag: 'legacy',
    summary: 'IP intelligence, flat (unversioned)', body: LEGACY_REQUESTS.ip, response: LEGACY_RESPONSES.ip,
    example: { body: { customer_id: 'cust-1', ip: '192.0.2.10' } },
  },
  'legacy-domain': {
    method: 'POST', path: '/domain', auth: 'secret-key', entitlement: 'domain', price: 20, tag: 'legacy',
    summary: 'Domain intelligence, flat (unversioned)', body: LEGACY_REQUESTS.domain, response: LEGACY_RESPONSES.domain,
    example: { body: { customer_id: 'cust-1', domain: 'example.com' } },
  },
  'legacy-onboarding': {
    method: 'POST', path: '/onboarding', auth: 'secret-key', entitlement: 'hub', price: 'per-claim', tag: 'legacy',
    summary: 'Onboarding hub, flat (unversioned)', body: LEGACY_REQUESTS.onboarding, response: LEGACY_RESPONSES.onboarding,
    example: { body: { customer_id: 'cust-1', phone: UK_PHONE, email: 'jane.doe@example.com' } },
  },
  healthz: {
    method: 'GET', path: '/healthz', auth: 'none', entitlement: null, price: 0, tag: 'operations',
    summary: 'Liveness', response: Health, example: {},
  },
  readyz: {
    method: 'GET', path: '/readyz', auth: 'none', entitlement: null, price: 0, tag: 'operations',
    summary: 'Readiness', response: Health, extraResponses: { 503: Health }, example: {},
  },
} as const satisfies Record<string, OperationDef>;

export type OperationName = keyof typeof OPERATIONS;
export type Operations = typeof OPERATIONS;
export type Entitlement = NonNullable<Operations[OperationName]['entitlement']>;
/** Operations with a fixed price above zero. */
export type PricedOperation = { [K in OperationName]: Operations[K]['price'] extends 0 | 'per-claim' ? never : K }[OperationName];

/** The operations' URL as called: path parameters and query of the example filled in. */
export function exampleUrl(op: OperationDef): string {
  const path = op.path.replace(/:([a-z_]+)/g, (_, p: string) => encodeURIComponent(op.example.params?.[p] ?? p));
  const query = op.example.query ? `?${new URLSearchParams(op.example.query).toString()}` : '';
  return path + query;
}
