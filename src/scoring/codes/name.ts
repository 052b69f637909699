import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Name product codes (area N). The checks and their thresholds are described in docs/name.md. */
export const NAME_CODES = [
  { code: 'RN001', kind: 'RISK', area: 'name', name: 'name_invalid_characters', description: 'The name holds digits, symbols or emoji, or mixes writing systems (such as a Cyrillic letter inside a Latin name), judged with Unicode script properties. risk_type INVALID_CHARACTERS.', weight: -400 },
  { code: 'RN002', kind: 'RISK', area: 'name', name: 'name_placeholder', description: 'A name part is a placeholder (test, asdf, n/a, none, ...) or the whole name is a known placeholder name (John Doe, Max Mustermann). risk_type PLACEHOLDER.', weight: -450 },
  { code: 'RN003', kind: 'RISK', area: 'name', name: 'name_placeholder_title', description: 'The first name (or both parts) is only a title or honorific such as Mr, Mrs, Dr. risk_type PLACEHOLDER_TITLE.', weight: -350 },
  { code: 'RN004', kind: 'RISK', area: 'name', name: 'name_string_similarity', description: 'First and last name are equal or nearly equal (Jaro-Winkler >= 0.93 and normalized Levenshtein >= 0.85). risk_type STRING_SIMILARITY.', weight: -300 },
  { code: 'RN005', kind: 'RISK', area: 'name', name: 'name_random_typing', description: 'A word of the name is a keyboard walk, a repeated pattern, has no vowel, or is improbable for names of its script under the character trigram model trained on real names. risk_type RANDOM_TYPING.', weight: -400 },
  { code: 'RN006', kind: 'RISK', area: 'name', name: 'name_vulgar', description: 'A word of the name is profane (obscenity English dataset) and is not a real name on the allowlist derived from the bundled name lists. risk_type VULGAR.', weight: -350 },
  { code: 'RN007', kind: 'RISK', area: 'name', name: 'name_fictional', description: 'The name is a fictional character (bundled list). risk_type FICTIONAL.', weight: -350 },
  { code: 'RN008', kind: 'RISK', area: 'name', name: 'name_famous', description: 'The name is a famous person often used as a fake identity (bundled list). risk_type FAMOUS.', weight: -250 },
  { code: 'RN009', kind: 'RISK', area: 'name', name: 'name_humorous', description: 'The name is a pun name such as Ben Dover (bundled list). risk_type HUMOROUS.', weight: -350 },
  { code: 'RN010', kind: 'RISK', area: 'name', name: 'name_invalid', description: 'The name fails a structural check: a part longer than 60 characters or with more than 5 words, a part without letters, or initials only in both parts. risk_type INVALID.', weight: -300 },
  { code: 'RN011', kind: 'RISK', area: 'name', name: 'name_organisation', description: 'The name is an organisation or a role account (Ltd, GmbH, Customer Service, noreply). risk_type OTHER.', weight: -200 },
  { code: 'RN012', kind: 'RISK', area: 'name', name: 'name_part_missing', description: 'Only one of first and last name was given; the other part was empty.', weight: -80 },
  { code: 'RN013', kind: 'RISK', area: 'name', name: 'name_initial_only', description: 'One name part is only an initial (such as "J." ).', weight: -60 },
  { code: 'RN014', kind: 'RISK', area: 'name', name: 'name_ordinary_words', description: 'The name is made of ordinary dictionary words that are no person\'s name: every first-name word is a dictionary word and no common given name, and every last-name word a dictionary word and no surname, or the last name is an epithet noun (Battering Ram, Tomorrow Man). risk_type FICTIONAL.', weight: -300 },
  { code: 'TN001', kind: 'TRUST', area: 'name', name: 'name_first_known', description: 'The first name is in the bundled first-name table (US SSA names with at least 40 births, US Census, per-language lists of about 60 locales).', weight: 100 },
  { code: 'TN002', kind: 'TRUST', area: 'name', name: 'name_last_known', description: 'The last name is in the bundled surname list (frequent US Census surnames and the surnames of about 60 locales).', weight: 80 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const NAME = codeConstants(NAME_CODES);
