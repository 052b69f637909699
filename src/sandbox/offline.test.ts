/**
 * The sandbox's email and domain answers open no socket: the live engines run on the synthetic internet
 * (./internet.ts), never on their real DNS, SMTP, RDAP, Gravatar or website clients. The configuration points every
 * outside service at local listeners (a UDP DNS "server", a TCP listener for RDAP, Gravatar, websites and SMTP) and
 * every resolver and socket connect of the process is counted: sandbox calls must leave both at 0. A positive control
 * runs the LIVE email and domain engines with the same configuration and sees the listeners and counters move.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { promises as dnsp } from 'node:dns';
import net from 'node:net';
import { loadConfig, type Config } from '../config/index.js';
import { MemoryCache } from '../enrich/cache.js';
import { Deadline } from '../enrich/deadline.js';
import { createDomainEngine } from '../products/domain/engine.js';
import { createEmailEngine } from '../products/email/engine.js';
import { SandboxProducts } from './index.js';
import { startCountingListener, type CountingListener } from '../../test/helpers/counting-listener.js';
import { createBundledReference } from '../products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const silent = { info() {}, warn() {}, error() {}, debug() {} };
const EMAILS = ['jane.doe@acme.example', 'someone42@gmail.com', 'info@example.org', 'x@mailinator.com', 'josé@bücher.de', 'user@xn--bcher-kva.de', 'bob@gmial.com', 'a.b@mail.shop.example.co.uk'];
const DOMAINS = ['acme.example', 'shop.example.co.uk', 'tienda.es', 'bücher.de', 'xn--bcher-kva.de', 'https://www.example.org/about', 'mailinator.com', 'globex.example'];

let udp: UdpSocket;
let dnsQueries = 0;
let tcp: CountingListener;
let config: Config;
const counts = { resolver: 0, connect: 0 };
const restore: (() => void)[] = [];

/** Count every call of `obj[name]` (then call through). */
function count(obj: object, name: string, key: keyof typeof counts): void {
  const o = obj as Record<string, unknown>;
  const original = o[name] as (...args: unknown[]) => unknown;
  o[name] = function (this: unknown, ...args: unknown[]) {
    counts[key]++;
    return original.apply(this, args);
  };
  restore.push(() => void (o[name] = original));
}

before(async () => {
  udp = createSocket('udp4');
  udp.on('message', () => dnsQueries++);
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  tcp = await startCountingListener('127.0.0.1');
  const local = `http://127.0.0.1:${tcp.port}`;
  config = loadConfig({
    IDRISK_NETWORK: 'on',
    IDRISK_DNS_SERVERS: `127.0.0.1:${udp.address().port}`,
    // The positive control's names are under .example (internal names are otherwise never looked up).
    IDRISK_DNS_ALLOW_SUFFIXES: 'example',
    IDRISK_DNS_TIMEOUT_MS: '100',
    IDRISK_HTTP_TIMEOUT_MS: '500',
    IDRISK_RDAP_URL: local,
    IDRISK_GRAVATAR_URL: local,
    IDRISK_SMTP_PORT: String(tcp.port),
    IDRISK_FETCH_ALLOW: '127.0.0.0/8',
    LOG_LEVEL: 'silent',
  });
  for (const m of ['resolve', 'resolve4', 'resolve6', 'resolveMx', 'resolveTxt', 'resolveNs', 'reverse']) count(dnsp.Resolver.prototype, m, 'resolver');
  count(net.Socket.prototype, 'connect', 'connect');
});

after(async () => {
  for (const r of restore) r();
  udp.close();
  await tcp.close();
});

test('sandbox email and domain calls reach no resolver and no socket', async () => {
  const sandbox = SandboxProducts.create(config, silent);
  let enriched = 0;
  for (const email of EMAILS) {
    const { payload } = await sandbox.product('email', { email }, null);
    if (payload.domain_mx_is_valid !== null) enriched++;
  }
  for (const value of DOMAINS) {
    const { payload } = await sandbox.product('domain', { value }, null);
    if (payload.registrar !== null) enriched++;
  }
  // The engines did run their network steps (on the synthetic internet): the fields those steps fill are there.
  assert.ok(enriched >= EMAILS.length + DOMAINS.length - 2, `${enriched} answers with DNS/RDAP facts`);
  assert.deepEqual({ ...counts, dnsQueries, tcp: tcp.connections }, { resolver: 0, connect: 0, dnsQueries: 0, tcp: 0 });
});

test('positive control: the live engines with the same configuration do reach the listeners', async () => {
  const deps = { config, db: undefined as never, graph: { profile: async () => ({ counts: { phone: 0, email: 0, ip: 0, name: 0, device: 0, domain: 0 }, first_seen: null, first_seen_days: null }) }, cache: new MemoryCache(), logger: silent, reference: BUNDLED };
  const ctx = () => ({ deadline: new Deadline(1500), now: new Date(), accountId: 'acct_test', given: {} });
  // Imported datasets would read the database: the control gives an empty source, its network steps are the point.
  const email = await createEmailEngine({ ...deps, sources: { emailDatasets: { read: async () => ({}) } } });
  await email.analyze({ email: 'jane.doe@acme.example' }, ctx());
  const domain = await createDomainEngine(deps);
  await domain.analyze({ value: 'acme.example' }, ctx());
  assert.ok(counts.resolver > 0, 'the live DNS client asked its resolver');
  assert.ok(dnsQueries > 0, 'the DNS listener saw queries');
  assert.ok(tcp.connections > 0 && counts.connect > 0, `the live Gravatar/RDAP fetch connected (${tcp.connections})`);
});
