/**
 * JSON over HTTP for enrichment lookups (RDAP, Gravatar), through the outbound guard (src/enrich/guard.ts): the base
 * URLs come from configuration or bundled reference data, but the path carries user input and an RDAP registry may
 * redirect to a registrar's server, so every hop is resolved, checked and capped like any user-supplied host.
 *
 * `getJson` resolves with the status and the parsed body (null for a non-JSON or empty body); it throws
 * ProviderFailure('timeout') when the signal aborts and ProviderFailure('unavailable' or 'bad_input') when the
 * server cannot be reached, the guard refuses its address or the body is larger than `maxBytes`.
 */
import type { FetchGuard } from './guard.js';
import { GuardError } from './guard.js';
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
  /** Whole-request cap; the caller's signal usually ends it first. */
  readonly timeoutMs?: number;
}

export async function getJson(guard: FetchGuard, url: string, opts: GetJsonOptions = {}): Promise<JsonResponse> {
  const maxBytes = opts.maxBytes ?? 512 * 1024;
  let res;
  try {
    res = await guard.fetch(url, {
      signal: opts.signal,
      maxBytes,
      timeoutMs: opts.timeoutMs ?? 30_000,
      headers: { accept: opts.accept ?? 'application/json', ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}) },
    });
  } catch (err) {
    if (opts.signal?.aborted) throw new ProviderFailure('timeout', 'aborted');
    if (err instanceof GuardError) throw err;
    throw new ProviderFailure('unavailable', (err as Error).message);
  }
  const text = res.body.toString('utf8');
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
