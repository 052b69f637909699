/**
 * The one catalogue of error codes: each code maps to its HTTP status and title.
 * Every error body is RFC 9457 problem details plus a stable `code` (see docs/errors.md).
 */
import { Type, type Static } from '@sinclair/typebox';

export const ERROR_CATALOGUE = {
  INVALID_PAYLOAD: { status: 400, title: 'Invalid payload', description: 'The body has fields the API does not manage, lacks required fields, or a field has the wrong type or format.' },
  INVALID_CLAIMS: { status: 400, title: 'Invalid claims', description: 'A claim is not allowed for this endpoint, repeated, or the hub `score` claim was requested without two other products.' },
  MALFORMED_JSON: { status: 400, title: 'Malformed JSON', description: 'The body is not valid JSON.' },
  DUPLICATED_CUSTOMER_ID: { status: 400, title: 'Duplicated customer_id', description: 'The customer_id was already used by a previous request of this account; one request per customer_id.' },
  DUPLICATED_TRANSACTION_ID: { status: 400, title: 'Duplicated transaction_id', description: 'The transaction_id was already used by a previous data lookup of this account.' },
  UNKNOWN_MODEL: { status: 400, title: 'Unknown model', description: 'model_id names no scoring model of this account nor a standard model.' },
  USERNAME_MISMATCH: { status: 400, title: 'Username mismatch', description: 'The username sent to the enrollment differs from the one typed on the login page of that session.' },
  SESSION_ALREADY_COLLECTED: { status: 400, title: 'Session already collected', description: 'A collector record of this session is already stored; a session is collected once (use a new session id for each login attempt).' },
  SESSION_ALREADY_ENROLLED: { status: 400, title: 'Session already enrolled', description: 'The session was already enrolled; each session enrolls once.' },
  INVALID_APP_KEY: { status: 401, title: 'Invalid app key', description: 'The x-idrisk-app-key header holds an app key that does not exist or was revoked, or the account of the app is disabled.' },
  INVALID_API_KEY: { status: 401, title: 'Invalid API key', description: 'The x-api-key header holds a key that does not exist or was revoked.' },
  ACCOUNT_DISABLED: { status: 401, title: 'Account disabled', description: 'The key belongs to an account that is disabled.' },
  UNAUTHENTICATED: { status: 401, title: 'Not signed in', description: 'An admin call without a valid session cookie or admin token (absent, unknown, expired, revoked, or its operator disabled).' },
  SIGN_IN_FAILED: { status: 401, title: 'Sign-in failed', description: 'The email, password or one-time code is not right. The answer is the same whether or not the email is an operator.' },
  TOTP_REQUIRED: { status: 401, title: 'One-time code required', description: 'The operator has a second factor: send the email and password again with totp_code (or a recovery_code).' },
  INSUFFICIENT_CREDITS: { status: 402, title: 'Insufficient credits', description: 'The account balance is lower than the price of the call.' },
  MISSING_API_KEY: { status: 403, title: 'Missing API key', description: 'The request carries no x-api-key header.' },
  PRODUCT_NOT_ENABLED: { status: 401, title: 'Product not enabled', description: 'The account is not entitled to a product this call needs.' },
  MISSING_APP_KEY: { status: 403, title: 'Missing app key', description: 'The collect call carries no x-idrisk-app-key header.' },
  ORIGIN_NOT_ALLOWED: { status: 403, title: 'Origin not allowed', description: 'The page\'s origin is not one of the allowed origins of the app (or the request has no Origin); the collector only sends from the app\'s own login pages.' },
  FORBIDDEN: { status: 403, title: 'Forbidden', description: 'The operator\'s role (or its account scope) does not allow this admin call.' },
  CSRF_TOKEN_INVALID: { status: 403, title: 'CSRF token missing or wrong', description: 'A state-changing admin call authenticated by the session cookie must send the token answered at sign-in in the x-csrf-token header.' },
  SESSION_NOT_FOUND: { status: 404, title: 'Session not found', description: 'This account has no collector record for the session_id (never collected, collected by an app of another account, or past its retention).' },
  NOT_FOUND: { status: 404, title: 'Not found', description: 'No such endpoint or resource.' },
  UNSUPPORTED_VERSION: { status: 404, title: 'Unsupported version', description: 'The version segment of the path is not a supported API version (1.0).' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed', description: 'The endpoint exists but not for this HTTP method.' },
  CONFLICT: { status: 409, title: 'Conflict', description: 'The admin action does not apply to the object in its current state (an email already used, a revoked key rotated, a finished job cancelled).' },
  NOT_ACCEPTABLE: { status: 406, title: 'Not acceptable', description: 'The Accept header excludes application/json.' },
  VERSION_MISMATCH: { status: 412, title: 'Version mismatch', description: 'The If-Match header names another version than the stored one: someone changed the object since you read it. Read it again.' },
  REQUEST_TIMEOUT: { status: 408, title: 'Request timeout', description: 'A bulk upload sent nothing for IDRISK_BULK_UPLOAD_IDLE_SECONDS: it is dropped, nothing of it is kept, and the connection is closed (docs/bulk.md).' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Payload too large', description: 'The body exceeds the size limit.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported media type', description: 'The body must be sent as Content-Type: application/json.' },
  SIGN_IN_LOCKED: { status: 423, title: 'Sign-in locked', description: 'Too many failed sign-ins for this email: an owner must lift the lock (POST /admin/1.0/operators/{id}/unlock or `idrisk operators unlock`).' },
  PRECONDITION_REQUIRED: { status: 428, title: 'If-Match required', description: 'An admin edit must send If-Match with the ETag (version) it read, so that it cannot overwrite a change it did not see.' },
  SIGN_IN_THROTTLED: { status: 429, title: 'Sign-in throttled', description: 'Failed sign-ins from this address or for this email: wait the Retry-After seconds before the next attempt.' },
  RATE_LIMITED: { status: 429, title: 'Too many requests', description: 'The key exceeded its rate limit; retry after the Retry-After header.' },
  INTERNAL_ERROR: { status: 500, title: 'Internal server error', description: 'An unexpected fault; nothing was billed. The log holds the cause under the request id.' },
  PRODUCT_NOT_AVAILABLE: { status: 501, title: 'Product not available', description: 'This product has no live engine in this version of the service yet; nothing was billed. Sandbox keys answer it.' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'Service unavailable', description: 'The service is starting, shutting down or its database is unreachable; safe to retry.' },
  GATEWAY_TIMEOUT: { status: 504, title: 'Gateway timeout', description: 'The request could not complete in time; safe to retry.' },
} as const satisfies Record<string, { status: number; title: string; description: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export interface FieldError {
  field: string;
  message: string;
}

/** The error an HTTP edge renders; domain code throws it only through the edge helpers. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? ERROR_CATALOGUE[code].title);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}

/**
 * A domain outcome that the HTTP edge answers as an error of the catalogue (a duplicate customer_id, a balance too
 * low, an unknown session, an admin object not found, an invalid rule...). It carries its own code, detail, field
 * errors and response headers (a Retry-After), so the one error handler renders any of them without knowing its
 * class; domain code throws these, never an HTTP error. The resolve, login, admin and decision layers' errors all
 * extend it: it is the one mechanism by which a domain error names its answer.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    message: string = detail,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'URI identifying the problem type' }),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.Unsafe<ErrorCode>({ type: 'string', enum: ERROR_CODES }),
    detail: Type.String(),
    errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    request_id: Type.Optional(Type.String()),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details with a stable code' },
);
export type Problem = Static<typeof ProblemSchema>;

export function problemType(code: ErrorCode): string {
  return `https://idrisk.dev/errors/${code.toLowerCase().replace(/_/g, '-')}`;
}

export function toProblem(err: ApiError, requestId?: string): Problem {
  const def = ERROR_CATALOGUE[err.code];
  return {
    type: problemType(err.code),
    title: def.title,
    status: def.status,
    code: err.code,
    detail: err.detail ?? def.description,
    errors: err.errors,
    ...(requestId ? { request_id: requestId } : {}),
  };
}
