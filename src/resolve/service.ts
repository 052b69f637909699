/**
 * Resolving a call: the steps after auth, entitlement, rate limit and validation, in the documented order:
 * product availability (501) -> credits (402) -> duplicate identifiers (400; read before work that may make network
 * lookups, otherwise decided by the commit's unique index) -> work under the deadline -> commit (resolution + debit +
 * usage + identity links in one transaction) -> response.
 * Sandbox keys take the same path with synthetic payloads, price 0, no usage and no identity links.
 */
import type { Config } from '../config/index.js';
import { HUB_CLAIMS, PRODUCTS, type HubClaim, type HubProduct, type Product } from '../contract/common.js';
import { OPERATIONS, type OperationName } from '../contract/operations.js';
import { serializeAnswer, spliceWhenSent } from '../contract/serialize.js';
import { envelope, flattenAnswer, type Envelope } from '../contract/envelope.js';
export type { Envelope } from '../contract/envelope.js';
import { PRODUCT_PAYLOADS } from '../contract/payloads/index.js';
import { type Deadline, lookupDeadline } from '../enrich/deadline.js';
import type { ProviderRecord } from '../enrich/outcome.js';
import { graphScope, type IdentityGraph, type Touchpoint } from '../identity/graph.js';
import type { Account } from '../accounts/accounts.js';
import type { ApiKey } from '../accounts/keys.js';
import { newId } from '../accounts/ids.js';
import { priceOf } from '../accounts/prices.js';
import type { EngineContext, EngineRegistry, GivenTouchpoints, Logger, ProductInputs, ProductOutcome } from '../products/types.js';
import { hubInput, PRODUCT_CATALOGUE } from '../products/catalogue.js';
import { GENERAL } from '../scoring/codes/general.js';
import type { Explanation, Scored } from '../scoring/scorecard.js';
import { pickScenario, type SandboxProducts, type SandboxScenario } from '../sandbox/index.js';
import type { Resolutions } from '../store/resolutions/index.js';
import { DuplicateIdentifier, EngineTimeout, InsufficientCredits, ProductNotAvailable, UnknownModel } from './errors.js';
import type { ModelResolver } from './models.js';
import { SandboxIds } from './sandbox-ids.js';
import { SandboxResolutions, type SandboxResolution } from './sandbox-resolutions.js';
import type { Tx } from '../store/db.js';
import { hubModel, liveHubScore } from '../onboarding/hub.js';
import type { HubOutcomes } from '../onboarding/consistency.js';
import type { HubScore } from '../onboarding/score.js';
import { storedExplanationJson, type Decisions, type DecisionOutcome } from '../decisions/decide.js';
import { rescore } from '../scoring/models/index.js';
import type { Scorecard } from '../scoring/scorecard.js';

/** A product answer's spliced member (its payload), one constant array per product (the splicer is found by it). */
const SPLICED_MEMBERS = Object.fromEntries(PRODUCTS.map((p): [Product, readonly string[]] => [p, [p]])) as Record<Product, readonly string[]>;

export interface Caller {
  readonly account: Account;
  readonly key: ApiKey;
}

export interface ResolveDeps {
  readonly config: Config;
  readonly engines: EngineRegistry;
  readonly resolutions: Resolutions;
  readonly graph: IdentityGraph;
  /** The sandbox answers of the products (sandbox keys). */
  readonly sandbox: SandboxProducts;
  readonly models: ModelResolver;
  /** The account's active model per product when a call names none (spec rule 6); absent: the standard models. */
  readonly activeModels?: { activeFor(accountId: string, product: string): Promise<string | null> };
  /** The accounts' decision policies (src/decisions); absent: no call is decided. */
  readonly decisions?: Decisions;
  /** Where a failing engine is reported; silent when absent. */
  readonly logger?: Logger;
}

export interface ProductRequest<K extends Product = Product> {
  readonly product: K;
  readonly customerId: string;
  readonly claims: readonly string[];
  readonly input: ProductInputs[K];
  readonly timeout?: number;
  readonly modelId?: string;
  /**
   * Bulk scoring (src/bulk): writes of the caller in the commit's transaction (live keys; sandbox answers are not
   * committed), given the answer; a throw rolls the whole call back, billing included.
   */
  readonly commitWrite?: (tx: Tx, body: Envelope) => Promise<void>;
  /** A free call of a live key (a bulk preview, `sample`): stored and counted like any other, price 0. */
  readonly free?: boolean;
}

