/**
 * Retention at its boundary, key rotation at the end of its grace period (an injected clock, no sleeping), and the
 * audit trail of a scripted CLI session, on SQLite and PostgreSQL.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { userInfo } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { testStore, type TestStore } from '../helpers/store.js';
import { runCliCaptured } from '../helpers/cli.js';
import { IdentityGraph, attributeLinks } from '../../src/identity/graph.js';
import { Resolutions } from '../../src/store/resolutions/index.js';
import { ApiKeys, RotationRefused } from '../../src/accounts/keys.js';
import { AuthCache } from '../../src/accounts/auth-cache.js';
import { AuditLog } from '../../src/privacy/audit.js';
import { Privacy } from '../../src/privacy/service.js';
import { MemoryCache } from '../../src/enrich/cache.js';

const DAY = 86_400_000;

for (const kind of DB_KINDS) {
  describe(`privacy lifecycle (${kind})`, () => {
    let t: TestStore;
    before(async () => {
      t = await testStore(kind, 'idrisk-lifecycle-');
      const now = new Date().toISOString();
      await t.store.db
        .insertInto('accounts')
        .values({ id: 'acct_r', name: 'r', credits: 100, unlimited: 0, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: now, updated_at: now })
        .execute();
    });
    after(() => t.close());

    test('retention deletes resolutions and graph links older than the period; the boundary and the usage rows stay', async () => {
      const db = t.store.db;
      const graph = new IdentityGraph(db, 'retention-secret-0123456789');
      const resolutions = new Resolutions(t.store);
      const now = new Date('2026-06-01T00:00:00.000Z');
      const cutoff = new Date(now.getTime() - 30 * DAY);
      const commit = (id: string, at: Date, tps: { kind: 'phone' | 'email'; value: string }[]) =>
        resolutions.commitCall(
          { id, accountId: 'acct_r', environment: 'live', keyId: 'key_r', operation: 'phone', customerId: id, price: 1, explanation: { scores: {} }, response: { phone: tps[0].value }, createdAt: at },
          graph.rows(tps, 'acct_r'),
          (tx) => attributeLinks(tx, graph.rows(tps, 'acct_r'), id),
        ).then((refused) => assert.equal(refused, null));
      await commit('res_old', new Date(cutoff.getTime() - 1), [{ kind: 'phone', value: '+15550000001' }, { kind: 'email', value: 'old@example.com' }]);
      await commit('res_edge', cutoff, [{ kind: 'phone', value: '+15550000002' }, { kind: 'email', value: 'edge@example.com' }]);
      const audit = new AuditLog(db);
      const privacy = new Privacy({ store: t.store, graph, cache: new MemoryCache(), audit, retentionDays: 30, now: () => now });

      const dry = await privacy.prune({ dryRun: true });
      assert.deepEqual([dry.cutoff, dry.resolutions, dry.identityEdges, dry.identityNodes], [cutoff.toISOString(), 1, 2, 2]);
      assert.ok(await resolutions.byId('res_old'), 'a dry run deletes nothing');

      const report = await privacy.runRetention();
      assert.deepEqual([report?.resolutions, report?.identityEdges, report?.identityNodes], [1, 2, 2]);
      assert.equal(await resolutions.byId('res_old'), null);
      assert.ok(await resolutions.byId('res_edge'), 'a resolution exactly at the cutoff stays');
      assert.equal((await graph.profile({ kind: 'phone', value: '+15550000001' }, 'acct_r')).first_seen, null);
      assert.equal((await graph.profile({ kind: 'phone', value: '+15550000002' }, 'acct_r')).counts.email, 1);
      const attributions = await db.selectFrom('resolution_nodes').select('resolution_id').execute();
      assert.deepEqual([...new Set(attributions.map((r) => r.resolution_id))], ['res_edge']);
      const usage = await db.selectFrom('usage').select('resolution_id').orderBy('resolution_id').execute();
      assert.deepEqual(usage.map((u) => u.resolution_id), ['res_edge', 'res_old'], 'billing rows are kept');
      assert.deepEqual([privacy.retention.runs, privacy.retention.deletedTotal.resolutions], [1, 1]);
      const entries = await audit.list();
      assert.equal(entries.at(-1)?.action, 'prune');
      assert.equal(entries.at(-1)?.actor, 'system:retention');
      assert.equal(entries.at(-1)?.detail?.resolutions, 1);

      // One millisecond later the boundary resolution is past the period too.
      const later = new Privacy({ store: t.store, graph, cache: new MemoryCache(), audit, retentionDays: 30, now: () => new Date(now.getTime() + 1) });
      assert.equal((await later.prune()).resolutions, 1);
    });

    test('a call moves last_seen of its identifiers and links only when the stored one is an hour old or more', async () => {
      const db = t.store.db;
      const graph = new IdentityGraph(db, 'last-seen-secret-0123456789');
      const resolutions = new Resolutions(t.store);
      const tps = [{ kind: 'phone' as const, value: '+15550000077' }, { kind: 'email' as const, value: 'seen@example.com' }];
      const rows = graph.rows(tps, 'acct_r');
      const commit = (id: string, at: Date) =>
        resolutions.commitCall({ id, accountId: 'acct_r', environment: 'live', keyId: 'key_r', operation: 'phone', customerId: id, price: 0, createdAt: at }, rows).then((refused) => assert.equal(refused, null));
      const lastSeen = async () => {
        const nodes = await db.selectFrom('identity_nodes').select('last_seen').where('id', 'in', rows.nodes.map((n) => n.id)).execute();
        const edges = await db.selectFrom('identity_edges').select('last_seen').where('a', 'in', rows.nodes.map((n) => n.id)).execute();
        assert.equal(nodes.length + edges.length, 4);
        return [...new Set([...nodes, ...edges].map((r) => r.last_seen))];
      };
      const t0 = new Date('2026-07-01T10:00:00.000Z');
      await commit('res_seen0', t0);
      assert.deepEqual(await lastSeen(), [t0.toISOString()]);
      await commit('res_seen1', new Date(t0.getTime() + 3_600_000 - 1));
      assert.deepEqual(await lastSeen(), [t0.toISOString()], 'less than an hour later: unchanged');
      const t2 = new Date(t0.getTime() + 3_600_000);
      await commit('res_seen2', t2);
      assert.deepEqual(await lastSeen(), [t2.toISOString()], 'an hour later: advanced');
      const first = await db.selectFrom('identity_nodes').select('first_seen').where('id', 'in', rows.nodes.map((n) => n.id)).execute();
      assert.deepEqual([...new Set(first.map((r) => r.first_seen))], [t0.toISOString()], 'first_seen never moves');
    });

    test('a rotated key works until its grace period ends, then is refused; the new key works', async () => {
      let clock = new Date('2026-06-01T12:00:00.000Z');
      const keys = new ApiKeys(t.store.db, undefined, () => clock);
      const cached = new ApiKeys(t.store.db, new AuthCache(t.store.db, 300), () => clock);
      const old = await keys.create('acct_r', 'live');
      const t0 = clock.getTime();
      const rotated = await t.store.db.transaction().execute((tx) => keys.rotate(old.id, DAY, tx));
      assert.ok(rotated);
      assert.equal(rotated.old.expiresAt, new Date(t0 + DAY).toISOString());
      assert.equal(rotated.old.replacedBy, rotated.created.id);
      assert.equal(rotated.created.environment, 'live');
      // A cache filled after the rotation holds the end of the grace period (one filled before learns of the rotation
      // within IDRISK_KEY_CACHE_SECONDS, like a revocation).
      assert.ok(await cached.authenticate(old.secret));

      clock = new Date(t0 + DAY - 1);
      assert.equal((await keys.authenticate(old.secret))?.key.id, old.id, 'still valid 1 ms before the end');
      assert.ok(await cached.authenticate(old.secret), 'and through a cache');
      clock = new Date(t0 + DAY);
      assert.equal(await keys.authenticate(old.secret), null, 'refused at the end of the grace period');
      assert.equal(await cached.authenticate(old.secret), null, 'a cached entry expires with the key');
      assert.equal((await keys.authenticate(rotated.created.secret))?.key.id, rotated.created.id);

      await assert.rejects(keys.rotate(old.id, DAY), RotationRefused, 'an expired key is not rotated again');
      // Rotating the new key twice never extends the first grace period.
      const second = await keys.rotate(rotated.created.id, 2 * DAY);
      const third = await keys.rotate(rotated.created.id, 3 * DAY);
      assert.equal(third?.old.expiresAt, second?.old.expiresAt);
      await keys.revoke(third!.created.id);
      await assert.rejects(keys.rotate(third!.created.id, 0), RotationRefused);
      assert.equal(await keys.rotate('key_missing', 0), null);
    });
  });

  describe(`audit trail of a scripted CLI session (${kind})`, () => {
    let app: TestApp;
    let env: Record<string, string>;
    const cli = (...argv: string[]) => runCliCaptured(argv, env);
    before(async () => {
      app = await testApp(kind);
      env = { DATABASE_URL: app.config.database.url, IDRISK_DATA_DIR: app.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', IDRISK_NETWORK: 'off', LOG_LEVEL: 'silent' };
    });
    after(() => app.close());

    test('every administrative action is recorded with time, actor and arguments, never secrets or subject values', async () => {
      const started = new Date().toISOString();
      const ok = async (...argv: string[]) => {
        const r = await cli(...argv);
        assert.equal(r.code, 0, `${argv.join(' ')}: ${r.err}`);
        return r.out;
      };
      const account = JSON.parse(await ok('accounts', 'create', '--name', 'Audited', '--credits', '10', '--json'));
      const key = JSON.parse(await ok('keys', 'create', '--account', account.id, '--json'));
      await ok('credits', 'add', '--account', account.id, '25');
      const credits = (secret: string) => app.app.inject({ method: 'GET', url: '/1.0/credits', headers: { 'x-api-key': secret } });
      assert.equal((await credits(key.secret)).statusCode, 200);

      const graced = JSON.parse(await ok('keys', 'rotate', key.id, '--grace', '24h', '--json'));
      assert.match(graced.new.secret, /^idr_live_/);
      assert.equal((await credits(key.secret)).statusCode, 200, 'the old key works during its grace period');
      const now = JSON.parse(await ok('keys', 'rotate', graced.new.id, '--grace', '0', '--json'));
      assert.equal((await credits(graced.new.secret)).statusCode, 401, 'grace 0: refused at once');
      assert.equal((await credits(now.new.secret)).statusCode, 200);
      const text = await ok('keys', 'rotate', now.new.id);
      assert.match(text, /shown once/);

      const model = join(app.dir, 'model.json');
      writeFileSync(model, JSON.stringify({ name: 'strict', base: 500, points: { R001: -100 } }));
      const breaches = join(app.dir, 'b.jsonl');
      writeFileSync(breaches, JSON.stringify({ phone: '447700900555', breach_id: 'x', title: 'X', date: '2020-01-01' }));
      await ok('import', 'breaches', breaches);
      await ok('erase', '--phone', '+447700900555', '--dry-run');
      await ok('erase', '--phone', '+447700900555');
      await ok('export-subject', '--email', 'someone@example.com');
      await ok('prune', '--days', '3650');
      await ok('keys', 'list');
      await ok('accounts', 'update', account.id, '--rate-limit', '7');
      assert.equal((await cli('keys', 'rotate')).code, 2, 'refused arguments are not actions');
      assert.equal((await cli('keys', 'rotate', 'key_nope')).code, 2);

      const r = await cli('audit', '--since', started, '--json');
      assert.equal(r.code, 0, r.err);
      const entries = JSON.parse(r.out) as { at: string; actor: string; action: string; args: Record<string, unknown>; outcome: string; detail: Record<string, unknown> | null }[];
      assert.deepEqual(entries.map((e) => e.action), [
        'accounts create', 'keys create', 'credits add', 'keys rotate', 'keys rotate', 'keys rotate', 'import', 'erase', 'erase', 'export-subject', 'prune', 'accounts update',
      ]);
      for (const e of entries) {
        assert.equal(e.actor, `cli:${userInfo().username}`);
        assert.ok(e.at >= started);
        assert.equal(e.outcome, 'ok');
      }
      assert.equal(entries[0].detail?.account_id, account.id, 'the creation records the new account id');
      assert.deepEqual(entries[2].args, { account: account.id, _: ['25'] });
      assert.deepEqual(entries[3].args, { grace: '24h', _: [key.id] });
      assert.equal(entries[3].detail?.new_key_id, graced.new.id);
      assert.equal(entries[1].detail?.key_id, key.id);
      assert.deepEqual(entries[7].args, { phone: '[redacted]', 'dry-run': true });
      assert.equal(entries[8].detail?.breach_records, 1);
      const all = JSON.stringify(entries);
      for (const secret of [key.secret, graced.new.secret, now.new.secret]) assert.ok(!all.includes(secret), 'no secret in the trail');
      assert.ok(!/idr_(live|test)_/.test(all));
      assert.ok(!all.includes('447700900555') && !all.includes('someone@example.com'), 'no erased or exported subject in the trail');

      const textOut = await ok('audit', '--since', '1h');
      assert.match(textOut, /keys rotate/);
      assert.equal((await ok('audit', '--since', '2099-01-01')).trim(), 'no audit entries');
      assert.equal((await cli('audit', '--since', 'yesterday')).code, 2);
    });
  });
}
