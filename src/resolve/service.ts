/**
 * Resolving a call: the steps after auth, entitlement, rate limit and validation, in the documented order:
 * product availability (501) -> credits (402) -> duplicate identifiers (400) -> work under the deadline -> commit
 * (resolution + debit + usage + identity links in one transaction) -> response.
 * Sandbox keys take the same path with synthetic payloads, price 0, no usage and no identity links.
 */
import type { Config } from '../config/index.js';
import type { Product, HubClaim } from '../contract/common.js';
import { Deadline } from '../enrich/deadline.js';
import type { ProviderRecord } from '../enrich/outcome.js';
import type { IdentityGraph, Touchpoint } from '../identity/graph.js';
import type { Account } from '../accounts/accounts.js';
import type { ApiKey, Environment } from '../accounts/keys.js';
import { newId } from '../accounts/ids.js';
import { priceOf, type Operation } from '../accounts/prices.js';
import type { EngineContext, EngineRegistry, GivenTouchpoints, ProductInputs, ProductOutcome } from '../products/types.js';
import type { Explanation, Scored } from '../scoring/scorecard.js';
import { pickScenario, sandboxProduct, sandboxScoreBlock, type SandboxScenario } from '../sandbox/index.js';
import type { Resolutions } from './resolutions.js';
import { DuplicateIdentifier, EngineTimeout, InsufficientCredits, ProductNotAvailable, UnknownModel } from './errors.js';
import type { ModelResolver } from './models.js';
import { SandboxIds } from './sandbox-ids.js';

export interface Caller {
  readonly account: Account;
  readonly key: ApiKey;
}

export interface ResolveDeps {
  readonly config: Config;
  readonly engines: EngineRegistry;
  readonly resolutions: Resolutions;
  readonly graph: IdentityGraph;
  readonly models: ModelResolver;
}

export interface ProductRequest<K extends Product = Product> {
  readonly product: K;
  readonly customerId: string;
  readonly claims: readonly string[];
  readonly input: ProductInputs[K];
  readonly timeout?: number;
  readonly modelId?: string;
}

export interface HubRequest {
  readonly customerId: string;
  readonly claims: readonly HubClaim[];
  readonly given: GivenTouchpoints;
  readonly timeout?: number;
}

export interface Envelope {
  resolution_id: string;
  customer_id: string;
  claims: string[];
  device_request_time: string;
  [k: string]: unknown;
}

const FLAT_PRODUCTS: readonly Product[] = ['device', 'name', 'domain'];
/** How long past its deadline an engine may take before the call fails with 504. */
const ENGINE_GRACE_MS = 2000;

export class ResolveService {
  private readonly sandboxIds = new SandboxIds();

  constructor(private readonly deps: ResolveDeps) {}

  /** The standard answer of the per-product endpoints. */
  async product<K extends Product>(req: ProductRequest<K>, caller: Caller, requestTime: Date): Promise<Envelope> {
    const env = caller.key.environment;
    const operation: Operation = req.product;
    if (req.modelId !== undefined && !(await this.deps.models.resolve(caller.account.id, req.modelId))) {
      throw new UnknownModel(req.modelId);
    }
    const engine = this.deps.engines[req.product];
    if (env === 'live' && !engine) throw new ProductNotAvailable(req.product);
    const price = env === 'live' ? priceOf(operation) : 0;
    await this.precheck(caller, price, 'customer_id', req.customerId);

    const resolutionId = newId('res');
    let payload: unknown;
    let scored: Scored | null;
    let touchpoints: readonly Touchpoint[] = [];
    let providers: readonly ProviderRecord[] = [];
    if (env === 'sandbox') {
      const scenario = pickScenario([req.customerId, ...Object.values(req.input as object).map(String)]);
      ({ payload, scored } = sandboxProduct(req.product, req.input, scenario));
    } else {
      const out = await this.runEngine(req.product, req.input, caller, {}, req.timeout, req.modelId);
      ({ payload, scored, touchpoints, providers } = out);
    }

    const response: Envelope = {
      resolution_id: resolutionId,
      customer_id: req.customerId,
      claims: [...req.claims],
      device_request_time: requestTime.toISOString(),
    };
    if (req.product === 'ip') response.model_id = scored?.explanation.model_id ?? req.modelId ?? 'ip_score';
    if (req.product === 'device' || req.product === 'name') response.webhook_url = caller.account.webhookUrl;
    response[req.product] = payload;
    if (FLAT_PRODUCTS.includes(req.product)) Object.assign(response, payload as object);

    await this.commit(caller, {
      id: resolutionId,
      operation,
      customerId: req.customerId,
      price,
      scored,
      explanation: explain({ [req.product]: scored?.explanation ?? null }, providers),
      response,
      touchpoints,
      createdAt: requestTime,
    });
    return response;
  }

