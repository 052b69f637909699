/**
 * Refresh src/reference/email/organisations-spamassassin.json: the registrable domains of the organisations whose mail
 * Apache SpamAssassin trusts once authenticated (`def_welcomelist_auth`, `def_welcomelist_from_dkim`,
 * `def_welcomelist_from_spf`, `def_welcomelist_from_rcvd` of rules/60_welcomelist*.cf, Apache-2.0, from the Debian
 * package `spamassassin`): banks, retailers, public bodies, software projects. A domain of theirs is never disposable,
 * whatever a list says (src/products/email/lists.ts): a list entry alone must not condemn an organisation.
 *
 *   node --import tsx scripts/refresh-organisations.ts
 *
 * The Debian package is fetched with `apt-get download` into a temporary folder and unpacked with `dpkg-deb -x`
 * (nothing installed). Entries with a wildcard inside the host (`*@*.ebay.*`) are left out; `*@*.example.com` gives
 * example.com. Not used for the free-provider verdict: aol.com is on the welcomelist and is free webmail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { welcomelistDomains } from './email-lists-lib.js';

const OUT = new URL('../src/reference/email/organisations-spamassassin.json', import.meta.url);
const WELCOMELIST_RULES = ['60_welcomelist.cf', '60_welcomelist_auth.cf', '60_welcomelist_dkim.cf', '60_welcomelist_spf.cf'];

const dir = mkdtempSync(join(tmpdir(), 'idrisk-orgs-'));
try {
  execFileSync('apt-get', ['download', 'spamassassin'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const deb = readdirSync(dir).find((f) => f.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download spamassassin produced no package');
  const version = deb.split('_')[1]!.replace('%3a', ':');
  execFileSync('dpkg-deb', ['-x', join(dir, deb), join(dir, 'sa')]);
  const text = WELCOMELIST_RULES.map((f) => readFileSync(join(dir, 'sa', 'usr', 'share', 'spamassassin', f), 'utf8')).join('\n');
  const data = welcomelistDomains(text);
  writeFileSync(OUT, `${JSON.stringify({
    source: `debian:spamassassin@${version} /usr/share/spamassassin/${WELCOMELIST_RULES.join(', ')} (welcomelist entries, registrable domains)`,
    license: 'Apache-2.0',
    refreshed: new Date().toISOString().slice(0, 10),
    note: 'organisations whose authenticated mail SpamAssassin trusts; never disposable',
    data,
  })}\n`);
  console.log(`wrote organisations-spamassassin.json: ${data.length} domains`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
