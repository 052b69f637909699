/**
 * Step 3, bundled lists: disposable domains (five lists, the one that flagged the domain is recorded),
 * an allowlist of real providers that the disposable lists flag by mistake plus the common free providers,
 * free providers and role local parts. Step 4 adds one network signal (disposableByMx).
 */
import { getPublicSuffix } from 'tldts';
import type { EmailReference } from '../../reference/email/index.js';

export interface ListVerdict {
  readonly disposable: boolean;
  /** Name of the list that flagged the domain (`disposable-email-domains-js`, `disposable-email-domains`). */
  readonly disposableList: string | null;
  /** The domain (or parent) the list holds, e.g. `33mail.com` for `foo.33mail.com`. */
  readonly disposableMatch: string | null;
  /** A disposable list flagged the domain but the allowlist overrides it. */
  readonly allowlisted: boolean;
  readonly free: boolean;
  readonly role: boolean;
}

/**
 * `a.b.example.com` -> [`a.b.example.com`, `b.example.com`, `example.com`]: never a public suffix (ICANN section of the
 * public suffix list, via tldts), so a list entry that is itself a suffix (`com.ar` on one disposable list) cannot
 * flag every domain under it (`yahoo.com.ar`). A domain that is itself a suffix is its only candidate.
 */
function selfAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const suffix = getPublicSuffix(domain, { allowPrivateDomains: false }) ?? labels[labels.length - 1];
  const out: string[] = [domain];
  for (let i = 1; i < labels.length - 1; i++) {
    const parent = labels.slice(i).join('.');
    if (parent === suffix) break;
    out.push(parent);
  }
  return out;
}

/** The role check reads the local part without a `+tag` and without separators case: `Info.Desk` -> `info.desk`. */
export function roleKey(local: string): string {
  return local.toLowerCase().split('+')[0];
}

export function classifyLists(ref: EmailReference, domain: string, local: string): ListVerdict {
  const candidates = selfAndParents(domain);
  let list: string | null = null;
  let match: string | null = null;
  outer: for (const l of ref.disposable) {
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      // Exact domains match the domain itself and its subdomains; wildcard entries match subdomains too.
      if (l.domains.has(c) || l.wildcards.has(c)) {
        list = l.name;
        match = c;
        break outer;
      }
    }
  }
  // A common free provider (common-free.json) is never disposable, whatever a list says (21cn.com, sify.com).
  const allowlisted = list !== null && candidates.some((c) => ref.allowlist.has(c) || ref.commonFree.has(c));
  const disposable = list !== null && !allowlisted;
  const key = roleKey(local);
  return {
    disposable,
    disposableList: disposable ? list : null,
    disposableMatch: disposable ? match : null,
    allowlisted,
    free: !disposable && ref.free.has(domain),
    role: ref.roles.has(key),
  };
}

/**
 * MX hosts shared with a known disposable service: a domain whose preferred MX hosts sit under a domain that the
 * bundled lists call disposable (a new domain of a throwaway service pointed at its mail servers) is disposable too.
 * Returns the disposable domain of the first such host, or null. Hosts under a common free provider or the allowlist
 * never count.
 */
export function disposableByMx(ref: EmailReference, mxHosts: readonly string[], registrable: (host: string) => string | null): string | null {
  for (const raw of mxHosts) {
    const host = raw.toLowerCase().replace(/\.$/, '');
    const reg = registrable(host);
    if (!reg) continue;
    const v = classifyLists(ref, reg, '');
    if (v.disposable) return v.disposableMatch;
  }
  return null;
}
