/**
 * The reason-code catalogue: one registry built from one file per area under ./codes.
 * The catalogue endpoint, docs/reason-codes.md and every scorecard read it from here.
 */
import type { ReasonCodeDef } from './types.js';
import { AREAS } from './types.js';
import { GENERAL_CODES } from './codes/general.js';
import { ONBOARDING_CODES } from './codes/onboarding.js';
import { EMAIL_CODES } from './codes/email.js';
import { NAME_CODES } from './codes/name.js';
import { DEVICE_CODES } from './codes/device.js';
import { IP_CODES } from './codes/ip.js';
import { PHONE_CODES } from './codes/phone.js';
import { DOMAIN_CODES } from './codes/domain.js';
import { LOGIN_CODES } from './codes/login.js';

const CODE_FORMAT = /^[RT][GPEIDVNOL]\d{3}$/;

const ALL: readonly ReasonCodeDef[] = [...GENERAL_CODES, ...ONBOARDING_CODES, ...EMAIL_CODES, ...NAME_CODES, ...DEVICE_CODES, ...IP_CODES, ...PHONE_CODES, ...DOMAIN_CODES, ...LOGIN_CODES];

function buildCatalogue(defs: readonly ReasonCodeDef[]): ReadonlyMap<string, ReasonCodeDef> {
  const map = new Map<string, ReasonCodeDef>();
  for (const d of defs) {
    if (!CODE_FORMAT.test(d.code)) throw new Error(`reason code ${d.code}: not R|T + area letter + 3 digits`);
    if ((d.code[0] === 'R') !== (d.kind === 'RISK')) throw new Error(`reason code ${d.code}: prefix does not match kind ${d.kind}`);
    const letter = d.code[1] as keyof typeof AREAS;
    if (AREAS[letter] !== d.area) throw new Error(`reason code ${d.code}: area letter does not match area ${d.area}`);
    if (d.kind === 'RISK' && d.weight > 0) throw new Error(`reason code ${d.code}: a risk code cannot add points`);
    if (d.kind === 'TRUST' && d.weight < 0) throw new Error(`reason code ${d.code}: a trust code cannot remove points`);
    if (map.has(d.code)) throw new Error(`reason code ${d.code}: defined twice`);
    map.set(d.code, d);
  }
  return map;
}

/** Register the codes of one area. Called once per area module at import time of the catalogue. */
export const CATALOGUE: ReadonlyMap<string, ReasonCodeDef> = buildCatalogue(ALL);