export interface HubRequest {
  readonly customerId: string;
  readonly claims: readonly HubClaim[];
  readonly given: GivenTouchpoints;
  readonly timeout?: number;
  /** Model of the score block (hub standard model or the account's `mdl_…`); default digital_score. */
  readonly modelId?: string;
  /**
   * Bulk scoring (src/bulk): writes of the caller in the commit's transaction (live keys; sandbox answers are not
   * committed), given the answer; a throw rolls the whole call back, billing included.
   */
  readonly commitWrite?: (tx: Tx, body: Envelope) => Promise<void>;
  /** A free call of a live key (a bulk preview, `sample`): stored and counted like any other, price 0. */
  readonly free?: boolean;
}

/** What the pre-check before the work reads: the price, whether the work is local, the identifier the call claims. */
interface Precheck {
  readonly price: number;
  /** No network lookups in the work: a live duplicate is left to the commit's unique index. */
  readonly local: boolean;
  readonly claimed?: { readonly field: 'customer_id' | 'transaction_id'; readonly value: string };
}

/** How long past its deadline an engine may take before it counts as failed (504 alone, a null product in the hub). */
const ENGINE_GRACE_MS = 2000;

/** A data lookup, login tracking or domain intelligence call: price, precheck, work, commit. */
export interface SimpleCall<T extends object> {
  readonly operation: Exclude<OperationName, 'hub'>;
  readonly caller: Caller;
  readonly customerId?: string;
  readonly transactionId?: string;
  /**
   * The live implementation; undefined: the operation has none in this version (501 on live keys). It may fill
   * `extras` with the score to store and writes that belong to the commit's transaction (a login enrollment).
   */
  readonly live: ((extras: CommitExtras) => Promise<T>) | undefined;
  /**
   * The synthetic answer of sandbox keys. It may fill `extras.write` for an answer that is stored (`status` set):
   * sandbox domain intelligence records its webhook event in the commit, as live does when its job completes.
   */
  readonly sandbox: (scenario: SandboxScenario | null, extras: CommitExtras) => T | Promise<T>;
  /** Texts whose scenario keyword picks the sandbox cluster (docs/sandbox.md). */
  readonly scenarioTexts?: readonly (string | undefined)[];
  /** Stored status; answers that are read back later (Get Domain) set it, which stores them in sandbox too. */
  readonly status?: string;
  readonly requestTime?: Date;
  readonly resolutionId?: string;
}

interface EngineRun {
  readonly caller: Caller;
  readonly given: GivenTouchpoints;
  /** The deadline the engine runs under; its owner disposes of it. */
  readonly deadline: Deadline;
  readonly modelId?: string;
}

/** What the live work of a simple call adds to its commit. */
export interface CommitExtras {
  scored?: Scored | null;
  write?: (tx: Tx) => Promise<void>;
}

/** What the work of a call hands to the commit. */
interface Work<T> {
  readonly body: T;
  readonly scored: Scored | null;
  readonly explanation: unknown;
  readonly touchpoints: readonly Touchpoint[];
  /** Writes of the operation itself, in the commit's transaction. */
  readonly write?: (tx: Tx) => Promise<void>;
  /** Called once the commit ended, committed or refused (the decision's list additions: decide.ts). */
  readonly committed?: () => void;
  /** The caller's writes (bulk scoring's row), in the commit's transaction; they read none of the call's rows. */
  readonly lead?: (tx: Tx) => Promise<void>;
  /** A sandbox call's scenario keyword (null: none), for its explanation (docs/sandbox.md). */
  readonly scenario?: SandboxScenario | null;
}

interface Transaction<T> {
  readonly operation: OperationName;
  readonly price: number;
  readonly customerId?: string;
  readonly transactionId?: string;
  readonly requestTime: Date;
  readonly resolutionId?: string;
  readonly status?: string;
  /**
   * The work makes no network lookup (a local product, or outbound lookups off): a duplicate customer_id /
   * transaction_id is refused by the commit's unique index alone, without a read before the work.
   */
  readonly local?: boolean;
  readonly work: (resolutionId: string) => Promise<Work<T>>;
}

