/**
 * The email engine against local servers that play the internet: a DNS server (test/helpers/dns-server.ts), SMTP
 * servers on loopback addresses sharing one port (normal mailboxes, catch-all, greylisting, a Microsoft-style tenant
 * accepting every RCPT, a server that never answers, a closed port) and an HTTP server for RDAP and Gravatar.
 * Real SQLite file, real identity graph. Nothing leaves 127.0.0.0/8. The imported datasets and the identity graph are
 * read on SQLite and PostgreSQL (network off: only the store is under test there).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { createEmailEngine } from '../../src/products/email/engine.js';
import { gravatarHash } from '../../src/products/email/gravatar.js';
import { classifyLists } from '../../src/products/email/lists.js';
import { loadEmailReference, mxNetworksOf } from '../../src/reference/email/index.js';
import type { EngineContext, ProductEngine } from '../../src/products/types.js';
import { EmailPayload } from '../../src/contract/payloads/email.js';
import { breachesDataset } from '../../src/reference/datasets/breaches.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { presenceDataset } from '../../src/reference/datasets/presence.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import { testAjv } from '../helpers/ajv.js';
import { DB_KINDS } from '../helpers/app.js';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';
import { startHttpServer, type HttpTestServer } from '../helpers/http-server.js';
import { startSilentServer, startSmtpServer, type SilentServer, type SmtpTestServer } from '../helpers/smtp-server.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const validate = testAjv().compile(EmailPayload);
const schemaErrors = (p: unknown) => (validate(p) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
const silentLog = { info() {}, warn() {}, error() {}, debug() {} };
const NOW = new Date('2026-11-23T12:00:00Z');
const MS_TENANT_MX = 'tenant-com.mail.protection.outlook.com';

let dir: string;
let store: Store;
let dns: DnsTestServer;
let smtp: SmtpTestServer;
let silent: SilentServer;
let http: HttpTestServer;
let baseEnv: Record<string, string>;

const rdapDomain = (registered: string, registrar: string, registrant?: string) => ({
  body: {
    objectClassName: 'domain',
    events: [{ eventAction: 'registration', eventDate: registered }, { eventAction: 'expiration', eventDate: '2030-01-01T00:00:00Z' }],
    entities: [
      { roles: ['registrar'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', registrar]]] },
      ...(registrant ? [{ roles: ['registrant'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['org', {}, 'text', registrant]]] }] : []),
    ],
  },
});

async function engineWith(extra: Record<string, string> = {}): Promise<ProductEngine<'email', EmailPayload>> {
  const config = loadConfig({ ...baseEnv, ...extra });
  const graph = new IdentityGraph(store.db, 'email-test-secret-0123456789');
  return createEmailEngine({ config, db: store.db, graph, cache: new MemoryCache(), logger: silentLog, reference: BUNDLED });
}

const ctx = (ms = 4000, given: EngineContext['given'] = {}): EngineContext => ({ deadline: new Deadline(ms), now: NOW, accountId: 'acct_test', given });

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'idrisk-email-'));
  const file = join(dir, 'db.sqlite');
  store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
  await migrateToLatest(store.db);

  smtp = await startSmtpServer({
    domains: {
      'normal.com': { mailboxes: ['alice@normal.com', 'info@normal.com'], quota: ['full@normal.com'] },
      'catchall.com': { catchAll: true },
      'grey.com': { greylist: true },
      'tenant.com': { catchAll: true },
    },
  });
  silent = await startSilentServer('127.0.0.2', smtp.port);
  dns = await startDnsServer({
    'normal.com': { MX: [{ exchange: 'mx.normal.com', priority: 10 }], TXT: ['v=spf1 mx -all'] },
    '_dmarc.normal.com': { TXT: ['v=DMARC1; p=reject'] },
    'mx.normal.com': { A: ['127.0.0.1'] },
    'catchall.com': { MX: [{ exchange: 'mx.catchall.com', priority: 10 }] },
    'mx.catchall.com': { A: ['127.0.0.1'] },
    'grey.com': { MX: [{ exchange: 'mx.grey.com', priority: 10 }] },
    'mx.grey.com': { A: ['127.0.0.1'] },
    'tenant.com': { MX: [{ exchange: MS_TENANT_MX, priority: 0 }] },
    [MS_TENANT_MX]: { A: ['127.0.0.1'] },
    'silent.com': { MX: [{ exchange: 'mx.silent.com', priority: 10 }] },
    'mx.silent.com': { A: ['127.0.0.2'] },
    'closed.com': { MX: [{ exchange: 'mx.closed.com', priority: 10 }] },
    'mx.closed.com': { A: ['127.0.0.3'] },
    'nomx.com': { TXT: ['v=spf1 -all'] },
    'nullmx.com': { MX: [{ exchange: '.', priority: 0 }] },
    'private.com': { MX: [{ exchange: 'mx.private.com', priority: 10 }] },
    // A fresh domain of a throwaway service: on no list, its MX is the service's own mail server.
    'fresh-throwaway.com': { MX: [{ exchange: 'mx.mailinator.com', priority: 10 }] },
    'mx.mailinator.com': { A: ['127.0.0.9'] },
    'uses-zoho.com': { MX: [{ exchange: 'mx.zoho.com', priority: 10 }] },
    'mx.zoho.com': { A: ['127.0.0.9'] },
    'mx.private.com': { A: ['127.0.0.9'] },
    // Issue 32: a fresh domain of a rotating service whose MX is a temp-mail service's host (mx-fingerprints.json;
    // tempmail.run is on no bundled list); a new domain that receives mail but has no website; one that has a website.
    'fresh-rotating.com': { MX: [{ exchange: 'mx1.tempmail.run', priority: 10 }] },
    'mx1.tempmail.run': { A: ['127.0.0.9'] },
    'newmailonly.com': { MX: [{ exchange: 'mx.newmailonly.com', priority: 10 }] },
    'mx.newmailonly.com': { A: ['127.0.0.9'] },
    'newshop.com': { MX: [{ exchange: 'mx.newshop.com', priority: 10 }] },
    'mx.newshop.com': { A: ['127.0.0.9'] },
    'www.newshop.com': { A: ['127.0.0.9'] },
    // MX network fingerprints: a host of no known name on a temp-mail service's network; a Google host on it too.
    'netfp-fresh.com': { MX: [{ exchange: 'mx.netfp-fresh.com', priority: 10 }] },
    'mx.netfp-fresh.com': { A: ['127.0.0.77'] },
    'netfp-google.com': { MX: [{ exchange: 'aspmx.l.google.com', priority: 10 }] },
    'aspmx.l.google.com': { A: ['127.0.0.77'] },
    // An allow-listed provider that RDAP (here) calls new and that has no website: never RE019.
    'fastmail.com': { MX: [{ exchange: 'in1-smtp.messagingengine.com', priority: 10 }] },
    'in1-smtp.messagingengine.com': { A: ['127.0.0.9'] },
  });
  http = await startHttpServer({
    '/domain/normal.com': rdapDomain('2001-03-04T00:00:00Z', 'Example Registrar, Inc.', 'Normal Corp'),
    '/domain/catchall.com': rdapDomain('2026-11-13T00:00:00Z', 'Cheap Names Ltd', 'REDACTED FOR PRIVACY'),
    '/domain/newmailonly.com': rdapDomain('2026-11-20T00:00:00Z', 'Cheap Names Ltd'),
    '/domain/newshop.com': rdapDomain('2026-11-20T00:00:00Z', 'Cheap Names Ltd'),
    '/domain/fresh-rotating.com': rdapDomain('2026-11-21T00:00:00Z', 'Cheap Names Ltd'),
    '/domain/fastmail.com': rdapDomain('2026-11-20T00:00:00Z', 'Cheap Names Ltd'),
    [`/${gravatarHash('alice@normal.com')}.json`]: {
      body: { entry: [{ preferredUsername: 'alice', thumbnailUrl: 'https://gravatar.example/alice.png', name: { givenName: 'Alice', familyName: 'Martin' }, currentLocation: 'Lyon, France' }] },
    },
  });
  baseEnv = {
    DATABASE_URL: `sqlite:${file}`,
    IDRISK_DATA_DIR: dir,
    IDRISK_DNS_SERVERS: `127.0.0.1:${dns.port}`,
    // Every name here is answered: a timeout a loaded machine cannot reach (the DNS server runs in this process, so a
    // stalled event loop delays its answers too). A 500 ms one fired before the MX answer under load.
    IDRISK_DNS_TIMEOUT_MS: '2500',
    IDRISK_SMTP_PORT: String(smtp.port),
    IDRISK_SMTP_HELO: 'verifier.idrisk.test',
    IDRISK_SMTP_FROM: 'probe@idrisk.test',
    IDRISK_SMTP_TIMEOUT_MS: '5000',
    // The loopback addresses of the MX hosts, RDAP and Gravatar; 127.0.0.9 (mx.private.com) stays refused.
    IDRISK_FETCH_ALLOW: '127.0.0.1/32,127.0.0.2/32,127.0.0.3/32',
    IDRISK_RDAP_URL: `${http.url}/`,
    IDRISK_GRAVATAR_URL: http.url,
  };
});

after(async () => {
  await Promise.all([smtp?.close(), silent?.close(), dns?.close(), http?.close()]);
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('email verification against local servers', () => {
  let engine: ProductEngine<'email', EmailPayload>;
  before(async () => {
    engine = await engineWith();
  });

  test('a real mailbox is deliverable, over STARTTLS, with HELO and MAIL FROM from config and never DATA', async () => {
    const started = performance.now();
    const out = await engine.analyze({ email: 'alice@normal.com' }, ctx(4000, { first_name: 'Alice' }));
    const ms = performance.now() - started;
    const p = out.payload;
    assert.equal(p.status, 'deliverable');
    assert.equal(p.sub_status, 'valid_');
    assert.equal(p.domain_mx_is_valid, true);
    assert.equal(p.domain_mx_provider, 'normal.com');
    assert.equal(p.domain_registrar, 'Example Registrar, Inc.');
    assert.equal(p.domain_registered_to, 'Normal Corp');
    assert.equal(p.domain_age, Math.floor((NOW.getTime() - Date.parse('2001-03-04')) / 86_400_000));
    assert.equal(p.has_gravatar, true);
    assert.equal(p.gravatar_username, 'alice');
    assert.equal(p.gravatar_city, 'Lyon');
    assert.equal(p.first_name, 'Alice');
    assert.equal(p.contains_first_name, true);
    const codes = (p.reason_codes ?? '').split(',');
    for (const c of ['TE001', 'TE004', 'TE005', 'TE006', 'TE007']) assert.ok(codes.includes(c), `${c} in ${p.reason_codes}`);
    assert.ok(smtp.tlsSessions >= 1, 'STARTTLS was used');
    assert.ok(smtp.helo.includes('verifier.idrisk.test'));
    assert.ok(smtp.mailFrom.includes('probe@idrisk.test'));
    assert.ok(smtp.rcpts.includes('alice@normal.com'));
    assert.ok(smtp.rcpts.some((r) => r.startsWith('idrisk-') && r.endsWith('@normal.com')), 'a random address was probed');
    assert.equal(smtp.dataAttempts, 0);
    assert.deepEqual(out.touchpoints, [{ kind: 'email', value: 'alice@normal.com' }]);
    assert.deepEqual(schemaErrors(p), [], 'payload matches the contract schema');
    assert.equal(Object.keys(p).length, Object.keys(EmailPayload.properties).length, 'every field of the schema is present');
    assert.ok(out.providers.some((x) => x.provider === 'email.smtp' && x.ok));
    console.log(`# one full verification against local servers (DNS, SMTP+STARTTLS, RDAP, Gravatar): ${ms.toFixed(1)} ms`);
  });

  test('an unknown mailbox is invalid_mailbox_not_found; a full one quota exceeded', async () => {
    const gone = await engine.analyze({ email: 'bob@normal.com' }, ctx());
    assert.equal(gone.payload.status, 'invalid');
    assert.equal(gone.payload.sub_status, 'invalid_mailbox_not_found');
    assert.ok(gone.payload.reason_codes?.includes('RE003'));
    const full = await engine.analyze({ email: 'full@normal.com' }, ctx());
    assert.equal(full.payload.status, 'invalid');
    assert.equal(full.payload.sub_status, 'invalid_mailbox_quota_exceeded');
  });

  test('a role mailbox is valid_role', async () => {
    const out = await engine.analyze({ email: 'info@normal.com' }, ctx());
    assert.equal(out.payload.sub_status, 'valid_role');
    assert.equal(out.payload.is_role, true);
    assert.ok(out.payload.reason_codes?.includes('RE007'));
  });

  test('a catch-all domain is accept_all, and the domain verdict is cached', async () => {
    const out = await engine.analyze({ email: 'someone@catchall.com' }, ctx());
    assert.equal(out.payload.status, 'accept_all');
    assert.equal(out.payload.sub_status, 'valid_accept_all');
    assert.equal(out.payload.domain_age, 10);
    assert.equal(out.payload.domain_registered_to, null, 'a redacted registrant is null');
    assert.ok(out.payload.reason_codes?.includes('RE019'), 'a 10-day-old domain with MX and no website: new and mail-only (RE019, in place of RE008)');
    const before = smtp.rcpts.length;
    const again = await engine.analyze({ email: 'another@catchall.com' }, ctx());
    assert.equal(again.payload.status, 'accept_all');
    assert.equal(smtp.rcpts.length, before, 'no new SMTP session for a cached catch-all domain');
  });

  test('a Microsoft-style tenant accepting every RCPT is accept_all with provider Microsoft', async () => {
    const out = await engine.analyze({ email: 'j.doe@tenant.com' }, ctx());
    assert.equal(out.payload.domain_mx_provider, 'Microsoft');
    assert.equal(out.payload.status, 'accept_all');
    assert.equal(out.payload.sub_status, 'valid_accept_all');
  });

  test('a greylisting server gives unknown_greylisted', async () => {
    const out = await engine.analyze({ email: 'carol@grey.com' }, ctx());
    assert.equal(out.payload.status, 'unknown');
    assert.equal(out.payload.sub_status, 'unknown_greylisted');
    assert.ok(out.payload.reason_codes?.includes('RE013'));
  });

  test('a server that never answers: the deadline holds and the answer is unknown_timeout_exceeded', async () => {
    const started = performance.now();
    const out = await engine.analyze({ email: 'dave@silent.com' }, ctx(1700));
    const ms = performance.now() - started;
    // Measured 1,701-1,702 ms. An engine that ignored the deadline would wait for the SMTP reply timeout (5 s); 1 s
    // past the deadline (was 250 ms) leaves a loaded machine's stalls (a late timer, a GC pause) room.
    assert.ok(ms < 1700 + 1000, `answered in ${ms.toFixed(0)} ms`);
    assert.ok(silent.connections >= 1, 'the silent server was reached');
    assert.equal(out.payload.status, 'unknown');
    assert.equal(out.payload.sub_status, 'unknown_timeout_exceeded');
    assert.ok(out.payload.reason_codes?.includes('RG001'));
    assert.equal(out.payload.domain_mx_is_valid, true, 'what finished before the deadline is kept');
  });

  test('a refused connection is unknown_failed_smtp_connection', async () => {
    const out = await engine.analyze({ email: 'erin@closed.com' }, ctx());
    assert.equal(out.payload.sub_status, 'unknown_failed_smtp_connection');
  });

  test('a domain without MX or A, or with a null MX, cannot receive mail', async () => {
    const none = await engine.analyze({ email: 'frank@nomx.com' }, ctx());
    assert.equal(none.payload.status, 'invalid');
    assert.equal(none.payload.sub_status, 'invalid_no_dns_entries');
    assert.equal(none.payload.domain_mx_is_valid, false);
    assert.ok(none.payload.reason_codes?.includes('RE004'));
    const nx = await engine.analyze({ email: 'frank@does-not-exist.com' }, ctx());
    assert.equal(nx.payload.sub_status, 'invalid_no_dns_entries');
    const nullMx = await engine.analyze({ email: 'frank@nullmx.com' }, ctx());
    assert.equal(nullMx.payload.sub_status, 'invalid_does_not_accept_mail');
  });

  test('an MX host on a private address not in the allowlist is never contacted', async () => {
    const out = await engine.analyze({ email: 'gina@private.com' }, ctx());
    assert.equal(out.payload.status, 'invalid');
    assert.equal(out.payload.sub_status, 'invalid_unroutable_ip_address');
  });

  test('disposable and typo domains are decided without an SMTP session', async () => {
    const before = smtp.rcpts.length;
    const d = await engine.analyze({ email: 'x@mailinator.com' }, ctx());
    assert.equal(d.payload.status, 'disposable');
    assert.equal(d.payload.sub_status, 'do_not_mail_disposable');
    assert.equal(d.payload.is_disposable, true);
    assert.equal(d.payload.disposable_provider_name, 'mailinator.com');
    const t = await engine.analyze({ email: 'john@gmial.com' }, ctx());
    assert.equal(t.payload.is_disposable, true, 'the CC0 list holds this typo-squatting domain');
    assert.equal(t.payload.status, 'typo');
    assert.equal(t.payload.did_you_mean, 'john@gmail.com');
    assert.equal(smtp.rcpts.length, before);
  });

  test('a domain whose MX host belongs to a disposable service is disposable; a common provider MX is not', async () => {
    const d = await engine.analyze({ email: 'x@fresh-throwaway.com' }, ctx());
    assert.equal(d.payload.is_disposable, true);
    assert.equal(d.payload.disposable_provider_name, 'mailinator.com');
    assert.equal(d.payload.status, 'disposable');
    assert.equal(classifyLists(await loadEmailReference(), 'fresh-throwaway.com', 'x').disposable, false, 'on no list itself: its MX made it disposable');
    assert.equal(d.payload.is_free, false);
    // zoho.com is on two disposable lists, and is a common free provider: its customers' domains stay deliverable.
    const z = await engine.analyze({ email: 'x@uses-zoho.com' }, ctx());
    assert.equal(z.payload.is_disposable, false);
    assert.notEqual(z.payload.status, 'disposable');
  });

  test('a fresh domain whose MX is a temp-mail service host (fingerprint table) is disposable with RE018, not RE002', async () => {
    assert.equal(classifyLists(await loadEmailReference(), 'fresh-rotating.com', 'x').disposable, false);
    const d = await engine.analyze({ email: 'x@fresh-rotating.com' }, ctx());
    const codes = (d.payload.reason_codes ?? '').split(',');
    assert.equal(d.payload.status, 'disposable');
    assert.equal(d.payload.is_disposable, true);
    assert.equal(d.payload.disposable_provider_name, 'tempmail.run');
    assert.ok(codes.includes('RE018') && !codes.includes('RE002'), d.payload.reason_codes ?? '');
    // The host of a disposable-listed domain is MX evidence too: RE018.
    const m = await engine.analyze({ email: 'x@fresh-throwaway.com' }, ctx());
    assert.ok((m.payload.reason_codes ?? '').split(',').includes('RE018'), m.payload.reason_codes ?? '');
  });

  test('MX network fingerprints: an MX host on a temp-mail network makes a domain disposable (RE018); a real provider host does not', async () => {
    const bundled = await loadEmailReference();
    assert.deepEqual(bundled.mxNetworks, [], 'the bundled snapshot has no networks (built offline)');
    const reference = { ...bundled, mxNetworks: mxNetworksOf({ addresses: [], networks: [{ network: '127.0.0.64/26', provider: 'temp-mail network' }] }) };
    const config = loadConfig(baseEnv);
    const netEngine = await createEmailEngine(
      { config, db: store.db, graph: new IdentityGraph(store.db, 'email-test-secret-0123456789'), cache: new MemoryCache(), logger: silentLog, reference: BUNDLED }, { reference });
    const d = await netEngine.analyze({ email: 'x@netfp-fresh.com' }, ctx());
    assert.equal(d.payload.is_disposable, true);
    assert.equal(d.payload.disposable_provider_name, 'temp-mail network');
    assert.ok((d.payload.reason_codes ?? '').split(',').includes('RE018'), d.payload.reason_codes ?? '');
    const g = await netEngine.analyze({ email: 'x@netfp-google.com' }, ctx());
    assert.equal(g.payload.is_disposable, false, 'a Google MX host is never a fingerprint, whatever its address');
    assert.ok(d.providers.some((p) => p.provider === 'email.dns_mx_addresses' && p.ok));
    // The default engine (no networks in its table) makes no such lookup.
    const plain = await engine.analyze({ email: 'y@netfp-fresh.com' }, ctx());
    assert.equal(plain.payload.is_disposable, false);
    assert.ok(!plain.providers.some((p) => p.provider === 'email.dns_mx_addresses'));
  });

  test('a new domain (RDAP) with MX and no website gets RE019 instead of RE008; one with a website keeps RE008', async () => {
    const n = await engine.analyze({ email: 'x@newmailonly.com' }, ctx());
    const codes = (n.payload.reason_codes ?? '').split(',');
    assert.equal(n.payload.domain_age, 3);
    assert.ok(codes.includes('RE019') && !codes.includes('RE008'), n.payload.reason_codes ?? '');
    const w = await engine.analyze({ email: 'x@newshop.com' }, ctx());
    const wc = (w.payload.reason_codes ?? '').split(',');
    assert.ok(wc.includes('RE008') && !wc.includes('RE019'), w.payload.reason_codes ?? '');
    assert.ok(dns.queries.some((q) => q.name === 'www.newshop.com'), 'the website was looked up');
    // An established domain costs no website lookup.
    await engine.analyze({ email: 'alice@normal.com' }, ctx());
    assert.ok(!dns.queries.some((q) => q.name === 'www.normal.com'), 'no website lookup for an established domain');
    assert.ok((n.payload.score ?? 0) < (w.payload.score ?? 0), `${n.payload.score} < ${w.payload.score}`);
    // The allow-list keeps big providers out, whatever RDAP says.
    const f = await engine.analyze({ email: 'x@fastmail.com' }, ctx());
    assert.ok(!(f.payload.reason_codes ?? '').split(',').includes('RE019'), f.payload.reason_codes ?? '');
    assert.equal(f.payload.domain_age, 3);
  });

  test('forwarding (alias) services get RE017 and are neither disposable nor free', async () => {
    for (const email of ['x@simplelogin.com', 'x@33mail.com', 'x@duck.com']) {
      const a = await engine.analyze({ email }, ctx());
      const codes = (a.payload.reason_codes ?? '').split(',');
      assert.equal(a.payload.is_disposable, false, email);
      assert.equal(a.payload.is_free, false, email);
      assert.ok(codes.includes('RE017') && !codes.includes('RE002') && !codes.includes('RE015'), `${email}: ${a.payload.reason_codes}`);
    }
  });

  test('real organisations a bundled list names are not disposable (issue 32)', async () => {
    for (const email of ['jane@asics.com', 'jane@dallas.gov', 'jane@seomoz.org', 'jane@nus.edu.sg', 'jane@facebook.com']) {
      const o = await engine.analyze({ email }, ctx());
      const codes = (o.payload.reason_codes ?? '').split(',');
      assert.equal(o.payload.is_disposable, false, email);
      assert.equal(o.payload.is_free, false, email);
      assert.ok(!codes.includes('RE002') && !codes.includes('RE015'), `${email}: ${o.payload.reason_codes}`);
      assert.notEqual(o.payload.status, 'disposable', email);
    }
  });

  test('a syntax error is decided locally and scored low', async () => {
    const out = await engine.analyze({ email: 'not an email' }, ctx());
    assert.equal(out.payload.status, 'syntax_error');
    assert.equal(out.payload.sub_status, 'invalid_failed_syntax_check');
    assert.ok((out.payload.score ?? 1000) < 200);
    assert.deepEqual(out.touchpoints, []);
    assert.deepEqual(schemaErrors(out.payload), []);
  });
});

describe('switches', () => {
  test('IDRISK_SMTP=off: no SMTP session, status unknown', async () => {
    const engine = await engineWith({ IDRISK_SMTP: 'off' });
    const before = smtp.rcpts.length;
    const out = await engine.analyze({ email: 'alice@normal.com' }, ctx());
    assert.equal(out.payload.status, 'unknown');
    assert.equal(out.payload.sub_status, 'unknown');
    assert.equal(out.payload.domain_mx_is_valid, true);
    assert.equal(smtp.rcpts.length, before);
    assert.ok(out.providers.some((x) => x.provider === 'email.smtp' && x.reason === 'disabled'));
  });

  test('IDRISK_NETWORK=off: local signals only, RG003, no query sent', async () => {
    const engine = await engineWith({ IDRISK_NETWORK: 'off' });
    const queries = dns.queries.length;
    const out = await engine.analyze({ email: 'john.smith@normal.com' }, ctx());
    assert.equal(out.payload.status, 'unknown');
    assert.equal(out.payload.domain_mx_is_valid, null);
    assert.equal(out.payload.parsed_first_name, 'John');
    assert.equal(out.payload.parsed_last_name, 'Smith');
    assert.equal(out.payload.account_length, 10);
    assert.ok(out.payload.reason_codes?.includes('RG003'));
    assert.equal(dns.queries.length, queries);
    assert.deepEqual(schemaErrors(out.payload), []);
  });
});

for (const kind of DB_KINDS) {
  describe(`imported data and identity graph (${kind})`, () => {
    let t: TestStore;
    const engineOn = (db: TestStore) =>
      createEmailEngine({
        config: loadConfig({ DATABASE_URL: db.url, IDRISK_DATA_DIR: db.dir, IDRISK_NETWORK: 'off' }),
        db: db.store.db,
        graph: new IdentityGraph(db.store.db, 'email-test-secret-0123456789'),
        cache: new MemoryCache(),
        logger: silentLog,
        reference: BUNDLED,
      });
    before(async () => {
      t = await testStore(kind, 'idrisk-email-data-');
    });
    after(() => t.close());

    test('breaches, platform presence and graph counts come from the store; null before any import', async () => {
      const empty = (await (await engineOn(t)).analyze({ email: 'anna.rossi@example.com' }, ctx())).payload;
      assert.deepEqual([empty.data_breaches_count, empty.has_github, empty.has_canva, empty.identity_msisdn_count], [null, null, null, 0]);
      assert.deepEqual([empty.phone_partials_count, empty.email_partials_count, empty.has_to_phone, empty.to_name, empty.has_to_username], [null, null, null, null, null]);

      const breaches = join(t.dir, 'breaches.jsonl');
      writeFileSync(breaches, [
        { email: 'Anna.Rossi@example.com', breach_id: 'adobe-2013', title: 'Adobe', date: '2013-10-04', first_name: 'Anna', last_name: 'Rossi', phones: ['447911123456'] },
        { email: 'anna.rossi@example.com', phone: '447911123456', breach_id: 'canva-2019', title: 'Canva', date: '2019-05-24' },
        { email: 'someone.else@example.com', breach_id: 'dropbox-2012', title: 'Dropbox', date: '2012-07-01' },
      ].map((r) => JSON.stringify(r)).join('\n') + '\n');
      assert.equal((await importDataset(breachesDataset, breaches, t.store.db)).changed, 3);
      const presence = join(t.dir, 'presence.jsonl');
      writeFileSync(presence, [
        { email: 'anna.rossi@example.com', platform: 'github', present: true, observed: '2026-01-01', first_name: 'Anna', last_name: 'Rossi' },
        { email: 'anna.rossi@example.com', platform: 'paypal', present: false, observed: '2026-01-01' },
      ].map((r) => JSON.stringify(r)).join('\n') + '\n');
      assert.equal((await importDataset(presenceDataset, presence, t.store.db)).changed, 2);
      const graph = new IdentityGraph(t.store.db, 'email-test-secret-0123456789');
      await graph.link([{ kind: 'email', value: 'anna.rossi@example.com' }, { kind: 'phone', value: '+447911123456' }, { kind: 'ip', value: '192.0.2.8' }], 'acct_test', new Date('2026-10-24T12:00:00Z'));

      const { payload: p } = await (await engineOn(t)).analyze({ email: 'Anna.Rossi@example.com' }, ctx());
      assert.deepEqual([p.data_breaches_count, p.data_breaches_first_breach, p.data_breaches_last_breach], [2, '2013-10-04', '2019-05-24']);
      assert.equal(p.data_breaches_list, 'Adobe,2013-10-04|Canva,2019-05-24');
      assert.deepEqual(JSON.parse(p.data_breaches_data_lists ?? '{}').phones, [{ value: '447911123456', count: 2 }]);
      assert.deepEqual([p.has_canva, p.has_dropbox], [true, false], 'breach flags: Canva is among the breaches, Dropbox is not');
      assert.deepEqual([p.has_github, p.has_paypal, p.has_google], [true, false, null]);
      // Partials and to_* from the breach records, as phone's (issue 31): the phone masked, the address itself not a partial.
      assert.deepEqual([p.phone_partials_count, p.phone_partials_list, p.email_partials_count, p.email_partials_list], [1, '44********56', 0, null]);
      assert.equal(p.has_to_phone, true);
      assert.deepEqual(JSON.parse(p.to_phone ?? 'null'), { value: '44********56', confidence: 'MEDIUM' });
      assert.deepEqual(JSON.parse(p.to_name ?? 'null'), { first_name: 'Anna', last_name: 'Rossi', confidence: 'LOW' });
      assert.deepEqual([p.has_to_username, p.to_username], [false, null], 'the presence profiles carry no username');
      assert.deepEqual([p.identity_msisdn_count, p.identity_ip_count, p.identity_name_count], [1, 1, 0]);
      assert.deepEqual([p.first_seen, p.first_seen_days], ['2026-10-24', 30]);
      assert.deepEqual(schemaErrors(p), []);
    });
  });
}
