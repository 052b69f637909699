/**
 * Step 3, bundled lists: disposable domains (five lists, the one that flagged the domain is recorded),
 * an allowlist of real providers that the disposable lists flag by mistake plus the common free providers,
 * free providers and role local parts. Step 4 adds one network signal (disposableByMx).
 */
import ipaddr from 'ipaddr.js';
import { getPublicSuffix } from 'tldts';
import type { EmailReference } from '../../reference/email/index.js';
import { FifoMemo } from '../../memo/fifo.js';

export interface ListVerdict {
  readonly disposable: boolean;
  /** Name of the list that flagged the domain (`disposable-email-domains-js`, `disposable-email-domains`). */
  readonly disposableList: string | null;
  /** The domain (or parent) the list holds, e.g. `33mail.com` for `foo.33mail.com`. */
  readonly disposableMatch: string | null;
  /** A disposable list flagged the domain but the allowlist overrides it. */
  readonly allowlisted: boolean;
  /**
   * A real organisation: `organisation` (organisations.json, SpamAssassin's welcomelist: never disposable, and for the
   * curated ones never free) or `institution` (under a registry meant for public bodies and schools: gov, edu, mil,
   * ac.uk, gouv.fr ...: never free, but a disposable list still counts).
   */
  readonly organisation: 'organisation' | 'institution' | null;
  /** The forwarding (alias) service of the domain (aliases.json), e.g. `SimpleLogin`: neither disposable nor free. */
  readonly alias: string | null;
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

/**
 * Second-level labels of public suffixes whose registries admit only public bodies, armed forces or schools
 * (gov.uk, gouv.fr, gob.mx, go.jp, edu.sg, ac.uk, mil.br ...), and the restricted top-level domains gov, edu, mil
 * and int. Nobody can register a throwaway domain there. Judged on the public suffix (ICANN section, via tldts).
 */
const INSTITUTION_LABELS: ReadonlySet<string> = new Set(['gov', 'govt', 'gouv', 'gob', 'go', 'gv', 'edu', 'ac', 'mil', 'police', 'nhs', 'parliament', 'admin', 'int']);
const RESTRICTED_TLDS: ReadonlySet<string> = new Set(['gov', 'edu', 'mil', 'int']);

export function institutionalDomain(domain: string): boolean {
  const suffix = getPublicSuffix(domain, { allowPrivateDomains: false });
  if (!suffix || suffix === domain) return false;
  const labels = suffix.split('.');
  if (labels.length === 1) return RESTRICTED_TLDS.has(labels[0]!);
  return labels.slice(0, -1).some((l) => INSTITUTION_LABELS.has(l));
}

/** What the lists say of a domain: the verdict but its local part's role. */
type DomainVerdict = Omit<ListVerdict, 'role'>;

function domainVerdict(ref: EmailReference, domain: string): DomainVerdict {
  const candidates = selfAndParents(domain);
  const aliasOf = candidates.find((c) => ref.aliases.has(c));
  if (aliasOf !== undefined) {
    return { disposable: false, disposableList: null, disposableMatch: null, allowlisted: false, organisation: null, alias: ref.aliases.get(aliasOf)!, free: false };
  }
  const organisation = candidates.some((c) => ref.organisations.all.has(c)) ? 'organisation' : institutionalDomain(domain) ? 'institution' : null;
  // An institution is never free; but its registry's word is no proof against a list: some "institutional" registries
  // sell to anyone (edu.pl, mil.pl) and temp-mail services use subdomains of school domains (x.ctu.edu.gr), so only an
  // organisation on organisations*.json overrides a disposable list.
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
  // A real organisation is never disposable either: a list entry alone must not condemn it (asics.com, dallas.gov).
  const allowlisted = list !== null && (organisation === 'organisation' || candidates.some((c) => ref.allowlist.has(c) || ref.commonFree.has(c)));
  const disposable = list !== null && !allowlisted;
  // Nor is a school, a public body or a curated organisation a free provider (nus.edu.sg, facebook.com, example.com).
  const notFree = organisation === 'institution' || candidates.some((c) => ref.organisations.curated.has(c));
  return {
    disposable,
    disposableList: disposable ? list : null,
    disposableMatch: disposable ? match : null,
    allowlisted,
    organisation,
    alias: null,
    free: !disposable && !notFree && ref.free.has(domain),
  };
}

/**
 * The verdicts of the domains seen recently, per reference object: pure functions of the domain and the lists, which
 * are never changed in place (a refresh makes a new EmailReference: reference/email/overlay.ts), and addresses share
 * few domains. Bounded per reference (the oldest out first; a domain is at most 253 characters once parsed); a
 * reference no longer used takes its memo with it.
 */
const VERDICT_MEMO_ENTRIES = 2_000;
const verdicts = new WeakMap<EmailReference, FifoMemo<string, DomainVerdict>>();

export function classifyLists(ref: EmailReference, domain: string, local: string): ListVerdict {
  let memo = verdicts.get(ref);
  if (memo === undefined) verdicts.set(ref, (memo = new FifoMemo(VERDICT_MEMO_ENTRIES)));
  let v = memo.get(domain);
  if (v === undefined) memo.set(domain, (v = domainVerdict(ref, domain)));
  return { ...v, role: ref.roles.has(roleKey(local)) };
}

/** The temp-mail service whose MX address or network (mx-fingerprints.json) holds `ip`, or null. */
export function mxNetworkFingerprint(ref: EmailReference, ip: string): string | null {
  if (ref.mxNetworks.length === 0 || !ipaddr.isValid(ip)) return null;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  for (const n of ref.mxNetworks) if (n.net[0].kind() === addr.kind() && addr.match(n.net)) return n.provider;
  return null;
}

/** The temp-mail service whose MX host suffix (mx-fingerprints.json) `host` is or sits under, or null. */
export function mxFingerprint(ref: EmailReference, host: string): string | null {
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const p = ref.mxFingerprints.get(labels.slice(i).join('.'));
    if (p !== undefined) return p;
  }
  return null;
}

/**
 * MX hosts of a temp-mail service: a domain whose MX hosts are a service's known mail hosts (mx-fingerprints.json),
 * or sit under a domain that the bundled lists call disposable (a new domain of a throwaway service pointed at its
 * mail servers), is disposable too. Returns the service (or the disposable domain) of the first such host, or null.
 * Hosts under a common free provider, an organisation or the allowlist never count, nor do the service's own hosts
 * for the service's own domain (`domain`: its registrable domain, when known).
 */
export function disposableByMx(ref: EmailReference, mxHosts: readonly string[], registrable: (host: string) => string | null, domain: string | null = null): string | null {
  for (const raw of mxHosts) {
    const host = raw.toLowerCase().replace(/\.$/, '');
    const reg = registrable(host);
    if (!reg || reg === domain) continue;
    const fp = mxFingerprint(ref, host);
    if (fp !== null && !ref.commonFree.has(reg) && !ref.allowlist.has(reg) && !ref.organisations.all.has(reg)) return fp;
    const v = classifyLists(ref, reg, '');
    if (v.disposable) return v.disposableMatch;
  }
  return null;
}
