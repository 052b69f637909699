/**
 * The name checker: a pure function of first and last name over the bundled data (loaded once per process).
 * Used by the name engine and by the email engine for its `parsed_name_*` fields.
 *
 * Checks run in this order and the first that fires gives `risk_type` (see docs/name.md for each rule):
 * INVALID_CHARACTERS, PLACEHOLDER, PLACEHOLDER_TITLE (not for an epithet shape), STRING_SIMILARITY, VULGAR (listed
 * words, stems, inflections), FICTIONAL or FAMOUS (epithet shapes), RANDOM_TYPING, VULGAR (profanity matcher),
 * FICTIONAL, FAMOUS, HUMOROUS, INVALID, OTHER, FICTIONAL (names of ordinary words, RN014). A part that is exactly a placeholder token with symbols (`n/a`, `-`, `?`) is PLACEHOLDER,
 * not INVALID_CHARACTERS.
 */
import type { NameRiskType } from '../../contract/payloads/name.js';
import type { NameData } from '../../reference/names/index.js';
import { forgottenOnErasure } from '../../memo/personal.js';
import { inflectionStems } from './inflection.js';
import { foldName, nameTokens } from './normalize.js';
import { isProfaneWord } from './profanity.js';
import { inspectChars, oneWritingSystem, scriptOfWord } from './scripts.js';
import { nearlyEqual } from './similarity.js';
import { NAME } from '../../scoring/codes/name.js';

export interface NameCheck {
  /** null when both parts are empty (nothing to judge). */
  readonly is_valid: boolean | null;
  readonly risk_type: NameRiskType | null;
  /** From the first name; null when unknown or ambiguous. */
  readonly gender: 'F' | 'M' | null;
  /** Name-area reason codes that fired (RN... / TN...), risk first. */
  readonly reasons: readonly string[];
}

/** Longest part accepted and most words in one part (INVALID beyond). */
export const MAX_PART_LENGTH = 60;
export const MAX_PART_WORDS = 5;

const RISK_CODES: Readonly<Record<NameRiskType, string>> = {
  INVALID_CHARACTERS: NAME.name_invalid_characters, PLACEHOLDER: NAME.name_placeholder, PLACEHOLDER_TITLE: NAME.name_placeholder_title, STRING_SIMILARITY: NAME.name_string_similarity,
  RANDOM_TYPING: NAME.name_random_typing, VULGAR: NAME.name_vulgar, FICTIONAL: NAME.name_fictional, FAMOUS: NAME.name_famous, HUMOROUS: NAME.name_humorous, INVALID: NAME.name_invalid,
  OTHER: NAME.name_organisation,
};

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertzuiop', 'azertyuiop', 'qsdfghjklm', 'wxcvbn', 'yxcvbnm'];
const KEYBOARD_WALKS: ReadonlySet<string> = (() => {
  const s = new Set<string>();
  for (const row of KEYBOARD_ROWS) {
    for (const r of [row, [...row].reverse().join('')]) for (let i = 0; i + 4 <= r.length; i++) s.add(r.slice(i, i + 4));
  }
  return s;
})();
const REPEATED_LETTER = /^(.)\1{2,}$/u;
const REPEATED_UNIT = /^(.{2,3})\1+$/u;
const LATIN_VOWEL = /[aeiouy]/;
const LATIN_WORD = /^[a-z]+$/;
const NON_LETTER = /[^\p{L}\p{M}\s]/u;

interface Part {
  readonly raw: string;
  readonly folded: string;
  readonly words: readonly string[];
  /** Words joined by one space. */
  readonly key: string;
}

/**
 * Memo bound of the per-string caches below (parts, word predicates): names repeat (a population's given names and
 * surnames follow Zipf's law), and each answer is a pure function of the string and the bundled data, loaded once per
 * process. A full cache is emptied and refilled: the common words come back at once.
 */
export const NAME_MEMO_MAX = 20_000;

function memoSet<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= NAME_MEMO_MAX) memo.clear();
  memo.set(key, value);
  return value;
}

const partMemo = forgottenOnErasure(new Map<string, Part>());
/** A first or last name as given, folded and split into words (a Part is never changed once made). */
function part(raw: string): Part {
  const known = partMemo.get(raw);
  if (known !== undefined) return known;
  const trimmed = raw.trim();
  const words = nameTokens(trimmed);
  return memoSet(partMemo, raw, { raw: trimmed, folded: foldName(trimmed), words, key: words.join(' ') });
}

