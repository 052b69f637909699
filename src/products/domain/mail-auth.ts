/**
 * Validity of SPF (RFC 7208) and DMARC (RFC 7489) records, checked on their text alone (no recursive lookups).
 *
 * SPF is valid when: exactly one TXT record at the domain starts with `v=spf1`; every term is a known mechanism
 * (`all`, `include`, `a`, `mx`, `ptr`, `ip4`, `ip6`, `exists`) with an optional qualifier (`+ - ~ ?`) and a
 * well-formed argument, or a modifier `name=value` (`redirect` and `exp` at most once each); `ip4`/`ip6` carry a
 * valid address or CIDR; the terms that cost a DNS lookup (`include`, `a`, `mx`, `ptr`, `exists`, `redirect`) are at
 * most 10 (RFC 7208 4.6.4, counted at this level only); nothing follows `all` but modifiers.
 *
 * DMARC is valid when: exactly one TXT record at `_dmarc.<domain>` starts with `v=DMARC1`; the first tag after `v`
 * is `p` with `none`, `quarantine` or `reject`; every other tag is known (`sp`, `rua`, `ruf`, `adkim`, `aspf`, `pct`,
 * `fo`, `rf`, `ri`, `np`, `psd`, `t`) with a well-formed value; `rua`/`ruf` are lists of `mailto:` URIs.
 */
import { isIP } from 'node:net';

const MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);
const LOOKUP_TERMS = new Set(['include', 'a', 'mx', 'ptr', 'exists', 'redirect']);
const DOMAIN_SPEC = /^[\x21-\x7e]+$/;

export function findSpf(txt: readonly string[]): string[] {
  return txt.filter((t) => /^v=spf1(\s|$)/i.test(t.trim()));
}

export function findDmarc(txt: readonly string[]): string[] {
  return txt.filter((t) => /^v=DMARC1\s*(;|$)/i.test(t.trim()));
}

function validCidr(arg: string, family: 4 | 6): boolean {
  const [ip, len, ...rest] = arg.split('/');
  if (rest.length > 0 || isIP(ip ?? '') !== family) return false;
  if (len === undefined) return true;
  const n = Number(len);
  return /^\d{1,3}$/.test(len) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/** One SPF record's text. */
export function spfIsValid(record: string): boolean {
  const terms = record.trim().split(/\s+/).slice(1);
  let lookups = 0;
  let sawAll = false;
  const modifiers = new Set<string>();
  for (const term of terms) {
    const mod = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (mod) {
      const name = mod[1]!.toLowerCase();
      if ((name === 'redirect' || name === 'exp') && modifiers.has(name)) return false;
      modifiers.add(name);
      if (!DOMAIN_SPEC.test(mod[2]!)) return false;
      if (name === 'redirect') lookups++;
      continue;
    }
    if (sawAll) return false;
    const m = /^([+\-~?]?)([a-z0-9]+)(?::(.+)|(\/.+))?$/i.exec(term);
    if (!m) return false;
    const name = m[2]!.toLowerCase();
    const arg = m[3];
    const cidrOnly = m[4];
    if (!MECHANISMS.has(name)) return false;
    if (LOOKUP_TERMS.has(name)) lookups++;
    switch (name) {
      case 'all':
        if (arg !== undefined || cidrOnly !== undefined) return false;
        sawAll = true;
        break;
      case 'include':
      case 'exists':
        if (arg === undefined || cidrOnly !== undefined || !DOMAIN_SPEC.test(arg)) return false;
        break;
      case 'ip4':
        if (arg === undefined || !validCidr(arg, 4)) return false;
        break;
      case 'ip6':
        if (arg === undefined || !validCidr(arg, 6)) return false;
        break;
      default: // a, mx, ptr: optional domain and dual CIDR lengths
        if (arg !== undefined && !DOMAIN_SPEC.test(arg)) return false;
        if (cidrOnly !== undefined && !/^\/\d{1,2}(\/\/\d{1,3})?$|^\/\/\d{1,3}$/.test(cidrOnly)) return false;
    }
  }
  return lookups <= 10;
}

const DMARC_TAGS: Readonly<Record<string, (v: string) => boolean>> = {
  p: (v) => /^(none|quarantine|reject)$/i.test(v),
  sp: (v) => /^(none|quarantine|reject)$/i.test(v),
  np: (v) => /^(none|quarantine|reject)$/i.test(v),
  adkim: (v) => /^[rs]$/i.test(v),
  aspf: (v) => /^[rs]$/i.test(v),
  pct: (v) => /^\d{1,3}$/.test(v) && Number(v) <= 100,
  ri: (v) => /^\d{1,10}$/.test(v),
  fo: (v) => /^[01ds](:[01ds])*$/i.test(v),
  rf: (v) => /^[a-z0-9-]+(:[a-z0-9-]+)*$/i.test(v),
  rua: (v) => v.split(',').every((u) => /^mailto:[^\s@]+@[^\s@]+(!\d+[kmgt]?)?$/i.test(u.trim())),
  ruf: (v) => v.split(',').every((u) => /^mailto:[^\s@]+@[^\s@]+(!\d+[kmgt]?)?$/i.test(u.trim())),
  psd: (v) => /^[ynu]$/i.test(v),
  t: (v) => /^[yn]$/i.test(v),
};

/** One DMARC record's text. */
export function dmarcIsValid(record: string): boolean {
  const tags = record.split(';').map((t) => t.trim()).filter((t) => t !== '');
  if (tags.length < 2 || !/^v=DMARC1$/i.test(tags[0]!.replace(/\s+/g, ''))) return false;
  const seen = new Set<string>();
  for (let i = 1; i < tags.length; i++) {
    const m = /^([a-z]+)\s*=\s*(.*)$/i.exec(tags[i]!);
    if (!m) return false;
    const name = m[1]!.toLowerCase();
    if (i === 1 && name !== 'p') return false;
    const check = DMARC_TAGS[name];
    if (!check || seen.has(name) || !check(m[2]!.trim())) return false;
    seen.add(name);
  }
  return true;
}
