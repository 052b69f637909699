/**
 * `idrisk refresh email-lists` and the `email.lists-refresh` job against a local HTTP server playing the upstream
 * lists (issue 32): fetched through the outbound guard (IDRISK_FETCH_ALLOW=127.0.0.1/32), stored with provenance in the
 * data folder, refused when a list would drop too much, never storing an allowed provider or organisation, and read
 * by the email engine on top of the bundled lists. Nothing leaves 127.0.0.1.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { MemoryCache } from '../../src/enrich/cache.js';
import { Deadline } from '../../src/enrich/deadline.js';
import { IdentityGraph } from '../../src/identity/graph.js';
import { emailListsJob } from '../../src/jobs/email-lists.js';
import { createEmailEngine } from '../../src/products/email/engine.js';
import { classifyLists } from '../../src/products/email/lists.js';
import { loadEmailReference } from '../../src/reference/email/index.js';
import { storedListsOverlay, withStoredLists } from '../../src/reference/email/overlay.js';
import { parseListBody, parseUpstreams, STORE_FILE, type StoredLists } from '../../src/reference/email/refresh.js';
import { openStore, type Store } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrations/index.js';
import type { EngineContext } from '../../src/products/types.js';
import { runCliCaptured } from '../helpers/cli.js';
import { serveHttp, type HttpTestServer } from '../helpers/http-server.js';
import { createBundledReference } from '../../src/products/bundled.js';

/** The bundled reference data, one copy for this file's engines. */
const BUNDLED = createBundledReference();

const silentLog = { info() {}, warn() {}, error() {}, debug() {} };
const SCHEDULED = { scheduled_for: '2026-11-26T00:00:00.000Z' };
// Ten domains on list a; the second version keeps six of them (a 40% drop).
const A = ['fresh-rotating-1.xyz', 'fresh-rotating-2.xyz', 'fresh-rotating-3.xyz', 'fresh-rotating-4.xyz', 'fresh-rotating-5.xyz',
  'fresh-rotating-6.xyz', 'fresh-rotating-7.xyz', 'fresh-rotating-8.xyz', 'fresh-rotating-9.xyz', 'fresh-rotating-10.xyz'];
const bodies: Record<string, { status: number; body: string }> = {};

let server: HttpTestServer;
let dir: string;
let env: Record<string, string>;
let store: Store;

before(async () => {
  server = await serveHttp((req, res) => {
    const b = bodies[(req.url ?? '/').split('?')[0]!];
    res.writeHead(b?.status ?? 404, { 'content-type': 'text/plain' });
    res.end(b?.body ?? 'not found');
  });
  dir = mkdtempSync(join(tmpdir(), 'idrisk-lists-'));
  const file = join(dir, 'db.sqlite');
  store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file });
  await migrateToLatest(store.db);
  env = {
    DATABASE_URL: `sqlite:${file}`,
    IDRISK_DATA_DIR: dir,
    IDRISK_FETCH_ALLOW: '127.0.0.1/32',
    IDRISK_NETWORK: 'off',
    LOG_LEVEL: 'silent',
    IDRISK_EMAIL_LISTS_URLS: `a=${server.url}/a.txt,b=${server.url}/b.json`,
  };
});