export class ResolveService {
  private readonly sandboxIds = new SandboxIds();
  /** Recent sandbox calls, explained by GET /1.0/resolutions (sandbox keys). */
  private readonly sandboxResolutions = new SandboxResolutions();
  private readonly logger: Logger;

  constructor(private readonly deps: ResolveDeps) {
    this.logger = deps.logger ?? { info() {}, warn() {}, error() {}, debug() {} };
  }

  /** The standard answer of the per-product endpoints. */
  async product<K extends Product>(req: ProductRequest<K>, caller: Caller, requestTime: Date): Promise<Envelope> {
    const live = caller.key.environment === 'live';
    let card: Scorecard | null = null;
    if (req.modelId !== undefined) {
      card = await this.deps.models.resolve(caller.account.id, req.modelId);
      if (!card) throw new UnknownModel(req.modelId);
      // A custom model made for another product (its `product` field) does not score this one.
      if (card.product && card.product !== req.product) throw new UnknownModel(req.modelId, card.product);
    } else {
      // Without model_id the account's active model of the product scores (spec rule 6); one deleted since it was
      // activated no longer does (the standard model scores, as before the activation).
      const active = await this.deps.activeModels?.activeFor(caller.account.id, req.product);
      const found = active ? await this.deps.models.resolve(caller.account.id, active) : null;
      if (found && (!found.product || found.product === req.product)) card = found;
    }
    const modelId = card?.id;
    if (live && !this.deps.engines[req.product]) throw new ProductNotAvailable(req.product);
    const { body } = await this.transact(caller, {
      operation: req.product,
      price: req.free ? 0 : this.priceFor(caller, req.product),
      customerId: req.customerId,
      requestTime,
      local: this.isLocal([req.product]),
      work: async (resolutionId) => {
        let out: Pick<ProductOutcome<unknown>, 'payload' | 'scored' | 'touchpoints' | 'providers'>;
        let scenario: SandboxScenario | null = null;
        if (live) {
          const deadline = this.deadline(req.timeout);
          try {
            out = await this.runEngine(req.product, req.input, { caller, given: {}, deadline, modelId });
          } finally {
            deadline.dispose();
          }
        } else {
          scenario = pickScenario([req.customerId, ...Object.values(req.input as object).map(String)]);
          const input = req.product === 'ip' && modelId ? { ...req.input, model_id: modelId } : req.input;
          out = { ...(await this.deps.sandbox.product(req.product, input, scenario, { accountId: caller.account.id })), touchpoints: [], providers: [] };
        }
        // The ip engine scores with the chosen model itself; any other product's codes are scored again with it.
        if (card && req.product !== 'ip' && out.scored) out = { ...out, payload: withScore(out.payload, rescore(out.scored, card)), scored: rescore(out.scored, card) };
        const response = envelope(resolutionId, req.customerId, req.claims, requestTime);
        if (req.product === 'ip') response.model_id = out.scored?.explanation.model_id ?? modelId ?? 'ip_score';
        else if (card) response.model_id = card.id;
        if (req.product === 'device' || req.product === 'name') response.webhook_url = caller.account.webhookUrl ?? '';
        response[req.product] = out.payload;
        const decided = await this.decide(caller, live, req.product, resolutionId, req.customerId, requestTime, response, out.scored, req.input as Record<string, string>, out.touchpoints);
        let scored = out.scored;
        if (decided) {
          scored = decided.scored;
          if (scored) response[req.product] = withScore(out.payload, scored);
          response.decision = decided.block;
        }
        flattenAnswer(response, req.product);
        const explanation = explain({ [req.product]: scored?.explanation ?? null }, out.providers);
        return {
          body: response,
          scored,
          explanation: decided ? { ...(explanation as object), decision: decided.record } : explanation,
          touchpoints: out.touchpoints,
          write: decided?.write, committed: decided?.committed, lead: leadOf(req.commitWrite, response),
          scenario,
        };
      },
    });
    // A sandbox payload is the sandbox memo's object: its JSON bytes are written once and spliced into each answer sent.
    if (!live) spliceWhenSent(req.product, body, SPLICED_MEMBERS[req.product]);
    return body;
  }

