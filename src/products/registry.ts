/**
 * The product registry: the composition root calls createEngines once; each product that has a live engine
 * adds itself here. A product missing from the registry answers 501 PRODUCT_NOT_AVAILABLE on live keys.
 */
import type { EngineDeps, EngineRegistry } from './types.js';
import { createPhoneEngine } from './phone/engine.js';
import { createNameEngine } from './name/engine.js';
import { createDeviceEngine } from './device/engine.js';
import { createIpEngine } from './ip/engine.js';
import { createEmailEngine } from './email/engine.js';
import { createDomainEngine } from './domain/engine.js';
import { liveSiteProfiles } from './domain/site-profile.js';

export async function createEngines(deps: EngineDeps): Promise<EngineRegistry> {
  const engines: { -readonly [K in keyof EngineRegistry]: EngineRegistry[K] } = {};
  engines.phone = await createPhoneEngine(deps);
  engines.device = await createDeviceEngine(deps);
  engines.name = await createNameEngine(deps);
  // One store of site crawls for the three products that read websites: the email and ip of one hub call share a
  // crawl, and every product reuses another's (src/products/domain/site-profile.ts).
  const sites = liveSiteProfiles(deps.config, deps.cache);
  engines.ip = await createIpEngine(deps, { sites });
  engines.email = await createEmailEngine(deps, { sites });
  engines.domain = await createDomainEngine(deps, { sites });
  return engines;
}