after(async () => {
  await server?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = () => JSON.parse(readFileSync(join(dir, STORE_FILE), 'utf8')) as StoredLists;

describe('idrisk refresh email-lists against a local upstream', () => {
  test('parsing: text with comments and JSON; bad entries skipped; bad configuration named', () => {
    assert.deepEqual(parseListBody('# list\nA.example.org\n\nnot a domain\nb.example.org. # trailing\n'), { domains: ['a.example.org', 'b.example.org'], skipped: 1 });
    assert.deepEqual(parseListBody('["x.example.org", 3, "y.example.org"]'), { domains: ['x.example.org', 'y.example.org'], skipped: 1 });
    assert.deepEqual(parseListBody('{"domains": ["z.example.org"]}').domains, ['z.example.org']);
    assert.throws(() => parseListBody('{"nope": 1}'), /array of domains/);
    assert.equal(parseUpstreams(['a=https://x.example/l.txt', 'bad', 'a=https://y.example']).problems.length, 2);
    assert.throws(() => loadConfig({ IDRISK_EMAIL_LISTS_URLS: 'nourl' }), /IDRISK_EMAIL_LISTS_URLS/);
    assert.deepEqual(loadConfig({}).emailLists, { upstreams: [], refresh: false, maxDrop: 0.2 });
  });

  test('nothing configured: exit 1 with a clear message, no file', async () => {
    const r = await runCliCaptured(['refresh', 'email-lists'], { ...env, IDRISK_EMAIL_LISTS_URLS: '' });
    assert.equal(r.code, 1);
    assert.match(r.err, /IDRISK_EMAIL_LISTS_URLS names no list/);
    assert.equal(existsSync(join(dir, STORE_FILE)), false);
    const u = await runCliCaptured(['refresh', 'phone-lists'], env);
    assert.equal(u.code, 2);
  });

  test('first fetch: stored with provenance; allowed providers and organisations left out; the engine reads it', async () => {
    bodies['/a.txt'] = { status: 200, body: `# upstream a\n${A.join('\n')}\ngmail.com\nasics.com\nsimplelogin.com\n` };
    bodies['/b.json'] = { status: 200, body: JSON.stringify(['fresh-rotating-1.xyz', 'only-on-b.xyz']) };
    const r = await runCliCaptured(['refresh', 'email-lists'], env);
    assert.equal(r.code, 0, r.err + r.out);
    assert.match(r.out, /UPDATED +a .*: 10 domains \(stored before: none; \+10 -0; 3 allowed providers or organisations left out\)/);
    assert.match(r.out, /11 domains stored in/);
    const s = stored();
    assert.deepEqual(s.lists.a!.domains, [...A].sort());
    assert.deepEqual(s.lists.b!.domains, ['fresh-rotating-1.xyz', 'only-on-b.xyz']);
    assert.equal(s.lists.a!.url, `${server.url}/a.txt`);
    assert.deepEqual(server.requests.filter((p) => p === '/a.txt').length, 1);

    const ref = withStoredLists(await loadEmailReference(), join(dir, STORE_FILE));
    assert.deepEqual([classifyLists(ref, 'only-on-b.xyz', 'x').disposable, classifyLists(ref, 'only-on-b.xyz', 'x').disposableList], [true, 'refreshed:b']);
    assert.equal(classifyLists(ref, 'gmail.com', 'x').disposable, false);
    assert.equal(classifyLists(await loadEmailReference(), 'only-on-b.xyz', 'x').disposable, false, 'the bundled lists alone do not know it');

    const config = loadConfig(env);
    const engine = await createEmailEngine({ config, db: store.db, graph: new IdentityGraph(store.db, 'lists-test-secret-0123456789'), cache: new MemoryCache(), logger: silentLog, reference: BUNDLED });
    const ctx: EngineContext = { deadline: new Deadline(2000), now: new Date(), accountId: 'acct_test', given: {} };
    const out = await engine.analyze({ email: 'someone@fresh-rotating-3.xyz' }, ctx);
    assert.equal(out.payload.is_disposable, true);
    assert.equal(out.payload.status, 'disposable');
    assert.ok((out.payload.reason_codes ?? '').split(',').includes('RE002'));
  });

  test('a list that would drop more than the set share is refused and the stored version kept; a larger share accepts it', async () => {
    bodies['/a.txt'] = { status: 200, body: A.slice(0, 6).join('\n') };
    const r = await runCliCaptured(['refresh', 'email-lists'], env);
    assert.equal(r.code, 1);
    assert.match(r.out, /REFUSED +a .*\n +it would drop 4 of 10 stored domains \(40\.0% > 20\.0%\)/);
    assert.match(r.out, /UNCHANGED b /);
    assert.equal(stored().lists.a!.domains.length, 10);
    const ok = await runCliCaptured(['refresh', 'email-lists', '--json'], { ...env, IDRISK_EMAIL_LISTS_MAX_DROP: '0.5' });
    assert.equal(ok.code, 0, ok.err);
    const report = JSON.parse(ok.out) as { reports: { name: string; outcome: string; removed: number }[] };
    assert.deepEqual(report.reports.find((x) => x.name === 'a'), { ...report.reports.find((x) => x.name === 'a'), outcome: 'updated', removed: 4 });
    assert.equal(stored().lists.a!.domains.length, 6);
  });

  test('an upstream error or an empty list keeps the stored version', async () => {
    bodies['/a.txt'] = { status: 500, body: 'oops' };
    bodies['/b.json'] = { status: 200, body: '[]' };
    const before = stored();
    const r = await runCliCaptured(['refresh', 'email-lists'], env);
    assert.equal(r.code, 1);
    assert.match(r.out, /FAILED +a .*\n +HTTP 500/);
    assert.match(r.out, /REFUSED +b .*\n +the fetched list holds no domain/);
    assert.deepEqual(stored().lists, before.lists);
  });

  test('the outbound guard applies: an upstream on a loopback address outside IDRISK_FETCH_ALLOW is not fetched', async () => {
    const seen = server.requests.length;
    const r = await runCliCaptured(['refresh', 'email-lists'], { ...env, IDRISK_FETCH_ALLOW: '' });
    assert.equal(r.code, 1);
    assert.match(r.out, /FAILED +a /);
    assert.equal(server.requests.length, seen, 'no request reached the server');
  });

  test('a running engine picks up a new refresh (the stored file changed)', async () => {
    const ref = await loadEmailReference();
    const current = storedListsOverlay(ref, dir, () => {}, 0);
    assert.equal(classifyLists(current(), 'late-arrival.xyz', 'x').disposable, false);
    bodies['/a.txt'] = { status: 200, body: [...A.slice(0, 6), 'late-arrival.xyz'].join('\n') };
    bodies['/b.json'] = { status: 200, body: JSON.stringify(['only-on-b.xyz']) };
    // A file system with a coarse modification time: wait past it, so the new file's time differs.
    await new Promise((r) => setTimeout(r, 20));
    const r = await runCliCaptured(['refresh', 'email-lists', '--json'], { ...env, IDRISK_EMAIL_LISTS_MAX_DROP: '0.5' });
    assert.equal(r.code, 0, r.out + r.err);
    assert.equal(classifyLists(current(), 'late-arrival.xyz', 'x').disposableList, 'refreshed:a');
  });

  test('a damaged store: the command says so and changes nothing; a running engine keeps its last good lists', async () => {
    const ref = await loadEmailReference();
    const errors: unknown[] = [];
    const current = storedListsOverlay(ref, dir, (e) => errors.push(e), 0);
    assert.equal(classifyLists(current(), 'late-arrival.xyz', 'x').disposableList, 'refreshed:a');
    const good = readFileSync(join(dir, STORE_FILE), 'utf8');
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(dir, STORE_FILE), '{"version": 1, "lists": ');
    assert.equal(classifyLists(current(), 'late-arrival.xyz', 'x').disposableList, 'refreshed:a', 'the last good overlay stays');
    assert.equal(errors.length, 1);
    const r = await runCliCaptured(['refresh', 'email-lists'], env);
    assert.equal(r.code, 1);
    assert.match(r.err, /email-lists\.json: not readable JSON .*move it away/);
    assert.equal(readFileSync(join(dir, STORE_FILE), 'utf8'), '{"version": 1, "lists": ');
    writeFileSync(join(dir, STORE_FILE), good);
  });

  test('the daily job: off by default (no fetch); on, it stores the lists', async () => {
    const jobDir = mkdtempSync(join(tmpdir(), 'idrisk-lists-job-'));
    try {
      const ctxFor = (extra: Record<string, string>) => ({
        job: { id: 'job_test', name: emailListsJob.name, attempt: 1, createdAt: new Date() },
        signal: new AbortController().signal,
        deps: { config: loadConfig({ ...env, IDRISK_DATA_DIR: jobDir, ...extra }), logger: silentLog, reference: BUNDLED },
        finish: async () => {},
      }) as unknown as Parameters<typeof emailListsJob.handler>[1];
      const seen = server.requests.length;
      await emailListsJob.handler(SCHEDULED, ctxFor({}));
      assert.equal(server.requests.length, seen);
      assert.equal(existsSync(join(jobDir, STORE_FILE)), false);
      await emailListsJob.handler(SCHEDULED, ctxFor({ IDRISK_EMAIL_LISTS_REFRESH: 'on' }));
      const s = JSON.parse(readFileSync(join(jobDir, STORE_FILE), 'utf8')) as StoredLists;
      assert.ok(s.lists.a!.domains.includes('late-arrival.xyz'));
      bodies['/a.txt'] = { status: 404, body: '' };
      await assert.rejects(emailListsJob.handler(SCHEDULED, ctxFor({ IDRISK_EMAIL_LISTS_REFRESH: 'on' })), /a failed \(HTTP 404\)/);
    } finally {
      rmSync(jobDir, { recursive: true, force: true });
    }
  });
});
