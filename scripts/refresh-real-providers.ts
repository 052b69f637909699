/**
 * Refresh src/reference/email/real-providers.json: the domains of real public mail providers from the curated
 * provider table of npm @mikkelscheike/email-provider-links (MIT; 140 providers with their domains, MX hosts and
 * login pages), minus any domain that CONSENSUS_LISTS or more bundled disposable lists flag. These domains are never
 * disposable (src/products/email/lists.ts), like common-free.json.
 *
 *   node --import tsx scripts/refresh-real-providers.ts
 *
 * Fetched with `npm pack` (nothing installed, no package script runs). Only `public_provider` entries are taken: the
 * table's `custom_provider` entries are hosted-mail products without domains of their own and its `proxy_service`
 * entries are alias relays.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSENSUS_LISTS } from './email-lists-lib.js';
import { npmUnpack } from './npm-unpack.js';

const PKG = '@mikkelscheike/email-provider-links';
const VERSION = '5.2.2';
const OUT = new URL('../src/reference/email/real-providers.json', import.meta.url);

interface Provider { readonly type: string; readonly domains?: readonly string[] }

const dir = mkdtempSync(join(tmpdir(), 'idrisk-providers-'));
try {
  const { root, version } = npmUnpack(`${PKG}@${VERSION}`, dir);
  const table = JSON.parse(readFileSync(join(root, 'dist', 'providers', 'emailproviders.json'), 'utf8')) as { providers: Provider[] };
  const disposable = ['disposable-ivolo', 'disposable-cc0', 'disposable-mailchecker', 'disposable-burner', 'disposable-tompec'].map((f) => {
    const j = JSON.parse(readFileSync(new URL(`../src/reference/email/${f}.json`, import.meta.url), 'utf8')) as { data: { domains: string[] } };
    return new Set(j.data.domains);
  });
  const domains = new Set<string>();
  for (const p of table.providers) {
    if (p.type !== 'public_provider') continue;
    for (const d of p.domains ?? []) {
      const domain = d.trim().toLowerCase();
      if (domain.includes('.') && disposable.filter((l) => l.has(domain)).length < CONSENSUS_LISTS) domains.add(domain);
    }
  }
  const file = {
    source: `npm:${PKG}@${version} dist/providers/emailproviders.json (public_provider entries)`,
    license: 'MIT',
    refreshed: new Date().toISOString().slice(0, 10),
    note: `domains of real public mail providers, minus any flagged by ${CONSENSUS_LISTS}+ bundled disposable lists; never disposable`,
    data: [...domains].sort(),
  };
  writeFileSync(OUT, `${JSON.stringify(file)}\n`);
  console.log(`wrote real-providers.json: ${file.data.length} domains`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