type WordTest = (w: string, d: NameData) => boolean;
/** One word predicate memoized per word and per data object (the bundled data in production, its own in tests). */
function memoWord(test: WordTest): WordTest {
  const byData = new WeakMap<NameData, Map<string, boolean>>();
  return (w, d) => {
    let memo = byData.get(d);
    if (memo === undefined) byData.set(d, (memo = forgottenOnErasure(new Map<string, boolean>())));
    const known = memo.get(w);
    return known !== undefined ? known : memoSet(memo, w, test(w, d));
  };
}

/** Scripts whose one-character words are whole names (Chinese, Japanese, Korean), never initials. */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const isInitial = (p: Part) => p.words.length > 0 && p.words.every((w) => [...w].length === 1 && !SYLLABIC.test(w));

/** Real name words and the words of the bundled lists (organisation words such as gmbh) are never random typing. */
function knownWord(w: string, d: NameData): boolean {
  return d.firstNames.has(w) || d.surnames.has(w) || d.ngramExceptions.has(w) || d.organisation.has(w) || d.titles.has(w);
}

function randomWord(w: string, d: NameData): boolean {
  if (knownWord(w, d)) return false;
  const n = [...w].length;
  if (n >= 3 && REPEATED_LETTER.test(w)) return true;
  if (n >= 4 && REPEATED_UNIT.test(w)) return true;
  if (LATIN_WORD.test(w)) {
    if (n >= 5 && !LATIN_VOWEL.test(w)) return true;
    for (let i = 0; i + 4 <= w.length; i++) if (KEYBOARD_WALKS.has(w.slice(i, i + 4))) return true;
  }
  const script = scriptOfWord(w);
  const model = script ? d.models.get(script) : undefined;
  return model !== undefined && model.improbable(w);
}

function profane(w: string, d: NameData): boolean {
  // A bundled real-name word is profane only when denied; its matcher result was settled at build time.
  if (d.firstNames.has(w) || d.surnames.has(w)) return d.profanityDeny.has(w);
  return isProfaneWord(w, d.profanityAllowlist, d.profanity);
}

/** Shortest listed vulgar word that flags as the start of a word at least 2 letters longer (kokot -> kokotina) ... */
const VULGAR_PREFIX_MIN = 5;
const VULGAR_PREFIX_REST = 2;
/** ... and anywhere inside a longer word (hurensohn in hurensohnes). */
const VULGAR_INFIX_MIN = 6;
/** Shortest stem of the pattern lists (bad-words-next `stem*`, `*stem*`); Latin-script words need one letter more. */
const VULGAR_STEM_MIN = 4;
const DOUBLED = /(\p{L})\1+/gu;

/**
 * A word of the bundled vulgar lists, or a longer word that starts with one (5+ letters, 2+ letters more) or
 * contains one (6+ letters). Real name words never flag here unless denied (the lists were cleaned of them at build time too).
 */
function listedVulgarWord(w: string, d: NameData): boolean {
  if (d.firstNames.has(w) || d.surnames.has(w) || d.ngramExceptions.has(w)) return d.profanityDeny.has(w);
  if (d.vulgar.has(w) || d.vulgarExact.has(w)) return true;
  // UTF-16 slices: a slice that cuts a surrogate pair matches no listed word, so code units are enough.
  const n = w.length;
  for (let len = Math.min(n - VULGAR_PREFIX_REST, 24); len >= VULGAR_PREFIX_MIN; len--) {
    if (d.vulgar.has(w.slice(0, len))) return true;
  }
  for (let len = Math.min(n - 1, 24); len >= VULGAR_INFIX_MIN; len--) {
    for (let i = 1; i + len <= n; i++) if (d.vulgar.has(w.slice(i, i + len))) return true;
  }
  // Stems of the pattern lists: a prefix stem starts the word, an infix stem occurs anywhere. Latin stems need 5+
  // letters (a 4-letter stem such as suka starts real names: Sukarno, Sukanya), Cyrillic ones 4+ (ебал).
  for (let len = Math.min(n, 24); len >= (LATIN_WORD.test(w) ? VULGAR_STEM_MIN + 1 : VULGAR_STEM_MIN); len--) {
    if (d.vulgarPrefixes.has(w.slice(0, len))) return true;
    for (let i = 0; i + len <= n; i++) if (d.vulgarInfixes.has(w.slice(i, i + len))) return true;
  }
  return false;
}

