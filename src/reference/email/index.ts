/**
 * Bundled email reference lists (JSON beside this file, each with its source, licence and refresh date).
 * Loaded by loadEmailReference (once per process, by the composition root's BundledReference); lookups are Set/Map reads.
 */
import { readFileSync } from 'node:fs';
import type ipaddr from 'ipaddr.js';
import { parseCidr } from '../../enrich/guard.js';

export interface ListMeta {
  readonly source: string;
  readonly license: string;
  readonly refreshed: string;
}

interface ListFile<T> extends ListMeta {
  readonly data: T;
}
interface DisposableFile extends ListMeta {
  readonly data: { readonly domains: readonly string[]; readonly wildcards: readonly string[] };
}

export interface DisposableList {
  /** Short name recorded in `disposable_provider_name` docs and signals, e.g. `disposable-email-domains`. */
  readonly name: string;
  readonly meta: ListMeta;
  readonly domains: ReadonlySet<string>;
  /** Domains whose every subdomain is disposable (`*.33mail.com`). */
  readonly wildcards: ReadonlySet<string>;
}

export interface EmailReference {
  readonly disposable: readonly DisposableList[];
  readonly allowlist: ReadonlySet<string>;
  readonly free: ReadonlySet<string>;
  /** Common free providers (common-free.json, real-providers.json, freemail-spamassassin.json): never disposable, whatever a list says. */
  readonly commonFree: ReadonlySet<string>;
  readonly roles: ReadonlySet<string>;
  /**
   * Real organisations: never disposable (organisations.json, curated, and organisations-spamassassin.json, SpamAssassin's
   * welcomelist) and, for the curated ones only, never free (`curated`).
   */
  readonly organisations: { readonly all: ReadonlySet<string>; readonly curated: ReadonlySet<string> };
  /** MX host suffixes of temp-mail services -> the service (mx-fingerprints.json). */
  readonly mxFingerprints: ReadonlyMap<string, string>;
  /** Addresses (as /32, /128) and networks of temp-mail services' MX hosts (mx-fingerprints.json; empty when built offline). */
  readonly mxNetworks: readonly MxNetwork[];
  /** Forwarding (alias) services by domain, with the service's name (aliases.json). */
  readonly aliases: ReadonlyMap<string, string>;
  /** Popular consumer domains, most used first (typo targets). */
  readonly popular: readonly string[];
  readonly rdapBootstrap: RdapBootstrapFile;
  readonly meta: Readonly<Record<string, ListMeta>>;
}

export interface MxNetwork {
  readonly net: [ipaddr.IPv4 | ipaddr.IPv6, number];
  readonly provider: string;
}

interface MxFingerprintFile {
  readonly hosts: readonly { readonly suffix: string; readonly provider: string }[];
  readonly addresses: readonly { readonly address: string; readonly provider: string }[];
  readonly networks: readonly { readonly network: string; readonly provider: string }[];
}

/** The address and network entries of an MX fingerprint table; an entry that does not parse is an error of the file. */
export function mxNetworksOf(f: Pick<MxFingerprintFile, 'addresses' | 'networks'>): MxNetwork[] {
  const out: MxNetwork[] = [];
  for (const [text, provider] of [...f.addresses.map((a) => [a.address, a.provider] as const), ...f.networks.map((n) => [n.network, n.provider] as const)]) {
    const net = parseCidr(text);
    if (!net) throw new Error(`mx-fingerprints.json: "${text}" is not an address or a CIDR`);
    out.push({ net, provider });
  }
  return out;
}

export interface RdapBootstrapFile {
  readonly publication: string;
  readonly services: readonly (readonly [readonly string[], readonly string[]])[];
}

/**
 * The list files are read by loadEmailReference and dropped once its sets and maps are built (issue 33): a JSON module
 * import keeps every parsed file for the life of the process. These type-only imports keep tsc copying them into the build.
 */
export type BundledEmailFiles = [
  typeof import('./disposable-ivolo.json'),
  typeof import('./disposable-cc0.json'),
  typeof import('./disposable-mailchecker.json'),
  typeof import('./disposable-burner.json'),
  typeof import('./disposable-tompec.json'),
  typeof import('./common-free.json'),
  typeof import('./allowlist.json'),
  typeof import('./free-providers.json'),
  typeof import('./role-local-parts.json'),
  typeof import('./popular-domains.json'),
  typeof import('./rdap-bootstrap.json'),
  typeof import('./real-providers.json'),
  typeof import('./freemail-spamassassin.json'),
  typeof import('./organisations.json'),
  typeof import('./organisations-spamassassin.json'),
  typeof import('./aliases.json'),
  typeof import('./mx-fingerprints.json'),
];
const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

