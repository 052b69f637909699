/**
 * Privacy-policy and terms pages checked by text rules (docs/domain.md lists them). Each rule reads the visible text
 * of the fetched page; a page is `found` when it answered 2xx with at least MIN_WORDS words and names its subject.
 * These are text rules, not legal review: `privacy_policy_is_gdpr_compliant` means the text has the elements the
 * GDPR requires a notice to name (the regulation, the data subject's rights and a legal basis), nothing more.
 */
export const MIN_WORDS = 150;

export interface PolicyContext {
  /** The company name found on the home page, if any. */
  readonly companyName: string | null;
  /** The site's registrable domain. */
  readonly site: string;
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/** Clear language: sentences of at most 25 words on average, and words of at most 6.5 letters on average. */
export function clearLanguage(text: string): boolean {
  const w = words(text);
  const sentences = text.split(/[.!?]+\s/).filter((s) => /\p{L}/u.test(s)).length || 1;
  const avgSentence = w.length / sentences;
  const avgWord = w.reduce((n, x) => n + x.replace(/[^\p{L}]/gu, '').length, 0) / (w.length || 1);
  return avgSentence <= 25 && avgWord <= 6.5;
}

const LEGAL_FORM = /\b(Inc|LLC|L\.L\.C|Ltd|Limited|PLC|GmbH|AG|KG|SAS|SARL|SA|S\.A|S\.L|SL|SpA|S\.p\.A|Srl|BV|B\.V|NV|N\.V|Oy|AB|ApS|AS|Pty|LLP|Corp|Corporation|Company)\b\.?/;
const REGISTRATION = /\b(company (registration )?(number|no)|registered (office|in england)|SIREN|SIRET|RCS|HRB|KvK|CIF|companies house)\b/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE = /(\+\d{1,3}[\s.-]?)?(\(\d{1,4}\)[\s.-]?)?\d{2,4}([\s.-]\d{2,4}){2,4}/;
const POSTAL = /\b\d{1,5}\s+[A-Z][\w]+(\s[\w]+)*\s(street|st\.|road|rd\.|avenue|ave\.|boulevard|blvd|lane|way|rue|strasse|straße|calle|via)\b|\b(rue|avenue|boulevard|calle|via|straße|strasse)\s+[\w'-]+/i;

function identity(text: string, ctx: PolicyContext): boolean {
  const name = ctx.companyName?.toLowerCase();
  return (name !== undefined && name.length >= 3 && text.toLowerCase().includes(name)) || LEGAL_FORM.test(text) || REGISTRATION.test(text);
}

const contact = (text: string) => EMAIL.test(text) || PHONE.test(text) || POSTAL.test(text) || /\bcontact (us|form)\b/i.test(text);

/** Template placeholders and generator boilerplate. */
const GENERIC = /\[(your |the )?(company|business|website|site|name|address|email|date|country)[^\]]{0,20}\]|\{\{?\s*(company|website|name)|lorem ipsum|insert (your|company)|(this|our) (privacy policy|terms) (was|were) (generated|created) (by|with|using)|privacy policy generator|terms (and conditions )?generator/i;
const UNREALISTIC = /\b(100\s?%|completely|absolutely|totally|perfectly) (secure|safe|protected)\b|\bguarantee[sd]? (the )?(complete |total |absolute )?(security|safety) of\b|\b(will|shall) never (be )?(hacked|breached|leaked)\b|\bwe (will )?never (share|disclose|sell) (any|your) (information|data)( with anyone)?( under any circumstances)?\b/i;

export interface PrivacyChecks {
  readonly privacy_policy_has_clear_language: boolean;
  readonly privacy_policy_specifies_company_identity: boolean;
  readonly privacy_policy_specifies_contact_information: boolean;
  readonly privacy_policy_specifies_data_collection: boolean;
  readonly privacy_policy_specifies_data_sharing: boolean;
  readonly privacy_policy_is_gdpr_compliant: boolean;
  readonly privacy_policy_has_data_controller: boolean;
  readonly privacy_policy_has_cookie_policy: boolean;
  readonly privacy_policy_is_generic: boolean;
  readonly privacy_policy_with_unrealistic_promises: boolean;
}

export const isPrivacyText = (text: string) =>
  words(text).length >= MIN_WORDS && /privacy|personal (data|information)|datenschutz|donn[ée]es personnelles|datos personales|dati personali/i.test(text);

export function checkPrivacy(text: string, ctx: PolicyContext): PrivacyChecks {
  const gdpr = /\b(GDPR|RGPD|DSGVO|AVG|General Data Protection Regulation|Regulation \(EU\) 2016\/679)\b/i.test(text);
  const rights = /right(s)? (of|to) (access|rectification|erasure|be forgotten|object|data portability)|droit d'acc[eè]s|auskunftsrecht/i.test(text);
  const basis = /(legal|lawful) basis|legitimate interest|base l[ée]gale|rechtsgrundlage|consent/i.test(text);
  return {
    privacy_policy_has_clear_language: clearLanguage(text),
    privacy_policy_specifies_company_identity: identity(text, ctx),
    privacy_policy_specifies_contact_information: contact(text),
    privacy_policy_specifies_data_collection: /\b(we|us) (may )?(collect|gather|obtain|receive|process)|information (we|that we) (collect|process)|data (we|that we) (collect|process)|categories of (personal )?data/i.test(text),
    privacy_policy_specifies_data_sharing: /\b(share|sharing|disclose|disclosure|transfer|sell)\b.{0,80}\b(third[- ]part|partner|processor|service provider|affiliate)/i.test(text),
    privacy_policy_is_gdpr_compliant: gdpr && rights && basis,
    privacy_policy_has_data_controller: /data controller|\bcontroller\b|responsable (du|de) traitement|verantwortliche|titular del tratamiento|titolare del trattamento/i.test(text),
    privacy_policy_has_cookie_policy: /\bcookies?\b/i.test(text),
    privacy_policy_is_generic: GENERIC.test(text),
    privacy_policy_with_unrealistic_promises: UNREALISTIC.test(text),
  };
}

export interface TermsChecks {
  readonly terms_and_conditions_has_clear_language: boolean;
  readonly terms_and_conditions_specifies_company_identity: boolean;
  readonly terms_and_conditions_specifies_contact_information: boolean;
  readonly terms_and_conditions_document_is_specific: boolean;
  readonly terms_and_conditions_with_contradictions: boolean;
  readonly terms_and_conditions_with_external_incoherent_references: boolean;
  readonly terms_and_conditions_with_data_protection: boolean;
}

export const isTermsText = (text: string) =>
  words(text).length >= MIN_WORDS && /terms|conditions|agreement|cgv|cgu|agb|conditions g[ée]n[ée]rales|t[ée]rminos|nutzungsbedingungen/i.test(text);

/** Pairs of statements that cannot both hold. */
const CONTRADICTIONS: readonly (readonly [RegExp, RegExp])[] = [
  [/\bno refunds?\b|\bnon-?refundable\b|\ball sales are final\b/i, /\b(full|money-back) refund\b|\brefunds? (will be|are) (issued|given|granted)\b|\bmoney[- ]back guarantee\b/i],
  [/\bwe (do not|don't|never) sell (your )?(personal )?(data|information)\b/i, /\bwe (may|can|might) sell (your )?(personal )?(data|information)\b/i],
  [/\bfree of charge\b|\bno (hidden )?fees\b/i, /\b(subscription|membership|service) fee(s)? (is|are|will be) (charged|payable|billed)\b/i],
];

/** Well-known domains a terms page may name without that meaning anything. */
const COMMON_DOMAINS = /(^|\.)(google|apple|microsoft|facebook|meta|instagram|twitter|x|linkedin|youtube|paypal|stripe|amazon|europa|gov|gouv|w3|mozilla|cloudflare|shopify|wordpress)\.[a-z.]+$/i;

export function checkTerms(text: string, ctx: PolicyContext): TermsChecks {
  const lower = text.toLowerCase();
  const site = ctx.site.toLowerCase();
  const siteLabel = site.split('.')[0]!;
  const mentionsSelf = lower.includes(site) || lower.includes(siteLabel) || (ctx.companyName !== null && ctx.companyName.length >= 3 && lower.includes(ctx.companyName.toLowerCase()));
  // A foreign domain named as "this website" / "our site": the text was written for another site.
  let incoherent = false;
  for (const m of text.matchAll(/\b(?:this|our|the) (?:web ?site|site|service|platform|store|shop)[^.]{0,40}?\b((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)) {
    const d = m[1]!.toLowerCase().replace(/^www\./, '');
    if (!d.endsWith(site) && !COMMON_DOMAINS.test(d)) incoherent = true;
  }
  return {
    terms_and_conditions_has_clear_language: clearLanguage(text),
    terms_and_conditions_specifies_company_identity: identity(text, ctx),
    terms_and_conditions_specifies_contact_information: contact(text),
    terms_and_conditions_document_is_specific: mentionsSelf && !GENERIC.test(text),
    terms_and_conditions_with_contradictions: CONTRADICTIONS.some(([a, b]) => a.test(text) && b.test(text)),
    terms_and_conditions_with_external_incoherent_references: incoherent,
    terms_and_conditions_with_data_protection: /personal data|data protection|privacy|GDPR|RGPD|DSGVO/i.test(text),
  };
}
