/**
 * The outbound guard (src/enrich/guard.ts) against real local servers. Counting listeners on 127.0.0.2 and
 * 127.0.0.3 (outside the allow list, which holds only 127.0.0.1, the address of the test sites) prove that no path
 * opens a connection to a refused address: a website, a redirect hop, a DNS name resolving to a refused address
 * (A, IPv4-mapped AAAA, NAT64 AAAA), DNS rebinding (a different answer on the second query), an RDAP redirect,
 * SMTP to MX hosts and webhook deliveries (through the job runner of a composed app). Each refusal has a positive control: the same attempt with the address allowed does connect.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createSecureContext } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { createDnsClient } from '../../src/enrich/dns.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { createFetchGuard, GuardError, type FetchGuard, type FetchGuardOptions } from '../../src/enrich/guard.js';
import { createRdapClient } from '../../src/enrich/rdap.js';
import { createSmtpVerifier } from '../../src/products/email/smtp-verify.js';
import { startCountingListener, type CountingListener } from '../helpers/counting-listener.js';
import { startDnsServer, TEST_DNS_SUFFIXES, type DnsTestServer } from '../helpers/dns-server.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';
import { listenOnLoopback } from '../helpers/ports.js';
import { createTestCa, type TestCa } from '../helpers/tls.js';
import { testApp } from '../helpers/app.js';
import { nextAttempt } from '../helpers/jobs.js';
import { createRunner } from '../../src/jobs/index.js';

let dns: DnsTestServer;
let site: HttpTestServer;
let l2: CountingListener;
let l3: CountingListener;
let ca: TestCa;
let https: HttpsServer;
let httpsPort: number;
const httpsRequests: string[] = [];

const refused = (code: string) => (e: unknown) => e instanceof GuardError && e.code === code;

function guardWith(extra: Partial<FetchGuardOptions> = {}): FetchGuard {
  return createFetchGuard({
    // Every name is answered: a DNS timeout a loaded machine cannot reach (the server runs in this process).
    dns: createDnsClient({ servers: [dns.address], timeoutMs: 2500, allowSuffixes: TEST_DNS_SUFFIXES }),
    dnsAllowSuffixes: TEST_DNS_SUFFIXES,
    allow: ['127.0.0.1/32'],
    ca: ca.ca,
    timeoutMs: 3000,
    ...extra,
  });
}

before(async () => {
  l2 = await startCountingListener('127.0.0.2');
  l3 = await startCountingListener('127.0.0.3');
  site = await serveHttp((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const redirect = (to: string, status = 302) => {
      res.writeHead(status, { location: to });
      res.end();
    };
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>hello</body></html>');
    } else if (path === '/to-refused-ip') redirect(`http://127.0.0.3:${l3.port}/`);
    else if (path === '/to-refused-name') redirect(`http://internal.test:${l2.port}/`, 301);
    else if (path === '/to-mapped') redirect(`http://[::ffff:127.0.0.2]:${l2.port}/`, 307);
    else if (path === '/to-file') redirect('file:///etc/passwd');
    else if (path === '/loop') redirect('/loop');
    else if (path === '/hop1') redirect('/hop2');
    else if (path === '/hop2') redirect(`http://site.test:${site.port}/`, 308);
    else if (path === '/rebind') redirect(`http://rebind.test:${site.port}/again`);
    else if (path === '/rdap/domain/evil.test') redirect(`http://127.0.0.3:${l3.port}/rdap/domain/evil.test`);
    else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(300_000));
    } else if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(gzipSync('y'.repeat(50_000)));
    } else if (path === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(5_000_000)));
    } else if (path === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  dns = await startDnsServer(
    {
      'site.test': { A: ['127.0.0.1'] },
      'internal.test': { A: ['127.0.0.2'] },
      'mixed.test': { A: ['127.0.0.2', '127.0.0.1'] },
      'mapped.test': { AAAA: ['::ffff:127.0.0.2'] },
      'nat64.test': { AAAA: ['64:ff9b::7f00:2'] },
      'metadata.test': { A: ['169.254.169.254'] },
      'secure.test': { A: ['127.0.0.1'] },
      'expired.test': { A: ['127.0.0.1'] },
      'wrong.test': { A: ['127.0.0.1'] },
      'evil.test': { MX: [{ exchange: 'mx.evil.test', priority: 10 }] },
      'mx.evil.test': { A: ['127.0.0.2'] },
      'mapped-mx.test': { MX: [{ exchange: 'mx.mapped-mx.test', priority: 10 }] },
      'mx.mapped-mx.test': { AAAA: ['::ffff:127.0.0.2'] },
      'rebind.test': {},
      'mx.rebind.test': {},
    },
    {
      // DNS rebinding: the first answer is the allowed address, every later one the refused 127.0.0.2.
      dynamic: (name, type, seen) =>
        (name === 'rebind.test' || name === 'mx.rebind.test') && type === 'A' ? { A: [seen === 0 ? '127.0.0.1' : '127.0.0.2'] } : undefined,
    },
  );
  ca = await createTestCa();
  const [good, expired] = await Promise.all([ca.issue(['secure.test']), ca.issue(['expired.test'], { expired: true })]);
  const contexts = { 'expired.test': createSecureContext(expired) };
  https = createHttpsServer(
    { ...good, SNICallback: (name, cb) => cb(null, contexts[name as keyof typeof contexts] ?? createSecureContext(good)) },
    (req, res) => {
      httpsRequests.push(`${req.headers.host}${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('secure hello');
    },
  );
  httpsPort = await listenOnLoopback(https);
});

after(async () => {
  https?.closeAllConnections();
  await Promise.all([dns?.close(), site?.close(), l2?.close(), l3?.close(), new Promise((r) => https?.close(r))]);
  ca?.remove();
});

describe('outbound guard: no connection to a refused address, through every path', () => {
  test('website: a name resolving to a refused address, in every form, is never connected to', async () => {
    const g = guardWith();
    for (const url of [
      `http://internal.test:${l2.port}/`,
      `http://127.0.0.2:${l2.port}/`,
      `http://[::ffff:127.0.0.2]:${l2.port}/`,
      `http://mapped.test:${l2.port}/`,
      `http://nat64.test:${l2.port}/`,
      `https://internal.test:${l2.port}/`,
      'http://metadata.test/latest/meta-data/',
    ]) {
      await assert.rejects(g.fetch(url), refused('refused_address'), url);
    }
    assert.equal(l2.connections, 0);
    // A name with a refused and an allowed address: only the allowed one is used.
    const mixed = await g.fetch(`http://mixed.test:${site.port}/`);
    assert.equal(mixed.address, '127.0.0.1');
    assert.equal(l2.connections, 0);
    // Positive control: with 127.0.0.2 allowed, the same fetch reaches the listener.
    const open = guardWith({ allow: ['127.0.0.1/32', '127.0.0.2/32'] });
    assert.equal((await open.fetch(`http://internal.test:${l2.port}/`)).status, 204);
    assert.equal(l2.connections, 1);
  });

  test('redirect hops are checked again: to a refused IP, a refused name, a mapped address, another scheme', async () => {
    const g = guardWith();
    const before3 = l3.connections;
    const before2 = l2.connections;
    await assert.rejects(g.fetch(`http://site.test:${site.port}/to-refused-ip`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'refused_address');
      assert.equal(e.redirects.length, 1);
      assert.equal(e.redirects[0]!.location, `http://127.0.0.3:${l3.port}/`);
      return true;
    });
    await assert.rejects(g.fetch(`http://site.test:${site.port}/to-refused-name`), refused('refused_address'));
    await assert.rejects(g.fetch(`http://site.test:${site.port}/to-mapped`), refused('refused_address'));
    await assert.rejects(g.fetch(`http://site.test:${site.port}/to-file`), refused('bad_url'));
    assert.equal(l3.connections, before3);
    assert.equal(l2.connections, before2);
    // Allowed hops are followed and reported.
    const ok = await g.fetch(`http://site.test:${site.port}/hop1`);
    assert.equal(ok.status, 200);
    assert.equal(ok.url, `http://site.test:${site.port}/`);
    assert.deepEqual(ok.redirects.map((r) => r.status), [302, 308]);
    // Positive control: the redirect to 127.0.0.3 is followed when it is allowed.
    const open = guardWith({ allow: ['127.0.0.1/32', '127.0.0.3/32'] });
    assert.equal((await open.fetch(`http://site.test:${site.port}/to-refused-ip`)).status, 204);
    assert.equal(l3.connections, before3 + 1);
  });

  test('DNS rebinding: the checked address is the one connected to; a second resolution is checked again', async () => {
    const g = guardWith();
    const before2 = l2.connections;
    // First hop: rebind.test answers 127.0.0.1 (allowed) and is fetched there; its redirect to the same name
    // resolves again, now to 127.0.0.2, which is refused.
    await assert.rejects(g.fetch(`http://rebind.test:${site.port}/rebind`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'refused_address');
      assert.equal(e.redirects.length, 1);
      return true;
    });
    assert.equal(l2.connections, before2);
    assert.ok(site.requests.includes('/rebind'));
    assert.ok(!site.requests.includes('/again'));
    const aQueries = dns.queries.filter((q) => q.name === 'rebind.test' && q.type === 'A').length;
    assert.equal(aQueries, 2, 'one resolution per hop, no resolution at connect time');
  });

  test('MX: an SMTP session never opens to an MX host on a refused address (A, mapped AAAA, rebinding)', async () => {
    const verifier = (g: FetchGuard) =>
      createSmtpVerifier(g, new MemoryCache(), { port: l2.port, helo: 'probe.test', from: 'probe@probe.test', replyTimeoutMs: 1000 });
    const ctrl = new AbortController();
    const before2 = l2.connections;
    const v = await verifier(guardWith()).verify('alice@evil.test', 'evil.test', ['mx.evil.test'], ctrl.signal);
    assert.equal(v.state, 'unroutable');
    const m = await verifier(guardWith()).verify('alice@mapped-mx.test', 'mapped-mx.test', ['mx.mapped-mx.test'], ctrl.signal);
    assert.equal(m.state, 'unroutable');
    assert.equal(l2.connections, before2);
    // Rebinding an MX host: the session uses the address the guard checked (127.0.0.1, where nothing listens on
    // this port), never the 127.0.0.2 a second query would give.
    const r = await verifier(guardWith()).verify('alice@rebind.test', 'rebind.test', ['mx.rebind.test'], ctrl.signal);
    assert.equal(r.state, 'refused');
    assert.equal(l2.connections, before2);
    // Positive control: allowed, the session reaches the listener.
    await verifier(guardWith({ allow: ['127.0.0.2/32'] })).verify('alice@evil.test', 'evil.test', ['mx.evil.test'], ctrl.signal);
    assert.equal(l2.connections, before2 + 1);
  });

  test('RDAP: a redirect from the RDAP server to a refused address is not followed', async () => {
    const before3 = l3.connections;
    const rdap = createRdapClient({ services: [] }, `${site.url}/rdap/`, guardWith());
    await assert.rejects(rdap.domain('evil.test'), refused('refused_address'));
    assert.equal(l3.connections, before3);
    // Without an allow entry even the configured RDAP server itself is refused.
    const closed = createRdapClient({ services: [] }, `${site.url}/rdap/`, guardWith({ allow: [] }));
    await assert.rejects(closed.domain('evil.test'), refused('refused_address'));
    assert.equal(l3.connections, before3);
  });
});

describe('outbound guard: webhook deliveries', () => {
  /** An app whose webhook deliveries go through the guard built from its configuration, and a runner. */
  async function hooksApp(allow: string) {
    const t = await testApp('sqlite', { IDRISK_NETWORK: 'on', ...dns.env, IDRISK_FETCH_ALLOW: allow }, { engines: {} });
    const runner = createRunner(t.services, { pollMs: 20 });
    runner.start();
    /** Record an event for an account whose webhook URL is `url`, run its delivery job once, return the attempt. */
    const deliver = async (url: string) => {
      const { account } = await t.account({ webhookUrl: url });
      await t.services.webhooks.newSecret(account.id);
      const db = t.services.store.db;
      const eventId = (await t.services.webhooks.record(db, account.id, 'domain_intelligence.completed', { probe: url }))!;
      const attempt = nextAttempt(runner, (e) => e.job.name === 'webhook.deliver');
      await t.services.jobs.enqueue('webhook.deliver', { event_id: eventId });
      t.services.jobs.wake();
      const e = await attempt;
      const [row] = await db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', eventId).execute();
      return { outcome: e.outcome, row: row! };
    };
    return { deliver, close: async () => { await runner.stop(); await t.close(); } };
  }

  test('a webhook URL on a refused address (by name, IP, IPv4-mapped) is never connected to; the attempt is recorded', async () => {
    const app = await hooksApp('127.0.0.1/32');
    try {
      const before2 = l2.connections;
      const before3 = l3.connections;
      for (const url of [`http://internal.test:${l2.port}/hook`, `http://127.0.0.3:${l3.port}/hook`, `http://[::ffff:127.0.0.2]:${l2.port}/hook`, `http://nat64.test:${l2.port}/hook`]) {
        const { outcome, row } = await app.deliver(url);
        assert.equal(outcome, 'failed', `${url}: a refused address is a permanent failure, not retried for 24 h`);
        assert.equal(row.status_code, null, url);
        assert.match(row.error ?? '', /^refused_address: /, url);
        assert.equal(row.next_attempt_at, null, 'no retry is scheduled');
      }
      // A redirect from an allowed endpoint is not followed (and is a failed attempt).
      const redirected = await app.deliver(`http://site.test:${site.port}/to-refused-ip`);
      assert.deepEqual([redirected.outcome, redirected.row.status_code, redirected.row.error], ['retry', 302, 'answered 302']);
      assert.equal(l2.connections, before2);
      assert.equal(l3.connections, before3);
    } finally {
      await app.close();
    }
    // Positive control: with 127.0.0.2 allowed the same delivery reaches the listener (its 204 is a delivery).
    const open = await hooksApp('127.0.0.1/32,127.0.0.2/32');
    try {
      const before2 = l2.connections;
      const { outcome, row } = await open.deliver(`http://internal.test:${l2.port}/hook`);
      assert.deepEqual([outcome, row.status_code, row.error], ['succeeded', 204, null]);
      assert.equal(l2.connections, before2 + 1);
    } finally {
      await open.close();
    }
  });
});

