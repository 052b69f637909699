/**
 * The sandbox: free, deterministic, synthetic answers for sandbox keys (`idr_test_...`) on every endpoint, valid
 * against the response schemas. Nothing here reads the clock, the network or the database; the same input and
 * scenario always give byte-identical output. See docs/sandbox.md.
 */
import type { Product } from '../contract/common.js';
import type { OnboardingScore, ProductPayloads } from '../contract/payloads/index.js';
import type { GivenTouchpoints, ProductInputs } from '../products/types.js';
import type { Scored } from '../scoring/scorecard.js';
import type { Area } from '../scoring/types.js';
import { sandboxDevicePayload, sandboxNamePayload } from './device.js';
import { invalidDomainPayload, isDomain, sandboxDomainPayload } from './domain.js';
import { invalidEmailPayload, parseAccount, sandboxEmailPayload } from './email.js';
import { internalIpPayload, invalidIpPayload, sandboxIpPayload } from './ip.js';
import { localEmail, localIp, localName, localPhone } from './local.js';
import { sandboxPhonePayload } from './phone.js';
import { companyOfDomain, makeCtx, type Ctx, type Person } from './plan.js';
import { Rng, stableText } from './random.js';
import { clusterFor, isRisky, sandboxScored, type SandboxScenario } from './scenario.js';
import { FREE_EMAIL_DOMAINS, genderOfName, geoOfDigits, geoOfTld, type Company, type Geo } from './vocab.js';

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

function prepare<K extends Product>(product: K, input: ProductInputs[K]): Prepared {
  switch (product) {
    case 'phone': {
      const { phone_number } = input as ProductInputs['phone'];
      const local = localPhone(phone_number);
      if (!local.valid || !local.digits) return { fixed: local.payload, forced: 'very_low' };
      const geo = geoOfDigits(local.digits);
      return {
        geo,
        build: (c) => Object.assign(sandboxPhonePayload(phone_number, c), local.fields),
      };
    }
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
    case 'ip': {
      const { ip } = input as ProductInputs['ip'];
      const local = localIp(ip);
      if (!local.ip) return { fixed: invalidIpPayload(ip), forced: 'very_low' };
      if (local.special) return { fixed: internalIpPayload(ip, local.special.private), forced: 'review' };
      return { build: (c) => sandboxIpPayload(ip, c) };
    }
    case 'domain': {
      const { value } = input as ProductInputs['domain'];
      if (!isDomain(value)) return { fixed: invalidDomainPayload(value), forced: 'very_low' };
      const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
      return { geo: geoOfTld(tld), company: (rng) => companyOfDomain(value.toLowerCase(), rng), build: (c) => sandboxDomainPayload(value, c) };
    }
    case 'device': {
      const { user_agent } = input as ProductInputs['device'];
      return { build: (c) => sandboxDevicePayload(user_agent, c) };
    }
    case 'name': {
      const { first_name, last_name } = input as ProductInputs['name'];
      const check = localName(first_name, last_name);
      const gender = check.gender ?? genderOfName(first_name);
      return {
        forced: check.is_valid === false ? 'very_low' : undefined,
        person: { first: first_name, last: last_name, gender: gender ?? (first_name.length % 2 ? 'F' : 'M') },
        build: (c) => sandboxNamePayload(`${first_name.trim()},${last_name.trim()}`, check, c),
      };
    }
    default:
      throw new Error(`sandbox: unknown product ${String(product)}`);
  }
}

/** Deterministic product payload with its score fields, for the product's input and the scenario (null: derived). */
/**
 * Answers are a pure function of (product, input, scenario), and integrators call the sandbox with a handful of
 * test inputs over and over: recent answers are memoized (bounded; callers never mutate a payload).
 */
const MEMO_MAX = 5000;
const memo = new Map<string, { payload: unknown; scored: Scored }>();

export function sandboxProduct<K extends Product>(
  product: K,
  input: ProductInputs[K],
  scenario: SandboxScenario | null,
): { payload: ProductPayloads[K]; scored: Scored } {
  const key = `${product}\u0000${stableText(input)}\u0000${scenario ?? ''}`;
  const hit = memo.get(key);
  if (hit) return hit as { payload: ProductPayloads[K]; scored: Scored };
  const made = makeSandboxProduct(product, input, scenario);
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(key, made);
  return made;
}

function makeSandboxProduct<K extends Product>(
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
  const modelId = product === 'ip' ? ((input as ProductInputs['ip']).model_id ?? 'ip_score') : `${product}_score`;
  const scored = sandboxScored([product as Area], cluster, rng, modelId);
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

