/**
 * The name engine: local checks only (no network lookup), so it never waits on the deadline. Scores the reason codes
 * of `checkName` with the `name_score` scorecard and reads identity counts of the normalized `first last` from the
 * identity graph.
 */
import type { NamePayload } from '../../contract/payloads/name.js';
import type { Touchpoint } from '../../identity/graph.js';
import { applyScorecard } from '../../scoring/scorecard.js';
import type { CoreDeps } from '../types.js';
import { graphScopeOf } from '../types.js';
import type { ProductEngine } from '../types.js';
import { checkName, type NameCheck } from './check.js';
import { nameIdentity } from './normalize.js';
import { NAME } from '../../scoring/codes/name.js';
import { readNowOn } from '../read-now.js';
import { FifoMemo } from '../../memo/fifo.js';
import { forgottenOnErasure } from '../../memo/personal.js';

/**
 * Base points of the standard name scorecard. With no code a name scores 531 (review); a valid name with a known
 * first name and a known surname scores 870 (very_high); any risk type lands at or below 250 (low / very_low).
 */
export const NAME_SCORE_BASE = 50;

/** Bound of the engine's memo of recent names (entries), and the longest part it keeps. */
export const NAME_PAIR_MEMO_ENTRIES = 2_000;
const NAME_PAIR_MEMO_MAX_PART = 128;

export async function createNameEngine(deps: CoreDeps): Promise<ProductEngine<'name', NamePayload>> {
  const data = deps.reference.names();
  // SQLite: the graph profile (the engine's one statement) read at once on the connection (src/products/read-now.ts).
  const readNow = deps.graph.profileSync ? readNowOn(deps.sqlite) : null;
  /**
   * The check and the graph value of recent names: both are pure functions of the two parts and the bundled data (the
   * engine's, loaded once), and names follow Zipf's law, so most calls carry a name seen shortly before. A NameCheck
   * is never changed once made. Bounded: the oldest entry goes first; long parts are not kept.
   */
  const recent = forgottenOnErasure(new FifoMemo<string, { check: NameCheck; identity: string }>(NAME_PAIR_MEMO_ENTRIES));
  const checked = (first: string, last: string) => {
    const key = first.length <= NAME_PAIR_MEMO_MAX_PART && last.length <= NAME_PAIR_MEMO_MAX_PART ? `${first.length}\u0000${first}${last}` : null;
    const known = key === null ? undefined : recent.get(key);
    if (known !== undefined) return known;
    const made = { check: checkName(first, last, data), identity: nameIdentity(first, last) };
    if (key !== null) {
      recent.set(key, made);
    }
    return made;
  };
  return {
    product: 'name',
    async analyze(input, ctx) {
      const first = input.first_name.trim();
      const last = input.last_name.trim();
      const { check, identity } = checked(first, last);
      const touchpoints: Touchpoint[] = identity === '' ? [] : [{ kind: 'name', value: identity }];
      const touch = touchpoints[0];
      const scope = graphScopeOf(ctx);
      const profile = !touch
        ? null
        : (readNow?.one(ctx.deadline, (sqlite) => deps.graph.profileSync!(touch, scope, ctx.now, sqlite)) ?? (await deps.graph.profile(touch, scope, ctx.now)));
      const scored = check.is_valid === null ? null : applyScorecard(check.reasons, { id: 'name_score', base: NAME_SCORE_BASE });
      const payload: NamePayload = {
        value: `${first},${last}`,
        is_valid: check.is_valid,
        gender: check.gender,
        score: scored?.score ?? null,
        score_cluster: scored?.score_cluster ?? null,
        risk_type: check.risk_type,
        has_facebook: null,
        facebook_avatar_url: null,
        reason_codes: scored ? scored.reason_codes : null,
        identity_device_count: profile?.counts.device ?? null,
        identity_email_count: profile?.counts.email ?? null,
        identity_msisdn_count: profile?.counts.phone ?? null,
        identity_ip_count: profile?.counts.ip ?? null,
      };
      return {
        payload,
        scored,
        touchpoints,
        providers: [],
      };
    },
  };
}
