/**
 * The product registry: the composition root calls createEngines once; it builds the live engine of every product of
 * the catalogue (./catalogue.ts). A product missing from the registry answers 501 PRODUCT_NOT_AVAILABLE on live keys.
 */
import { PRODUCTS } from '../contract/common.js';
import type { EngineDeps, EngineRegistry } from './types.js';
import { PRODUCT_CATALOGUE } from './catalogue.js';
import { liveSiteProfiles } from './domain/site-profile.js';

export async function createEngines(deps: EngineDeps): Promise<EngineRegistry> {
  const engines: Record<string, unknown> = {};
  // One store of site crawls for the three products that read websites: the email and ip of one hub call share a
  // crawl, and every product reuses another's (src/products/domain/site-profile.ts).
  const world = { sites: liveSiteProfiles(deps.config, deps.cache) };
  for (const product of PRODUCTS) engines[product] = await PRODUCT_CATALOGUE[product].create(deps, async () => world);
  return engines as EngineRegistry;
}
