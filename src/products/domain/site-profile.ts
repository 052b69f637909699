/**
 * The company and website facts of a domain for the products that are not the domain product (email: the address's
 * domain; ip: the ASN organisation's domain), from the domain engine's own crawl (site.ts). One crawl per domain is
 * shared: concurrent asks (the email and ip of one hub call) wait on the same crawl, and a finished crawl is kept in
 * the enrichment cache (in-process or Redis) for SITE_TTL_SECONDS, so later calls — and the domain product's own
 * calls, which write it — reuse it. A crawl the deadline cut is used for the call that made it but not kept.
 */
import type { Config } from '../../config/index.js';
import type { Cache } from '../../enrich/cache.js';
import { createResolver } from '../../enrich/dns.js';
import { createFetchGuard, fetchGuardOptions } from '../../enrich/guard.js';
import type { Deadline } from '../../enrich/deadline.js';
import type { FetchGuard } from '../../enrich/guard.js';
import type { ProviderRecord } from '../../enrich/outcome.js';
import { parseDomainInput } from './input.js';
import { crawlSite, type SiteCrawl } from './site.js';

export const SITE_TTL_SECONDS = 24 * 3600;

/** The site fields other products carry, named as in the domain payload. */
export const SITE_PROFILE_FIELDS = [
  'website_exists', 'website_exists_taxonomy', 'website_exists_ssl', 'internal_links_count', 'external_links_count',
  'internal_email_links_count', 'external_email_links_count', 'internal_images_count', 'external_images_count', 'page_size',
  'company_name', 'company_description', 'company_industry', 'company_keywords', 'company_logo', 'company_country',
  'company_twitter_url', 'company_facebook_url', 'company_linkedin_url', 'company_tech_stack', 'company_founded',
  'company_employees',
] as const;
export type SiteProfile = { readonly [K in (typeof SITE_PROFILE_FIELDS)[number]]: string | number | boolean | null };

export interface SiteLookup {
  /** Null: the domain is not a host name, or the crawl gave nothing. */
  readonly profile: SiteProfile | null;
  readonly record: ProviderRecord;
}

export interface SiteProfiles {
  /** The profile of `domain`'s registrable domain; `provider` names the outcome record (e.g. `email.website`). */
  profile(domain: string, deadline: Deadline, provider: string): Promise<SiteLookup>;
  /** Keep a crawl the domain product made. */
  remember(host: string, crawl: SiteCrawl): Promise<void>;
}

function toProfile(crawl: SiteCrawl): SiteProfile {
  const out: Record<string, string | number | boolean | null> = {};
  for (const k of SITE_PROFILE_FIELDS) out[k] = (crawl.fields[k] as string | number | boolean | null | undefined) ?? null;
  return out as SiteProfile;
}

const keyOf = (host: string) => `site:v1:${host}`;

export function createSiteProfiles(cache: Cache, guard: FetchGuard): SiteProfiles {
  const inflight = new Map<string, Promise<{ crawl: SiteCrawl; ms: number }>>();

  return {
    async remember(host, crawl) {
      await cache.set(keyOf(host), { v: toProfile(crawl) }, SITE_TTL_SECONDS);
    },

    async profile(domain, deadline, provider) {
      const t0 = performance.now();
      const name = parseDomainInput(domain);
      if (!name) return { profile: null, record: { provider, ok: true, ms: 0 } };
      const host = name.registrable;
      const hit = await cache.get<{ v: SiteProfile }>(keyOf(host));
      if (hit) return { profile: hit.v, record: { provider, ok: true, ms: Math.round(performance.now() - t0), cached: true } };
      let p = inflight.get(host);
      if (!p) {
        const start = performance.now();
        const budget = Math.max(300, Math.round(deadline.remainingMs() * 0.7));
        const registrableName = parseDomainInput(host) ?? name;
        p = crawlSite(guard, registrableName, deadline, budget).then(async (crawl) => {
          if (crawl.complete) await cache.set(keyOf(host), { v: toProfile(crawl) }, SITE_TTL_SECONDS);
          return { crawl, ms: Math.round(performance.now() - start) };
        });
        inflight.set(host, p);
        void p.finally(() => inflight.delete(host)).catch(() => undefined);
      }
      let done: { crawl: SiteCrawl; ms: number };
      try {
        done = await p;
      } catch {
        return { profile: null, record: { provider, ok: false, reason: 'unavailable', ms: Math.round(performance.now() - t0) } };
      }
      const { crawl, ms } = done;
      const timedOut = crawl.providers.some((r) => !r.ok && r.reason === 'timeout');
      const record: ProviderRecord = timedOut ? { provider, ok: false, reason: 'timeout', ms } : { provider, ok: true, ms };
      return { profile: toProfile(crawl), record };
    },
  };
}

/** Site profiles through a live outbound guard built from config (the resolver and the guard's allow and deny lists). */
export function liveSiteProfiles(config: Config, cache: Cache): SiteProfiles {
  return createSiteProfiles(cache, createFetchGuard(fetchGuardOptions(config, { dns: createResolver(config) })));
}