  /** The onboarding hub: the requested products in parallel under one deadline, plus the score block. */
  async hub(req: HubRequest, caller: Caller, requestTime: Date): Promise<Envelope> {
    const env = caller.key.environment;
    const products = req.claims.filter((c): c is Exclude<HubClaim, 'score'> => c !== 'score');
    if (env === 'live') {
      for (const p of products) if (!this.deps.engines[p]) throw new ProductNotAvailable(p);
      if (req.claims.includes('score')) throw new ProductNotAvailable('score');
    }
    const price = env === 'live' ? priceOf('hub', req.claims) : 0;
    await this.precheck(caller, price, 'customer_id', req.customerId);

    const resolutionId = newId('res');
    const response: Envelope = {
      resolution_id: resolutionId,
      customer_id: req.customerId,
      claims: [...req.claims],
      device_request_time: requestTime.toISOString(),
    };
    const explanations: Record<string, Explanation | null> = {};
    const touchpoints: Touchpoint[] = [];
    const providers: ProviderRecord[] = [];
    let top: Scored | null = null;
    if (env === 'sandbox') {
      const scenario = pickScenario([req.customerId, ...Object.values(req.given).map(String)]);
      for (const p of products) {
        const { payload, scored } = sandboxProduct(p, hubInput(p, req.given), scenario);
        response[p] = payload;
        explanations[p] = scored.explanation;
      }
      if (req.claims.includes('score')) {
        const { block, scored } = sandboxScoreBlock(req.given, scenario);
        response.score = block;
        explanations.score = scored.explanation;
        top = scored;
      }
    } else {
      const deadline = this.deadline(req.timeout);
      try {
        const outs = await Promise.all(
          products.map((p) => this.runEngine(p, hubInput(p, req.given), caller, req.given, undefined, undefined, deadline)),
        );
        outs.forEach((out, i) => {
          const p = products[i];
          response[p] = out.payload;
          explanations[p] = out.scored?.explanation ?? null;
          touchpoints.push(...out.touchpoints);
          providers.push(...out.providers);
        });
      } finally {
        deadline.dispose();
      }
    }
    await this.commit(caller, {
      id: resolutionId,
      operation: 'hub',
      customerId: req.customerId,
      price,
      scored: top,
      explanation: explain(explanations, providers),
      response,
      touchpoints,
      createdAt: requestTime,
    });
    return response;
  }

  /** Shared by the data lookups, login tracking and domain intelligence: price, precheck, commit. */
  async simple<T extends object>(
    operation: Exclude<Operation, 'hub'>,
    caller: Caller,
    ids: { customerId?: string; transactionId?: string },
    work: (env: Environment, scenario: SandboxScenario | null) => Promise<T>,
    scenarioTexts: readonly (string | undefined)[],
    options: { status?: string; requestTime?: Date; resolutionId?: string } = {},
  ): Promise<{ resolutionId: string; body: T }> {
    const env = caller.key.environment;
    const price = env === 'live' ? priceOf(operation) : 0;
    if (ids.customerId !== undefined) await this.precheck(caller, price, 'customer_id', ids.customerId);
    else if (ids.transactionId !== undefined) await this.precheck(caller, price, 'transaction_id', ids.transactionId);
    else await this.precheck(caller, price);
    const body = await work(env, pickScenario(scenarioTexts));
    const resolutionId = options.resolutionId ?? newId('res');
    await this.commit(caller, {
      id: resolutionId,
      operation,
      customerId: ids.customerId,
      transactionId: ids.transactionId,
      price,
      scored: null,
      explanation: null,
      response: body,
      touchpoints: [],
      createdAt: options.requestTime ?? new Date(),
      status: options.status,
    });
    return { resolutionId, body };
  }

