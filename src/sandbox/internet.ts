/**
 * The sandbox's synthetic internet: what the live email and domain engines ask the outside world, answered in
 * process from seeded worlds — DNS (A, AAAA, MX, TXT, NS), SMTP mailbox checks, RDAP registrations, the websites
 * (home, privacy and terms pages, as HTML the live parsers read) and Gravatar profiles. Nothing here opens a socket,
 * reads the clock or a database: each answer is a pure function of its lookup key (the host name, the registrable
 * domain, the address), drawn from a PRNG seeded by a hash of the key, so the same key always gets the same answer.
 *
 * A domain's world is trusted or risky by the hash of its registrable domain (./scenario.ts), except that the live
 * bundled lists decide for free providers (always a well-kept mail service) and disposable domains (always risky,
 * catch-all). Risky worlds more often lack DNS, MX, SPF and DMARC, are young, parked or unreachable, have no valid
 * certificate and publish template policies. Names, companies, registrars, MX providers and certificate issuers are
 * invented; every host the sandbox makes up is under the reserved `.example` TLD, and addresses are documentation
 * ranges (RFC 5737, RFC 3849).
 */
import { getDomain } from 'tldts';
import type { DnsClient, MxRecord } from '../enrich/dns.js';
import { GuardError, type FetchGuard, type GuardedRequest, type GuardedResponse, type TlsInfo } from '../enrich/guard.js';
import type { RdapClient, RdapContact, RdapDomain } from '../enrich/rdap.js';
import type { DomainClients } from '../products/domain/engine.js';
import { classifyLists } from '../products/email/lists.js';
import type { GravatarProfile } from '../products/email/gravatar.js';
import { NO_GRAVATAR } from '../products/email/gravatar.js';
import type { EmailClients } from '../products/email/network.js';
import type { SmtpVerdict } from '../products/email/smtp-verify.js';
import type { SmtpState } from '../products/email/status.js';
import type { EmailReference } from '../reference/email/index.js';
import { companyOfDomain, fictionPhone, isoDay, REFERENCE_DAY_MS, slug, type Ctx } from './plan.js';
import { hash32, Rng } from './random.js';
import { addressWorld, world } from './sources.js';
import { CERT_ISSUERS, geoOfTld, MAIL_PROVIDERS, REGISTRARS, type Company } from './vocab.js';
import { FifoMemo } from '../memo/fifo.js';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => isoDay(REFERENCE_DAY_MS + offsetDays * DAY_MS);

type Site = 'company' | 'parked' | 'hosting' | 'empty' | 'down';

/** Everything the synthetic internet knows about one registrable domain. */
interface DomainWorld {
  readonly c: Ctx;
  readonly registrable: string;
  readonly company: Company;
  /** The domain has DNS records at all. */
  readonly dns: boolean;
  /** MX hosts in preference order; [''] is a null MX (RFC 7505); [] none (mail falls back to the A record). */
  readonly mx: readonly string[];
  readonly ipv6: boolean;
  readonly spf: string | null;
  readonly dmarc: string | null;
  readonly site: Site;
  readonly https: 'valid' | 'expired' | 'none';
  readonly privacy: 'specific' | 'generic' | 'none';
  readonly terms: 'specific' | 'contradictory' | 'none';
  readonly catchAll: boolean;
  readonly rdap: RdapDomain;
  readonly tls: TlsInfo;
  readonly server: string;
}

const REGISTRAR_OF = new Map<string, string>(REGISTRARS.map((r) => [r, slug(r)]));
const MX_ZONE = (provider: string) => `${slug(provider)}.example`;
/** Host names the synthetic DNS treats as mail servers (they get an address). */
const MAIL_HOST = /^mx\d?\./;

/** A documentation-range address (RFC 5737 / RFC 3849) of a host name. */
function docAddress(name: string, v6 = false): string {
  const h = hash32(name, 0xd0c);
  if (v6) return `2001:db8::${(h & 0xffff).toString(16)}`;
  const nets = ['192.0.2', '198.51.100', '203.0.113'];
  return `${nets[h % 3]}.${1 + ((h >>> 8) % 254)}`;
}

