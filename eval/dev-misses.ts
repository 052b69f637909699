/**
 * Misses of the name checker on one part of the labelled names, for designing rules without looking at the held-out
 * part: `node --import tsx eval/dev-misses.ts dev VULGAR 60` after `node --import tsx scripts/build-name-data.ts
 * --dev` (the development part of the tuning part is then out of the build), or `tuning`. Label VULGAR or FAMOUS (any
 * FICTIONAL/FAMOUS). Also prints the real-name false positives on the tuning part of the evaluation's real names.
 * Not part of `npm test` or `npm run eval`; rebuild without `--dev` afterwards.
 */
import { checkName } from '../src/products/name/check.js';
import { fetchSource, type SourceKey } from '../scripts/build-name-data-sources.js';
import { devPart, labelledNames, NAME_HELD_SHARE, namePart, type NameSourceRoots } from '../scripts/labelled-names.js';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { split } from './lib.js';
import { foldedWords } from '../src/products/name/normalize.js';
import { fetchEvalSource, readPeopleNames } from './sources.js';
import { loadNameData } from '../src/reference/names/index.js';

/** The bundled name data, loaded once for this file. */
const NAMES = loadNameData();
const cache = join(tmpdir(), 'idrisk-name-sources');
const part = process.argv[2] ?? 'tuning';
if (part !== 'dev' && part !== 'tuning') throw new Error('parts: dev or tuning (the held-out part is scored by npm run eval only)');
const label = process.argv[3] ?? 'VULGAR';
const roots = Object.fromEntries((['starwars', 'middleearth', 'superheroes', 'supervillains', 'wordnet', 'naughty', 'cuss'] as SourceKey[]).map((k) => [k, fetchSource(cache, k)])) as unknown as NameSourceRoots;
const labelled = await labelledNames(roots);
const xs = labelled.filter((x) => (part === 'dev' ? namePart(x) === 'tuning' && devPart(x) === 'held-out' : namePart(x) === part) && (label === 'VULGAR' ? x.label === 'VULGAR' : x.label !== 'VULGAR'));
const by = new Map<string, string[]>();
let hit = 0;
for (const x of xs) {
  const r = checkName(x.first, x.last, NAMES);
  const ok = label === 'VULGAR' ? r.risk_type === 'VULGAR' : r.risk_type === 'FICTIONAL' || r.risk_type === 'FAMOUS';
  if (ok) { hit++; continue; }
  const l = by.get(x.source) ?? []; l.push(`${x.first} ${x.last}${r.risk_type ? '>' + r.risk_type : ''}`); by.set(x.source, l);
}
console.log(part, label, hit, '/', xs.length);
for (const [s, l] of by) console.log(`== ${s} (${l.length}): ${l.slice(0, Number(process.argv[4] ?? 60)).join(' | ')}`);
// Real-name false positives on the tuning part of the evaluation's real names (eval/run.ts builds the same list).
const people = readPeopleNames(fetchEvalSource(cache, 'peopleNames'));
const real: { first: string; last: string }[] = [];
for (const l of readFileSync('test/fixtures/names/real.tsv', 'utf8').split('\n')) { if (l.trim() === '' || l.startsWith('#')) continue; const [a, b] = l.split('\t'); real.push({ first: a!, last: b! }); }
const words = people.filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
for (let i = 0; i < 4000; i++) { const a = words[(i * 7919) % words.length]!; const b = words[(i * 104729 + 13) % words.length]!; if (a !== b) real.push({ first: a, last: b }); }
const rt = split(real, (r) => foldedWords(`${r.first} ${r.last}`), NAME_HELD_SHARE, 'REAL').tuning;
const fps = rt.map((r) => ({ r, c: checkName(r.first, r.last, NAMES) })).filter((x) => x.c.is_valid === false);
console.log(`real tuning part: ${rt.length - fps.length}/${rt.length} valid; flagged: ${fps.map((x) => `${x.r.first} ${x.r.last}>${x.c.risk_type}`).join('; ')}`);
