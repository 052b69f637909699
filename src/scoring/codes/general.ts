import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Codes any product may emit. */
export const GENERAL_CODES = [
  { code: 'RG001', kind: 'RISK', area: 'general', name: 'enrichment_timeout', description: 'At least one lookup did not finish before the request deadline; its fields are null.', weight: 0 },
  { code: 'RG002', kind: 'RISK', area: 'general', name: 'enrichment_unavailable', description: 'At least one lookup source was unreachable or failed; its fields are null.', weight: 0 },
  { code: 'RG003', kind: 'RISK', area: 'general', name: 'network_lookups_disabled', description: 'Outbound lookups are switched off on this server (IDRISK_NETWORK=off); network-derived fields are null.', weight: 0 },
  { code: 'RG004', kind: 'RISK', area: 'general', name: 'rule_failed', description: "A rule of the account's decision policy failed at run time (a value of the wrong type, a list the account lacks, a lookup error) and was skipped; the resolution names the rule and the reason (docs/rules.md).", weight: 0 },
] as const satisfies readonly ReasonCodeDef[];

export const GENERAL = codeConstants(GENERAL_CODES);
