/**
 * Labelled names from public lists, for both the name-data build (which uses only the tuning part) and the evaluation
 * (which scores only the held-out part): comic, film and literary characters (FICTIONAL), people with a WordNet entry
 * (FAMOUS) and vulgar words of several languages given as a first name with an ordinary last name (VULGAR).
 * The part of an item comes from eval/lib.ts `partOf(key, NAME_HELD_SHARE, label)`, key = the folded full name, so
 * the same name from two sources is always in the same part.
 */
import { EVAL_SEED, partOf, type Part } from '../eval/lib.js';
import { foldedWords } from '../src/products/name/normalize.js';
import { scriptOfWord } from '../src/products/name/scripts.js';
import {
  FICTIONAL_KINDS, MYTHICAL_KIND, readComicCharacters, readCuss, readJsonList, readNaughtyWords, readWordnetPeople,
} from './build-name-data-sources.js';
import { join } from 'node:path';

/** Share of every labelled name list held out of the build and scored by `npm run eval`. */
export const NAME_HELD_SHARE = 0.3;

export type NameLabel = 'FICTIONAL' | 'FAMOUS' | 'VULGAR';

export interface LabelledName {
  readonly first: string;
  readonly last: string;
  readonly label: NameLabel;
  readonly source: string;
  /** Folded full name. */
  readonly key: string;
  /** Split key: the folded full name, or for WordNet the synset's first lemma (every name of a person in one part). */
  readonly group: string;
}

/** One-word names (Gandalf, Einstein): not scored, but their tuning part feeds the build's word lists. */
export interface LabelledMononym {
  readonly word: string;
  readonly label: Exclude<NameLabel, 'VULGAR'>;
  readonly group: string;
}

const NAME_CHARS = /^[\p{L}\p{M}][\p{L}\p{M}'’.\- ]*$/u;

/** `Peter Parker` -> first `Peter`, last `Parker`; null for one word, more than 4, or characters a name lacks. */
export function asPerson(full: string, label: NameLabel, source: string): LabelledName | null {
  const clean = full.trim().replace(/\s+/g, ' ');
  if (!NAME_CHARS.test(clean)) return null;
  const words = clean.split(' ');
  if (words.length < 2 || words.length > 4) return null;
  const key = foldedWords(clean);
  return { first: words[0]!, last: words.slice(1).join(' '), label, source, key, group: key };
}

/** Ordinary last names of several countries, given to vulgar first names (picked by hash of the word). */
const ORDINARY_LAST: Readonly<Record<string, readonly string[]>> = {
  Latin: ['Smith', 'Garcia', 'Müller', 'Rossi', 'Novak', 'Kowalski', 'Silva', 'Martin', 'Jensen', 'Nagy', 'Johansson', 'Dubois'],
  Cyrillic: ['Иванов', 'Петров', 'Смирнов', 'Коваленко'],
};

export function vulgarAsFirstName(word: string, source: string): LabelledName | null {
  const clean = word.trim().replace(/\s+/g, ' ');
  if (!NAME_CHARS.test(clean) || clean.split(' ').length > 2) return null;
  const script = scriptOfWord(foldedWords(clean).replace(/ /g, ''));
  const lasts = script ? ORDINARY_LAST[script] : undefined;
  if (!lasts) return null;
  const key = foldedWords(clean);
  let h = 7;
  for (const c of key) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return { first: clean, last: lasts[h % lasts.length]!, label: 'VULGAR', source, key, group: key };
}

export interface NameSourceRoots {
  readonly starwars: string;
  readonly middleearth: string;
  readonly superheroes: string;
  readonly supervillains: string;
  readonly wordnet: string;
  readonly naughty: string;
  readonly cuss: string;
}

/** Every labelled name of the public lists (both parts), and the one-word names. */
export async function labelledNames(roots: NameSourceRoots): Promise<LabelledName[]> {
  return (await labelledNamesAndMononyms(roots)).names;
}

export async function labelledNamesAndMononyms(roots: NameSourceRoots): Promise<{ names: LabelledName[]; mononyms: LabelledMononym[] }> {
  const out: LabelledName[] = [];
  const mononyms: LabelledMononym[] = [];
  const push = (x: LabelledName | null) => { if (x) out.push(x); };
  const single = (raw: string, label: LabelledMononym['label'], group?: string) => {
    const w = foldedWords(raw.trim());
    if (w !== '' && !w.includes(' ') && NAME_CHARS.test(raw.trim())) mononyms.push({ word: w, label, group: group ?? w });
  };
  for (const f of ['superheroes', 'supervillains'] as const) for (const n of readComicCharacters(roots[f], `${f}.json`)) single(n, 'FICTIONAL');
  for (const n of readJsonList(join(roots.starwars, 'dist', 'starwars-names.json'))) single(n, 'FICTIONAL');
  for (const n of readJsonList(join(roots.middleearth, 'src', 'middleearth-names.json'))) single(n, 'FICTIONAL');
  for (const n of readComicCharacters(roots.superheroes, 'superheroes.json')) push(asPerson(n, 'FICTIONAL', 'superheroes'));
  for (const n of readComicCharacters(roots.supervillains, 'supervillains.json')) push(asPerson(n, 'FICTIONAL', 'supervillains'));
  for (const n of readJsonList(join(roots.starwars, 'dist', 'starwars-names.json'))) push(asPerson(n, 'FICTIONAL', 'starwars-names'));
  for (const n of readJsonList(join(roots.middleearth, 'src', 'middleearth-names.json'))) push(asPerson(n, 'FICTIONAL', 'middleearth-names'));
  for (const p of readWordnetPeople(roots.wordnet)) {
    const fictional = p.kinds.some((k) => FICTIONAL_KINDS.has(k));
    if (!fictional && p.kinds.some((k) => MYTHICAL_KIND.test(k))) continue;
    const group = foldedWords(p.lemmas[0]!);
    for (const lemma of p.lemmas) {
      const x = asPerson(lemma, fictional ? 'FICTIONAL' : 'FAMOUS', 'wordnet');
      if (x) push({ ...x, group });
      else single(lemma, fictional ? 'FICTIONAL' : 'FAMOUS', group);
    }
  }
  for (const [lang, words] of readNaughtyWords(roots.naughty)) for (const w of words) push(vulgarAsFirstName(w, `naughty-words:${lang}`));
  for (const [lang, map] of await readCuss(roots.cuss)) for (const [w, sure] of Object.entries(map)) if (sure >= 2) push(vulgarAsFirstName(w, `cuss:${lang}`));
  // One item per (label, key): the first source wins.
  const seen = new Set<string>();
  const names = out.filter((x) => {
    const k = `${x.label}\t${x.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { names, mononyms };
}

export const namePart = (x: { readonly group: string; readonly label: string }): Part => partOf(x.group, NAME_HELD_SHARE, x.label);

/**
 * A development split inside the tuning part (`build-name-data.ts --dev` leaves it out of the build): rules are
 * designed on the misses of this part, so the held-out part is never looked at while tuning.
 */
export const devPart = (x: { readonly group: string; readonly label: string }): Part => partOf(x.group, NAME_HELD_SHARE, x.label, `${EVAL_SEED}-dev`);
