/**
 * Reports from labels (docs/labels.md#the-report) and backtests (docs/rules.md#backtest), over the stored live
 * resolutions of an account in a time range. Both stream the resolutions page by page (keyset on created_at, id) and
 * keep only fixed-size tallies (a histogram of the 1,001 scores per class, counters per code and rule), so memory does
 * not grow with the number of resolutions. No network: everything comes from what each resolution stored. The rows
 * are read through src/store/decisions/reports.ts (ReportRows); no SQL here.
 */
import type { ReportRows } from '../store/decisions/index.js';
import { SCORE_CLUSTERS } from '../contract/common.js';
import { applyScorecard, clusterOf, type Explanation, type Scored, type Scorecard } from '../scoring/scorecard.js';
import { FRAUD_TAGS } from './labels.js';
import { withRulePoints, type Decisions } from './decide.js';
import { compilePolicy } from './rules/evaluate.js';
import type { PolicyDocument } from './rules/ast.js';

export interface ReportQuery {
  readonly accountId: string;
  /** Only resolutions scored by this model (explanation model_id). */
  readonly modelId?: string;
  /** Only resolutions decided by this policy version (`pol_…@N`). */
  readonly policyVersion?: string;
  /** Only this operation (`hub`, `phone`, ...). */
  readonly operation?: string;
  /** Inclusive lower bound, ISO-8601. */
  readonly since?: string;
  /** Exclusive upper bound, ISO-8601. */
  readonly until?: string;
}

export interface Rates {
  readonly flagged: number;
  readonly frauds_flagged: number;
  /** flagged / resolutions */
  readonly alert_rate: number | null;
  /** frauds flagged / flagged */
  readonly precision: number | null;
  /** frauds flagged / frauds */
  readonly recall: number | null;
}

export interface Report {
  readonly account_id: string;
  readonly filters: Omit<ReportQuery, 'accountId'>;
  readonly resolutions: number;
  /** Resolutions with a score (the score figures count these). */
  readonly scored: number;
  readonly labelled: number;
  /** Current label in fraud, chargeback, suspected_fraud, spam_or_abuse. */
  readonly frauds: number;
  readonly fraud_rate: number | null;
  /** Probability that a random fraud scores lower (riskier) than a random non-fraud; ties count half. null without both classes. */
  readonly roc_auc: number | null;
  /** Flag every resolution scoring below the cut. */
  readonly score_cuts: readonly ({ cut: number } & Rates)[];
  /** Flag every resolution in this cluster or a riskier one. */
  readonly clusters: readonly ({ cluster: string; resolutions: number; frauds: number } & Rates)[];
  /** Observed fraud rate per score band of 100. */
  readonly calibration: readonly { band: string; resolutions: number; frauds: number; fraud_rate: number | null }[];
  /** Per reason code: resolutions carrying it, frauds among them, fraud rate and lift over the base fraud rate. */
  readonly reason_codes: readonly { code: string; support: number; frauds: number; fraud_rate: number; lift: number | null }[];
  /** Per rule of the policies that decided these resolutions. */
  readonly rules: readonly { policy_version: string; rule: string; hits: number; frauds: number; precision: number | null }[];
  /** Frauds that no rule matched, among resolutions decided by a policy (ids: the first 100). */
  readonly uncaught: { readonly frauds: number; readonly resolution_ids: readonly string[] };
  /** Resolutions by the model that scored them. */
  readonly models: readonly { model_id: string; resolutions: number; frauds: number; roc_auc: number | null }[];
}

/** One stored resolution as the reports read it. */
export interface StoredCall {
  readonly id: string;
  readonly operation: string;
  readonly customer_id: string | null;
  readonly created_at: string;
  readonly score: number | null;
  readonly score_cluster: string | null;
  readonly reason_codes: string | null;
  readonly explanation: StoredExplanation | null;
  readonly response: Record<string, unknown> | null;
  /** The current label's tag, or null. */
  readonly tag: string | null;
}

interface StoredExplanation {
  readonly scores?: Record<string, Explanation | null>;
  readonly decision?: {
    readonly policy_version: string;
    readonly outcome: string;
    readonly rules: readonly { id: string; matched: boolean }[];
  };
}