/**
 * Another inflection of a listed word, the same stem once a common ending is off (huora -> huorata, stronzo ->
 * stronzi). Only for given names: the given names of the world are in the first-name table, but countless real
 * surnames are in no list, and some inflect a vulgar word (Bocchini).
 */
function inflectedVulgar(w: string, d: NameData): boolean {
  if (d.firstNames.has(w) || d.surnames.has(w) || d.ngramExceptions.has(w)) return false;
  return inflectionStems(w).some((st) => d.vulgarInflectionStems.has(st));
}

/** Shortest listed vulgar word read as a part of a compound given name (kont in draaikont, fasz in faszt). */
export const VULGAR_PART_MIN = 4;
/** Most letters after an inflection stem of a listed word (puttan + ona, maial + one): the longest listed ending. */
const VULGAR_STEM_REST = 4;
/** Fewest letters after the head of a compound insult (chupa + cirios). */
const COMPOUND_REST_MIN = 3;

/**
 * A given name that starts or ends with a listed vulgar word of 4+ letters (compounds and inflections of languages
 * with rich morphology: Hungarian faszt, kurvák; Dutch rothoer, draaikont; Finnish kananpaska, perseääliö; English
 * cumqueen, slutwhore), or that is an inflection stem of a listed word plus up to four letters (Italian puttanona,
 * maialoni; Hungarian szarok). Only for given names that are no real name word, like the inflection stems: a surname
 * such as Hitchcock ends with a vulgar word. A piece that starts (ends) several real name words is left out at build
 * time (vulgar_head_deny, vulgar_tail_deny: eier of Obermeier, cock of Heathcock).
 */
function vulgarCompound(w: string, d: NameData): boolean {
  if (d.firstNames.has(w) || d.surnames.has(w) || d.ngramExceptions.has(w)) return false;
  const n = w.length;
  for (let len = Math.min(n - 1, 24); len >= VULGAR_PART_MIN; len--) {
    const head = w.slice(0, len);
    const tail = w.slice(n - len);
    if (!d.vulgarHeadDeny.has(head) && (d.vulgar.has(head) || d.vulgarExact.has(head) || (n - len <= VULGAR_STEM_REST && d.vulgarInflectionStems.has(head)))) return true;
    if (!d.vulgarTailDeny.has(tail) && (d.vulgar.has(tail) || d.vulgarExact.has(tail))) return true;
    if (n - len >= COMPOUND_REST_MIN && d.vulgarCompoundHeads.has(head)) return true;
  }
  return false;
}

/** A listed vulgar word, also when written with letters doubled to dodge a filter (fucck, kokooot). */
function listedVulgar(w: string, d: NameData): boolean {
  if (listedVulgarWord(w, d)) return true;
  if (d.firstNames.has(w) || d.surnames.has(w) || d.ngramExceptions.has(w)) return false; // Cumming is no stretched cuming
  const single = w.replace(DOUBLED, '$1');
  return single !== w && [...single].length >= 3 && listedVulgarWord(single, d);
}