const metaOf = (f: ListMeta): ListMeta => ({ source: f.source, license: f.license, refreshed: f.refreshed });

/**
 * Load the lists: a new copy each call. The composition root keeps one per process (src/products/bundled.ts) and the
 * engines, the sandbox and the refresh share it.
 */
export async function loadEmailReference(): Promise<EmailReference> {
  // Read and parsed here, dropped once the sets are built (a JSON module would stay loaded for the life of the process).
  const ivolo = readJson<DisposableFile>('./disposable-ivolo.json');
  const cc0 = readJson<DisposableFile>('./disposable-cc0.json');
  const mailchecker = readJson<DisposableFile>('./disposable-mailchecker.json');
  const burner = readJson<DisposableFile>('./disposable-burner.json');
  const tompec = readJson<DisposableFile>('./disposable-tompec.json');
  const commonFree = readJson<ListFile<string[]>>('./common-free.json');
  const allow = readJson<ListFile<string[]>>('./allowlist.json');
  const free = readJson<ListFile<string[]>>('./free-providers.json');
  const roles = readJson<ListFile<string[]>>('./role-local-parts.json');
  const popular = readJson<ListFile<string[]>>('./popular-domains.json');
  const rdap = readJson<RdapBootstrapFile>('./rdap-bootstrap.json');
  const realProviders = readJson<ListFile<string[]>>('./real-providers.json');
  const freemail = readJson<ListFile<string[]>>('./freemail-spamassassin.json');
  const orgs = readJson<ListFile<string[]>>('./organisations.json');
  const orgsSa = readJson<ListFile<string[]>>('./organisations-spamassassin.json');
  const aliases = readJson<ListFile<Record<string, string>>>('./aliases.json');
  const mxfp = readJson<ListFile<MxFingerprintFile>>('./mx-fingerprints.json');
  const list = (name: string, f: DisposableFile): DisposableList => ({
    name,
    meta: metaOf(f),
    domains: new Set(f.data.domains),
    wildcards: new Set(f.data.wildcards),
  });
  return {
    // The CC0 list is checked first: it is the curated one; the MIT lists are larger and catch more (the last three
    // hold only domains the first two lack).
    disposable: [
      list('disposable-email-domains-js', cc0), list('disposable-email-domains', ivolo), list('mailchecker', mailchecker),
      list('burner-email-providers', burner), list('disposable-domains', tompec),
    ],
    allowlist: new Set(allow.data),
    // SpamAssassin's freemail domains are free providers too (email-providers lacks some: hush.com, dr.com).
    free: new Set([...free.data, ...freemail.data]),
    // Common free providers, the domains of real public providers (real-providers.json) and SpamAssassin's freemail
    // domains that fewer than two disposable lists name (freemail-spamassassin.json): never disposable.
    commonFree: new Set([...commonFree.data, ...realProviders.data, ...freemail.data]),
    roles: new Set(roles.data),
    organisations: { all: new Set([...orgs.data, ...orgsSa.data]), curated: new Set(orgs.data) },
    aliases: new Map(Object.entries(aliases.data)),
    mxFingerprints: new Map(mxfp.data.hosts.map((h) => [h.suffix, h.provider])),
    mxNetworks: mxNetworksOf(mxfp.data),
    popular: popular.data,
    rdapBootstrap: rdap,
    meta: {
      'disposable-email-domains-js': metaOf(cc0),
      'disposable-email-domains': metaOf(ivolo),
      mailchecker: metaOf(mailchecker),
      'burner-email-providers': metaOf(burner),
      'disposable-domains': metaOf(tompec),
      'common-free': metaOf(commonFree),
      'real-providers': metaOf(realProviders),
      'freemail-spamassassin': metaOf(freemail),
      allowlist: metaOf(allow),
      organisations: metaOf(orgs),
      'organisations-spamassassin': metaOf(orgsSa),
      aliases: metaOf(aliases),
      'mx-fingerprints': metaOf(mxfp),
      free: metaOf(free),
      roles: metaOf(roles),
      popular: metaOf(popular),
    },
  };
}
