import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dmarcIsValid, findSpf, spfIsValid } from './mail-auth.js';
import { parseDomainInput } from './input.js';
import { parsePage } from './html.js';
import { classifyPage } from './classify.js';
import { pagePhones, pageVat, pageLanguage, policyLinks } from './contents.js';
import { checkPrivacy, checkTerms } from './policies.js';
import { detectTechnologies } from './technologies.js';
import { isSuspiciousRegistrar } from './engine.js';
import { SUSPICIOUS_REGISTRARS } from '../../reference/domain/suspicious-registrars.js';

test('SPF validity (RFC 7208 syntax, 10 lookups)', () => {
  for (const ok of ['v=spf1 -all', 'v=spf1 mx a:mail.example.com/24 ip4:192.0.2.0/24 ip6:2001:db8::/32 include:_spf.google.com ~all', 'v=spf1 redirect=_spf.example.com', 'v=spf1 a/24//64 ?all exp=explain.example.com']) {
    assert.equal(spfIsValid(ok), true, ok);
  }
  for (const bad of ['v=spf1 -all mx', 'v=spf1 ip4:300.1.1.1 -all', 'v=spf1 foo:bar -all', 'v=spf1 include -all', `v=spf1 ${'include:a.example '.repeat(11)}-all`, 'v=spf1 redirect=a.example redirect=b.example', 'v=spf1 all:x']) {
    assert.equal(spfIsValid(bad), false, bad);
  }
  assert.deepEqual(findSpf(['google-site-verification=x', 'v=spf1 -all', 'V=SPF1 mx -all']).length, 2);
});

test('DMARC validity (RFC 7489 tags)', () => {
  for (const ok of ['v=DMARC1; p=none', 'v=DMARC1; p=reject; rua=mailto:a@example.com,mailto:b@example.net!10m; pct=50; adkim=s; aspf=r; fo=1:d; sp=quarantine']) assert.equal(dmarcIsValid(ok), true, ok);
  for (const bad of ['v=DMARC1', 'v=DMARC1; rua=mailto:a@b.c; p=none', 'v=DMARC1; p=maybe', 'v=DMARC1; p=none; pct=101', 'v=DMARC1; p=none; rua=https://x', 'v=DMARC1; p=none; zz=1', 'v=DMARC1; p=none; p=reject']) {
    assert.equal(dmarcIsValid(bad), false, bad);
  }
});

test('domain input: hosts and URLs, IDN, country of ccTLDs; refusals', () => {
  assert.deepEqual(parseDomainInput('https://www.Example.co.uk/about?x=1'), { host: 'www.example.co.uk', registrable: 'example.co.uk', suffix: 'co.uk', countryCode: 'GB' });
  assert.equal(parseDomainInput('bücher.de')?.host, 'xn--bcher-kva.de');
  assert.equal(parseDomainInput('example.fr.')?.countryCode, 'FR');
  assert.equal(parseDomainInput('example.eu')?.countryCode, null);
  assert.equal(parseDomainInput('example.com')?.countryCode, null);
  for (const bad of ['', 'localhost', '192.168.0.1', '[::1]', 'co.uk', 'a..b.com', 'under_score!.com', 'user@example.com', 'x'.repeat(64) + '.com', 'http://']) {
    assert.equal(parseDomainInput(bad), null, bad);
  }
});

test('page classes: parked by service host or text, hosting placeholders, empty pages', () => {
  const kind = (html: string) => classifyPage(parsePage(html), 'http://x.test/', html.length);
  assert.equal(kind('<html><body><script src="//www.parkingcrew.net/p.js"></script>hi</body></html>'), 'parked');
  assert.equal(kind('<html><body><h1>The domain x.test is for sale</h1></body></html>'), 'parked');
  assert.equal(kind('<title>Apache2 Ubuntu Default Page: It works</title><body>x</body>'), 'hosting');
  assert.equal(kind('<html><body><p>Account Suspended</p></body></html>'), 'hosting');
  assert.equal(kind('<html><body> </body></html>'), 'empty');
  assert.equal(kind('<html><body><p>A shop that sells handmade furniture from oak and walnut since 1990.</p></body></html>'), 'content');
  // Words only in a script are not visible text.
  assert.equal(kind('<html><body><script>var t = "this domain is for sale";</script><p>A normal page with enough words to be content.</p></body></html>'), 'content');
});

