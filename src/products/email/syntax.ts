/**
 * Step 1, syntax: an RFC 5322 addr-spec parser (email-addresses, RFC 6532 for UTF-8 local parts), the domain
 * converted to ASCII (IDNA, node:url domainToASCII) and lower-cased, and its public suffix from tldts.
 *
 * Accepted beyond the plain form: quoted local parts, UTF-8 local parts, internationalized domains.
 * Refused although RFC 5322 allows them, because no mailbox on the internet is reached that way: comments and
 * folding white space, domain literals (`[192.0.2.1]`), single-label domains, all-numeric top-level labels.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import emailAddresses from 'email-addresses';
import { parse as parseDomain } from 'tldts';
import { FifoMemo } from '../../memo/fifo.js';
import { forgottenOnErasure } from '../../memo/personal.js';

export interface ParsedEmail {
  /** The local part as written (case kept: only the domain is case-insensitive). */
  readonly local: string;
  /** ASCII (punycode) lower-case domain. */
  readonly domain: string;
  /** The domain in Unicode, when it differs from `domain`. */
  readonly domainUnicode: string;
  /** `local@domain` with the ASCII lower-case domain. */
  readonly address: string;
  /** Registrable domain (eTLD+1), e.g. `example.co.uk` for `mail.example.co.uk`; null when unknown. */
  readonly registrable: string | null;
  readonly publicSuffix: string | null;
  /** The public suffix is in the ICANN section of the Public Suffix List. */
  readonly knownSuffix: boolean;
}

export type SyntaxResult = { readonly ok: true; readonly email: ParsedEmail } | { readonly ok: false; readonly reason: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const QUOTED_PREFIX = /^"(?:[^"\\]|\\.)*"/;
/** The library parses from the `addr-spec` production (its typings list only the larger productions). */
const ADDR_SPEC = (input: string) =>
  ({ input, rfc6532: true, startAt: 'addr-spec', strict: true, rejectTLD: true }) as unknown as emailAddresses.Options;

/**
 * The plain form nearly every address takes: a dot-atom local part of ASCII atext and a domain of ASCII letters,
 * digits and hyphens with at least one dot. The RFC 5322 parser reads such a string as exactly that local part and
 * that domain (syntax.test.ts compares the two on generated addresses), so it runs only for the other forms; it cost
 * a third of the email engine's CPU (docs/decisions.md, "Issue 33: engines").
 */
const PLAIN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * A text of ASCII atext, dots and one `@` (no quote, angle bracket, comma, colon, bracket, space or parenthesis), which
 * the plain form did not take: an empty atom (`john..smith@`, `john@gmail.com.`) or atext the plain domain does not
 * allow (`john@exa_mple.com`). In such a text the RFC 5322 parser (strict: no obsolete forms, rejectTLD) can only read a
 * single addr-spec of two dot-atoms, the domain with a dot (a display name or a group needs `<` or `:`, a list `,`,
 * comments and folding white space parentheses or spaces), so ATEXT_SPEC answers for it. The parser's backtracking
 * over the address-list grammar cost it hundreds of microseconds to refuse such a text.
 */
const ATEXT_DOTS_AT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const ATEXT_SPEC = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)+$/;

/** The addr-spec's local part and domain as the RFC 5322 parser reads them, or null when it is not one. */
export function addrSpec(raw: string): { local: string; domain: string } | null {
  if (PLAIN.test(raw) || (ATEXT_DOTS_AT.test(raw) && ATEXT_SPEC.test(raw))) {
    const at = raw.lastIndexOf('@');
    return { local: raw.slice(0, at), domain: raw.slice(at + 1) };
  }
  if (ATEXT_DOTS_AT.test(raw)) return null;
  return rfc5322AddrSpec(raw);
}

/** The RFC 5322 (RFC 6532) parser alone. */
export function rfc5322AddrSpec(raw: string): { local: string; domain: string } | null {
  const parsed = emailAddresses.parseOneAddress(ADDR_SPEC(raw)) as { local: string; domain: string } | null;
  return parsed ? { local: parsed.local, domain: parsed.domain } : null;
}

/** What the domain alone says: refused (the reason), or its ASCII and Unicode forms and its public suffix. */
type DomainFacts =
  | { readonly ok: false; readonly reason: string }
  | { readonly ok: true; readonly ascii: string; readonly unicode: string; readonly registrable: string | null; readonly publicSuffix: string | null; readonly knownSuffix: boolean };

function domainFactsOf(domain: string): DomainFacts {
  const ascii = domainToASCII(domain.toLowerCase());
  if (ascii === '' || ascii.length > 253) return { ok: false, reason: 'domain is not a valid (IDNA) host name' };
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return { ok: false, reason: 'bad domain label' };
  if (/^\d+$/.test(labels[labels.length - 1])) return { ok: false, reason: 'numeric top-level label' };
  const info = parseDomain(ascii, { allowPrivateDomains: false });
  return { ok: true, ascii, unicode: domainToUnicode(ascii), registrable: info.domain, publicSuffix: info.publicSuffix, knownSuffix: info.isIcann === true };
}

/**
 * The domain facts of the domains seen recently: pure functions of the domain's text (IDNA and the bundled public suffix
 * list), and addresses share few domains (a handful of providers carry most of them). Bounded, the oldest out first; a
 * domain is at most 320 characters here (the address's bound). Objects never changed once made.
 */
const DOMAIN_MEMO_ENTRIES = 2_000;
const recentDomains = forgottenOnErasure(new FifoMemo<string, DomainFacts>(DOMAIN_MEMO_ENTRIES));
function domainFacts(domain: string): DomainFacts {
  let facts = recentDomains.get(domain);
  if (facts === undefined) recentDomains.set(domain, (facts = domainFactsOf(domain)));
  return facts;
}

export function parseEmail(input: string): SyntaxResult {
  const raw = input.trim();
  if (raw.length === 0) return { ok: false, reason: 'empty' };
  if (raw.length > 320) return { ok: false, reason: 'too long' };
  const unquoted = raw.replace(QUOTED_PREFIX, '');
  if (/[\s()]/.test(unquoted)) return { ok: false, reason: 'comments or white space' };
  const at = raw.lastIndexOf('@');
  if (at <= 0 || at === raw.length - 1) return { ok: false, reason: 'no local part or domain' };

  const parsed = addrSpec(raw);
  if (!parsed) return { ok: false, reason: 'not an RFC 5322 addr-spec' };
  if (parsed.domain.startsWith('[')) return { ok: false, reason: 'domain literal' };

  const domain = domainFacts(parsed.domain);
  if (!domain.ok) return { ok: false, reason: domain.reason };
  const ascii = domain.ascii;

  const localRaw = raw.slice(0, at);
  if (Buffer.byteLength(localRaw) > 64) return { ok: false, reason: 'local part longer than 64 octets' };
  const address = `${parsed.local}@${ascii}`;
  if (Buffer.byteLength(address) > 254) return { ok: false, reason: 'address longer than 254 octets' };

  return {
    ok: true,
    email: {
      local: parsed.local,
      domain: ascii,
      domainUnicode: domain.unicode,
      address,
      registrable: domain.registrable,
      publicSuffix: domain.publicSuffix,
      knownSuffix: domain.knownSuffix,
    },
  };
}
