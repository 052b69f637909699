/**
 * The outbound guard: the one way the service reaches a host that a caller chose (a website of `POST /1.0/domain`,
 * the MX hosts of an email domain, an RDAP server a registry redirects to, an account's webhook URL).
 *
 *   const guard = createFetchGuard(fetchGuardOptions(config));     // or fetchGuardOptions(config, { dns, ca })
 *   const res = await guard.fetch('https://example.com/', { signal, timeoutMs: 3000, maxBytes: 1 << 20 });
 *   const ips = await guard.resolve('mx.example.com', signal);     // before a non-HTTP connection (SMTP)
 *   guard.isAllowed('10.0.0.1');                                    // false
 *
 * What it guarantees, for every hop of every fetch:
 * - A host name that is internal (not under a public ICANN suffix: .internal, .local, .corp, single labels...;
 *   src/enrich/internal-names.ts) is refused with `refused_address` before any DNS query, unless its suffix is in
 *   IDRISK_DNS_ALLOW_SUFFIXES.
 * - The host is resolved once, through the configured DNS servers (IDRISK_DNS_SERVERS, as src/enrich/dns.ts), or
 *   taken as is when the URL holds an IP literal. Every address is checked; refused addresses are dropped, and a host
 *   left with none fails with `refused_address` before any connection is attempted.
 * - Refused: every IANA special-purpose range of src/reference/ip/special-ranges.ts (private, loopback, link-local,
 *   CGNAT 100.64/10, multicast, reserved, benchmarking, documentation, unspecified, ULA, ...). IPv4-mapped IPv6
 *   (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses are judged by the IPv4 address they
 *   embed. Only the CIDRs of IDRISK_FETCH_ALLOW (empty by default) are exempted.
 * - The socket connects to the address that was checked (no second resolution, so DNS rebinding cannot swap it).
 * - Every redirect is a new hop (resolved and checked again); at most `maxRedirects` (default 5) hops; only http and
 *   https URLs; credentials and cookies are not carried to another origin.
 * - Caps: `maxBytes` of body after decoding (gzip, deflate, br), `timeoutMs` for the whole fetch, redirects
 *   included; the caller's AbortSignal ends it at once.
 * - HTTPS is verified against Node's trust store (so NODE_EXTRA_CA_CERTS makes a test CA trusted) or the `ca` option.
 *   The handshake is completed with verification deferred, and the request is sent only when the chain and the host
 *   name were verified; otherwise it fails with `tls_invalid` carrying the certificate's facts (`error.tls`), so the
 *   domain engine can report an expired or self-signed certificate without ever talking HTTP over it.
 *
 * Failures are `GuardError`s (a ProviderFailure, so runProvider turns them into outcomes): `code` says what
 * happened, `reason` is `timeout`, `bad_input` (a URL or an address we refuse) or `unavailable`.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { checkServerIdentity, connect as tlsConnect, type PeerCertificate, type TLSSocket } from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config/index.js';
import { parseIp } from '../reference/ip/address.js';
import { specialRange } from '../reference/ip/special-ranges.js';
import { createResolver, type DnsClient } from './dns.js';
import { internalNameReason, normalizeSuffixes } from './internal-names.js';
import { ProviderFailure, type FailureReason } from './outcome.js';

export type GuardErrorCode =
  | 'bad_url' // not an http(s) URL, or a host DNS cannot carry
  | 'refused_address' // every address of the host is refused by the guard
  | 'no_address' // the name has no A/AAAA record
  | 'dns' // the resolver failed
  | 'connect' // connection refused, reset or unreachable
  | 'tls_invalid' // the certificate did not verify (see GuardError.tls)
  | 'tls' // the TLS handshake failed
  | 'redirect_limit'
  | 'too_large'
  | 'protocol' // not a valid HTTP response
  | 'timeout';

const REASONS: Record<GuardErrorCode, FailureReason> = {
  bad_url: 'bad_input', refused_address: 'bad_input', no_address: 'unavailable', dns: 'unavailable',
  connect: 'unavailable', tls_invalid: 'unavailable', tls: 'unavailable', redirect_limit: 'unavailable',
  too_large: 'unavailable', protocol: 'unavailable', timeout: 'timeout',
};

export class GuardError extends ProviderFailure {
  constructor(
    readonly code: GuardErrorCode,
    message: string,
    /** The URL of the hop that failed. */
    readonly url: string | null = null,
    /** Certificate facts, for `tls_invalid`. */
    readonly tls: TlsInfo | null = null,
    /** Hops followed before the failure. */
    readonly redirects: readonly RedirectHop[] = [],
  ) {
    super(REASONS[code], message);
    this.name = 'GuardError';
  }
}

