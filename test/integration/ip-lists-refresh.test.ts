/**
 * `idrisk refresh ip-lists` and the `ip.lists-refresh` job (issue 32) against a local HTTP server playing the
 * publishers (IDRISK_IP_LISTS_BASE; the sample files of test/fixtures/ip/sources in each publisher's format): fetched
 * through the outbound guard (IDRISK_FETCH_ALLOW=127.0.0.1/32) into the ip-lists dataset, each source's ranges replaced
 * by what it publishes now (an exit that left the Tor list is no longer Tor), a list that would lose too much refused
 * with the stored ranges kept, rows an operator imported under another provider untouched, provenance in the data
 * folder. Nothing leaves 127.0.0.1.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { ipListsJob } from '../../src/jobs/ip-lists.js';
import { ipListsDataset } from '../../src/reference/datasets/ip-lists.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { parseIp } from '../../src/reference/ip/address.js';
import { IpListStore } from '../../src/reference/ip/list-store.js';
import { PROVENANCE_FILE } from '../../src/reference/ip/refresh.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import { runCliCaptured } from '../helpers/cli.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';

const SOURCES = new URL('../fixtures/ip/sources/', import.meta.url);
const silentLog = { info() {}, warn() {}, error() {}, debug() {} };
const SCHEDULED = { scheduled_for: '2026-11-26T00:00:00.000Z' };
/** Bodies that replace a fixture file for a test (by file name). */
const override: Record<string, string> = {};

let server: HttpTestServer;
let dir: string;
let env: Record<string, string>;
let store: Store;

