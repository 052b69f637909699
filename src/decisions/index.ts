/**
 * The decision layer (ARCHITECTURE.md `decisions/`): active models, lists, rules and policies (one AST, one
 * evaluator), labels and reports. Built once by the composition root; the routes, the CLI and the admin API call
 * these services, none of which knows HTTP.
 */
import type { IdentityGraph } from '../identity/graph.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JOBS } from '../jobs/catalogue.js';
import type { DecisionMetrics } from '../observability/metrics.js';
import type { Logger } from '../products/types.js';
import type { ModelResolver } from '../scoring/models/index.js';
import type { Db, SqliteDatabase } from '../store/db.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import type { Resolutions } from '../store/resolutions/index.js';
import { Decisions } from './decide.js';
import { LabelsRepository, ListsRepository, PoliciesRepository, ReportsRepository, ReviewsRepository } from '../store/decisions/index.js';
import { ActiveModelsRepository } from '../store/models/index.js';
import { Labels } from './labels.js';
import { Lists } from './lists/lists.js';
import { ListMembershipCache } from './lists/membership-cache.js';
import { ActiveModels } from './models.js';
import { Policies } from './policies.js';
import { Reports } from './reports.js';
import { ReviewQueue } from './reviews.js';

export interface DecisionLayer {
  readonly activeModels: ActiveModels;
  readonly lists: Lists;
  readonly policies: Policies;
  readonly labels: Labels;
  readonly reports: Reports;
  /** Calls decided `review`, waiting for an analyst (the admin API's review routes). */
  readonly reviews: ReviewQueue;
  /** Runs the published policy of a call (the resolve service). */
  readonly engine: Decisions;
}

export interface DecisionLayerDeps {
  readonly db: Db;
  /** SQLite: the connection; list membership and velocity are then read at once, without a promise per lookup. */
  readonly sqlite?: SqliteDatabase;
  readonly graph: IdentityGraph;
  readonly models: ModelResolver;
  readonly webhooks: Webhooks;
  readonly jobs: JobQueue<typeof JOBS>;
  readonly metrics: DecisionMetrics;
  readonly logger: Logger;
  readonly resolutions: Resolutions;
  /**
   * The per-process cache of list memberships (lists/membership-cache.ts): its maximum age (0: off) and poll interval,
   * those of the auth cache (IDRISK_KEY_CACHE_SECONDS, IDRISK_CACHE_POLL_MS). Absent: off. The caller starts its poll.
   */
  readonly membershipCache?: { readonly maxAgeSeconds: number; readonly pollMs: number };
}

export function createDecisionLayer(deps: DecisionLayerDeps): DecisionLayer {
  const activeModels = new ActiveModels(new ActiveModelsRepository(deps.db), deps.models);
  const listRows = new ListsRepository(deps.db, deps.sqlite);
  const mc = deps.membershipCache;
  const lists = new Lists(listRows, undefined, mc && mc.maxAgeSeconds > 0 ? new ListMembershipCache(listRows, mc.maxAgeSeconds, mc.pollMs) : null);
  const sqlite = deps.sqlite;
  const policies = new Policies(new PoliciesRepository(deps.db));
  const labels = new Labels(new LabelsRepository(deps.db));
  const reviews = new ReviewQueue({
    rows: new ReviewsRepository(deps.db),
    labels: labels.repo,
    reviewed: async (tx, accountId, data) => {
      const eventId = await deps.webhooks.record(tx, accountId, 'resolution.reviewed', data);
      if (eventId) await deps.jobs.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx, dedupeKey: `webhook:${eventId}` });
      return eventId;
    },
  });
  const engine = new Decisions({
    policies,
    lists,
    nodeKey: (tp, scope) => deps.graph.key(tp, scope),
    velocity: sqlite
      ? (accountId, node, count, since) => deps.graph.velocitySync(sqlite, accountId, node, count, since)
      : (accountId, node, count, since) => deps.graph.velocityOf(accountId, node, count, since),
    velocities: sqlite ? (accountId, reads) => deps.graph.velocitiesSync(sqlite, accountId, reads) : undefined,
    review: async (tx, accountId, data, at) => {
      await reviews.enqueue(tx, {
        resolutionId: data.resolution_id, accountId, operation: data.operation, customerId: data.customer_id, policyVersion: data.decision.policy_version,
        rules: data.decision.rules, createdAt: at,
      });
      const eventId = await deps.webhooks.record(tx, accountId, 'resolution.review', data);
      if (eventId) await deps.jobs.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx, dedupeKey: `webhook:${eventId}` });
    },
    ruleFailed: (operation) => deps.metrics.ruleFailed(operation),
    logger: deps.logger,
  });
  const reports = new Reports(new ReportsRepository(deps.db), engine);
  return { activeModels, lists, policies, labels, reports, reviews, engine };
}

export { DecisionError, InvalidInput, NotFound } from './errors.js';
