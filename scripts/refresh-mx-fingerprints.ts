/**
 * Refresh src/reference/email/mx-fingerprints.json: the mail hosts of temp-mail services, so that a fresh domain of a
 * rotating service (on no list yet) is caught by where its mail goes (src/products/email/lists.ts disposableByMx).
 *
 *   node --import tsx scripts/refresh-mx-fingerprints.ts
 *
 * Source: the npm package `fakefilter` (BSD-3-Clause), whose json/data_version2.json groups the domains it watches by
 * the temp-mail service that hands them out (`mohmal.com`, `temp-mail.org`, `tempmail.adguard.com` ...). Each service
 * name is a host suffix here: an MX host equal to it or under it is that service's. A service whose registrable
 * domain is a real provider or organisation (common-free.json, real-providers.json, allowlist.json,
 * organisations*.json) is left out, so that a company's own mail hosts never count; so is `static` (no service).
 * Addresses and networks of the hosts need live DNS, which the machine that builds this file may not have: the
 * bundled snapshot holds host suffixes only, and says so.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDomain } from 'tldts';
import { npmUnpack } from './npm-unpack.js';

const OUT = new URL('../src/reference/email/mx-fingerprints.json', import.meta.url);
const REF = new URL('../src/reference/email/', import.meta.url);
const data = (name: string) => (JSON.parse(readFileSync(new URL(name, REF), 'utf8')) as { data: string[] }).data;

const dir = mkdtempSync(join(tmpdir(), 'idrisk-mxfp-'));
try {
  const { root, version } = npmUnpack('fakefilter', join(dir, 'fakefilter'));
  const file = JSON.parse(readFileSync(join(root, 'json', 'data_version2.json'), 'utf8')) as { t: number; domains: Record<string, { providers: string[] }> };
  const real = new Set(['common-free.json', 'real-providers.json', 'allowlist.json', 'organisations.json', 'organisations-spamassassin.json'].flatMap(data));
  const services = new Map<string, number>();
  for (const v of Object.values(file.domains)) for (const p of v.providers) services.set(p.toLowerCase(), (services.get(p.toLowerCase()) ?? 0) + 1);
  const hosts = [...services]
    .filter(([s]) => s !== 'static' && s.includes('.') && !real.has(getDomain(s) ?? s))
    .map(([suffix, domains]) => ({ suffix, provider: suffix, domains }))
    .sort((a, b) => a.suffix.localeCompare(b.suffix));
  writeFileSync(OUT, `${JSON.stringify({
    source: `npm:fakefilter@${version} json/data_version2.json (temp-mail services that hand out the watched domains; data of ${new Date(file.t * 1000).toISOString().slice(0, 10)})`,
    license: 'BSD-3-Clause',
    refreshed: new Date().toISOString().slice(0, 10),
    note: 'MX host suffixes of temp-mail services (domains: how many of their domains fakefilter watched); addresses and networks need live DNS and are not in this snapshot',
    data: { hosts, addresses: [], networks: [] },
  })}\n`);
  console.log(`wrote mx-fingerprints.json: ${hosts.length} services`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
