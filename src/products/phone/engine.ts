/**
 * Phone intelligence: signals from the number itself (libphonenumber full metadata, suspicious-format rules,
 * Google's carrier prefixes), from the imported datasets (breaches, phone-names, mnp, disposable-phones,
 * presence) and from the identity graph, scored by the phone scorecard. Every source here is local: nothing
 * waits on the network, so `config.network.enabled` changes nothing for this product.
 */
import type { PhonePayload } from '../../contract/payloads/phone.js';
import { recordOf, runProvider, type Outcome, type ProviderRecord } from '../../enrich/outcome.js';
import type { IdentityProfile, Touchpoint } from '../../identity/graph.js';
import type { CoreDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { EngineContext, ProductEngine, ProductOutcome } from '../types.js';
import { analyzeNumber, normalizeProductInput } from './number.js';
import { AbsentKeys, type SideDataset } from './absent-keys.js';
import { PhoneFactsMemo } from './facts-memo.js';
import { fillPayload, nullPayload } from './payload.js';
import { phoneReasonCodes, scorePhone } from './scoring.js';
import { DbPhoneDatasets, datasetReaders, type DatasetFacts, type DatasetName } from './sources.js';
import { GENERAL } from '../../scoring/codes/general.js';

const DATASETS = Object.keys(datasetReaders) as DatasetName[];
const FACT_KEY: Record<DatasetName, keyof DatasetFacts> = {
  breaches: 'breaches',
  'phone-names': 'names',
  mnp: 'mnp',
  'disposable-phones': 'disposable',
  presence: 'presence',
};

/** What the memo of the datasets' answers holds now (tests, diagnostics). */
export interface PhoneMemoStats {
  /** Numbers whose facts are kept. */
  readonly size: number;
  /** Whether its periodic check of the counter runs (./facts-memo.ts). */
  readonly watching: boolean;
  /** Numbers held as seen lately (emptied with the facts when the counter moves). */
  readonly seen: number;
}

export interface PhoneEngine extends ProductEngine<'phone', PhonePayload> {
  memoStats(): PhoneMemoStats;
}

/** The side datasets the filters answer for (./absent-keys.ts), and what each reader answers for a number without rows. */
const SIDE: Partial<Record<DatasetName, SideDataset>> = { mnp: 'mnp', presence: 'presence', 'disposable-phones': 'disposable-phones' };
const NO_ROW: Record<SideDataset, () => unknown> = { mnp: () => null, presence: () => ({}), 'disposable-phones': () => null };

export async function createPhoneEngine(deps: CoreDeps): Promise<PhoneEngine> {
  const carriers = deps.reference.carriers();
  const datasets = deps.sources?.phoneDatasets ?? new DbPhoneDatasets(deps.db);
  deps.logger.debug({ carrierPrefixes: carriers.prefixes }, 'phone engine ready');

  /**
   * SQLite: the five dataset reads and the identity profile of a valid number in one read transaction, run at once on
   * the connection (better-sqlite3 is synchronous): one snapshot and one lock of the database instead of six, and none
   * of Kysely's per-statement path (docs/decisions.md, "Issue 33: engines"). Null, and the reads go the asynchronous
   * way, when this cannot be done as it should: PostgreSQL or seeded sources, the connection inside a transaction
   * (the group commit holds one across its awaits: a read there would see other calls' uncommitted rows), whether a
   * dataset is loaded not known yet without a query, the deadline already passed, or a read failing (the
   * asynchronous reads then report each failure as before).
   */
  const sqlite = deps.sqlite;
  const db = datasets instanceof DbPhoneDatasets ? datasets : null;
  /**
   * PostgreSQL: the memo on the asynchronous reads (they never run inside a transaction there, so every read sees
   * committed rows): the counter is a shared read, in the statement of the call's graph profile (src/store/reference).
   * Not on SQLite's asynchronous fallback, which may run while the group commit holds the connection's transaction.
   */
  const pgMemo = db !== null && deps.config.database.kind === 'postgres';
  const absentKeys = sqlite && db ? new AbsentKeys(sqlite, db.sideKeys) : null;
  // The memo's periodic check (IDRISK_CACHE_POLL_MS) also drops the side datasets' filters of a counter that moved.
  const factsMemo = new PhoneFactsMemo(undefined, undefined, db && (sqlite || pgMemo)
    ? sqlite
      ? {
          intervalMs: deps.config.cachePollMs,
          read: () => {
            const v = db.versionSync(sqlite);
            absentKeys?.observe(v);
            return v;
          },
          closed: () => !sqlite.open,
        }
      : { intervalMs: deps.config.cachePollMs, read: () => db.version() }
    : undefined);
  const oneTransaction =
    sqlite && datasets instanceof DbPhoneDatasets && deps.graph.profileSync
      ? sqlite.transaction((digits: string, touch: Touchpoint, ctx: EngineContext) => {
          const providers: ProviderRecord[] = [];
          const facts: DatasetFacts = {};
          let start = performance.now();
          const took = () => {
            const now = performance.now();
            const ms = Math.round((now - start) * 10) / 10;
            start = now;
            return ms;
          };
          // A number read lately: the datasets' answers from the memo when the change counter read in this
          // transaction is the one they were read under (./facts-memo.ts), else the five reads, kept for the next call.
          // A number not read lately: the five reads, and the memo marks it (no counter read).
          // Every call reads the counter: the side datasets' filters answer "no row" under it (./absent-keys.ts).
          const known = factsMemo.known(digits);
          const version = datasets.versionSync(sqlite);
          let loaded = 0;
          if (known) for (let i = 0; i < DATASETS.length; i++) if (datasets.loadedNow(DATASETS[i]!)) loaded |= 1 << i;
          const held = known && version >= 0 ? factsMemo.get(version, digits, loaded) : undefined;
          if (held !== undefined) {
            Object.assign(facts, held);
            for (const name of DATASETS) providers.push({ provider: `dataset:${name}`, ok: true, ms: took() });
          } else {
            for (const name of DATASETS) {
              if (datasets.loadedNow(name)) {
                const side = SIDE[name];
                (facts as Record<string, unknown>)[FACT_KEY[name]] =
                  side !== undefined && version >= 0 && absentKeys!.absent(version, side, digits) ? NO_ROW[side]() : datasets.readSync(name, digits, sqlite);
              }
              providers.push({ provider: `dataset:${name}`, ok: true, ms: took() });
            }
            if (known && version >= 0) factsMemo.set(version, digits, loaded, { ...facts });
            else if (!known) factsMemo.see(digits);
          }
          const profile = deps.graph.profileSync!(touch, graphScopeOf(ctx), ctx.now, sqlite);
          providers.push({ provider: 'identity_graph', ok: true, ms: took() });
          return { providers, facts, profile };
        })
      : null;
  function readInOneTransaction(digits: string, touch: Touchpoint, ctx: EngineContext): { providers: ProviderRecord[]; facts: DatasetFacts; profile: IdentityProfile } | null {
    if (!oneTransaction || !(datasets instanceof DbPhoneDatasets) || sqlite!.inTransaction || ctx.deadline.remainingMs() <= 0) return null;
    if (DATASETS.some((name) => datasets.loadedNow(name) === null)) return null;
    try {
      return oneTransaction(digits, touch, ctx);
    } catch {
      return null;
    }
  }

  /** The call's own touch point object: the graph keys it once for the profile, the cross facts and the commit. */
  function readProfile(touch: Touchpoint, ctx: EngineContext): Promise<Outcome<IdentityProfile>> {
    return runProvider(() => deps.graph.profile(touch, graphScopeOf(ctx), ctx.now), ctx.deadline);
  }

  /** The datasets taken as loaded, as the memo's bit mask; null while one of them is not known without a query. */
  function loadedMask(): number | null {
    let loaded = 0;
    for (let i = 0; i < DATASETS.length; i++) {
      const l = db!.loadedNow(DATASETS[i]!);
      if (l === null) return null;
      if (l) loaded |= 1 << i;
    }
    return loaded;
  }

  async function analyze(input: { phone_number: string }, ctx: EngineContext): Promise<ProductOutcome<PhonePayload>> {
    const parsed = analyzeNumber(input.phone_number, normalizeProductInput(input.phone_number));
    const payload = nullPayload();
    const providers: ProviderRecord[] = [];
    const general = new Set<string>();
    const facts: DatasetFacts = {};
    let profile: IdentityProfile | null = null;
    const touchpoints: Touchpoint[] = parsed.e164 ? [{ kind: 'phone', value: parsed.e164 }] : [];
    const failed = (o: Outcome<unknown>) => {
      if (!o.ok) general.add(o.reason === 'timeout' ? GENERAL.enrichment_timeout : GENERAL.enrichment_unavailable);
    };

    let carrier: string | null = null;
    const touch = touchpoints[0];
    let graphRead: Promise<Outcome<IdentityProfile>> | null = null;
    if (parsed.valid && parsed.e164 && parsed.callingCode && parsed.nationalNumber) {
      carrier = carriers.lookup(parsed.callingCode, parsed.nationalNumber);
      const digits = parsed.e164.slice(1);
      const read = touch ? readInOneTransaction(digits, touch, ctx) : null;
      if (read) {
        providers.push(...read.providers);
        Object.assign(facts, read.facts);
        profile = read.profile;
      } else {
        // The graph profile asked with the datasets' reads (PostgreSQL: one shared statement for both, not two); its
        // record still comes after theirs.
        graphRead = touch ? readProfile(touch, ctx) : null;
        const loaded = pgMemo ? loadedMask() : null;
        const known = loaded !== null && factsMemo.known(digits);
        // PostgreSQL, a number read lately: the counter first (in the statement of the graph profile); the memo answers
        // under the counter it was filled under. Else the five reads; a number read lately is kept when the counter read
        // after them is the one read before them (the counter only grows: the rows read in between are the rows of it).
        const version = known ? await db!.version().catch(() => -1) : -1;
        const held = version >= 0 ? factsMemo.get(version, digits, loaded!) : undefined;
        if (held !== undefined) {
          Object.assign(facts, held);
          for (const name of DATASETS) providers.push({ provider: `dataset:${name}`, ok: true, ms: 0 });
        } else {
          let allOk = true;
          await Promise.all(
            DATASETS.map(async (name) => {
              const o = await runProvider(() => datasets.read(name, digits), ctx.deadline);
              providers.push(recordOf(`dataset:${name}`, o));
              failed(o);
              if (!o.ok) allOk = false;
              if (o.ok && o.value !== undefined) (facts as Record<string, unknown>)[FACT_KEY[name]] = o.value;
            }),
          );
          if (version >= 0 && allOk && loadedMask() === loaded && (await db!.version().catch(() => -1)) === version) {
            factsMemo.set(version, digits, loaded!, { ...facts });
          } else if (pgMemo && !known) factsMemo.see(digits);
        }
      }
    }
    if (touch && !providers.some((p) => p.provider === 'identity_graph')) {
      const o = await (graphRead ?? readProfile(touch, ctx));
      providers.push(recordOf('identity_graph', o));
      failed(o);
      if (o.ok) profile = o.value;
    }

    const filled = fillPayload(payload, parsed, carrier, facts, profile, ctx.given);
    const codes = phoneReasonCodes(
      payload,
      { platformsChecked: filled.platformsChecked, platformsPresent: filled.platformsPresent, nameConfidence: filled.nameConfidence, general: [...general] },
      ctx.now,
    );
    const scored = scorePhone(codes);
    payload.score = scored.score;
    payload.score_cluster = scored.score_cluster;
    payload.reason_codes = scored.reason_codes;
    return {
      payload,
      scored,
      touchpoints,
      providers,
      signals: {
        // Every name the number is known under (phone-to-name, then breaches), for the onboarding name comparison.
        known_names: [
          ...(facts.names?.names ?? []).map(({ first_name, last_name }) => ({ first_name, last_name })),
          ...(facts.breaches?.lists.names ?? []).map(({ first_name, last_name }) => ({ first_name, last_name })),
        ],
      },
    };
  }

  return { product: 'phone', analyze, memoStats: () => ({ size: factsMemo.size, watching: factsMemo.watching, seen: factsMemo.seenCount }) };
}
