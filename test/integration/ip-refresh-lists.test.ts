/**
 * scripts/refresh-ip-lists against a local HTTP server serving sample copies of the public sources' formats,
 * then the produced file through `idrisk import ip-lists` (the import framework) into the interval index.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { collect, defaultSources, toCsv } from '../../scripts/refresh-ip-lists-lib.js';
import { ipListsDataset } from '../../src/reference/datasets/ip-lists.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { parseIp } from '../../src/reference/ip/address.js';
import { IpListStore } from '../../src/reference/ip/list-store.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';

const SOURCES = new URL('../fixtures/ip/sources/', import.meta.url);
let server: HttpTestServer;
let base: string;
let dir: string;
let store: Store;

before(async () => {
  // Sample copies of the sources, by file name; 404 for any other.
  server = await serveHttp((req, res) => {
    try {
      res.end(readFileSync(new URL(basename(new URL(req.url ?? '/', 'http://x').pathname), SOURCES)));
    } catch {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  base = server.url;
  dir = mkdtempSync(join(tmpdir(), 'idrisk-iplists-'));
  store = await openStore({ kind: 'sqlite', url: `sqlite:${join(dir, 'db')}`, file: join(dir, 'db') });
  await migrateToLatest(store.db);
});

after(async () => {
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('every source format is read, bad entries skipped, a failing source reported', async () => {
  const sources = [
    ...defaultSources({ base, azureUrl: `${base}/ServiceTags_Public.json` }),
    { ...defaultSources({ base })[0], name: 'missing', url: `${base}/gone.txt` },
  ];
  const { rows, reports } = await collect(sources, '2026-03-10');
  const by = Object.fromEntries(reports.map((r) => [r.name, r]));
  assert.equal(by.tor.rows, 3);
  assert.equal(by.aws.rows, 3);
  assert.equal(by['google-cloud'].rows, 2);
  assert.equal(by.oracle.rows, 1);
  assert.equal(by.oracle.skipped, 1);
  assert.equal(by['cloudflare-v4'].rows, 2);
  assert.equal(by['cloudflare-v6'].rows, 1);
  assert.equal(by['icloud-private-relay'].rows, 2);
  assert.equal(by.azure.rows, 2);
  assert.equal(by.missing.ok, false);
  assert.match(by.missing.error ?? '', /404/);
  const served = server.requests.map((path) => basename(path));
  assert.ok(served.includes('torbulkexitlist') && served.includes('egress-ip-ranges.csv'));
  assert.equal(rows.length, 16);

  const file = join(dir, 'ip-lists.csv');
  writeFileSync(file, toCsv(rows));
  const summary = await importDataset(ipListsDataset, file, store.db);
  assert.equal(summary.bad, 0, JSON.stringify(summary.badRows));
  assert.equal(summary.changed, 16);
  const again = await importDataset(ipListsDataset, file, store.db);
  assert.equal(again.changed, 0, 'a re-import of the same file changes nothing');

  const lists = await IpListStore.open(store.db, 0);
  const kinds = (ip: string) => [...(lists.lookup(parseIp(ip)!)?.kinds ?? [])];
  assert.deepEqual(kinds('185.220.101.2'), ['tor']);
  assert.deepEqual(kinds('2a0b:f4c2::1'), ['tor']);
  assert.deepEqual(kinds('52.94.77.1'), ['hosting']);
  assert.deepEqual(kinds('2600:1f14:1::9'), ['hosting']);
  assert.deepEqual(kinds('172.224.224.5'), ['relay']);
  assert.equal(lists.lookup(parseIp('172.224.224.5')!)?.relayName, 'iCloud Private Relay');
  assert.deepEqual(kinds('13.70.1.1'), ['hosting']);
  assert.deepEqual(kinds('8.8.8.8'), []);
  lists.close();
});
