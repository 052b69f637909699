/**
 * The sandbox: free, deterministic, synthetic answers for sandbox keys (`idr_test_...`) on every endpoint, valid
 * against the response schemas. Nothing here reads the clock, the network or the database; the same input and
 * scenario always give byte-identical output. See docs/sandbox.md.
 *
 * Phone, name, device and ip answers come from the live engines themselves (parsing, validation, payload,
 * scoring), built once by the composition root with seeded synthetic enrichment sources (./sources.ts) in place of
 * the identity graph, the imported datasets, the IP reference data and DNS. Email and domain still generate their
 * enrichment here, around the live engines' local parsing and validation (./local.ts, the domain input parser).
 */
import type { Product } from '../contract/common.js';
import type { OnboardingScore, ProductPayloads } from '../contract/payloads/index.js';
import type { Config } from '../config/index.js';
import { MemoryCache } from '../enrich/cache.js';
import { Deadline } from '../enrich/deadline.js';
import { createDeviceEngine } from '../products/device/engine.js';
import { createNameEngine } from '../products/name/engine.js';
import { createPhoneEngine } from '../products/phone/engine.js';
import { createIpEngine } from '../products/ip/engine.js';
import type { CoreDeps, EngineDeps, GivenTouchpoints, Logger, ProductEngine, ProductInputs } from '../products/types.js';
import { standardModel, type ModelResolver } from '../scoring/models/index.js';
import type { Db } from '../store/db.js';
import type { Scored } from '../scoring/scorecard.js';
import type { Area } from '../scoring/types.js';
import { invalidDomainPayload, sandboxDomainPayload } from './domain.js';
import { parseDomainInput } from '../products/domain/input.js';
import { invalidEmailPayload, parseAccount, sandboxEmailPayload } from './email.js';
import { localEmail } from './local.js';
import { companyOfDomain, makeCtx, REFERENCE_DAY_MS, type Ctx, type Person } from './plan.js';
import { Rng, stableText } from './random.js';
import { clusterFor, isRisky, sandboxScored, type SandboxScenario } from './scenario.js';
import { SANDBOX_DNSBL_ZONE, syntheticDeviceRows, syntheticDns, syntheticGraph, syntheticIpReference, syntheticPhoneDatasets } from './sources.js';
import { FREE_EMAIL_DOMAINS, geoOfTld, type Company, type Geo } from './vocab.js';

export type { SandboxScenario } from './scenario.js';
export { pickScenario } from './scenario.js';
export { sandboxLoginEnrollment, sandboxLoginResults } from './login.js';
export { sandboxIpProxy, sandboxPhoneDataBreaches, sandboxPhoneMnp, sandboxPhoneToName } from './lookups.js';

type Out = Record<string, unknown>;

/** How to answer one product input: a fixed payload (malformed or internal inputs) or a world to generate from. */
type Prepared =
  | {
      readonly fixed: Out;
      /** Cluster the input itself implies when no scenario was asked. */
      readonly forced: SandboxScenario;
    }
  | {
      readonly fixed?: undefined;
      readonly forced?: SandboxScenario;
      readonly geo?: Geo;
      readonly person?: Person;
      readonly company?: (rng: Rng) => Company;
      readonly build: (c: Ctx) => Out;
    };

function prepare<K extends GeneratedProduct>(product: K, input: ProductInputs[K]): Prepared {
  switch (product) {
    case 'email': {
      const { email } = input as ProductInputs['email'];
      const local = localEmail(email);
      if (!local.email) return { fixed: Object.assign(invalidEmailPayload(email), local.fields), forced: 'very_low' };
      const { domain, local: account } = local.email;
      const parsed = parseAccount(account);
      return {
        person: parsed ?? undefined,
        company: FREE_EMAIL_DOMAINS.has(domain) ? undefined : (rng) => companyOfDomain(domain, rng),
        build: (c) => Object.assign(sandboxEmailPayload(email, c, parsed), local.fields),
      };
    }
    case 'domain': {
      const { value } = input as ProductInputs['domain'];
      // The live engine's input parser (host or URL, IDN to ASCII, public suffix list) decides what a domain is.
      const name = parseDomainInput(value);
      if (!name) return { fixed: invalidDomainPayload(value), forced: 'very_low' };
      const tld = name.host.slice(name.host.lastIndexOf('.') + 1);
      return { geo: geoOfTld(tld), company: (rng) => companyOfDomain(name.host, rng), build: (c) => sandboxDomainPayload(value, name, c) };
    }
    default:
      throw new Error(`sandbox: unknown product ${String(product)}`);
  }
}

