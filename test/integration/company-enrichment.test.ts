/**
 * Company enrichment from the domain engine's crawl (issue 31) against the local HTTPS sites of the domain tests plus
 * sites with known organisation data: a dentist with schema.org data and an imprint page, a German shop known only by
 * its ccTLD, a free mail provider's site, and the site of an ASN organisation's domain. The domain, email and ip
 * engines read one crawl per domain: concurrent calls share it, later calls take it from the cache.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/index.js';
import { DomainPayload } from '../../src/contract/payloads/domain.js';
import { EmailPayload } from '../../src/contract/payloads/email.js';
import { IpPayload } from '../../src/contract/payloads/ip.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { createResolver } from '../../src/enrich/dns.js';
import { createFetchGuard, fetchGuardOptions } from '../../src/enrich/guard.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { countryInText, industryOf, INDUSTRIES, platformUrl } from '../../src/products/domain/company.js';
import { createDomainEngine } from '../../src/products/domain/engine.js';
import { parsePage } from '../../src/products/domain/html.js';
import { createSiteProfiles, type SiteProfiles } from '../../src/products/domain/site-profile.js';
import { createEmailEngine } from '../../src/products/email/engine.js';
import { createIpEngine } from '../../src/products/ip/engine.js';
import { loadIpReference, type IpReference } from '../../src/products/ip/reference.js';
import type { EngineContext } from '../../src/products/types.js';
import { CachedModelResolver } from '../../src/scoring/models/index.js';
import { testAjv } from '../helpers/ajv.js';
import { startDomainSites, type DomainSites } from '../helpers/domain-sites.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const ajv = testAjv();
const validDomain = ajv.compile(DomainPayload);
const validEmail = ajv.compile(EmailPayload);
const validIp = ajv.compile(IpPayload);
const silent = { info() {}, warn() {}, error() {}, debug() {} };
const NOW = new Date();

const DENTIST_HOME = `<!doctype html><html lang="de"><head><title>Zahnarztpraxis Acme</title>
<meta name="description" content="Ihre Zahnarztpraxis in Berlin-Mitte.">
<meta name="generator" content="WordPress 6.5">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Acme Zahnarztpraxis",
"logo":"/img/logo.png","address":{"@type":"PostalAddress","streetAddress":"Hauptstraße 1","addressLocality":"Berlin"},
"sameAs":["https://www.linkedin.com/company/acme-dental","https://evil.test/twitter.com/acme","https://twitter.com/acmedental"]}</script>
</head><body><h1>Willkommen</h1><p>Wir freuen uns auf Ihren Besuch in unserer Praxis in Berlin. Termine nach Vereinbarung.</p>
<a href="https://facebook.com.evil.test/acme">Facebook</a> <a href="https://www.linkedin.com/feed/">LinkedIn</a>
<a href="/kontakt">Kontakt</a> <a href="/impressum">Impressum</a><img src="/img/team.jpg"></body></html>`;
const DENTIST_IMPRINT = `<html><body><h1>Impressum</h1><p>Acme Zahnarztpraxis GmbH, Hauptstraße 1, 10115 Berlin,
Deutschland. Vertreten durch Dr. Erika Muster. Registergericht Berlin. Patienten aus der Schweiz und aus Österreich
sind willkommen; Anschrift in Deutschland.</p></body></html>`;
const SHOP_HOME = `<html><head><title>Kaufhaus - online shop</title><meta name="description" content="Mode und Schuhe im Online shop, free shipping ab 50 Euro."></head>
<body><p>Neue Kollektion jetzt im Shop. Lieferung in 2 Tagen, Rückgabe kostenlos, Beratung per Telefon.</p></body></html>`;
const FREEMAIL_HOME = `<html><head><title>Gmail</title><script type="application/ld+json">{"@type":"Organization","name":"Google LLC"}</script></head>
<body><p>Email that is secure, private, and puts you in control. Sign in to continue to your inbox.</p><a href="/about">About</a></body></html>`;
const ORG_HOME = `<html><head><title>Googol Cloud - cloud platform and software for developers</title>
<meta name="description" content="Cloud platform, APIs and software for developers.">
<script type="application/ld+json">{"@type":"Corporation","legalName":"Googol Cloud Inc.","naics":"518210",
"address":{"@type":"PostalAddress","addressCountry":{"@type":"Country","name":"United States"}},"foundingDate":"1998"}</script></head>
<body><p>Build, deploy and scale applications on our platform, with support in every region.</p></body></html>`;

let sites: DomainSites;
let store: TestStore;
let reference: IpReference;
let sitesStore: SiteProfiles;
let deps: Parameters<typeof createEmailEngine>[0] & { models: CachedModelResolver; reference: { ip: IpReference } & typeof BUNDLED };

const ctx = (ms = 5000): EngineContext => ({ deadline: new Deadline(ms), now: NOW, accountId: 'acct_company', given: {} });
const fetched = (host: string, path = '/') => sites.requests.filter((r) => r === `https ${host} ${path}`).length;

before(async () => {
  sites = await startDomainSites(NOW, {
    pages: {
      'acme-dental.test': { '/': DENTIST_HOME, '/impressum': DENTIST_IMPRINT },
      'kaufhaus.de': { '/': SHOP_HOME },
      'gmail.com': { '/': FREEMAIL_HOME },
      'google.test': { '/': ORG_HOME },
    },
    records: { '8.8.8.8.in-addr.arpa': { PTR: ['dns.google.test'] } },
    subnet: 1,
  });
  store = await testStore('sqlite', 'idrisk-company-');
  const config = loadConfig({ DATABASE_URL: store.url, IDRISK_DATA_DIR: store.dir, IDRISK_IP_LIST_REFRESH_SECONDS: '0', IDRISK_SMTP: 'off', ...sites.env });
  const cache = new MemoryCache();
  reference = await loadIpReference({ config, db: store.store.db, logger: silent });
  deps = {
    config, db: store.store.db, graph: new IdentityGraph(store.store.db, 'c'.repeat(32)), cache, logger: silent,
    models: new CachedModelResolver(store.store.db), reference: { ...BUNDLED, ip: reference },
  };
  const dns = createResolver(config);
  sitesStore = createSiteProfiles(cache, createFetchGuard(fetchGuardOptions(config, { dns, ca: sites.ca.ca })));
});

after(async () => {
  await reference?.close?.();
  await sites?.close();
  await store?.close();
});

describe('company enrichment from the site crawl', () => {
  test('domain: schema.org type -> industry, relative logo made absolute, imprint country, social URLs on their platforms', async () => {
    const engine = await createDomainEngine(deps, { guard: { ca: sites.ca.ca }, sites: sitesStore });
    const { payload: p } = await engine.analyze({ value: 'acme-dental.test' }, ctx());
    assert.ok(validDomain(p), JSON.stringify(validDomain.errors));
    assert.equal(p.company_name, 'Acme Zahnarztpraxis');
    assert.equal(p.company_industry, 'Health Care and Social Assistance', 'schema.org Dentist');
    assert.equal(p.company_logo, 'https://acme-dental.test/img/logo.png');
    assert.equal(p.company_country, 'Germany', 'named most often by the imprint page (structured address has no country)');
    assert.equal(p.company_linkedin_url, 'https://www.linkedin.com/company/acme-dental');
    assert.equal(p.company_twitter_url, 'https://twitter.com/acmedental', 'the evil.test URL with twitter.com in its path is skipped');
    assert.equal(p.company_facebook_url, null, 'facebook.com.evil.test is not facebook.com');
    assert.match(p.company_tech_stack ?? '', /WordPress/);
    assert.equal(fetched('acme-dental.test', '/impressum'), 1);
  });

  test('domain: the existing company site gets its industry from its words; a ccTLD names the country when nothing else does', async () => {
    const engine = await createDomainEngine(deps, { guard: { ca: sites.ca.ca }, sites: sitesStore });
    const normal = (await engine.analyze({ value: 'normal.test' }, ctx())).payload;
    assert.equal(normal.company_industry, 'Information', '"accounting software": software is the product');
    assert.equal(normal.company_country, 'United Kingdom', 'structured address first');
    const shop = (await engine.analyze({ value: 'kaufhaus.de' }, ctx())).payload;
    assert.equal(shop.company_country, 'Germany', 'from the .de ccTLD');
    assert.equal(shop.company_industry, 'Retail Trade');
    const upgrade = (await engine.analyze({ value: 'upgrade.test' }, ctx())).payload;
    assert.equal(upgrade.company_country, null, 'no structured address, no imprint, no ccTLD: null');
    assert.equal(upgrade.company_industry, null, 'nothing on the page names an industry');
  });

  test('email: a business domain gets the company and website fields; a free provider only the website fields', async () => {
    const email = await createEmailEngine(deps, { sites: sitesStore });
    const business = (await email.analyze({ email: 'praxis@acme-dental.test' }, ctx())).payload;
    assert.ok(validEmail(business), JSON.stringify(validEmail.errors));
    assert.equal(business.company_name, 'Acme Zahnarztpraxis');
    assert.equal(business.company_industry, 'Health Care and Social Assistance');
    assert.equal(business.company_country, 'Germany');
    assert.equal(business.company_linkedin_url, 'https://www.linkedin.com/company/acme-dental');
    assert.equal(business.domain_website_exists, true);
    assert.equal(business.domain_website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
    assert.equal(business.domain_website_exists_ssl, true);
    assert.equal(business.domain_internal_images_count, 1);
    assert.ok((business.domain_page_size ?? 0) > 500);
    assert.equal(fetched('acme-dental.test'), 1, 'the domain call above crawled it; email took it from the cache');

    const free = (await email.analyze({ email: 'someone@gmail.com' }, ctx())).payload;
    assert.equal(free.is_free, true);
    assert.equal(free.domain_website_exists, true);
    assert.equal(free.domain_internal_links_count, 1);
    for (const k of ['company_name', 'company_industry', 'company_country', 'company_tech_stack'] as const) assert.equal(free[k], null, k);
  });

  test('ip: the ASN organisation\'s domain is crawled once for the email and ip of one call, then cached', async () => {
    const ip = await createIpEngine(deps, { sites: sitesStore });
    const email = await createEmailEngine(deps, { sites: sitesStore });
    const before = fetched('google.test');
    // As the hub runs them: in parallel, in one process, over one store of crawls.
    const [i, e] = await Promise.all([ip.analyze({ ip: '8.8.8.8' }, ctx()), email.analyze({ email: 'dev@google.test' }, ctx())]);
    assert.ok(validIp(i.payload), JSON.stringify(validIp.errors));
    assert.equal(i.payload.company_domain, 'google.test');
    assert.equal(i.payload.company_industry, 'Information', 'NAICS 518210 is in sector 51');
    assert.equal(i.payload.company_country, 'United States');
    assert.equal(i.payload.company_founded, 1998);
    assert.equal(e.payload.company_name, 'Googol Cloud Inc.');
    assert.equal(fetched('google.test') - before, 1, 'one crawl for both');
    const again = await ip.analyze({ ip: '8.8.8.8' }, ctx());
    assert.equal(again.payload.company_industry, 'Information');
    assert.ok(again.providers.some((p) => p.provider === 'ip_website' && p.cached === true));
    assert.equal(fetched('google.test') - before, 1, 'the next call reads the cache');
  });
});

describe('company rules', () => {
  test('the industry is one of the documented NAICS sectors, or null when the page is unclear', () => {
    const page = (html: string) => parsePage(html);
    assert.equal(industryOf({ org: { '@type': 'Organization', naics: '611310' }, page: page('') }), 'Educational Services');
    assert.equal(industryOf({ org: { '@type': 'Restaurant' }, page: page('') }), 'Accommodation and Food Services');
    assert.equal(industryOf({ org: null, page: page('<title>Smith & Co solicitors - law firm in Leeds</title>') }), 'Professional, Scientific, and Technical Services');
    assert.equal(industryOf({ org: null, page: page('<title>Welcome</title>') }), null);
    // Two sectors equally named: no guess.
    assert.equal(industryOf({ org: null, page: page('<title>Hotel and hospital</title>') }), null);
    assert.ok(INDUSTRIES.includes('Information'));
    assert.equal(INDUSTRIES.length, 20);
  });

  test('countries in text: full names, native names, longest first, ambiguous names skipped', () => {
    assert.equal(countryInText('Acme Ltd, 1 High Street, Leeds, United Kingdom'), 'GB');
    assert.equal(countryInText('Musterstraße 1, 1010 Wien, Österreich'), 'AT');
    assert.equal(countryInText('Our office in Atlanta, Georgia serves New Jersey too.'), null);
    assert.equal(countryInText('Papua New Guinea'), 'PG');
    assert.equal(countryInText('no country here'), null);
  });

  test('social URLs only on their own platform, as profiles', () => {
    assert.equal(platformUrl('twitter', 'https://x.com/acme'), 'https://x.com/acme');
    assert.equal(platformUrl('twitter', 'https://twitter.com.evil.test/acme'), null);
    assert.equal(platformUrl('twitter', 'https://twitter.com/intent/tweet?text=x'), null);
    assert.equal(platformUrl('facebook', 'https://www.facebook.com/'), null);
    assert.equal(platformUrl('facebook', 'javascript:alert(1)'), null);
    assert.equal(platformUrl('linkedin', 'https://www.linkedin.com/company/acme/'), 'https://www.linkedin.com/company/acme/');
    assert.equal(platformUrl('linkedin', 'https://www.linkedin.com/feed/'), null);
    assert.equal(platformUrl('linkedin', 'https://user:pw@linkedin.com/company/acme'), null);
  });
});
