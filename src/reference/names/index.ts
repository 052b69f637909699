/**
 * Bundled name data, derived at build time by scripts/build-name-data.ts (sources and licences listed in each file's
 * `sources` and in docs/name.md). loadNameData builds the maps and sets (O(1) lookups) and the profanity matcher; the
 * composition root keeps one copy per process (src/products/bundled.ts).
 */
import { readFileSync } from 'node:fs';
import { latinSpellings } from '../../products/name/translit.js';
import { ScriptModel, type NgramModelData } from '../../products/name/ngram.js';
import { createProfanityMatcher, type ProfanityMatcher } from '../../products/name/profanity.js';

export type FirstNameGender = 'F' | 'M' | 'U';

/**
 * The data files, read and parsed by loadNameData and dropped once the maps and sets are built: a JSON module import
 * would keep every parsed file (the `|`-joined word strings alone are 2.7 MB) for the life of the process, beside
 * the sets built from it (issue 33). The type-only imports keep tsc copying the files into the build.
 */
type FirstNamesFile = typeof import('./first-names.json');
type ListsFile = typeof import('./lists.json');
type SurnamesFile = typeof import('./surnames.json');
type OrdinaryWordsFile = typeof import('./ordinary-words.json');
type NgramFile = typeof import('./ngram.json');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

export interface NameData {
  /** Folded first name (words joined by one space) -> F, M or U (known name, ambiguous gender). */
  readonly firstNames: ReadonlyMap<string, FirstNameGender>;
  /** Folded surnames. */
  readonly surnames: ReadonlySet<string>;
  /** Character trigram models by script name (`Latin`, `Cyrillic`). */
  readonly models: ReadonlyMap<string, ScriptModel>;
  readonly placeholders: ReadonlySet<string>;
  /** `first\tlast`, folded. */
  readonly placeholderPairs: ReadonlySet<string>;
  readonly titles: ReadonlySet<string>;
  /** Titles and ranks that make an epithet before a word no real name holds (`Captain Britain`, `Saint Anselm`). */
  readonly characterTitles: ReadonlySet<string>;
  /** Titles of office, nobility and church that make a famous person's style before any name (`President Adams`). */
  readonly famousTitles: ReadonlySet<string>;
  readonly fictional: ReadonlySet<string>;
  readonly fictionalMononyms: ReadonlySet<string>;
  readonly famous: ReadonlySet<string>;
  /** Words of fictional names that no real-name list holds (skywalker, baggins): FICTIONAL wherever they appear. */
  readonly fictionWords: ReadonlySet<string>;
  /** The same for famous people (einstein, beethoven): FAMOUS. */
  readonly famousWords: ReadonlySet<string>;
  /** Proper nouns of SCOWL that no real-name list holds (asimov, aquinas): FAMOUS as the last word of a last name without a particle. */
  readonly properWords: ReadonlySet<string>;
  /** Vulgar words and phrases of several languages (folded), real name words removed unless denied. */
  readonly vulgar: ReadonlySet<string>;
  /** Vulgar words of the other profanity lists: whole words only (no stems, see vulgar). */
  readonly vulgarExact: ReadonlySet<string>;
  /**
   * Vulgar words that are also a surname or a rare given name (cocks, ficken): vulgar in the first name when no given
   * name of the table.
   */
  readonly vulgarUnlessName: ReadonlySet<string>;
  /** Inflection stems of the listed vulgar words (Latin script, src/products/name/inflection.ts). */
  readonly vulgarInflectionStems: ReadonlySet<string>;
  /** Vulgar stems that flag any word they start (`arsch` in arschloch) ... */
  readonly vulgarPrefixes: ReadonlySet<string>;
  /** ... or any word they occur in (`schwanzlutscher`), real name words excepted (bad-words-next patterns). */
  readonly vulgarInfixes: ReadonlySet<string>;
  /** Vulgar words and stems that start (end) several real name words: no head (tail) of a compound given name. */
  readonly vulgarHeadDeny: ReadonlySet<string>;
  readonly vulgarTailDeny: ReadonlySet<string>;
  /** Starts shared by several listed vulgar words (chupa, lame): heads of compound insults. */
  readonly vulgarCompoundHeads: ReadonlySet<string>;
  readonly humorous: ReadonlySet<string>;
  readonly organisation: ReadonlySet<string>;
  readonly profanityAllowlist: ReadonlySet<string>;
  /** Real name words that stay profane (reviewed at build time). */
  readonly profanityDeny: ReadonlySet<string>;
  /** Real name words the n-gram model scores as improbable; never RANDOM_TYPING. */
  readonly ngramExceptions: ReadonlySet<string>;
  /** Words of the general English dictionaries (Debian wamerican, wbritish; ordinary-words.json). */
  readonly ordinaryWords: ReadonlySet<string>;
  /** Those of them that are common given names (Rose, Hunter, Mason): never ordinary as a first name. */
  readonly commonGivenWords: ReadonlySet<string>;
  /** The obscenity matcher the profanity check runs (src/products/name/profanity.ts). */
  readonly profanity: ProfanityMatcher;
}