describe('outbound guard: HTTPS verification', () => {
  test('a certificate from the trusted CA for the host verifies; its facts are reported', async () => {
    const res = await guardWith().fetch(`https://secure.test:${httpsPort}/`);
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'secure hello');
    assert.equal(res.tls?.authorized, true);
    assert.equal(res.tls?.issuerOrganization, 'Idrisk Test CA');
    assert.equal(res.tls?.subjectCommonName, 'secure.test');
    assert.match(res.tls?.validTo ?? '', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('expired, wrong-name and untrusted certificates fail before any HTTP is sent', async () => {
    const n = httpsRequests.length;
    await assert.rejects(guardWith().fetch(`https://expired.test:${httpsPort}/`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'tls_invalid');
      assert.equal(e.tls?.error, 'CERT_HAS_EXPIRED');
      assert.equal(e.tls?.issuerOrganization, 'Idrisk Test CA');
      assert.ok((e.tls?.validTo ?? '') <= (e.tls?.validFrom ?? ''));
      return true;
    });
    await assert.rejects(guardWith().fetch(`https://wrong.test:${httpsPort}/`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'tls_invalid');
      assert.equal(e.tls?.error, 'ERR_TLS_CERT_ALTNAME_INVALID');
      return true;
    });
    // Node's own store (no `ca`) does not know the test CA.
    await assert.rejects(guardWith({ ca: undefined }).fetch(`https://secure.test:${httpsPort}/`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'tls_invalid');
      assert.match(e.tls?.error ?? '', /UNABLE_TO_GET_ISSUER_CERT|SELF_SIGNED|UNABLE_TO_VERIFY/);
      return true;
    });
    assert.equal(httpsRequests.length, n, 'no request reached the server over an unverified connection');
  });
});

