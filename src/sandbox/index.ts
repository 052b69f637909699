/**
 * The sandbox: free, deterministic, synthetic answers for sandbox keys (`idr_test_...`) on every endpoint, valid
 * against the response schemas. Nothing here reads the clock, the network or the database; the same input and
 * scenario always give byte-identical output. See docs/sandbox.md.
 *
 * Every product's answer comes from its live engine (parsing, validation, payload, scoring), built by the sandbox
 * with seeded synthetic enrichment injected through the engine dependencies in place of the identity graph, the
 * imported datasets, the IP reference data (./sources.ts) and the outside world: DNS, SMTP, RDAP, websites and
 * Gravatar (./internet.ts). The engines get no database and open no socket.
 */
import { PRODUCTS, type HubProduct, type Product } from '../contract/common.js';
import type { ProductPayloads } from '../contract/payloads/index.js';
import type { Config } from '../config/index.js';
import { MemoryCache } from '../enrich/cache.js';
import { Deadline } from '../enrich/deadline.js';
import { createSiteProfiles, type SiteProfiles } from '../products/domain/site-profile.js';
import { hubInput, PRODUCT_CATALOGUE, type EngineWorld, type ProductEntry } from '../products/catalogue.js';
import type { IpReference } from '../products/ip/reference.js';
import type { HubOutcomes } from '../onboarding/consistency.js';
import { scoreHub, type HubScore } from '../onboarding/score.js';
import type { CoreDeps, EngineDeps, GivenTouchpoints, Logger, ProductEngine, ProductInputs, ProductOutcome } from '../products/types.js';
import { createBundledReference, type BundledReference } from '../products/bundled.js';
import { standardModel, type ModelResolver } from '../scoring/models/index.js';
import type { Db } from '../store/db.js';
import type { Scorecard, Scored } from '../scoring/scorecard.js';
import type { Area } from '../scoring/types.js';
import { FifoMemo } from '../memo/fifo.js';
import { forgottenOnErasure } from '../memo/personal.js';
import { createSyntheticInternet, type SyntheticInternet } from './internet.js';
import { REFERENCE_DAY_MS } from './plan.js';
import { Rng, stableText } from './random.js';
import { steerScored, type SandboxScenario } from './scenario.js';
import { CODE_LETTER, type Fields } from './consistency.js';
import { sandboxLoginResults, type SandboxLoginBody } from './login.js';
import type { LoginResultsResponse } from '../contract/payloads/login.js';
import { SANDBOX_DNSBL_ZONE, syntheticDeviceRows, syntheticDns, syntheticEmailDatasets, syntheticGraph, syntheticIpReference, syntheticPhoneDatasets } from './sources.js';

export type { SandboxScenario } from './scenario.js';
export { unsteeredRule, pickScenario } from './scenario.js';
export { sandboxLoginEnrollment, syntheticLogin, type SandboxLoginBody } from './login.js';

/** The sandbox reads no database: an engine that tried would fail loudly here instead of reading live data. */
const NO_DATABASE = new Proxy({} as Db, {
  get(_t, prop) {
    throw new Error(`the sandbox reads no database (engine touched db.${String(prop)})`);
  },
});

/** The day every sandbox answer is computed for ("days since" fields count up to it): the sandbox never reads the clock. */
export const SANDBOX_NOW = new Date(REFERENCE_DAY_MS);
/** Bound of one sandbox engine run: its sources answer at once, this only guards a fault. */
const SANDBOX_DEADLINE_MS = 5000;

/**
 * A sandbox product answer: the live engine's outcome (payload, `scored` — null where the live engine gives no score —,
 * touch points, lookups and the signals the hub's consistency rules read).
 */
export type SandboxAnswer<K extends Product> = ProductOutcome<ProductPayloads[K]>;