/** Facts of the certificate a server presented. */
export interface TlsInfo {
  /** The chain verified against the trust store and the certificate names the host. */
  readonly authorized: boolean;
  /** OpenSSL's code when not authorized (CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT, ERR_TLS_CERT_ALTNAME_INVALID...). */
  readonly error: string | null;
  /** YYYY-MM-DD, or null when the server sent no certificate. */
  readonly validFrom: string | null;
  readonly validTo: string | null;
  readonly issuerOrganization: string | null;
  readonly subjectCommonName: string | null;
}

export interface RedirectHop {
  readonly url: string;
  readonly status: number;
  readonly location: string;
  /** The certificate of this hop (https), else null. */
  readonly tls: TlsInfo | null;
}

export interface GuardedRequest {
  readonly method?: 'GET' | 'HEAD' | 'POST' | 'PUT';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Redirects followed before failing with redirect_limit; 0 returns a 3xx as it is. Default 5. */
  readonly maxRedirects?: number;
  /** Body bytes after decoding; default 1 MiB. */
  readonly maxBytes?: number;
  /** true: stop reading at maxBytes and answer with `truncated: true`; false (default): fail with too_large. */
  readonly truncate?: boolean;
  /** The whole fetch, every hop included; default the guard's timeoutMs. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

export interface GuardedResponse {
  /** URL of the last hop (the one that answered). */
  readonly url: string;
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly truncated: boolean;
  /** Each redirect followed, in order. */
  readonly redirects: readonly RedirectHop[];
  /** The address the last hop connected to. */
  readonly address: string;
  /** The certificate of the last hop (https), else null. */
  readonly tls: TlsInfo | null;
  readonly ms: number;
}

export interface FetchGuard {
  /** Fetch a URL through the guard (see the module comment). Rejects with GuardError only. */
  fetch(url: string, req?: GuardedRequest): Promise<GuardedResponse>;
  /**
   * Resolve a host (name or IP literal) for a non-HTTP connection: the allowed addresses, IPv4 first, normalized
   * (IPv4-mapped IPv6 folded to IPv4). Rejects with GuardError `refused_address` when it has addresses but none is
   * allowed, `no_address` when it has none. Connect only to an address this returned.
   */
  resolve(host: string, signal?: AbortSignal): Promise<string[]>;
  /** Is a connection to this address allowed (public, or inside IDRISK_FETCH_ALLOW)? */
  isAllowed(ip: string): boolean;
}

export interface FetchGuardOptions {
  readonly dns: DnsClient;
  /** CIDRs exempted from the address check (IDRISK_FETCH_ALLOW). */
  readonly allow: readonly string[];
  /** Trust these CAs instead of Node's store (in-process tests); default: Node's store with NODE_EXTRA_CA_CERTS. */
  readonly ca?: string | Buffer | readonly (string | Buffer)[];
  readonly userAgent?: string;
  /** Default whole-fetch time cap. */
  readonly timeoutMs?: number;
  /**
   * Suffixes exempted from the internal-name refusal (IDRISK_DNS_ALLOW_SUFFIXES); default none: a host name not under
   * a public ICANN suffix (src/enrich/internal-names.ts) fails with `refused_address` before any DNS query.
   */
  readonly dnsAllowSuffixes?: readonly string[];
}

export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_MAX_BYTES = 1024 * 1024;
export const DEFAULT_USER_AGENT = 'idrisk (+https://github.com/idrisk)';

