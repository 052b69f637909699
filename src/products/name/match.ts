/**
 * The one name comparison of the service: a given name against other names (the names a phone is known under:
 * phone-to-name and breach names) and against the account name of an email address. The phone payload's
 * `data_breaches_name_consistency` and the onboarding score's name codes are both answered from here.
 *
 * Both sides are reduced to comparable keys first (`nameKeys`):
 *  1. folded as the name product folds names (`foldName`: lower case, Latin/Greek/Cyrillic diacritics removed,
 *     `ß` -> `ss`, `ł` -> `l`, ...), split into words;
 *  2. Cyrillic and Greek letters transliterated to Latin (one table, BGN/PCGN-like: `Мария` -> `mariya`);
 *  3. a spelling skeleton removes the differences that transliteration and email habits introduce: German umlaut
 *     spellings (`ue`, `oe`, `ae` -> `u`, `o`, `a`), `x` -> `ks`, `ph` -> `f`, `w` -> `v`, `j` -> `y`, `iy` -> `i`,
 *     `ya` -> `ia`, `yu` -> `iu` (`Мария` -> `mariya` -> `maria`; `Юлия` and `Julia` share the key `iulia`).
 *
 * Name vs names (MATCH / PARTIAL_MATCH / NO_MATCH, null when there is nothing to compare):
 *  - MATCH: a candidate has both the given first and last name (each key equal);
 *  - PARTIAL_MATCH: a candidate shares the last name or the first name, or is within one edit of both (a typo,
 *    names of 4+ letters; a transposition counts as two edits), or the given first name is an initial of the
 *    candidate's first name with the same last name;
 *  - NO_MATCH otherwise.
 *
 * Name vs email account name (the local part before `@`, `+tag` removed):
 *  - MATCH: first and last name both present as words of the local part (`maria.rossi`, `rossi.maria87`,
 *    `maria_rossi`), or joined (`mariarossi`, `rossimaria`), or the first initial with the last name (`m.rossi`,
 *    `mrossi`, `rossi.m`);
 *  - PARTIAL_MATCH: only the last name (4+ letters) or only the first name (3+ letters) is found, as a word or
 *    inside the letters of the local part;
 *  - NO_MATCH: the local part has letters but neither name;
 *  - null: no name given, or a local part without letters.
 */
import { editDistance } from './similarity.js';
import { foldName } from './normalize.js';
import { FifoMemo } from '../../memo/fifo.js';

export type NameMatch = 'MATCH' | 'PARTIAL_MATCH' | 'NO_MATCH';

