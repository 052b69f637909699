/**
 * The reference data bundled with the code (the email lists, the name data with its profanity matcher, the carrier
 * prefixes, the admin's common-password list): immutable once loaded. One `BundledReference` holds one copy of each,
 * loaded at its first use (a CLI command that scores nothing loads none); the composition root makes one per process
 * (`compose`, or `ComposeOptions.reference` to share one) and hands it to the engines (`CoreDeps.reference`), the
 * sandbox, the lookups, the jobs and the admin. Nothing is kept at module level: a test or a process makes its own.
 */
import { createRequire } from 'node:module';
import { loadEmailReference, type EmailReference } from '../reference/email/index.js';
import { loadNameData, type NameData } from '../reference/names/index.js';
import { loadCarrierIndex, type CarrierIndex } from './phone/carrier.js';

export interface BundledReference {
  /** The bundled email lists (src/reference/email). */
  email(): Promise<EmailReference>;
  /** The name data and its profanity matcher (src/reference/names). */
  names(): NameData;
  /** Original networks by number prefix (libphonenumber's carrier mapping). */
  carriers(): CarrierIndex;
  /** The common passwords an operator may not choose, lower-cased (@zxcvbn-ts/language-common). */
  commonPasswords(): ReadonlySet<string>;
}

/** A new reference whose parts load on first use, once each. */
export function createBundledReference(): BundledReference {
  let email: Promise<EmailReference> | undefined;
  let names: NameData | undefined;
  let carriers: CarrierIndex | undefined;
  let passwords: ReadonlySet<string> | undefined;
  return {
    email: () => (email ??= loadEmailReference()),
    names: () => (names ??= loadNameData()),
    carriers: () => (carriers ??= loadCarrierIndex()),
    commonPasswords: () => (passwords ??= loadCommonPasswords()),
  };
}

/**
 * The common-password list, read when an operator first chooses a password (a rare path): the package (its word lists,
 * diceware and keyboard graphs, ~6 MB of heap and ~10 MB resident) is not loaded by a server that never sets one
 * (issue 33). Its CommonJS build is required so the reference stays synchronous.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
}
