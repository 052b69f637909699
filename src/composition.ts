/**
 * The composition root: picks SQLite or PostgreSQL, in-process or Redis state, and builds the engines.
 * Everything optional has an interface and an in-process implementation chosen here, once, from config.
 */
import { createDnsCheck, type DnsCheck } from './enrich/dns-check.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config/index.js';
import { MemoryCache, type Cache } from './enrich/cache.js';
import { IdentityGraph } from './identity/graph.js';
import { createEngines } from './products/registry.js';
import { ImageAnalyser } from './images/analyser.js';
import type { EngineDeps, EngineRegistry, EnrichmentSources, Logger } from './products/types.js';
import { DatasetFlags } from './reference/datasets/loaded.js';
import { DatasetWrites } from './reference/datasets/import.js';
import { createBundledReference, type BundledReference } from './products/bundled.js';
import { DbPhoneDatasets } from './products/phone/sources.js';
import { createImportedReader } from './products/email/imported.js';
import { loadIpReference } from './products/ip/reference.js';
import { openStore, type Store } from './store/db.js';
import { migrateToLatest } from './store/migrations/index.js';
import { MemoryRateLimiter, type RateLimiter } from './accounts/ratelimit.js';
import { FailoverRateLimiter } from './accounts/ratelimit-failover.js';
import { createMetrics, suppressedReporter, type Metrics, type ReportSuppressed } from './observability/metrics.js';
import { Accounts } from './accounts/accounts.js';
import { ApiKeys } from './accounts/keys.js';
import { forgetPersonalMemos } from './memo/personal.js';
import { AuthCache } from './accounts/auth-cache.js';
import { Resolutions } from './store/resolutions/index.js';
import { ResolveService } from './resolve/service.js';
import { SandboxProducts } from './sandbox/index.js';
import type { ModelResolver } from './resolve/models.js';
import { CachedModelResolver } from './scoring/models/index.js';
import { Lookups } from './lookups/registry.js';
import { AuditLog } from './privacy/audit.js';
import { Privacy } from './privacy/service.js';
import { JobQueue } from './jobs/queue.js';
import { JOBS } from './jobs/catalogue.js';
import { DomainIntelligence } from './jobs/domain-intelligence.js';
import { Webhooks } from './webhooks/webhooks.js';
import { createFetchGuard, fetchGuardOptions } from './enrich/guard.js';
import { createLogin, type LoginParts } from './login/index.js';
import { createDecisionLayer, type DecisionLayer } from './decisions/index.js';
import { createAdmin, type Admin } from './admin/index.js';
import { JobAdmin } from './jobs/admin.js';
import { jobDeps } from './jobs/index.js';
import { BulkService } from './bulk/service.js';
import { CallStats, DEFAULT_MAX_KEYS } from './observability/call-stats.js';
import { addCallStats, StatsBusy } from './store/stats.js';

export interface Services extends LoginParts {
  readonly config: Config;
  readonly store: Store;
  readonly graph: IdentityGraph;
  readonly cache: Cache;
  readonly rateLimiter: RateLimiter;
  readonly engines: EngineRegistry;
  readonly accounts: Accounts;
  readonly keys: ApiKeys;
  readonly resolutions: Resolutions;
  readonly lookups: Lookups;
  /** The sandbox's products and login results (sandbox keys), on the live engines with synthetic sources. */
  readonly sandbox: SandboxProducts;
  readonly models: ModelResolver;
  readonly resolve: ResolveService;
  readonly audit: AuditLog;
  readonly privacy: Privacy;
  readonly jobs: JobQueue<typeof JOBS>;
  readonly webhooks: Webhooks;
  readonly domainIntelligence: DomainIntelligence;
  /** Bulk scoring of uploaded files (src/bulk). */
  readonly bulk: BulkService;
  /** Active models, lists, policies, labels and reports (src/decisions). */
  readonly decisions: DecisionLayer;
  /** The management service layer (operators, sessions, tokens, and what the CLI and /admin/1.0 manage). */
  readonly admin: Admin;
  readonly logger: Logger;
  /** The metrics registry and fault counters served at /metrics. */
  readonly metrics: Metrics;
  /** Calls, 4xx, 5xx and latency per hour, account and operation, flushed to the database every few seconds. */
  readonly callStats: CallStats;
  /** Failures that are not passed on (cache faults, best-effort purges): logged and counted. */
  readonly report: ReportSuppressed;
  /** Whether outbound DNS answers (run by `idrisk serve` at start; /readyz details). */
  readonly dnsCheck: DnsCheck;
  /** The bundled reference data (email lists, names, carriers, common passwords), one copy per process. */
  readonly reference: BundledReference;
  /** This process's dataset imports: the memory of which datasets hold rows is checked again after each. */
  readonly datasetWrites: DatasetWrites;
  close(): Promise<void>;
}

