/**
 * Internal DNS names are never looked up for a caller (issue 25). A name is internal when it is not under a public
 * suffix of the ICANN section of the Public Suffix List (tldts, the list the products already use): `.internal`,
 * `.local`, `.corp`, `.lan`, `.home`, `.test`, `.example`, single labels (which a resolver's search list could
 * complete into a local name), and the special-use names of RFC 6761/6762/7686/8375 that the list does hold
 * (`home.arpa` and everything under `arpa`, `onion`). Private-section suffixes (github.io, blogspot.com) are public
 * names and stay resolvable: they are judged by their ICANN suffix.
 *
 * The operator exempts suffixes with IDRISK_DNS_ALLOW_SUFFIXES (a deployment whose own resolver serves a private zone
 * it wants scored, and the test suites, whose local DNS servers answer `.test` names).
 *
 * The check is by name only: a public name whose records point to private addresses is the outbound guard's
 * (src/enrich/guard.ts), and a split-horizon zone under a public suffix cannot be told from its name.
 */
import { parse } from 'tldts';

/** Special-use names the Public Suffix List holds in its ICANN section; refused whatever the list says. */
const SPECIAL_USE = ['arpa', 'onion'] as const;

/** Lower case, no trailing dot. */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/** Lower-cased suffixes without leading or trailing dots; used by config validation and the DNS client. */
export function normalizeSuffixes(suffixes: readonly string[]): string[] {
  return suffixes.map((s) => s.trim().toLowerCase().replace(/^\.+|\.+$/g, '')).filter((s) => s !== '');
}

function under(name: string, suffix: string): boolean {
  return name === suffix || name.endsWith(`.${suffix}`);
}

/**
 * Why `name` is not looked up (a short phrase for logs and provider failures), or null when it may be.
 * `allowSuffixes` must be normalized (normalizeSuffixes).
 */
export function internalNameReason(name: string, allowSuffixes: readonly string[] = []): string | null {
  const n = normalizeName(name);
  if (allowSuffixes.some((s) => under(n, s))) return null;
  if (n === '' || !n.includes('.')) return 'a single-label name';
  const special = SPECIAL_USE.find((s) => under(n, s));
  if (special) return `a special-use name (.${special})`;
  const info = parse(n, { allowPrivateDomains: false });
  if (info.isIp) return null;
  if (info.isIcann !== true) return `not under a public (ICANN) suffix (.${info.publicSuffix ?? n.slice(n.lastIndexOf('.') + 1)})`;
  return null;
}
