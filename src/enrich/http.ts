/**
 * JSON over HTTP for enrichment lookups (RDAP, Gravatar). The base URLs come from configuration or bundled
 * reference data, never from the request, so no user input chooses the host.
 *
 * `getJson` resolves with the status and the parsed body (null for a non-JSON or empty body); it throws
 * ProviderFailure('timeout') when the signal aborts and ProviderFailure('unavailable') when the server
 * cannot be reached or the body is larger than `maxBytes`.
 */
import { ProviderFailure } from './outcome.js';

export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface GetJsonOptions {
  readonly signal?: AbortSignal;
  readonly accept?: string;
  readonly maxBytes?: number;
  readonly userAgent?: string;
}

export async function getJson(url: string, opts: GetJsonOptions = {}): Promise<JsonResponse> {
  const maxBytes = opts.maxBytes ?? 512 * 1024;
  let res: Response;
  try {
    res = await fetch(url, {
      signal: opts.signal,
      redirect: 'follow',
      headers: { accept: opts.accept ?? 'application/json', 'user-agent': opts.userAgent ?? 'idrisk' },
    });
  } catch (err) {
    if (opts.signal?.aborted) throw new ProviderFailure('timeout', 'aborted');
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    throw new ProviderFailure('unavailable', `${new URL(url).host}: ${cause ?? (err as Error).message}`);
  }
  let text: string;
  try {
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      await res.body?.cancel();
      throw new ProviderFailure('unavailable', `response larger than ${maxBytes} bytes`);
    }
    text = await res.text();
  } catch (err) {
    if (err instanceof ProviderFailure) throw err;
    if (opts.signal?.aborted) throw new ProviderFailure('timeout', 'aborted while reading');
    throw new ProviderFailure('unavailable', (err as Error).message);
  }
  if (text.length > maxBytes) throw new ProviderFailure('unavailable', `response larger than ${maxBytes} bytes`);
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: res.status, body };
}
