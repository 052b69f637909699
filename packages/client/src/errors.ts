/**
 * Typed errors. Every answer of the API that is not a success is an `IdriskApiError` of one family (a subclass per
 * family), with `code` from the service's error catalogue, `status`, `requestId` and `detail`; a call that got no
 * answer is an `IdriskConnectionError` (or `IdriskTimeoutError`). A bare `Error` is never thrown for an API answer.
 */
import type { components } from './schema.js';

/** The problem-details body of every error answer (RFC 9457 plus a stable `code`). */
export type Problem = components['schemas']['Problem'];
/** Every error code of the service's catalogue. */
export type ErrorCode = Problem['code'];

/** The families of error codes; each family is one error class. */
export type ErrorFamily = 'invalid_request' | 'duplicate' | 'authentication' | 'insufficient_credits' | 'permission' | 'not_found' | 'rate_limit' | 'server';

/**
 * The family of each code of the catalogue. Keyed by the generated union: a code added to the service does not
 * compile here until it is given a family.
 */
export const ERROR_FAMILIES: { readonly [C in ErrorCode]: ErrorFamily } = {
  INVALID_PAYLOAD: 'invalid_request',
  INVALID_CLAIMS: 'invalid_request',
  MALFORMED_JSON: 'invalid_request',
  UNKNOWN_MODEL: 'invalid_request',
  USERNAME_MISMATCH: 'invalid_request',
  SESSION_ALREADY_ENROLLED: 'invalid_request',
  SESSION_ALREADY_COLLECTED: 'invalid_request',
  METHOD_NOT_ALLOWED: 'invalid_request',
  NOT_ACCEPTABLE: 'invalid_request',
  PAYLOAD_TOO_LARGE: 'invalid_request',
  REQUEST_TIMEOUT: 'invalid_request',
  UNSUPPORTED_MEDIA_TYPE: 'invalid_request',
  DUPLICATED_CUSTOMER_ID: 'duplicate',
  DUPLICATED_TRANSACTION_ID: 'duplicate',
  INVALID_APP_KEY: 'authentication',
  INVALID_API_KEY: 'authentication',
  ACCOUNT_DISABLED: 'authentication',
  INSUFFICIENT_CREDITS: 'insufficient_credits',
  MISSING_API_KEY: 'permission',
  PRODUCT_NOT_ENABLED: 'permission',
  MISSING_APP_KEY: 'permission',
  ORIGIN_NOT_ALLOWED: 'permission',
  SESSION_NOT_FOUND: 'not_found',
  NOT_FOUND: 'not_found',
  UNSUPPORTED_VERSION: 'not_found',
  RATE_LIMITED: 'rate_limit',
  // The management API (client.admin; docs/admin.md).
  UNAUTHENTICATED: 'authentication',
  SIGN_IN_FAILED: 'authentication',
  TOTP_REQUIRED: 'authentication',
  SIGN_IN_LOCKED: 'authentication',
  FORBIDDEN: 'permission',
  CSRF_TOKEN_INVALID: 'permission',
  CONFLICT: 'invalid_request',
  VERSION_MISMATCH: 'invalid_request',
  PRECONDITION_REQUIRED: 'invalid_request',
  SIGN_IN_THROTTLED: 'rate_limit',
  INTERNAL_ERROR: 'server',
  PRODUCT_NOT_AVAILABLE: 'server',
  SERVICE_UNAVAILABLE: 'server',
  GATEWAY_TIMEOUT: 'server',
};

/** Codes of one family. */
export type CodesOf<F extends ErrorFamily> = { [C in ErrorCode]: (typeof ERROR_FAMILIES)[C] extends F ? C : never }[ErrorCode];

/** The base of every error of this package. */
export class IdriskError extends Error {
  override name = 'IdriskError';
}

/** The API answered with an error (problem details). */
export class IdriskApiError<C extends ErrorCode = ErrorCode> extends IdriskError {
  override name = 'IdriskApiError';
  readonly code: C;
  readonly status: number;
  /** The `request_id` of the answer (the `x-request-id` of the server's log line), or null. */
  readonly requestId: string | null;
  readonly detail: string;
  /** The offending fields (dotted paths) with their message; empty when the problem is not about a field. */
  readonly errors: ReadonlyArray<{ readonly field: string; readonly message: string }>;
  readonly problem: Problem;
  constructor(problem: Problem & { code: C }, requestId: string | null) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.code = problem.code;
    this.status = problem.status;
    this.requestId = requestId;
    this.detail = problem.detail;
    this.errors = problem.errors;
    this.problem = problem;
  }
}

