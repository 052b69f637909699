/**
 * The admin API catalogue (/admin/1.0, docs/admin.md): each operation's operationId (camelCase), method, path, the
 * permission it needs (src/admin/roles.ts), and its TypeBox schemas, which validate, serialize and make the OpenAPI
 * document. Handlers: src/http/admin/routes, one file per operation, gathered in a record keyed by operationId that
 * the compiler checks against this catalogue.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { Permission } from '../admin/roles.js';
import { ENTITLEMENTS } from '../accounts/entitlements.js';
import { REVIEW_OPERATIONS } from './admin-reviews.js';
import { DECISION_OPERATIONS } from './admin-decisions.js';

export const ADMIN_PREFIX = '/admin/1.0';
export const ADMIN_TAG = 'admin';
export const SESSION_COOKIE = 'idrisk_session';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const Time = Type.String({ description: 'ISO-8601 UTC' });
const Role = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('analyst'), Type.Literal('viewer')]);
const AccountScope = Nullable(Type.Array(Id('acct_…'), { maxItems: 1000, uniqueItems: true, description: 'Accounts the operator or token is limited to; null: every account' }));
const Product = Type.Unsafe<string>({ type: 'string', enum: [...ENTITLEMENTS] });
const Limit = Type.String({ pattern: '^[0-9]{1,3}$', description: 'Items per page, 1..200 (default 50)' });
const Cursor = Type.String({ minLength: 1, maxLength: 400, description: 'next_cursor of the previous page' });
const PageQuery = { limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) };
const page = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), next_cursor: Nullable(Type.String()) });
const strict = { additionalProperties: false } as const;
const TouchKind = Type.Union([Type.Literal('phone'), Type.Literal('email'), Type.Literal('ip'), Type.Literal('name')]);
const SearchTouchKind = Type.Union([Type.Literal('phone'), Type.Literal('email'), Type.Literal('ip'), Type.Literal('name'), Type.Literal('username')]);

export const AccountOut = Type.Object({
  id: Type.String(), name: Type.String(), credits: Nullable(Type.Number()), unlimited: Type.Boolean(), products: Type.Array(Type.String()),
  rate_limit: Type.Integer(), webhook_url: Nullable(Type.String()), disabled: Type.Boolean(), created_at: Time, updated_at: Time, version: Type.Integer(),
  webhook_secret: Type.Optional(Type.String({ description: 'Only in the answer that made it (shown once)' })),
});
export const KeyOut = Type.Object({
  id: Type.String(), account_id: Type.String(), environment: Type.String(), prefix: Type.String(), created_at: Time,
  revoked_at: Nullable(Time), expires_at: Nullable(Time), replaced_by: Nullable(Type.String()),
  secret: Type.Optional(Type.String({ description: 'Only in the answer that made it (shown once)' })),
});
export const OperatorOut = Type.Object({
  id: Type.String(), email: Type.String(), role: Role, accounts: AccountScope, disabled: Type.Boolean(), locked: Type.Boolean(), totp: Type.Boolean(),
  version: Type.Integer(), created_at: Time, updated_at: Time,
  password: Type.Optional(Type.String({ description: 'A generated password, only in the answer that made it (shown once)' })),
});
export const SessionOut = Type.Object({
  id: Type.String(), operator_id: Type.String(), created_at: Time, last_seen_at: Time, expires_at: Time, idle_expires_at: Time,
  address: Nullable(Type.String()), user_agent: Nullable(Type.String()), current: Type.Boolean(),
});
export const TokenOut = Type.Object({
  id: Type.String(), name: Type.String(), prefix: Type.String(), role: Role, accounts: AccountScope, created_by: Type.String(), created_at: Time,
  expires_at: Nullable(Time), revoked_at: Nullable(Time), last_used_at: Nullable(Time),
  secret: Type.Optional(Type.String({ description: 'Only in the answer that made it (shown once)' })),
});
export const LedgerOut = Type.Object({ id: Type.String(), account_id: Type.String(), amount: Type.Number(), balance: Type.Number(), actor: Type.String(), note: Nullable(Type.String()), created_at: Time });
export const AppOut = Type.Object({ id: Type.String(), account_id: Type.String(), app_key: Type.String({ description: 'Publishable (sent by browsers)' }), origins: Type.Array(Type.String()), created_at: Time, revoked_at: Nullable(Time) });
export const DeliveryOut = Type.Object({ id: Type.String(), account_id: Type.String(), type: Type.String(), status: Type.String(), attempts: Type.Integer(), created_at: Time, delivered_at: Nullable(Time) });
export const AttemptOut = Type.Object({
  attempt: Type.Integer(), url: Type.String(), status_code: Nullable(Type.Integer()), error: Nullable(Type.String()), duration_ms: Type.Integer(), created_at: Time,
  response_body: Nullable(Type.String({ description: 'The receiver\'s answer, its first 4 kB as text; null when none came (or the attempt is older than this field)' })),
  response_truncated: Nullable(Type.Boolean({ description: 'The answer was longer than response_body keeps' })),
  next_attempt_at: Nullable(Time),
});
export const DeliveryListOut = Type.Object({
  id: Type.String(), account_id: Type.String(), type: Type.String(), status: Type.String(), attempts: Type.Integer(), created_at: Time, delivered_at: Nullable(Time),
  request_body: Type.String({ description: 'The payload sent (exactly the signed body)' }),
  last_attempt: Nullable(AttemptOut),
});
export const DatasetImportOut = Type.Object({
  id: Type.String(), dataset: Type.String(), file_name: Type.String(), format: Type.String(), strict: Type.Boolean(),
  status: Type.Union(['uploading', 'queued', 'running', 'succeeded', 'refused', 'failed'].map((x) => Type.Literal(x)), { description: 'refused: a strict import found bad rows and wrote nothing' }),
  actor: Type.String({ description: 'Who imported: operator:opr_…, token:adt_…, cli:<user>' }), job_id: Nullable(Type.String()),
  rows: Type.Integer({ description: 'Rows read so far (while running) or in all' }), bytes: Type.Integer({ description: 'Bytes read so far' }), total_bytes: Type.Integer(),
  summary: Nullable(Type.Object({
    rows: Type.Integer(), valid: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), bad: Type.Integer(),
    bad_rows: Type.Array(Type.Object({ line: Type.Integer(), error: Type.String() }), { description: 'The first 100 bad rows' }), seconds: Type.Number(), rows_per_second: Type.Number(), refused: Type.Boolean(),
  })),
  error: Nullable(Type.String()), created_at: Time, started_at: Nullable(Time), finished_at: Nullable(Time), updated_at: Time,
});
export const DatasetOut = Type.Object({
  name: Type.String(), description: Type.String(), rows: Type.Integer({ description: 'Rows stored now' }),
  last_import: Nullable(DatasetImportOut), running: Nullable(DatasetImportOut),
});
const Point = Type.Object({ t: Time, operation: Type.String(), calls: Type.Integer() });
export const OverviewOut = Type.Object({
  from: Time, to: Time, bucket: Type.Union([Type.Literal('minute'), Type.Literal('hour'), Type.Literal('day')]), account_id: Nullable(Type.String()),
  calls: Type.Array(Point, { description: 'Calls per bucket (its start) and product, both environments, from the stored resolutions' }),
  totals: Type.Object({ calls: Type.Integer(), scored: Type.Integer() }),
  errors: Type.Object({
    from: Type.String({ format: 'date-time', description: 'The hours counted: the range widened to whole UTC hours (call statistics are kept per hour)' }), to: Time,
    bucket: Type.Union([Type.Literal('hour'), Type.Literal('day')], { description: 'Of the series' }),
    recorded_since: Type.Union([Time, Type.Null()], { description: 'The first hour with a recorded call (null: none yet); calls before it are not counted' }),
    calls: Type.Integer({ description: 'Answered calls of the public operations (every status)' }), client_errors: Type.Integer({ description: 'Answered 4xx' }), server_errors: Type.Integer({ description: 'Answered 5xx' }),
    series: Type.Array(Type.Object({ t: Time, calls: Type.Integer(), client_errors: Type.Integer(), server_errors: Type.Integer() })),
    by_operation: Type.Array(Type.Object({ operation: Type.String(), calls: Type.Integer(), client_errors: Type.Integer(), server_errors: Type.Integer() }), { description: 'Most calls first' }),
  }, { description: 'Every answered call of a public operation (4xx, 5xx), per hour, from the call statistics each process adds to the database every few seconds' }),
  latency: Type.Object({
    bounds_ms: Type.Array(Type.Number(), { description: 'Upper bounds of the histogram buckets the quantiles are estimated from (linear inside a bucket; above the last bound the last bound is answered)' }),
    p50_ms: Type.Union([Type.Number(), Type.Null()], { description: 'null without calls' }), p99_ms: Nullable(Type.Number()),
    series: Type.Array(Type.Object({ t: Time, p50_ms: Nullable(Type.Number()), p99_ms: Nullable(Type.Number()) })),
    by_operation: Type.Array(Type.Object({ operation: Type.String(), calls: Type.Integer(), p50_ms: Nullable(Type.Number()), p99_ms: Nullable(Type.Number()) })),
  }, { description: 'Server time from the request\'s arrival to its answer, same hours as errors' }),
  clusters: Type.Array(Type.Object({ cluster: Nullable(Type.String()), calls: Type.Integer() })),
  reason_codes: Type.Array(Type.Object({ code: Type.String(), calls: Type.Integer() }), { description: 'The 10 most frequent' }),
  credits: Nullable(Type.Array(Type.Object({ account_id: Type.String(), name: Type.String(), spent: Type.Number(), balance: Nullable(Type.Number()), unlimited: Type.Boolean() }), { description: 'null when the role may not read credits' })),
  webhook_failures: Nullable(Type.Array(Type.Object({ event_id: Type.String(), account_id: Type.String(), attempt: Type.Integer(), url: Type.String(), status_code: Nullable(Type.Integer()), error: Nullable(Type.String()), created_at: Time }), { description: 'The 10 latest failed attempts; null when the role may not read webhooks' })),
  failed_jobs: Nullable(Type.Array(Type.Object({ id: Type.String(), name: Type.String(), attempts: Type.Integer(), last_error: Nullable(Type.String()), finished_at: Nullable(Time) }), { description: 'The 10 latest; null when the role or account scope may not read jobs' })),
});
export const JobOut = Type.Object({
  id: Type.String(), name: Type.String(), status: Type.String(), attempts: Type.Integer(), run_at: Time, last_error: Nullable(Type.String()),
  created_at: Time, updated_at: Time, finished_at: Nullable(Time), payload: Type.Unknown(),
});
export const ResolutionSummaryOut = Type.Object({
  id: Type.String(), account_id: Type.String(), environment: Type.String(), operation: Type.String(), customer_id: Nullable(Type.String()),
  transaction_id: Nullable(Type.String()), status: Type.String(), price: Type.Number(), score: Nullable(Type.Number()), score_cluster: Nullable(Type.String()),
  reason_codes: Type.Array(Type.String()), created_at: Time, erased: Type.Boolean(),
});
/** A node reference of the identity explorer (src/admin/identities.ts): a node id and its mac, 43 base64url characters each. */
export const IDENTITY_REF_PATTERN = '^[A-Za-z0-9_-]{43}~[A-Za-z0-9_-]{43}$';
const NodeRef = Type.String({ pattern: IDENTITY_REF_PATTERN, description: "Opaque reference of the node in this account's graph (openIdentityNode); no touch point in clear" });
const LinkedOut = Type.Object({
  node: Type.String({ description: 'Keyed hash of the touch point (never its value)' }), ref: NodeRef, kind: Type.String(), first_seen: Time, last_seen: Time, links: Type.Integer(),
  linked: Type.Optional(Type.Object({ items: Type.Array(Type.Object({ node: Type.String(), ref: NodeRef, kind: Type.String(), first_seen: Time, last_seen: Time, links: Type.Integer() })), beyond: Type.Integer() })),
});
export const IdentityOut = Type.Object({
  node: Type.String(), ref: NodeRef, kind: Type.String(), first_seen: Nullable(Time), last_seen: Nullable(Time),
  linked: Nullable(Type.Object({ items: Type.Array(LinkedOut), beyond: Type.Integer({ description: 'Neighbours not listed (fan-out bound)' }) })),
  resolutions: Type.Array(ResolutionSummaryOut),
});
export const AuditOut = Type.Object({ id: Type.String(), at: Time, actor: Type.String(), action: Type.String(), args: Type.Unknown(), outcome: Type.String(), detail: Type.Unknown() });

