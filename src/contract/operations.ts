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
  PhoneValidationRequest,
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
  PhoneValidationResponse,
} from './payloads/index.js';
import { COLLECT_BODY_LIMIT, COLLECT_EXAMPLE, CollectRequest, CollectResponse, CollectorParams } from './collect.js';
import { LEGACY_REQUESTS, LEGACY_RESPONSES } from './legacy.js';
import {
  LabelsCreated,
  LabelsPage,
  LabelsRequest,
  ListBulkResponse,
  ListCreateRequest,
  ListDetail,
  ListInfo,
  ListItemsAddRequest,
  ListItemsRemoveRequest,
  ListItemsResponse,
  ListParams,
  ListsResponse,
  PageQuery,
} from './decisions.js';
import { BULK_UPLOAD_BODY, BulkJob, BulkParams, BulkResultsPage, BulkResultsQuery, BulkSubmitQuery } from './bulk.js';

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
  decisions: 'idrisk extension (not in the upstream contract): the account\'s lists for its rules, and labels of what calls turned out to be (docs/rules.md, docs/labels.md)',
  bulk: 'idrisk extension (not in the upstream contract): score a file of identities, each row as one call (docs/bulk.md)',
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
  /**
   * The OpenAPI operationId: stable, camelCase, unique (generated clients name their methods after it; a test checks
   * the form and uniqueness). Never rename one: it is part of the published client's surface.
   */
  readonly operationId: string;
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
  /** Status of success when it is not 200 (204: no body; 202: accepted, work goes on in the background). */
  readonly status?: 202 | 204;
  readonly body?: TSchema;
  /**
   * A body that is not JSON (a streamed upload; no body schema on the route): the OpenAPI requestBody as published,
   * one entry per media type the route reads.
   */
  readonly rawBody?: { readonly description: string; readonly content: Readonly<Record<string, unknown>> };
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  /** The 200 body. */
  readonly response: TSchema;
  /** The media type of the 200 body when it is not JSON (the OpenAPI document says so). */
  readonly responseType?: string;
  /** Statuses beyond the standard error set of a billed or free operation, with their body. */
  readonly extraResponses?: Readonly<Record<number, TSchema>>;
  readonly example: OperationExample;
}

const problem = (description: string) => Type.Ref('Problem', { description });
const Health = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  details: Type.Optional(
    Type.Object({
      dns: Type.Optional(
        Type.Object(
          {
            state: Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('off'), Type.Literal('pending')], {
              description: '`failing`: outbound DNS does not answer (or answers that nothing exists), so every network lookup fails',
            }),
            message: Type.String(),
            checked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          },
          { description: 'The outbound DNS check (at start, then at most once a minute while /readyz is read)' },
        ),
      ),
    }),
  ),
});
/**
 * The example number: valid and mobile-capable (US, +1 415 555 2671), outside the 555-01XX range reserved for fiction,
 * and not a run of sequential digits, so the sandbox answers it in full (format valid, not suspicious).
 */