/** 400/405/406/413/415: the request itself is wrong; fix it before sending it again. */
export class InvalidRequestError extends IdriskApiError<CodesOf<'invalid_request'>> { override name = 'InvalidRequestError'; }
/** 400 DUPLICATED_CUSTOMER_ID / DUPLICATED_TRANSACTION_ID: the id was used by an earlier call of the account. */
export class DuplicateIdError extends IdriskApiError<CodesOf<'duplicate'>> { override name = 'DuplicateIdError'; }
/** 401: the key is unknown, revoked, or its account is disabled. */
export class AuthenticationError extends IdriskApiError<CodesOf<'authentication'>> { override name = 'AuthenticationError'; }
/** 402: the balance is below the price of the call. */
export class InsufficientCreditsError extends IdriskApiError<CodesOf<'insufficient_credits'>> { override name = 'InsufficientCreditsError'; }
/** 403: no key, or the account is not entitled to the product (or the origin is not allowed). */
export class PermissionError extends IdriskApiError<CodesOf<'permission'>> { override name = 'PermissionError'; }
/** 404: no such resource (or version). */
export class NotFoundError extends IdriskApiError<CodesOf<'not_found'>> { override name = 'NotFoundError'; }
/** 429: the key's rate limit; `retryAfter` in seconds (the client already retried `maxRetries` times). */
export class RateLimitError extends IdriskApiError<CodesOf<'rate_limit'>> {
  override name = 'RateLimitError';
  readonly retryAfter: number | null;
  constructor(problem: Problem & { code: CodesOf<'rate_limit'> }, requestId: string | null, retryAfter: number | null) {
    super(problem, requestId);
    this.retryAfter = retryAfter;
  }
}
/** 5xx: a fault or an outage of the service; nothing was billed. */
export class ServerError extends IdriskApiError<CodesOf<'server'>> { override name = 'ServerError'; }

/**
 * A retried call was answered DUPLICATED_CUSTOMER_ID (or DUPLICATED_TRANSACTION_ID) after an attempt whose answer was
 * lost (connection dropped or timed out): that first attempt committed (and was billed). The service did not store
 * its answer (IDRISK_STORE_RESPONSES off), so it cannot be returned: read it with `resolutions.get` when
 * `resolutionId` is known, or `customers.get(customerId)`.
 */
export class AlreadyCommittedError extends DuplicateIdError {
  override name = 'AlreadyCommittedError';
  /** The first attempt committed: it was stored and billed. */
  readonly firstAttemptCommitted = true as const;
  readonly customerId: string | null;
  readonly resolutionId: string | null;
  constructor(problem: Problem & { code: CodesOf<'duplicate'> }, requestId: string | null, customerId: string | null, resolutionId: string | null) {
    super(problem, requestId);
    this.customerId = customerId;
    this.resolutionId = resolutionId;
    this.message = `the first attempt of this call committed (its answer was lost and the service did not store it): ${problem.detail}`;
  }
}

/** An answer that is not the service's (no problem-details body): a proxy or a load balancer in between, say. */
export class UnexpectedResponseError extends IdriskError {
  override name = 'UnexpectedResponseError';
  constructor(readonly status: number, readonly body: string) {
    super(`unexpected answer ${status}: ${body.slice(0, 200)}`);
  }
}

/** No answer: the connection failed or was dropped (after the retries). */
export class IdriskConnectionError extends IdriskError {
  override name = 'IdriskConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the call's `timeout` (after the retries). */
export class IdriskTimeoutError extends IdriskConnectionError {
  override name = 'IdriskTimeoutError';
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && b.code in ERROR_FAMILIES && typeof b.status === 'number';
}

/** The typed error of an error answer. */
export function errorFromAnswer(status: number, text: string, headers: Headers, retryAfter: number | null): IdriskError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new UnexpectedResponseError(status, text);
  }
  if (!isProblem(body)) return new UnexpectedResponseError(status, text);
  const problem = { ...body, errors: Array.isArray(body.errors) ? body.errors : [], detail: String(body.detail ?? '') };
  const requestId = typeof body.request_id === 'string' ? body.request_id : headers.get('x-request-id');
  switch (ERROR_FAMILIES[problem.code]) {
    case 'invalid_request': return new InvalidRequestError(problem as Problem & { code: CodesOf<'invalid_request'> }, requestId);
    case 'duplicate': return new DuplicateIdError(problem as Problem & { code: CodesOf<'duplicate'> }, requestId);
    case 'authentication': return new AuthenticationError(problem as Problem & { code: CodesOf<'authentication'> }, requestId);
    case 'insufficient_credits': return new InsufficientCreditsError(problem as Problem & { code: CodesOf<'insufficient_credits'> }, requestId);
    case 'permission': return new PermissionError(problem as Problem & { code: CodesOf<'permission'> }, requestId);
    case 'not_found': return new NotFoundError(problem as Problem & { code: CodesOf<'not_found'> }, requestId);
    case 'rate_limit': return new RateLimitError(problem as Problem & { code: CodesOf<'rate_limit'> }, requestId, retryAfter);
    case 'server': return new ServerError(problem as Problem & { code: CodesOf<'server'> }, requestId);
  }
}
