/**
 * Operator passwords: argon2id (@node-rs/argon2, its defaults: m=19 MiB, t=2, p=1, the OWASP minimum), a minimum
 * length and a check against the 49,233 common passwords of @zxcvbn-ts/language-common (MIT; the list zxcvbn builds
 * from leaked-password corpora; loaded by the process's bundled reference, src/products/bundled.ts, and passed in).
 * A password is never logged, audited or answered.
 */
import { hash, verify } from '@node-rs/argon2';
import { base62 } from '../accounts/ids.js';
import { invalid } from './errors.js';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** Why a password is refused, or null when it may be used; `common`: the refused passwords, lower-cased. */
export function passwordProblem(password: string, common: ReadonlySet<string>, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'is a commonly used password';
  if (email && lower.includes(email.toLowerCase().split('@')[0]) && email.split('@')[0].length >= 4) return 'must not contain the email name';
  if (new Set(password).size < 4) return 'has too few different characters';
  return null;
}

export function checkPassword(password: string, common: ReadonlySet<string>, email?: string): void {
  const problem = passwordProblem(password, common, email);
  if (problem) throw invalid('password', problem, `The password ${problem}`);
}

export function hashPassword(password: string): Promise<string> {
  // The binding's default algorithm is argon2id (checked by src/admin/passwords.test.ts).
  return hash(password);
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown (the answer takes as long as for a known one): one per service. */
export function dummyHash(): Promise<string> {
  return hashPassword(base62(24));
}

/** A generated password (printed once by `idrisk operators create` without --password): 24 base62 characters. */
export function generatePassword(): string {
  return base62(24);
}