  /**
   * The onboarding hub: the requested products in parallel under one deadline, plus the score block. Each product
   * settles on its own: an engine that throws or outlives the deadline leaves that product's fields null with the
   * reason code that says so, and the others answer normally.
   */
  async hub(req: HubRequest, caller: Caller, requestTime: Date): Promise<Envelope> {
    const live = caller.key.environment === 'live';
    const products = req.claims.filter((c): c is HubProduct => c !== 'score');
    if (live) {
      for (const p of products) if (!this.deps.engines[p]) throw new ProductNotAvailable(p);
    }
    const wantsScore = req.claims.includes('score');
    let modelId = req.modelId;
    if (modelId === undefined) {
      // The account's active onboarding model (spec rule 6); one deleted since leaves the default.
      const active = await this.deps.activeModels?.activeFor(caller.account.id, 'onboarding');
      if (active && (await hubModel(this.deps.models, caller.account.id, active))) modelId = active;
    }
    const card = await hubModel(this.deps.models, caller.account.id, modelId);
    if (!card) throw new UnknownModel(req.modelId ?? '');
    // The hub scores with onboarding models (a custom model's `product`: `onboarding`, or none).
    if (card.product && card.product !== 'onboarding') throw new UnknownModel(card.id, card.product);
    const { body } = await this.transact(caller, {
      operation: 'hub',
      price: req.free ? 0 : this.priceFor(caller, 'hub', req.claims),
      customerId: req.customerId,
      requestTime,
      local: this.isLocal(products),
      work: async (resolutionId) => {
        const response = envelope(resolutionId, req.customerId, req.claims, requestTime);
        if (wantsScore || modelId !== undefined) response.model_id = card.id;
        const explanations: Record<string, Explanation | null> = {};
        const byProduct: Record<string, ProductOutcome<unknown>> = {};
        const touchpoints: Touchpoint[] = [];
        const providers: ProviderRecord[] = [];
        const answer = (p: HubProduct, out: ProductOutcome<unknown>) => {
          byProduct[p] = out;
          response[p] = out.payload;
          explanations[p] = out.scored?.explanation ?? null;
        };
        let hub: HubScore | null = null;
        let scenario: SandboxScenario | null = null;
        if (live) {
          const deadline = this.deadline(req.timeout);
          try {
            const outs = await Promise.all(products.map((p) => this.settle(p, hubInput(p, req.given), { caller, given: req.given, deadline })));
            outs.forEach((out, i) => {
              answer(products[i], out);
              touchpoints.push(...out.touchpoints);
              providers.push(...out.providers);
            });
            if (wantsScore) hub = await liveHubScore(this.deps.graph, graphScope(caller.account), card, req.given, byProduct as HubOutcomes, requestTime);
          } finally {
            deadline.dispose();
          }
        } else {
          // The live engines on synthetic sources, then the live score step without graph facts (docs/sandbox.md).
          scenario = pickScenario([req.customerId, ...Object.values(req.given).map(String)]);
          // Each product settles on its own, as in live: a sandbox engine fault leaves that product null with its code.
          const call = await this.deps.sandbox.hubCall(products, req.given, scenario, wantsScore ? card : null, caller.account.id, (product, err, started) => {
            this.logger.error({ err, product }, 'sandbox engine failed');
            return unavailableOutcome(product, 'unavailable', Math.round((performance.now() - started) * 10) / 10);
          });
          call.outs.forEach((out, i) => answer(products[i]!, out));
          hub = call.score;
        }
        let scored: Scored | null = hub?.scored ?? null;
        const decided = await this.decide(caller, live, 'hub', resolutionId, req.customerId, requestTime, response, scored, req.given as Record<string, string>, touchpoints);
        if (decided) {
          scored = decided.scored;
          response.decision = decided.block;
        }
        if (hub) {
          // The block itself when the policy left the score as the hub's (its fields are those of hub.scored): in the
          // sandbox it is the hub-score memo's object, so its bytes are written once and spliced in like the products'.
          response.score = scored && scored !== hub.scored ? { ...hub.block, score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes } : hub.block;
          explanations.score = scored?.explanation ?? hub.scored.explanation;
        }
        const base = hub ? { ...(explain(explanations, providers) as object), consistency: hub.facts } : (explain(explanations, providers) as object);
        const explanation = decided ? { ...base, decision: decided.record } : base;
        return { body: response, scored, explanation, touchpoints, write: decided?.write, committed: decided?.committed, lead: leadOf(req.commitWrite, response), scenario };
      },
    });
    // The sandbox products' payloads are the sandbox memo's objects: their JSON bytes are written once and spliced in.
    if (!live) spliceWhenSent('hub', body, HUB_CLAIMS);
    return body;
  }

