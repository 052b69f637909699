/**
 * The email engine: syntax, typos, bundled lists, DNS, SMTP, RDAP, local analysis, Gravatar and imported data
 * (docs/email.md), then one decision table for status/sub_status (status.ts) and the email scorecard (score.ts).
 * Local steps run synchronously; network steps run in parallel under the request deadline.
 */
import type { EmailPayload } from '../../contract/payloads/email.js';
import type { Outcome, ProviderRecord } from '../../enrich/outcome.js';
import type { IdentityProfile } from '../../identity/graph.js';
import { loadEmailReference, type EmailReference } from '../../reference/email/index.js';
import { storedListsOverlay } from '../../reference/email/overlay.js';
import { loadNameData } from '../../reference/names/index.js';
import { profanityMatcher } from '../name/profanity.js';
import type { CoreDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { accountStats, accountTokens, containsName, hasStopWords, looksRandom, parseAccountName, ratio } from './account.js';
import { createImportedReader, type ImportedFacts } from './imported.js';
import { getDomain } from 'tldts';
import { classifyLists, disposableByMx, mxNetworkFingerprint } from './lists.js';
import { mxProvider } from './mx-provider.js';
import { createEmailNetwork, liveEmailClients, type EmailClients, type NetworkFacts } from './network.js';
import { applyBreaches, applyPartials, applyPresence, applySite, applyUsernames, emptyEmailPayload, presenceName, type EmailPayloadDraft } from './payload.js';
import { liveSiteProfiles, type SiteProfiles } from '../domain/site-profile.js';
import { scoreEmail } from './score.js';
import { decideStatus, type DnsState, type SmtpState } from './status.js';
import { parseEmail } from './syntax.js';
import { createTypoChecker } from './typo.js';
import { GENERAL } from '../../scoring/codes/general.js';
import { imagePayloadFields, isFlatImage } from '../../images/fields.js';

const DAY_MS = 86_400_000;

function generalCodes(providers: readonly ProviderRecord[], networkOff: boolean): string[] {
  const out: string[] = [];
  if (networkOff) out.push(GENERAL.network_lookups_disabled);
  if (providers.some((p) => !p.ok && p.reason === 'timeout')) out.push(GENERAL.enrichment_timeout);
  if (providers.some((p) => !p.ok && p.reason === 'unavailable')) out.push(GENERAL.enrichment_unavailable);
  return out;
}

function dnsState(facts: NetworkFacts | null): DnsState {
  if (!facts) return 'skipped';
  const mx = facts.mx;
  if (!mx.ok) return mx.reason === 'timeout' ? 'timeout' : 'failed';
  if (mx.value.nullMx) return 'null_mx';
  return mx.value.hosts.length === 0 ? 'no_records' : 'ok';
}

function smtpState(facts: NetworkFacts | null): SmtpState {
  const o = facts?.smtp;
  if (!o) return 'skipped';
  if (!o.ok) return o.reason === 'timeout' ? 'timeout' : 'exception';
  return o.value.state;
}

const value = <T>(o: Outcome<T> | null | undefined): T | null => (o && o.ok ? o.value : null);

export interface EmailEngineOptions {
  /** The outside services (DNS, RDAP, SMTP, Gravatar); default: the live ones from config. */
  readonly clients?: EmailClients;
  /**
   * The domain engine's site crawls (company_* and domain_website_* fields). Default: live crawls through the outbound
   * guard when the clients are the live ones; none when `clients` are given without it.
   */
  readonly sites?: SiteProfiles;
  /** The bundled lists; default: src/reference/email (tests give a table with MX networks, which the snapshot lacks). */
  readonly reference?: EmailReference;
}

export async function createEmailEngine(deps: CoreDeps, options: EmailEngineOptions = {}): Promise<ProductEngine<'email', EmailPayload>> {
  const bundled = options.reference ?? await loadEmailReference();
  // The bundled lists plus those `idrisk refresh email-lists` stored in the data folder (re-read when they change).
  const currentRef = storedListsOverlay(bundled, deps.config.dataDir, (err) => deps.logger.warn({ err }, 'email lists: the refreshed lists could not be read; the last good ones stay'));
  // The name product's data and profanity matcher (process-wide singletons, shared with the name engine), ready
  // before the first request rather than during it.
  const nameData = loadNameData();
  profanityMatcher();
  const typos = createTypoChecker(bundled.popular, bundled.free);
  const network = deps.config.network.enabled
    ? createEmailNetwork(deps.config, deps.cache, options.clients ?? liveEmailClients(deps.config, deps.cache, bundled, deps.images ?? null))
    : null;
  const imported = deps.sources?.emailDatasets ?? createImportedReader(deps.db);
  const sites = network === null ? null : options.sites ?? (options.clients ? null : liveSiteProfiles(deps.config, deps.cache));

  async function analyze(input: { email: string }, ctx: EngineContext): Promise<ProductOutcome<EmailPayload>> {
    const p: EmailPayloadDraft = emptyEmailPayload();
    p.value = input.email;
    const syntax = parseEmail(input.email);
    if (!syntax.ok) {
      const decision = decideStatus({ syntaxOk: false, disposable: false, typo: false, role: false, randomLocal: false, dns: 'skipped', smtp: 'skipped', usageEvidence: false });
      p.status = decision.status;
      p.sub_status = decision.sub_status;
      const scored = scoreEmail({ decision, role: false, disposable: false, free: false, randomLocal: false, stopWords: false, parsedNameInvalid: false, domainAgeDays: null, breaches: null, firstBreachDaysAgo: null, firstSeenDays: null, presence: false, nameMatch: false, authenticated: false, general: [] });
      Object.assign(p, { score: scored.score, score_cluster: scored.score_cluster, reason_codes: scored.reason_codes });
      return { payload: p, scored, touchpoints: [], providers: [], signals: { email_valid: false } };
    }
    const email = syntax.email;
    const address = `${email.local}@${email.domain}`;
    const touch = { kind: 'email' as const, value: address.toLowerCase() };

    // Local steps (no waiting on the network).
    const stats = accountStats(email.local);
    const tokens = accountTokens(email.local);
    const ref = currentRef();
    const lists = classifyLists(ref, email.domain, email.local);
    const suggestion = typos.suggest(email.domain);
    const randomLocal = looksRandom(email.local, stats);
    const stopWords = hasStopWords(tokens, email.local);
    const parsedName = parseAccountName(tokens, nameData);
    const containsFirst = containsName(email.local, ctx.given.first_name);
    const containsLast = containsName(email.local, ctx.given.last_name);

    // Network and stored data, in parallel.
    const [facts, data, profile, site] = await Promise.all([
      network
        ? network.run({ address, domain: email.domain, registrable: email.registrable, smtp: !lists.disposable && suggestion === null, now: ctx.now,
          mxAddresses: ref.mxNetworks.length > 0 && !lists.disposable && lists.alias === null && lists.organisation === null }, ctx.deadline)
        : Promise.resolve(null),
      imported.read(address),
      deps.graph.profile(touch, graphScopeOf(ctx), ctx.now) as Promise<IdentityProfile>,
      sites ? sites.profile(email.domain, ctx.deadline, 'email.website') : Promise.resolve(null),
    ]);
    const providers = [...(facts?.providers ?? []), ...(site ? [site.record] : [])];
    const data_: ImportedFacts = data;

    // MX hosts of a temp-mail service (its fingerprint, or a host under a listed disposable domain) make the domain
    // disposable too (lists.ts), unless the domain is an alias service's or a real organisation's.
    const mxFacts = value(facts?.mx);
    const mxChecked = !lists.disposable && lists.alias === null && lists.organisation === null && mxFacts !== null && !mxFacts.implicit;
    const byHost = mxChecked ? disposableByMx(ref, mxFacts.hosts, (h) => getDomain(h), email.registrable) : null;
    // Then the addresses of its first MX hosts against the services' networks, unless a host is a real provider's.
    const addresses = value(facts?.mxAddresses);
    const realHost = mxFacts !== null && mxFacts.hosts.some((h) => { const r = getDomain(h); return r !== null && (ref.commonFree.has(r) || ref.allowlist.has(r) || ref.organisations.all.has(r)); });
    const byAddress = mxChecked && byHost === null && addresses && !realHost ? addresses.map((ip) => mxNetworkFingerprint(ref, ip)).find((p) => p !== null) ?? null : null;
    const mxMatch = byHost ?? byAddress;
    const disposable = lists.disposable || mxMatch !== null;
    const disposableMatch = lists.disposable ? lists.disposableMatch : mxMatch;
    const disposableList = lists.disposable ? lists.disposableList : mxMatch !== null ? 'mx' : null;
    const isFree = lists.free && !disposable;
    // Young-domain evidence (RE019): new by RDAP, receives mail, no website; never for a listed provider or organisation.
    const websiteFacts = facts?.website;
    const mailOnly = websiteFacts?.ok === true && websiteFacts.value === false && mxFacts !== null && mxFacts.hosts.length > 0 && !mxFacts.implicit
      && !isFree && lists.alias === null && lists.organisation === null && !lists.allowlisted
      && !ref.commonFree.has(email.registrable ?? email.domain) && !ref.allowlist.has(email.registrable ?? email.domain);

    const presenceFound = data_.presence ? Object.values(data_.presence).some((o) => o?.present) : false;
    const gravatar = value(facts?.gravatar);
    const usageEvidence = (data_.breaches?.count ?? 0) > 0 || presenceFound || gravatar?.exists === true;
    const decision = decideStatus({
      syntaxOk: true, disposable, typo: suggestion !== null, role: lists.role, randomLocal,
      dns: dnsState(facts), smtp: smtpState(facts), usageEvidence,
    });

    // Payload.
    p.status = decision.status;
    p.sub_status = decision.sub_status;
    p.domain = email.domain;
    p.is_disposable = disposable;
    p.disposable_provider_name = disposableMatch;
    p.is_free = isFree;
    p.is_role = lists.role;
    p.did_you_mean = suggestion === null ? null : `${email.local}@${suggestion}`;
    p.account_length = stats.length;
    p.account_dots_count = stats.dots;
    p.account_numbers_count = stats.numbers;
    p.account_letters_count = stats.letters;
    p.account_symbols_count = stats.symbols;
    p.account_vowels_count = stats.vowels;
    p.account_consonants_count = stats.consonants;
    p.account_dots_ratio = ratio(stats.dots, stats.length);
    p.account_numbers_ratio = ratio(stats.numbers, stats.length);
    p.account_letters_ratio = ratio(stats.letters, stats.length);
    p.account_symbols_ratio = ratio(stats.symbols, stats.length);
    p.account_vowels_ratio = ratio(stats.vowels, stats.length);
    p.account_consonants_ratio = ratio(stats.consonants, stats.length);
    p.has_stop_words = stopWords;
    p.parsed_first_name = parsedName.first;
    p.parsed_last_name = parsedName.last;
    p.parsed_name_is_valid = parsedName.valid;
    p.parsed_name_risk_type = parsedName.riskType;
    p.contains_first_name = containsFirst;
    p.contains_last_name = containsLast;

    const mx = value(facts?.mx);
    if (mx) {
      p.domain_mx_is_valid = mx.hosts.length > 0 && !mx.implicit;
      p.domain_mx_provider = mx.implicit ? null : mxProvider(mx.hosts);
    }
    const rdap = value(facts?.rdap);
    let domainAgeDays: number | null = null;
    if (rdap) {
      if (rdap.registered) domainAgeDays = Math.max(0, Math.floor((ctx.now.getTime() - Date.parse(rdap.registered)) / DAY_MS));
      p.domain_age = domainAgeDays;
      p.domain_registrar = rdap.registrar;
      p.domain_registered_to = rdap.registrant;
    }
    if (gravatar) {
      p.has_gravatar = gravatar.exists;
      p.gravatar_profile_picture = gravatar.picture;
      p.gravatar_first_name = gravatar.firstName;
      p.gravatar_last_name = gravatar.lastName;
      p.gravatar_username = gravatar.username;
      p.gravatar_city = gravatar.city;
      p.avatar = gravatar.picture;
      if (gravatar.picture) p.image_source = 'gravatar';
    }
    const images = value(facts?.images);
    if (images && gravatar?.picture) Object.assign(p, imagePayloadFields([gravatar.picture], images));
    if (site?.profile) applySite(p, site.profile, !isFree && !disposable);
    if (data_.breaches) {
      applyBreaches(p, data_.breaches);
      applyPartials(p, data_.breaches, address);
    }
    if (data_.presence) applyUsernames(p, data_.presence);
    if (data_.presence) {
      const gravatarFlag = p.has_gravatar;
      applyPresence(p, data_.presence);
      if (gravatarFlag !== null) p.has_gravatar = gravatarFlag || p.has_gravatar === true;
    }
    const social = data_.presence ? presenceName(data_.presence) : null;
    const names = social ?? (gravatar?.firstName && gravatar.lastName ? { first: gravatar.firstName, last: gravatar.lastName } : null);
    if (names) {
      p.first_name = names.first;
      p.last_name = names.last;
    }
    p.identity_ip_count = profile.counts.ip;
    p.identity_msisdn_count = profile.counts.phone;
    p.identity_name_count = profile.counts.name;
    p.first_seen = profile.first_seen;
    p.first_seen_days = profile.first_seen_days;

    const auth = value(facts?.auth);
    const first = data_.breaches?.first_breach;
    const scored = scoreEmail({
      decision, role: lists.role, disposable, disposableByMx: !lists.disposable && mxMatch !== null, alias: lists.alias !== null, newMailOnly: mailOnly,
      free: isFree, randomLocal, stopWords,
      parsedNameInvalid: parsedName.valid === false, domainAgeDays,
      breaches: data_.breaches ? data_.breaches.count : null,
      firstBreachDaysAgo: first ? Math.floor((ctx.now.getTime() - Date.parse(first)) / DAY_MS) : null,
      firstSeenDays: profile.first_seen_days,
      presence: presenceFound || gravatar?.exists === true,
      nameMatch: containsFirst === true || containsLast === true,
      avatarNotPhoto: images !== null && isFlatImage(images),
      authenticated: auth !== null && auth.spf !== null && auth.dmarc !== null,
      general: generalCodes(providers, network === null),
    });
    p.score = scored.score;
    p.score_cluster = scored.score_cluster;
    p.reason_codes = scored.reason_codes;

    return {
      payload: p,
      scored,
      touchpoints: [touch],
      providers,
      signals: { email_valid: true },
    };
  }

  return { product: 'email', analyze };
}
