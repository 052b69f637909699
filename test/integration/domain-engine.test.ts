/**
 * The domain engine against local sites (test/helpers/domain-sites.ts): a normal company site, a parked page, a
 * hosting placeholder, a redirect chain, an HTTP->HTTPS upgrade, an expired certificate, a slow site, a huge page,
 * an empty page, no site, and a name resolving outside the allow list. Certificates come from a CA made at test time,
 * trusted in-process through the guard's `ca` option, and through NODE_EXTRA_CA_CERTS in a spawned server.
 * Then `POST /1.0/domain` live through the app on SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { loadConfig } from '../../src/config/index.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { DomainPayload } from '../../src/contract/payloads/domain.js';
import { createDomainEngine } from '../../src/products/domain/engine.js';
import type { EngineContext, ProductEngine } from '../../src/products/types.js';
import { testAjv } from '../helpers/ajv.js';
import { DB_KINDS, testApp, uniqueId } from '../helpers/app.js';
import { startDomainSites, type DomainSites } from '../helpers/domain-sites.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { docVerifier, startWebhookListener } from '../helpers/webhook-listener.js';
import { nextAttempt } from '../helpers/jobs.js';
import { runCliCaptured } from '../helpers/cli.js';
import { createRunner } from '../../src/jobs/index.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const validate = testAjv().compile(DomainPayload);
const schemaErrors = (p: unknown) => (validate(p) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
const silentLog = { info() {}, warn() {}, error() {}, debug() {} };
const NOW = new Date();

let sites: DomainSites;
let store: TestStore;
let engine: ProductEngine<'domain', DomainPayload>;

const ctx = (ms = 5000): EngineContext => ({ deadline: new Deadline(ms), now: NOW, accountId: 'acct_test', given: {} });
const codes = (p: DomainPayload) => (p.reason_codes ?? '').split(',');

before(async () => {
  sites = await startDomainSites(NOW);
  store = await testStore('sqlite');
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', ...sites.env });
  engine = await createDomainEngine(
    { config, db: store.store.db, graph: new IdentityGraph(store.store.db, 'domain-test-secret-0123456789'), cache: new MemoryCache(), logger: silentLog, reference: BUNDLED },
    { guard: { ca: sites.ca.ca } },
  );
});

after(async () => {
  await sites?.close();
  await store?.close();
});

describe('domain engine against local sites', () => {
  test('a normal company site: every source filled, schema-valid, high score', async () => {
    const { payload: p, providers } = await engine.analyze({ value: 'https://Normal.test/some/page' }, ctx());
    assert.deepEqual(schemaErrors(p), []);
    assert.equal(p.value, 'https://Normal.test/some/page');
    assert.equal(p.country_code, null, '.test is not a country');
    // DNS
    assert.equal(p.dns_records_count, 1 + 1 + 2 + 2, 'A + MX + 2 TXT + 2 NS');
    assert.equal(p.dns_mx_records, '10 mx.normal.test');
    assert.equal(p.dns_mx_providers, 'normal.test');
    assert.equal(p.dns_has_mx, true);
    assert.equal(p.dns_mx_is_valid, true);
    assert.equal(p.dns_spf_record, 'v=spf1 mx include:_spf.mail.example -all');
    assert.equal(p.dns_spf_is_valid, true);
    assert.equal(p.dns_dmarc_is_valid, true);
    // RDAP
    assert.equal(p.registrar, 'Example Registrar, Inc.');
    assert.equal(p.is_suspicious_registrar, false);
    assert.equal(p.registered_to, 'Normal Corp Ltd');
    assert.equal(p.registrant_disclosed, true);
    assert.equal(p.creation_date, '2010-03-04');
    assert.equal(p.expiration_date, '2030-03-04');
    assert.equal(p.updated_date, '2025-06-01');
    assert.ok((p.age ?? 0) > 5 * 365);
    const whois = JSON.parse(p.whois_data!);
    assert.equal(whois.registrant.organization, 'Normal Corp Ltd');
    assert.equal(whois.technical_contact.email, 'hostmaster@normal.test');
    assert.equal(whois.administrative_contact, null);
    // Website and certificate
    assert.equal(p.website_exists, true);
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
    assert.equal(p.website_exists_ssl, true);
    assert.equal(p.has_ssl, true);
    assert.equal(p.ssl_is_valid, true);
    assert.equal(p.ssl_issuer_organization, 'Idrisk Test CA');
    assert.match(p.ssl_valid_to ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(p.website_redirect, null);
    // Page metrics: internal / /about /pricing /contact /privacy-policy /terms; external blog, facebook x2, instagram
    assert.equal(p.internal_links_count, 6);
    assert.equal(p.external_links_count, 4);
    assert.equal(p.internal_email_links_count, 1);
    assert.equal(p.external_email_links_count, 1);
    assert.equal(p.internal_images_count, 2);
    assert.equal(p.external_images_count, 1);
    assert.ok((p.page_size ?? 0) > 2000);
    // Contents
    assert.equal(p.website_contents_emails, 'hello@normal.test,press@agency.example');
    assert.equal(p.website_contents_phone_numbers, '+442079460958');
    assert.equal(p.website_contents_vat_code, 'GB123456789');
    assert.equal(p.website_contents_address, '10 Downing Street, SW1A 2AA London, United Kingdom');
    assert.equal(p.website_contents_company_name, 'Normal Corp Ltd');
    assert.equal(p.website_contents_language_code, 'en');
    assert.equal(p.website_contents_language_country, 'GB');
    assert.equal(p.website_contents_privacy_policy_url, 'https://normal.test/privacy-policy');
    assert.equal(p.website_contents_terms_and_conditions_url, 'https://normal.test/terms');
    assert.equal(p.website_contents_contacts_url, 'https://normal.test/contact');
    assert.equal(p.website_contents_description, 'Normal Corp makes accounting software for small businesses.');
    assert.deepEqual(JSON.parse(p.website_contents_social_links!), {
      linkedin: 'https://www.linkedin.com/company/normal-corp', twitter: 'https://twitter.com/normalcorp',
      facebook: 'https://www.facebook.com/normalcorp', instagram: 'https://www.instagram.com/normalcorp/',
    });
    // Company
    assert.equal(p.company_name, 'Normal Corp Ltd');
    assert.equal(p.company_logo, 'https://normal.test/logo.png');
    assert.equal(p.company_country, 'United Kingdom');
    assert.equal(p.company_founded, '2009');
    assert.equal(p.company_employees, 42);
    assert.equal(p.company_keywords, 'accounting,invoicing,payroll');
    assert.equal(p.company_linkedin_url, 'https://www.linkedin.com/company/normal-corp');
    assert.equal(p.has_facebook, true);
    assert.equal(p.has_glassdoor, false);
    const tech = JSON.parse(p.technologies!) as { name: string; category: string }[];
    for (const t of ['WordPress', 'jQuery', 'Google Analytics', 'Nginx', 'PHP']) assert.ok(tech.some((x) => x.name === t), t);
    assert.ok(tech.every((x) => typeof x.category === 'string'));
    // Policies
    assert.equal(p.privacy_policy_found, true);
    assert.equal(p.privacy_policy_exists, 'true');
    assert.equal(p.privacy_policy_content_path, '/privacy-policy');
    assert.equal(p.privacy_policy_is_gdpr_compliant, true);
    assert.equal(p.privacy_policy_has_data_controller, true);
    assert.equal(p.privacy_policy_specifies_company_identity, true);
    assert.equal(p.privacy_policy_specifies_contact_information, true);
    assert.equal(p.privacy_policy_is_generic, false);
    assert.equal(p.terms_and_conditions_found, true);
    assert.equal(p.terms_and_conditions_document_is_specific, true);
    assert.equal(p.terms_and_conditions_with_contradictions, false);
    // Sources we do not have stay null.
    for (const k of ['google_business_rating', 'has_google_ads', 'trustpilot_rating', 'backlinks_count', 'linkedin_follower_count', 'screenshot', 'index_link_count'] as const) {
      assert.equal(p[k], null, k);
    }
    assert.ok((p.score ?? 0) >= 800, `score ${p.score}`);
    for (const c of ['TD001', 'TD002', 'TD003', 'TD004', 'TD006']) assert.ok(codes(p).includes(c), c);
    assert.ok(providers.every((x) => x.ok), JSON.stringify(providers));
  });

  test('a parked page on a young domain at a listed registrar', async () => {
    const { payload: p } = await engine.analyze({ value: 'parked.test' }, ctx());
    assert.deepEqual(schemaErrors(p), []);
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_PARKED_DOMAIN');
    assert.equal(p.website_exists, false);
    assert.equal(p.has_ssl, false, 'nothing listens on 443');
    assert.equal(p.is_suspicious_registrar, true);
    assert.equal(p.registrant_disclosed, false);
    assert.equal(p.registered_to, null);
    assert.equal(p.age, 10);
    assert.equal(p.dns_has_spf, true);
    assert.equal(p.dns_spf_is_valid, false, 'a term after all');
    for (const c of ['RD006', 'RD003', 'RD014']) assert.ok(codes(p).includes(c), c);
    assert.ok((p.score ?? 1000) < 300, `score ${p.score}`);
  });

  test('hosting placeholder, empty page, no site', async () => {
    const hosting = (await engine.analyze({ value: 'hosting.test' }, ctx())).payload;
    assert.equal(hosting.website_exists_taxonomy, 'TAXONOMY_WEBSITE_HOSTING');
    assert.ok(codes(hosting).includes('RD007'));
    const empty = (await engine.analyze({ value: 'empty.test' }, ctx())).payload;
    assert.equal(empty.website_exists_taxonomy, 'TAXONOMY_NO_CONTENT');
    assert.equal(empty.page_size, 0);
    const none = (await engine.analyze({ value: 'nosite.test' }, ctx())).payload;
    assert.equal(none.website_exists_taxonomy, 'TAXONOMY_WEBSITE_ERROR');
    assert.equal(none.website_exists, false);
    assert.equal(none.has_ssl, false);
    assert.equal(none.internal_links_count, null);
    for (const p of [hosting, empty, none]) assert.deepEqual(schemaErrors(p), []);
  });

  test('a redirect chain to another domain; an HTTP to HTTPS upgrade', async () => {
    const r = (await engine.analyze({ value: 'redirect.test' }, ctx())).payload;
    assert.equal(r.website_exists_taxonomy, 'TAXONOMY_REDIRECT');
    assert.equal(r.website_exists, true);
    assert.equal(r.website_redirect, 'temporary');
    assert.equal(r.website_redirect_to, 'https://normal.test/');
    assert.equal(r.has_ssl, false);
    const u = (await engine.analyze({ value: 'upgrade.test' }, ctx())).payload;
    assert.equal(u.website_exists_taxonomy, 'TAXONOMY_REDIRECT_TO_HTTPS');
    assert.equal(u.website_redirect, 'permanent');
    assert.equal(u.website_redirect_to, 'https://www.upgrade.test/');
    assert.equal(u.website_exists_ssl, true);
    assert.equal(u.website_contents_language_code, 'fr');
    assert.equal(u.website_contents_language_country, 'FR');
  });

  test('an expired certificate: has_ssl, not valid, its dates; the page comes over HTTP and no HTTPS request is sent', async () => {
    const before = sites.requests.filter((r) => r.startsWith('https expired.test')).length;
    const { payload: p } = await engine.analyze({ value: 'expired.test' }, ctx());
    assert.equal(p.has_ssl, true);
    assert.equal(p.ssl_is_valid, false);
    assert.equal(p.ssl_issuer_organization, 'Idrisk Test CA');
    assert.ok((p.ssl_valid_to ?? '') <= (p.ssl_valid_from ?? ''));
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
    assert.equal(p.website_exists_ssl, false);
    assert.ok(codes(p).includes('RD010'));
    assert.ok(codes(p).includes('RD015'), 'expires within 30 days');
    assert.equal(sites.requests.filter((r) => r.startsWith('https expired.test')).length, before);
  });

  test('a slow site: the engine answers by the deadline, website fields null, TAXONOMY_TIMEOUT and reason codes', async () => {
    const started = performance.now();
    const { payload: p } = await engine.analyze({ value: 'slow.test' }, ctx(1800));
    const ms = performance.now() - started;
    // The contract: by the deadline, within the service's grace before a 504 (ENGINE_GRACE_MS, 2 s).
    assert.ok(ms < 1800 + 2000, `answered in ${ms} ms`);
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_TIMEOUT');
    assert.equal(p.website_exists, null);
    assert.equal(p.has_ssl, null);
    assert.equal(p.page_size, null);
    assert.ok(codes(p).includes('RD016'));
    assert.ok(codes(p).includes('RG001'));
    assert.equal(p.dns_records_count, 1, 'DNS still answered');
  });

  test('a huge page: read up to the cap, its size from Content-Length, counts null', async () => {
    const { payload: p } = await engine.analyze({ value: 'huge.test' }, ctx());
    assert.ok((p.page_size ?? 0) > 5_000_000, String(p.page_size));
    assert.equal(p.internal_links_count, null);
    assert.ok(codes(p).includes('RD017'));
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
  });

  test('a domain resolving outside the allow list is never connected to', async () => {
    const { payload: p } = await engine.analyze({ value: 'evil.test' }, ctx());
    assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_ERROR');
    assert.equal(sites.evil80.connections + sites.evil443.connections, 0);
  });

  test('invalid input is scored without any lookup', async () => {
    const queries = sites.dns.queries.length;
    for (const v of ['127.0.0.1', 'localhost', 'co.uk', 'a..b.com', 'exa mple.com', '-bad.com']) {
      const { payload: p } = await engine.analyze({ value: v }, ctx());
      assert.equal(p.reason_codes, 'RD001', v);
      assert.equal(p.website_exists, null);
      assert.deepEqual(schemaErrors(p), []);
    }
    assert.equal(sites.dns.queries.length, queries);
  });
});

for (const kind of DB_KINDS) {
  describe(`POST /1.0/domain live (${kind})`, () => {
    test('answers with the domain payload, billed once; a duplicate customer_id is refused', async () => {
      const t = await testApp(kind, { IDRISK_NETWORK: 'on', ...sites.env }, { engines: { domain: engine } });
      try {
        const acct = await t.account();
        const customer_id = uniqueId();
        const res = await t.app.inject({ method: 'POST', url: '/1.0/domain', headers: { 'x-api-key': acct.live }, payload: { customer_id, claims: ['domain'], domain: { value: 'normal.test' }, timeout: 5 } });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json();
        const p = body.domain ?? body;
        assert.equal(p.website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
        assert.equal(p.registrar, 'Example Registrar, Inc.');
        const dup = await t.app.inject({ method: 'POST', url: '/1.0/domain', headers: { 'x-api-key': acct.live }, payload: { customer_id, claims: ['domain'], domain: { value: 'normal.test' } } });
        assert.equal(dup.statusCode, 400);
        assert.equal(dup.json().code, 'DUPLICATED_CUSTOMER_ID');
      } finally {
        await t.close();
      }
    });
  });
}

for (const kind of DB_KINDS) {
  describe(`domain intelligence end to end: the real engine, a signed webhook, a retry (${kind})`, () => {
    test('POST /1.0/domain-intelligence/ runs the engine in the job runner; the webhook is signed as documented and retried after a 500', async () => {
      const hooks = await startWebhookListener([500, 200]);
      const t = await testApp(kind, { IDRISK_NETWORK: 'on', ...sites.env }, { engines: { domain: engine } });
      const runner = createRunner(t.services, { pollMs: 50 });
      try {
        const verifyWebhook = await docVerifier();
        const acct = await t.account();
        // The operator sets the webhook URL with the CLI, which prints the signing secret once.
        const cli = await runCliCaptured(['accounts', 'update', acct.account.id, '--webhook-url', hooks.url, '--json'], {
          DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', LOG_LEVEL: 'silent',
          // The URL is checked by the outbound guard when set: the local receiver is inside the test's IDRISK_FETCH_ALLOW.
          ...sites.env,
        });
        assert.equal(cli.code, 0, cli.err);
        const secret: string = JSON.parse(cli.out).webhook_secret;
        assert.match(secret, /^whsec_/);
        const firstTry = nextAttempt(runner, (e) => e.job.name === 'webhook.deliver');
        runner.start();

        const customerId = uniqueId('di-e2e');
        const ack = await t.app.inject({ method: 'POST', url: '/1.0/domain-intelligence/', headers: { 'x-api-key': acct.live }, payload: { customer_id: customerId, claims: ['domain'], domain: { value: 'normal.test' } } });
        assert.equal(ack.statusCode, 200, ack.body);
        assert.equal(ack.json().status, 'accepted');

        // Attempt 1: the endpoint answers 500; the runner schedules a retry by the entry's back-off (10 s, -20 % jitter).
        const first = await hooks.next();
        const retry = await firstTry;
        const retrySeen = Date.now(); // after the runner computed the next attempt's time
        assert.equal(retry.outcome, 'retry');
        assert.equal(retry.error, 'answered 500');
        const db = t.services.store.db;
        const [a1] = await db.selectFrom('webhook_attempts').selectAll().where('account_id', '=', acct.account.id).execute();
        assert.deepEqual([a1!.attempt, a1!.status_code, a1!.error, a1!.url], [1, 500, 'answered 500', hooks.url]);
        // The back-off (8-10 s) is counted from when the runner handled the failure: after the attempt row was written
        // (created_at) and before the attempt event reached this test (retrySeen). Both edges are checked against the
        // side that holds whatever the machine spent in between (was created_at + 10.1 s: a 100 ms stall between the
        // two failed it whenever the jitter drew near 10 s).
        const due = Date.parse(a1!.next_attempt_at!);
        assert.ok(due - Date.parse(a1!.created_at) >= 7_900, `first back-off at least 8 s: ${due - Date.parse(a1!.created_at)} ms after the attempt`);
        assert.ok(due - retrySeen <= 10_000, `first back-off at most 10 s: due ${due - retrySeen} ms after the retry was reported`);
        const job = await db.selectFrom('jobs').selectAll().where('id', '=', retry.job.id).executeTakeFirstOrThrow();
        assert.deepEqual([job.status, job.run_at, job.last_error], ['queued', a1!.next_attempt_at, 'answered 500']);

        // Rather than wait the back-off out, make the retry due now (the schedule itself was checked above).
        const secondTry = nextAttempt(runner, (e) => e.job.id === retry.job.id);
        await db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', retry.job.id).execute();
        runner.wake();
        const second = await hooks.next();
        assert.equal((await secondTry).outcome, 'succeeded');

        // Both attempts carry the same event, signed as docs/webhooks.md verifies it.
        for (const d of [first, second]) {
          assert.equal(d.headers['content-type'], 'application/json');
          assert.match(String(d.headers['webhook-id']), /^msg_/);
          assert.equal(verifyWebhook(secret, d.headers, d.rawBody), true, 'the documented snippet verifies the delivery');
        }
        assert.equal(second.headers['webhook-id'], first.headers['webhook-id']);
        assert.equal(second.rawBody, first.rawBody);
        // The snippet can say no: another body, another secret.
        assert.equal(verifyWebhook(secret, second.headers, second.rawBody.replace('normal.test', 'evil.test')), false);
        assert.equal(verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, second.headers, second.rawBody), false);

        const event = JSON.parse(second.rawBody);
        assert.equal(event.type, 'domain_intelligence.completed');
        assert.equal(event.data.status, 'completed');
        assert.equal(event.data.resolution_id, ack.json().resolution_id);
        assert.equal(event.data.customer_id, customerId);
        // The real engine ran against the local sites: DNS, RDAP, the HTTPS site and its certificate.
        assert.equal(event.data.domain.website_exists_taxonomy, 'TAXONOMY_WEBSITE_EXISTS');
        assert.equal(event.data.domain.registrar, 'Example Registrar, Inc.');
        assert.equal(event.data.domain.ssl_is_valid, true);
        assert.equal(event.data.domain.dns_dmarc_is_valid, true);
        assert.deepEqual(schemaErrors(event.data.domain), []);
        const got = await t.app.inject({ method: 'GET', url: `/1.0/domain-intelligence/?customer_id=${customerId}`, headers: { 'x-api-key': acct.live } });
        assert.deepEqual(got.json(), event.data, 'the webhook carries the Get Domain answer');

        const attemptsNow = await db.selectFrom('webhook_attempts').selectAll().where('account_id', '=', acct.account.id).orderBy('attempt').execute();
        assert.deepEqual(attemptsNow.map((a) => [a.attempt, a.status_code, a.error, a.next_attempt_at === null]), [[1, 500, 'answered 500', false], [2, 200, null, true]]);
        const ev = await db.selectFrom('webhook_events').selectAll().where('account_id', '=', acct.account.id).executeTakeFirstOrThrow();
        assert.deepEqual([ev.id, ev.status, ev.attempts], [first.headers['webhook-id'], 'delivered', 2]);
        const history = await db.selectFrom('job_attempts').select(['attempt', 'outcome']).where('job_id', '=', retry.job.id).orderBy('attempt').execute();
        assert.deepEqual(history, [{ attempt: 1, outcome: 'retry' }, { attempt: 2, outcome: 'succeeded' }]);
        assert.equal(hooks.deliveries.length, 2);
      } finally {
        await runner.stop();
        await t.close();
        await hooks.close();
      }
    });
  });
}

test('a spawned process trusts the test CA through NODE_EXTRA_CA_CERTS (no ca option)', async () => {
  const script = `
    import { loadConfig } from './src/config/index.js';
    import { createFetchGuard, fetchGuardOptions } from './src/enrich/guard.js';
    const g = createFetchGuard(fetchGuardOptions(loadConfig(process.env)));
    const r = await g.fetch('https://normal.test/');
    process.stdout.write(JSON.stringify({ status: r.status, authorized: r.tls?.authorized }));`;
  const run = (extra: Record<string, string>) => new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, ...sites.env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve(code === 0 ? out : `exit ${code}: ${err}`));
  });
  assert.deepEqual(JSON.parse(await run({ NODE_EXTRA_CA_CERTS: sites.ca.caFile })), { status: 200, authorized: true });
  assert.match(await run({}), /^exit 1: [\s\S]*code: 'tls_invalid'/);
});