  /** Data lookups, login tracking and domain intelligence: availability, price, precheck, work, commit. */
  async simple<T extends object>(call: SimpleCall<T>): Promise<{ resolutionId: string; body: T }> {
    const { caller, live } = call;
    if (caller.key.environment === 'live' && !live) {
      throw new ProductNotAvailable(OPERATIONS[call.operation].entitlement ?? call.operation);
    }
    return this.transact(caller, {
      operation: call.operation,
      price: this.priceFor(caller, call.operation),
      customerId: call.customerId,
      transactionId: call.transactionId,
      requestTime: call.requestTime ?? new Date(),
      resolutionId: call.resolutionId,
      status: call.status,
      work: async () => {
        const extras: CommitExtras = {};
        const scenario = caller.key.environment === 'sandbox' ? pickScenario(call.scenarioTexts ?? []) : null;
        const body = live && caller.key.environment === 'live' ? await live(extras) : await call.sandbox(scenario, extras);
        const scored = extras.scored ?? null;
        return { body, scored, explanation: scored ? { scores: { [call.operation]: scored.explanation }, providers: [] } : null, touchpoints: [], write: extras.write, scenario };
      },
    });
  }

  /**
   * The account's published policy for the operation over the answer (src/decisions); null without one. A policy
   * never fails a call: a rule that fails is skipped inside; a fault of the policy read itself leaves the call
   * undecided, logged and counted.
   */
  private async decide(
    caller: Caller,
    live: boolean,
    operation: string,
    resolutionId: string,
    customerId: string,
    now: Date,
    body: Record<string, unknown>,
    scored: Scored | null,
    input: Record<string, string | undefined>,
    touchpoints: readonly Touchpoint[],
  ): Promise<DecisionOutcome | null> {
    if (!this.deps.decisions) return null;
    try {
      return await this.deps.decisions.decide({ accountId: caller.account.id, graphScope: graphScope(caller.account), operation, resolutionId, customerId, live, now, body, scored, input, touchpoints });
    } catch (err) {
      this.logger.error({ err, operation }, 'decision policy could not run; the call is answered undecided');
      return null;
    }
  }

  /** A recent sandbox call of the account, by its resolution or transaction id, kept by this process; else null. */
  sandboxResolution(accountId: string, id: string): SandboxResolution | null {
    return this.sandboxResolutions.get(accountId, id);
  }

  deadline(timeout?: number): Deadline {
    return lookupDeadline(timeout ?? this.deps.config.defaultTimeout, this.deps.config.answerReserveMs);
  }

  /** The live price of a call; sandbox calls are free. */
  private priceFor(caller: Caller, operation: OperationName, claims: readonly string[] = []): number {
    return caller.key.environment === 'live' ? priceOf(operation, claims) : 0;
  }

  /** The one sequence of every billed call: precheck (credits, duplicates) -> work -> commit. */
  private async transact<T>(caller: Caller, t: Transaction<T>): Promise<{ resolutionId: string; body: T }> {
    const local = t.local === true;
    const claimed: Precheck['claimed'] =
      t.customerId !== undefined ? { field: 'customer_id', value: t.customerId }
        : t.transactionId !== undefined ? { field: 'transaction_id', value: t.transactionId } : undefined;
    await this.precheck(caller, { price: t.price, local, claimed });
    const resolutionId = t.resolutionId ?? newId('res');
    const w = await t.work(resolutionId);
    await this.commit(caller, {
      id: resolutionId,
      operation: t.operation,
      customerId: t.customerId,
      transactionId: t.transactionId,
      price: t.price,
      scored: w.scored,
      explanation: w.explanation,
      response: w.body,
      touchpoints: w.touchpoints,
      createdAt: t.requestTime,
      status: t.status,
      write: w.write,
      committed: w.committed,
      lead: w.lead,
      scenario: w.scenario ?? null,
    });
    return { resolutionId, body: w.body };
  }