const PAGE = 1000;
/** The field heads that read a stored answer's payload (docs/rules.md#fields). */
const PAYLOAD_HEADS = ['phone', 'email', 'ip', 'domain', 'device', 'name'] as const;
export const SCORE_CUTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Fraud / non-fraud score histograms: exact AUC in O(1001) whatever the number of resolutions. */
export class ScoreHistogram {
  readonly fraud = new Float64Array(1001);
  readonly legit = new Float64Array(1001);
  add(score: number, fraud: boolean): void {
    const s = Math.min(1000, Math.max(0, Math.round(score)));
    (fraud ? this.fraud : this.legit)[s]! += 1;
  }
  /** P(score of a fraud < score of a non-fraud) + half the ties. */
  auc(): number | null {
    let frauds = 0;
    let legits = 0;
    for (let i = 0; i <= 1000; i++) {
      frauds += this.fraud[i]!;
      legits += this.legit[i]!;
    }
    if (frauds === 0 || legits === 0) return null;
    let legitAbove = legits;
    let sum = 0;
    for (let i = 0; i <= 1000; i++) {
      legitAbove -= this.legit[i]!;
      sum += this.fraud[i]! * (legitAbove + this.legit[i]! / 2);
    }
    return sum / (frauds * legits);
  }
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

export class Reports {
  constructor(
    private readonly rows: ReportRows,
    private readonly decisions: Decisions,
  ) {}

  /**
   * The stored live resolutions of the query with their current label, oldest first, a page at a time (keyset on
   * (created_at, id) along the index resolutions_account_created_idx). `responses: false` leaves `response` null
   * (a backtest whose rules read no payload field does not parse it).
   */
  async *calls(q: ReportQuery, options: { responses?: boolean } = {}): AsyncGenerator<StoredCall> {
    const responses = options.responses !== false;
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await this.rows.calls(q, after, PAGE);
      for (const r of rows) {
        yield {
          id: r.id,
          operation: r.operation,
          customer_id: r.customer_id,
          created_at: r.created_at,
          score: r.score === null ? null : Number(r.score),
          score_cluster: r.score_cluster,
          reason_codes: r.reason_codes,
          explanation: r.explanation ? (JSON.parse(r.explanation) as StoredExplanation) : null,
          response: responses && r.response ? (JSON.parse(r.response) as Record<string, unknown>) : null,
          tag: r.tag ?? null,
        };
      }
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.created_at, id: last.id };
    }
  }

  /** The report of docs/labels.md over the query's resolutions. */
  async report(q: ReportQuery, onProgress?: (seen: number) => void): Promise<Report> {
    const tally = new Tally();
    let seen = 0;
    for await (const c of this.calls(q)) {
      seen += 1;
      if (onProgress && seen % 10_000 === 0) onProgress(seen);
      const model = modelOf(c);
      if (q.modelId && model !== q.modelId) continue;
      if (q.policyVersion && c.explanation?.decision?.policy_version !== q.policyVersion) continue;
      tally.add(c, model);
    }
    return tally.report(q);
  }

  /**
   * Backtest: run a draft policy (or score with another model) over the stored resolutions, without network. The
   * decision is compared with the live one and with the labels. What a stored resolution does not keep cannot be
   * replayed: velocity reads null (the graph has moved on) and payload fields read null unless responses were stored
   * (IDRISK_STORE_RESPONSES=on); list membership reads the lists as they are now (docs/rules.md#backtest).
   */
  async backtest(
    q: ReportQuery & { readonly policy?: PolicyDocument; readonly model?: Scorecard },
    onProgress?: (seen: number) => void,
  ): Promise<Backtest> {
    const changed: Record<string, number> = {};
    const confusion = { flagged_fraud: 0, flagged_legit: 0, passed_fraud: 0, passed_legit: 0 };
    const tally = new Tally();
    let seen = 0;
    let changes = 0;
    const examples: { resolution_id: string; live: string | null; backtest: string }[] = [];
    // The draft is compiled once; the stored answers are parsed only when a rule reads a payload field.
    const compiled = q.policy ? compilePolicy(q.policy) : null;
    const responses = compiled ? PAYLOAD_HEADS.some((h) => compiled.heads.has(h)) : false;
    for await (const c of this.calls(q, { responses })) {
      seen += 1;
      if (onProgress && seen % 10_000 === 0) onProgress(seen);
      const stored = storedScored(c);
      let scored: Scored | null = stored;
      if (q.model && stored) scored = applyScorecard(stored.explanation.contributions.map((x) => x.code).filter((code) => /^[RT][A-Z]\d{3}$/.test(code) && !/^[RT]X/.test(code)), q.model);
      let outcome: string | null = c.explanation?.decision?.outcome ?? null;
      let matchedRules: readonly { id: string; matched: boolean }[] = [];
      if (compiled) {
        const facts = this.decisions.facts({
          accountId: q.accountId,
          operation: c.operation,
          resolutionId: c.id,
          customerId: c.customer_id ?? '',
          live: false,
          now: new Date(c.created_at),
          body: c.response ?? {},
          scored,
          input: {},
          touchpoints: [],
        });
        const pending = compiled.run(facts, 'none');
        const result = pending instanceof Promise ? await pending : pending;
        if (scored) scored = withRulePoints(scored, result.points, result.failed.length > 0);
        outcome = result.outcome;
        matchedRules = result.rules;
      }
      const live = c.explanation?.decision?.outcome ?? null;
      const now = outcome ?? 'approve';
      if (now !== (live ?? 'approve')) {
        changes += 1;
        const k = `${live ?? 'none'}->${now}`;
        changed[k] = (changed[k] ?? 0) + 1;
        if (examples.length < 100) examples.push({ resolution_id: c.id, live, backtest: now });
      }
      const fraud = c.tag !== null && FRAUD_TAGS.has(c.tag);
      const flagged = now !== 'approve';
      if (flagged && fraud) confusion.flagged_fraud += 1;
      else if (flagged) confusion.flagged_legit += 1;
      else if (fraud) confusion.passed_fraud += 1;
      else confusion.passed_legit += 1;
      const replay: StoredCall = {
        ...c,
        score: scored?.score ?? null,
        score_cluster: scored?.score_cluster ?? null,
        reason_codes: scored?.reason_codes ?? null,
        explanation: q.policy ? { ...c.explanation, decision: { policy_version: 'backtest', outcome: now, rules: matchedRules } } : c.explanation,
      };
      tally.add(replay, q.model?.id ?? modelOf(c));
    }
    return { resolutions: seen, changed_decisions: changes, changes_by_kind: changed, examples, confusion, report: tally.report(q) };
  }
}

