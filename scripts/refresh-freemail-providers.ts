/**
 * Refresh src/reference/email/freemail-spamassassin.json: the freemail domains of Apache SpamAssassin
 * (`freemail_domains` of rules/20_freemail_domains.cf and 20_freemail_mailcom_domains.cf, Apache-2.0, from the Debian
 * package `spamassassin`), minus every domain that FREEMAIL_VETO_LISTS or more of the five bundled disposable lists
 * name in their raw form (mailinator.com and yopmail.com are on SpamAssassin's list: it names "commonly abused end
 * user mail providers", throwaway services included). What is left is never disposable (src/products/email/lists.ts):
 * a mail provider that one disposable list alone names (hush.com, the mail.com family: dr.com, techie.com) is a
 * free provider by SpamAssassin's word.
 *
 *   node --import tsx scripts/refresh-freemail-providers.ts
 *
 * The Debian package is fetched with `apt-get download` into a temporary folder and unpacked with `dpkg-deb -x`
 * (nothing installed); the disposable lists with `npm pack` at the versions the bundled files record. Only exact
 * domains are taken: SpamAssassin's wildcard entries (`yahoo.*`, `mail2*.com`) are left out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FREEMAIL_VETO_LISTS, freemailDomains, rawDisposableLists } from './email-lists-lib.js';

const OUT = new URL('../src/reference/email/freemail-spamassassin.json', import.meta.url);
const RULES = ['20_freemail_domains.cf', '20_freemail_mailcom_domains.cf'];

const dir = mkdtempSync(join(tmpdir(), 'idrisk-freemail-'));
try {
  execFileSync('apt-get', ['download', 'spamassassin'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const deb = readdirSync(dir).find((f) => f.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download spamassassin produced no package');
  const version = deb.split('_')[1]!.replace('%3a', ':');
  execFileSync('dpkg-deb', ['-x', join(dir, deb), join(dir, 'sa')]);
  const text = RULES.map((f) => readFileSync(join(dir, 'sa', 'usr', 'share', 'spamassassin', f), 'utf8')).join('\n');
  const raw = rawDisposableLists(join(dir, 'lists'));
  const all = freemailDomains(text);
  const data = all.filter((d) => raw.filter((l) => l.has(d)).length < FREEMAIL_VETO_LISTS);
  const file = {
    source: `debian:spamassassin@${version} /usr/share/spamassassin/${RULES.join(', ')} (freemail_domains, exact domains)`,
    license: 'Apache-2.0',
    refreshed: new Date().toISOString().slice(0, 10),
    note: `free mail providers, minus any named by ${FREEMAIL_VETO_LISTS}+ bundled disposable lists (raw); never disposable`,
    data,
  };
  writeFileSync(OUT, `${JSON.stringify(file)}\n`);
  console.log(`wrote freemail-spamassassin.json: ${data.length} of ${all.length} domains`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