/** Shortest Latin spelling of a Cyrillic vulgar word kept (`suka`, 4, is a listed word already). */
const VULGAR_LATIN_MIN = 4;
/** Shortest Latin spelling of a Cyrillic stem kept: the checker's Latin stem minimum (5). */
const VULGAR_LATIN_STEM_MIN = 5;

/** The name data, built anew each call (the composition root keeps one copy per process). */
export function loadNameData(): NameData {
  const firstNamesJson = readJson<FirstNamesFile>('./first-names.json');
  const ngramJson = readJson<NgramFile>('./ngram.json') as NgramModelData;
  const surnamesJson = readJson<SurnamesFile>('./surnames.json');
  const ordinaryJson = readJson<OrdinaryWordsFile>('./ordinary-words.json');
  const firstNames = new Map<string, FirstNameGender>();
  for (const g of ['F', 'M', 'U'] as const) for (const n of firstNamesJson[g].split('|')) if (n !== '') firstNames.set(n, g);
  const models = new Map<string, ScriptModel>();
  for (const [script, data] of Object.entries(ngramJson.scripts)) models.set(script, new ScriptModel(data));
  const l = readJson<ListsFile>('./lists.json');
  // Latin spellings of the Cyrillic vulgar words and stems (issue 32: `blyad`, `mudak`), added to the lists; real name
  // words stay exempt in the checker as for every listed word. Stems need VULGAR_LATIN_STEM_MIN letters in Latin.
  const latin = (words: readonly string[], min: number) => words.filter((w) => !w.includes(' ')).flatMap(latinSpellings).filter((w) => w.length >= min);
  return {
    firstNames,
    surnames: new Set(surnamesJson.words.split('|')),
    models,
    placeholders: new Set(l.placeholders),
    placeholderPairs: new Set(l.placeholder_pairs),
    titles: new Set(l.titles),
    characterTitles: new Set(l.character_titles),
    famousTitles: new Set(l.famous_titles),
    fictional: new Set(l.fictional),
    fictionalMononyms: new Set(l.fictional_mononyms),
    famous: new Set(l.famous),
    fictionWords: new Set(l.fiction_words),
    famousWords: new Set(l.famous_words),
    properWords: new Set(l.proper_words),
    vulgar: new Set([...l.vulgar, ...latin(l.vulgar, VULGAR_LATIN_MIN)]),
    vulgarExact: new Set(l.vulgar_exact),
    vulgarUnlessName: new Set(l.vulgar_unless_name),
    vulgarInflectionStems: new Set(l.vulgar_inflection_stems),
    vulgarPrefixes: new Set([...l.vulgar_prefixes, ...latin(l.vulgar_prefixes, VULGAR_LATIN_STEM_MIN)]),
    vulgarInfixes: new Set([...l.vulgar_infixes, ...latin(l.vulgar_infixes, VULGAR_LATIN_STEM_MIN)]),
    vulgarHeadDeny: new Set(l.vulgar_head_deny),
    vulgarTailDeny: new Set(l.vulgar_tail_deny),
    vulgarCompoundHeads: new Set(l.vulgar_compound_heads),
    humorous: new Set(l.humorous),
    organisation: new Set(l.organisation),
    profanityAllowlist: new Set(l.profanity_allowlist),
    profanityDeny: new Set(l.profanity_deny),
    ngramExceptions: new Set(l.ngram_exceptions),
    ordinaryWords: new Set(ordinaryJson.words.split('|')),
    commonGivenWords: new Set(ordinaryJson.common_given.split('|')),
    profanity: createProfanityMatcher(),
  };
}
