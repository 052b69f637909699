/**
 * The network steps of one email analysis, each a provider under the request deadline (runProvider):
 * DNS (MX, then SMTP on its hosts), SPF/DMARC, RDAP and Gravatar run in parallel. Results that repeat are cached
 * (MX and TXT 10 min, RDAP 24 h, Gravatar 24 h, SMTP per smtp-verify.ts).
 */
import type { Config } from '../../config/index.js';
import type { Cache } from '../../enrich/cache.js';
import type { Deadline } from '../../enrich/deadline.js';
import { createResolver, type DnsClient } from '../../enrich/dns.js';
import { recordOf, runProvider, type Outcome, type ProviderRecord } from '../../enrich/outcome.js';
import { createFetchGuard, fetchGuardOptions } from '../../enrich/guard.js';
import { createRdapClient, type RdapClient, type RdapDomain } from '../../enrich/rdap.js';
import type { EmailReference } from '../../reference/email/index.js';
import { lookupAuth, lookupMx, type AuthRecords, type MxResult } from './domain-dns.js';
import { fetchGravatar, type GravatarProfile } from './gravatar.js';
import { createSmtpVerifier, type SmtpVerdict, type SmtpVerifier } from './smtp-verify.js';
import type { ImageAnalyser, ImageAnalysis } from '../../images/analyser.js';
import { liveImageSource, type ImageSource } from '../../images/source.js';

export const DNS_TTL_SECONDS = 600;
export const RDAP_TTL_SECONDS = 24 * 3600;
export const GRAVATAR_TTL_SECONDS = 24 * 3600;
export const DEFAULT_GRAVATAR_URL = 'https://gravatar.com';
/** A domain registered fewer days ago than this is new (RE008, RE019). */
export const NEW_DOMAIN_DAYS = 30;

async function hasWebsite(dns: DnsClient, domain: string, signal: AbortSignal): Promise<boolean> {
  for (const name of [domain, `www.${domain}`]) {
    const [a, aaaa] = await Promise.all([dns.a(name, signal).catch(() => []), dns.aaaa(name, signal).catch(() => [])]);
    if (a.length > 0 || aaaa.length > 0) return true;
  }
  return false;
}

export interface NetworkPlan {
  readonly address: string;
  readonly domain: string;
  /** Registrable domain for RDAP (null: skip RDAP). */
  readonly registrable: string | null;
  /** False for disposable and typo domains: their servers are not worth a session. */
  readonly smtp: boolean;
  /** The time of the request, to tell a new domain (RDAP) and look up its website; without it no website lookup. */
  readonly now?: Date;
  /** Resolve the addresses of the first MX hosts (MX_ADDRESS_HOSTS), for the MX network fingerprints. */
  readonly mxAddresses?: boolean;
}

/** How many of the preferred MX hosts have their addresses looked up for the network fingerprints. */
export const MX_ADDRESS_HOSTS = 2;

async function hostAddresses(dns: DnsClient, hosts: readonly string[], signal: AbortSignal): Promise<string[]> {
  const out = new Set<string>();
  await Promise.all(hosts.slice(0, MX_ADDRESS_HOSTS).flatMap((h) => [
    dns.a(h, signal).then((a) => a.forEach((x) => out.add(x)), () => {}),
    dns.aaaa(h, signal).then((a) => a.forEach((x) => out.add(x)), () => {}),
  ]));
  return [...out].sort();
}

export interface NetworkFacts {
  readonly mx: Outcome<MxResult>;
  readonly auth: Outcome<AuthRecords>;
  /** Null when SMTP did not run (switched off, not needed, or no MX host). */
  readonly smtp: Outcome<SmtpVerdict> | null;
  readonly smtpDisabled: boolean;
  readonly rdap: Outcome<RdapDomain | null> | null;
  readonly gravatar: Outcome<GravatarProfile>;
  /** The analysis of the Gravatar picture (docs/images.md), null when there is none or no image analyser. */
  readonly images: Outcome<ImageAnalysis> | null;
  /**
   * Whether the domain has a website (an A or AAAA record for the domain or its www host), looked up only for a domain
   * that RDAP says was registered less than NEW_DOMAIN_DAYS ago; null otherwise.
   */
  readonly website: Outcome<boolean> | null;
  /** Addresses of the first MX hosts, when the plan asked for them and there were MX hosts; null otherwise. */
  readonly mxAddresses: Outcome<string[]> | null;
  readonly providers: readonly ProviderRecord[];
}

export interface EmailNetwork {
  run(plan: NetworkPlan, deadline: Deadline): Promise<NetworkFacts>;
}

/** Gravatar profiles by address (live: the public JSON of gravatar.com). */
export interface GravatarSource {
  profile(address: string, signal: AbortSignal): Promise<GravatarProfile>;
}

/**
 * The outside services the email engine asks. Live builds them from config (the resolver, the outbound guard);
 * the sandbox injects seeded synthetic ones (src/sandbox/internet.ts), so no lookup leaves the process.
 */
export interface EmailClients {
  readonly dns: DnsClient;
  readonly rdap: RdapClient;
  readonly smtp: SmtpVerifier;
  readonly gravatar: GravatarSource;
  /** Image and face analysis of the Gravatar picture; absent: image fields stay null. */
  readonly images?: ImageSource | null;
}

