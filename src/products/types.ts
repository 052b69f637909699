/**
 * The product engine contract. A product never imports Fastify and never writes SQL of the platform: it gets its
 * input, a context with the request deadline, and returns its payload with its score and the touch points to link.
 */
import type { ImageAnalyser } from '../images/analyser.js';
import type { Config } from '../config/index.js';
import type { Product } from '../contract/common.js';
import type { Cache } from '../enrich/cache.js';
import type { Deadline } from '../enrich/deadline.js';
import type { ProviderRecord } from '../enrich/outcome.js';
import type { IdentityGraph, Touchpoint } from '../identity/graph.js';
import type { ModelResolver } from '../scoring/models/index.js';
import type { PersonName } from './name/match.js';
import type { Scored } from '../scoring/scorecard.js';
import type { Db, SqliteDatabase } from '../store/db.js';
import type { IpReference } from './ip/reference.js';
import type { PhoneDatasetSource } from './phone/sources.js';
import type { CatalogueRows } from '../reference/device/catalogue.js';
import type { EmailDatasetSource } from './email/imported.js';
import type { BundledReference } from './bundled.js';

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

/**
 * Reference data several engines and lookups read, made once by the composition root: the bundled lists (email, names,
 * carriers; src/products/bundled.ts) and the ip reference (the ip engine and the ip-proxy lookup share the geo
 * databases, the ASN index and the imported lists' index), which the root also closes.
 */
export interface SharedReference extends BundledReference {
  readonly ip: IpReference;
}

/** The identity graph as the engines read it: the profile of one touch point (live: the database; sandbox: synthetic). */
export type IdentityProfiles = Pick<IdentityGraph, 'profile'> & Partial<Pick<IdentityGraph, 'profileSync'>>;

/**
 * Enrichment an engine would otherwise read from the database. Live leaves these out (each engine reads `db`); the
 * sandbox injects seeded synthetic ones (src/sandbox/sources.ts), so it runs the live engines on invented data.
 */
export interface EnrichmentSources {
  readonly phoneDatasets?: PhoneDatasetSource;
  readonly deviceCatalogue?: CatalogueRows;
  /** The imported `breaches` and `presence` datasets of an email address. */
  readonly emailDatasets?: EmailDatasetSource;
}

/** What the composition root hands every engine and lookup when it builds them. */
export interface EngineDeps {
  readonly config: Config;
  readonly db: Db;
  /** SQLite: the connection under `db`, for reads a call takes synchronously in one read transaction (phone). */
  readonly sqlite?: SqliteDatabase;
  readonly graph: IdentityProfiles;
  readonly sources?: EnrichmentSources;
  readonly cache: Cache;
  readonly logger: Logger;
  /** The scorecards a call's `model_id` may name (standard and the account's custom ones). */
  readonly models: ModelResolver;
  readonly reference: SharedReference;
  /** The process's image analyser (IDRISK_IMAGES=on), else absent: image and face fields stay null. */
  readonly images?: ImageAnalyser | null;
}

/**
 * What an engine that reads neither scoring models nor the ip reference needs (tests build just this): its bundled
 * reference data is `reference` (tests make one with createBundledReference).
 */
export type CoreDeps = Omit<EngineDeps, 'models' | 'reference'> & { readonly reference: BundledReference };

/** Touch points given in the same call (the hub), as sent, so a product can check consistency across them. */
export interface GivenTouchpoints {
  readonly phone_number?: string;
  readonly email?: string;
  readonly ip?: string;
  readonly first_name?: string;
  readonly last_name?: string;
}

export interface EngineContext {
  readonly deadline: Deadline;
  readonly now: Date;
  readonly accountId: string;
  /**
   * The identity-graph scope the call reads (identity/scope.ts): the account's own unless it opted into the
   * consortium. Absent: the account's own (graphScopeOf).
   */
  readonly graphScope?: string;
  readonly given: GivenTouchpoints;
  /** Scoring model chosen by the caller (`model_id`), already checked to exist; undefined = the standard one. */
  readonly modelId?: string;
}

/** The identity-graph scope of a call: the one the resolver chose, else the account's own graph. */
export function graphScopeOf(ctx: Pick<EngineContext, 'accountId' | 'graphScope'>): string {
  return ctx.graphScope ?? ctx.accountId;
}

export interface ProductOutcome<P> {
  /** The full payload of the spec, score fields included; absent sources are null. */
  readonly payload: P;
  /** The scorecard result behind payload.score (null when the product gives no score). */
  readonly scored: Scored | null;
  /** Normalized identifiers this call carried, linked in the identity graph at commit (live only). */
  readonly touchpoints: readonly Touchpoint[];
  /** Each lookup's outcome with its duration. */
  readonly providers: readonly ProviderRecord[];
  /** What the onboarding consistency rules read beyond the payload (src/onboarding/consistency.ts); absent: nothing. */
  readonly signals?: CrossProductSignals;
}

/** Facts one product hands the onboarding score that its payload does not carry. */
export interface CrossProductSignals {
  /** email: the address passed the syntax check. */
  readonly email_valid?: boolean;
  /** phone: every name the number is known under (phone-to-name, then breaches), for the name comparison. */
  readonly known_names?: readonly PersonName[];
}

export interface ProductInputs {
  phone: { phone_number: string };
  email: { email: string };
  ip: { ip: string; model_id?: string };
  domain: { value: string };
  device: { user_agent: string };
  name: { first_name: string; last_name: string };
}

export interface ProductEngine<K extends Product = Product, P = unknown> {
  readonly product: K;
  analyze(input: ProductInputs[K], ctx: EngineContext): Promise<ProductOutcome<P>>;
}

/** The engines that exist; a product without one answers 501 PRODUCT_NOT_AVAILABLE on live keys. */
export type EngineRegistry = { readonly [K in Product]?: ProductEngine<K> };