/** Regnal numbers as a whole last name (`Amenhotep IV`, `Benedict XV`); not XI, LI, VI, DI (Xi, Li, Vi, Di are surnames). */
const REGNAL: ReadonlySet<string> = new Set(['ii', 'iii', 'iv', 'vii', 'viii', 'ix', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx']);
/** Character titles whose bearer is usually a real historical person (saints, popes, emperors): FAMOUS, else FICTIONAL. */
const FAMOUS_TITLES: ReadonlySet<string> = new Set(['saint', 'st', 'pope', 'emperor', 'empress']);

/**
 * Name shapes no real person gives as first and last name, whatever the words: an epithet with "the" or "of" (`Attila
 * the Hun`, `Batroc the Leaper`, `Arnold of Brescia`), "The" as the first name (`The Professor`), a given name with
 * a regnal number only (`Amenhotep IV`), a title of office or nobility before any name (`President Adams`), a
 * character title before a word that is no real name word (`Captain Britain`, `Agent Zero`, `Saint Anselm`; `Doctor
 * Smith` stays a title).
 */
function epithetOf(f: Part, l: Part, d: NameData): 'FICTIONAL' | 'FAMOUS' | null {
  if (f.words.length === 0 || l.words.length === 0) return null;
  const words = [...f.words, ...l.words];
  const fiction = words.some((w) => d.fictionWords.has(w));
  if (words.length >= 3 && words.slice(1, -1).some((w) => w === 'the' || w === 'of')) return fiction ? 'FICTIONAL' : 'FAMOUS';
  // The English article as the whole first name: a character or a group (`The Professor`, `The Crimson Ghost`), never
  // a person's given name.
  if (f.key === 'the' && !l.words.every((w) => d.titles.has(w) || d.placeholders.has(w))) return 'FICTIONAL';
  if (f.words.length === 1 && l.words.length === 1 && REGNAL.has(l.words[0]!) && !d.titles.has(f.words[0]!)) return 'FAMOUS';
  const title = f.words.length === 1 ? f.words[0]! : null;
  // A title of office, nobility or church before any name (`President Adams`, `Cardinal Newman`), or a knight's or
  // dame's full style (`Sir Richard Burton`, `Dame Muriel Spark`: a given name and a surname after the title).
  if (title && d.famousTitles.has(title) && !l.words.every((w) => d.titles.has(w))) return fiction ? 'FICTIONAL' : 'FAMOUS';
  if ((title === 'sir' || title === 'dame') && l.words.length >= 2 && d.firstNames.has(l.words[0]!) && !d.titles.has(l.words[0]!)) return 'FAMOUS';
  // The word after the title may be a given name (`Captain Universe`: the first-name table is broad), not a surname.
  const last = l.words[l.words.length - 1]!;
  if (title && d.characterTitles.has(title) && !l.words.every((w) => d.titles.has(w)) && !d.surnames.has(l.key) && !d.surnames.has(last) && !d.ngramExceptions.has(last)) {
    return FAMOUS_TITLES.has(title) && !fiction ? 'FAMOUS' : 'FICTIONAL';
  }
  return null;
}

/** Surname particles: a last name with one (Al-Farsi, de Vries) is a family name whose last word may be a place or people. */
const PARTICLES: ReadonlySet<string> = new Set(['al', 'el', 'ul', 'bin', 'ibn', 'ben', 'abu', 'de', 'del', 'della', 'dela', 'da', 'di', 'do', 'dos', 'das', 'du', 'la', 'le', 'lo', 'van', 'von', 'der', 'den', 'ter', 'ten', 'mac', 'mc', 'y', 'e', 'st', 'saint', 'san', 'santa']);

/** Last words that make an epithet of an ordinary first word (`Sugar Man`, `Wild Child`, `Shadow King`). */
const EPITHET_NOUNS: ReadonlySet<string> = new Set(['man', 'woman', 'girl', 'boy', 'kid', 'lady', 'king', 'queen', 'lord', 'master', 'child', 'knight', 'prince', 'princess']);

/**
 * A name made of ordinary words (RN014): every word of the first part is a word of the general dictionaries and no
 * common given name, and every word of the last part is a dictionary word and no surname (`Battering Ram`), or the
 * last part is an epithet noun (`Tomorrow Man`). Rose Hunter, Mason Young, Brown Baker stay valid: each has a common
 * given name first or a surname last. The bundled surname table holds most English nouns (someone somewhere bears
 * them: Black, Shield, Ram), so this catches only names whose words no name table holds.
 */
function ordinaryWords(f: Part, l: Part, d: NameData): boolean {
  if (f.words.length === 0 || l.words.length === 0) return false;
  const firstOk = f.words.every((w) => d.ordinaryWords.has(w) && !d.commonGivenWords.has(w) && !d.ngramExceptions.has(w));
  if (!firstOk) return false;
  if (l.words.length === 1 && EPITHET_NOUNS.has(l.words[0]!)) return true;
  return l.words.every((w) => d.ordinaryWords.has(w) && !d.surnames.has(w) && !d.ngramExceptions.has(w));
}

/** FICTIONAL or FAMOUS from the listed full names and mononyms, then from the words no real name holds. */
function characterOf(f: Part, l: Part, parts: readonly Part[], words: readonly string[], d: NameData): 'FICTIONAL' | 'FAMOUS' | null {
  const pair = `${f.key}\t${l.key}`;
  if (d.fictional.has(pair) || d.fictionalMononyms.has(`${f.key} ${l.key}`.trim()) || parts.some((p) => d.fictionalMononyms.has(p.key))) return 'FICTIONAL';
  if (d.famous.has(pair)) return 'FAMOUS';
  // The word vocabularies need both parts: a one-part name (Sukarno) is a common real mononym in many countries.
  if (f.words.length === 0 || l.words.length === 0) return null;
  if (words.some((w) => d.fictionWords.has(w))) return 'FICTIONAL';
  // A surname of several words is checked whole first (`de Vries`: Vries alone is also a botanist's name).
  if (!d.surnames.has(l.key) && d.famousWords.has(l.words[l.words.length - 1]!)) return 'FAMOUS';
  if (d.properWords.has(l.words[l.words.length - 1]!) && !d.surnames.has(l.key) && !l.words.some((w) => PARTICLES.has(w))) return 'FAMOUS';
  return null;
}

/**
 * Leetspeak: digits and symbols that stand for letters (f4ck, sh1t, @ss, $hit, b!tch). A name holding them is
 * INVALID_CHARACTERS in any case; when a part read with these letters is a vulgar word by the same tests as a name of
 * letters (listed words, inflections, compounds, the profanity matcher, with the real-name allowlist: D1ck stays
 * INVALID_CHARACTERS, never VULGAR), the name is VULGAR instead, the more precise type. `1` and `|` are read as i
 * and as l; at most LEET_VARIANTS readings of a part are tried.
 */
const LEET: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '8': ['b'], '9': ['g'], '6': ['g'],
  '@': ['a'], '$': ['s'], '!': ['i'], '|': ['l', 'i'], '+': ['t'], '€': ['e'], '(': ['c'], '¢': ['c'], '£': ['l'],
};
const LEET_VARIANTS = 8;
/** Parts longer than this are not read as leetspeak (the variants multiply; real words are short). */
const LEET_MAX_PART = 40;

function leetReadings(raw: string): string[] {
  let out = [''];
  const chars = [...raw];
  for (const [i, ch] of chars.entries()) {
    // A trailing digit or symbol is a suffix (anna1, smith2), not a letter in disguise.
    const alts = i === chars.length - 1 ? undefined : LEET[ch];
    if (!alts) {
      out = out.map((x) => x + ch);
      continue;
    }
    out = out.flatMap((x) => alts.map((a) => x + a)).slice(0, LEET_VARIANTS);
  }
  return out;
}

function leetVulgar(parts: readonly Part[], first: Part, d: NameData): boolean {
  return parts.some((p) => {
    if (p.raw.length > LEET_MAX_PART || ![...p.raw].some((ch) => LEET[ch] !== undefined)) return false;
    const readings = leetReadings(p.raw).filter((r) => { const c = inspectChars(r); return c.digits === 0 && c.symbols === 0; }).map(part).filter((q) => q.words.length > 0);
    // A reading that is a real name (D1ck: Dick) keeps the part out, whatever another reading (dlck) looks like.
    if (readings.some((q) => q.words.every((w) => d.firstNames.has(w) || d.surnames.has(w)))) return false;
    return readings.some((q) => {
      if (d.vulgar.has(q.key) || q.words.some((w) => listedVulgar(w, d) || profane(w, d))) return true;
      return p === first && q.words.some((w) => inflectedVulgar(w, d) || vulgarCompound(w, d));
    });
  });
}

/** Internal: FICTIONAL for a name of ordinary words, with its own reason code (RN014). */
type Risk = NameRiskType | 'ORDINARY_WORDS';

const isListedVulgar = memoWord(listedVulgar);
const isInflectedVulgar = memoWord(inflectedVulgar);
const isVulgarCompound = memoWord(vulgarCompound);
const isRandomWord = memoWord(randomWord);
const isProfane = memoWord(profane);

function riskOf(f: Part, l: Part, d: NameData): Risk | null {
  const parts = [f, l].filter((p) => p.raw !== '');
  // PLACEHOLDER before INVALID_CHARACTERS for exact placeholder tokens made of symbols (n/a, -, ?).
  if (parts.some((p) => NON_LETTER.test(p.folded) && d.placeholders.has(p.folded))) return 'PLACEHOLDER';
  const chars = inspectChars(`${f.raw} ${l.raw}`);
  if (chars.digits > 0 || chars.symbols > 0 || chars.unknownScript > 0 || !oneWritingSystem(chars.scripts)) {
    return chars.unknownScript === 0 && (chars.digits > 0 || chars.symbols > 0) && leetVulgar(parts, f, d) ? 'VULGAR' : 'INVALID_CHARACTERS';
  }
  if (parts.some((p) => p.words.length > 0 && (d.placeholders.has(p.key) || p.words.every((w) => d.placeholders.has(w))))) return 'PLACEHOLDER';
  if (d.placeholderPairs.has(`${f.key}\t${l.key}`)) return 'PLACEHOLDER';
  const allTitles = (p: Part) => p.words.length > 0 && p.words.every((w) => d.titles.has(w));
  const epithet = epithetOf(f, l, d);
  if (!epithet && (allTitles(f) || (allTitles(l) && (f.words.length === 0 || allTitles(f))))) return 'PLACEHOLDER_TITLE';
  // Bounded by MAX_PART_LENGTH: the similarity measures are quadratic, and longer parts are INVALID anyway.
  if (f.words.length > 0 && l.words.length > 0 && f.raw.length <= MAX_PART_LENGTH && l.raw.length <= MAX_PART_LENGTH && nearlyEqual(f.words.join(''), l.words.join(''))) return 'STRING_SIMILARITY';
  const words = [...f.words, ...l.words];
  if (parts.some((p) => d.vulgar.has(p.key)) || words.some((w) => isListedVulgar(w, d)) || f.words.some((w) => isInflectedVulgar(w, d) || isVulgarCompound(w, d))) return 'VULGAR';
  // A vulgar word that is also a surname (cocks, hooker) is vulgar as a given name, never as a surname.
  if (f.words.some((w) => d.vulgarUnlessName.has(w) && !d.firstNames.has(w))) return 'VULGAR';
  // An epithet shape is a name of a character or a famous person even when a word of it looks like random typing.
  if (epithet) return epithet;
  if (words.some((w) => isRandomWord(w, d))) return 'RANDOM_TYPING';
  if (words.some((w) => isProfane(w, d))) return 'VULGAR';
  const character = characterOf(f, l, parts, words, d);
  if (character) return character;
  if (d.humorous.has(`${f.key}\t${l.key}`)) return 'HUMOROUS';
  if (parts.some((p) => p.raw.length > MAX_PART_LENGTH || p.words.length > MAX_PART_WORDS || p.words.length === 0)) return 'INVALID';
  if (parts.every(isInitial)) return 'INVALID';
  if (parts.some((p) => d.organisation.has(p.key) || p.words.some((w) => d.organisation.has(w)))) return 'OTHER';
  // Last: an organisation (Customer Support) or a pun name is made of ordinary words too, and keeps its own type.
  if (ordinaryWords(f, l, d)) return 'ORDINARY_WORDS';
  return null;
}

function genderOf(f: Part, d: NameData): 'F' | 'M' | null {
  if (f.words.length === 0 || isInitial(f)) return null;
  const g = d.firstNames.get(f.key) ?? d.firstNames.get(f.words[0]!);
  return g === 'F' || g === 'M' ? g : null;
}

export function checkName(first: string, last: string, data: NameData): NameCheck {
  const f = part(first);
  const l = part(last);
  if (f.raw === '' && l.raw === '') return { is_valid: null, risk_type: null, gender: null, reasons: [] };
  const found = riskOf(f, l, data);
  const risk: NameRiskType | null = found === 'ORDINARY_WORDS' ? 'FICTIONAL' : found;
  const reasons: string[] = [];
  if (found) reasons.push(found === 'ORDINARY_WORDS' ? NAME.name_ordinary_words : RISK_CODES[found]);
  if (f.raw === '' || l.raw === '') reasons.push(NAME.name_part_missing);
  else if (!risk && (isInitial(f) || isInitial(l))) reasons.push(NAME.name_initial_only);
  if (!risk) {
    if (f.words.length > 0 && !isInitial(f) && (data.firstNames.has(f.key) || data.firstNames.has(f.words[0]!))) reasons.push(NAME.name_first_known);
    if (l.words.length > 0 && (data.surnames.has(l.key) || data.surnames.has(l.words[l.words.length - 1]!))) reasons.push(NAME.name_last_known);
  }
  return { is_valid: risk === null, risk_type: risk, gender: genderOf(f, data), reasons };
}

