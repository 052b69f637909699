/**
 * The device product: a user agent -> device, browser, OS, category, catalogue data, robot flag, reason codes,
 * score and identity counts. Everything is local (no network lookup): the parse is cached per user agent in a
 * bounded LRU (an uncached parse costs about 1-2 ms, user agents repeat), catalogue rows per brand + model for a
 * few minutes so an import reaches running servers without a restart.
 */
import type { DevicePayload } from '../../contract/payloads/device.js';
import type { ProviderRecord } from '../../enrich/outcome.js';
import { dbCatalogueRows, DeviceCatalogue, EMPTY_ENTRY, isGenericModel, priceCluster, type CatalogueEntry } from '../../reference/device/catalogue.js';
import { applyScorecard } from '../../scoring/scorecard.js';
import type { CoreDeps } from '../types.js';
import { readNowOn } from '../read-now.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { mapCategory } from './category.js';
import { BoundedLru } from '../../memo/lru.js';
import { UaParser, type ParsedUa } from './parse.js';
import { evaluate } from './rules.js';
import { deviceSignature } from './signature.js';
import { GENERAL } from '../../scoring/codes/general.js';

/** Parsed user agents kept in memory (about 1.5 KB each). */
export const UA_CACHE_ENTRIES = 50_000;
/** Catalogue rows kept in memory, and for how long (an import shows up within this time). */
export const CATALOGUE_CACHE_ENTRIES = 20_000;
export const CATALOGUE_CACHE_SECONDS = 300;
/** Base points of the standard device scorecard: 60 points is a score of 604 (cluster high) with no code. */
export const DEVICE_SCORE_BASE = 60;

export interface DeviceEngineOptions {
  readonly uaCacheEntries?: number;
  readonly catalogueCacheEntries?: number;
  readonly catalogueCacheSeconds?: number;
}

interface Analysis {
  readonly parsed: ParsedUa;
  readonly category: DevicePayload['category'];
  readonly signature: string;
}

export interface DeviceEngineStats {
  readonly uaCache: { readonly size: number; readonly hits: number; readonly misses: number; readonly hitRate: number };
  readonly catalogueCache: { readonly size: number; readonly hits: number; readonly misses: number; readonly hitRate: number };
}

export interface DeviceEngine extends ProductEngine<'device', DevicePayload> {
  /** Cache sizes and hit rates (benchmarks, metrics). */
  stats(): DeviceEngineStats;
  resetStats(): void;
}

function formatPrice(usd: number | null): string | null {
  if (usd === null) return null;
  return Number.isInteger(usd) ? String(usd) : usd.toFixed(2);
}