/** Products whose sandbox answer the live engine computes (on synthetic enrichment). */
const ENGINE_PRODUCTS = ['phone', 'name', 'device', 'ip'] as const;
type EngineProduct = (typeof ENGINE_PRODUCTS)[number];
type GeneratedProduct = Exclude<Product, EngineProduct>;
const isEngineProduct = (p: Product): p is EngineProduct => (ENGINE_PRODUCTS as readonly string[]).includes(p);

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

/** A sandbox product answer; `scored` is null where the live engine gives no score (as in live). */
export type SandboxAnswer<K extends Product> = { payload: ProductPayloads[K]; scored: Scored | null };

type SandboxEngines = { readonly [K in EngineProduct]?: ProductEngine<K> };

/**
 * The sandbox answers of the products. Built once by the composition root: it creates its own phone, name, device
 * and ip engines (once, on the first sandbox call that needs one) with the synthetic sources injected through the
 * engine dependencies (./sources.ts).
 *
 * Answers are a pure function of (product, input, touch points given with it, scenario), and integrators call the
 * sandbox with a handful of test inputs over and over: recent answers are memoized (bounded; callers never mutate a
 * payload).
 */
export class SandboxProducts {
  static readonly MEMO_MAX = 5000;
  private readonly memo = new Map<string, SandboxAnswer<Product>>();

  private built: Promise<SandboxEngines> | null = null;

  private constructor(private readonly build: () => Promise<SandboxEngines>) {}

  /** The engines, built on the first sandbox call that needs one (about 0.1 s: the device parser's warm-up). */
  private engines(): Promise<SandboxEngines> {
    // A failed build is not kept: the next call tries again.
    this.built ??= this.build().catch((err: unknown) => {
      this.built = null;
      throw err;
    });
    return this.built;
  }

  /**
   * With the live engines of phone, name, device and ip (`engines: false`: generated answers only, for CLI
   * commands). `models`: the accounts' scoring models (a sandbox ip call may name a custom model, as in live).
   */
  static create(config: Config, logger: Logger, options: { engines?: boolean; models?: ModelResolver } = {}): SandboxProducts {
    if (options.engines === false) return new SandboxProducts(async () => ({}));
    return new SandboxProducts(() => SandboxProducts.buildEngines(config, logger, options.models));
  }

  private static async buildEngines(config: Config, logger: Logger, models: ModelResolver | undefined): Promise<SandboxEngines> {
    const deps: CoreDeps = {
      config,
      db: NO_DATABASE,
      graph: syntheticGraph,
      cache: new MemoryCache(),
      logger,
      sources: { phoneDatasets: syntheticPhoneDatasets, deviceCatalogue: syntheticDeviceRows },
    };
    // The ip engine's network lookups ask the synthetic DNS (PTR names, the sandbox DNSBL zone); no probe connects.
    const ipDeps: EngineDeps = {
      ...deps,
      config: { ...config, network: { ...config.network, enabled: true, dnsblZones: [SANDBOX_DNSBL_ZONE] }, ip: { ...config.ip, rdpProbe: false } },
      models: models ?? { resolve: async (_account, modelId) => standardModel(modelId) ?? null },
      reference: { ip: syntheticIpReference() },
    };
    const [phone, name, device, ip] = await Promise.all([
      createPhoneEngine(deps), createNameEngine(deps), createDeviceEngine(deps), createIpEngine(ipDeps, { dns: syntheticDns }),
    ]);
    return { phone, name, device, ip };
  }

