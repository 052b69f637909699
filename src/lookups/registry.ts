/**
 * The standalone data lookups, live and sandbox paired. Each lookup is one implementation (input validation of rule
 * 9/10, the answer's shape, null for what a source lacks) run on its sources: the imported datasets and the IP lists
 * in live, the seeded synthetic sources of the sandbox (src/sandbox/sources.ts) for sandbox keys — the same code,
 * so the two cannot disagree on what is a valid input or how an answer is built. Live lookups exist only where the
 * reference data was loaded (a CLI composed without products has none: 501 on live keys, sandbox still answers).
 */
import type {
  IpProxyResponse,
  PhoneDataBreachesResponse,
  PhoneMnpResponse,
  PhoneToNameResponse,
} from '../contract/payloads/index.js';
import { DbPhoneDatasets, type PhoneDatasetSource } from '../products/phone/sources.js';
import type { BundledReference } from '../products/bundled.js';
import type { EngineDeps } from '../products/types.js';
import type { ListSource } from '../reference/ip/list-store.js';
import { syntheticIpReference, syntheticPhoneDatasets } from '../sandbox/sources.js';
import { ipProxy } from './ip/ip-proxy.js';
import { phoneDataBreaches, phoneMnp, phoneToName } from './phone/index.js';

export interface LookupAnswers {
  'phone-data-breaches': PhoneDataBreachesResponse;
  'phone-to-name': PhoneToNameResponse;
  'phone-mnp': PhoneMnpResponse;
  'ip-proxy': IpProxyResponse;
}
export type LookupName = keyof LookupAnswers;

/** The four lookups on one set of sources; each takes the request's one input (a phone number or an IP). */
export type LookupSet = { readonly [N in LookupName]: (input: string) => Promise<LookupAnswers[N]> };

/** Where the lookups read: the phone datasets, the IP lists and the carrier prefixes (asked at the first mnp lookup). */
export interface LookupSources {
  readonly phone: PhoneDatasetSource;
  readonly ipLists: ListSource;
  readonly carriers: BundledReference['carriers'];
}

export function lookupsOn(sources: LookupSources): LookupSet {
  return {
    'phone-data-breaches': (phone) => phoneDataBreaches(phone, sources.phone),
    'phone-to-name': (phone) => phoneToName(phone, sources.phone),
    'phone-mnp': (phone) => phoneMnp(phone, sources.phone, sources.carriers()),
    'ip-proxy': async (ip) => ipProxy(ip, { lists: sources.ipLists }),
  };
}

/** What a route hands to ResolveService.simple: the live implementation (absent: 501 on live keys) and the sandbox's. */
export interface LookupPair<T> {
  readonly live: (() => Promise<T>) | undefined;
  readonly sandbox: () => Promise<T>;
}

export class Lookups {
  constructor(
    private readonly live: LookupSet | null,
    private readonly sandbox: LookupSet,
  ) {}

  /**
   * The lookups of the live sources (null: none) and of the sandbox's synthetic ones; both read the carrier prefixes
   * of the process's bundled reference.
   */
  static create(deps: Pick<EngineDeps, 'db' | 'reference' | 'sources'> | null, bundled: BundledReference): Lookups {
    const carriers = () => bundled.carriers();
    const live = deps ? lookupsOn({ phone: deps.sources?.phoneDatasets ?? new DbPhoneDatasets(deps.db), ipLists: deps.reference.ip.lists, carriers }) : null;
    return new Lookups(live, lookupsOn({ phone: syntheticPhoneDatasets, ipLists: syntheticIpReference().lists, carriers }));
  }

  /** Both implementations of lookup `name` bound to the request's input. */
  pair<N extends LookupName>(name: N, input: string): LookupPair<LookupAnswers[N]> {
    const live = this.live?.[name];
    const sandbox = this.sandbox[name];
    return { live: live && (() => live(input)), sandbox: () => sandbox(input) };
  }

  /** Whether live keys get an answer (reference data loaded). */
  get hasLive(): boolean {
    return this.live !== null;
  }
}
