/**
 * Local websites that play the internet for the domain product (tests and bench): HTTP on port 80 and HTTPS on port
 * 443 of loopback addresses 127.77.0.x (root binds low ports; tests run as root), named by a local DNS server, with
 * certificates from a CA made at test time, and an RDAP server on 127.0.0.1.
 *
 *   normal.test    HTTPS company site (JSON-LD Organization, links, images, e-mails, phone, VAT, social links,
 *                  privacy and terms pages); http:// redirects to https://; MX, SPF, DMARC, NS; RDAP since 2010
 *   parked.test    HTTP only, a for-sale page loading a parking service's script; RDAP 10 days old, NameSilo
 *   hosting.test   HTTP only, "Welcome to nginx!"
 *   redirect.test  http:// 301 -> http://www.redirect.test/ 302 -> https://normal.test/
 *   upgrade.test   no HTTPS at the apex; http:// 301 -> https://www.upgrade.test/ (a real page)
 *   expired.test   HTTPS with an expired certificate; the same page over HTTP
 *   slow.test      accepts connections on 80 and 443 and never answers
 *   huge.test      HTTP, a 5 MB page with Content-Length
 *   empty.test     HTTP 200 with an empty body
 *   nosite.test    an address where nothing listens
 *   evil.test      resolves to 127.0.0.2 (outside IDRISK_FETCH_ALLOW): counting listeners on :80 and :443
 *
 * `env` holds IDRISK_DNS_SERVERS, IDRISK_FETCH_ALLOW (127.77.0.0/16 and the RDAP server) and IDRISK_RDAP_URL.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { startCountingListener, type CountingListener } from './counting-listener.js';
import { startDnsServer, type DnsTestServer, type ZoneRecords } from './dns-server.js';
import { startHttpServer, type HttpTestServer } from './http-server.js';
import { listenOnLoopback } from './ports.js';
import { createTestCa, type TestCa } from './tls.js';

/** The sites' addresses in 127.77.<subnet>.0/24: test files that run at once each take their own subnet. */
function siteIps(subnet: number) {
  const at = (n: number) => `127.77.${subnet}.${n}`;
  return {
    normal: at(1), parked: at(2), hosting: at(3), redirect: at(4), expired: at(5), slow: at(6), huge: at(7), empty: at(8), nosite: at(9), upgrade: at(10),
  } as const;
}