  /** One engine under the run's deadline plus a grace period; a fault past that is EngineTimeout. */
  private async runEngine<K extends Product>(product: K, input: ProductInputs[K], run: EngineRun): Promise<ProductOutcome<unknown>> {
    const engine = this.deps.engines[product];
    if (!engine) throw new ProductNotAvailable(product);
    const { deadline } = run;
    const ctx: EngineContext = {
      deadline,
      now: new Date(),
      accountId: run.caller.account.id,
      graphScope: graphScope(run.caller.account),
      given: run.given,
      modelId: run.modelId,
    };
    // Engines answer by the deadline (late lookups leave fields null); this guard only catches an engine fault.
    const limit = deadline.remainingMs() + ENGINE_GRACE_MS;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        (engine.analyze as (i: ProductInputs[K], c: EngineContext) => Promise<ProductOutcome<unknown>>)(input, ctx),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new EngineTimeout(product, limit)), limit);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** runEngine that never fails: a fault or an overrun gives the product's null payload and the code that says why. */
  private async settle<K extends HubProduct>(product: K, input: ProductInputs[K], run: EngineRun): Promise<ProductOutcome<unknown>> {
    const started = performance.now();
    try {
      return await this.runEngine(product, input, run);
    } catch (err) {
      const timedOut = err instanceof EngineTimeout;
      this.logger.error({ err, product }, timedOut ? 'engine outlived its deadline' : 'engine failed');
      const ms = Math.round((performance.now() - started) * 10) / 10;
      return unavailableOutcome(product, timedOut ? 'timeout' : 'unavailable', ms);
    }
  }

  /** The products' work is local: each product is local by nature, or outbound lookups are off. */
  private isLocal(products: readonly Product[]): boolean {
    return !this.deps.config.network.enabled || products.every((p) => PRODUCT_CATALOGUE[p].local);
  }

  private async precheck(caller: Caller, { price, local, claimed }: Precheck): Promise<void> {
    const a = caller.account;
    const field = claimed?.field;
    const value = claimed?.value;
    if (caller.key.environment === 'live' && price > 0 && !a.unlimited && a.credits < price) {
      throw new InsufficientCredits(a.credits, price);
    }
    // Live work can take seconds of lookups: refuse a known duplicate before doing it. Sandbox work and live work
    // without network lookups are cheap, so there the unique index at commit alone decides (one read less per call;
    // the answer to a duplicate is the same 400, nothing is billed or linked either way).
    if (caller.key.environment === 'sandbox' && field && value !== undefined && this.sandboxIds.has(a.id, field, value)) {
      throw new DuplicateIdentifier(field);
    }
    if (caller.key.environment === 'live' && !local && field && value !== undefined && (await this.deps.resolutions.isTaken(a.id, caller.key.environment, field, value))) {
      throw new DuplicateIdentifier(field);
    }
  }

  private async commit(
    caller: Caller,
    c: {
      id: string;
      operation: OperationName;
      customerId?: string;
      transactionId?: string;
      price: number;
      scored: Scored | null;
      explanation: unknown;
      response: unknown;
      touchpoints: readonly Touchpoint[];
      createdAt: Date;
      status?: string;
      write?: (tx: Tx) => Promise<void>;
      committed?: () => void;
      lead?: (tx: Tx) => Promise<void>;
      scenario: SandboxScenario | null;
    },
  ): Promise<void> {
    const live = caller.key.environment === 'live';
    if (!live) {
      // Sandbox ids are claimed in memory; only an answer that is read back later (Get Domain) is stored.
      const [field, value] = c.customerId !== undefined ? (['customer_id', c.customerId] as const) : (['transaction_id', c.transactionId] as const);
      if (value !== undefined && !this.sandboxIds.claim(caller.account.id, field, value)) throw new DuplicateIdentifier(field);
      if (c.status === undefined) {
        // An answer without an explanation (a data lookup) is not explained, as in live.
        if (c.explanation !== null && c.explanation !== undefined) this.sandboxResolutions.put({
          id: c.id,
          accountId: caller.account.id,
          operation: c.operation,
          customerId: c.customerId ?? null,
          transactionId: c.transactionId ?? null,
          createdAt: c.createdAt,
          explanation: c.explanation,
          scenario: c.scenario,
        });
        return;
      }
    }
    let refused: Awaited<ReturnType<Resolutions['commitCall']>>;
    try {
      refused = await this.commitCall(caller, c, live);
    } finally {
      c.committed?.();
    }
    if (refused) throw refused.refused === 'duplicate' ? new DuplicateIdentifier(refused.field) : new InsufficientCredits(refused.balance, refused.price);
  }

  /** The live call's (or stored sandbox answer's) one-transaction commit; null when committed, else why it was refused. */
  private commitCall(caller: Caller, c: Parameters<ResolveService['commit']>[1], live: boolean) {
    return this.deps.resolutions.commitCall(
      {
        id: c.id,
        accountId: caller.account.id,
        environment: caller.key.environment,
        keyId: caller.key.id,
        operation: c.operation,
        customerId: c.customerId ?? null,
        transactionId: c.transactionId ?? null,
        status: c.status,
        price: c.price,
        score: c.scored?.score ?? null,
        scoreCluster: c.scored?.score_cluster ?? null,
        reasonCodes: c.scored?.reason_codes ?? null,
        explanation: c.explanation ?? undefined,
        // A decided call's explanation is written from the text its policy version made once, its decision record
        // compact (the matched or failed rules and their reads; the read paths expand it: decide.ts).
        explanationJson: storedExplanationJson(c.explanation),
        // The explanation (points per code, lookups) is always kept; the whole body only for answers read back later
        // (Get Domain) or when the operator asks for it (IDRISK_STORE_RESPONSES=on): it is the largest write of a
        // call and holds the personal data of the answer.
        response: c.status !== undefined || this.deps.config.storeResponses ? c.response : undefined,
        // A stored answer is serialized once: the route sends this same text (contract/serialize.ts). A background
        // call's stored body (`status`) is not its answer and stays as it was.
        responseJson: c.status === undefined && this.deps.config.storeResponses ? serializeAnswer(c.operation, c.response as object) : undefined,
        createdAt: c.createdAt,
      },
      live && c.touchpoints.length > 0 ? this.deps.graph.rows(c.touchpoints, graphScope(caller.account)) : undefined,
      // A sandbox call reaches here only when its answer is stored (status set); its writes are its own (a webhook
      // event), never the graph's.
      c.write,
      c.lead,
    );
  }
}