test('contents: VAT by keyword and format, language, policy links', () => {
  const vat = (text: string) => pageVat(parsePage(`<p>${text}</p>`));
  assert.equal(vat('VAT number: DE 123456789'), 'DE123456789');
  assert.equal(vat('N° TVA intracommunautaire : FR 40 123456824'), 'FR40123456824');
  assert.equal(vat('USt-IdNr.: ATU12345678'), 'ATU12345678');
  assert.equal(vat('Order DE123456789 shipped'), null, 'no keyword');
  assert.equal(vat('VAT: XX123456789'), null, 'unknown country');
  assert.deepEqual(pageLanguage(parsePage('<html lang="pt-BR"><body></body></html>')), { code: 'pt', country: 'BR' });
  const links = policyLinks(parsePage('<a href="/legal/datenschutz">Datenschutz</a><a href="/agb">AGB</a><a href="/impressum">Impressum</a>'), 'https://x.de/');
  assert.deepEqual(links, { privacy: 'https://x.de/legal/datenschutz', terms: 'https://x.de/agb', contact: 'https://x.de/impressum' });
});

test('contents: phone numbers of the text carry a trunk prefix where the country has one; a postal code is not a phone', () => {
  const phones = (text: string, country: string | null) => pagePhones(parsePage(`<p>${text}</p>`), country);
  assert.deepEqual(phones('Hauptstr. 5 80331 München', 'DE'), [], 'house number + postal code');
  assert.deepEqual(phones('Musterstraße 1, 10115 Berlin · Tel. 030 1234567', 'DE'), ['+49301234567']);
  assert.deepEqual(phones('Telefon +49 89 123456', 'DE'), ['+4989123456']);
  assert.deepEqual(phones('Call 020 7946 0018 today', 'GB'), ['+442079460018']);
  assert.deepEqual(phones('Call (415) 555-2671', 'US'), ['+14155552671'], 'no 0 trunk prefix: written without one');
  assert.deepEqual(pagePhones(parsePage('<a href="tel:89123456">call</a>'), 'DE'), ['+4989123456'], 'a tel: link needs no prefix');
});

test('policy text rules', () => {
  const ctx = { companyName: 'Acme Ltd', site: 'acme.test' };
  const generic = checkPrivacy('This privacy policy applies to [Company Name]. Our website is 100% secure. We collect your e-mail address.', ctx);
  assert.equal(generic.privacy_policy_is_generic, true);
  assert.equal(generic.privacy_policy_with_unrealistic_promises, true);
  assert.equal(generic.privacy_policy_is_gdpr_compliant, false);
  assert.equal(generic.privacy_policy_specifies_data_collection, true);
  const terms = checkTerms('All sales are final and no refunds are given. A full refund is available within 30 days. These terms apply to this website shop-other.example and to acme.test.', ctx);
  assert.equal(terms.terms_and_conditions_with_contradictions, true);
  assert.equal(terms.terms_and_conditions_with_external_incoherent_references, true);
  assert.equal(terms.terms_and_conditions_document_is_specific, true);
});

test('technologies from our own rules; registrar list matching', () => {
  const page = parsePage('<html><head><meta name="generator" content="Drupal 10"><script src="https://js.stripe.com/v3/"></script></head><body ng-version="17"></body></html>');
  const names = detectTechnologies(page, { server: 'cloudflare', 'set-cookie': ['PHPSESSID=1; path=/'] }).map((t) => t.name);
  assert.deepEqual(names.sort(), ['Angular', 'Cloudflare', 'Drupal', 'PHP', 'Stripe']);
  assert.equal(isSuspiciousRegistrar('NICENIC INTERNATIONAL GROUP CO., LIMITED'), true);
  assert.equal(isSuspiciousRegistrar('Gname.com Pte. Ltd.'), true);
  assert.equal(isSuspiciousRegistrar('MarkMonitor Inc.'), false);
  assert.equal(isSuspiciousRegistrar('Dominet (HK) Limited'), true);
  assert.equal(isSuspiciousRegistrar('Sav.com, LLC'), false, 'removed on review: no published figure');
});

test('every listed registrar carries dated evidence that meets the list\'s own criteria', () => {
  assert.match(SUSPICIOUS_REGISTRARS.date, /^\d{4}-\d{2}-\d{2}$/);
  assert.deepEqual(SUSPICIOUS_REGISTRARS.registrars, SUSPICIOUS_REGISTRARS.entries.map((e) => e.name));
  for (const e of SUSPICIOUS_REGISTRARS.entries) {
    assert.ok(e.evidence.length > 0, e.name);
    assert.ok(e.evidence.some((x) => /\b20(2[3-9]|[3-9]\d)\b/.test(x)), `${e.name}: a measurement from 2023 or later`);
    assert.ok(Number.isInteger(e.ianaId) && e.ianaId > 0, e.name);
  }
  for (const r of SUSPICIOUS_REGISTRARS.removed) assert.ok(!SUSPICIOUS_REGISTRARS.registrars.includes(r.name), r.name);
});