/** The live clients: DNS through the configured resolver, RDAP, SMTP and Gravatar through the outbound guard. */
export function liveEmailClients(config: Config, cache: Cache, ref: EmailReference, images: ImageAnalyser | null = null): EmailClients {
  const net = config.network;
  const dns: DnsClient = createResolver(config);
  const guard = createFetchGuard(fetchGuardOptions(config, { dns }));
  const gravatarBase = net.gravatarUrl ?? DEFAULT_GRAVATAR_URL;
  return {
    dns,
    rdap: createRdapClient(ref.rdapBootstrap, net.rdapUrl, guard),
    smtp: createSmtpVerifier(guard, cache, { port: net.smtp.port, helo: net.smtp.helo, from: net.smtp.from, replyTimeoutMs: net.smtp.timeoutMs }),
    gravatar: { profile: (address, signal) => fetchGravatar(guard, gravatarBase, address, signal) },
    images: images ? liveImageSource(guard, images, config.images.maxBytes) : null,
  };
}

async function cached<T>(cache: Cache, key: string, ttl: number, load: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
  const hit = await cache.get<{ v: T }>(key);
  if (hit) return { value: hit.v, hit: true };
  const value = await load();
  await cache.set(key, { v: value }, ttl);
  return { value, hit: false };
}

/** runProvider over a cached lookup; the Outcome says `cached: true` when no lookup was made. */
async function provide<T>(
  deadline: Deadline,
  timeoutMs: number,
  cache: Cache,
  key: string,
  ttl: number,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<Outcome<T>> {
  let hit = false;
  const o = await runProvider(async (signal) => {
    const r = await cached(cache, key, ttl, () => load(signal));
    hit = r.hit;
    return r.value;
  }, deadline, timeoutMs);
  return o.ok && hit ? { ...o, cached: true } : o;
}

export function createEmailNetwork(config: Config, cache: Cache, clients: EmailClients): EmailNetwork {
  const net = config.network;
  const { dns, rdap, smtp, gravatar: gravatars } = clients;
  const images = clients.images ?? null;
  // MX then A/AAAA fallback, and TXT + _dmarc TXT: two round trips at most.
  const dnsTimeout = net.dnsTimeoutMs * 2;

  return {
    async run(plan, deadline) {
      const mxP = provide(deadline, dnsTimeout, cache, `email:mx:${plan.domain}`, DNS_TTL_SECONDS, (s) => lookupMx(dns, plan.domain, s));
      const smtpP = mxP.then(async (mx) => {
        if (!net.smtp.enabled || !plan.smtp || !mx.ok || mx.value.hosts.length === 0) return null;
        // Bounded by the deadline only: the per-reply timeout (IDRISK_SMTP_TIMEOUT_MS) is inside the session.
        return runProvider((s) => smtp.verify(plan.address, plan.domain, mx.value.hosts, s), deadline);
      });
      const authP = provide(deadline, dnsTimeout, cache, `email:auth:${plan.domain}`, DNS_TTL_SECONDS, (s) => lookupAuth(dns, plan.domain, s));
      const registrable = plan.registrable;
      const rdapP = registrable !== null && rdap.baseFor(registrable) !== null
        ? provide(deadline, net.httpTimeoutMs, cache, `email:rdap:${registrable}`, RDAP_TTL_SECONDS, (s) => rdap.domain(registrable, s))
        : Promise.resolve(null);
      const gravatarP = provide(deadline, net.httpTimeoutMs, cache, `email:gravatar:${plan.address.toLowerCase()}`, GRAVATAR_TTL_SECONDS,
        (s) => gravatars.profile(plan.address, s));
      // The Gravatar picture's analysis, bounded by the deadline alone (inference takes longer than a lookup), cached
      // by its URL like the profile.
      const imagesP = gravatarP.then((g) => {
        const picture = g.ok ? g.value.picture : null;
        if (images === null || picture === null) return null;
        return provide(deadline, Number.POSITIVE_INFINITY, cache, `email:image:${picture}`, GRAVATAR_TTL_SECONDS, (s) => images.analyse([picture], s));
      });
      // The website lookup only for a new domain (RDAP): established domains cost no extra query.
      const websiteP = rdapP.then((r) => {
        const registered = r?.ok ? r.value?.registered : null;
        if (!registered || !plan.now || plan.now.getTime() - Date.parse(registered) >= NEW_DOMAIN_DAYS * 86_400_000) return null;
        return provide(deadline, dnsTimeout, cache, `email:web:${plan.domain}`, DNS_TTL_SECONDS, (s) => hasWebsite(dns, plan.domain, s));
      });
      const mxAddressesP = mxP.then((mx) => {
        if (!plan.mxAddresses || !mx.ok || mx.value.implicit || mx.value.hosts.length === 0) return null;
        const hosts = mx.value.hosts;
        return provide(deadline, dnsTimeout, cache, `email:mxaddr:${hosts.slice(0, MX_ADDRESS_HOSTS).join(',')}`, DNS_TTL_SECONDS, (s) => hostAddresses(dns, hosts, s));
      });
      const [mx, smtpO, auth, rdapO, gravatar, website, mxAddresses, imagesO] = await Promise.all([mxP, smtpP, authP, rdapP, gravatarP, websiteP, mxAddressesP, imagesP]);
      const providers: ProviderRecord[] = [recordOf('email.dns', mx), recordOf('email.dns_auth', auth), recordOf('email.gravatar', gravatar)];
      if (smtpO) providers.push(recordOf('email.smtp', smtpO));
      else if (!net.smtp.enabled) providers.push({ provider: 'email.smtp', ok: false, reason: 'disabled', ms: 0 });
      if (rdapO) providers.push(recordOf('email.rdap', rdapO));
      if (website) providers.push(recordOf('email.dns_web', website));
      if (mxAddresses) providers.push(recordOf('email.dns_mx_addresses', mxAddresses));
      if (imagesO) providers.push(recordOf('email.images', imagesO));
      return { mx, auth, smtp: smtpO, smtpDisabled: !net.smtp.enabled, rdap: rdapO, gravatar, images: imagesO, website, mxAddresses, providers };
    },
  };
}