export async function createDeviceEngine(deps: CoreDeps, opts: DeviceEngineOptions = {}): Promise<DeviceEngine> {
  const parser = new UaParser();
  parser.warmUp();
  const catalogue = new DeviceCatalogue(deps.sources?.deviceCatalogue ?? dbCatalogueRows(deps.db), (b, m) => parser.deviceInfo(b, m));
  // SQLite: the graph profile read at once on the connection (src/products/read-now.ts).
  const readNow = deps.graph.profileSync ? readNowOn(deps.sqlite) : null;
  const uaCache = new BoundedLru<string, Analysis>(opts.uaCacheEntries ?? UA_CACHE_ENTRIES);
  const catCache = new BoundedLru<string, CatalogueEntry>(
    opts.catalogueCacheEntries ?? CATALOGUE_CACHE_ENTRIES,
    (opts.catalogueCacheSeconds ?? CATALOGUE_CACHE_SECONDS) * 1000,
  );

  function analyze(ua: string): { analysis: Analysis; cached: boolean; ms: number } {
    const start = performance.now();
    const hit = uaCache.get(ua);
    if (hit) return { analysis: hit, cached: true, ms: Math.round((performance.now() - start) * 10) / 10 };
    const parsed = parser.parse(ua);
    const category = mapCategory(parsed);
    const analysis: Analysis = { parsed, category, signature: deviceSignature(parsed, category) };
    uaCache.set(ua, analysis);
    return { analysis, cached: false, ms: Math.round((performance.now() - start) * 10) / 10 };
  }

  async function catalogueFor(p: ParsedUa): Promise<{ entry: CatalogueEntry; record: ProviderRecord | null }> {
    const { brand, model } = p.device;
    if (brand === '' || isGenericModel(brand, model)) return { entry: EMPTY_ENTRY, record: null };
    const key = `${brand}\u0000${model}`;
    const start = performance.now();
    const hit = catCache.get(key);
    if (hit) return { entry: hit, record: { provider: 'device_catalogue', ok: true, ms: 0, cached: true } };
    try {
      const entry = await catalogue.lookup(brand, model);
      catCache.set(key, entry);
      return { entry, record: { provider: 'device_catalogue', ok: true, ms: Math.round((performance.now() - start) * 10) / 10 } };
    } catch (err) {
      deps.logger.warn({ err, brand, model }, 'device catalogue lookup failed');
      return { entry: EMPTY_ENTRY, record: { provider: 'device_catalogue', ok: false, reason: 'unavailable', ms: Math.round((performance.now() - start) * 10) / 10 } };
    }
  }

  return {
    product: 'device',
    async analyze(input: { user_agent: string }, ctx: EngineContext): Promise<ProductOutcome<DevicePayload>> {
      const ua = input.user_agent;
      const { analysis, cached, ms } = analyze(ua);
      const { parsed: p, category, signature } = analysis;
      const touchpoint = { kind: 'device' as const, value: signature };
      const scope = graphScopeOf(ctx);
      const known = readNow?.one(ctx.deadline, (sqlite) => deps.graph.profileSync!(touchpoint, scope, ctx.now, sqlite));
      const [cat, profile] = await Promise.all([catalogueFor(p), known ?? deps.graph.profile(touchpoint, scope, ctx.now)]);
      const entry = cat.entry;
      const rules = evaluate({ parsed: p, category, releaseYear: entry.release_year, now: ctx.now });
      const codes = [...rules.codes];
      if (cat.record && !cat.record.ok) codes.push(GENERAL.enrichment_unavailable);
      const scored = applyScorecard(codes, { id: 'device_score', base: DEVICE_SCORE_BASE });
      const osName = p.os.name === '' ? null : p.os.version === '' ? p.os.name : `${p.os.name} ${p.os.version}`;
      const payload: DevicePayload = {
        value: ua,
        age: entry.release_year,
        brand: p.device.brand === '' ? null : p.device.brand,
        browser_name: p.client.name === '' ? null : p.client.name,
        browser_version: p.client.version === '' ? null : p.client.version,
        is_robot: rules.isRobot,
        model: p.device.model === '' ? null : p.device.model,
        operating_system: osName,
        price_cluster: priceCluster(entry.price_usd),
        price_usd: formatPrice(entry.price_usd),
        screen_size_height: entry.screen_height,
        screen_size_width: entry.screen_width,
        category,
        score: scored.score,
        score_cluster: scored.score_cluster,
        reason_codes: scored.reason_codes,
        identity_email_count: profile.counts.email,
        identity_ip_count: profile.counts.ip,
        identity_msisdn_count: profile.counts.phone,
        identity_name_count: profile.counts.name,
      };
      const providers: ProviderRecord[] = [{ provider: 'user_agent_parser', ok: true, ms, cached }];
      if (cat.record) providers.push(cat.record);
      return {
        payload,
        scored,
        touchpoints: [touchpoint],
        providers,
      };
    },
    stats() {
      const s = (c: BoundedLru<string, unknown>) => ({ size: c.size, hits: c.hits, misses: c.misses, hitRate: c.hitRate() });
      return { uaCache: s(uaCache), catalogueCache: s(catCache) };
    },
    resetStats() {
      uaCache.resetStats();
      catCache.resetStats();
    },
  };
}
