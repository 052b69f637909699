/**
 * The live onboarding hub: every claim combination, the combined score of a consistent and of an inconsistent
 * identity explained code by code (GET /1.0/resolutions/{id}), models (standard, custom, unknown), and the flat
 * unversioned endpoints of rule 14 — on SQLite and PostgreSQL. Real stores, imported datasets, the identity graph
 * written by earlier links; network lookups off (the deadline test with local servers is onboarding-deadline.test.ts).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUB_CLAIMS } from '../../src/contract/common.js';
import { LEGACY_RESPONSES } from '../../src/contract/legacy.js';
import { HubResponse } from '../../src/contract/responses.js';
import { PRICES } from '../../src/accounts/prices.js';
import { importDataset } from '../../src/reference/datasets/import.js';
import { datasetByName } from '../../src/reference/datasets/registry.js';
import { ScoringModels } from '../../src/scoring/models/repository.js';
import { CATALOGUE } from '../../src/scoring/catalogue.js';
import { pointsToScore } from '../../src/scoring/scorecard.js';
import { testAjv } from '../helpers/ajv.js';
import { DB_KINDS, testApp, uniqueId, type TestApp } from '../helpers/app.js';

const ajv = testAjv();
const validHub = ajv.compile(HubResponse);
const validFlat = Object.fromEntries(Object.entries(LEGACY_RESPONSES).map(([k, s]) => [k, ajv.compile(s)]));

// A consistent identity: a UK mobile known under the given name, an email carrying it at a .co.uk domain, a UK IP.
const GOOD = { phone_number: '+447983614752', email: 'anna.rossi@example.co.uk', ip: '86.128.0.1', first_name: 'Anna', last_name: 'Rossi' };
// An inconsistent one: a UK VoIP number known under another name and linked with many emails this week, a
// disposable email with a random account name, a US hosting address, a randomly typed name.
const BAD = { phone_number: '+445603614752', email: 'xk7qz@mailinator.com', ip: '8.8.4.4', first_name: 'Xqzvb', last_name: 'Kjhgfd' };
const DAY = 86_400_000;

const products = ['phone', 'email', 'ip', 'name'] as const;
const subsets = <T>(xs: readonly T[]): T[][] => xs.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]]);

interface Explained {
  explanation: { scores: Record<string, { model_id: string; base: number; total: number; score: number; contributions: { code: string; points: number }[] } | null>; consistency?: Record<string, unknown> };
}

for (const kind of DB_KINDS) {
  describe(`onboarding hub (${kind})`, () => {
    let t: TestApp;
    let live: string;
    let sandbox: string;
    let accountId: string;

    const post = (url: string, payload: object, key = live) => t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload });
    const balance = async () => (await t.services.accounts.get(accountId))!.credits;

    async function load(name: string, rows: unknown[]): Promise<void> {
      const def = datasetByName(name)!;
      const file = join(t.dir, `${name}.jsonl`);
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      const s = await importDataset(def, file, t.services.store.db);
      assert.equal(s.bad, 0, JSON.stringify(s.badRows));
    }

    before(async () => {
      t = await testApp(kind);
      const a = await t.account({ credits: 100_000 });
      live = a.live;
      sandbox = a.sandbox;
      accountId = a.account.id;
      await load('phone-names', [
        { phone: GOOD.phone_number.slice(1), first_name: 'Anna', last_name: 'Rossi', sources: 6 },
        { phone: BAD.phone_number.slice(1), first_name: 'John', last_name: 'Smith', sources: 4 },
      ]);
      const now = Date.now();
      // The good identity's phone and email were linked by a call 40 days ago.
      await t.services.graph.link([{ kind: 'phone', value: GOOD.phone_number }, { kind: 'email', value: GOOD.email }], accountId, new Date(now - 40 * DAY));
      // The bad phone was linked with six other emails yesterday (multi-accounting).
      for (let i = 0; i < 6; i++) {
        await t.services.graph.link([{ kind: 'phone', value: BAD.phone_number }, { kind: 'email', value: `other${i}@example.net` }], accountId, new Date(now - DAY));
      }
    });
    after(() => t.close());

    if (kind === 'sqlite') {
      test('every claim combination: valid ones answer with exactly their objects and price, the others 400 with nothing billed', async () => {
        let valid = 0;
        let invalid = 0;
        for (const set of subsets(products)) {
          for (const withScore of [false, true]) {
            const claims = [...set, ...(withScore ? (['score'] as const) : [])];
            if (claims.length === 0) continue;
            const before_ = await balance();
            const r = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...GOOD });
            if (withScore && set.length < 2) {
              assert.equal(r.statusCode, 400, JSON.stringify(claims));
              assert.equal(r.json().code, 'INVALID_CLAIMS');
              assert.equal(await balance(), before_, 'nothing billed');
              invalid++;
              continue;
            }
            assert.equal(r.statusCode, 200, `${JSON.stringify(claims)}: ${r.body}`);
            const body = r.json();
            assert.ok(validHub(body as unknown), JSON.stringify(validHub.errors));
            for (const c of HUB_CLAIMS) assert.equal(body[c] !== undefined, (claims as readonly string[]).includes(c), `${c} in ${JSON.stringify(claims)}`);
            assert.equal(body.model_id, withScore ? 'digital_score' : undefined);
            assert.equal(before_ - (await balance()), set.reduce((s, p) => s + PRICES[p], 0), 'the sum of the products; score is free');
            valid++;
          }
        }
        assert.equal(valid, 15 + 11);
        assert.equal(invalid, 5);
        // Each product's input field is required by its claim; an unknown, repeated or empty claim list is refused.
        for (const [claims, field] of [[['phone', 'email'], 'phone_number'], [['email', 'ip'], 'email'], [['ip', 'name'], 'ip'], [['name', 'phone'], 'first_name']] as const) {
          const body: Record<string, unknown> = { customer_id: uniqueId(), claims, ...GOOD };
          delete body[field];
          const r = await post('/1.0/hub', body);
          assert.equal(r.statusCode, 400);
          assert.equal(r.json().code, 'INVALID_PAYLOAD');
          assert.ok(r.json().errors.some((e: { field: string }) => e.field === field), r.body);
        }
        for (const claims of [[], ['phone', 'phone'], ['device'], ['score']]) {
          const r = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...GOOD });
          assert.equal(r.statusCode, 400, JSON.stringify(claims));
        }
      });
    }

    test('a consistent identity scores far above an inconsistent one, each contribution explained', async () => {
      const claims = ['phone', 'email', 'ip', 'name', 'score'];
      const good = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...GOOD });
      const bad = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...BAD });
      assert.equal(good.statusCode, 200, good.body);
      assert.equal(bad.statusCode, 200, bad.body);
      const g = good.json();
      const b = bad.json();
      const explain = async (id: string) => {
        const r = await t.app.inject({ method: 'GET', url: `/1.0/resolutions/${id}`, headers: { 'x-api-key': live } });
        assert.equal(r.statusCode, 200, r.body);
        return r.json() as Explained;
      };
      const ge = await explain(g.resolution_id);
      const be = await explain(b.resolution_id);
      const points = (e: Explained) => new Map(e.explanation.scores.score!.contributions.map((c) => [c.code, c.points]));
      const gp = points(ge);
      const bp = points(be);

      // Why the consistent identity scores well: the name is in the email and is the phone's known name, every
      // country agrees (GB), and the phone and email were linked 40 days ago.
      assert.deepEqual(['TO001', 'TO003', 'TO005', 'TO006'].map((c) => gp.get(c)), [80, 120, 60, 120]);
      for (const c of ['RO001', 'RO002', 'RO003', 'RO008', 'RO011', 'RO013']) assert.equal(gp.has(c), false, c);
      // Why the inconsistent one scores badly: the name is neither in the email nor the phone's name; phone GB vs
      // IP US, 8 hours apart; a disposable email with a VoIP phone; a random name with a new email; the phone was
      // linked with 6 other emails this week.
      assert.deepEqual(['RO001', 'RO002', 'RO003', 'RO006', 'RO008', 'RO011', 'RO013'].map((c) => bp.get(c)), [-40, -120, -60, -60, -200, -150, -150]);
      for (const c of ['TO001', 'TO003', 'TO005', 'TO006']) assert.equal(bp.has(c), false, c);
      // Night at the IP location abroad depends on the clock: fired exactly when the IP answer says night.
      assert.equal(bp.has('RO007'), b.ip.request_time === 'night');

      // The block lists every product code plus the consistency codes; the score is the scorecard of all of them.
      for (const [body, e] of [[g, ge], [b, be]] as const) {
        const listed = body.score.reason_codes.split(',');
        for (const p of products) for (const c of (body[p].reason_codes ?? '').split(',').filter(Boolean)) assert.ok(listed.includes(c), `${c} of ${p}`);
        const s = e.explanation.scores.score!;
        assert.equal(s.model_id, 'digital_score');
        assert.equal(s.total, s.base + s.contributions.reduce((n, c) => n + c.points, 0));
        assert.equal(body.score.score, pointsToScore(s.total));
        for (const c of s.contributions) if (c.code !== 'TP008' && c.code !== 'RP011') assert.equal(c.points, CATALOGUE.get(c.code)!.weight, c.code);
      }
      const consistencyGood = ['TO001', 'TO003', 'TO005', 'TO006'].reduce((n, c) => n + gp.get(c)!, 0);
      const consistencyBad = [...bp].filter(([c]) => c.startsWith('RO')).reduce((n, [, p]) => n + p, 0);
      assert.equal(consistencyGood, 380);
      assert.ok(consistencyBad <= -780, `consistency points of the inconsistent identity: ${consistencyBad}`);
      assert.ok(g.score.score >= 900 && b.score.score <= 20, `good ${g.score.score}, bad ${b.score.score}`);
      assert.ok(g.score.score - b.score.score >= 880);
      assert.equal(g.score.score_cluster, 'very_high');
      assert.equal(b.score.score_cluster, 'very_low');
      // The facts behind the codes are kept with the explanation.
      const facts = ge.explanation.consistency as { name_vs_email: string; countries: Record<string, unknown>; seen_together: { days: number } };
      assert.equal(facts.name_vs_email, 'MATCH');
      assert.deepEqual(facts.countries, { phone: 'GB', ip: 'GB', email_cctld: 'GB', name_origin: null });
      assert.equal(facts.seen_together.days, 40);
      // The phone payload's breach/name comparison is the same one: phone-to-name MATCH is TO003 here.
      assert.equal(be.explanation.consistency?.name_vs_phone_names, 'NO_MATCH');
    });

    test('models: standard hub models, an account scorecard, unknown -> 400 UNKNOWN_MODEL with nothing billed', async () => {
      const claims = ['phone', 'email', 'score'];
      const scores: Record<string, number> = {};
      for (const model_id of ['digital_score', 'business_onboarding', 'igaming']) {
        const r = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...BAD, model_id });
        assert.equal(r.statusCode, 200, r.body);
        assert.equal(r.json().model_id, model_id);
        scores[model_id] = r.json().score.score;
      }
      assert.ok(scores.igaming! < scores.digital_score!, 'multi-accounting weighs more in igaming');
      const custom = await new ScoringModels(t.services.store.db).create(accountId, { name: 'strict', product: 'onboarding', base: 200, points: { RO008: -2000 } });
      const r = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...BAD, model_id: custom.id });
      assert.equal(r.statusCode, 200, r.body);
      assert.equal(r.json().model_id, custom.id);
      const before_ = await balance();
      for (const model_id of ['ip_score', 'nope', 'mdl_doesnotexist']) {
        const u = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...GOOD, model_id });
        assert.equal(u.statusCode, 400, model_id);
        assert.equal(u.json().code, 'UNKNOWN_MODEL');
      }
      // A custom model made for another product scores neither the hub nor that other product's neighbours.
      const ipModel = await new ScoringModels(t.services.store.db).create(accountId, { name: 'ip only', product: 'ip', base: 150, points: {} });
      const wrongHub = await post('/1.0/hub', { customer_id: uniqueId(), claims, ...GOOD, model_id: ipModel.id });
      assert.equal(wrongHub.statusCode, 400, wrongHub.body);
      assert.equal(wrongHub.json().code, 'UNKNOWN_MODEL');
      assert.match(wrongHub.json().detail, /for the ip product/);
      const wrongIp = await post('/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: GOOD.ip, model_id: custom.id });
      assert.equal(wrongIp.statusCode, 400, wrongIp.body);
      assert.equal(wrongIp.json().code, 'UNKNOWN_MODEL');
      assert.equal(await balance(), before_, 'refused calls are not billed');
      const rightIp = await post('/1.0/ip', { customer_id: uniqueId(), claims: ['ip'], ip: GOOD.ip, model_id: ipModel.id });
      assert.equal(rightIp.statusCode, 200, rightIp.body);
      assert.equal(before_ - (await balance()), PRICES.ip);
    });

    test('flat unversioned endpoints: prefixed fields from the versioned answer, same price, errors and sandbox', async () => {
      const b0 = await balance();
      const phone = await post('/phone', { customer_id: uniqueId(), phone: GOOD.phone_number });
      assert.equal(phone.statusCode, 200, phone.body);
      const pj = phone.json();
      assert.ok(validFlat.phone!(pj as unknown), JSON.stringify(validFlat.phone!.errors));
      assert.equal(pj.phone_is_valid_format, true);
      assert.equal(pj.phone_country_code, 'GB');
      assert.equal(pj.phone_first_name, 'Anna');
      assert.equal(typeof pj.phone_score, 'number');
      assert.equal(pj.phone, undefined, 'no nested object');
      const email = await post('/email', { customer_id: uniqueId(), email: GOOD.email });
      assert.equal(email.json().email_status, 'unknown');
      assert.equal(email.json().email_domain, 'example.co.uk');
      const ip = await post('/ip', { customer_id: uniqueId(), ip: GOOD.ip });
      assert.equal(ip.json().ip_country, 'GB');
      assert.equal(ip.json().model_id, 'ip_score');
      assert.ok(validFlat.ip!(ip.json()), JSON.stringify(validFlat.ip!.errors));
      assert.equal(b0 - (await balance()), PRICES.phone + PRICES.email + PRICES.ip, 'billed as the versioned calls');

      const onb = await post('/onboarding', { customer_id: uniqueId(), phone: GOOD.phone_number, email: GOOD.email, ip: GOOD.ip, first_name: 'Anna', last_name: 'Rossi' });
      assert.equal(onb.statusCode, 200, onb.body);
      const oj = onb.json();
      assert.ok(validFlat.onboarding!(oj as unknown), JSON.stringify(validFlat.onboarding!.errors));
      assert.deepEqual(oj.claims, ['phone', 'email', 'ip', 'name', 'score']);
      assert.equal(typeof oj.score, 'number');
      assert.ok(oj.reason_codes.split(',').includes('TO001'));
      assert.equal(oj.name_is_valid, true);
      assert.equal(oj.ip_country, 'GB');
      // The same answer as the versioned hub gives for the same identity (the score is a pure function of it).
      const hub = (await post('/1.0/hub', { customer_id: uniqueId(), claims: ['phone', 'email', 'ip', 'name', 'score'], ...GOOD })).json();
      assert.equal(oj.score, hub.score.score);
      assert.equal(oj.phone_reason_codes, hub.phone.reason_codes);

      // One product given: no score block.
      const one = (await post('/onboarding', { customer_id: uniqueId(), email: GOOD.email })).json();
      assert.deepEqual(one.claims, ['email']);
      assert.equal(one.score, undefined);
      // Errors: unknown field, nothing given, half a name, a duplicate customer_id, missing key, bad key.
      const id = uniqueId();
      assert.equal((await post('/phone', { customer_id: id, phone_number: GOOD.phone_number })).json().code, 'INVALID_PAYLOAD');
      assert.equal((await post('/onboarding', { customer_id: id })).json().code, 'INVALID_PAYLOAD');
      assert.equal((await post('/onboarding', { customer_id: id, first_name: 'Anna' })).json().code, 'INVALID_PAYLOAD');
      assert.equal((await post('/phone', { customer_id: id, phone: GOOD.phone_number })).statusCode, 200);
      const dup = await post('/phone', { customer_id: id, phone: GOOD.phone_number });
      assert.equal(dup.statusCode, 400);
      assert.equal(dup.json().code, 'DUPLICATED_CUSTOMER_ID');
      assert.equal((await t.app.inject({ method: 'POST', url: '/email', payload: { customer_id: uniqueId(), email: GOOD.email } })).statusCode, 403);
      assert.equal((await post('/email', { customer_id: uniqueId(), email: GOOD.email }, 'idr_live_wrong')).statusCode, 401);
      // Sandbox: synthetic, free, same flat shape.
      const sb0 = await balance();
      const sb = await post('/onboarding', { customer_id: uniqueId(), phone: GOOD.phone_number, email: GOOD.email }, sandbox);
      assert.equal(sb.statusCode, 200, sb.body);
      assert.ok(validFlat.onboarding!(sb.json()), JSON.stringify(validFlat.onboarding!.errors));
      assert.equal(typeof sb.json().score, 'number');
      assert.equal(await balance(), sb0);
    });
  });
}
