/**
 * Configuration: the environment is parsed once, at start, into one frozen object.
 * Every bad key is reported together (ConfigError.problems); nothing else reads process.env.
 */
import ipaddr from 'ipaddr.js';
import { parseUpstreams } from '../reference/email/refresh.js';
import { isIP } from 'node:net';
import { internalNameReason, normalizeSuffixes } from '../enrich/internal-names.js';
import { IP_LIST_SOURCE_NAMES } from '../reference/ip/list-sources.js';

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly url: string; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string; /** Connections of this process's pool (IDRISK_PG_POOL_SIZE). */ readonly poolSize?: number };

export interface Config {
  readonly database: DatabaseConfig;
  readonly host: string;
  readonly port: number;
  readonly redisUrl: string | null;
  /** Secret for keyed hashes (identity graph). When unset a random one is created in the data dir. */
  readonly secret: string | null;
  readonly dataDir: string;
  readonly logLevel: string;
  /**
   * IDRISK_PUBLIC_URL: the URL callers reach the API at (behind a proxy or a load balancer), used as the `servers` of
   * the OpenAPI document; null: the origin of the request that reads the document.
   */
  readonly publicUrl: string | null;
  readonly bodyLimit: number;
  /**
   * IDRISK_TRUST_PROXY: which X-Forwarded-For hop is the client (Fastify trustProxy). false: the socket address;
   * true: the left-most hop (every proxy trusted); a number N: the hop N proxies back; addresses/CIDRs: skip the
   * hops from those proxies.
   */
  readonly trustProxy: boolean | number | string;
  /** Default enrichment deadline in seconds when a request carries no `timeout`. */
  readonly defaultTimeout: number;
  /** Milliseconds of a call's `timeout` kept for the answer's own work: lookups stop this much earlier. */
  readonly answerReserveMs: number;
  /** Keep the full response body of every live call in its stored resolution (audit); off keeps the explanation only. */
  readonly storeResponses: boolean;
  /** Seconds a key and its account stay cached in a process at most (0 disables the cache; see AuthCache). */
  readonly keyCacheSeconds: number;
  /** Milliseconds between two polls of the cache epoch (how fast a revocation reaches every process). */
  readonly cachePollMs: number;
  /** Milliseconds between two writes of the call statistics (the overview's errors and latency; what a kill -9 loses). */
  readonly statsFlushMs: number;
  /** API processes of `idrisk serve` (node:cluster on one port); 0 = one per core. */
  readonly workers: number;
  readonly defaultRateLimit: number;
  /** Days stored resolutions and identity-graph links are kept (docs/privacy.md); 0 keeps them forever. */
  readonly retentionDays: number;
  /** Refreshed disposable lists (src/reference/email/refresh.ts, docs/email.md). */
  readonly emailLists: {
    /** IDRISK_EMAIL_LISTS_URLS: upstream lists, `name=url` each. */
    readonly upstreams: readonly { readonly name: string; readonly url: string }[];
    /** IDRISK_EMAIL_LISTS_REFRESH: the daily `email.lists-refresh` job fetches them (off by default). */
    readonly refresh: boolean;
    /** IDRISK_EMAIL_LISTS_MAX_DROP: share of a list's stored domains one refresh may drop; more is refused. */
    readonly maxDrop: number;
  };
  /** Faults and overload (docs/operations.md, failure modes). */
  readonly resilience: {
    /** IDRISK_MAX_INFLIGHT: API calls in progress at once; beyond it a call gets 503 at once (0 = no limit). */
    readonly maxInflight: number;
    /** Retry-After (seconds) of a 503 for overload, draining or an unreachable database. */
    readonly retryAfterSeconds: number;
    /** IDRISK_SHUTDOWN_GRACE_SECONDS: how long SIGTERM waits for calls in flight before closing anyway. */
    readonly shutdownGraceSeconds: number;
    /** IDRISK_SQLITE_BUSY_TIMEOUT_MS: how long SQLite waits for another process's lock before a 503. */
    readonly sqliteBusyTimeoutMs: number;
    /** IDRISK_DB_CONNECT_TIMEOUT_MS: how long a PostgreSQL connection attempt may take before a 503. */
    readonly dbConnectTimeoutMs: number;
    /** IDRISK_DB_STATEMENT_TIMEOUT_MS: longest PostgreSQL statement (server-side statement_timeout and client query timeout). */
    readonly dbStatementTimeoutMs: number;
  };
  /** Limits and exposure of the HTTP service (docs/security.md, docs/operations.md). */
  readonly hardening: {
    /** IDRISK_MAX_INFLIGHT_PER_KEY: calls of one key (or collector app) in progress at once; beyond it 429 (0 = no limit). */
    readonly maxInflightPerKey: number;
    /** IDRISK_BODY_TIMEOUT_SECONDS: how long a client may take to send a whole request (headers and body). */
    readonly bodyTimeoutSeconds: number;
    /** IDRISK_METRICS_TOKEN: bearer token /metrics requires; unset: /metrics answers loopback callers only. */
    readonly metricsToken: string | null;
  };
  readonly network: {
    /** IDRISK_NETWORK=off turns every outbound lookup off. */
    readonly enabled: boolean;
    /** host:port pairs used for every DNS query of the service; empty = the system resolver. */
    readonly dnsServers: readonly string[];
    /**
     * IDRISK_DNS_ALLOW_SUFFIXES: suffixes outside the public (ICANN) ones whose names may still be looked up (e.g.
     * `corp`, `test`); empty by default, so internal names (.internal, .local, .corp, single labels...) are never
     * resolved for a caller (src/enrich/internal-names.ts). Lower case, without dots at either end.
     */
    readonly dnsAllowSuffixes: readonly string[];
    /**
     * CIDRs exempted from the outbound guard (IDRISK_FETCH_ALLOW; src/enrich/guard.ts): connections to private,
     * loopback and other special-purpose addresses are refused unless the address is inside one of these.
     */
    readonly fetchAllow: readonly string[];
    readonly smtp: {
      readonly enabled: boolean;
      readonly port: number;
      readonly helo: string;
      readonly from: string;
      readonly timeoutMs: number;
    };
    readonly rdapUrl: string | null;
    readonly gravatarUrl: string | null;
    readonly dnsblZones: readonly string[];
    readonly dnsTimeoutMs: number;
    readonly httpTimeoutMs: number;
  };
  /** Image and face analysis of the pictures a call reaches (docs/images.md). */
  readonly images: {
    /** IDRISK_IMAGES=on: analyse them (off by default: the models cost memory and CPU). */
    readonly enabled: boolean;
    /** Largest image fetched, in bytes (IDRISK_IMAGES_MAX_BYTES, default 5 MiB). */
    readonly maxBytes: number;
    /** Largest image decoded, in pixels, read from its header first (IDRISK_IMAGES_MAX_PIXELS). */
    readonly maxPixels: number;
    /** Calls whose images wait or are analysed at once per process; the next gets null image fields (IDRISK_IMAGES_QUEUE). */
    readonly queue: number;
  };
  /** Background jobs (docs/jobs.md). */
  readonly jobs: {
    /** Run the job runner inside `idrisk serve` (IDRISK_JOBS_IN_SERVE); off when separate `idrisk worker` processes run them. */
    readonly inServe: boolean;
    /** Jobs one runner runs at once. */
    readonly concurrency: number;
    /** Milliseconds between looks for due jobs when nothing woke the runner. */
    readonly pollMs: number;
    /** Lease of a running job, renewed every third; a crashed worker's jobs are taken over after it expires. */
    readonly leaseMs: number;
    /** Days finished jobs, their attempts and finished webhook events are kept before the daily `jobs.prune` deletes them. */
    readonly keepDays: number;
    /** Port of `idrisk worker`'s /metrics and /healthz (on HOST); 0 = not served. */
    readonly workerMetricsPort: number;
  };
  /** Bulk scoring (docs/bulk.md). */
  readonly bulk: {
    /** Rows of one bulk job scored at once by the runner that holds it. */
    readonly concurrency: number;
    /** Share (percent) of the account's rate limit a bulk job may take; live calls keep the rest. */
    readonly ratePercent: number;
    /** Largest upload in bytes (gzip counted as received). */
    readonly maxBytes: number;
    /** Largest number of records of one file. */
    readonly maxRows: number;
    /** How often a job paused for credits checks the balance again. */
    readonly pauseCheckMs: number;
    /** How long one run of a job scores before it hands over to a fresh job run (other jobs get their turn). */
    readonly sliceMs: number;
    /** Seconds a whole bulk upload may take (POST /1.0/bulk only; every other request has hardening.bodyTimeoutSeconds). */
    readonly uploadTimeoutSeconds: number;
    /** Seconds a bulk upload may send nothing before it is dropped (408 REQUEST_TIMEOUT, nothing kept). */
    readonly uploadIdleSeconds: number;
    /** Days an ended job (completed, failed, cancelled) and its rows are kept before the daily `jobs.prune` deletes them; 0 keeps them. */
    readonly keepDays: number;
  };
  /** Login tracking (docs/login.md). */
  readonly login: {
    /** Days a collector record is kept (and can be enrolled or scored). */
    readonly recordDays: number;
    /** Days an enrollment is kept as a reference of its username. */
    readonly enrollmentDays: number;
    /** Collect calls per second per app key and per client IP (token buckets). */
    readonly appRate: number;
    readonly ipRate: number;
  };
  /** Operators and the admin API (docs/admin.md). */
  readonly admin: {
    /**
     * IDRISK_PUBLIC_URL: the URL operators reach the service at; the session cookie is Secure unless it is plain
     * http on a loopback host. Null: http://HOST:PORT.
     */
    readonly publicUrl: string | null;
    /** Minutes a session lives without a call (IDRISK_ADMIN_SESSION_IDLE_MINUTES). */
    readonly sessionIdleMinutes: number;
    /** Hours a session lives at most (IDRISK_ADMIN_SESSION_MAX_HOURS). */
    readonly sessionMaxHours: number;
    /** The email of the owner the first start creates (IDRISK_ADMIN_EMAIL). */
    readonly firstOwnerEmail: string;
    /** IDRISK_CONSOLE=off: the operator console is not served at /console (docs/console.md). On by default. */
    readonly console: boolean;
  };
  /** The ip product (docs/ip.md). */
  readonly ip: {
    /** IDRISK_IP_RDP_PROBE=on: TCP-connect to the caller's address on `rdpPorts` for remote_desktop_enable. Off by default. */
    readonly rdpProbe: boolean;
    readonly rdpPorts: readonly number[];
    readonly rdpTimeoutMs: number;
    /** Seconds between checks for a new ip-lists import (0: load once at start). */
    readonly listRefreshSeconds: number;
    /** IDRISK_IP_LISTS_REFRESH: the daily `ip.lists-refresh` job fetches the public IP lists (off by default). */
    readonly listsRefresh: boolean;
    /** IDRISK_IP_LISTS_SOURCES: the sources `idrisk refresh ip-lists` and the job fetch (names of src/reference/ip/list-sources.ts); empty = all. */
    readonly listsSources: readonly string[];
    /** IDRISK_IP_LISTS_BASE: scheme://host of a mirror that serves every source under its own path; null = the publishers. */
    readonly listsBase: string | null;
    /** IDRISK_IP_LISTS_AZURE_URL: this week's Azure Service Tags file (Azure publishes a dated name); null = not fetched. */
    readonly listsAzureUrl: string | null;
    /** IDRISK_IP_LISTS_MAX_DROP: share of a source's stored ranges one refresh may delete; more is refused. */
    readonly listsMaxDrop: number;
    /** The compact ASN index file; null = node_modules/.cache/idrisk/asn-<version>.bin. */
    readonly asnIndexFile: string | null;
    /** The compact geolocation index file; null = node_modules/.cache/idrisk/geo-<version>.bin. */
    readonly geoIndexFile: string | null;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  str(key: string, fallback: string): string {
    const v = this.env[key];
    return v === undefined || v === '' ? fallback : v;
  }

  optStr(key: string): string | null {
    const v = this.env[key];
    return v === undefined || v === '' ? null : v;
  }

  int(key: string, fallback: number, min: number, max: number): number {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${key}: expected an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  }

  num(key: string, fallback: number, min: number, max: number): number {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
      this.problems.push(`${key}: expected a number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  }

  onOff(key: string, fallback: boolean): boolean {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const v = raw.toLowerCase();
    if (['on', 'true', '1', 'yes'].includes(v)) return true;
    if (['off', 'false', '0', 'no'].includes(v)) return false;
    this.problems.push(`${key}: expected on or off, got "${raw}"`);
    return fallback;
  }

  list(key: string): string[] {
    const raw = this.env[key];
    if (raw === undefined || raw.trim() === '') return [];
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
  }
}

const CIDR = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

function isValidCidr(c: string): boolean {
  try {
    if (c.includes('/')) ipaddr.parseCIDR(c);
    else ipaddr.parse(c);
    return true;
  } catch {
    return false;
  }
}

const DNS_SUFFIX = /^(?!-)[a-z0-9_-]{1,63}(?<!-)(\.(?!-)[a-z0-9_-]{1,63}(?<!-))*$/;
const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

/** The embedded database of a default start (DATABASE_URL unset): the one a first `idrisk serve` makes a demo account in. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/idrisk.db';

export function parseDatabaseUrl(url: string, problems: string[]): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') problems.push('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/idrisk.db');
    return { kind: 'sqlite', url, file };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    try {
      new URL(url);
    } catch {
      problems.push('DATABASE_URL: not a valid postgres:// URL');
    }
    return { kind: 'postgres', url };
  }
  problems.push(`DATABASE_URL: expected sqlite:FILE or postgres://..., got "${url}"`);
  return { kind: 'sqlite', url: 'sqlite:./data/idrisk.db', file: './data/idrisk.db' };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

/** Operator-configured hosts and zones that are internal names not exempted by IDRISK_DNS_ALLOW_SUFFIXES. */
function internalOperatorHosts(config: Config): string[] {
  const allow = config.network.dnsAllowSuffixes;
  const named: [string, string | null][] = [
    ['IDRISK_RDAP_URL', config.network.rdapUrl === null ? null : hostOf(config.network.rdapUrl)],
    ['IDRISK_GRAVATAR_URL', config.network.gravatarUrl === null ? null : hostOf(config.network.gravatarUrl)],
    ['IDRISK_IP_LISTS_BASE', config.ip.listsBase === null ? null : hostOf(config.ip.listsBase)],
    ['IDRISK_IP_LISTS_AZURE_URL', config.ip.listsAzureUrl === null ? null : hostOf(config.ip.listsAzureUrl)],
    ...config.emailLists.upstreams.map((u): [string, string | null] => ['IDRISK_EMAIL_LISTS_URLS', hostOf(u.url)]),
    ...config.network.dnsblZones.map((z): [string, string | null] => ['IDRISK_DNSBL_ZONES', z]),
  ];
  const problems: string[] = [];
  for (const [key, host] of named) {
    if (host === null || isIP(host) !== 0) continue;
    const why = internalNameReason(host, allow);
    if (why !== null) problems.push(`${key}: "${host}" is an internal name (${why}), which the service does not look up; add its suffix to IDRISK_DNS_ALLOW_SUFFIXES`);
  }
  return problems;
}

export function loadConfig(env: Env = process.env): Config {
  const r = new Reader(env);
  const parsedDatabase = parseDatabaseUrl(r.str('DATABASE_URL', DEFAULT_DATABASE_URL), r.problems);
  const poolSize = r.int('IDRISK_PG_POOL_SIZE', 10, 1, 500);
  const database: DatabaseConfig = parsedDatabase.kind === 'postgres' ? { ...parsedDatabase, poolSize } : parsedDatabase;
  const redisUrl = r.optStr('REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) {
    r.problems.push(`REDIS_URL: expected redis://... or rediss://..., got "${redisUrl}"`);
  }
  const secret = r.optStr('IDRISK_SECRET');
  if (secret !== null && secret.length < 16) r.problems.push('IDRISK_SECRET: must be at least 16 characters');

  const dnsServers = r.list('IDRISK_DNS_SERVERS');
  for (const s of dnsServers) {
    if (!HOST_PORT.test(s)) r.problems.push(`IDRISK_DNS_SERVERS: "${s}" is not host or host:port`);
  }
  const dnsAllowSuffixes = normalizeSuffixes(r.list('IDRISK_DNS_ALLOW_SUFFIXES'));
  for (const s of dnsAllowSuffixes) {
    if (!DNS_SUFFIX.test(s)) r.problems.push(`IDRISK_DNS_ALLOW_SUFFIXES: "${s}" is not a DNS suffix (e.g. corp, test, lab.example)`);
  }
  const fetchAllow = r.list('IDRISK_FETCH_ALLOW');
  for (const c of fetchAllow) {
    if (!CIDR.test(c) || !isValidCidr(c)) r.problems.push(`IDRISK_FETCH_ALLOW: "${c}" is not a CIDR (e.g. 127.0.0.1/32, fd00::/8)`);
  }
  if (r.optStr('IDRISK_ALLOW_PRIVATE_HOSTS') !== null) {
    r.problems.push('IDRISK_ALLOW_PRIVATE_HOSTS: replaced by IDRISK_FETCH_ALLOW, which takes CIDRs (e.g. 127.0.0.1/32)');
  }
  const rdapUrl = r.optStr('IDRISK_RDAP_URL');
  const gravatarUrl = r.optStr('IDRISK_GRAVATAR_URL');
  for (const [key, v] of [['IDRISK_RDAP_URL', rdapUrl], ['IDRISK_GRAVATAR_URL', gravatarUrl]] as const) {
    if (v !== null && !/^https?:\/\/[^\s]+$/.test(v)) r.problems.push(`${key}: expected an http(s) URL, got "${v}"`);
  }
  const publicUrl = r.optStr('IDRISK_PUBLIC_URL');
  if (publicUrl !== null && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(publicUrl)) {
    r.problems.push(`IDRISK_PUBLIC_URL: expected an http(s) URL without query or fragment, got "${publicUrl}"`);
  }
  const rdpPorts = r.list('IDRISK_IP_RDP_PORTS').map(Number);
  for (const p of rdpPorts) {
    if (!Number.isInteger(p) || p < 1 || p > 65535) r.problems.push('IDRISK_IP_RDP_PORTS: expected ports 1..65535, comma-separated');
  }
  const ipListSources = r.list('IDRISK_IP_LISTS_SOURCES');
  const knownSources = IP_LIST_SOURCE_NAMES;
  for (const n of ipListSources) {
    if (!knownSources.includes(n)) r.problems.push(`IDRISK_IP_LISTS_SOURCES: unknown source "${n}" (one of ${knownSources.join(', ')})`);
  }
  const ipListsBase = r.optStr('IDRISK_IP_LISTS_BASE');
  if (ipListsBase !== null && !/^https?:\/\/[^\s/?#]+\/?$/.test(ipListsBase)) r.problems.push(`IDRISK_IP_LISTS_BASE: expected scheme://host[:port] of a mirror, got "${ipListsBase}"`);
  const ipListsAzure = r.optStr('IDRISK_IP_LISTS_AZURE_URL');
  if (ipListsAzure !== null && !/^https?:\/\/[^\s]+$/.test(ipListsAzure)) r.problems.push(`IDRISK_IP_LISTS_AZURE_URL: expected an http(s) URL, got "${ipListsAzure}"`);
  const emailUpstreams = parseUpstreams(r.list('IDRISK_EMAIL_LISTS_URLS'));
  r.problems.push(...emailUpstreams.problems);
  const logLevel = r.str('LOG_LEVEL', 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    r.problems.push(`LOG_LEVEL: expected one of fatal,error,warn,info,debug,trace,silent, got "${logLevel}"`);
  }

  const config: Config = {
    admin: {
      publicUrl,
      sessionIdleMinutes: r.int('IDRISK_ADMIN_SESSION_IDLE_MINUTES', 30, 1, 7 * 24 * 60),
      sessionMaxHours: r.int('IDRISK_ADMIN_SESSION_MAX_HOURS', 12, 1, 24 * 30),
      firstOwnerEmail: r.str('IDRISK_ADMIN_EMAIL', 'owner@localhost'),
      console: r.onOff('IDRISK_CONSOLE', true),
    },
    database,
    host: r.str('HOST', '127.0.0.1'),
    port: r.int('PORT', 8080, 0, 65535),
    redisUrl,
    secret,
    dataDir: r.str('IDRISK_DATA_DIR', './data'),
    logLevel,
    publicUrl: publicUrl === null ? null : publicUrl.replace(/\/+$/, ''),
    bodyLimit: r.int('IDRISK_BODY_LIMIT', 64 * 1024, 1024, 10 * 1024 * 1024),
    trustProxy: parseTrustProxy(r.optStr('IDRISK_TRUST_PROXY'), r.problems),
    defaultTimeout: r.num('IDRISK_DEFAULT_TIMEOUT', 3, 1.7, 10),
    answerReserveMs: r.int('IDRISK_ANSWER_RESERVE_MS', 250, 0, 850),
    keyCacheSeconds: r.int('IDRISK_KEY_CACHE_SECONDS', 60, 0, 3600),
    cachePollMs: r.int('IDRISK_CACHE_POLL_MS', 250, 20, 1000),
    statsFlushMs: r.int('IDRISK_STATS_FLUSH_MS', 5000, 100, 60_000),
    workers: r.int('IDRISK_WORKERS', 0, 0, 256),
    storeResponses: r.onOff('IDRISK_STORE_RESPONSES', false),
    defaultRateLimit: r.int('IDRISK_DEFAULT_RATE_LIMIT', 50, 1, 1_000_000),
    retentionDays: r.int('IDRISK_RETENTION_DAYS', 365, 0, 36_500),
    emailLists: {
      upstreams: emailUpstreams.lists,
      refresh: r.onOff('IDRISK_EMAIL_LISTS_REFRESH', false),
      maxDrop: r.num('IDRISK_EMAIL_LISTS_MAX_DROP', 0.2, 0, 1),
    },
    resilience: {
      maxInflight: r.int('IDRISK_MAX_INFLIGHT', 256, 0, 1_000_000),
      retryAfterSeconds: r.int('IDRISK_RETRY_AFTER_SECONDS', 2, 1, 3600),
      shutdownGraceSeconds: r.num('IDRISK_SHUTDOWN_GRACE_SECONDS', 15, 0, 3600),
      sqliteBusyTimeoutMs: r.int('IDRISK_SQLITE_BUSY_TIMEOUT_MS', 2000, 0, 60_000),
      dbConnectTimeoutMs: r.int('IDRISK_DB_CONNECT_TIMEOUT_MS', 2000, 100, 60_000),
      dbStatementTimeoutMs: r.int('IDRISK_DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
    },
    network: {
      enabled: r.onOff('IDRISK_NETWORK', true),
      dnsServers,
      dnsAllowSuffixes,
      fetchAllow,
      smtp: {
        enabled: r.onOff('IDRISK_SMTP', true),
        port: r.int('IDRISK_SMTP_PORT', 25, 1, 65535),
        helo: r.str('IDRISK_SMTP_HELO', 'idrisk.localhost'),
        from: r.str('IDRISK_SMTP_FROM', 'verify@idrisk.localhost'),
        timeoutMs: r.int('IDRISK_SMTP_TIMEOUT_MS', 5000, 100, 60000),
      },
      rdapUrl,
      gravatarUrl,
      dnsblZones: r.list('IDRISK_DNSBL_ZONES'),
      dnsTimeoutMs: r.int('IDRISK_DNS_TIMEOUT_MS', 1500, 50, 30000),
      httpTimeoutMs: r.int('IDRISK_HTTP_TIMEOUT_MS', 3000, 50, 60000),
    },
    images: {
      enabled: r.onOff('IDRISK_IMAGES', false),
      maxBytes: r.int('IDRISK_IMAGES_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
      maxPixels: r.int('IDRISK_IMAGES_MAX_PIXELS', 16_000_000, 10_000, 100_000_000),
      queue: r.int('IDRISK_IMAGES_QUEUE', 4, 1, 1024),
    },
    jobs: {
      inServe: r.onOff('IDRISK_JOBS_IN_SERVE', true),
      concurrency: r.int('IDRISK_JOBS_CONCURRENCY', 4, 1, 256),
      pollMs: r.int('IDRISK_JOBS_POLL_MS', 1000, 10, 60_000),
      leaseMs: r.int('IDRISK_JOBS_LEASE_MS', 30_000, 300, 3_600_000),
      keepDays: r.int('IDRISK_JOBS_KEEP_DAYS', 30, 2, 3650),
      workerMetricsPort: r.int('IDRISK_WORKER_METRICS_PORT', 0, 0, 65535),
    },
    bulk: {
      concurrency: r.int('IDRISK_BULK_CONCURRENCY', 32, 1, 512),
      ratePercent: r.int('IDRISK_BULK_RATE_PERCENT', 50, 1, 100),
      maxBytes: r.int('IDRISK_BULK_MAX_BYTES', 1024 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
      maxRows: r.int('IDRISK_BULK_MAX_ROWS', 10_000_000, 1, 100_000_000),
      pauseCheckMs: r.int('IDRISK_BULK_PAUSE_CHECK_MS', 30_000, 50, 3_600_000),
      sliceMs: r.int('IDRISK_BULK_SLICE_MS', 300_000, 100, 3_600_000),
      // 2 h: 1 GiB at 1.2 Mbit/s (150 KB/s) or faster; a stalled upload is dropped after uploadIdleSeconds.
      uploadTimeoutSeconds: r.int('IDRISK_BULK_UPLOAD_TIMEOUT_SECONDS', 7200, 1, 86_400),
      uploadIdleSeconds: r.int('IDRISK_BULK_UPLOAD_IDLE_SECONDS', 30, 1, 3600),
      keepDays: r.int('IDRISK_BULK_KEEP_DAYS', 30, 0, 3650),
    },
    login: {
      recordDays: r.int('IDRISK_LOGIN_RECORD_DAYS', 30, 1, 3650),
      enrollmentDays: r.int('IDRISK_LOGIN_ENROLLMENT_DAYS', 365, 1, 3650),
      appRate: r.int('IDRISK_COLLECT_APP_RATE', 100, 1, 1_000_000),
      ipRate: r.int('IDRISK_COLLECT_IP_RATE', 5, 1, 1_000_000),
    },
    ip: {
      rdpProbe: r.onOff('IDRISK_IP_RDP_PROBE', false),
      rdpPorts: rdpPorts.length > 0 ? rdpPorts : [3389, 5900],
      rdpTimeoutMs: r.int('IDRISK_IP_RDP_TIMEOUT_MS', 800, 50, 10000),
      listRefreshSeconds: r.int('IDRISK_IP_LIST_REFRESH_SECONDS', 60, 0, 86400),
      listsRefresh: r.onOff('IDRISK_IP_LISTS_REFRESH', false),
      listsSources: ipListSources,
      listsBase: ipListsBase,
      listsAzureUrl: ipListsAzure,
      listsMaxDrop: r.num('IDRISK_IP_LISTS_MAX_DROP', 0.3, 0, 1),
      asnIndexFile: r.optStr('IDRISK_ASN_INDEX'),
      geoIndexFile: r.optStr('IDRISK_GEO_INDEX'),
    },
    hardening: {
      maxInflightPerKey: r.int('IDRISK_MAX_INFLIGHT_PER_KEY', 64, 0, 1_000_000),
      bodyTimeoutSeconds: r.int('IDRISK_BODY_TIMEOUT_SECONDS', 10, 1, 300),
      metricsToken: r.optStr('IDRISK_METRICS_TOKEN'),
    },
  };
  // Hosts the operator names are looked up like a caller's: an internal name needs its suffix in
  // IDRISK_DNS_ALLOW_SUFFIXES, or every lookup of it would be refused at run time (src/enrich/internal-names.ts).
  if (config.network.enabled) r.problems.push(...internalOperatorHosts(config));
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return deepFreeze(config);
}

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/** on/off, a hop count, or comma-separated proxy addresses / CIDRs (docs/configuration.md). */
export function parseTrustProxy(raw: string | null, problems: string[]): boolean | number | string {
  if (raw === null) return false;
  const v = raw.trim().toLowerCase();
  if (['on', 'true', 'yes'].includes(v)) return true;
  if (['off', 'false', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    if (n >= 1 && n <= 20) return n;
  }
  const list = raw.split(',').map((x) => x.trim()).filter(Boolean);
  if (list.length > 0 && list.every((x) => IP_OR_CIDR.test(x))) return list.join(',');
  problems.push(`IDRISK_TRUST_PROXY: expected on, off, a hop count 1..20 or proxy addresses/CIDRs, got "${raw}"`);
  return false;
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o as object)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
