/**
 * Consistency of the names and emails found in breaches with the ones given in the same (hub) call.
 *
 * Names: `compareNames` of ../name/match.ts, the comparison the onboarding score uses too (folded, transliterated,
 * spelling skeleton). MATCH: a breach name has both the given first and last name. PARTIAL_MATCH: a breach name
 * shares the last name, or the first name, or is within one edit of both (typo), or the given first name is an
 * initial of the breach first name with the same last name. NO_MATCH otherwise.
 * Emails are compared lower-cased with any `+tag` removed from the local part. MATCH: the same address. PARTIAL_MATCH:
 * the same local part at another domain, or a local part within one edit at the same domain. NO_MATCH otherwise.
 * Null when nothing is given to compare, or when the breaches expose no name (no email) to compare with.
 */
import type { BreachName } from '../../reference/datasets/breaches.js';
import { compareNames, type NameMatch } from '../name/match.js';
import { editDistance } from '../name/similarity.js';

export type Consistency = NameMatch;


/** Within one insertion, deletion or substitution (Levenshtein; a transposition is two edits here). */
const close = (a: string, b: string) => a.length >= 4 && b.length >= 4 && editDistance(a, b, { max: 1, transpositions: false }) <= 1;

/** The breach names against the given name: the one name comparison of the service (../name/match.ts). */
export function nameConsistency(given: { first_name?: string; last_name?: string }, names: readonly BreachName[]): Consistency | null {
  return compareNames(given, names);
}

function splitEmail(e: string): { local: string; domain: string } | null {
  const at = e.lastIndexOf('@');
  if (at <= 0) return null;
  const local = e.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  return { local, domain: e.slice(at + 1).toLowerCase() };
}

export function emailConsistency(given: string | undefined, emails: readonly string[]): Consistency | null {
  const g = given ? splitEmail(given.trim()) : null;
  if (!g) return null;
  const candidates = emails.map(splitEmail).filter((e): e is NonNullable<typeof e> => e !== null);
  if (candidates.length === 0) return null;
  let partial = false;
  for (const e of candidates) {
    if (e.local === g.local && e.domain === g.domain) return 'MATCH';
    if (e.local === g.local) partial = true;
    else if (e.domain === g.domain && close(e.local, g.local)) partial = true;
  }
  return partial ? 'PARTIAL_MATCH' : 'NO_MATCH';
}