  /**
   * The product's payload with its score fields. A scenario keyword (docs/sandbox.md) sets the score block; without
   * one the score is the live scorecard's on the synthetic data. Each product is answered on its own, also inside the
   * hub (the phone's breach-consistency fields are those of a single-product call): an answer then depends on its
   * input only and is memoized across calls, which keeps the hub as cheap as before the sandbox ran the engines.
   */
  async product<K extends Product>(
    product: K,
    input: ProductInputs[K],
    scenario: SandboxScenario | null,
    opts: { readonly accountId?: string } = {},
  ): Promise<SandboxAnswer<K>> {
    // A custom model (model_id) belongs to an account: its answers are the account's own.
    const modelId = product === 'ip' ? (input as ProductInputs['ip']).model_id : undefined;
    const accountId = modelId?.startsWith('mdl_') ? (opts.accountId ?? 'sandbox') : 'sandbox';
    const key = `${product}\u0000${stableText(input)}\u0000${scenario ?? ''}\u0000${accountId}`;
    const hit = this.memo.get(key);
    if (hit) return hit as SandboxAnswer<K>;
    const engine = isEngineProduct(product) ? (await this.engines())[product] : undefined;
    const made = engine
      ? await this.fromEngine(engine as unknown as ProductEngine<K>, product, input, scenario, { given: {}, accountId, modelId })
      : makeSandboxProduct(product as GeneratedProduct, input as never, scenario);
    if (this.memo.size >= SandboxProducts.MEMO_MAX) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(key, made as SandboxAnswer<Product>);
    return made as SandboxAnswer<K>;
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
      const out = await engine.analyze(input, { deadline, now: SANDBOX_NOW, ...call });
      const payload = out.payload as Record<string, unknown>;
      let scored = out.scored;
      // A scenario keyword picks the score block; a payload the live engine leaves unscored (an empty name) stays so.
      if (scenario !== null && scored !== null) {
        const seed = `${product}\u0000${stableText(input)}`;
        scored = sandboxScored([product as Area], scenario, new Rng(`${seed}\u0000${scenario}`), out.scored?.explanation.model_id ?? `${product}_score`);
        payload.score = scored.score;
        payload.score_cluster = scored.score_cluster;
        payload.reason_codes = scored.reason_codes;
      }
      return { payload: payload as ProductPayloads[K], scored };
    } finally {
      deadline.dispose();
    }
  }
}

/**
 * The generated answer of a product the sandbox does not run a live engine for (email, domain): synthetic
 * enrichment around the live engines' local validation. Pure and synchronous.
 */
export function generatedSandboxProduct<K extends GeneratedProduct>(product: K, input: ProductInputs[K], scenario: SandboxScenario | null): SandboxAnswer<K> {
  return makeSandboxProduct(product, input, scenario);
}

function makeSandboxProduct<K extends GeneratedProduct>(
  product: K,
  input: ProductInputs[K],
  scenario: SandboxScenario | null,
): { payload: ProductPayloads[K]; scored: Scored } {
  const seed = `${product}\u0000${stableText(input)}`;
  const p = prepare(product, input);
  const cluster = scenario ?? p.forced ?? clusterFor(null, seed);
  const rng = new Rng(`${seed}\u0000${cluster}`);
  let out: Out;
  if (p.fixed) out = p.fixed;
  else {
    const c = makeCtx(rng, cluster, isRisky(cluster), { geo: p.geo, person: p.person, company: p.company?.(rng) });
    out = p.build(c);
  }
  const scored = sandboxScored([product as Area], cluster, rng, `${product}_score`);
  out.score = scored.score;
  out.score_cluster = scored.score_cluster;
  if ('reason_codes' in out) out.reason_codes = scored.reason_codes;
  return { payload: out as ProductPayloads[K], scored };
}

const HUB_AREAS: readonly (readonly [keyof GivenTouchpoints, Area])[] = [
  ['phone_number', 'phone'],
  ['email', 'email'],
  ['ip', 'ip'],
  ['first_name', 'name'],
  ['last_name', 'name'],
];

/** The onboarding `score` block: onboarding codes plus the codes of the products whose touch points were given. */
export function sandboxScoreBlock(inputs: GivenTouchpoints, scenario: SandboxScenario | null): { block: OnboardingScore; scored: Scored } {
  const seed = `onboarding\u0000${stableText(inputs)}`;
  const cluster = clusterFor(scenario, seed);
  const rng = new Rng(`${seed}\u0000${cluster}`);
  const areas: Area[] = ['onboarding'];
  for (const [field, area] of HUB_AREAS) if (inputs[field] !== undefined && !areas.includes(area)) areas.push(area);
  const scored = sandboxScored(areas, cluster, rng, 'onboarding_score');
  return { block: { score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes }, scored };
}