describe('outbound guard: caps', () => {
  test('redirects, bytes (decoded too) and time are capped', async () => {
    const g = guardWith();
    await assert.rejects(g.fetch(`http://site.test:${site.port}/loop`), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'redirect_limit');
      assert.equal(e.redirects.length, 5);
      return true;
    });
    await assert.rejects(g.fetch(`http://site.test:${site.port}/big`, { maxBytes: 100_000 }), refused('too_large'));
    const cut = await g.fetch(`http://site.test:${site.port}/big`, { maxBytes: 100_000, truncate: true });
    assert.equal(cut.truncated, true);
    assert.equal(cut.body.length, 100_000);
    const gz = await g.fetch(`http://site.test:${site.port}/gzip`);
    assert.equal(gz.body.length, 50_000);
    await assert.rejects(g.fetch(`http://site.test:${site.port}/bomb`, { maxBytes: 1_000_000 }), refused('too_large'));
    const noFollow = await g.fetch(`http://site.test:${site.port}/hop1`, { maxRedirects: 0 });
    assert.equal(noFollow.status, 302);
    const started = performance.now();
    await assert.rejects(g.fetch(`http://site.test:${site.port}/slow`, { timeoutMs: 300 }), (e: unknown) => {
      assert.ok(e instanceof GuardError && e.code === 'timeout' && e.reason === 'timeout');
      return true;
    });
    assert.ok(performance.now() - started < 2000);
    const ctrl = new AbortController();
    const p = g.fetch(`http://site.test:${site.port}/slow`, { signal: ctrl.signal });
    setImmediate(() => ctrl.abort());
    await assert.rejects(p, refused('timeout'));
  });
});
