/**
 * Refresh the RDAP bootstrap file shipped with the email engine (src/reference/email/rdap-bootstrap.json)
 * from IANA's registry of RDAP services for domain names.
 *
 *   node --import tsx scripts/refresh-rdap-bootstrap.ts [URL]
 *
 * URL defaults to https://data.iana.org/rdap/dns.json. The file is validated (RFC 9224 shape: `services` is a
 * list of [tlds[], urls[]]) before it replaces the shipped one; its `publication` date is kept as IANA wrote it.
 */
import { writeFileSync } from 'node:fs';

const url = process.argv[2] ?? 'https://data.iana.org/rdap/dns.json';
const OUT = new URL('../src/reference/email/rdap-bootstrap.json', import.meta.url);

interface Bootstrap {
  description?: string;
  publication: string;
  version: string;
  services: [string[], string[]][];
}

function validate(body: unknown): Bootstrap {
  const b = body as Partial<Bootstrap>;
  if (typeof b !== 'object' || b === null || !Array.isArray(b.services) || typeof b.publication !== 'string') {
    throw new Error('not an RDAP bootstrap file: missing services or publication');
  }
  for (const s of b.services) {
    const ok = Array.isArray(s) && s.length >= 2 && Array.isArray(s[0]) && Array.isArray(s[1]) &&
      s[0].every((t) => typeof t === 'string') && s[1].every((u) => typeof u === 'string' && /^https?:\/\//.test(u));
    if (!ok) throw new Error(`bad service entry ${JSON.stringify(s)}`);
  }
  return b as Bootstrap;
}

const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
const boot = validate(await res.json());
const out = { ...boot, idrisk_source: `downloaded from ${url} on ${new Date().toISOString().slice(0, 10)}` };
writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${boot.services.length} services, publication ${boot.publication}`);
