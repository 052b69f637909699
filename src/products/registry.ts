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

export async function createEngines(deps: EngineDeps): Promise<EngineRegistry> {
  const engines: { -readonly [K in keyof EngineRegistry]: EngineRegistry[K] } = {};
  engines.phone = await createPhoneEngine(deps);
  engines.device = await createDeviceEngine(deps);
  engines.name = await createNameEngine(deps);
  engines.ip = await createIpEngine(deps);
  engines.email = await createEmailEngine(deps);
  engines.domain = await createDomainEngine(deps);
  return engines;
}