export interface PersonName {
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

/* Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Bulgarian, Macedonian letters) and Greek to Latin. */
const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i',
  і: 'i', ї: 'yi', й: 'y', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's',
  т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const NON_LATIN_TRANSLITERABLE = /[\u0370-\u03ff\u0400-\u04ff]/;

export function transliterate(folded: string): string {
  if (!NON_LATIN_TRANSLITERABLE.test(folded)) return folded;
  let out = '';
  for (const ch of folded.replace(/ου/g, 'ou').replace(/αυ/g, 'av').replace(/ευ/g, 'ev')) out += TRANSLIT[ch] ?? ch;
  return out;
}

/**
 * The spelling skeleton of one transliterated word (letters a-z only are touched). The rules apply in this order; a
 * rule whose letters the word lacks is skipped (the score step runs this a few dozen times per hub call).
 */
export function skeleton(word: string): string {
  let w = word;
  if (w.includes('e')) w = w.replace(/ue/g, 'u').replace(/oe/g, 'o').replace(/ae/g, 'a');
  if (w.includes('x')) w = w.replace(/x/g, 'ks');
  if (w.includes('ph')) w = w.replace(/ph/g, 'f');
  if (w.includes('w')) w = w.replace(/w/g, 'v');
  if (w.includes('j')) w = w.replace(/j/g, 'y');
  if (w.includes('y')) w = w.replace(/iy/g, 'i').replace(/ya/g, 'ia').replace(/yu/g, 'iu');
  return w;
}

const LETTERS_ONLY = /[^\p{L}]/gu;

/** Comparable keys of the words of a name part: folded, transliterated, skeleton; empty words removed. */
export function nameKeys(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const folded = transliterate(foldName(raw));
  return folded
    .split(/[\s\-'.·]+/u)
    .map((w) => skeleton(w.replace(LETTERS_ONLY, '')))
    .filter((w) => w !== '');
}

/**
 * The keys of recent name parts and email account names. A hub call keys the same given name and the same local part
 * several times (the phone and email engines, then the score step's comparisons), and both are pure functions of the
 * text. Bounded: the oldest entry goes first; long texts are not kept. A kept result is shared: callers only read it.
 */
const KEY_MEMO_ENTRIES = 4096;
const KEY_MEMO_MAX_LENGTH = 128;
const nameKeyMemo = new FifoMemo<string, string>(KEY_MEMO_ENTRIES);
const localKeysMemo = new FifoMemo<string, LocalKeys>(KEY_MEMO_ENTRIES);

/** The key of a whole name part (its words joined): `Jean-Luc` -> `yeanluc`. */
export function nameKey(raw: string | null | undefined): string {
  if (!raw) return '';
  const known = nameKeyMemo.get(raw);
  if (known !== undefined) return known;
  const key = nameKeys(raw).join('');
  if (raw.length <= KEY_MEMO_MAX_LENGTH) nameKeyMemo.set(raw, key);
  return key;
}

/** Within one insertion, deletion or substitution, both at least 4 letters. */
const close = (a: string, b: string) => a.length >= 4 && b.length >= 4 && editDistance(a, b, { max: 1, transpositions: false }) <= 1;

/** A given name against candidate names (the names a phone number is known under). */
export function compareNames(given: PersonName, candidates: readonly PersonName[]): NameMatch | null {
  const gf = nameKey(given.first_name);
  const gl = nameKey(given.last_name);
  if (gf === '' && gl === '') return null;
  const keyed = candidates.map((n) => ({ f: nameKey(n.first_name), l: nameKey(n.last_name) })).filter((n) => n.f !== '' || n.l !== '');
  if (keyed.length === 0) return null;
  let partial = false;
  for (const n of keyed) {
    const firstEq = gf !== '' && n.f === gf;
    const lastEq = gl !== '' && n.l === gl;
    if ((firstEq || gf === '') && (lastEq || gl === '')) return 'MATCH';
    if (firstEq || lastEq) partial = true;
    else if (close(gf, n.f) && close(gl, n.l)) partial = true;
    if (gl !== '' && lastEq && gf.length === 1 && n.f.startsWith(gf)) partial = true;
  }
  return partial ? 'PARTIAL_MATCH' : 'NO_MATCH';
}

interface LocalKeys {
  readonly words: readonly string[];
  readonly letters: readonly string[];
}

/** Words of an email local part, as keys: `Rossi.Maria87+shop` -> ['rosi', 'maria'] (skeleton of each). */
function localKeys(local: string): LocalKeys {
  const known = localKeysMemo.get(local);
  if (known !== undefined) return known;
  const made = makeLocalKeys(local);
  if (local.length <= KEY_MEMO_MAX_LENGTH) localKeysMemo.set(local, made);
  return made;
}

function makeLocalKeys(local: string): LocalKeys {
  const base = local.replace(/\+.*$/, '');
  const raw = transliterate(foldName(base))
    .split(/[^\p{L}]+/u)
    .filter((w) => w !== '');
  const words = raw.map(skeleton);
  // The letters as one string: per-word skeletons joined, and the skeleton of the joined letters (a rule such as
  // `ue` -> `u` may span a word boundary only in the second).
  const letters = words.length === 0 ? [] : [words.join(''), skeleton(raw.join(''))];
  return { words, letters };
}

/**
 * Does an email account name contain one name part (the email payload's contains_first_name / contains_last_name)?
 * The same keys as compareNameToEmail, so the email product and the hub's consistency codes agree: `José` is in
 * `jose.garcia82`, `García` in `jgarcia`, `María` in `maria_rossi`. Null when the part has fewer than 2 letters.
 */
export function nameInLocalPart(part: string | null | undefined, local: string): boolean | null {
  const key = nameKey(part);
  if (key.length < 2) return null;
  const { words, letters } = localKeys(local);
  return words.includes(key) || letters.some((l) => l.includes(key));
}

/** A given name against the account name of an email (the part before `@`). */
export function compareNameToEmail(given: PersonName, local: string): NameMatch | null {
  const first = nameKey(given.first_name);
  const last = nameKey(given.last_name);
  if (first === '' && last === '') return null;
  const { words, letters } = localKeys(local);
  if (letters.length === 0) return null;
  const has = (w: string) => w !== '' && words.includes(w);
  const inLetters = (s: string) => {
    const sk = skeleton(s);
    return letters.some((l) => l.includes(s) || l.includes(sk));
  };
  if (first !== '' && last !== '') {
    if (has(first) && has(last)) return 'MATCH';
    if (inLetters(first + last) || inLetters(last + first)) return 'MATCH';
    // The initial as written (`j` of Jürgen) and as keyed (`i` of its key `iurgen`).
    const plain = transliterate(foldName(given.first_name ?? '')).replace(LETTERS_ONLY, '');
    for (const initial of new Set([first[0]!, plain[0] ?? first[0]!, skeleton(plain[0] ?? '')].filter((c) => c !== ''))) {
      if (has(last) && words.includes(initial)) return 'MATCH';
      const joined = initial + last;
      const sk = skeleton(joined);
      if (letters.some((l) => l.startsWith(joined) || l.startsWith(sk) || l === last + initial)) return 'MATCH';
    }
  }
  if (last.length >= 4 && (has(last) || inLetters(last))) return 'PARTIAL_MATCH';
  if (first.length >= 3 && (has(first) || inLetters(first))) return 'PARTIAL_MATCH';
  if (has(last) || has(first)) return 'PARTIAL_MATCH';
  return 'NO_MATCH';
}
