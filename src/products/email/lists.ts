/**
 * Step 3, bundled lists: disposable domains (two lists, the one that flagged the domain is recorded),
 * an allowlist of real providers that the disposable lists flag by mistake, free providers and role local parts.
 */
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

/** `a.b.example.com` -> [`a.b.example.com`, `b.example.com`, `example.com`] (never the bare TLD). */
function selfAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join('.'));
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
  const allowlisted = list !== null && candidates.some((c) => ref.allowlist.has(c));
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
