import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startDnsServer, type DnsTestServer } from '../../test/helpers/dns-server.js';
import { createDnsClient } from './dns.js';
import { ProviderFailure } from './outcome.js';

let server: DnsTestServer;
before(async () => {
  server = await startDnsServer(
    {
      'example.com': { MX: [{ exchange: 'mx2.example.com', priority: 20 }, { exchange: 'mx1.example.com', priority: 10 }], TXT: ['v=spf1 -all'], A: ['192.0.2.10'] },
      'v6.example.com': { AAAA: ['2001:db8::1'] },
      '1.2.0.192.in-addr.arpa': { PTR: ['host.example.com'] },
    },
    { silent: ['slow.example.com'] },
  );
});
after(() => server.close());

// Answered queries get a timeout a loaded machine cannot reach (the server is in this process, so a stalled event
// loop delays its answer too); only the query that must time out has a short one.
const client = (timeoutMs = 5000) => createDnsClient({ servers: [`127.0.0.1:${server.port}`], timeoutMs });

test('records come back from the configured server; MX sorted by priority', async () => {
  const c = client();
  assert.deepEqual((await c.mx('example.com')).map((m) => m.exchange), ['mx1.example.com', 'mx2.example.com']);
  assert.deepEqual(await c.txt('example.com'), ['v=spf1 -all']);
  assert.deepEqual(await c.a('example.com'), ['192.0.2.10']);
  assert.deepEqual(await c.aaaa('v6.example.com'), ['2001:db8::1']);
  assert.deepEqual(await c.reverse('192.0.2.1'), ['host.example.com']);
  assert.ok(server.queries.some((q) => q.name === 'example.com' && q.type === 'MX'));
});

test('NXDOMAIN and NODATA are empty answers, not failures', async () => {
  const c = client();
  assert.deepEqual(await c.mx('nothing.example.org'), []);
  assert.deepEqual(await c.mx('v6.example.com'), []);
});

test('a server that never answers is a timeout; an abort cancels the query', async () => {
  const c = client(300);
  await assert.rejects(c.a('slow.example.com'), (e: unknown) => e instanceof ProviderFailure && e.reason === 'timeout');
  const ctrl = new AbortController();
  const started = performance.now();
  const p = createDnsClient({ servers: [`127.0.0.1:${server.port}`], timeoutMs: 5000 }).a('slow.example.com', ctrl.signal);
  setImmediate(() => ctrl.abort());
  await assert.rejects(p, (e: unknown) => e instanceof ProviderFailure && e.reason === 'timeout');
  // Without the abort the query would run to its 5 s timeout; 2.5 s leaves a loaded machine room.
  assert.ok(performance.now() - started < 2500);
  await assert.rejects(c.reverse('not-an-ip'), (e: unknown) => e instanceof ProviderFailure && e.reason === 'bad_input');
});

test('internal names are refused without a query (bad_input, not an empty answer); exempted suffixes are asked', async () => {
  const c = client();
  const before = server.queries.length;
  for (const name of ['db.internal', 'mail.corp.internal', 'printer.local', 'wiki.corp', 'nas.lan', 'x.test', 'host', 'router.home.arpa']) {
    for (const lookup of [c.mx, c.txt, c.a, c.aaaa, c.ns]) {
      await assert.rejects(lookup(name), (e: unknown) => e instanceof ProviderFailure && e.reason === 'bad_input' && /internal name/.test(e.message), name);
    }
  }
  assert.equal(server.queries.length, before, 'no query reached the server');
  const exempt = createDnsClient({ servers: [`127.0.0.1:${server.port}`], timeoutMs: 5000, allowSuffixes: ['internal'] });
  assert.deepEqual(await exempt.mx('db.internal'), []);
  assert.ok(server.queries.some((q) => q.name === 'db.internal' && q.type === 'MX'));
});

test('operator-configured hosts under an internal name are a configuration error unless exempted', async () => {
  const { loadConfig } = await import('../config/index.js');
  assert.throws(() => loadConfig({ IDRISK_RDAP_URL: 'https://rdap.mirror.internal/', IDRISK_DNSBL_ZONES: 'bl.corp' }), (e: Error) =>
    /IDRISK_RDAP_URL: "rdap\.mirror\.internal" is an internal name/.test(e.message) && /IDRISK_DNSBL_ZONES: "bl\.corp"/.test(e.message));
  assert.doesNotThrow(() => loadConfig({ IDRISK_RDAP_URL: 'https://rdap.mirror.internal/', IDRISK_DNSBL_ZONES: 'bl.corp', IDRISK_DNS_ALLOW_SUFFIXES: 'internal,corp' }));
  assert.doesNotThrow(() => loadConfig({ IDRISK_RDAP_URL: 'http://127.0.0.1:9000/', IDRISK_DNSBL_ZONES: 'zen.spamhaus.org' }));
  assert.doesNotThrow(() => loadConfig({ IDRISK_NETWORK: 'off', IDRISK_DNSBL_ZONES: 'zen.test' }), 'nothing is looked up with the network off');
});