export const SITE_IPS = {
  normal: '127.77.0.1', parked: '127.77.0.2', hosting: '127.77.0.3', redirect: '127.77.0.4', expired: '127.77.0.5',
  slow: '127.77.0.6', huge: '127.77.0.7', empty: '127.77.0.8', nosite: '127.77.0.9', upgrade: '127.77.0.10',
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

export const NORMAL_HOME = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Normal Corp - Accounting software</title>
<meta name="description" content="Normal Corp makes accounting software for small businesses.">
<meta name="keywords" content="accounting,invoicing,payroll">
<meta property="og:site_name" content="Normal">
<meta name="generator" content="WordPress 6.5">
<link rel="stylesheet" href="/wp-content/themes/normal/style.css">
<script src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>
<script src="/wp-includes/js/jquery/jquery.min.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Normal Corp Ltd",
"url":"https://normal.test/","logo":"https://normal.test/logo.png","foundingDate":"2009-04-01",
"numberOfEmployees":{"@type":"QuantitativeValue","value":42},
"address":{"@type":"PostalAddress","streetAddress":"10 Downing Street","addressLocality":"London","postalCode":"SW1A 2AA","addressCountry":"GB"},
"sameAs":["https://www.linkedin.com/company/normal-corp","https://twitter.com/normalcorp"]}</script>
</head><body>
<header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="https://normal.test/pricing">Pricing</a>
<a href="/contact">Contact</a> <a href="#top">Top</a> <a href="javascript:void(0)">menu</a></nav></header>
<main><h1>Accounting made simple</h1>
<p>Normal Corp helps 5,000 small businesses send invoices and run payroll. Call us on +44 20 7946 0958 or write to
<a href="mailto:hello@normal.test">hello@normal.test</a>. Press: <a href="mailto:press@agency.example">press@agency.example</a>.</p>
<img src="/img/hero.png" alt=""><img src="https://normal.test/img/team.jpg" alt=""><img src="https://cdn.example.net/badge.svg" alt="">
<p>Read the <a href="https://blog.example.org/review">independent review</a>.</p></main>
<footer><address>Normal Corp Ltd, 10 Downing Street, London SW1A 2AA</address>
<p>VAT No. GB 123 4567 89 · Company number 01234567</p>
<a href="/privacy-policy">Privacy policy</a> <a href="/terms">Terms and conditions</a>
<a href="https://www.facebook.com/normalcorp">Facebook</a> <a href="https://www.instagram.com/normalcorp/">Instagram</a>
<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
<p>© 2024 Normal Corp Ltd. All rights reserved.</p></footer></body></html>`;

const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `Section ${i + 1} explains how we handle ${topic} in plain words for our customers.`).join(' ');

export const NORMAL_PRIVACY = `<html><body><h1>Privacy policy</h1><p>Normal Corp Ltd (company number 01234567) is the data
controller of the personal data we collect when you use normal.test. We collect your name, e-mail address and billing
details. We share data only with service providers that process it for us, such as our payment processor. Under the
General Data Protection Regulation (GDPR) you have the right to access, rectification and erasure of your data. Our
legal basis is the performance of a contract and our legitimate interest. We use cookies as described in our cookie
notice. Contact our privacy team at privacy@normal.test or write to 10 Downing Street, London.</p>
<p>${filler('personal data', 18)}</p></body></html>`;

export const NORMAL_TERMS = `<html><body><h1>Terms and conditions</h1><p>These terms govern your use of normal.test, operated
by Normal Corp Ltd. Subscriptions renew monthly. You can cancel at any time. We process personal data as described in
our privacy policy. Questions: legal@normal.test.</p><p>${filler('subscriptions', 18)}</p></body></html>`;

const PARKED = `<html><head><title>parked.test is for sale</title>
<script src="https://www.sedoparking.com/frmpark/parked.js"></script></head>
<body><h1>This domain is for sale!</h1><p>Buy this domain today. Related searches: insurance, loans.</p></body></html>`;
const NGINX = '<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working.</p></body></html>';
const UPGRADE = '<html lang="fr-FR"><head><title>Upgrade</title><meta name="description" content="Upgrade SAS"></head><body><p>Bienvenue chez Upgrade SAS, votre partenaire pour les logiciels de gestion.</p><a href="/a">A</a><a href="/b">B</a></body></html>';
const EXPIRED = '<html><head><title>Expired</title></head><body><p>This shop still answers over plain HTTP with a full page of content.</p><a href="/x">x</a><a href="/y">y</a></body></html>';

export interface DomainSites {
  readonly dns: DnsTestServer;
  readonly rdap: HttpTestServer;
  readonly ca: TestCa;
  readonly env: Record<string, string>;
  readonly evil80: CountingListener;
  readonly evil443: CountingListener;
  /** Requests each site received, as `host path`. */
  readonly requests: string[];
  close(): Promise<void>;
}

const rdapBody = (registered: Date, registrar: string, registrant: string | null, expires: Date) => ({
  body: {
    objectClassName: 'domain',
    events: [
      { eventAction: 'registration', eventDate: registered.toISOString() },
      { eventAction: 'expiration', eventDate: expires.toISOString() },
      { eventAction: 'last changed', eventDate: '2025-06-01T00:00:00Z' },
    ],
    entities: [
      { roles: ['registrar'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', registrar]]] },
      {
        roles: ['registrant'],
        vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['org', {}, 'text', registrant ?? 'REDACTED FOR PRIVACY'], ['adr', {}, 'text', ['', '', '', 'London', '', '', 'GB']]]],
      },
      { roles: ['technical'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Hostmaster'], ['email', {}, 'text', 'hostmaster@normal.test']]] },
    ],
  },
});

/** More sites for one test: pages by host and path over HTTP and HTTPS (at the normal site's address), and DNS records. */
export interface ExtraSites {
  readonly pages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly records?: Readonly<Record<string, ZoneRecords>>;
  /** Third octet of the sites' addresses (default 0): a test file running beside domain-engine.test.ts takes its own. */
  readonly subnet?: number;
}

export async function startDomainSites(now = new Date(), extra: ExtraSites = {}): Promise<DomainSites> {
  const ips = siteIps(extra.subnet ?? 0);
  // Outside IDRISK_FETCH_ALLOW (127.77.0.0/16, 127.0.0.1/32).
  const evilIp = `127.0.${extra.subnet ?? 0}.2`;
  const requests: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const ca = await createTestCa();
  const extraHosts = Object.keys(extra.pages ?? {});
  const [normal, expired] = await Promise.all([
    ca.issue(['normal.test', 'www.normal.test', 'www.upgrade.test', ...extraHosts]),
    ca.issue(['expired.test'], { expired: true }),
  ]);
  const huge = `<html><body>${'<p>Lots of text in a very large page. <a href="/p">p</a></p>'.repeat(90_000)}</body></html>`;

  const handler = (secure: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(`${secure ? 'https' : 'http'} ${host} ${path}`);
    const html = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...extra });
      res.end(body);
    };
    const go = (status: number, to: string) => {
      res.writeHead(status, { location: to });
      res.end();
    };
    switch (host) {
      case 'normal.test':
      case 'www.normal.test':
        if (!secure) return go(301, `https://${host}${path}`);
        if (path === '/') return html(200, NORMAL_HOME, { server: 'nginx/1.25.3', 'x-powered-by': 'PHP/8.2' });
        if (path === '/privacy-policy') return html(200, NORMAL_PRIVACY);
        if (path === '/terms') return html(200, NORMAL_TERMS);
        return html(404, '<html><body>Not found</body></html>');
      case 'parked.test': return html(200, PARKED);
      case 'hosting.test': return html(200, NGINX, { server: 'nginx' });
      case 'redirect.test': return go(301, 'http://www.redirect.test/');
      case 'www.redirect.test': return go(302, 'https://normal.test/');
      case 'upgrade.test': return go(301, 'https://www.upgrade.test/');
      case 'www.upgrade.test': return secure ? html(200, UPGRADE) : go(301, 'https://www.upgrade.test/');
      case 'expired.test': return html(200, EXPIRED);
      case 'huge.test': return html(200, huge, { 'content-length': String(Buffer.byteLength(huge)) });
      case 'empty.test':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end();
      default: {
        const pages = extra.pages?.[host];
        if (!pages) return html(404, 'unknown host');
        // The same page over HTTP and HTTPS (no redirect): one HTTPS request per probe of the site.
        const body = pages[path];
        return body === undefined ? html(404, '<html><body>Not found</body></html>') : html(200, body);
      }
    }
  };

  const listen = async (server: Server, port: number, ip: string) => {
    await listenOnLoopback(server, port, ip);
    closers.push(() => new Promise<void>((r) => {
      server.closeAllConnections?.();
      server.close(() => r());
    }));
  };
  for (const ip of [ips.normal, ips.parked, ips.hosting, ips.redirect, ips.expired, ips.huge, ips.empty, ips.upgrade]) {
    await listen(createHttpServer(handler(false)), 80, ip);
  }
  const contexts: Record<string, SecureContext> = { 'expired.test': createSecureContext(expired) };
  const normalCtx = createSecureContext(normal);
  const https = () => createHttpsServer({ ...normal, SNICallback: (n, cb) => cb(null, contexts[n] ?? normalCtx) }, handler(true));
  await listen(https(), 443, ips.normal);
  await listen(https(), 443, ips.expired);
  // The slow site: accepts and never answers (the test's deadline ends each attempt).
  const held = new Set<Socket>();
  for (const port of [80, 443]) {
    const slow = createNetServer((s) => {
      held.add(s);
      s.on('error', () => {});
      s.on('close', () => held.delete(s));
    });
    await listenOnLoopback(slow, port, ips.slow);
    closers.push(() => new Promise<void>((r) => {
      for (const s of held) s.destroy();
      slow.close(() => r());
    }));
  }
  const evil80 = await startCountingListener(evilIp, 80);
  const evil443 = await startCountingListener(evilIp, 443);
  closers.push(() => evil80.close(), () => evil443.close());

  const A = (ip: string) => ({ A: [ip] });
  const dns = await startDnsServer({
    'normal.test': { ...A(ips.normal), MX: [{ exchange: 'mx.normal.test', priority: 10 }], TXT: ['v=spf1 mx include:_spf.mail.example -all', 'google-site-verification=abc'], NS: ['ns1.normal.test', 'ns2.normal.test'] },
    '_dmarc.normal.test': { TXT: ['v=DMARC1; p=reject; rua=mailto:dmarc@normal.test'] },
    'www.normal.test': A(ips.normal),
    'mx.normal.test': A(ips.normal),
    'parked.test': { ...A(ips.parked), TXT: ['v=spf1 -all -all extra'] },
    'hosting.test': A(ips.hosting),
    'redirect.test': A(ips.redirect),
    'www.redirect.test': A(ips.redirect),
    'upgrade.test': A(ips.upgrade),
    'www.upgrade.test': A(ips.normal),
    'expired.test': A(ips.expired),
    'slow.test': A(ips.slow),
    'huge.test': A(ips.huge),
    'empty.test': A(ips.empty),
    'nosite.test': A(ips.nosite),
    'evil.test': A(evilIp),
    ...Object.fromEntries(extraHosts.map((h) => [h, A(ips.normal)])),
    ...extra.records,
  });
  closers.push(() => dns.close());
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rdap = await startHttpServer({
    '/domain/normal.test': rdapBody(new Date('2010-03-04T00:00:00Z'), 'Example Registrar, Inc.', 'Normal Corp Ltd', new Date('2030-03-04T00:00:00Z')),
    '/domain/parked.test': rdapBody(ago(10), 'NameSilo, LLC', null, ago(-355)),
    '/domain/expired.test': rdapBody(ago(400), 'Example Registrar, Inc.', null, ago(-20)),
  });
  closers.push(() => rdap.close());
  return {
    dns, rdap, ca, evil80, evil443, requests,
    env: {
      ...dns.env,
      // Every name is answered (unknown ones NXDOMAIN): a timeout a loaded machine cannot reach, as the DNS server
      // runs in the test process and a stalled event loop delays its answers too.
      IDRISK_DNS_TIMEOUT_MS: '2500',
      IDRISK_FETCH_ALLOW: '127.77.0.0/16,127.0.0.1/32',
      IDRISK_RDAP_URL: `${rdap.url}/`,
    },
    async close() {
      await Promise.all(closers.map((c) => c()));
      ca.remove();
    },
  };
}

export { day };