  deadline(timeout?: number): Deadline {
    return new Deadline(Math.round((timeout ?? this.deps.config.defaultTimeout) * 1000));
  }

  private async runEngine<K extends Product>(
    product: K,
    input: ProductInputs[K],
    caller: Caller,
    given: GivenTouchpoints,
    timeout?: number,
    modelId?: string,
    shared?: Deadline,
  ): Promise<ProductOutcome<unknown>> {
    const engine = this.deps.engines[product];
    if (!engine) throw new ProductNotAvailable(product);
    const deadline = shared ?? this.deadline(timeout);
    const ctx: EngineContext = { deadline, now: new Date(), accountId: caller.account.id, given, modelId };
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
      if (!shared) deadline.dispose();
    }
  }

  private async precheck(caller: Caller, price: number, field?: 'customer_id' | 'transaction_id', value?: string): Promise<void> {
    const a = caller.account;
    if (caller.key.environment === 'live' && price > 0 && !a.unlimited && a.credits < price) {
      throw new InsufficientCredits(a.credits, price);
    }
    // Live work can take seconds of lookups: refuse a known duplicate before doing it. Sandbox work is cheap, so
    // there the unique index at commit alone decides (one query less per call).
    if (caller.key.environment === 'sandbox' && field && value !== undefined && this.sandboxIds.has(a.id, field, value)) {
      throw new DuplicateIdentifier(field);
    }
    if (caller.key.environment === 'live' && field && value !== undefined && (await this.deps.resolutions.isTaken(a.id, caller.key.environment, field, value))) {
      throw new DuplicateIdentifier(field);
    }
  }

  private async commit(
    caller: Caller,
    c: {
      id: string;
      operation: string;
      customerId?: string;
      transactionId?: string;
      price: number;
      scored: Scored | null;
      explanation: unknown;
      response: unknown;
      touchpoints: readonly Touchpoint[];
      createdAt: Date;
      status?: string;
    },
  ): Promise<void> {
    const live = caller.key.environment === 'live';
    if (!live) {
      // Sandbox ids are claimed in memory; only an answer that is read back later (Get Domain) is stored.
      const [field, value] = c.customerId !== undefined ? (['customer_id', c.customerId] as const) : (['transaction_id', c.transactionId] as const);
      if (value !== undefined && !this.sandboxIds.claim(caller.account.id, field, value)) throw new DuplicateIdentifier(field);
      if (c.status === undefined) return;
    }
    await this.deps.resolutions.commit(
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
        // The explanation (points per code, lookups) is always kept; the whole body only for answers read back later
        // (Get Domain) or when the operator asks for it (IDRISK_STORE_RESPONSES=on): it is the largest write of a
        // call and holds the personal data of the answer.
        response: c.status !== undefined || this.deps.config.storeResponses ? c.response : undefined,
        createdAt: c.createdAt,
      },
      live && c.touchpoints.length > 0 ? (tx) => this.deps.graph.link(c.touchpoints, c.createdAt, tx, c.id) : undefined,
    );
  }
}

function hubInput<K extends Exclude<HubClaim, 'score'>>(product: K, given: GivenTouchpoints): ProductInputs[K] {
  switch (product) {
    case 'phone':
      return { phone_number: given.phone_number ?? '' } as ProductInputs[K];
    case 'email':
      return { email: given.email ?? '' } as ProductInputs[K];
    case 'ip':
      return { ip: given.ip ?? '' } as ProductInputs[K];
    default:
      return { first_name: given.first_name ?? '', last_name: given.last_name ?? '' } as ProductInputs[K];
  }
}

function explain(scores: Record<string, Explanation | null>, providers: readonly ProviderRecord[]): unknown {
  return { scores, providers };
}
