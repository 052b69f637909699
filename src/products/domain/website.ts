/**
 * The website probe: `https://<domain>/` and `http://<domain>/` are fetched at once through the outbound guard
 * (redirects followed and re-checked, body capped); the HTTPS answer is used when there is one, else the HTTP one.
 * The certificate of the first HTTPS hop gives the `ssl_*` fields even when it does not verify (the guard never
 * sends HTTP over such a connection).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { GuardError, type FetchGuard, type GuardedResponse, type RedirectHop, type TlsInfo } from '../../enrich/guard.js';

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const POLICY_MAX_BYTES = 1024 * 1024;
const HEADERS = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-language': 'en;q=0.9,*;q=0.5' };

export interface FetchedPage {
  readonly url: string;
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly html: string | null;
  /** Bytes read (after decoding). */
  readonly bytes: number;
  readonly truncated: boolean;
  /** The full size when known: the bytes read of a complete body, or Content-Length of a truncated one. */
  readonly size: number | null;
  readonly redirects: readonly RedirectHop[];
  readonly secure: boolean;
}

export interface WebsiteProbe {
  /** `page`: an HTTP answer; `timeout`: none before the time ran out; `error`: none could be had. */
  readonly outcome: 'page' | 'timeout' | 'error';
  readonly page: FetchedPage | null;
  /** The page came from the http:// attempt, whose redirects led to https://. */
  readonly upgradedFromHttp: boolean;
  /** A TLS handshake on port 443 gave a certificate (true), failed or was refused (false), unknown (null). */
  readonly hasSsl: boolean | null;
  readonly tls: TlsInfo | null;
  readonly error: string | null;
}

type Attempt = { ok: true; res: GuardedResponse } | { ok: false; err: GuardError };

const attempt = (p: Promise<GuardedResponse>): Promise<Attempt> =>
  p.then(
    (res) => ({ ok: true as const, res }),
    (err: unknown) => ({ ok: false as const, err: err instanceof GuardError ? err : new GuardError('connect', String(err)) }),
  );

function charsetOf(headers: IncomingHttpHeaders, body: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(String(headers['content-type'] ?? ''))?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  return (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
}

/** The body as text when it is HTML (or unlabelled), decoded with its declared charset; else null. */
export function decodeHtml(res: Pick<GuardedResponse, 'headers' | 'body'>): string | null {
  const type = String(res.headers['content-type'] ?? '').toLowerCase();
  if (type !== '' && !/html|xml|text\/plain/.test(type)) return null;
  try {
    return new TextDecoder(charsetOf(res.headers, res.body)).decode(res.body);
  } catch {
    return new TextDecoder('utf-8').decode(res.body);
  }
}

export function toPage(res: GuardedResponse): FetchedPage {
  const declared = Number(res.headers['content-length']);
  const size = !res.truncated ? res.body.length : Number.isInteger(declared) && declared > res.body.length ? declared : null;
  return {
    url: res.url, status: res.status, headers: res.headers, html: decodeHtml(res), bytes: res.body.length,
    truncated: res.truncated, size, redirects: res.redirects, secure: res.url.startsWith('https:'),
  };
}

/** Fetch one page through the guard; null on any failure (the caller records why). */
export async function fetchPage(guard: FetchGuard, url: string, signal: AbortSignal, timeoutMs: number, maxBytes = POLICY_MAX_BYTES): Promise<FetchedPage> {
  return toPage(await guard.fetch(url, { signal, timeoutMs, maxBytes, truncate: true, maxRedirects: 5, headers: HEADERS }));
}

export async function probeWebsite(guard: FetchGuard, host: string, signal: AbortSignal, timeoutMs: number): Promise<WebsiteProbe> {
  const httpStop = new AbortController();
  const opts = { timeoutMs, maxBytes: PAGE_MAX_BYTES, truncate: true, maxRedirects: 5, headers: HEADERS };
  const httpsP = attempt(guard.fetch(`https://${host}/`, { ...opts, signal }));
  const httpP = attempt(guard.fetch(`http://${host}/`, { ...opts, signal: AbortSignal.any([signal, httpStop.signal]) }));
  const https = await httpsP;

  // The certificate of the first HTTPS hop (this domain's, not a redirect target's).
  let tls: TlsInfo | null = null;
  let hasSsl: boolean | null = null;
  if (https.ok) {
    tls = https.res.redirects[0]?.tls ?? https.res.tls;
    hasSsl = true;
  } else {
    const e = https.err;
    const firstHop = e.redirects.length === 0;
    if (e.code === 'tls_invalid') {
      tls = firstHop ? e.tls : e.redirects[0]!.tls;
      hasSsl = true;
    } else if (firstHop && (e.code === 'connect' || e.code === 'tls' || e.code === 'protocol')) {
      hasSsl = false;
    } else if (!firstHop) {
      tls = e.redirects[0]!.tls;
      hasSsl = tls !== null;
    }
  }

  if (https.ok) {
    httpStop.abort();
    await httpP;
    return { outcome: 'page', page: toPage(https.res), upgradedFromHttp: false, hasSsl, tls, error: null };
  }
  const http = await httpP;
  if (http.ok) {
    const upgraded = http.res.url.startsWith('https:');
    return { outcome: 'page', page: toPage(http.res), upgradedFromHttp: upgraded, hasSsl, tls, error: null };
  }
  const timedOut = https.err.code === 'timeout' || http.err.code === 'timeout';
  return { outcome: timedOut ? 'timeout' : 'error', page: null, upgradedFromHttp: false, hasSsl, tls, error: `https: ${https.err.message}; http: ${http.err.message}` };
}