function contact(c: Ctx, organization: string | null, email: string): RdapContact {
  return {
    name: null, organization, email, phone: `+${fictionPhone(c)}`, street: null,
    city: c.geo.cities[0], region: c.geo.region, postal_code: c.geo.zip, country: c.geo.cc,
  };
}

function makeDomainWorld(registrable: string, kind: 'free' | 'disposable' | 'other'): DomainWorld {
  const tld = registrable.slice(registrable.lastIndexOf('.') + 1);
  const base = world(`domain\u0000${registrable}`, { geo: geoOfTld(tld), ...(kind === 'other' ? {} : { risky: kind === 'disposable' }) });
  const { rng, risky } = base;
  const company = companyOfDomain(registrable, rng);
  const c: Ctx = { ...base, company };
  const good = (p: number) => rng.chance(risky ? 1 - p : p);
  const provider = kind === 'free' ? null : rng.pick(MAIL_PROVIDERS);
  const dns = kind !== 'other' || !risky || rng.chance(0.75);
  let mx: string[] = [];
  if (kind === 'free') mx = [`mx1.${registrable.replace(/\./g, '-')}.mail.example`, `mx2.${registrable.replace(/\./g, '-')}.mail.example`];
  else if (dns) {
    const r = rng.next();
    if (!risky || kind === 'disposable' || r < 0.6) mx = good(0.6) ? [`mx1.${MX_ZONE(provider!)}`, `mx2.${MX_ZONE(provider!)}`] : [`mx.${MX_ZONE(provider!)}`];
    else if (r < 0.7) mx = [''];
  }
  const site: Site = kind !== 'other' ? 'company' : !dns ? 'down' : good(0.92) ? 'company' : rng.pick(['parked', 'hosting', 'empty', 'down'] as const);
  const registrar = rng.pick(REGISTRARS);
  const ageDays = kind === 'free' ? rng.int(6000, 10000) : risky ? rng.int(2, 200) : rng.int(400, 9000);
  const disclosed = kind !== 'free' && good(0.5);
  const registrarMail = `hostmaster@${REGISTRAR_OF.get(registrar)}.example`;
  const rdap: RdapDomain = {
    registered: day(-ageDays),
    registrar,
    registrant: disclosed ? company.name : null,
    expires: day(rng.int(risky ? 5 : 60, 700)),
    updated: day(-rng.int(1, Math.min(ageDays, 365))),
    registrantDisclosed: disclosed,
    contacts: {
      registrant: disclosed ? contact(c, company.name, `registrant-${c.token}@${REGISTRAR_OF.get(registrar)}.example`) : null,
      administrative: null,
      technical: contact(c, registrar, registrarMail),
    },
  };
  const issued = rng.int(10, 300);
  const https = site === 'down' ? 'none' : good(0.9) ? 'valid' : rng.pick(['expired', 'none'] as const);
  return {
    c,
    registrable,
    company,
    dns,
    mx,
    ipv6: dns && rng.chance(0.5),
    spf: dns && good(kind === 'free' ? 1 : 0.9) ? `v=spf1 ${mx.length > 0 && mx[0] !== '' ? 'mx ' : ''}include:_spf.${MX_ZONE(provider ?? 'Example Mail')} ${risky ? '~all' : '-all'}` : null,
    dmarc: dns && kind !== 'disposable' && good(kind === 'free' ? 1 : 0.8) ? `v=DMARC1; p=${rng.pick(['none', 'quarantine', 'reject'])}; rua=mailto:dmarc@${MX_ZONE(provider ?? 'Example Mail')}` : null,
    site,
    https,
    privacy: kind === 'free' || good(0.85) ? 'specific' : risky && rng.chance(0.6) ? 'generic' : 'none',
    terms: kind === 'free' || good(0.8) ? 'specific' : risky && rng.chance(0.5) ? 'contradictory' : 'none',
    catchAll: kind === 'disposable' || (kind === 'other' && rng.chance(risky ? 0.4 : 0.15)),
    rdap,
    tls: {
      authorized: https === 'valid',
      error: https === 'valid' ? null : 'CERT_HAS_EXPIRED',
      validFrom: day(-(https === 'valid' ? issued : issued + 400)),
      validTo: day(https === 'valid' ? 365 - issued + 30 : -rng.int(5, 300)),
      issuerOrganization: rng.pick(CERT_ISSUERS),
      subjectCommonName: registrable,
    },
    server: rng.pick(['nginx', 'Apache', 'cloudflare']),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages: the HTML of a world's site, written for the live parsers (JSON-LD, contacts, VAT, policies).

const VAT: Readonly<Record<string, (r: Rng) => string>> = {
  GB: (r) => `GB${r.digits(9)}`, DE: (r) => `DE${r.digits(9)}`, FR: (r) => `FR${r.digits(11)}`, ES: (r) => `ESB${r.digits(7)}1`,
  IT: (r) => `IT${r.digits(11)}`, PT: (r) => `PT${r.digits(9)}`, NL: (r) => `NL${r.digits(9)}B01`,
};
const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `Section ${i + 1} explains how we handle ${topic} in plain words for our customers.`).join(' ');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function homePage(w: DomainWorld, host: string): string {
  const { c, company } = w;
  if (w.site === 'parked') {
    return `<html><head><title>${host} is for sale</title></head><body><h1>This domain is for sale!</h1><p>Buy this domain today. Make an offer on this domain.</p></body></html>`;
  }
  if (w.site === 'hosting') return '<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working.</p></body></html>';
  const r = new Rng(`page\u0000${host}`);
  const phone = fictionPhone(c);
  const vat = VAT[c.geo.cc]?.(r) ?? null;
  const founded = 2024 - r.int(1, 40);
  const org = {
    '@context': 'https://schema.org', '@type': 'Organization', name: company.name, url: `https://${host}/`, logo: `https://${host}/logo.png`,
    foundingDate: `${founded}-0${r.int(1, 9)}-1${r.int(0, 9)}`, description: company.description, keywords: company.keywords,
    numberOfEmployees: { '@type': 'QuantitativeValue', value: r.int(3, 900) },
    address: { '@type': 'PostalAddress', streetAddress: `${r.int(1, 250)} Example Street`, addressLocality: c.geo.cities[0], postalCode: c.geo.zip, addressCountry: c.geo.cc },
  };
  const wordpress = r.chance(0.4);
  return `<!doctype html>
<html lang="${c.geo.lang}"><head><meta charset="utf-8"><title>${esc(company.name)} - ${esc(company.industry)}</title>
<meta name="description" content="${esc(company.description)}">
<meta property="og:site_name" content="${esc(company.name)}">
${wordpress ? '<meta name="generator" content="WordPress 6.5">\n<link rel="stylesheet" href="/wp-content/themes/site/style.css">' : '<link rel="stylesheet" href="/assets/site.css">'}
<script type="application/ld+json">${JSON.stringify(org)}</script>
</head><body>
<header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/products">Products</a> <a href="/contact">Contact</a></nav></header>
<main><h1>${esc(company.name)}</h1>
<p>${esc(company.description)} Call us on +1 ${phone.slice(1, 4)}-${phone.slice(4, 7)}-${phone.slice(7)} or write to <a href="mailto:info@${host}">info@${host}</a>.</p>
<img src="/img/hero.png" alt=""><img src="https://${host}/img/team.jpg" alt=""><img src="https://cdn.example.net/badge-${r.hex(6)}.svg" alt="">
<p>Read the <a href="https://reviews.example.org/${slug(company.name)}">independent review</a>.</p></main>
<footer><address>${esc(company.name)}, ${org.address.streetAddress}, ${c.geo.zip} ${c.geo.cities[0]}</address>
${vat ? `<p>VAT No. ${vat}</p>` : ''}
${w.privacy !== 'none' ? '<a href="/privacy">Privacy policy</a>' : ''} ${w.terms !== 'none' ? '<a href="/terms">Terms and conditions</a>' : ''}
<p>© ${founded} ${esc(company.name)}. All rights reserved.</p></footer></body></html>`;
}

function privacyPage(w: DomainWorld, host: string): string {
  const name = w.company.name;
  const text = w.privacy === 'generic'
    ? `[Your Company Name] is committed to protecting your privacy. Your data is 100% secure with us. We will never share your information with anyone under any circumstances. This privacy policy was generated by a privacy policy generator.`
    : `${name} (company number ${new Rng(`co\u0000${w.registrable}`).digits(8)}) is the data controller of the personal data we collect when you use ${host}. We collect your name, e-mail address and order details. We share data only with service providers that process it for us, such as our payment processor. Under the General Data Protection Regulation (GDPR) you have the right to access, rectification and erasure of your data. Our legal basis is the performance of a contract and our legitimate interest. We use cookies as described in our cookie notice. Contact our privacy team at privacy@${host}.`;
  return `<html><body><h1>Privacy policy</h1><p>${esc(text)}</p><p>${filler('personal data', 18)}</p></body></html>`;
}

function termsPage(w: DomainWorld, host: string): string {
  const text = w.terms === 'contradictory'
    ? `These terms and conditions apply to this website offers-${slug(w.company.name)}.example. All sales are final. We offer a money-back guarantee on every order.`
    : `These terms govern your use of ${host}, operated by ${w.company.name}. Subscriptions renew monthly. You can cancel at any time. We process personal data as described in our privacy policy. Questions: legal@${host}.`;
  return `<html><body><h1>Terms and conditions</h1><p>${esc(text)}</p><p>${filler('orders', 18)}</p></body></html>`;
}

// ---------------------------------------------------------------------------------------------------------------

/** The synthetic internet: the clients the email and domain engines get in the sandbox. */
export interface SyntheticInternet {
  readonly email: EmailClients;
  readonly domain: DomainClients;
}

const WORLDS_MAX = 2000;

/** `ref`: the live email lists, so free providers and disposable domains look the part. */
export function createSyntheticInternet(ref: EmailReference): SyntheticInternet {
  // A world costs a few PRNG draws; the engines ask about the same domain several times per call.
  const worlds = new FifoMemo<string, DomainWorld>(WORLDS_MAX);
  function domainWorld(name: string): DomainWorld {
    const host = name.toLowerCase().replace(/\.$/, '');
    const registrable = getDomain(host, { allowPrivateDomains: true }) ?? host;
    let w = worlds.get(registrable);
    if (!w) {
      const lists = classifyLists(ref, registrable, '');
      w = makeDomainWorld(registrable, lists.disposable ? 'disposable' : lists.free ? 'free' : 'other');
      worlds.set(registrable, w);
    }
    return w;
  }

  const dns: DnsClient = {
    async a(name) {
      if (MAIL_HOST.test(name)) return [docAddress(name)];
      return domainWorld(name).dns ? [docAddress(name)] : [];
    },
    async aaaa(name) {
      if (MAIL_HOST.test(name)) return [];
      return domainWorld(name).ipv6 ? [docAddress(name, true)] : [];
    },
    async mx(name): Promise<MxRecord[]> {
      if (name.startsWith('_') || MAIL_HOST.test(name)) return [];
      return domainWorld(name).mx.map((exchange, i) => ({ exchange, priority: exchange === '' ? 0 : 10 * (i + 1) }));
    },
    async txt(name) {
      if (name.startsWith('_dmarc.')) {
        const dmarc = domainWorld(name.slice(7)).dmarc;
        return dmarc ? [dmarc] : [];
      }
      if (name.startsWith('_') || MAIL_HOST.test(name)) return [];
      const w = domainWorld(name);
      if (!w.dns) return [];
      return [...(w.spf ? [w.spf] : []), `sandbox-site-verification=${w.c.token}`];
    },
    async ns(name) {
      const w = domainWorld(name);
      return w.dns ? [`ns1.${REGISTRAR_OF.get(w.rdap.registrar!)}.example`, `ns2.${REGISTRAR_OF.get(w.rdap.registrar!)}.example`] : [];
    },
    async reverse() {
      return [];
    },
  };

  const rdap: RdapClient = {
    // The sandbox registry answers for every TLD.
    baseFor: () => 'https://rdap.sandbox.example/',
    async domain(domain) {
      const w = domainWorld(domain);
      return w.dns ? w.rdap : null;
    },
  };

  const SMTP_RISKY: readonly SmtpState[] = ['not_found', 'not_found', 'accepted', 'accepted', 'policy', 'quota', 'no_response', 'greylisted'];
  const SMTP_CODES: Partial<Record<SmtpState, [number, string]>> = {
    accepted: [250, '2.1.5 Recipient OK'], accepted_catch_all: [250, '2.1.5 Recipient OK'], not_found: [550, '5.1.1 User unknown'],
    quota: [552, '5.2.2 Mailbox full'], policy: [554, '5.7.1 Rejected by policy'], greylisted: [451, '4.7.1 Try again later'],
    temporary: [421, '4.3.0 Service not available'],
  };
  const smtp: EmailClients['smtp'] = {
    async verify(address, domain, mxHosts): Promise<SmtpVerdict> {
      const host = mxHosts[0] ?? null;
      const w = domainWorld(domain);
      const a = addressWorld(address);
      const rng = new Rng(`smtp\u0000${address.toLowerCase()}`);
      const state: SmtpState = w.catchAll ? 'accepted_catch_all' : a.risky ? rng.pick(SMTP_RISKY) : rng.chance(0.92) ? 'accepted' : rng.pick(['greylisted', 'temporary'] as const);
      const reply = SMTP_CODES[state];
      return { state, host, code: reply?.[0] ?? null, tls: rng.chance(0.8), detail: reply?.[1] ?? 'no reply' };
    },
  };

  const gravatar: EmailClients['gravatar'] = {
    async profile(address): Promise<GravatarProfile> {
      const c = addressWorld(address);
      const rng = new Rng(`gravatar\u0000${address.toLowerCase()}`);
      if (!rng.chance(c.risky ? 0.1 : 0.45)) return NO_GRAVATAR;
      return {
        exists: true,
        picture: rng.chance(0.8) ? `https://gravatar.sandbox.example/avatar/${rng.hex(32)}` : null,
        firstName: c.person.first,
        lastName: c.person.last,
        username: `${slug(c.person.first)}${slug(c.person.last)}${rng.chance(0.5) ? rng.int(1, 99) : ''}`,
        city: rng.chance(0.6) ? c.geo.cities[0] : null,
      };
    },
  };

  const web: FetchGuard = {
    async fetch(url: string, req: GuardedRequest = {}): Promise<GuardedResponse> {
      if (req.signal?.aborted) throw new GuardError('timeout', 'aborted', url);
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        throw new GuardError('bad_url', `not a URL: ${url}`, url);
      }
      const host = u.hostname.toLowerCase();
      const w = domainWorld(host);
      if (!w.dns) throw new GuardError('no_address', `${host} has no address`, url);
      if (w.site === 'down') throw new GuardError('connect', `connection refused by ${host}`, url);
      const secure = u.protocol === 'https:';
      if (secure && w.https === 'none') throw new GuardError('connect', `nothing listens on ${host}:443`, url);
      if (secure && w.https === 'expired') throw new GuardError('tls_invalid', `certificate of ${host}: CERT_HAS_EXPIRED`, url, w.tls);
      const address = docAddress(host);
      if (!secure && w.https === 'valid') {
        // http:// redirects to https:// (followed, as the guard does).
        const target = `https://${host}${u.pathname}`;
        const page = await web.fetch(target, req);
        return { ...page, redirects: [{ url, status: 301, location: target, tls: null }, ...page.redirects] };
      }
      let status = 200;
      let html = '';
      if (u.pathname === '/') html = w.site === 'empty' ? '' : homePage(w, host);
      else if (w.site === 'company' && u.pathname === '/privacy' && w.privacy !== 'none') html = privacyPage(w, host);
      else if (w.site === 'company' && u.pathname === '/terms' && w.terms !== 'none') html = termsPage(w, host);
      else {
        status = 404;
        html = '<html><body>Not found</body></html>';
      }
      const body = Buffer.from(html, 'utf8');
      return {
        url, status, headers: { 'content-type': 'text/html; charset=utf-8', server: w.server, 'content-length': String(body.length) },
        body, truncated: false, redirects: [], address, tls: secure ? w.tls : null, ms: 0,
      };
    },
    async resolve(host) {
      throw new GuardError('no_address', `the sandbox connects nowhere (${host})`);
    },
    isAllowed: () => false,
  };

  return { email: { dns, rdap, smtp, gravatar }, domain: { dns, rdap, web } };
}
