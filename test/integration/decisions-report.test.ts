/**
 * Reports and backtests on SQLite and PostgreSQL over a generated labelled population: live resolutions stored by the
 * real commit path with seeded scores, codes, models and policy decisions, labelled through the labels service at
 * known rates. Every figure of the report is computed here independently (AUC by comparing every pair, the rest by
 * counting) and compared; the CLI's `idrisk report --json` gives the same report.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DB_KINDS, testApp, type TestApp } from '../helpers/app.js';
import { mulberry32 } from '../helpers/prng.js';
import { runCliCaptured } from '../helpers/cli.js';
import { newId } from '../../src/accounts/ids.js';
import { applyScorecard, clusterOf } from '../../src/scoring/scorecard.js';
import { SCORE_CLUSTERS } from '../../src/contract/common.js';
import type { Report } from '../../src/decisions/reports.js';

interface Person {
  id: string;
  score: number;
  codes: string[];
  model: string;
  fraud: boolean;
  tag: string | null;
  decided: boolean;
  ruleHit: boolean;
  createdAt: Date;
}

const N = 600;
const FRAUD_TAGS = ['fraud', 'chargeback', 'suspected_fraud', 'spam_or_abuse'];
const T0 = Date.parse('2026-10-01T00:00:00Z');
const close = (a: number | null, b: number | null, what: string) => {
  if (a === null || b === null) return assert.equal(a, b, what);
  assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} vs ${b}`);
};

for (const kind of DB_KINDS) {
  describe(`reports and backtests (${kind})`, () => {
    let t: TestApp;
    let accountId: string;
    const people: Person[] = [];

    before(async () => {
      t = await testApp(kind);
      const a = await t.account({ credits: 1_000_000 });
      accountId = a.account.id;
      const rnd = mulberry32(2028);
      for (let i = 0; i < N; i++) {
        const fraud = rnd() < 0.12;
        // Frauds score lower on average; scores overlap so the AUC is neither 0.5 nor 1.
        const score = Math.min(1000, Math.max(0, Math.round((fraud ? 330 : 620) + (rnd() - 0.5) * 700)));
        const codes = [...(rnd() < (fraud ? 0.6 : 0.15) ? ['RE001'] : []), ...(rnd() < 0.3 ? ['RE003'] : [])];
        const model = rnd() < 0.5 ? 'email_score' : 'mdl_generated';
        const tag = fraud ? FRAUD_TAGS[Math.floor(rnd() * FRAUD_TAGS.length)]! : rnd() < 0.6 ? 'not_fraud' : null;
        const decided = i % 2 === 0;
        const ruleHit = decided && score < 300;
        people.push({ id: newId('res'), score, codes, model, fraud, tag, decided, ruleHit, createdAt: new Date(T0 + i * 60_000) });
      }
      for (const p of people) {
        const explanation = {
          scores: { email: { model_id: p.model, base: 0, contributions: p.codes.map((code) => ({ code, points: -100 })), total: 0, score: p.score, score_cluster: clusterOf(p.score) } },
          providers: [],
          ...(p.decided
            ? { decision: { policy_version: 'pol_gen@1', policy_hash: 'x', outcome: p.ruleHit ? 'decline' : 'approve', tags: [], points: [], rules: [{ id: 'low', name: 'Low', matched: p.ruleHit, reads: [], actions: [] }] } }
            : {}),
        };
        const refused = await t.services.resolutions.commitCall({
          id: p.id,
          accountId,
          environment: 'live',
          keyId: a.liveKeyId,
          operation: 'email',
          customerId: `gen-${p.id}`,
          price: 0,
          score: p.score,
          scoreCluster: clusterOf(p.score),
          reasonCodes: p.codes.join(','),
          explanation,
          createdAt: p.createdAt,
        });
        assert.equal(refused, null);
      }
      const labelled = people.filter((p) => p.tag !== null);
      for (let i = 0; i < labelled.length; i += 1000) {
        await t.services.decisions.labels.add(accountId, labelled.slice(i, i + 1000).map((p) => ({ resolution_id: p.id, tag: p.tag as 'fraud' })), 'test');
      }
    });
    after(() => t.close());

    /** Every figure of the report, computed from the population directly. */
    function expected(pop: readonly Person[]) {
      const frauds = pop.filter((p) => p.fraud);
      const legit = pop.filter((p) => !p.fraud);
      let wins = 0;
      for (const f of frauds) for (const l of legit) wins += f.score < l.score ? 1 : f.score === l.score ? 0.5 : 0;
      const auc = frauds.length && legit.length ? wins / (frauds.length * legit.length) : null;
      const cuts = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((cut) => {
        const flagged = pop.filter((p) => p.score < cut);
        const ff = flagged.filter((p) => p.fraud).length;
        return { cut, flagged: flagged.length, frauds_flagged: ff, alert_rate: flagged.length / pop.length, precision: flagged.length ? ff / flagged.length : null, recall: frauds.length ? ff / frauds.length : null };
      });
      const rank = (c: string) => SCORE_CLUSTERS.indexOf(c as (typeof SCORE_CLUSTERS)[number]);
      const clusters = SCORE_CLUSTERS.map((cluster) => {
        const flagged = pop.filter((p) => rank(clusterOf(p.score)) <= rank(cluster));
        const ff = flagged.filter((p) => p.fraud).length;
        return { cluster, flagged: flagged.length, precision: flagged.length ? ff / flagged.length : null, recall: frauds.length ? ff / frauds.length : null };
      });
      const calibration = Array.from({ length: 10 }, (_, b) => {
        const inBand = pop.filter((p) => p.score >= b * 100 && (b === 9 ? p.score <= 1000 : p.score <= b * 100 + 99));
        return { resolutions: inBand.length, frauds: inBand.filter((p) => p.fraud).length };
      });
      const base = frauds.length / pop.length;
      const codes = ['RE001', 'RE003'].map((code) => {
        const w = pop.filter((p) => p.codes.includes(code));
        const f = w.filter((p) => p.fraud).length;
        return { code, support: w.length, frauds: f, lift: f / w.length / base };
      });
      const hits = pop.filter((p) => p.ruleHit);
      const uncaught = pop.filter((p) => p.decided && p.fraud && !p.ruleHit).length;
      return { auc, cuts, clusters, calibration, codes, hits: hits.length, hitFrauds: hits.filter((p) => p.fraud).length, uncaught, frauds: frauds.length, labelled: pop.filter((p) => p.tag !== null).length };
    }

    function check(r: Report, pop: readonly Person[]): void {
      const e = expected(pop);
      assert.equal(r.resolutions, pop.length);
      assert.equal(r.scored, pop.length);
      assert.equal(r.frauds, e.frauds);
      assert.equal(r.labelled, e.labelled);
      close(r.roc_auc, e.auc, 'roc_auc');
      assert.ok(r.roc_auc! > 0.6 && r.roc_auc! < 0.99, `a meaningful AUC (${r.roc_auc})`);
      for (const [i, c] of e.cuts.entries()) {
        const got = r.score_cuts[i]!;
        assert.equal(got.cut, c.cut);
        assert.equal(got.flagged, c.flagged, `flagged below ${c.cut}`);
        assert.equal(got.frauds_flagged, c.frauds_flagged);
        close(got.alert_rate, c.alert_rate, `alert rate ${c.cut}`);
        close(got.precision, c.precision, `precision ${c.cut}`);
        close(got.recall, c.recall, `recall ${c.cut}`);
      }
      for (const [i, c] of e.clusters.entries()) {
        assert.equal(r.clusters[i]!.cluster, c.cluster);
        assert.equal(r.clusters[i]!.flagged, c.flagged, c.cluster);
        close(r.clusters[i]!.precision, c.precision, `precision ${c.cluster}`);
        close(r.clusters[i]!.recall, c.recall, `recall ${c.cluster}`);
      }
      for (const [i, b] of e.calibration.entries()) {
        assert.equal(r.calibration[i]!.resolutions, b.resolutions, r.calibration[i]!.band);
        assert.equal(r.calibration[i]!.frauds, b.frauds, r.calibration[i]!.band);
      }
      for (const c of e.codes) {
        const got = r.reason_codes.find((x) => x.code === c.code)!;
        assert.equal(got.support, c.support, c.code);
        assert.equal(got.frauds, c.frauds, c.code);
        close(got.lift, c.lift, `lift ${c.code}`);
      }
      const rule = r.rules.find((x) => x.rule === 'low');
      assert.equal(rule?.hits ?? 0, e.hits);
      assert.equal(rule?.frauds ?? 0, e.hitFrauds);
      assert.equal(r.uncaught.frauds, e.uncaught);
    }

    test('the report over all resolutions matches figures computed independently', async () => {
      const r = await t.services.decisions.reports.report({ accountId });
      check(r, people);
      const perModel = Object.fromEntries(r.models.map((m) => [m.model_id, m]));
      for (const model of ['email_score', 'mdl_generated']) {
        const pop = people.filter((p) => p.model === model);
        assert.equal(perModel[model]!.resolutions, pop.length);
        close(perModel[model]!.roc_auc, expected(pop).auc, `auc of ${model}`);
      }
    });

    test('filters: one model, a time range, one policy version', async () => {
      check(await t.services.decisions.reports.report({ accountId, modelId: 'mdl_generated' }), people.filter((p) => p.model === 'mdl_generated'));
      const since = new Date(T0 + 200 * 60_000).toISOString();
      const until = new Date(T0 + 500 * 60_000).toISOString();
      check(await t.services.decisions.reports.report({ accountId, since, until }), people.slice(200, 500));
      const byPolicy = await t.services.decisions.reports.report({ accountId, policyVersion: 'pol_gen@1' });
      assert.equal(byPolicy.resolutions, people.filter((p) => p.decided).length);
    });

    test('idrisk report --json gives the same report', async () => {
      const env = { DATABASE_URL: t.config.database.url, IDRISK_DATA_DIR: t.dir, IDRISK_SECRET: 'test-secret-0123456789abcdef', LOG_LEVEL: 'silent', IDRISK_NETWORK: 'off' };
      const run = await runCliCaptured(['report', '--account', accountId, '--model', 'email_score', '--json'], env);
      assert.equal(run.code, 0, run.err);
      assert.deepEqual(JSON.parse(run.out), JSON.parse(JSON.stringify(await t.services.decisions.reports.report({ accountId, modelId: 'email_score' }))));
      assert.equal((await runCliCaptured(['report', '--account', accountId, '--since', 'yesterday-ish'], env)).code, 2);
    });

    test('backtest: a draft policy and another model replayed from stored signals, against the live decisions and the labels', async () => {
      const policy = { rules: [{ id: 'cut', name: 'Decline below 400', when: { op: '<', args: [{ ref: 'score' }, { lit: 400 }] }, actions: [{ type: 'decision', outcome: 'decline' }] }] } as const;
      const b = await t.services.decisions.reports.backtest({ accountId, policy: JSON.parse(JSON.stringify(policy)) });
      assert.equal(b.resolutions, N);
      const flagged = people.filter((p) => p.score < 400);
      assert.equal(b.confusion.flagged_fraud, flagged.filter((p) => p.fraud).length);
      assert.equal(b.confusion.flagged_legit, flagged.filter((p) => !p.fraud).length);
      assert.equal(b.confusion.passed_fraud, people.filter((p) => p.score >= 400 && p.fraud).length);
      // Live: decided ones declined below 300, undecided ones had no decision (approve).
      const live = (p: Person) => (p.ruleHit ? 'decline' : 'approve');
      assert.equal(b.changed_decisions, people.filter((p) => live(p) !== (p.score < 400 ? 'decline' : 'approve')).length);
      // Another model: the stored codes scored by it.
      const model = { id: 'backtest:m', base: 100, points: { RE001: -400 } };
      const m = await t.services.decisions.reports.backtest({ accountId, model });
      const rescored = people.map((p) => ({ ...p, score: applyScorecard(p.codes, model).score }));
      close(m.report.roc_auc, expected(rescored).auc, 'auc of the other model');
    });
  });
}