before(async () => {
  server = await serveHttp((req, res) => {
    const name = basename(new URL(req.url ?? '/', 'http://x').pathname);
    if (override[name] !== undefined) return res.end(override[name]);
    try {
      res.end(readFileSync(new URL(name, SOURCES)));
    } catch {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  dir = mkdtempSync(join(tmpdir(), 'idrisk-iprefresh-'));
  const file = join(dir, 'db.sqlite');
  store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
  await migrateToLatest(store.db);
  env = {
    DATABASE_URL: `sqlite:${file}`,
    IDRISK_DATA_DIR: dir,
    IDRISK_FETCH_ALLOW: '127.0.0.1/32',
    IDRISK_NETWORK: 'off',
    LOG_LEVEL: 'silent',
    IDRISK_IP_LISTS_BASE: server.url,
  };
});

after(async () => {
  await server?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function kindsOf(ip: string): Promise<string[]> {
  const lists = await IpListStore.open(store.db, 0);
  try {
    return [...(lists.lookup(parseIp(ip)!)?.kinds ?? [])].sort();
  } finally {
    lists.close();
  }
}

describe('idrisk refresh ip-lists against local publishers', () => {
  test('configuration: unknown source names and bad URLs are named', () => {
    assert.throws(() => loadConfig({ IDRISK_IP_LISTS_SOURCES: 'tor,nope' }), /IDRISK_IP_LISTS_SOURCES: unknown source "nope"/);
    assert.throws(() => loadConfig({ IDRISK_IP_LISTS_BASE: 'ftp://mirror' }), /IDRISK_IP_LISTS_BASE/);
    assert.throws(() => loadConfig({ IDRISK_IP_LISTS_MAX_DROP: '2' }), /IDRISK_IP_LISTS_MAX_DROP/);
  });

  test('every source is fetched through the guard and stored; provenance kept; a second run changes nothing', async () => {
    // An operator's own import under another provider name, which no refresh may touch.
    const own = join(dir, 'own.csv');
    writeFileSync(own, 'range,kind,provider,proxy_type,last_reported\n185.220.101.1,tor,My Tor Watch,,\n');
    assert.equal((await importDataset(ipListsDataset, own, store.db)).changed, 1);

    const r = await runCliCaptured(['refresh', 'ip-lists', '--json'], env);
    assert.equal(r.code, 0, r.err + r.out);
    const result = JSON.parse(r.out) as { reports: { name: string; outcome: string; fetched: number; added: number; removed: number; sha256: string }[] };
    const by = Object.fromEntries(result.reports.map((x) => [x.name, x]));
    assert.deepEqual(Object.keys(by).sort(), ['aws', 'cloudflare-v4+cloudflare-v6', 'google-cloud', 'icloud-private-relay', 'oracle', 'tor']);
    // Cloudflare's two files are one unit (one provider): 2 IPv4 and 1 IPv6 ranges, neither deleting the other's.
    assert.equal(by['cloudflare-v4+cloudflare-v6']!.fetched, 3);
    assert.equal(by.tor!.fetched, 3);
    assert.equal(by.tor!.outcome, 'updated');
    assert.equal(by.aws!.added, 3);
    assert.match(by.aws!.sha256, /^[0-9a-f]{64}$/);
    assert.deepEqual(await kindsOf('185.220.101.2'), ['tor']);
    assert.deepEqual(await kindsOf('2600:1f14:1::9'), ['hosting'], 'a cloud provider\'s IPv6 range is hosting');
    assert.deepEqual(await kindsOf('172.224.224.5'), ['relay']);
    assert.deepEqual(await kindsOf('8.8.8.8'), []);
    const prov = JSON.parse(readFileSync(join(dir, PROVENANCE_FILE), 'utf8')) as { sources: Record<string, { url: string; fetched_at: string; ranges: number }> };
    assert.equal(prov.sources.tor!.url, `${server.url}/torbulkexitlist`);
    assert.equal(prov.sources.tor!.ranges, 3);
    assert.ok(!Number.isNaN(Date.parse(prov.sources.tor!.fetched_at)));

    const again = await runCliCaptured(['refresh', 'ip-lists'], env);
    assert.equal(again.code, 0, again.err);
    assert.match(again.out, /UNCHANGED +tor /);
  });

  test('a range the publisher dropped is deleted; a list that would lose too much is refused and the stored one kept', async () => {
    // Four exits, then the list without 185.220.101.2 (one of four: 25%, under the 30% default).
    override.torbulkexitlist = '185.220.101.1\n185.220.101.2\n185.220.101.3\n2a0b:f4c2::1\n';
    assert.equal((await runCliCaptured(['refresh', 'ip-lists'], { ...env, IDRISK_IP_LISTS_SOURCES: 'tor' })).code, 0);
    override.torbulkexitlist = '185.220.101.1\n185.220.101.3\n2a0b:f4c2::1\n';
    const r = await runCliCaptured(['refresh', 'ip-lists', '--json'], { ...env, IDRISK_IP_LISTS_SOURCES: 'tor' });
    assert.equal(r.code, 0, r.out);
    const tor = (JSON.parse(r.out) as { reports: { removed: number; outcome: string }[] }).reports[0]!;
    assert.deepEqual([tor.outcome, tor.removed], ['updated', 1]);
    assert.deepEqual(await kindsOf('185.220.101.2'), [], 'an exit that left the list is no longer Tor');
    assert.deepEqual(await kindsOf('185.220.101.3'), ['tor']);
    // The operator's own row for .1 (provider "My Tor Watch") is still there whatever the Tor Project's list says.
    const own = await store.db.selectFrom('ip_list_entries').select('range').where('provider', '=', 'My Tor Watch').execute();
    assert.deepEqual(own.map((x) => x.range), ['185.220.101.1']);

    // A truncated download keeping one of three: refused, nothing deleted.
    override.torbulkexitlist = '185.220.101.1\n';
    const refused = await runCliCaptured(['refresh', 'ip-lists'], { ...env, IDRISK_IP_LISTS_SOURCES: 'tor' });
    assert.equal(refused.code, 1);
    assert.match(refused.out, /REFUSED +tor .*\n +would delete 2 of 3 stored ranges/);
    assert.deepEqual(await kindsOf('185.220.101.3'), ['tor']);
    // An empty or unreadable body: refused too.
    override.torbulkexitlist = '<html>maintenance</html>\n';
    assert.match((await runCliCaptured(['refresh', 'ip-lists'], { ...env, IDRISK_IP_LISTS_SOURCES: 'tor' })).out, /REFUSED +tor .*\n +tor: no range in the fetched list/);
    delete override.torbulkexitlist;
  });

  test('the outbound guard applies: a publisher on a loopback address outside IDRISK_FETCH_ALLOW is not fetched', async () => {
    const seen = server.requests.length;
    const r = await runCliCaptured(['refresh', 'ip-lists'], { ...env, IDRISK_FETCH_ALLOW: '', IDRISK_IP_LISTS_SOURCES: 'aws' });
    assert.equal(r.code, 1);
    assert.match(r.out, /FAILED +aws .*\n +.*refused/);
    assert.equal(server.requests.length, seen, 'no request reached the server');
  });

  test('the daily job: off by default (no fetch); on, it refreshes; a failing source fails the attempt', async () => {
    const jobDir = mkdtempSync(join(tmpdir(), 'idrisk-iplists-job-'));
    try {
      const ctxFor = (extra: Record<string, string>) => ({
        job: { id: 'job_test', name: ipListsJob.name, attempt: 1, createdAt: new Date() },
        signal: new AbortController().signal,
        deps: { config: loadConfig({ ...env, IDRISK_DATA_DIR: jobDir, ...extra }), logger: silentLog, db: store.db },
        finish: async () => {},
      }) as unknown as Parameters<typeof ipListsJob.handler>[1];
      const seen = server.requests.length;
      await ipListsJob.handler(SCHEDULED, ctxFor({}));
      assert.equal(server.requests.length, seen);
      assert.equal(existsSync(join(jobDir, PROVENANCE_FILE)), false);
      await ipListsJob.handler(SCHEDULED, ctxFor({ IDRISK_IP_LISTS_REFRESH: 'on', IDRISK_IP_LISTS_SOURCES: 'aws,google-cloud' }));
      assert.ok(existsSync(join(jobDir, PROVENANCE_FILE)));
      await assert.rejects(
        ipListsJob.handler(SCHEDULED, ctxFor({ IDRISK_IP_LISTS_REFRESH: 'on', IDRISK_IP_LISTS_SOURCES: 'azure', IDRISK_IP_LISTS_AZURE_URL: `${server.url}/ServiceTags_gone.json` })),
        /azure failed \(azure: HTTP 404\)/,
      );
    } finally {
      rmSync(jobDir, { recursive: true, force: true });
    }
  });
});
