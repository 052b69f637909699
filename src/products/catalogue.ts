/**
 * The product catalogue: what the service knows of each product outside its engine, in one entry — how its live engine
 * is built, whether its work is local, the hub's fields and input for it, and the touch points of a hub call its engine reads. The registry (live engines), the sandbox (the
 * same engines on synthetic sources), the resolver (the local pre-check, hub inputs) and the hub route
 * (rule 2) read it; adding a product is one entry here plus its engine folder (and its contract schemas).
 * The request, payload and response schemas (which answers are also flat: src/contract/envelope.ts) and the flat
 * legacy forms stay in src/contract (they are the contract).
 */
import type { HubProduct, Product } from '../contract/common.js';
import { createDeviceEngine } from './device/engine.js';
import { createDomainEngine, type DomainEngineOptions } from './domain/engine.js';
import type { SiteProfiles } from './domain/site-profile.js';
import { createEmailEngine, type EmailEngineOptions } from './email/engine.js';
import { createIpEngine, type IpEngineOptions } from './ip/engine.js';
import { createNameEngine } from './name/engine.js';
import { createPhoneEngine } from './phone/engine.js';
import type { EngineDeps, GivenTouchpoints, ProductEngine, ProductInputs } from './types.js';

/**
 * What an engine is built with besides its deps: the one store of site crawls that email, ip and domain share, and,
 * in the sandbox, the synthetic outside world (absent: the live clients from config).
 */
export interface EngineWorld {
  readonly sites: SiteProfiles;
  readonly dns?: IpEngineOptions['dns'];
  readonly emailClients?: EmailEngineOptions['clients'];
  readonly domainClients?: DomainEngineOptions['clients'];
}

export interface ProductEntry<K extends Product> {
  /**
   * The live engine, built once by the composition root (and once more by the sandbox on synthetic sources). `world`
   * is asked only by the engines that read websites or ask the outside world (email, ip, domain).
   */
  readonly create: (deps: EngineDeps, world: () => Promise<EngineWorld>) => Promise<ProductEngine<K>>;
  /**
   * The engine never makes a network lookup (lists, parsers, the graph): its work is local whatever the config, so a
   * live call needs no duplicate pre-check before it (the commit's unique index decides).
   */
  readonly local: boolean;
  /** In the hub: the request fields the claim needs (rule 2) and the engine's input built from them; null: not a hub claim. */
  readonly hub: { readonly fields: readonly (keyof GivenTouchpoints)[]; readonly input: (given: GivenTouchpoints) => ProductInputs[K] } | null;
  /** The touch points of the same hub call the engine reads (`ctx.given`): they enter the sandbox's memo key. */
  readonly readsGiven: readonly (keyof GivenTouchpoints)[];
}

export const PRODUCT_CATALOGUE: { readonly [K in Product]: ProductEntry<K> } = {
  phone: {
    create: (deps) => createPhoneEngine(deps),
    local: false,
    hub: { fields: ['phone_number'], input: (g) => ({ phone_number: g.phone_number ?? '' }) },
    // The breach names and emails against the given name and email (data_breaches_*_consistency).
    readsGiven: ['first_name', 'last_name', 'email'],
  },
  email: {
    create: async (deps, world) => {
      const w = await world();
      return createEmailEngine(deps, { sites: w.sites, ...(w.emailClients ? { clients: w.emailClients } : {}) });
    },
    local: false,
    hub: { fields: ['email'], input: (g) => ({ email: g.email ?? '' }) },
    // The account name against the given name (contains_first_name, contains_last_name).
    readsGiven: ['first_name', 'last_name'],
  },
  ip: {
    create: async (deps, world) => {
      const w = await world();
      return createIpEngine(deps, { sites: w.sites, ...(w.dns ? { dns: w.dns } : {}) });
    },
    local: false,
    hub: { fields: ['ip'], input: (g) => ({ ip: g.ip ?? '' }) },
    readsGiven: [],
  },
  domain: {
    create: async (deps, world) => {
      const w = await world();
      return createDomainEngine(deps, { sites: w.sites, ...(w.domainClients ? { clients: w.domainClients } : {}) });
    },
    local: false,
    hub: null,
    readsGiven: [],
  },
  device: {
    create: (deps) => createDeviceEngine(deps),
    local: true,
    hub: null,
    readsGiven: [],
  },
  name: {
    create: (deps) => createNameEngine(deps),
    local: true,
    hub: { fields: ['first_name', 'last_name'], input: (g) => ({ first_name: g.first_name ?? '', last_name: g.last_name ?? '' }) },
    readsGiven: [],
  },
};

/** The input of a hub claim's engine, from the hub call's touch points. */
export function hubInput<K extends HubProduct>(product: K, given: GivenTouchpoints): ProductInputs[K] {
  const hub = PRODUCT_CATALOGUE[product].hub as ProductEntry<K>['hub'];
  if (!hub) throw new Error(`${product} is no hub product`);
  return hub.input(given);
}