/** The guard's options from config: the service's resolver, IDRISK_FETCH_ALLOW, IDRISK_HTTP_TIMEOUT_MS. */
export function fetchGuardOptions(config: Pick<Config, 'network'>, extra: Partial<FetchGuardOptions> = {}): FetchGuardOptions {
  return {
    dns: createResolver(config), allow: config.network.fetchAllow, timeoutMs: config.network.httpTimeoutMs,
    dnsAllowSuffixes: config.network.dnsAllowSuffixes, ...extra,
  };
}

/** Parse one CIDR (or a bare address, taken as /32 or /128); null when invalid. Used by config validation too. */
export function parseCidr(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const t = text.trim();
  try {
    if (t.includes('/')) return ipaddr.parseCIDR(t);
    const ip = parseIp(t);
    return ip ? [ip.addr, ip.family === 4 ? 32 : 128] : null;
  } catch {
    return null;
  }
}

const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');

/**
 * The IPv4 address embedded in a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address, else null. (IPv4-mapped
 * addresses are folded by parseIp already.)
 */
function embeddedV4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = a.parts;
  if (a.match(NAT64 as [ipaddr.IPv6, number])) return new ipaddr.IPv4([p[6] >> 8, p[6] & 255, p[7] >> 8, p[7] & 255]);
  if (a.match(SIX_TO_FOUR as [ipaddr.IPv6, number])) return new ipaddr.IPv4([p[1] >> 8, p[1] & 255, p[2] >> 8, p[2] & 255]);
  return null;
}

/**
 * Why an address is refused (the name of its special-purpose range), or null when it is an ordinary public address.
 * Anything that does not parse as an IP address (zone ids included) is refused.
 */
export function refusalOf(ip: string): string | null {
  const parsed = parseIp(ip);
  if (!parsed) return 'not an IP address';
  if (parsed.family === 6) {
    const v4 = embeddedV4(parsed.addr as ipaddr.IPv6);
    if (v4) {
      const inner = refusalOf(v4.toString());
      return inner === null ? null : `${inner} (embedded in ${parsed.canonical})`;
    }
  }
  const special = specialRange(parsed);
  return special ? special.name : null;
}