/**
 * The caller's writes of a call's commit (bulk scoring), given the answer. They read none of the call's own rows, so
 * the commit may run them first: on PostgreSQL the commit statement then comes last before COMMIT, and the rows it
 * locks for every call of the account (its balance, the month's rollup) are held for one round trip, not three.
 */
function leadOf(caller: ((tx: Tx, body: Envelope) => Promise<void>) | undefined, body: Envelope): ((tx: Tx) => Promise<void>) | undefined {
  return caller ? (tx) => caller(tx, body) : undefined;
}

/** A product payload with the score fields of `scored`. */
function withScore(payload: unknown, scored: Scored): unknown {
  return { ...(payload as object), score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes };
}

/** The outcome of a product whose engine failed: every field null, the reason code that says why, no score. */
function unavailableOutcome(product: HubProduct, reason: 'timeout' | 'unavailable', ms: number): ProductOutcome<unknown> {
  const code = reason === 'timeout' ? GENERAL.enrichment_timeout : GENERAL.enrichment_unavailable;
  const payload: Record<string, unknown> = Object.fromEntries(Object.keys(PRODUCT_PAYLOADS[product].properties).map((k) => [k, null]));
  if ('reason_codes' in payload) payload.reason_codes = code;
  return { payload, scored: null, touchpoints: [], providers: [{ provider: `engine.${product}`, ok: false, reason, ms }] };
}

function explain(scores: Record<string, Explanation | null>, providers: readonly ProviderRecord[]): unknown {
  return { scores, providers };
}
