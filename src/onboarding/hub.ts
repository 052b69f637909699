/**
 * The score step of a live hub call: the model named by `model_id` (a hub standard model or the account's own
 * scorecard), the graph facts of the call's touch points, and the combined score. Called by the resolve service
 * once the products have answered; nothing here waits on the network.
 */
import type { CrossFacts, IdentityGraph, Touchpoint } from '../identity/graph.js';
import type { GivenTouchpoints, ProductOutcome } from '../products/types.js';
import type { Scorecard } from '../scoring/scorecard.js';
import { RULES, type HubOutcomes } from './consistency.js';
import { DEFAULT_HUB_MODEL, hubStandardModel } from './models.js';
import { scoreHub, type HubScore } from './score.js';

export interface CustomModels {
  resolve(accountId: string, modelId: string): Promise<Scorecard | null>;
}

/**
 * The scorecard of a hub call, or null for an unknown model (400 UNKNOWN_MODEL). Product standard models
 * (`ip_score`, ...) are not hub models; an account's `mdl_…` scorecard is.
 */
export async function hubModel(models: CustomModels, accountId: string, modelId: string | undefined): Promise<Scorecard | null> {
  const id = modelId ?? DEFAULT_HUB_MODEL;
  const std = hubStandardModel(id);
  if (std) return std;
  if (!id.startsWith('mdl_')) return null;
  return models.resolve(accountId, id);
}

/** The call's touch points, one per kind, as the products normalized them. */
export function callTouchpoints(outcomes: readonly ProductOutcome<unknown>[]): Touchpoint[] {
  const seen = new Map<string, Touchpoint>();
  for (const o of outcomes) for (const tp of o.touchpoints) if (!seen.has(tp.kind)) seen.set(tp.kind, tp);
  return [...seen.values()];
}

export async function liveHubScore(
  graph: IdentityGraph,
  /** The caller's identity-graph scope (identity/scope.ts). */
  scope: string,
  card: Scorecard,
  given: GivenTouchpoints,
  outcomes: HubOutcomes,
  now: Date,
): Promise<HubScore> {
  const tps = callTouchpoints(Object.values(outcomes) as ProductOutcome<unknown>[]);
  const since = new Date(now.getTime() - RULES.recentDays * 86_400_000);
  const facts: CrossFacts | null = tps.length > 0 ? await graph.cross(tps, scope, since, now) : null;
  return scoreHub({ given, outcomes, graph: facts, now }, card);
}
