/**
 * A data subject named by one selector (`--phone`, `--email`, `--ip`, `--name`), normalized the way the engines and
 * the dataset imports store it, so an erasure hits what was stored:
 * - phone: E.164 (`+` and digits, separators and a `00` prefix tolerated, as the phone product reads it); datasets
 *   store the digits without `+`;
 * - email: trimmed and lower-cased; an IDN domain in both its Unicode and its ASCII (punycode) form (the engines link
 *   the ASCII form, an import stores the address as written in the file);
 * - ip: the canonical text of the address (RFC 5952 for IPv6, IPv4-mapped IPv6 as IPv4);
 * - name: `first last` folded as the name product does (case, diacritics, punctuation).
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { normalizeProductInput } from '../products/phone/number.js';
import { parseEmail } from '../products/email/syntax.js';
import { parseIp } from '../reference/ip/address.js';
import { foldedWords, nameIdentity } from '../products/name/normalize.js';
import type { Touchpoint } from '../identity/graph.js';

export type Subject =
  | { readonly kind: 'phone'; readonly e164: string; readonly digits: string }
  | { readonly kind: 'email'; readonly address: string; readonly forms: readonly string[] }
  | { readonly kind: 'ip'; readonly canonical: string; readonly family: 4 | 6 }
  | { readonly kind: 'name'; readonly first: string; readonly last: string; readonly identity: string };

export type SubjectKind = Subject['kind'];
export const SUBJECT_KINDS: readonly SubjectKind[] = ['phone', 'email', 'ip', 'name'];

export class BadSelector extends Error {}

/** Parse one selector; throws BadSelector with a message fit for the operator. */
export function parseSubject(kind: SubjectKind, raw: string): Subject {
  const text = raw.trim();
  switch (kind) {
    case 'phone': {
      const e164 = normalizeProductInput(text);
      if (!e164) throw new BadSelector(`--phone: "${raw}" is not an international number (country code first, e.g. +447700900123)`);
      return { kind, e164, digits: e164.slice(1) };
    }
    case 'email': {
      const syntax = parseEmail(text);
      if (!syntax.ok) throw new BadSelector(`--email: "${raw}" is not an email address (${syntax.reason})`);
      const local = syntax.email.local.toLowerCase();
      const ascii = syntax.email.domain.toLowerCase();
      const unicode = domainToUnicode(ascii) || ascii;
      const address = `${local}@${ascii}`;
      const forms = [...new Set([address, `${local}@${unicode}`, text.toLowerCase(), `${local}@${domainToASCII(unicode) || ascii}`])];
      return { kind, address, forms };
    }
    case 'ip': {
      const ip = parseIp(text);
      if (!ip) throw new BadSelector(`--ip: "${raw}" is not an IPv4 or IPv6 address`);
      return { kind, canonical: ip.canonical, family: ip.family };
    }
    case 'name': {
      const parts = text.split(/\s+/).filter(Boolean);
      if (parts.length < 2) throw new BadSelector(`--name: give first and last name, e.g. --name "Jane Doe", got "${raw}"`);
      const first = parts[0];
      const last = parts.slice(1).join(' ');
      const identity = nameIdentity(first, last);
      if (foldedWords(first) === '' || foldedWords(last) === '') throw new BadSelector(`--name: "${raw}" has no letters`);
      return { kind, first: foldedWords(first), last: foldedWords(last), identity };
    }
  }
}

/** The identity-graph touch point of the subject (the value the engines link). */
export function subjectTouchpoint(s: Subject): Touchpoint {
  switch (s.kind) {
    case 'phone':
      return { kind: 'phone', value: s.e164 };
    case 'email':
      return { kind: 'email', value: s.address };
    case 'ip':
      return { kind: 'ip', value: s.canonical };
    case 'name':
      return { kind: 'name', value: s.identity };
  }
}

/** How the subject is described in output and the audit trail: the kind only, never the value. */
export function subjectLabel(s: Subject): string {
  return s.kind;
}

/** Whether one stored text value (from a stored response or explanation) names the subject. */
export function textMatches(s: Subject, value: string): boolean {
  switch (s.kind) {
    case 'phone':
      return normalizeProductInput(value) === s.e164;
    case 'email': {
      const v = value.trim().toLowerCase();
      return s.forms.includes(v);
    }
    case 'ip':
      return parseIp(value)?.canonical === s.canonical;
    case 'name': {
      const words = ` ${foldedWords(value.replace(/,/g, ' '))} `;
      return words.includes(` ${s.first} `) && words.includes(` ${s.last} `);
    }
  }
}

/** Whether a name stored as (first, last) is the subject's name. */
export function nameMatches(s: Extract<Subject, { kind: 'name' }>, first: string | null, last: string | null): boolean {
  return first !== null && last !== null && foldedWords(first) === s.first && foldedWords(last) === s.last;
}

/**
 * Whether a stored JSON document names the subject anywhere: any string value matches, or (names) the first and last
 * name appear as two string values of one object (`first_name`/`last_name` pairs).
 */
export function jsonMentions(s: Subject, doc: unknown): boolean {
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return textMatches(s, v);
    if (Array.isArray(v)) return v.some(walk);
    if (v && typeof v === 'object') {
      const values = Object.values(v as Record<string, unknown>);
      if (s.kind === 'name') {
        const own = values.filter((x): x is string => typeof x === 'string');
        const folded = new Set(own.map((x) => foldedWords(x)));
        if (folded.has(s.first) && folded.has(s.last)) return true;
      }
      return values.some(walk);
    }
    return false;
  };
  return walk(doc);
}

/** A lower-case needle for a coarse LIKE pre-filter of stored documents (confirmed by `jsonMentions`). */
export function likeNeedle(s: Subject): string {
  switch (s.kind) {
    case 'phone':
      // The last four digits survive most ways of writing a number (`+44 7700 900123`, `447700900123`).
      return s.digits.slice(-4);
    case 'email':
      return s.address.split('@')[0];
    case 'ip':
      return s.canonical;
    case 'name':
      return s.last.split(' ')[0];
  }
}