export interface Backtest {
  readonly resolutions: number;
  readonly changed_decisions: number;
  /** `live->backtest` outcome pairs (`none` when no policy decided live) and their counts. */
  readonly changes_by_kind: Readonly<Record<string, number>>;
  readonly examples: readonly { resolution_id: string; live: string | null; backtest: string }[];
  /** Decision (review or decline = flagged) against the labels (fraud tags = fraud). */
  readonly confusion: { flagged_fraud: number; flagged_legit: number; passed_fraud: number; passed_legit: number };
  /** The report's figures of the replayed scores and decisions. */
  readonly report: Report;
}

/** The scorecard explanation behind a stored resolution's primary score (the product's, or the hub's `score`). */
function primaryExplanation(c: StoredCall): Explanation | null {
  const scores = c.explanation?.scores;
  if (!scores) return null;
  return scores.score ?? scores[c.operation] ?? null;
}

function modelOf(c: StoredCall): string {
  return primaryExplanation(c)?.model_id ?? 'none';
}

function storedScored(c: StoredCall): Scored | null {
  const e = primaryExplanation(c);
  if (!e || c.score === null) return null;
  return { score: c.score, score_cluster: (c.score_cluster ?? clusterOf(c.score)) as Scored['score_cluster'], reason_codes: c.reason_codes ?? '', explanation: e };
}

/** Fixed-size tallies of the report (memory independent of the number of resolutions). */
class Tally {
  n = 0;
  scored = 0;
  labelled = 0;
  frauds = 0;
  readonly hist = new ScoreHistogram();
  readonly clusters = new Map<string, { n: number; frauds: number }>();
  readonly codes = new Map<string, { n: number; frauds: number }>();
  readonly rules = new Map<string, { n: number; frauds: number }>();
  readonly models = new Map<string, { n: number; frauds: number; hist: ScoreHistogram }>();
  uncaught = 0;
  readonly uncaughtIds: string[] = [];

