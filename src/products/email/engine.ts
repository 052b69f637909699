/**
 * The email engine: syntax, typos, bundled lists, DNS, SMTP, RDAP, local analysis, Gravatar and imported data
 * (docs/email.md), then one decision table for status/sub_status (status.ts) and the email scorecard (score.ts).
 * Named steps: local facts (the address and the bundled lists, synchronous) -> network facts (DNS, SMTP, RDAP,
 * Gravatar, imported data, the graph and the site, in parallel under the request deadline) -> the verdict that needs
 * both -> payload -> score.
 */
import type { EmailPayload } from '../../contract/payloads/email.js';
import type { Outcome, ProviderRecord } from '../../enrich/outcome.js';
import type { IdentityProfile, Touchpoint } from '../../identity/graph.js';
import type { EmailReference } from '../../reference/email/index.js';
import { storedListsOverlay } from '../../reference/email/overlay.js';
import type { CoreDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { accountStats, accountTokens, containsName, hasStopWords, looksRandom, parseAccountName, ratio, type AccountStats, type ParsedName } from './account.js';
import { createImportedReader, type ImportedFacts } from './imported.js';
import { readNowOn } from '../read-now.js';
import { FifoMemo } from '../../memo/fifo.js';
import { forgottenOnErasure } from '../../memo/personal.js';
import { getDomain } from 'tldts';
import { classifyLists, disposableByMx, mxNetworkFingerprint, type ListVerdict } from './lists.js';
import { mxProvider } from './mx-provider.js';
import { createEmailNetwork, liveEmailClients, type EmailClients, type NetworkFacts } from './network.js';
import { applyBreaches, applyPartials, applyPresence, applySite, emptyEmailPayload, presenceName, type EmailPayloadDraft } from './payload.js';
import { enrichmentCodes, fillIdentity, fillScore, fillToUsername } from '../fill.js';
import { liveSiteProfiles, type SiteLookup, type SiteProfiles } from '../domain/site-profile.js';
import { scoreEmail, type ScoreFacts } from './score.js';
import { decideStatus, type DnsState, type SmtpState, type StatusDecision } from './status.js';
import { parseEmail, type ParsedEmail } from './syntax.js';
import { createTypoChecker } from './typo.js';
import type { GravatarProfile } from './gravatar.js';
import { GENERAL } from '../../scoring/codes/general.js';
import { imagePayloadFields, isFlatImage } from '../../images/fields.js';

const DAY_MS = 86_400_000;

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

/** What the address and the bundled lists say (step 1). */
interface LocalFacts {
  readonly email: ParsedEmail;
  /** local@domain as given (the domain's case kept). */
  readonly address: string;
  readonly touch: Touchpoint;
  readonly stats: AccountStats;
  readonly ref: EmailReference;
  readonly lists: ListVerdict;
  readonly suggestion: string | null;
  readonly randomLocal: boolean;
  readonly stopWords: boolean;
  readonly parsedName: ParsedName;
  readonly containsFirst: boolean | null;
  readonly containsLast: boolean | null;
}

/** What the local part alone says (step 1, memoized per local part in the engine). */
type LocalPartFacts = Pick<LocalFacts, 'stats' | 'randomLocal' | 'stopWords' | 'parsedName'>;

/** Bound of the engine's memo of recent local parts (entries), and the longest local part it keeps. */
export const LOCAL_PART_MEMO_ENTRIES = 2_000;
const LOCAL_PART_MEMO_MAX_LENGTH = 128;
/** Bound of the engine's memo of the names local parts carry (first and last word pairs, entries). */
export const PARSED_NAME_MEMO_ENTRIES = 2_000;

/** What the outside services, the imported data, the graph and the site crawl say (step 2). */
interface NetFacts {
  /** Null: network lookups are off. */
  readonly facts: NetworkFacts | null;
  readonly data: ImportedFacts;
  readonly profile: IdentityProfile;
  readonly site: SiteLookup | null;
  readonly providers: readonly ProviderRecord[];
}

/** What the engine concludes from both: disposable by MX, free, young mail-only domain, usage, status. */
interface Verdict {
  readonly mxMatch: string | null;
  readonly disposable: boolean;
  readonly disposableMatch: string | null;
  readonly isFree: boolean;
  readonly mailOnly: boolean;
  readonly presenceFound: boolean;
  readonly gravatar: GravatarProfile | null;
  readonly decision: StatusDecision;
  readonly domainAgeDays: number | null;
}

/** An address that fails the syntax check: its status, the scorecard on that alone, every other field null. */
function invalidAddress(value: string): ProductOutcome<EmailPayload> {
  const p = emptyEmailPayload();
  p.value = value;
  const decision = decideStatus({ syntaxOk: false, disposable: false, typo: false, role: false, randomLocal: false, dns: 'skipped', smtp: 'skipped', usageEvidence: false });
  p.status = decision.status;
  p.sub_status = decision.sub_status;
  const scored = scoreEmail({ decision, role: false, disposable: false, free: false, randomLocal: false, stopWords: false, parsedNameInvalid: false, domainAgeDays: null, breaches: null, firstBreachDaysAgo: null, firstSeenDays: null, presence: false, nameMatch: false, authenticated: false, general: [] });
  fillScore(p, scored);
  return { payload: p, scored, touchpoints: [], providers: [], signals: { email_valid: false } };
}

/** Step 3: the conclusions that need both the local and the network facts. */
function judge(l: LocalFacts, n: NetFacts, now: Date): Verdict {
  const { lists, ref, email } = l;
  const facts = n.facts;
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
  const isFree = lists.free && !disposable;
  // Young-domain evidence (RE019): new by RDAP, receives mail, no website; never for a listed provider or organisation.
  const websiteFacts = facts?.website;
  const mailOnly = websiteFacts?.ok === true && websiteFacts.value === false && mxFacts !== null && mxFacts.hosts.length > 0 && !mxFacts.implicit
    && !isFree && lists.alias === null && lists.organisation === null && !lists.allowlisted
    && !ref.commonFree.has(email.registrable ?? email.domain) && !ref.allowlist.has(email.registrable ?? email.domain);
  const data = n.data;
  const presenceFound = data.presence ? Object.values(data.presence).some((o) => o?.present) : false;
  const gravatar = value(facts?.gravatar);
  const usageEvidence = (data.breaches?.count ?? 0) > 0 || presenceFound || gravatar?.exists === true;
  const decision = decideStatus({
    syntaxOk: true, disposable, typo: l.suggestion !== null, role: lists.role, randomLocal: l.randomLocal,
    dns: dnsState(facts), smtp: smtpState(facts), usageEvidence,
  });
  const rdap = value(facts?.rdap);
  const domainAgeDays = rdap?.registered ? Math.max(0, Math.floor((now.getTime() - Date.parse(rdap.registered)) / DAY_MS)) : null;
  return {
    mxMatch, disposable, isFree, mailOnly, presenceFound, gravatar, decision, domainAgeDays,
    disposableMatch: lists.disposable ? lists.disposableMatch : mxMatch,
  };
}

/** Step 4, the payload: every field from the facts and the verdict (the score fields last, in analyze). */
function fillEmail(p: EmailPayloadDraft, l: LocalFacts, n: NetFacts, v: Verdict): void {
  const { stats, lists, parsedName, email } = l;
  const facts = n.facts;
  p.status = v.decision.status;
  p.sub_status = v.decision.sub_status;
  p.domain = email.domain;
  p.is_disposable = v.disposable;
  p.disposable_provider_name = v.disposableMatch;
  p.is_free = v.isFree;
  p.is_role = lists.role;
  p.did_you_mean = l.suggestion === null ? null : `${email.local}@${l.suggestion}`;
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
  p.has_stop_words = l.stopWords;
  p.parsed_first_name = parsedName.first;
  p.parsed_last_name = parsedName.last;
  p.parsed_name_is_valid = parsedName.valid;
  p.parsed_name_risk_type = parsedName.riskType;
  p.contains_first_name = l.containsFirst;
  p.contains_last_name = l.containsLast;

  const mx = value(facts?.mx);
  if (mx) {
    p.domain_mx_is_valid = mx.hosts.length > 0 && !mx.implicit;
    p.domain_mx_provider = mx.implicit ? null : mxProvider(mx.hosts);
  }
  const rdap = value(facts?.rdap);
  if (rdap) {
    p.domain_age = v.domainAgeDays;
    p.domain_registrar = rdap.registrar;
    p.domain_registered_to = rdap.registrant;
  }
  const gravatar = v.gravatar;
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
  if (n.site?.profile) applySite(p, n.site.profile, !v.isFree && !v.disposable);
  const data = n.data;
  if (data.breaches) {
    applyBreaches(p, data.breaches);
    applyPartials(p, data.breaches, l.address);
  }
  if (data.presence) {
    fillToUsername(p, data.presence);
    const gravatarFlag = p.has_gravatar;
    applyPresence(p, data.presence);
    if (gravatarFlag !== null) p.has_gravatar = gravatarFlag || p.has_gravatar === true;
  }
  const social = data.presence ? presenceName(data.presence) : null;
  const names = social ?? (gravatar?.firstName && gravatar.lastName ? { first: gravatar.firstName, last: gravatar.lastName } : null);
  if (names) {
    p.first_name = names.first;
    p.last_name = names.last;
  }
  fillIdentity(p, n.profile, ['ip', 'phone', 'name'], true);
}

/** Step 5, what the email scorecard reads. */
function scoreFacts(l: LocalFacts, n: NetFacts, v: Verdict, now: Date, networkOff: boolean): ScoreFacts {
  const { lists } = l;
  const data = n.data;
  const auth = value(n.facts?.auth);
  const images = value(n.facts?.images);
  const first = data.breaches?.first_breach;
  const general = enrichmentCodes(n.providers);
  if (networkOff) general.unshift(GENERAL.network_lookups_disabled);
  return {
    decision: v.decision, role: lists.role, disposable: v.disposable, disposableByMx: !lists.disposable && v.mxMatch !== null, alias: lists.alias !== null,
    newMailOnly: v.mailOnly, free: v.isFree, randomLocal: l.randomLocal, stopWords: l.stopWords,
    parsedNameInvalid: l.parsedName.valid === false, domainAgeDays: v.domainAgeDays,
    breaches: data.breaches ? data.breaches.count : null,
    firstBreachDaysAgo: first ? Math.floor((now.getTime() - Date.parse(first)) / DAY_MS) : null,
    firstSeenDays: n.profile.first_seen_days,
    presence: v.presenceFound || v.gravatar?.exists === true,
    nameMatch: l.containsFirst === true || l.containsLast === true,
    avatarNotPhoto: images !== null && isFlatImage(images),
    authenticated: auth !== null && auth.spf !== null && auth.dmarc !== null,
    general,
  };
}

export interface EmailEngineOptions {
  /** The outside services (DNS, RDAP, SMTP, Gravatar); default: the live ones from config. */
  readonly clients?: EmailClients;
  /**
   * The domain engine's site crawls (company_* and domain_website_* fields). Default: live crawls through the outbound
   * guard when the clients are the live ones; none when `clients` are given without it.
   */
  readonly sites?: SiteProfiles;
  /** The email lists; default: the bundled ones of `deps.reference` (tests give a table with MX networks, which the snapshot lacks). */
  readonly reference?: EmailReference;
}

export async function createEmailEngine(deps: CoreDeps, options: EmailEngineOptions = {}): Promise<ProductEngine<'email', EmailPayload>> {
  const bundled = options.reference ?? await deps.reference.email();
  // The bundled lists plus those `idrisk refresh email-lists` stored in the data folder (re-read when they change).
  const currentRef = storedListsOverlay(bundled, deps.config.dataDir, (err) => deps.logger.warn({ err }, 'email lists: the refreshed lists could not be read; the last good ones stay'));
  // The name product's data and profanity matcher (the process's bundled reference, shared with the name engine),
  // ready before the first request rather than during it.
  const nameData = deps.reference.names();
  const typos = createTypoChecker(bundled.popular, bundled.free);
  const network = deps.config.network.enabled
    ? createEmailNetwork(deps.config, deps.cache, options.clients ?? liveEmailClients(deps.config, deps.cache, bundled, deps.images ?? null))
    : null;
  const imported = deps.sources?.emailDatasets ?? createImportedReader(deps.db);
  // SQLite: the imported data and the graph profile in one read transaction, run at once (src/products/read-now.ts).
  const readNow = imported.readSync && imported.readsNow && deps.graph.profileSync ? readNowOn(deps.sqlite) : null;
  const sites = network === null ? null : options.sites ?? (options.clients ? null : liveSiteProfiles(deps.config, deps.cache));

  /**
   * What the local part alone says (its statistics, random look, stop words, the name it carries): pure functions of
   * the local part and the bundled name data (the engine's, loaded once), for the local parts seen recently (a
   * customer's address recurs; role and name-shaped local parts are shared by many addresses). The objects are never
   * changed once made. Bounded: the oldest entry goes first (a local part is at most 64 octets).
   */
  const recentLocals = forgottenOnErasure(new FifoMemo<string, LocalPartFacts>(LOCAL_PART_MEMO_ENTRIES));
  function localPart(local: string): LocalPartFacts {
    const known = recentLocals.get(local);
    if (known !== undefined) return known;
    const stats = accountStats(local);
    const tokens = accountTokens(local);
    const made = { stats, randomLocal: looksRandom(local, stats), stopWords: hasStopWords(tokens, local), parsedName: parsedName(tokens) };
    if (local.length <= LOCAL_PART_MEMO_MAX_LENGTH) {
      recentLocals.set(local, made);
    }
    return made;
  }

  /**
   * The name a local part carries and the name product's check of it: a pure function of its two words and the
   * bundled name data, for the word pairs seen recently (a name recurs under many local parts: `maria_garcia1970`,
   * `maria.garcia`, with other digits, which the local parts' memo keeps apart). Any other token list gives no name
   * and needs no check. The objects are never changed once made. Bounded as the local parts' memo.
   */
  const recentNames = forgottenOnErasure(new FifoMemo<string, ParsedName>(PARSED_NAME_MEMO_ENTRIES));
  function parsedName(tokens: readonly string[]): ParsedName {
    if (tokens.length !== 2) return parseAccountName(tokens, nameData);
    // Words of letters hold no NUL, so a key of one NUL is one pair; a token with a NUL gives no name whichever way
    // the key splits (parseAccountName takes letters only).
    const key = `${tokens[0]}\u0000${tokens[1]}`;
    const known = recentNames.get(key);
    if (known !== undefined) return known;
    const made = parseAccountName(tokens, nameData);
    if (key.length <= LOCAL_PART_MEMO_MAX_LENGTH) recentNames.set(key, made);
    return made;
  }

  /** Step 1, local facts: what the address itself and the bundled lists say (no waiting on the network). */
  function localFacts(email: ParsedEmail, ctx: EngineContext): LocalFacts {
    const { stats, randomLocal, stopWords, parsedName } = localPart(email.local);
    const ref = currentRef();
    const address = `${email.local}@${email.domain}`;
    return {
      email, address, touch: { kind: 'email', value: address.toLowerCase() }, stats, ref,
      lists: classifyLists(ref, email.domain, email.local),
      suggestion: typos.suggest(email.domain),
      randomLocal,
      stopWords,
      parsedName,
      containsFirst: containsName(email.local, ctx.given.first_name),
      containsLast: containsName(email.local, ctx.given.last_name),
    };
  }

  /** Step 2, network facts: DNS, RDAP, SMTP, Gravatar, the imported data, the identity graph and the site, in parallel. */
  async function networkFacts(l: LocalFacts, ctx: EngineContext): Promise<NetFacts> {
    const { email, lists, ref } = l;
    // The network lookups and the site leave first; the local reads run while they are out.
    const factsP = network
      ? network.run({ address: l.address, domain: email.domain, registrable: email.registrable, smtp: !lists.disposable && l.suggestion === null, now: ctx.now,
        mxAddresses: ref.mxNetworks.length > 0 && !lists.disposable && lists.alias === null && lists.organisation === null }, ctx.deadline)
      : Promise.resolve(null);
    const siteP = sites ? sites.profile(email.domain, ctx.deadline, 'email.website') : Promise.resolve(null);
    const scope = graphScopeOf(ctx);
    // No dataset holds rows: the profile alone, one statement needs no transaction around it.
    const datasetReads = readNow ? imported.readsNow!() : null;
    const read =
      datasetReads === null
        ? null
        : readNow![datasetReads === 0 ? 'one' : 'many'](ctx.deadline, (sqlite) => {
            const data = imported.readSync!(l.address, sqlite);
            return data === null ? null : { data, profile: deps.graph.profileSync!(l.touch, scope, ctx.now, sqlite) };
          });
    const [facts, data, profile, site] = await Promise.all([
      factsP,
      read ? read.data : imported.read(l.address),
      read ? read.profile : (deps.graph.profile(l.touch, scope, ctx.now) as Promise<IdentityProfile>),
      siteP,
    ]);
    return { facts, data, profile, site, providers: [...(facts?.providers ?? []), ...(site ? [site.record] : [])] };
  }

  async function analyze(input: { email: string }, ctx: EngineContext): Promise<ProductOutcome<EmailPayload>> {
    const syntax = parseEmail(input.email);
    if (!syntax.ok) return invalidAddress(input.email);
    const local = localFacts(syntax.email, ctx);
    const net = await networkFacts(local, ctx);
    const verdict = judge(local, net, ctx.now);
    const p = emptyEmailPayload();
    p.value = input.email;
    fillEmail(p, local, net, verdict);
    const scored = scoreEmail(scoreFacts(local, net, verdict, ctx.now, network === null));
    fillScore(p, scored);
    return { payload: p, scored, touchpoints: [local.touch], providers: net.providers, signals: { email_valid: true } };
  }

  return { product: 'email', analyze };
}