export function createFetchGuard(options: FetchGuardOptions): FetchGuard {
  const allow = options.allow.map((c) => {
    const net = parseCidr(c);
    if (!net) throw new Error(`not a CIDR: ${c}`);
    return net;
  });
  const ca = options.ca === undefined ? undefined : Array.isArray(options.ca) ? [...options.ca] : (options.ca as string | Buffer);
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const defaultTimeout = options.timeoutMs ?? 10_000;
  const dnsAllowSuffixes = normalizeSuffixes(options.dnsAllowSuffixes ?? []);

  function isAllowed(ip: string): boolean {
    const parsed = parseIp(ip);
    if (!parsed) return false;
    if (allow.some(([net, bits]) => parsed.addr.kind() === net.kind() && parsed.addr.match(net as never, bits))) return true;
    return refusalOf(parsed.canonical) === null;
  }

  async function resolve(host: string, signal?: AbortSignal): Promise<string[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    let all: string[];
    if (isIP(bare) !== 0) {
      all = [bare];
    } else {
      const name = bare.toLowerCase().replace(/\.$/, '');
      if (name === '' || name.length > 253 || !/^[a-z0-9_.-]+$/.test(name)) throw new GuardError('bad_url', `not a host name: ${host.slice(0, 80)}`);
      const internal = internalNameReason(name, dnsAllowSuffixes);
      if (internal !== null) throw new GuardError('refused_address', `${name} is an internal name (${internal}); not looked up`);
      try {
        const [a, aaaa] = await Promise.all([options.dns.a(name, signal), options.dns.aaaa(name, signal)]);
        all = [...a, ...aaaa];
      } catch (err) {
        if (err instanceof ProviderFailure && err.reason === 'timeout') throw new GuardError('timeout', `dns: ${err.message}`);
        throw new GuardError('dns', `dns: ${(err as Error).message}`);
      }
    }
    if (all.length === 0) throw new GuardError('no_address', `${host} has no address`);
    const usable: string[] = [];
    for (const ip of all) {
      const p = parseIp(ip);
      if (p && isAllowed(p.canonical) && !usable.includes(p.canonical)) usable.push(p.canonical);
    }
    if (usable.length === 0) {
      throw new GuardError('refused_address', `${host} resolves only to refused addresses (${all.map((ip) => `${ip}: ${refusalOf(ip)}`).join(', ')})`);
    }
    return usable.sort((x, y) => isIP(x) - isIP(y));
  }

  /**
   * A fetch is a run of hops: each hop checks its URL, resolves and checks its host, connects to a checked address,
   * verifies TLS and exchanges one request (fetchHop); then either the answer is returned or the redirect it names
   * becomes the next hop (nextHop).
   */
  async function fetch(url: string, req: GuardedRequest = {}): Promise<GuardedResponse> {
    const started = performance.now();
    const timeoutMs = req.timeoutMs ?? defaultTimeout;
    const timer = AbortSignal.timeout(Math.max(1, timeoutMs));
    const signal = req.signal ? AbortSignal.any([req.signal, timer]) : timer;
    const maxRedirects = req.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const redirects: RedirectHop[] = [];
    const origin0 = safeOrigin(url);
    let hopReq: HopRequest = { url, method: req.method ?? 'GET', headers: { ...(req.headers ?? {}) }, body: req.body };
    for (;;) {
      if (signal.aborted) throw new GuardError('timeout', `no answer within ${timeoutMs} ms`, hopReq.url, null, redirects);
      let hop: HopResult;
      try {
        hop = await fetchHop(hopReq, req, signal);
      } catch (err) {
        const e = err instanceof GuardError ? err : new GuardError(signal.aborted ? 'timeout' : 'connect', (err as Error).message);
        const code = signal.aborted ? 'timeout' : e.code;
        throw new GuardError(code, code === 'timeout' ? `no answer within ${timeoutMs} ms` : e.message, hopReq.url, e.tls, redirects);
      }
      const next = nextHop(hopReq, hop, maxRedirects, redirects, origin0);
      if (next === null) {
        return {
          url: hopReq.url, status: hop.status, headers: hop.headers, body: hop.body, truncated: hop.truncated, redirects,
          address: hop.address, tls: hop.tls, ms: Math.round(performance.now() - started),
        };
      }
      hopReq = next;
    }
  }

  /** What one hop sends. */
  interface HopRequest {
    readonly url: string;
    readonly method: string;
    readonly headers: Record<string, string>;
    readonly body: string | Buffer | undefined;
  }

  interface HopResult {
    readonly status: number;
    readonly headers: IncomingHttpHeaders;
    readonly body: Buffer;
    readonly truncated: boolean;
    readonly address: string;
    readonly tls: TlsInfo | null;
  }

  /**
   * The hop a redirect answer names (recorded in `redirects`), or null when the answer is the one to return. A 303,
   * or a 301/302 to a POST, becomes a GET without a body; credentials and cookies are not carried to another origin.
   */
  function nextHop(cur: HopRequest, hop: HopResult, maxRedirects: number, redirects: RedirectHop[], origin0: string): HopRequest | null {
    const location = hop.headers.location;
    if (!(hop.status >= 300 && hop.status < 400 && typeof location === 'string' && maxRedirects > 0)) return null;
    if (redirects.length >= maxRedirects) {
      throw new GuardError('redirect_limit', `more than ${maxRedirects} redirects`, cur.url, null, redirects);
    }
    let next: URL;
    try {
      next = new URL(location, cur.url);
    } catch {
      throw new GuardError('bad_url', `bad redirect location: ${location.slice(0, 200)}`, cur.url, null, redirects);
    }
    redirects.push({ url: cur.url, status: hop.status, location: next.href, tls: hop.tls });
    let { method, body, headers } = cur;
    if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = withoutKeys(headers, ['content-type', 'content-length']);
    }
    if (safeOrigin(next.href) !== origin0) headers = withoutKeys(headers, ['authorization', 'cookie', 'proxy-authorization']);
    return { url: next.href, method, headers, body };
  }

  /** The URL of a hop, checked: http or https, no credentials; its port and bare host name. */
  function targetOf(url: string): { readonly u: URL; readonly secure: boolean; readonly port: number; readonly hostname: string } {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new GuardError('bad_url', `not a URL: ${url.slice(0, 200)}`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new GuardError('bad_url', `scheme ${u.protocol} is not fetched`);
    if (u.username !== '' || u.password !== '') throw new GuardError('bad_url', 'URLs with credentials are not fetched');
    const secure = u.protocol === 'https:';
    return { u, secure, port: u.port === '' ? (secure ? 443 : 80) : Number(u.port), hostname: u.hostname.replace(/^\[|\]$/g, '') };
  }

  /** Connect to the checked addresses only, in order (the first two); the first that accepts is used. */
  async function connectFirst(addresses: readonly string[], port: number, hostname: string, signal: AbortSignal): Promise<{ socket: Socket; address: string }> {
    let lastError: GuardError | null = null;
    for (const ip of addresses.slice(0, 2)) {
      try {
        return { socket: await connectTo(ip, port, signal), address: ip };
      } catch (err) {
        lastError = err as GuardError;
        if (signal.aborted) break;
      }
    }
    throw lastError ?? new GuardError('connect', `cannot connect to ${hostname}`);
  }

  /** One hop: the URL checked, the host resolved and checked, a checked address connected, TLS verified, one exchange. */
  async function fetchHop(hopReq: HopRequest, req: GuardedRequest, signal: AbortSignal): Promise<HopResult> {
    const { u, secure, port, hostname } = targetOf(hopReq.url);
    const addresses = await resolve(hostname, signal);
    const { socket, address } = await connectFirst(addresses, port, hostname, signal);
    let tls: TlsInfo | null = null;
    let stream: Socket | TLSSocket = socket;
    try {
      if (secure) {
        const upgraded = await startTls(socket, hostname, signal);
        stream = upgraded.socket;
        tls = upgraded.info;
        if (!tls.authorized) {
          throw new GuardError('tls_invalid', `certificate of ${hostname} not valid: ${tls.error ?? 'unverified'}`, hopReq.url, tls);
        }
      }
      return { ...(await exchange(stream, u, hopReq.method, hopReq.headers, hopReq.body, req, signal)), address, tls };
    } finally {
      stream.destroy();
      socket.destroy();
    }
  }

  function connectTo(ip: string, port: number, signal: AbortSignal): Promise<Socket> {
    // The last line of defence: never open a socket to an address the guard refuses.
    if (!isAllowed(ip)) return Promise.reject(new GuardError('refused_address', `${ip} is refused`));
    return new Promise((resolveP, reject) => {
      const socket = netConnect({ host: ip, port });
      const onAbort = () => {
        socket.destroy();
        reject(new GuardError('timeout', 'aborted while connecting'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      socket.once('connect', () => {
        signal.removeEventListener('abort', onAbort);
        socket.removeAllListeners('error');
        socket.on('error', () => {});
        resolveP(socket);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => {
        signal.removeEventListener('abort', onAbort);
        reject(new GuardError('connect', `${ip}:${port}: ${err.code ?? err.message}`));
      });
    });
  }

  function startTls(socket: Socket, hostname: string, signal: AbortSignal): Promise<{ socket: TLSSocket; info: TlsInfo }> {
    return new Promise((resolveP, reject) => {
      const isLiteral = isIP(hostname) !== 0;
      const tlsSocket = tlsConnect({
        socket,
        ...(isLiteral ? {} : { servername: hostname }),
        ...(ca ? { ca } : {}),
        ALPNProtocols: ['http/1.1'],
        // Verification is done below (authorized), before a single byte of HTTP is written.
        rejectUnauthorized: false,
        checkServerIdentity: (_host, cert) => checkServerIdentity(hostname, cert),
      });
      const onAbort = () => {
        tlsSocket.destroy();
        reject(new GuardError('timeout', 'aborted during the TLS handshake'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      tlsSocket.once('secureConnect', () => {
        signal.removeEventListener('abort', onAbort);
        tlsSocket.removeAllListeners('error');
        tlsSocket.on('error', () => {});
        const cert = tlsSocket.getPeerCertificate(false) as PeerCertificate | Record<string, never>;
        const err = tlsSocket.authorizationError;
        resolveP({
          socket: tlsSocket,
          info: {
            authorized: tlsSocket.authorized,
            error: tlsSocket.authorized ? null : err ? String((err as NodeJS.ErrnoException).code ?? err) : 'UNVERIFIED',
            validFrom: certDay((cert as PeerCertificate).valid_from),
            validTo: certDay((cert as PeerCertificate).valid_to),
            issuerOrganization: firstOf((cert as PeerCertificate).issuer?.O),
            subjectCommonName: firstOf((cert as PeerCertificate).subject?.CN),
          },
        });
      });
      tlsSocket.once('error', (err: NodeJS.ErrnoException) => {
        signal.removeEventListener('abort', onAbort);
        reject(new GuardError('tls', `TLS handshake with ${hostname}: ${err.code ?? err.message}`));
      });
    });
  }

  function exchange(
    stream: Socket, u: URL, method: string, headers: Record<string, string>, body: string | Buffer | undefined,
    req: GuardedRequest, signal: AbortSignal,
  ): Promise<Omit<HopResult, 'address' | 'tls'>> {
    const maxBytes = req.maxBytes ?? DEFAULT_MAX_BYTES;
    return new Promise((resolveP, reject) => {
      const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      const outHeaders: Record<string, string | number> = {
        'user-agent': userAgent,
        accept: '*/*',
        'accept-encoding': 'gzip, deflate, br',
        ...lower,
        host: u.host,
        connection: 'close',
      };
      if (body !== undefined) outHeaders['content-length'] = Buffer.byteLength(body);
      let settled = false;
      const fail = (e: GuardError) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        r.destroy();
        reject(e);
      };
      const onAbort = () => fail(new GuardError('timeout', 'aborted'));
      const r = httpRequest({
        method,
        path: `${u.pathname}${u.search}`,
        headers: outHeaders,
        createConnection: () => stream,
        // Header limits of Node's parser (16 KiB) bound the head; the body is bounded below.
      });
      signal.addEventListener('abort', onAbort, { once: true });
      r.on('error', (err: NodeJS.ErrnoException) => {
        const code = err.code ?? '';
        fail(new GuardError(code.startsWith('HPE_') ? 'protocol' : 'connect', `${u.host}: ${code || err.message}`));
      });
      r.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          resolveP({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated });
          r.destroy();
        };
        // A HEAD answer or a redirect we follow needs no body.
        const isRedirect = (res.statusCode ?? 0) >= 300 && (res.statusCode ?? 0) < 400 && res.headers.location !== undefined;
        if (method === 'HEAD' || isRedirect) {
          res.resume();
          finish();
          return;
        }
        let source: IncomingMessage | Transform = res;
        const decoder = decoderOf(res.headers['content-encoding']);
        if (decoder) {
          res.pipe(decoder);
          res.on('error', () => decoder.destroy());
          source = decoder;
        }
        source.on('data', (chunk: Buffer) => {
          if (settled) return;
          if (size + chunk.length > maxBytes) {
            if (!req.truncate) return fail(new GuardError('too_large', `body larger than ${maxBytes} bytes`));
            chunks.push(chunk.subarray(0, maxBytes - size));
            size = maxBytes;
            truncated = true;
            return finish();
          }
          size += chunk.length;
          chunks.push(chunk);
        });
        source.on('end', finish);
        source.on('error', (err: NodeJS.ErrnoException) => fail(new GuardError('protocol', `body: ${err.code ?? err.message}`)));
        res.on('aborted', () => fail(new GuardError('connect', 'connection closed mid-body')));
      });
      r.end(body);
    });
  }

  return { fetch, resolve, isAllowed };
}

/** The decompressor of a Content-Encoding the guard asks for (gzip, deflate, br), else null (the body as sent). */
function decoderOf(contentEncoding: string | undefined): Transform | null {
  const enc = String(contentEncoding ?? '').trim().toLowerCase();
  return enc === 'gzip' || enc === 'x-gzip' ? createGunzip() : enc === 'deflate' ? createInflate() : enc === 'br' ? createBrotliDecompress() : null;
}

function withoutKeys(h: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(h).filter(([k]) => !keys.includes(k.toLowerCase())));
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function firstOf(v: string | string[] | undefined): string | null {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : null;
}

function certDay(v: string | undefined): string | null {
  if (!v) return null;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}