const silentLogger: Logger = { info() {}, warn() {}, error() {}, debug() {} };

/** The keyed-hash secret: IDRISK_SECRET, or a random one kept in the data dir so it survives restarts. */
export function resolveSecret(config: Config): string {
  if (config.secret) return config.secret;
  const file = join(config.dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

export interface ComposeOptions {
  readonly logger?: Logger;
  readonly migrate?: boolean;
  /** Replace the product engines (tests of the platform that must not depend on a product's data). */
  readonly engines?: EngineRegistry;
  /** The sandbox's products (tests that make a sandbox engine fail); built from the config when absent. */
  readonly sandbox?: SandboxProducts;
  /** false: no engines and no lookups (CLI commands that only manage accounts, keys, data or models). */
  readonly products?: boolean;
  /** The bundled reference data (tests that compose many times share one); a new one when absent. */
  readonly reference?: BundledReference;
}

export async function compose(config: Config, options: ComposeOptions = {}): Promise<Services> {
  const logger = options.logger ?? silentLogger;
  const metrics = createMetrics();
  const report = suppressedReporter(logger, metrics.faults);
  const store = await openStore(config.database, {
    busyTimeoutMs: config.resilience.sqliteBusyTimeoutMs,
    connectTimeoutMs: config.resilience.dbConnectTimeoutMs,
    statementTimeoutMs: config.resilience.dbStatementTimeoutMs,
  });
  const closers: (() => Promise<void>)[] = [() => store.close()];
  try {
    if (options.migrate !== false) await migrateToLatest(store.db);
    const secret = resolveSecret(config);
    const graph = new IdentityGraph(store.db, secret, store.kind);
    let cache: Cache;
    let rateLimiter: RateLimiter;
    if (config.redisUrl) {
      // Loaded only here: a process without REDIS_URL never loads ioredis (~7 MB resident; issue 33).
      const [{ RedisRateLimiter }, { RedisCache }] = await Promise.all([import('./accounts/ratelimit-redis.js'), import('./enrich/cache-redis.js')]);
      // Redis down at start does not stop the start: the limiter fails open to per-process buckets and the cache
      // misses until ioredis connects (it keeps trying by itself).
      const redis = RedisRateLimiter.client(config.redisUrl);
      // ioredis reconnects by itself; its connection errors are reported by the failover limiter, once per outage.
      redis.on('error', () => undefined);
      closers.push(async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      await redis.connect().catch(() => undefined);
      rateLimiter = new FailoverRateLimiter(new RedisRateLimiter(redis), new MemoryRateLimiter(), logger, metrics.faults);
      cache = new RedisCache(redis, undefined, report);
    } else {
      rateLimiter = new MemoryRateLimiter();
      cache = new MemoryCache();
    }
    const withProducts = options.products !== false;
    const models = new CachedModelResolver(store.db);
    // Shared reference data, loaded once here and handed to the engines and the lookups that read it.
    const ipReference = withProducts ? await loadIpReference({ config, db: store.db, logger }) : null;
    if (ipReference) closers.push(async () => ipReference.close());
    // One image analyser (a worker thread with the models) per process, started now so the models load before the
    // first call (docs/images.md).
    const images = withProducts && config.images.enabled ? new ImageAnalyser(config.images) : null;
    if (images) {
      images.start().catch((err: unknown) => logger.error({ err }, 'images: the analyser did not start; image fields stay null'));
      closers.push(() => images.close());
    }
    // The bundled reference data: each part loads at its first use, one copy for the live and sandbox engines, the
    // lookups, the jobs and the admin.
    const bundled = options.reference ?? createBundledReference();
    // Which imported datasets hold rows: one memory per process, for the phone and email engines and the lookups,
    // dropped when an import of this process (the admin's, its job's) changes rows.
    const datasetWrites = new DatasetWrites();
    const datasets = new DatasetFlags(store.db, datasetWrites);
    const sources: EnrichmentSources = { phoneDatasets: new DbPhoneDatasets(store.db, datasets), emailDatasets: createImportedReader(store.db, datasets) };
    const deps: EngineDeps | null = ipReference ? { config, db: store.db, sqlite: store.sqlite, graph, cache, logger, models, reference: { ...bundled, ip: ipReference }, images, sources } : null;
    const engines = options.engines ?? (deps ? await createEngines(deps) : {});
    const authCache = new AuthCache(store.db, config.keyCacheSeconds, config.cachePollMs);
    // An erasure by any process moves the epoch: this process forgets the inputs its memos hold (docs/privacy.md).
    authCache.onEpochMoved = () => void forgetPersonalMemos();
    await authCache.start();
    closers.push(async () => authCache.stop());
    const accounts = new Accounts(store.db, config, authCache);
    const keys = new ApiKeys(store.db, authCache);
    const resolutions = new Resolutions(store);
    resolutions.onCommit = (accountId, price) => authCache.committed(accountId, price);
    resolutions.onLockWait = () => metrics.faults.retry('sqlite_write_lock');
    const lookups = Lookups.create(deps, bundled);
    const sandbox = options.sandbox ?? SandboxProducts.create(config, logger, { engines: withProducts, models, reference: bundled });
    const jobs = new JobQueue(store.db, store.kind, JOBS);
    // Deliveries go through the one outbound guard (src/enrich/guard.ts); none when outbound network is off.
    const webhooks = new Webhooks(store.db, secret, config.network.enabled ? createFetchGuard(fetchGuardOptions(config)) : null);
    const decisions = createDecisionLayer({ db: store.db, sqlite: store.sqlite, graph, models, webhooks, jobs, metrics: metrics.decisions, logger, resolutions, membershipCache: { maxAgeSeconds: config.keyCacheSeconds, pollMs: config.cachePollMs } });
    decisions.lists.memberships?.start();
    closers.push(async () => decisions.lists.memberships?.stop());
    const resolve = new ResolveService({ config, engines, resolutions, graph, models, logger, sandbox, activeModels: decisions.activeModels, decisions: decisions.engine });
    const audit = new AuditLog(store.db);
    const privacy = new Privacy({ store, graph, cache, audit, retentionDays: config.retentionDays, report, listsChanged: (ids) => decisions.lists.itemsChanged(ids) });
    const domainIntelligence = new DomainIntelligence({ resolve, resolutions, engines, queue: jobs, sandbox, webhooks });
    const bulk = new BulkService({ db: store.db, kind: store.kind, sqlite: store.sqlite, config, resolve, accounts, keys, rateLimiter, webhooks, queue: jobs, logger });
    // The overview's errors and latency: counted in the process, added to the database every IDRISK_STATS_FLUSH_MS
    // and when the services close (what a kill -9 loses is at most that interval; docs/operations.md).
    const callStats = new CallStats((rows) => addCallStats(store.db, store.kind, rows), {
      flushMs: config.statsFlushMs,
      maxKeys: DEFAULT_MAX_KEYS,
      // A locked SQLite database (another process writing) is not a fault: the rows wait for the next flush.
      onError: (err) => {
        if (!(err instanceof StatsBusy)) report('call_stats_flush', err);
      },
      onDropped: (n) => metrics.callStats.dropped(n),
    });
    callStats.start();
    closers.push(() => callStats.stop());
    const login = createLogin({ config, db: store.db, graph, engines, report, epoch: authCache });
    const services: Omit<Services, 'admin'> & { admin?: Admin } = {
      ...login,
      config,
      store,
      graph,
      cache,
      rateLimiter,
      engines,
      accounts,
      keys,
      resolutions,
      lookups,
      sandbox,
      models,
      resolve,
      audit,
      privacy,
      jobs,
      webhooks,
      domainIntelligence,
      bulk,
      decisions,
      logger,
      metrics,
      callStats,
      report,
      dnsCheck: createDnsCheck(config),
      reference: bundled,
      datasetWrites,
      async close() {
        for (const c of closers.reverse()) await c();
      },
    };
    const admin = createAdmin({
      db: store.db,
      kind: store.kind,
      sqlite: store.sqlite,
      audit,
      accounts,
      keys,
      apps: login.apps,
      webhooks,
      graph,
      resolutions,
      privacy,
      queue: jobs,
      jobs: new JobAdmin(jobs, jobDeps(services as Services)),
      auth: { secret, sessionIdleMinutes: config.admin.sessionIdleMinutes, sessionMaxHours: config.admin.sessionMaxHours, commonPasswords: bundled.commonPasswords, cache: authCache },
      datasetWrites,
    });
    return Object.assign(services, { admin });
  } catch (err) {
    for (const c of closers.reverse()) await c().catch(() => undefined);
    throw err;
  }
}