  add(c: StoredCall, model: string): void {
    const fraud = c.tag !== null && FRAUD_TAGS.has(c.tag);
    this.n += 1;
    if (c.tag !== null) this.labelled += 1;
    if (fraud) this.frauds += 1;
    let m = this.models.get(model);
    if (!m) this.models.set(model, (m = { n: 0, frauds: 0, hist: new ScoreHistogram() }));
    m.n += 1;
    if (fraud) m.frauds += 1;
    if (c.score !== null) {
      this.scored += 1;
      this.hist.add(c.score, fraud);
      m.hist.add(c.score, fraud);
      const cl = c.score_cluster ?? clusterOf(c.score);
      const t = this.clusters.get(cl) ?? { n: 0, frauds: 0 };
      t.n += 1;
      if (fraud) t.frauds += 1;
      this.clusters.set(cl, t);
    }
    for (const code of new Set((c.reason_codes ?? '').split(',').filter((x) => x !== ''))) {
      const t = this.codes.get(code) ?? { n: 0, frauds: 0 };
      t.n += 1;
      if (fraud) t.frauds += 1;
      this.codes.set(code, t);
    }
    const decision = c.explanation?.decision;
    if (decision) {
      let any = false;
      for (const r of decision.rules) {
        if (!r.matched) continue;
        any = true;
        const k = `${decision.policy_version}\u0000${r.id}`;
        const t = this.rules.get(k) ?? { n: 0, frauds: 0 };
        t.n += 1;
        if (fraud) t.frauds += 1;
        this.rules.set(k, t);
      }
      if (fraud && !any) {
        this.uncaught += 1;
        if (this.uncaughtIds.length < 100) this.uncaughtIds.push(c.id);
      }
    }
  }

  report(q: Omit<ReportQuery, 'accountId'> & { accountId: string }): Report {
    const { accountId, ...filters } = q;
    const cleanFilters = Object.fromEntries(Object.entries(filters).filter(([k, v]) => v !== undefined && (k === 'modelId' || k === 'policyVersion' || k === 'operation' || k === 'since' || k === 'until'))) as Report['filters'];
    const base = ratio(this.frauds, this.n);
    const rates = (flagged: number, fraudsFlagged: number): Rates => ({
      flagged,
      frauds_flagged: fraudsFlagged,
      alert_rate: ratio(flagged, this.scored),
      precision: ratio(fraudsFlagged, flagged),
      recall: ratio(fraudsFlagged, this.totalScoredFrauds()),
    });
    const score_cuts = SCORE_CUTS.map((cut) => {
      let flagged = 0;
      let ff = 0;
      for (let s = 0; s < cut; s++) {
        flagged += this.hist.fraud[s]! + this.hist.legit[s]!;
        ff += this.hist.fraud[s]!;
      }
      return { cut, ...rates(flagged, ff) };
    });
    let cumN = 0;
    let cumF = 0;
    const clusters = SCORE_CLUSTERS.map((cluster) => {
      const t = this.clusters.get(cluster) ?? { n: 0, frauds: 0 };
      cumN += t.n;
      cumF += t.frauds;
      return { cluster, resolutions: t.n, frauds: t.frauds, ...rates(cumN, cumF) };
    });
    const calibration = Array.from({ length: 10 }, (_, b) => {
      let n = 0;
      let f = 0;
      const top = b === 9 ? 1000 : b * 100 + 99;
      for (let s = b * 100; s <= top; s++) {
        n += this.hist.fraud[s]! + this.hist.legit[s]!;
        f += this.hist.fraud[s]!;
      }
      return { band: `${b * 100}-${top}`, resolutions: n, frauds: f, fraud_rate: ratio(f, n) };
    });
    const reason_codes = [...this.codes.entries()]
      .map(([code, t]) => ({ code, support: t.n, frauds: t.frauds, fraud_rate: t.frauds / t.n, lift: base ? t.frauds / t.n / base : null }))
      .sort((a, b) => b.support - a.support || (a.code < b.code ? -1 : 1));
    const rules = [...this.rules.entries()]
      .map(([k, t]) => {
        const [policy_version, rule] = k.split('\u0000') as [string, string];
        return { policy_version, rule, hits: t.n, frauds: t.frauds, precision: ratio(t.frauds, t.n) };
      })
      .sort((a, b) => (a.policy_version < b.policy_version ? -1 : a.policy_version > b.policy_version ? 1 : a.rule < b.rule ? -1 : 1));
    const models = [...this.models.entries()]
      .map(([model_id, t]) => ({ model_id, resolutions: t.n, frauds: t.frauds, roc_auc: t.hist.auc() }))
      .sort((a, b) => (a.model_id < b.model_id ? -1 : 1));
    return {
      account_id: accountId,
      filters: cleanFilters,
      resolutions: this.n,
      scored: this.scored,
      labelled: this.labelled,
      frauds: this.frauds,
      fraud_rate: base,
      roc_auc: this.hist.auc(),
      score_cuts,
      clusters,
      calibration,
      reason_codes,
      rules,
      uncaught: { frauds: this.uncaught, resolution_ids: this.uncaughtIds },
      models,
    };
  }

  private totalScoredFrauds(): number {
    let f = 0;
    for (let s = 0; s <= 1000; s++) f += this.hist.fraud[s]!;
    return f;
  }
}