const AccountParams = Type.Object({ account_id: Id('acct_…') });
const OperatorParams = Type.Object({ operator_id: Id('opr_…') });
const OkOut = Type.Object({ ok: Type.Boolean() });

export interface AdminOperationDef {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  /** What the caller's role must allow; 'none' only for sign-in. */
  readonly permission: Permission | 'none';
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly response: TSchema;
  /** The success status (200 unless said). */
  readonly status?: number;
  /** The body is a multipart/form-data upload of one file in this field (streamed; no JSON body schema). */
  readonly upload?: { readonly field: string; readonly description: string };
}

const def = <T extends Record<string, AdminOperationDef>>(t: T) => t;

export const ADMIN_OPERATIONS = def({
  // ---- sign-in, sessions, self ----
  signIn: {
    method: 'POST', path: '/sessions', summary: 'Sign in: a new session (cookie) and its CSRF token', permission: 'none', status: 201,
    body: Type.Object({
      email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 256 }),
      totp_code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: 'When the operator has a second factor (TOTP_REQUIRED otherwise)' })),
      recovery_code: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Instead of totp_code; each works once' })),
    }, strict),
    response: Type.Object({ operator: OperatorOut, session: SessionOut, csrf_token: Type.String({ description: 'Send back in x-csrf-token on every state-changing call' }) }),
  },
  listMySessions: { method: 'GET', path: '/sessions', summary: 'The sessions of the signed-in operator', permission: 'self', response: Type.Object({ data: Type.Array(SessionOut) }) },
  signOut: { method: 'DELETE', path: '/sessions/current', summary: 'Sign out (this session)', permission: 'self', response: OkOut },
  revokeSession: { method: 'DELETE', path: '/sessions/:session_id', summary: 'End one session (own; any for an owner)', permission: 'self', params: Type.Object({ session_id: Id('ses_…') }), response: OkOut },
  signOutEverywhere: { method: 'POST', path: '/sessions/revoke-all', summary: 'Sign out everywhere: end every session of the operator', permission: 'self', body: Type.Optional(Type.Object({}, strict)), response: Type.Object({ revoked: Type.Integer() }) },
  getMe: { method: 'GET', path: '/me', summary: 'The caller: operator or admin token, role and account scope', permission: 'self', response: Type.Object({ kind: Type.String(), id: Type.String(), role: Role, accounts: AccountScope, email: Nullable(Type.String()) }) },
  changeMyPassword: {
    method: 'POST', path: '/me/password', summary: 'Change one\'s own password (every session ends)', permission: 'self',
    body: Type.Object({ current_password: Type.String({ minLength: 1, maxLength: 256 }), new_password: Type.String({ minLength: 1, maxLength: 256 }) }, strict), response: OkOut,
  },
  startTotp: {
    method: 'POST', path: '/me/totp', summary: 'Start a second factor (TOTP): the secret and its otpauth:// URI, answered once', permission: 'self', body: Type.Optional(Type.Object({}, strict)),
    response: Type.Object({ secret: Type.String({ description: 'base32' }), otpauth_uri: Type.String() }),
  },
  confirmTotp: {
    method: 'POST', path: '/me/totp/confirm', summary: 'Confirm the second factor with a current code: ten recovery codes, answered once', permission: 'self',
    body: Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, strict), response: Type.Object({ recovery_codes: Type.Array(Type.String()) }),
  },
  disableMyTotp: {
    method: 'POST', path: '/me/totp/disable', summary: 'Turn one\'s second factor off (the password again)', permission: 'self',
    body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 256 }) }, strict), response: OperatorOut,
  },
  // ---- operators ----
  listOperators: { method: 'GET', path: '/operators', summary: 'Operators', permission: 'operators.read', querystring: Type.Object(PageQuery, strict), response: page(OperatorOut) },
  createOperator: {
    method: 'POST', path: '/operators', summary: 'Create an operator (a generated password is answered once when none is given)', permission: 'operators.write', status: 201,
    body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), role: Role, accounts: Type.Optional(AccountScope), password: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })) }, strict),
    response: OperatorOut,
  },
  getOperator: { method: 'GET', path: '/operators/:operator_id', summary: 'One operator', permission: 'operators.read', params: OperatorParams, response: OperatorOut },
  updateOperator: {
    method: 'PATCH', path: '/operators/:operator_id', summary: 'Change role, account scope or disable (If-Match: the version)', permission: 'operators.write', params: OperatorParams,
    body: Type.Object({ role: Type.Optional(Role), accounts: Type.Optional(AccountScope), disabled: Type.Optional(Type.Boolean()) }, strict), response: OperatorOut,
  },
  resetOperatorPassword: {
    method: 'POST', path: '/operators/:operator_id/reset-password', summary: 'Set a new password (generated and answered once when none is given); every session ends', permission: 'operators.write', params: OperatorParams,
    body: Type.Optional(Type.Object({ password: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })) }, strict)), response: OperatorOut,
  },
  disableOperatorTotp: { method: 'POST', path: '/operators/:operator_id/totp/disable', summary: 'Turn an operator\'s second factor off (a lost device)', permission: 'operators.write', params: OperatorParams, body: Type.Optional(Type.Object({}, strict)), response: OperatorOut },
  unlockOperator: { method: 'POST', path: '/operators/:operator_id/unlock', summary: 'Lift the sign-in lock-out of an operator', permission: 'operators.write', params: OperatorParams, body: Type.Optional(Type.Object({}, strict)), response: OperatorOut },
  // ---- admin tokens ----
  listAdminTokens: { method: 'GET', path: '/tokens', summary: 'Admin tokens (never their secrets)', permission: 'tokens.manage', querystring: Type.Object(PageQuery, strict), response: page(TokenOut) },
  createAdminToken: {
    method: 'POST', path: '/tokens', summary: 'Create an admin token idr_admin_… (its secret is answered once)', permission: 'tokens.manage', status: 201,
    body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), role: Role, accounts: Type.Optional(AccountScope), expires_in_days: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3650 }))) }, strict),
    response: TokenOut,
  },
  revokeAdminToken: { method: 'DELETE', path: '/tokens/:token_id', summary: 'Revoke an admin token', permission: 'tokens.manage', params: Type.Object({ token_id: Id('adt_…') }), response: TokenOut },
  // ---- accounts ----
  listAccounts: {
    method: 'GET', path: '/accounts', summary: 'Accounts (those of the caller\'s scope)', permission: 'accounts.read',
    querystring: Type.Object({ ...PageQuery, disabled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])), name: Type.Optional(Type.String({ maxLength: 200 })) }, strict),
    response: page(AccountOut),
  },
  createAccount: {
    method: 'POST', path: '/accounts', summary: 'Create an account (a webhook URL gets a signing secret, answered once)', permission: 'accounts.write', status: 201,
    body: Type.Object({
      name: Type.String({ minLength: 1, maxLength: 200 }), credits: Type.Optional(Type.Integer({ minimum: 0 })), unlimited: Type.Optional(Type.Boolean()),
      products: Type.Optional(Type.Array(Product, { uniqueItems: true })), rate_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      webhook_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))),
    }, strict),
    response: AccountOut,
  },
  getAccount: { method: 'GET', path: '/accounts/:account_id', summary: 'One account (ETag: its version)', permission: 'accounts.read', params: AccountParams, response: AccountOut },
  updateAccount: {
    method: 'PATCH', path: '/accounts/:account_id', summary: 'Change an account (If-Match: the version it read)', permission: 'accounts.write', params: AccountParams,
    body: Type.Object({
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), unlimited: Type.Optional(Type.Boolean()), products: Type.Optional(Type.Array(Product, { uniqueItems: true })),
      rate_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })), webhook_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))),
      disabled: Type.Optional(Type.Boolean()), rotate_webhook_secret: Type.Optional(Type.Boolean()),
    }, strict),
    response: AccountOut,
  },
  disableAccount: { method: 'POST', path: '/accounts/:account_id/disable', summary: 'Disable an account (its keys answer 401)', permission: 'accounts.write', params: AccountParams, body: Type.Optional(Type.Object({}, strict)), response: AccountOut },
  // ---- keys ----
  listKeys: { method: 'GET', path: '/accounts/:account_id/keys', summary: 'API keys of an account (prefixes, never secrets)', permission: 'keys.read', params: AccountParams, querystring: Type.Object(PageQuery, strict), response: page(KeyOut) },
  createKey: {
    method: 'POST', path: '/accounts/:account_id/keys', summary: 'Create an API key (its secret is answered once)', permission: 'keys.write', params: AccountParams, status: 201,
    body: Type.Object({ environment: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]) }, strict), response: KeyOut,
  },
  revokeKey: { method: 'POST', path: '/keys/:key_id/revoke', summary: 'Revoke an API key', permission: 'keys.write', params: Type.Object({ key_id: Id('key_…') }), body: Type.Optional(Type.Object({}, strict)), response: KeyOut },
  rotateKey: {
    method: 'POST', path: '/keys/:key_id/rotate', summary: 'Rotate an API key: a new secret (answered once); the old one works for the grace period', permission: 'keys.write', params: Type.Object({ key_id: Id('key_…') }),
    body: Type.Optional(Type.Object({ grace_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 * 86_400 })) }, strict)),
    response: Type.Object({ old: KeyOut, new: KeyOut }),
  },
  // ---- credits and prices ----
  addCredits: {
    method: 'POST', path: '/accounts/:account_id/credits', summary: 'Add (or, negative, remove) credits; written to the ledger', permission: 'credits.write', params: AccountParams, status: 201,
    body: Type.Object({ amount: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), note: Type.Optional(Type.String({ maxLength: 500 })) }, strict),
    response: LedgerOut,
  },
  listCreditLedger: { method: 'GET', path: '/accounts/:account_id/credits', summary: 'The credit ledger of an account, newest first', permission: 'credits.read', params: AccountParams, querystring: Type.Object(PageQuery, strict), response: page(LedgerOut) },
  listPrices: { method: 'GET', path: '/prices', summary: 'Live price in credits of each operation', permission: 'prices.read', response: Type.Object({ prices: Type.Record(Type.String(), Type.Number()) }) },
  getUsage: {
    method: 'GET', path: '/accounts/:account_id/usage', summary: 'Calls and credits per product and UTC day', permission: 'usage.read', params: AccountParams,
    querystring: Type.Object({ from: Type.Optional(Type.String({ format: 'date' })), to: Type.Optional(Type.String({ format: 'date' })) }, strict),
    response: Type.Object({ account_id: Type.String(), from: Type.String(), to: Type.String(), days: Type.Array(Type.Object({ day: Type.String(), operation: Type.String(), calls: Type.Integer(), credits: Type.Number() })) }),
  },
  // ---- apps and webhooks ----
  listApps: { method: 'GET', path: '/accounts/:account_id/apps', summary: 'Login-tracking apps of an account', permission: 'apps.read', params: AccountParams, response: Type.Object({ data: Type.Array(AppOut) }) },
  createApp: {
    method: 'POST', path: '/accounts/:account_id/apps', summary: 'Create a login-tracking app with its allowed origins', permission: 'apps.write', params: AccountParams, status: 201,
    body: Type.Object({ origins: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { minItems: 1, maxItems: 50 }) }, strict), response: AppOut,
  },
  revokeApp: { method: 'POST', path: '/apps/:app_id/revoke', summary: 'Revoke a login-tracking app key', permission: 'apps.write', params: Type.Object({ app_id: Id('app_…') }), body: Type.Optional(Type.Object({}, strict)), response: AppOut },
  rotateWebhookSecret: { method: 'POST', path: '/accounts/:account_id/webhook/rotate-secret', summary: 'A new webhook signing secret (answered once)', permission: 'webhooks.write', params: AccountParams, body: Type.Optional(Type.Object({}, strict)), response: Type.Object({ account_id: Type.String(), webhook_secret: Type.String() }) },
  listWebhookDeliveries: {
    method: 'GET', path: '/accounts/:account_id/webhook-deliveries', summary: 'Webhook events of an account and their delivery status', permission: 'webhooks.read', params: AccountParams,
    querystring: Type.Object({ ...PageQuery, status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')])) }, strict),
    response: page(DeliveryListOut),
  },
  getWebhookDelivery: {
    method: 'GET', path: '/webhook-deliveries/:event_id', summary: 'One webhook event: the request body sent and every attempt', permission: 'webhooks.read', params: Type.Object({ event_id: Id('msg_…') }),
    response: Type.Object({ delivery: DeliveryOut, request_body: Type.String(), attempts: Type.Array(AttemptOut) }),
  },
  redeliverWebhook: { method: 'POST', path: '/webhook-deliveries/:event_id/redeliver', summary: 'Deliver a webhook event again', permission: 'webhooks.write', params: Type.Object({ event_id: Id('msg_…') }), body: Type.Optional(Type.Object({}, strict)), status: 202, response: Type.Object({ delivery: DeliveryOut, job_id: Type.String() }) },
  // ---- jobs ----
  listJobs: {
    method: 'GET', path: '/jobs', summary: 'Background jobs, newest first', permission: 'jobs.read',
    querystring: Type.Object({ ...PageQuery, status: Type.Optional(Type.Union(['queued', 'running', 'succeeded', 'failed', 'cancelled'].map((s) => Type.Literal(s)))), name: Type.Optional(Type.String({ maxLength: 100 })) }, strict),
    response: page(JobOut),
  },
  getJob: {
    method: 'GET', path: '/jobs/:job_id', summary: 'One job with its attempts', permission: 'jobs.read', params: Type.Object({ job_id: Id('job_…') }),
    response: Type.Object({ job: JobOut, attempts: Type.Array(Type.Object({ attempt: Type.Integer(), worker: Type.String(), outcome: Type.String(), error: Nullable(Type.String()), ms: Type.Number(), finished_at: Time })), deliveries: Nullable(Type.Array(AttemptOut)) }),
  },
  cancelJob: { method: 'POST', path: '/jobs/:job_id/cancel', summary: 'Cancel a queued or running job', permission: 'jobs.write', params: Type.Object({ job_id: Id('job_…') }), body: Type.Optional(Type.Object({}, strict)), response: JobOut },
  retryJob: { method: 'POST', path: '/jobs/:job_id/retry', summary: 'Queue a failed or cancelled job again', permission: 'jobs.write', params: Type.Object({ job_id: Id('job_…') }), body: Type.Optional(Type.Object({}, strict)), response: JobOut },
  // ---- datasets ----
  listDatasets: { method: 'GET', path: '/datasets', summary: 'The importable datasets: rows stored, the last import (when, file, who) and the one running', permission: 'datasets.read', response: Type.Object({ data: Type.Array(DatasetOut) }) },
  importDataset: {
    method: 'POST', path: '/datasets/:dataset/imports', summary: 'Upload a file (multipart/form-data, field `file`) and import it in the background (a job); read its progress with getDatasetImport', permission: 'datasets.write', status: 202,
    params: Type.Object({ dataset: Type.String({ minLength: 1, maxLength: 50, description: 'breaches, phone-names, mnp, disposable-phones, presence, devices, ip-lists' }) }),
    querystring: Type.Object({
      strict: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true (default): validate the whole file first and write nothing if a row is bad' })),
      format: Type.Optional(Type.Union([Type.Literal('jsonl'), Type.Literal('csv')], { description: 'Default: from the file name (.jsonl, .ndjson, .csv)' })),
    }, strict),
    upload: { field: 'file', description: 'The dataset file (JSONL or CSV, docs/datasets.md), at most 512 MiB' },
    response: Type.Object({ import: DatasetImportOut, job_id: Type.String() }),
  },
  listDatasetImports: {
    method: 'GET', path: '/dataset-imports', summary: 'Dataset imports, newest first', permission: 'datasets.read',
    querystring: Type.Object({ ...PageQuery, dataset: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })), status: Type.Optional(Type.Union(['uploading', 'queued', 'running', 'succeeded', 'refused', 'failed'].map((x) => Type.Literal(x)))) }, strict),
    response: page(DatasetImportOut),
  },
  getDatasetImport: { method: 'GET', path: '/dataset-imports/:import_id', summary: 'One dataset import: its progress while it runs, its summary once it ended', permission: 'datasets.read', params: Type.Object({ import_id: Id('dsi_…') }), response: DatasetImportOut },
  // ---- the overview ----
  getOverview: {
    method: 'GET', path: '/overview', summary: 'The console overview in one call: calls per product over time, errors and latency (p50, p99), score clusters, top reason codes, credits, recent webhook failures and failed jobs', permission: 'usage.read',
    querystring: Type.Object({
      range: Type.Optional(Type.Union(['1h', '24h', '7d', '30d', 'custom'].map((x) => Type.Literal(x)), { description: 'Default 24h; custom needs from and to (at most 400 days)' })),
      from: Type.Optional(Type.String({ format: 'date-time' })), to: Type.Optional(Type.String({ format: 'date-time' })),
      account_id: Type.Optional(Id('acct_… (one account only)')),
    }, strict),
    response: OverviewOut,
  },
  // ---- resolutions and identities ----
  searchResolutions: {
    method: 'POST', path: '/resolutions/search', summary: 'Search stored resolutions (a POST: a touch point never goes into a URL or an access log)', permission: 'resolutions.read',
    body: Type.Object({
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })), cursor: Type.Optional(Cursor),
      account_id: Type.Optional(Id('acct_…')), environment: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('sandbox')])),
      customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })), resolution_id: Type.Optional(Id('res_…')), operation: Type.Optional(Type.String({ maxLength: 100 })),
      model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), score_min: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })), score_max: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
      cluster: Type.Optional(Type.String({ maxLength: 50 })), reason_code: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{1,20}$' })),
      from: Type.Optional(Type.String({ format: 'date-time' })), to: Type.Optional(Type.String({ format: 'date-time' })),
      touchpoint: Type.Optional(Type.Object({ kind: SearchTouchKind, value: Type.String({ minLength: 1, maxLength: 300 }) }, strict)),
    }, strict),
    response: page(ResolutionSummaryOut),
  },
  explainResolution: {
    method: 'GET', path: '/resolutions/:resolution_id', summary: 'One resolution with its explanation (what GET /1.0/resolutions/{id} answers)', permission: 'resolutions.read', params: Type.Object({ resolution_id: Id('res_…') }),
    response: Type.Object({
      resolution: ResolutionSummaryOut, explanation: Type.Unknown(), response: Type.Unknown(),
      replay: Type.Object(
        {
          method: Nullable(Type.String()), path: Nullable(Type.String()),
          url: Nullable(Type.String({ description: 'IDRISK_PUBLIC_URL and the path; null when no public URL is configured' })),
          body: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'The request body rebuilt from the stored answer; null when it cannot be (see unavailable)' })),
          unavailable: Nullable(Type.String({ description: 'Why the call cannot be rebuilt' })),
          notes: Type.Array(Type.String(), { description: 'What the rebuilt call leaves out or cannot know' }),
          sandbox_key_prefix: Nullable(Type.String({ description: "Display prefix of the account's newest active sandbox key (never its secret); null when it has none or the role may not read keys" })),
        },
        { description: '"Copy as curl": the same call for a sandbox key, rebuilt from what is stored (the request itself is not): docs/console.md' },
      ),
    }),
  },
  lookupIdentity: {
    method: 'POST', path: '/identities/lookup', summary: 'A touch point: its linked touch points (depth 2, bounded fan-out) and the resolutions that involved it', permission: 'identities.read',
    body: Type.Object({ kind: TouchKind, value: Type.String({ minLength: 1, maxLength: 300 }), account_id: Id('acct_… (the identity graph is kept per account)') }, strict),
    response: IdentityOut,
  },
  openIdentityNode: {
    method: 'GET', path: '/identities/nodes/:ref',
    summary: "A node of an account's identity graph by the reference an identity answer gave it (a linked touch point, known only by its keyed hash): the same graph and timeline; 404 for a node of another account's graph",
    permission: 'identities.read',
    params: Type.Object({ ref: NodeRef }), querystring: Type.Object({ account_id: Id('acct_… (whose graph the reference was made in)') }, strict),
    response: IdentityOut,
  },
  // ---- privacy and audit ----
  exportSubject: {
    method: 'POST', path: '/privacy/export', summary: 'Everything held on a data subject, per store', permission: 'privacy.export',
    body: Type.Object({ kind: TouchKind, value: Type.String({ minLength: 1, maxLength: 300 }) }, strict), response: Type.Object({ stores: Type.Record(Type.String(), Type.Array(Type.Unknown())) }),
  },
  eraseSubject: {
    method: 'POST', path: '/privacy/erase', summary: 'Erase a data subject everywhere (dry_run: count only)', permission: 'privacy.erase',
    body: Type.Object({ kind: TouchKind, value: Type.String({ minLength: 1, maxLength: 300 }), dry_run: Type.Optional(Type.Boolean()) }, strict),
    response: Type.Object({ subject: Type.String(), dry_run: Type.Boolean(), stores: Type.Record(Type.String(), Type.Integer()), total: Type.Integer() }),
  },
  listAuditEntries: {
    method: 'GET', path: '/audit', summary: 'The audit trail, newest first', permission: 'audit.read',
    querystring: Type.Object({ ...PageQuery, actor: Type.Optional(Type.String({ maxLength: 200 })), action: Type.Optional(Type.String({ maxLength: 100 })), from: Type.Optional(Type.String({ format: 'date-time' })), to: Type.Optional(Type.String({ format: 'date-time' })) }, strict),
    response: page(AuditOut),
  },
  // ---- the review queue (src/contract/admin-reviews.ts) ----
  ...REVIEW_OPERATIONS,
  // ---- lists, policies, active models, labels, the report (src/contract/admin-decisions.ts) ----
  ...DECISION_OPERATIONS,
});

export type AdminOperations = typeof ADMIN_OPERATIONS;
export type AdminOperationId = keyof AdminOperations;