/**
 * The touch points of the same hub call that a product's engine reads, as in live (the catalogue's `readsGiven`: the
 * phone compares its breach names and emails with the given name and email, the email its account name with the given
 * name). Only these enter the engine and the memo key, so a product call (nothing given) and a repeated hub call
 * still hit the memo.
 */
function givenFor(product: Product, given: GivenTouchpoints | undefined): GivenTouchpoints {
  const out: Record<string, string> = {};
  for (const field of PRODUCT_CATALOGUE[product].readsGiven) {
    const value = given?.[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/**
 * A memo key's text of a flat object of strings (a product's input, the given touch points): its keys in order, each
 * key and value prefixed with its length, so two different objects never share a text whatever their strings hold.
 * Cheaper than stableText (no JSON escaping, no arrays): it is built on every sandbox call. Keys out of order (a caller's
 * body) are sorted first; an object holding anything but strings gets stableText's text, marked apart.
 */
export function keyText(value: object): string {
  const o = value as Record<string, unknown>;
  let keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys = keys.sort();
      break;
    }
  }
  let out = '';
  for (const k of keys) {
    const v = o[k];
    if (typeof v !== 'string') return `\u0001${stableText(value)}`;
    out += `${k.length}:${k}${v.length}:${v}`;
  }
  return out;
}

/**
 * A scorecard's text (id, base, points: stableText), kept per card object: the hub's scorecards are the standard models'
 * constants and the model resolver's cached objects, read-only (Scorecard's fields are readonly and nothing writes a
 * resolved card), so a card's text is written once instead of on every sandbox hub call.
 */
const cardTexts = new WeakMap<Scorecard, string>();
function cardText(card: Scorecard): string {
  let text = cardTexts.get(card);
  if (text === undefined) {
    text = stableText(card);
    cardTexts.set(card, text);
  }
  return text;
}

/** A sandbox hub call's product outcomes (in the order of its products) and score block (null: no score claimed). */
export interface SandboxHubCall {
  readonly outs: readonly ProductOutcome<unknown>[];
  readonly score: HubScore | null;
}

type Builders = { readonly [K in Product]?: () => Promise<ProductEngine<K>> };

/**
 * The sandbox answers of the products. Built once by the composition root: it creates its own engine of each product
 * (on the first sandbox call of that product) with the synthetic sources (./sources.ts) and the synthetic internet
 * (./internet.ts) injected through the engine dependencies.
 *
 * Answers are a pure function of (product, input, the touch points of the call the engine reads, scenario), and
 * integrators call the sandbox with a handful of test inputs over and over: recent answers are memoized (bounded;
 * callers never mutate an outcome).
 */
export class SandboxProducts {
  static readonly MEMO_MAX = 5000;
  private readonly memo = forgottenOnErasure(new FifoMemo<string, SandboxAnswer<Product>>(SandboxProducts.MEMO_MAX));
  private readonly hubMemo = forgottenOnErasure(new FifoMemo<string, HubScore>(SandboxProducts.MEMO_MAX));
  private readonly hubCalls = forgottenOnErasure(new FifoMemo<string, SandboxHubCall>(SandboxProducts.MEMO_MAX));
  private readonly built = new Map<Product, Promise<ProductEngine<Product>>>();

  private constructor(
    private readonly builders: Builders,
    private readonly models: ModelResolver | undefined,
  ) {}

  /** The product's engine, built on the first sandbox call that needs it (the device parser's warm-up is ~0.1 s). */
  private engine<K extends Product>(product: K): Promise<ProductEngine<K>> {
    let engine = this.built.get(product);
    if (!engine) {
      const build = this.builders[product] as (() => Promise<ProductEngine<K>>) | undefined;
      if (!build) throw new Error(`the sandbox of this process has no ${product} engine`);
      // A failed build is not kept: the next call tries again.
      engine = build().catch((err: unknown) => {
        this.built.delete(product);
        throw err;
      }) as Promise<ProductEngine<Product>>;
      this.built.set(product, engine);
    }
    return engine as unknown as Promise<ProductEngine<K>>;
  }

  /**
   * With the live engines of every product (`engines: false`: none, for CLI commands that answer no product).
   * `models`: the accounts' scoring models (a sandbox ip call may name a custom model, as in live).
   */
  /**
   * @param options.reference the process's bundled reference data (the composition root's); absent: a new one of the
   * sandbox's own.
   */
  static create(config: Config, logger: Logger, options: { engines?: boolean; models?: ModelResolver; reference?: BundledReference } = {}): SandboxProducts {
    const engines = options.engines === false ? {} : sandboxEngineBuilders(config, logger, options.models, options.reference ?? createBundledReference());
    return new SandboxProducts(engines, options.models);
  }

  /**
   * The product's outcome: its payload with the score fields, and what the hub's score step reads. A scenario keyword
   * (docs/sandbox.md) sets the score block; without one the score is the live scorecard's on the synthetic data.
   * `given`: the touch points of the same hub call; the engine reads those it reads in live (READS_GIVEN). An answer
   * depends on its input, those touch points and the scenario only, and is memoized across calls.
   */
  async product<K extends Product>(
    product: K,
    input: ProductInputs[K],
    scenario: SandboxScenario | null,
    opts: { readonly accountId?: string; readonly given?: GivenTouchpoints } = {},
  ): Promise<SandboxAnswer<K>> {
    // A custom model (model_id) belongs to an account: its answers are the account's own.
    const modelId = product === 'ip' ? (input as ProductInputs['ip']).model_id : undefined;
    const accountId = modelId?.startsWith('mdl_') ? (opts.accountId ?? 'sandbox') : 'sandbox';
    const given = givenFor(product, opts.given);
    const key = `${product}\u0000${keyText(input)}\u0000${keyText(given)}\u0000${scenario ?? ''}\u0000${accountId}`;
    const hit = this.memo.get(key);
    if (hit) return hit as SandboxAnswer<K>;
    const made = await this.fromEngine(await this.engine(product), product, input, scenario, { given, accountId, modelId });
    this.memo.set(key, made as SandboxAnswer<Product>);
    return made;
  }

  /**
   * The hub's score block of a sandbox call (sandboxHubScore), memoized like the answers: a pure function of the
   * scorecard (id, base and points: an account's scorecard may change), the given touch points, the products of the
   * call (their outcomes are functions of these when every engine answers: hubCall does not ask it after a failure) and
   * the scenario. A repeated hub call then costs map lookups; the
   * step itself costs ~0.2 ms (the name comparisons, the consistency rules, the scorecard).
   */
  hubScore(card: Scorecard, given: GivenTouchpoints, outcomes: HubOutcomes, scenario: SandboxScenario | null): HubScore {
    const key = `${cardText(card)}\u0000${keyText(given)}\u0000${Object.keys(outcomes).sort().join()}\u0000${scenario ?? ''}`;
    const hit = this.hubMemo.get(key);
    if (hit) return hit;
    const made = sandboxHubScore(card, given, outcomes, scenario);
    this.hubMemo.set(key, made);
    return made;
  }

  /**
   * The products' outcomes and the score block of a sandbox hub call, memoized whole: a repeated call costs one lookup
   * instead of one per product and one for the score. The same outcomes as `product` gives each product (the hub's
   * input of its touch points, the touch points it reads) and the same score as `hubScore`: the call's outcomes are a
   * function of the products, the given touch points and the scenario (a hub input names no model, so no account's
   * own answers), and its score of those and the scorecard (`card`: null, no score). `failed` settles a product whose
   * engine failed (the caller's unavailable outcome); a call with a failed product is not kept.
   */
  async hubCall(
    products: readonly HubProduct[],
    given: GivenTouchpoints,
    scenario: SandboxScenario | null,
    card: Scorecard | null,
    accountId: string,
    failed: (product: HubProduct, err: unknown, started: number) => ProductOutcome<unknown>,
  ): Promise<SandboxHubCall> {
    const key = `${products.join()}\u0000${keyText(given)}\u0000${scenario ?? ''}\u0000${card ? cardText(card) : ''}`;
    const hit = this.hubCalls.get(key);
    if (hit) return hit;
    let ok = true;
    const outs = await Promise.all(
      products.map(async (p): Promise<ProductOutcome<unknown>> => {
        const started = performance.now();
        try {
          return await this.product(p, hubInput(p, given), scenario, { accountId, given });
        } catch (err) {
          ok = false;
          return failed(p, err, started);
        }
      }),
    );
    const byProduct: Record<string, ProductOutcome<unknown>> = {};
    products.forEach((p, i) => (byProduct[p] = outs[i]!));
    // The score memo's key names the products, not their outcomes: a score made on a failed product is computed and
    // not kept, or a later call whose engines answer would be given it.
    if (!ok) return { outs, score: card ? sandboxHubScore(card, given, byProduct as HubOutcomes, scenario) : null };
    const made: SandboxHubCall = { outs, score: card ? this.hubScore(card, given, byProduct as HubOutcomes, scenario) : null };
    this.hubCalls.set(key, made);
    return made;
  }

  /**
   * Login results of a sandbox session: the live login steps (src/login/service.ts) on the session's synthetic
   * collector record and its username's synthetic references, analysed by this sandbox's ip and device engines
   * (./login.ts). A scenario keyword steers the score as for products.
   */
  loginResults(sessionId: string, body: SandboxLoginBody, transactionId: string, scenario: SandboxScenario | null): Promise<{ body: LoginResultsResponse; scored: Scored }> {
    return sandboxLoginResults(
      { ip: (ip) => this.product('ip', { ip }, null), device: (userAgent) => this.product('device', { user_agent: userAgent }, null) },
      sessionId,
      body,
      transactionId,
      scenario,
    );
  }

  /**
   * The scorecard the engine scored with: a standard or custom model by its id; a product's own scorecard (base and
   * catalogue weights) from the explanation's base.
   */
  private async scorecardOf(scored: Scored, accountId: string): Promise<Scorecard> {
    const id = scored.explanation.model_id;
    return standardModel(id) ?? (id.startsWith('mdl_') ? await this.models?.resolve(accountId, id) : null) ?? { id, base: scored.explanation.base };
  }

  private async fromEngine<K extends Product>(
    engine: ProductEngine<K>,
    product: K,
    input: ProductInputs[K],
    scenario: SandboxScenario | null,
    call: { readonly given: GivenTouchpoints; readonly accountId: string; readonly modelId?: string },
  ): Promise<SandboxAnswer<K>> {
    const deadline = new Deadline(SANDBOX_DEADLINE_MS);
    try {
      const out = (await engine.analyze(input, { deadline, now: SANDBOX_NOW, ...call })) as SandboxAnswer<K>;
      // A scenario keyword picks the score block; a payload the live engine leaves unscored (an empty name) stays so.
      if (scenario === null || out.scored === null) return out;
      const seed = `${product}\u0000${stableText(input)}`;
      const card = await this.scorecardOf(out.scored, call.accountId);
      const letter = CODE_LETTER[product];
      const fields = (l: string) => (l === letter ? (out.payload as Fields) : undefined);
      const scored = steerScored(out.scored, card, [product as Area], scenario, new Rng(`${seed}\u0000${scenario}`), fields);
      const payload = out.payload as Record<string, unknown>;
      payload.score = scored.score;
      payload.score_cluster = scored.score_cluster;
      payload.reason_codes = scored.reason_codes;
      return { ...out, scored };
    } finally {
      deadline.dispose();
    }
  }
}

/**
 * How the sandbox builds each live engine (the product catalogue's factory, as live): no database (a proxy that
 * throws), the synthetic graph, datasets and IP reference data, and network lookups switched on but answered by the
 * synthetic DNS and internet for the products that ask the outside world (ip, email, domain), so nothing connects
 * anywhere (no RDP probe, no SMTP session, no fetch).
 */
function sandboxEngineBuilders(config: Config, logger: Logger, models: ModelResolver | undefined, bundled: BundledReference): Builders {
  const deps: CoreDeps = {
    config,
    db: NO_DATABASE,
    graph: syntheticGraph,
    // The engines' lookup cache (email MX, RDAP, Gravatar…), bounded like the answer memo: a synthetic lookup is cheap.
    cache: new MemoryCache(SandboxProducts.MEMO_MAX),
    logger,
    sources: { phoneDatasets: syntheticPhoneDatasets, deviceCatalogue: syntheticDeviceRows, emailDatasets: syntheticEmailDatasets },
    reference: bundled,
  };
  const networked: CoreDeps = {
    ...deps,
    config: {
      ...config,
      network: { ...config.network, enabled: true, dnsblZones: [SANDBOX_DNSBL_ZONE], smtp: { ...config.network.smtp, enabled: true } },
      ip: { ...config.ip, rdpProbe: false },
    },
  };
  let internet: Promise<SyntheticInternet> | null = null;
  const web = () => (internet ??= bundled.email().then(createSyntheticInternet));
  // The synthetic sites, crawled by the live crawler and shared by email, ip and domain as live.
  let siteStore: SiteProfiles | null = null;
  const sites = async () => (siteStore ??= createSiteProfiles(networked.cache, (await web()).domain.web));
  // The ip engine's network lookups ask the synthetic DNS (PTR names, the sandbox DNSBL zone); the email and domain
  // engines ask the synthetic internet. The engines of the other products ignore the network settings.
  let ipReference: IpReference | null = null;
  const engineDeps: EngineDeps = {
    ...networked,
    models: models ?? { resolve: async (_account, modelId) => standardModel(modelId) ?? null },
    reference: {
      ...bundled,
      get ip() {
        return (ipReference ??= syntheticIpReference());
      },
    },
  };
  const world = async (): Promise<EngineWorld> => {
    const w = await web();
    return { sites: await sites(), dns: syntheticDns, emailClients: w.email, domainClients: w.domain };
  };
  const builders: Record<string, () => Promise<ProductEngine<Product>>> = {};
  for (const product of PRODUCTS) {
    const entry = PRODUCT_CATALOGUE[product] as ProductEntry<Product>;
    builders[product] = () => entry.create(engineDeps, world);
  }
  return builders as Builders;
}

/**
 * The hub's `score` block in the sandbox: the live score step (`scoreHub`: the call's scorecard — a hub standard model
 * or the account's `mdl_…` — over every code the products fired plus the consistency codes) on the sandbox products'
 * outcomes, as of SANDBOX_NOW. There are no graph facts (`graph: null`, as live when it reads none): the sandbox links
 * nothing, so the seen-together and multi-accounting codes never fire. A scenario keyword steers the score block, as
 * for products: the live hub score moved into its cluster's band by onboarding and product codes at their points in
 * the same scorecard; the consistency facts stay those of the inputs.
 */
export function sandboxHubScore(card: Scorecard, given: GivenTouchpoints, outcomes: HubOutcomes, scenario: SandboxScenario | null): HubScore {
  const hub = scoreHub({ given, outcomes, graph: null, now: SANDBOX_NOW }, card);
  if (scenario === null) return hub;
  const areas: Area[] = ['onboarding', ...(Object.keys(outcomes) as Area[])];
  const byLetter = new Map<string, Fields>();
  for (const [product, outcome] of Object.entries(outcomes)) if (outcome) byLetter.set(CODE_LETTER[product as Product], outcome.payload as Fields);
  const scored = steerScored(hub.scored, card, areas, scenario, new Rng(`onboarding\u0000${stableText(given)}\u0000${scenario}`), (l) => byLetter.get(l));
  return { block: { score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes }, scored, facts: hub.facts };
}