const PHONE = '+14155552671';
/** The example address: public (a geolocation test address of MaxMind's databases), not a documentation range. */
const IP = '81.2.69.142';
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Every operation, in the order of the OpenAPI document; entitlements are listed in first-use order. */
export const OPERATIONS = {
  phone: {
    operationId: 'scorePhone', method: 'POST', path: '/1.0/phone', auth: 'secret-key', entitlement: 'phone', price: 10, tag: 'products',
    summary: 'Phone intelligence', body: PhoneRequest, response: PhoneResponse,
    example: { body: { customer_id: 'cust-1', claims: ['phone'], phone_number: PHONE } },
  },
  email: {
    operationId: 'scoreEmail', method: 'POST', path: '/1.0/email', auth: 'secret-key', entitlement: 'email', price: 10, tag: 'products',
    summary: 'Email intelligence', body: EmailRequest, response: EmailResponse,
    example: { body: { customer_id: 'cust-1', claims: ['email'], email: 'jane.doe@example.com' } },
  },
  ip: {
    operationId: 'scoreIp', method: 'POST', path: '/1.0/ip', auth: 'secret-key', entitlement: 'ip', price: 5, tag: 'products',
    summary: 'IP intelligence', body: IpRequest, response: IpResponse,
    example: { body: { customer_id: 'cust-1', claims: ['ip'], ip: IP } },
  },
  domain: {
    operationId: 'scoreDomain', method: 'POST', path: '/1.0/domain', auth: 'secret-key', entitlement: 'domain', price: 20, tag: 'products',
    summary: 'Domain intelligence', body: DomainRequest, response: DomainResponse,
    example: { body: { customer_id: 'cust-1', claims: ['domain'], domain: { value: 'example.com' } } },
  },
  device: {
    operationId: 'scoreDevice', method: 'POST', path: '/1.0/device', auth: 'secret-key', entitlement: 'device', price: 2, tag: 'products',
    summary: 'Device intelligence', body: DeviceRequest, response: DeviceResponse,
    example: { body: { customer_id: 'cust-1', claims: ['device'], user_agent: CHROME_UA } },
  },
  name: {
    operationId: 'scoreName', method: 'POST', path: '/1.0/name', auth: 'secret-key', entitlement: 'name', price: 2, tag: 'products',
    summary: 'Name intelligence', body: NameRequest, response: NameResponse,
    example: { body: { customer_id: 'cust-1', claims: ['name'], first_name: 'Jane', last_name: 'Doe' } },
  },
  hub: {
    operationId: 'scoreOnboarding', method: 'POST', path: '/1.0/hub', auth: 'secret-key', entitlement: 'hub', price: 'per-claim', tag: 'onboarding',
    summary: 'Onboarding hub', body: HubRequest, response: HubResponse,
    example: { body: { customer_id: 'cust-1', claims: ['phone', 'email', 'score'], phone_number: PHONE, email: 'jane.doe@example.com' } },
  },
  'track-enrollments': {
    operationId: 'enrollLogin', method: 'POST', path: '/1.0/track/enrollments', auth: 'secret-key', entitlement: 'login', price: 2, tag: 'login',
    summary: 'Login enrollment', querystring: SessionQuery, body: LoginBody, optionalBody: true, response: LoginEnrollmentResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON, DUPLICATED_TRANSACTION_ID, SESSION_ALREADY_ENROLLED, USERNAME_MISMATCH'), 404: problem('SESSION_NOT_FOUND, NOT_FOUND') },
    example: { query: { session_id: 'sess-1' }, body: { username: 'jane' } },
  },
  'track-results': {
    operationId: 'getLoginResults', method: 'POST', path: '/1.0/track/results', auth: 'secret-key', entitlement: 'login', price: 5, tag: 'login',
    summary: 'Login results', querystring: SessionQuery, body: LoginBody, optionalBody: true, response: LoginResultsResponse,
    extraResponses: { 404: problem('SESSION_NOT_FOUND, NOT_FOUND') },
    example: { query: { session_id: 'sess-1' }, body: { username: 'jane' } },
  },
  'track-collect': {
    operationId: 'collectLogin', method: 'POST', path: '/1.0/track/collect', auth: 'app-key', entitlement: 'login', price: 0, tag: 'login',
    summary: 'Collector record (called by the browser collector, never by your backend)', body: CollectRequest, bodyLimit: COLLECT_BODY_LIMIT,
    response: CollectResponse,
    extraResponses: {
      400: problem('INVALID_PAYLOAD, MALFORMED_JSON, SESSION_ALREADY_COLLECTED, SESSION_ALREADY_ENROLLED'),
      401: problem('INVALID_APP_KEY, PRODUCT_NOT_ENABLED'),
      403: problem('MISSING_APP_KEY, ORIGIN_NOT_ALLOWED'),
      413: problem('PAYLOAD_TOO_LARGE'),
      415: problem('UNSUPPORTED_MEDIA_TYPE'),
      429: problem('RATE_LIMITED'),
    },
    example: { body: COLLECT_EXAMPLE },
  },
  'collector-script': {
    operationId: 'getCollectorScript', method: 'GET', path: '/1.0/track/collector.js', auth: 'none', entitlement: null, price: 0, tag: 'login',
    summary: 'The browser collector (JavaScript; cached 5 minutes, ETag)', response: Type.String({ description: 'JavaScript' }), responseType: 'text/javascript',
    extraResponses: { 404: problem('NOT_FOUND (not built)') }, example: {},
  },
  'collector-script-versioned': {
    operationId: 'getCollectorScriptByHash', method: 'GET', path: '/1.0/track/collector-:hash.js', auth: 'none', entitlement: null, price: 0, tag: 'login',
    summary: 'The browser collector by content hash (immutable)', params: CollectorParams, response: Type.String({ description: 'JavaScript' }), responseType: 'text/javascript',
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { hash: '0000000000000000' } },
  },
  'domain-intelligence': {
    operationId: 'submitDomainIntelligence', method: 'POST', path: '/1.0/domain-intelligence/', auth: 'secret-key', entitlement: 'domain-intelligence', price: 50,
    tag: 'domain-intelligence', summary: 'Submit a domain for background intelligence', body: DomainIntelligenceRequest,
    response: DomainIntelligenceAck,
    example: { body: { customer_id: 'cust-1', claims: ['domain'], domain: { value: 'example.com' } } },
  },
  'domain-intelligence-get': {
    operationId: 'getDomainIntelligence', method: 'GET', path: '/1.0/domain-intelligence/', auth: 'secret-key', entitlement: 'domain-intelligence',
    price: 0, tag: 'domain-intelligence', summary: 'Get Domain: the result of a domain-intelligence submission',
    querystring: CustomerIdParams, response: DomainIntelligenceResult,
    extraResponses: { 400: problem('INVALID_PAYLOAD'), 404: problem('NOT_FOUND') },
    example: { query: { customer_id: 'unknown-customer' } },
  },
  'phone-data-breaches': {
    operationId: 'getPhoneDataBreaches', method: 'POST', path: '/data/1.0/phone-data-breaches', auth: 'secret-key', entitlement: 'phone-data-breaches', price: 10,
    tag: 'data', summary: 'Phone data breaches', body: PhoneLookupRequest, response: PhoneDataBreachesResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '14155552671' } },
  },
  'phone-to-name': {
    operationId: 'getPhoneToName', method: 'POST', path: '/data/1.0/phone-to-name', auth: 'secret-key', entitlement: 'phone-to-name', price: 10,
    tag: 'data', summary: 'Phone to name', body: PhoneLookupRequest, response: PhoneToNameResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '14155552671' } },
  },
  'phone-mnp': {
    operationId: 'getPhoneMnp', method: 'POST', path: '/data/1.0/phone-mnp', auth: 'secret-key', entitlement: 'phone-mnp', price: 5,
    tag: 'data', summary: 'Phone number portability', body: PhoneLookupRequest, response: PhoneMnpResponse,
    example: { body: { transaction_id: 'txn-1', phone_number: '14155552671' } },
  },
  'phone-validation': {
    operationId: 'validatePhone', method: 'POST', path: '/1.0/phone-validation', auth: 'secret-key', entitlement: null, price: 0, tag: 'data',
    summary: 'Phone validation: format and line type only (free; nothing looked up or stored)',
    description: 'Rule 13: check a number\'s format before calling a billed product. libphonenumber\'s metadata only: no dataset, no network, no enrichment; the number is not stored and no usage row is written. Any valid key (live or sandbox, the same answer); the key\'s rate limit applies.',
    body: PhoneValidationRequest, response: PhoneValidationResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON'), 413: problem('PAYLOAD_TOO_LARGE'), 415: problem('UNSUPPORTED_MEDIA_TYPE') },
    example: { body: { phone_number: PHONE } },
  },
  'ip-proxy': {
    operationId: 'getIpProxy', method: 'POST', path: '/data/1.0/ip-proxy', auth: 'secret-key', entitlement: 'ip-proxy', price: 2,
    tag: 'data', summary: 'IP proxy', body: IpLookupRequest, response: IpProxyResponse,
    example: { body: { transaction_id: 'txn-1', ip: IP } },
  },
  credits: {
    operationId: 'getCredits', method: 'GET', path: '/1.0/credits', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'Credits and usage of the calling account', response: CreditsResponse, example: {},
  },
  'reason-codes': {
    operationId: 'listReasonCodes', method: 'GET', path: '/1.0/reason-codes', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'The reason-code catalogue', response: ReasonCodesResponse, example: {},
  },
  'resolution-get': {
    operationId: 'getResolution', method: 'GET', path: '/1.0/resolutions/:resolution_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'account',
    summary: 'Explain a past call', params: ResolutionParams, response: ResolutionResponse,
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { resolution_id: 'res_unknown' } },
  },
  'customer-get': {
    operationId: 'getCustomer', method: 'GET', path: '/1.0/customers/:customer_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'privacy',
    summary: 'Get Customer (extension): the stored resolution of a customer_id',
    description: 'An idrisk extension, not part of the upstream API contract (docs/privacy.md). 404 for an unknown, another account\'s or an erased customer_id. Sandbox calls are not stored.',
    params: CustomerIdParams, response: CustomerRecord, extraResponses: { 404: problem('NOT_FOUND') },
    example: { params: { customer_id: 'unknown-customer' } },
  },
  'customer-delete': {
    operationId: 'deleteCustomer', method: 'DELETE', path: '/1.0/customers/:customer_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'privacy',
    summary: 'Delete Data (extension): erase the personal data of a customer_id',
    description:
      'An idrisk extension, not part of the upstream API contract (docs/privacy.md). Erases the stored response, the explanation, the scores and the ' +
      'identity-graph links the call contributed. The billing record stays, anonymised (operation, price, time); the customer_id stays claimed, so a ' +
      'new call with it is still DUPLICATED_CUSTOMER_ID. A repeated DELETE answers 204 too; an unknown customer_id 404.',
    status: 204, params: CustomerIdParams, response: Type.Null({ description: 'Erased (or already erased)' }),
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { customer_id: 'unknown-customer' } },
  },
  'lists-list': {
    operationId: 'listLists', method: 'GET', path: '/1.0/lists', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Lists of the account', response: ListsResponse, example: {},
  },
  'list-create': {
    operationId: 'createList', method: 'POST', path: '/1.0/lists', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Create a typed list (phone, email, email_domain, ip, cidr, name, device_id, username)', body: ListCreateRequest, response: ListInfo,
    example: { body: { name: 'blocked_emails', kind: 'email', description: 'Emails of confirmed fraud' } },
  },
  'list-get': {
    operationId: 'getList', method: 'GET', path: '/1.0/lists/:list', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'A list and its item count', params: ListParams, response: ListDetail,
    extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { list: 'unknown-list' } },
  },
  'list-delete': {
    operationId: 'deleteList', method: 'DELETE', path: '/1.0/lists/:list', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Delete a list and its items (rules naming it are then skipped with RG004)', status: 204, params: ListParams,
    response: Type.Null({ description: 'Deleted' }), extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { list: 'unknown-list' } },
  },
  'list-items-get': {
    operationId: 'listListItems', method: 'GET', path: '/1.0/lists/:list/items', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Items of a list, in value order, a page at a time', params: ListParams, querystring: PageQuery, response: ListItemsResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD'), 404: problem('NOT_FOUND') }, example: { params: { list: 'unknown-list' }, query: { limit: '100', cursor: '' } },
  },
  'list-items-add': {
    operationId: 'addListItems', method: 'POST', path: '/1.0/lists/:list/items', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Add up to 10,000 items (all or nothing; an existing value gets the new expiry and comment)', params: ListParams, body: ListItemsAddRequest,
    bodyLimit: 8 * 1024 * 1024, response: ListBulkResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON'), 404: problem('NOT_FOUND'), 413: problem('PAYLOAD_TOO_LARGE') },
    example: { params: { list: 'unknown-list' }, body: { items: [{ value: 'fraud@example.com', comment: 'chargeback 2026-11' }] } },
  },
  'list-items-remove': {
    operationId: 'removeListItems', method: 'POST', path: '/1.0/lists/:list/items/remove', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Remove up to 10,000 values (values not in the list are ignored)', params: ListParams, body: ListItemsRemoveRequest,
    bodyLimit: 8 * 1024 * 1024, response: ListBulkResponse,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON'), 404: problem('NOT_FOUND'), 413: problem('PAYLOAD_TOO_LARGE') },
    example: { params: { list: 'unknown-list' }, body: { values: ['fraud@example.com'] } },
  },
  'labels-create': {
    operationId: 'createLabels', method: 'POST', path: '/1.0/labels', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Label up to 1,000 live resolutions (fraud, chargeback, ...); a new label replaces the current one, the old one stays in history',
    body: LabelsRequest, response: LabelsCreated,
    extraResponses: { 400: problem('INVALID_PAYLOAD, MALFORMED_JSON'), 404: problem('NOT_FOUND (a resolution_id or customer_id the account has no live resolution for; nothing stored)') },
    example: { body: { labels: [{ resolution_id: 'res_unknown', tag: 'fraud' }] } },
  },
  'labels-list': {
    operationId: 'listLabels', method: 'GET', path: '/1.0/labels', auth: 'secret-key', entitlement: null, price: 0, tag: 'decisions',
    summary: 'Current labels of the account, newest first, a page at a time', querystring: PageQuery, response: LabelsPage,
    extraResponses: { 400: problem('INVALID_PAYLOAD') }, example: { query: { limit: '100', cursor: '' } },
  },
  'bulk-submit': {
    operationId: 'submitBulk', method: 'POST', path: '/1.0/bulk', auth: 'secret-key', entitlement: null, price: 0, tag: 'bulk', status: 202,
    bodyLimit: 1024 * 1024 * 1024,
    summary: 'Submit a file (CSV or JSONL, gzip accepted) to score every row; answers 202 with the job at once',
    description:
      'An idrisk extension (docs/bulk.md). The body is the file: raw (Content-Type text/csv, application/x-ndjson, application/gzip with format=, ' +
      'or application/octet-stream; the options in the query) or multipart/form-data with one file part (the option fields before it). Options: ' +
      'claims (required), map, fields, format, model_id, webhook_url, sample. The upload may take up to IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS; one ' +
      'that sends nothing for IDRISK_BULK_UPLOAD_IDLE_SECONDS is dropped (408 REQUEST_TIMEOUT, nothing kept). Each row is scored as the same API call (its own customer_id, derived as {job id}-{line} ' +
      'when the file has no customer_id column) and billed at that call\'s price; invalid rows and duplicates are free. 402 when the balance does not ' +
      'cover one row; the job pauses when credits run out during the run. Sandbox keys: synthetic answers, free.',
    querystring: BulkSubmitQuery, rawBody: BULK_UPLOAD_BODY, response: BulkJob,
    extraResponses: { 400: problem('INVALID_PAYLOAD, INVALID_CLAIMS'), 402: problem('INSUFFICIENT_CREDITS'), 408: problem('REQUEST_TIMEOUT'), 413: problem('PAYLOAD_TOO_LARGE'), 415: problem('UNSUPPORTED_MEDIA_TYPE') },
    example: { query: { claims: 'email', map: 'Mail=email', fields: 'email.disposable', format: 'csv', model_id: 'email_score', webhook_url: 'https://hooks.example.com/bulk', sample: '10' } },
  },
  'bulk-get': {
    operationId: 'getBulk', method: 'GET', path: '/1.0/bulk/:bulk_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'bulk',
    summary: 'A bulk job: status, row counts, credits spent, score-cluster and reason-code counts so far',
    description: 'An idrisk extension (docs/bulk.md). 404 for an unknown id or another account\'s job.',
    params: BulkParams, response: BulkJob, extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { bulk_id: 'blk_unknown' } },
  },
  'bulk-results': {
    operationId: 'getBulkResults', method: 'GET', path: '/1.0/bulk/:bulk_id/results', auth: 'secret-key', entitlement: null, price: 0, tag: 'bulk',
    summary: 'Results of a bulk job in line order: a JSON page, or every row as CSV or JSONL',
    description:
      'An idrisk extension (docs/bulk.md). format=json (default) answers a page (cursor, limit); format=csv (text/csv) and format=jsonl ' +
      '(application/x-ndjson) stream every row: line, status, customer_id, resolution_id, score, score_cluster, reason_codes, decision, credits, ' +
      'error_code, error_detail, the input columns (CSV: as in_{column}) and the chosen fields. Rows still pending are listed as pending.',
    params: BulkParams, querystring: BulkResultsQuery, response: BulkResultsPage,
    extraResponses: { 400: problem('INVALID_PAYLOAD'), 404: problem('NOT_FOUND') }, example: { params: { bulk_id: 'blk_unknown' }, query: { format: 'json', cursor: '0', limit: '100', formula_guard: 'true' } },
  },
  'bulk-cancel': {
    operationId: 'cancelBulk', method: 'DELETE', path: '/1.0/bulk/:bulk_id', auth: 'secret-key', entitlement: null, price: 0, tag: 'bulk',
    summary: 'Cancel a bulk job: rows not scored yet are not scored (nor billed); the job as it stands',
    description: 'An idrisk extension (docs/bulk.md). Cancelling an ended job changes nothing. 404 for an unknown id or another account\'s job.',
    params: BulkParams, response: BulkJob, extraResponses: { 404: problem('NOT_FOUND') }, example: { params: { bulk_id: 'blk_unknown' } },
  },
  'legacy-phone': {
    operationId: 'legacyScorePhone', method: 'POST', path: '/phone', auth: 'secret-key', entitlement: 'phone', price: 10, tag: 'legacy',
    summary: 'Phone intelligence, flat (unversioned)', body: LEGACY_REQUESTS.phone, response: LEGACY_RESPONSES.phone,
    example: { body: { customer_id: 'cust-1', phone: PHONE } },
  },
  'legacy-email': {
    operationId: 'legacyScoreEmail', method: 'POST', path: '/email', auth: 'secret-key', entitlement: 'email', price: 10, tag: 'legacy',
    summary: 'Email intelligence, flat (unversioned)', body: LEGACY_REQUESTS.email, response: LEGACY_RESPONSES.email,
    example: { body: { customer_id: 'cust-1', email: 'jane.doe@example.com' } },
  },
  'legacy-ip': {
    operationId: 'legacyScoreIp', method: 'POST', path: '/ip', auth: 'secret-key', entitlement: 'ip', price: 5, tag: 'legacy',
    summary: 'IP intelligence, flat (unversioned)', body: LEGACY_REQUESTS.ip, response: LEGACY_RESPONSES.ip,
    example: { body: { customer_id: 'cust-1', ip: IP } },
  },
  'legacy-domain': {
    operationId: 'legacyScoreDomain', method: 'POST', path: '/domain', auth: 'secret-key', entitlement: 'domain', price: 20, tag: 'legacy',
    summary: 'Domain intelligence, flat (unversioned)', body: LEGACY_REQUESTS.domain, response: LEGACY_RESPONSES.domain,
    example: { body: { customer_id: 'cust-1', domain: 'example.com' } },
  },
  'legacy-onboarding': {
    operationId: 'legacyScoreOnboarding', method: 'POST', path: '/onboarding', auth: 'secret-key', entitlement: 'hub', price: 'per-claim', tag: 'legacy',
    summary: 'Onboarding hub, flat (unversioned)', body: LEGACY_REQUESTS.onboarding, response: LEGACY_RESPONSES.onboarding,
    example: { body: { customer_id: 'cust-1', phone: PHONE, email: 'jane.doe@example.com' } },
  },
  healthz: {
    operationId: 'getHealth', method: 'GET', path: '/healthz', auth: 'none', entitlement: null, price: 0, tag: 'operations',
    summary: 'Liveness', response: Health, example: {},
  },
  readyz: {
    operationId: 'getReadiness', method: 'GET', path: '/readyz', auth: 'none', entitlement: null, price: 0, tag: 'operations',
    summary: 'Readiness',
    description: 'Readiness: 200 when the database answers, 503 when it does not. `details.dns` says whether outbound DNS answers (a failing DNS keeps the process ready: local signals still work, network facts are missing).',
    response: Readiness, extraResponses: { 503: Readiness }, example: {},
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
