/**
 * The console's one way to the API: `call(operationId, input)`. Method and path come from the routes, request and
 * answer types from the schema that packages/client generates from the served OpenAPI document (openapi-typescript);
 * errors are the client's typed errors (title, code, request_id). Nothing here is written by hand per operation.
 *
 * Operators authenticate with the session cookie (HttpOnly, set by signIn); every state-changing call carries the
 * session's CSRF token. A 401 UNAUTHENTICATED on any call but sign-in means the session ended: the listeners
 * (the app shell) send the operator to sign in and back to the page they were on.
 */
import { ROUTES } from '@client/routes';
import type { Answer, OperationId, RequestBody } from '@client/client';
import { errorFromAnswer, IdriskApiError, IdriskConnectionError, type IdriskError } from '@client/errors';

export type { Answer, OperationId, RequestBody };

export interface CallInput<K extends OperationId> {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: RequestBody<K>;
  /** An API key for a product call (the playground's sandbox key); admin calls use the session. */
  readonly apiKey?: string;
  /** Extra headers: `if-match` of an edit (PATCH) with the version read. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

const CSRF_KEY = 'idrisk.console.csrf';

export const csrf = {
  get: (): string | null => sessionStorage.getItem(CSRF_KEY) ?? localStorage.getItem(CSRF_KEY),
  set(token: string): void {
    localStorage.setItem(CSRF_KEY, token);
    sessionStorage.setItem(CSRF_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(CSRF_KEY);
    sessionStorage.removeItem(CSRF_KEY);
  },
};

type Listener = () => void;
const expiryListeners = new Set<Listener>();
/** Called when a call answers 401 UNAUTHENTICATED: the session ended (idle, past its end, revoked, signed out). */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') throw new TypeError(`${name} is required`);
    return encodeURIComponent(v);
  });
}

export async function call<K extends OperationId>(id: K, input: CallInput<K> = {}): Promise<Answer<K>> {
  const route = ROUTES[id];
  const url = new URL(fillPath(route.path, input.path ?? {}), location.origin);
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...input.headers, accept: 'application/json' };
  const admin = route.path.startsWith('/admin/');
  if (input.apiKey) headers['x-api-key'] = input.apiKey;
  if (admin && route.method !== 'GET') {
    const token = csrf.get();
    if (token) headers['x-csrf-token'] = token;
  }
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      credentials: 'same-origin',
      signal: input.signal,
    });
  } catch (err) {
    throw new IdriskConnectionError(`no answer from the service: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  }
  return answer(id, res, admin);
}

async function answer<K extends OperationId>(id: K, res: Response, admin: boolean): Promise<Answer<K>> {
  const text = await res.text();
  if (res.ok) return (text === '' ? undefined : JSON.parse(text)) as Answer<K>;
  const failure: IdriskError = errorFromAnswer(res.status, text, res.headers, null);
  if (admin && id !== 'signIn' && failure instanceof IdriskApiError && failure.code === 'UNAUTHENTICATED') {
    for (const l of expiryListeners) l();
  }
  throw failure;
}

/**
 * A multipart upload (importDataset): the typed client sends JSON only, so the file goes as a `FormData` (the
 * browser streams it and sets the boundary). Method, path and the answer's type still come from the generated routes
 * and schema; errors are the same typed errors as `call`.
 */
export async function upload<K extends OperationId>(id: K, input: { path?: Readonly<Record<string, string>>; query?: Readonly<Record<string, string | undefined>>; form: FormData; signal?: AbortSignal }): Promise<Answer<K>> {
  const route = ROUTES[id];
  const url = new URL(fillPath(route.path, input.path ?? {}), location.origin);
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = csrf.get();
  if (token) headers['x-csrf-token'] = token;
  let res: Response;
  try {
    res = await fetch(url, { method: route.method, headers, body: input.form, credentials: 'same-origin', signal: input.signal });
  } catch (err) {
    throw new IdriskConnectionError(`no answer from the service: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  }
  return answer(id, res, true);
}

/** What an error box shows: the problem's title and detail, its code and request_id. */
export function describeError(err: unknown): { title: string; detail: string; code: string | null; requestId: string | null; fields: readonly { field: string; message: string }[] } {
  if (err instanceof IdriskApiError) {
    const problem = (err as unknown as { problem?: { title?: unknown } }).problem;
    return { title: typeof problem?.title === 'string' ? problem.title : err.code, detail: err.detail, code: err.code, requestId: err.requestId, fields: err.errors };
  }
  if (err instanceof Error) return { title: err.name === 'IdriskConnectionError' ? 'No answer from the service' : 'Unexpected error', detail: err.message, code: null, requestId: null, fields: [] };
  return { title: 'Unexpected error', detail: String(err), code: null, requestId: null, fields: [] };
}

export function isApiError(err: unknown, code?: string): err is IdriskApiError {
  return err instanceof IdriskApiError && (code === undefined || err.code === code);
}
