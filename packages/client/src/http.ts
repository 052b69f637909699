/**
 * The runtime: one `fetch` per attempt, a per-call timeout and signal, retries with exponential back-off and full
 * jitter on connection errors, 429, 503 and 504 (honouring Retry-After), and the typed errors of errors.ts.
 */
import {
  AlreadyCommittedError,
  DuplicateIdError,
  IdriskConnectionError,
  IdriskError,
  IdriskTimeoutError,
  UnexpectedResponseError,
  errorFromAnswer,
} from './errors.js';

export interface ClientOptions {
  /** A secret API key: `idr_live_…`, or `idr_test_…` for the sandbox (the product, lookup and account calls). */
  readonly apiKey?: string;
  /** An admin token `idr_admin_…` for `client.admin` (the management API, docs/admin.md); sent as a bearer token. */
  readonly adminToken?: string;
  /** The URL of the idrisk service, e.g. `https://risk.example.com` (no trailing path of an operation). */
  readonly baseUrl: string;
  /** Retries of a call after a connection error, 429, 503 or 504 (default 2; 0 turns retries off). */
  readonly maxRetries?: number;
  /** Milliseconds one attempt may take before it is abandoned (default 30 000). */
  readonly timeout?: number;
  /** The first back-off in milliseconds (default 500); attempt n waits a random time up to `retryDelay * 2^n`. */
  readonly retryDelay?: number;
  /** The longest wait before a retry in milliseconds (default 30 000); a longer Retry-After is not waited for. */
  readonly maxRetryDelay?: number;
  /** The `fetch` to use (default: the global one). */
  readonly fetch?: typeof fetch;
  /** Extra headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Options of one call. */
export interface CallOptions {
  /** Milliseconds one attempt may take (overrides the client's `timeout`). */
  readonly timeout?: number;
  /** Aborts the call, its attempts and its waits between them. */
  readonly signal?: AbortSignal;
  /** Retries of this call (overrides the client's `maxRetries`). */
  readonly maxRetries?: number;
}

export interface Request {
  readonly method: string;
  /** The path with its parameters filled in. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  /** A body sent as it is, with its media type (a bulk file: CSV, JSONL, gzip) instead of JSON. */
  readonly raw?: { readonly data: string | Uint8Array | Blob; readonly contentType: string };
  /** The response is text (the collector script), not JSON. */
  readonly text?: boolean;
  /**
   * A product call made idempotent by its customer_id: a retry answered DUPLICATED_CUSTOMER_ID after a lost answer
   * is resolved through `recover` (the stored answer) or raises AlreadyCommittedError.
   */
  readonly idempotency?: { readonly customerId: string | null; readonly recover: (signal: AbortSignal | undefined) => Promise<unknown | undefined> };
}

const RETRY_STATUSES = new Set([429, 503, 504]);

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export class Transport {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  constructor(private readonly options: ClientOptions) {
    if (!options.apiKey && !options.adminToken) throw new TypeError('IdriskClient: apiKey (or adminToken for client.admin) is required');
    if (!options.baseUrl) throw new TypeError('IdriskClient: baseUrl is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const f = options.fetch ?? globalThis.fetch;
    if (typeof f !== 'function') throw new TypeError('IdriskClient: no fetch in this runtime; pass options.fetch');
    this.fetchFn = f.bind(globalThis);
  }

  /** The delay before retry number `attempt` (0-based): full jitter over an exponential cap, or Retry-After. */
  retryDelayMs(attempt: number, retryAfter: number | null): number {
    const base = this.options.retryDelay ?? 500;
    const cap = this.options.maxRetryDelay ?? 30_000;
    if (retryAfter !== null) return retryAfter * 1000;
    return Math.min(cap, Math.random() * base * 2 ** attempt);
  }

  async request<T>(req: Request, call: CallOptions = {}): Promise<T> {
    const maxRetries = call.maxRetries ?? this.options.maxRetries ?? 2;
    const timeout = call.timeout ?? this.options.timeout ?? 30_000;
    const maxWait = this.options.maxRetryDelay ?? 30_000;
    const url = new URL(this.baseUrl + req.path);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    // The management API takes an admin token; every other operation the API key.
    if (req.path.startsWith('/admin/')) {
      if (!this.options.adminToken) throw new TypeError('IdriskClient: client.admin needs the adminToken option');
      headers.authorization = `Bearer ${this.options.adminToken}`;
    } else {
      if (!this.options.apiKey) throw new TypeError('IdriskClient: this call needs the apiKey option');
      headers['x-api-key'] = this.options.apiKey;
    }
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.raw !== undefined) headers['content-type'] = req.raw.contentType;
    const body = req.raw !== undefined ? req.raw.data : req.body === undefined ? undefined : JSON.stringify(req.body);
    /** An earlier attempt may have committed: its answer never arrived. */
    let answerLost = false;
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new IdriskTimeoutError(`no answer within ${timeout} ms`)), timeout);
      const onAbort = () => controller.abort(call.signal!.reason);
      if (call.signal?.aborted) throw call.signal.reason;
      call.signal?.addEventListener('abort', onAbort, { once: true });
      let failure: IdriskError;
      let retryAfter: number | null = null;
      try {
        const res = await this.fetchFn(url, { method: req.method, headers, body: body as BodyInit | undefined, signal: controller.signal });
        const text = await res.text();
        if (res.ok) {
          if (res.status === 204 || text === '') return undefined as T;
          if (req.text) return text as T;
          try {
            return JSON.parse(text) as T;
          } catch {
            throw new UnexpectedResponseError(res.status, text);
          }
        }
        retryAfter = parseRetryAfter(res.headers.get('retry-after'));
        failure = errorFromAnswer(res.status, text, res.headers, retryAfter);
        if (failure instanceof DuplicateIdError && answerLost && req.idempotency) {
          const stored = await req.idempotency.recover(call.signal);
          if (stored !== undefined) return stored as T;
          throw new AlreadyCommittedError(failure.problem as never, failure.requestId, req.idempotency.customerId, null);
        }
        if (!RETRY_STATUSES.has(res.status)) throw failure;
      } catch (err) {
        if (err instanceof IdriskError && !(err instanceof IdriskConnectionError)) throw err;
        if (call.signal?.aborted) throw call.signal.reason;
        // fetch rejects with a TypeError on a refused, reset or dropped connection; the timer aborts with ours.
        failure = err instanceof IdriskConnectionError ? err : controller.signal.aborted && controller.signal.reason instanceof IdriskTimeoutError
          ? controller.signal.reason
          : new IdriskConnectionError(`no answer from ${url.origin}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
        // The request may have reached the service and committed before its answer was lost.
        answerLost = true;
      } finally {
        clearTimeout(timer);
        call.signal?.removeEventListener('abort', onAbort);
      }
      if (attempt >= maxRetries) throw failure;
      const wait = this.retryDelayMs(attempt, retryAfter);
      if (wait > maxWait) throw failure;
      await sleep(wait, call.signal);
    }
  }
}
