/**
 * The product registry: the composition root calls createEngines once; each product that has a live engine
 * adds itself here. A product missing from the registry answers 501 PRODUCT_NOT_AVAILABLE on live keys.
 */
import type { Config } from '../config/index.js';
import type { Cache } from '../enrich/cache.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { Db } from '../store/db.js';
import type { EngineRegistry } from './types.js';
import { createPhoneEngine } from './phone/engine.js';
import { createNameEngine } from './name/engine.js';
import { createDeviceEngine } from './device/engine.js';
import { createIpEngine } from './ip/engine.js';
import { createEmailEngine } from './email/engine.js';
import { createDomainEngine } from './domain/engine.js';

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

export interface EngineDeps {
  readonly config: Config;
  readonly db: Db;
  readonly graph: IdentityGraph;
  readonly cache: Cache;
  readonly logger: Logger;
}

export async function createEngines(deps: EngineDeps): Promise<EngineRegistry> {
  void deps;
  const engines: { -readonly [K in keyof EngineRegistry]: EngineRegistry[K] } = {};
  // Each product registers here, e.g.: engines.phone = await createPhoneEngine(deps);
  engines.phone = await createPhoneEngine(deps);
  engines.device = await createDeviceEngine(deps);
  engines.name = await createNameEngine(deps);
  engines.ip = await createIpEngine(deps);
  engines.email = await createEmailEngine(deps);
  engines.domain = await createDomainEngine(deps);
  return engines;
}
