/**
 * The ip engine with real components: a SQLite file or a PostgreSQL database, the bundled geo/ASN data, an imported
 * ip-lists file, a DNS server on loopback (PTR and DNSBL zones) and a TCP listener standing in for a remote-desktop
 * port. Cases that never read the store (address parsing, DNS, probes) run once, on the first database.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { IpPayload } from '../../src/contract/payloads/ip.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { ipProxy } from '../../src/lookups/ip/ip-proxy.js';
import { createIpEngine, type IpEngine } from '../../src/products/ip/engine.js';
import { loadIpReference, type IpReference } from '../../src/products/ip/reference.js';
import type { EngineDeps } from '../../src/products/types.js';
import type { EngineContext } from '../../src/products/types.js';
import { ipListGeneration, ipListsDataset, loadIpListEntries } from '../../src/reference/datasets/ip-lists.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { parseIp } from '../../src/reference/ip/address.js';
import { IpListStore } from '../../src/reference/ip/list-store.js';
import { CachedModelResolver, resolveModel, ScoringModels } from '../../src/scoring/models/index.js';
import { DB_KINDS } from '../helpers/app.js';
import { startDnsServer, type DnsTestServer } from '../helpers/dns-server.js';
import { freePort, listenOnLoopback } from '../helpers/ports.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const NOW = new Date('2026-03-10T15:00:00Z');
const silentLogger = { info() {}, warn() {}, error() {}, debug() {} };

for (const kind of DB_KINDS) {
  describe(`ip (${kind})`, () => {
    let t: TestStore;
    let dns: DnsTestServer;
    let rdp: Server;
    let rdpPort: number;
    let reference: IpReference;

    function deps(env: Record<string, string>): EngineDeps {
      const config = loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir, IDRISK_IP_LIST_REFRESH_SECONDS: '0', ...env });
      return {
        config, db: t.store.db, graph: new IdentityGraph(t.store.db, 's'.repeat(32)), cache: new MemoryCache(), logger: silentLogger,
        models: new CachedModelResolver(t.store.db), reference: { ...BUNDLED, ip: reference },
      };
    }

    const ctx = (over: Partial<EngineContext> = {}): EngineContext => ({ deadline: new Deadline(3000), now: NOW, accountId: 'acct_ip', given: {}, ...over });

    before(async () => {
      t = await testStore(kind, 'idrisk-ip-');
      const csv = join(t.dir, 'lists.csv');
      writeFileSync(csv, [
        'range,kind,provider,proxy_type,last_reported',
        '185.220.101.7,tor,Tor Project,,2026-03-09',
        '45.83.64.0/22,vpn,ExampleVPN,,',
        '45.83.65.0/24,proxy,Bright Data,residential,2026-03-01',
        '73.22.1.0/24,exploits,abuse feed,,2026-03-07',
        '73.22.1.5,spam,spam feed A,,2026-02-01',
        '73.22.1.5,spam,spam feed B,,2026-02-20',
        '2a0b:f4c0::/32,hosting,Example hosting,,',
        '104.28.0.0/16,relay,iCloud Private Relay,,',
      ].join('\n'));
      const summary = await importDataset(ipListsDataset, csv, t.store.db);
      assert.equal(summary.bad, 0, JSON.stringify(summary.badRows));
      assert.equal(summary.changed, 8);
      dns = await startDnsServer({
        '5.1.22.73.in-addr.arpa': { PTR: ['c-73-22-1-5.hsd1.il.comcast.net'] },
        '8.8.8.8.in-addr.arpa': { PTR: ['dns.google'] },
        '5.1.22.73.zen.test': { A: ['127.0.0.4'] },
        '5.1.22.73.css.test': { A: ['127.0.0.3'] },
      }, { silent: ['4.4.8.8.zen.test', '4.4.8.8.css.test'] });
      rdp = createServer((s) => s.destroy());
      rdpPort = await listenOnLoopback(rdp);
      reference = await loadIpReference({ config: loadConfig({ DATABASE_URL: t.url, IDRISK_DATA_DIR: t.dir, IDRISK_IP_LIST_REFRESH_SECONDS: '0' }), db: t.store.db, logger: silentLogger });
    });

    after(async () => {
      reference.close();
      await dns.close();
      rdp.close();
      await t.close();
    });

    describe('ip engine', () => {
      let engine: IpEngine;
      before(async () => {
        // Answered lookups get a DNS timeout a loaded machine cannot reach (the DNS server runs in this process: a
        // stalled event loop delays its answer too); only the test of a zone that never answers has a short one.
        engine = await createIpEngine(deps({ ...dns.env, IDRISK_DNSBL_ZONES: 'zen.test,css.test', IDRISK_DNS_TIMEOUT_MS: '2500' }));
      });

      test('a residential address: geo, time zone, ASN, classification, PTR, DNSBL and imported lists', async () => {
        const { payload: p, providers, touchpoints } = await engine.analyze({ ip: '73.22.1.5' }, ctx());
        assert.equal(p.is_valid_format, true);
        assert.equal(p.is_private_internal_address, false);
        assert.equal(p.country, 'US');
        assert.ok(p.city && p.lat && p.lon, 'geolocated');
        assert.match(p.timezone ?? '', /^America\//);
        // 15:00 UTC on 10 March is morning in every US mainland zone (08:00-11:00 local).
        assert.equal(p.request_time, 'morning');
        assert.match(p.isp ?? '', /Comcast/);
        assert.equal(p.connection_type, 'Fixed Line');
        assert.equal(p.connection_speed, 'broadband/cable/fiber');
        assert.equal(p.is_mobile, false);
        assert.equal(p.company_name, null, 'an ISP line is not a company network');
        assert.equal(p.company_domain, 'comcast.net');
        assert.equal(p.black_list_count, 2);
        assert.equal(p.xbl_count, 1);
        assert.equal(p.xbl_in_days, 3);
        assert.equal(p.css_count, 2, 'two imported spam reports outrank one DNSBL CSS answer');
        assert.equal(p.css_in_days, 18);
        assert.equal(p.is_tor, false);
        assert.equal(p.is_vpn, false);
        assert.equal(p.remote_desktop_enable, null, 'the probe is off by default');
        for (const code of ['RI009', 'RI010', 'RI011', 'RI012']) assert.ok(p.reason_codes?.split(',').includes(code), code);
        assert.ok(!p.reason_codes?.includes('TI001'), 'a reported address earns no fixed-line trust');
        assert.deepEqual(touchpoints, [{ kind: 'ip', value: '73.22.1.5' }]);
        assert.deepEqual(providers.map((x) => [x.provider, x.ok]).sort(), [['ip_dnsbl', true], ['ip_local_data', true], ['ip_ptr', true]]);
        assert.deepEqual(Object.keys(p).sort(), Object.keys(IpPayload.properties).sort(), 'every field of the payload schema is present');
      });

      test('imported lists: tor, vpn with name, residential proxy with an enum name, relay, IPv6 hosting', async () => {
        const tor = (await engine.analyze({ ip: '185.220.101.7' }, ctx())).payload;
        assert.equal(tor.is_tor, true);
        assert.ok(tor.reason_codes?.startsWith('RI003'), tor.reason_codes ?? '');
        const proxy = (await engine.analyze({ ip: '45.83.65.20' }, ctx())).payload;
        assert.equal(proxy.is_vpn, true);
        assert.equal(proxy.vpn_name, 'ExampleVPN');
        assert.equal(proxy.is_proxy, true);
        assert.equal(proxy.proxy_type, 'residential');
        assert.equal(proxy.proxy_name, 'Bright Data');
        assert.ok(proxy.reason_codes?.includes('RI006'));
        const relay = (await engine.analyze({ ip: '104.28.5.6' }, ctx())).payload;
        assert.equal(relay.is_relay, true);
        const v6 = (await engine.analyze({ ip: '2a0b:f4c0:1::1' }, ctx())).payload;
        assert.equal(v6.is_hosting, true);
        assert.ok(tor.score! < relay.score!, 'a Tor exit scores below a privacy relay');
      });

      if (kind === DB_KINDS[0]) test('private and reserved addresses: Reserved, no geolocation, no network lookup', async () => {
        for (const ip of ['10.1.2.3', '100.64.0.1', '192.0.2.1', 'fe80::1', 'fd00::5', '::ffff:192.168.1.1']) {
          const o = await engine.analyze({ ip }, ctx());
          assert.equal(o.payload.connection_type, 'Reserved', ip);
          assert.equal(o.payload.is_private_internal_address, true, ip);
          assert.equal(o.payload.country, null, ip);
          assert.equal(o.payload.reason_codes, 'RI002', ip);
          assert.deepEqual(o.providers.map((x) => x.provider), ['ip_local_data'], ip);
        }
        const anycast = await engine.analyze({ ip: '192.31.196.1' }, ctx());
        assert.equal(anycast.payload.connection_type, 'Reserved');
        assert.equal(anycast.payload.is_private_internal_address, false, 'AS112 anycast is globally reachable');
      });

      if (kind === DB_KINDS[0]) test('an invalid address: only is_valid_format false and the value, scored RI001', async () => {
        for (const ip of ['999.1.1.1', '01.2.3.4', '1.2.3', 'example.com', 'fe80::1%eth0', '']) {
          const o = await engine.analyze({ ip }, ctx());
          assert.equal(o.payload.is_valid_format, false, ip);
          assert.equal(o.payload.country, null);
          assert.equal(o.payload.reason_codes, 'RI001');
          assert.deepEqual(o.touchpoints, []);
        }
      });

      if (kind === DB_KINDS[0]) test('a DNSBL zone that does not answer in time: fields null and RG001', async () => {
        const quick = await createIpEngine(deps({ ...dns.env, IDRISK_DNSBL_ZONES: 'zen.test,css.test', IDRISK_DNS_TIMEOUT_MS: '300' }));
        const o = await quick.analyze({ ip: '8.8.4.4' }, ctx());
        assert.equal(o.payload.black_list_count, null);
        assert.ok(o.payload.reason_codes?.split(',').includes('RG001'), o.payload.reason_codes ?? '');
        assert.equal(o.providers.find((x) => x.provider === 'ip_dnsbl')?.reason, 'timeout');
        assert.equal(o.payload.connection_type, 'Commercial', 'local fields do not wait on the network');
        assert.equal(o.payload.is_hosting, true);
      });

      test('identity counts come from the graph, by canonical address', async () => {
        const graph = new IdentityGraph(t.store.db, 's'.repeat(32));
        const d = { ...deps({}), graph };
        await graph.link([
          { kind: 'ip', value: '2a00:1450::1' },
          { kind: 'email', value: 'a@example.com' },
          { kind: 'phone', value: '+14155550100' },
        ], 'acct_ip', NOW);
        await graph.link([{ kind: 'ip', value: '2a00:1450::1' }, { kind: 'email', value: 'b@example.com' }], 'acct_ip', NOW);
        const e = await createIpEngine(d);
        const o = await e.analyze({ ip: '2a00:1450:0:0::1' }, ctx());
        assert.equal(o.payload.identity_email_count, 2);
        assert.equal(o.payload.identity_msisdn_count, 1);
        assert.equal(o.payload.identity_name_count, 0);
      });
    });

    describe('ip engine options', () => {
      if (kind === DB_KINDS[0]) test('network off: no lookup, RG003, local fields still there', async () => {
        const e = await createIpEngine(deps({ IDRISK_NETWORK: 'off', IDRISK_DNSBL_ZONES: 'zen.test' }));
        const o = await e.analyze({ ip: '73.22.1.5' }, ctx());
        assert.equal(o.payload.company_domain, null);
        assert.equal(o.payload.black_list_count, null);
        assert.equal(o.payload.connection_type, 'Fixed Line');
        assert.ok(o.payload.reason_codes?.split(',').includes('RG003'));
        assert.deepEqual(o.providers.map((x) => x.provider), ['ip_local_data']);
      });

      if (kind === DB_KINDS[0]) test('the opt-in remote-desktop probe connects to the configured ports', async () => {
        const on = await createIpEngine(
          deps({ IDRISK_IP_RDP_PROBE: 'on', IDRISK_IP_RDP_PORTS: String(rdpPort), IDRISK_FETCH_ALLOW: '127.0.0.1/32', IDRISK_NETWORK: 'off' }),
        );
        const open = await on.analyze({ ip: '127.0.0.1' }, ctx());
        assert.equal(open.payload.remote_desktop_enable, true);
        assert.ok(open.payload.reason_codes?.includes('RI017'));
        const closedPort = await freePort();
        const closed = await createIpEngine(
          deps({ IDRISK_IP_RDP_PROBE: 'on', IDRISK_IP_RDP_PORTS: String(closedPort), IDRISK_FETCH_ALLOW: '127.0.0.1/32', IDRISK_NETWORK: 'off' }),
        );
        assert.equal((await closed.analyze({ ip: '127.0.0.1' }, ctx())).payload.remote_desktop_enable, false);
        const notAllowed = await createIpEngine(deps({ IDRISK_IP_RDP_PROBE: 'on', IDRISK_IP_RDP_PORTS: String(rdpPort), IDRISK_NETWORK: 'off' }));
        assert.equal((await notAllowed.analyze({ ip: '127.0.0.1' }, ctx())).payload.remote_desktop_enable, null, 'private addresses are never probed unless allowed');
      });

      test('a custom model scores the same codes with its own points; unknown models do not resolve', async () => {
        const models = new ScoringModels(t.store.db);
        const m = await models.create('acct_ip', { name: 'strict', product: 'ip', base: 150, points: { RI003: -1000 } }, NOW);
        assert.deepEqual(await resolveModel(t.store.db, 'acct_ip', m.id), { id: m.id, base: 150, points: { RI003: -1000 }, product: 'ip' });
        assert.equal(await resolveModel(t.store.db, 'acct_other', m.id), null, 'a model belongs to its account');
        assert.equal(await resolveModel(t.store.db, 'acct_ip', 'mdl_nope'), null);
        assert.equal(await resolveModel(t.store.db, 'acct_ip', 'mdl_\u0000'), null, 'a request may send any string');
        assert.equal((await resolveModel(t.store.db, 'acct_ip', 'ip_score'))?.id, 'ip_score');
        const e = await createIpEngine(deps({ IDRISK_NETWORK: 'off' }));
        const std = await e.analyze({ ip: '185.220.101.7' }, ctx());
        const custom = await e.analyze({ ip: '185.220.101.7' }, ctx({ modelId: m.id }));
        assert.ok(custom.payload.score! < std.payload.score!, `${custom.payload.score} < ${std.payload.score}`);
        assert.equal(custom.scored?.explanation.model_id, m.id);
        assert.equal(std.scored?.explanation.model_id, 'ip_score');
      });
    });

    describe('ip-proxy lookup', () => {
      test('the four booleans and proxy_type from the lists; invalid -> only is_valid_format', () => {
        assert.deepEqual(ipProxy('45.83.65.20', reference), { is_valid_format: true, is_vpn: true, is_relay: false, is_proxy: true, is_tor: false, proxy_type: 'residential' });
        assert.deepEqual(ipProxy('185.220.101.7', reference), { is_valid_format: true, is_vpn: false, is_relay: false, is_proxy: false, is_tor: true, proxy_type: null });
        assert.deepEqual(ipProxy('not-an-ip', reference), { is_valid_format: false });
      });
    });

    describe('ip-lists reload', () => {
      test('an import moves the generation, a refresh reloads the index, a re-import leaves it, a restart reads the snapshot', async () => {
        const snapshots = join(t.dir, 'ip-lists-reload');
        const fail = (err: unknown) => assert.fail(err instanceof Error ? err : String(err));
        const lists = await IpListStore.open(t.store.db, 0, fail, snapshots);
        try {
          const gen = await ipListGeneration(t.store.db);
          assert.ok(Number.isInteger(gen) && gen >= 1, `generation ${gen}`);
          const ip = parseIp('198.51.100.7');
          assert.ok(ip);
          assert.equal(lists.lookup(ip), null);
          assert.equal(lists.size, 8);

          const csv = join(t.dir, 'later.csv');
          writeFileSync(csv, 'range,kind,provider,proxy_type,last_reported\n198.51.100.0/24,vpn,LaterVPN,,\n185.220.101.7,tor,Tor Project,,2026-03-09\n');
          const first = await importDataset(ipListsDataset, csv, t.store.db);
          assert.deepEqual([first.changed, first.unchanged], [1, 1], 'the tor row was already stored');
          assert.equal(await ipListGeneration(t.store.db), gen + 1);
          assert.equal(lists.lookup(ip), null, 'the index changes only when refreshed');
          await lists.refresh();
          assert.equal(lists.lookup(ip)?.vpnName, 'LaterVPN');
          assert.equal(lists.size, 9);

          assert.equal((await importDataset(ipListsDataset, csv, t.store.db)).changed, 0);
          assert.equal(await ipListGeneration(t.store.db), gen + 1, 'an unchanged import leaves the generation');
          assert.ok(existsSync(join(snapshots, `index-${gen + 1}.bin`)));

          const paged = await loadIpListEntries(t.store.db, 2);
        assert.deepEqual(paged, await loadIpListEntries(t.store.db), 'keyset pages of 2 read every entry once');
        assert.equal(paged.length, 9);

        const restarted = await IpListStore.open(t.store.db, 0, fail, snapshots);
          restarted.close();
          assert.equal(restarted.size, 9);
          assert.equal(restarted.lookup(ip)?.vpnName, 'LaterVPN');
        } finally {
          lists.close();
        }
      });
    });

  });
}
