/**
 * One error handler renders every error in the one shape (RFC 9457 problem details + code): our ApiErrors,
 * schema validation errors, Fastify's own 4xx (body parsing, media type, size) and domain outcomes of resolving.
 * A 5xx is logged with its cause and never leaks a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, DomainError, toProblem, type FieldError } from '../../contract/errors.js';
import { OPERATIONS } from '../../contract/operations.js';
import { dbUnavailable } from '../../store/unavailable.js';
import type { FaultMetrics } from '../../observability/metrics.js';

interface AjvError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** The most field errors an answer lists (a body of thousands of bad values would otherwise answer hundreds of kB). */
export const MAX_FIELD_ERRORS = 20;
/** The longest field path or message an answer carries (characters). */
export const MAX_FIELD_TEXT = 200;

const clip = (s: string) => (s.length > MAX_FIELD_TEXT ? `${s.slice(0, MAX_FIELD_TEXT - 1)}…` : s);

/**
 * Field paths as dotted names (`domain.value`, `claims[0]`), one entry per problem: at most MAX_FIELD_ERRORS, then
 * one entry that says how many more there were; paths and messages clipped to MAX_FIELD_TEXT characters. A querystring
 * and a body field are both named by the caller's field name.
 */
export function validationErrors(errors: readonly AjvError[]): FieldError[] {
  const out: FieldError[] = [];
  let more = 0;
  const seen = new Set<string>();
  for (const e of errors) {
    let path = (e.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
      .join('')
      .replace(/^\./, '');
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      const extra = String(e.params?.additionalProperty ?? '');
      path = path ? `${path}.${extra}` : extra;
      message = 'is not a field of this endpoint';
    } else if (e.keyword === 'required') {
      const missing = String(e.params?.missingProperty ?? '');
      path = path ? `${path}.${missing}` : missing;
      message = 'is required';
    } else if (e.keyword === 'enum') {
      message = `must be one of: ${((e.params?.allowedValues as unknown[]) ?? []).join(', ')}`;
    } else if (e.keyword === 'uniqueItems') {
      message = 'must not repeat a value';
    } else if (e.keyword === 'type') {
      message = `must be ${String(e.params?.type ?? 'of another type')}`;
    }
    const field = path || '(body)';
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (out.length >= MAX_FIELD_ERRORS) more += 1;
    else out.push({ field: clip(field), message: clip(message) });
  }
  if (more > 0) out.push({ field: '(body)', message: `${more} more problem${more === 1 ? '' : 's'} not listed` });
  return out;
}

export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  // Every domain error (resolve, login, admin, decisions) carries its code, detail, field errors and headers.
  if (err instanceof DomainError) return new ApiError(err.code, err.detail, err.errors, err.headers);
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe && Array.isArray(fe.validation)) {
    const errors = validationErrors(fe.validation);
    return new ApiError('INVALID_PAYLOAD', `The ${fe.validationContext ?? 'body'} does not match the endpoint's schema`, errors);
  }
  if (fe && /forbidden prototype property/i.test(fe.message ?? '')) {
    return new ApiError('INVALID_PAYLOAD', 'The body contains a forbidden __proto__ or constructor.prototype key', [{ field: '__proto__', message: 'is not allowed' }]);
  }
  switch (fe?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('INVALID_PAYLOAD', 'The body is empty; send a JSON object', [{ field: '(body)', message: 'is required' }]);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('MALFORMED_JSON', 'The body is not valid JSON');
    default:
      break;
  }
  if (fe instanceof SyntaxError || (fe && fe.statusCode === 400 && /JSON|prototype|Unexpected/i.test(fe.message ?? ''))) {
    return new ApiError('MALFORMED_JSON', 'The body is not valid JSON');
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 404) return new ApiError('NOT_FOUND');
    if (fe.statusCode === 413) return new ApiError('PAYLOAD_TOO_LARGE');
    if (fe.statusCode === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    if (fe.statusCode === 406) return new ApiError('NOT_ACCEPTABLE');
    return new ApiError('INVALID_PAYLOAD', fe.message);
  }
  return null;
}


/**
 * Fastify's router errors, raised before any hook runs: a path segment that is not valid percent-encoding
 * (FST_ERR_BAD_URL) or longer than the router's maxParamLength (FST_ERR_MAX_PARAM_LENGTH). Such a path names no
 * resource, so it is NOT_FOUND in the one problem shape (Fastify's default is its own JSON body, with 414 for length).
 */
export function frameworkError(err: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = (err as { code?: string }).code;
  const detail = code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is longer than any identifier of this API' : 'The path is not a valid URL (bad percent-encoding)';
  return sendProblem(reply, request, new ApiError('NOT_FOUND', detail));
}

export function sendProblem(reply: FastifyReply, request: FastifyRequest, err: ApiError): FastifyReply {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.code(err.status).type('application/problem+json').send(toProblem(err, request.id));
}

/**
 * `/<version>/<resource>` and `/data/<version>/<resource>` for every versioned resource of the catalogue: a path of
 * another version is answered UNSUPPORTED_VERSION rather than NOT_FOUND.
 */
function versionedPattern(): RegExp {
  const resources = new Set<string>();
  for (const op of Object.values(OPERATIONS)) {
    const m = /^\/(?:data\/)?1\.0\/([^/]+)/.exec(op.path);
    if (m) resources.add(m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return new RegExp(`^/(?:data/)?([^/]+)/(${[...resources].join('|')})(/|$)`);
}

export interface ErrorHandlingOptions {
  /** Retry-After of a 503 when the database cannot serve. */
  readonly retryAfterSeconds?: number;
  readonly faults?: FaultMetrics;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  // A database outage fails many calls at once: log its first failure of each kind, then at most every 10 s.
  const lastLogged = new Map<string, number>();
  app.setErrorHandler((err, request, reply) => {
    const unavailable = dbUnavailable(err);
    if (unavailable) {
      options.faults?.dependencyError('database', unavailable);
      const now = Date.now();
      if (now - (lastLogged.get(unavailable) ?? 0) >= 10_000) {
        lastLogged.set(unavailable, now);
        request.log.warn({ err, kind: unavailable }, 'database unavailable: answering 503');
      }
      return sendProblem(reply, request, new ApiError('SERVICE_UNAVAILABLE', `The database cannot serve right now (${unavailable}); nothing was billed. Safe to retry.`, [], { 'retry-after': retryAfter }));
    }
    const api = toApiError(err);
    if (api) {
      if (api.status >= 500) request.log.error({ err }, 'request failed');
      return sendProblem(reply, request, api);
    }
    request.log.error({ err }, 'unhandled error');
    return sendProblem(reply, request, new ApiError('INTERNAL_ERROR'));
  });

  const versioned = versionedPattern();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const m = versioned.exec(path);
    if (m && m[1] !== '1.0') {
      return sendProblem(reply, request, new ApiError('UNSUPPORTED_VERSION', `API version "${decodeURIComponent(m[1])}" is not supported; use 1.0`));
    }
    for (const method of ['GET', 'POST'] as const) {
      if (method !== request.method && app.hasRoute({ method, url: path })) {
        reply.header('allow', method);
        return sendProblem(reply, request, new ApiError('METHOD_NOT_ALLOWED', `Use ${method} on ${path}`));
      }
    }
    return sendProblem(reply, request, new ApiError('NOT_FOUND', `No endpoint ${request.method} ${path}`));
  });
}
