/**
 * Internal DNS names are not resolved for callers (issue 25, finding 6; src/enrich/internal-names.ts): an email
 * domain, a domain to score or a webhook URL under a suffix that is not a public ICANN one (.internal, .local, .corp
 * ...) never reaches the resolver, even when the resolver holds records for it. The lab DNS server here answers for
 * `corp.internal`, so a query that slipped through would be answered (and recorded); the service is configured as
 * operators do, without IDRISK_DNS_ALLOW_SUFFIXES, and then with `internal` exempted.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';
import { startHttpServer, type HttpTestServer } from '../helpers/http-server.js';
import { testApp, uniqueId, type TestApp } from '../helpers/app.js';

let dns: DnsTestServer;
let http: HttpTestServer;

before(async () => {
  dns = await startDnsServer({
    'corp.internal': { MX: [{ exchange: 'mx.corp.internal', priority: 10 }], A: ['127.0.0.1'], TXT: ['v=spf1 -all'] },
    'www.corp.internal': { A: ['127.0.0.1'] },
    'mx.corp.internal': { A: ['127.0.0.1'] },
    'hooks.corp.internal': { A: ['127.0.0.1'] },
    'example.com': { MX: [{ exchange: 'mx.example.com', priority: 10 }] },
  });
  http = await startHttpServer({});
});
after(async () => {
  await Promise.all([dns?.close(), http?.close()]);
});

const internalQueries = () => dns.queries.filter((q) => q.name.endsWith('internal'));

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    IDRISK_NETWORK: 'on',
    IDRISK_DNS_SERVERS: dns.address,
    IDRISK_DNS_TIMEOUT_MS: '2500',
    IDRISK_SMTP: 'off',
    IDRISK_FETCH_ALLOW: '127.0.0.1/32',
    IDRISK_RDAP_URL: `${http.url}/`,
    IDRISK_GRAVATAR_URL: http.url,
    ...extra,
  };
}

describe('internal DNS names are not resolved for callers', () => {
  let t: TestApp;
  let live: string;
  before(async () => {
    t = await testApp('sqlite', env());
    ({ live } = await t.account({ credits: 1000 }));
  });
  after(() => t?.close());

  test('an email at a .internal domain: MX facts null, no query sent; a public domain is still asked', async () => {
    const r = await t.app.inject({
      method: 'POST', url: '/1.0/email', headers: { 'x-api-key': live },
      payload: { customer_id: uniqueId(), claims: ['email'], email: 'anna@corp.internal', timeout: 5 },
    });
    assert.equal(r.statusCode, 200, r.body);
    const b = r.json();
    const p = b.email ?? b;
    assert.equal(p.domain_mx_is_valid, null, 'the MX fact is absent, not "no MX"');
    assert.equal(internalQueries().length, 0, JSON.stringify(internalQueries()));
    const ok = await t.app.inject({
      method: 'POST', url: '/1.0/email', headers: { 'x-api-key': live },
      payload: { customer_id: uniqueId(), claims: ['email'], email: 'anna@example.com', timeout: 5 },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(dns.queries.some((q) => q.name === 'example.com' && q.type === 'MX'), 'public names are looked up');
  });

  test('a domain under .internal: scored without a lookup (DNS facts null; the website refused as for a private address)', async () => {
    const r = await t.app.inject({
      method: 'POST', url: '/1.0/domain', headers: { 'x-api-key': live },
      payload: { customer_id: uniqueId(), claims: ['domain'], domain: { value: 'intranet.corp.internal' }, timeout: 5 },
    });
    assert.equal(r.statusCode, 200, r.body);
    const b = r.json();
    const p = b.domain ?? b;
    assert.equal(p.dns_mx_records, null);
    assert.equal(p.dns_records_count, null, 'the DNS facts are absent, not "not in DNS"');
    // The outbound guard refuses the host before resolving it, as it refuses a name that resolves to a private
    // address: the website check reports an error (never a connection).
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_ERROR');
    assert.equal(internalQueries().length, 0, JSON.stringify(internalQueries()));
  });

  test('a webhook URL on a .internal host is refused when set, without a query', async () => {
    const refused = await t.services.webhooks.checkUrl('https://hooks.corp.internal/idrisk');
    assert.match(refused ?? '', /internal name/);
    assert.equal(internalQueries().length, 0);
  });
});

describe('IDRISK_DNS_ALLOW_SUFFIXES exempts a suffix', () => {
  test('with `internal` exempted the same email domain is looked up', async () => {
    const t = await testApp('sqlite', env({ IDRISK_DNS_ALLOW_SUFFIXES: 'internal' }));
    try {
      const { live } = await t.account({ credits: 1000 });
      const before = internalQueries().length;
      const r = await t.app.inject({
        method: 'POST', url: '/1.0/email', headers: { 'x-api-key': live },
        payload: { customer_id: uniqueId(), claims: ['email'], email: 'anna@corp.internal', timeout: 5 },
      });
      assert.equal(r.statusCode, 200, r.body);
      assert.equal((r.json().email ?? r.json()).domain_mx_is_valid, true);
      assert.ok(internalQueries().length > before);
    } finally {
      await t.close();
    }
  });

  test('a bad suffix is a configuration error', async () => {
    await assert.rejects(testApp('sqlite', env({ IDRISK_DNS_ALLOW_SUFFIXES: 'corp,bad suffix!' })), /IDRISK_DNS_ALLOW_SUFFIXES: "bad suffix!"/);
  });
});
