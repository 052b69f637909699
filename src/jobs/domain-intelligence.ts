/**
 * Domain intelligence, the asynchronous form of the domain product (spec rule 7).
 *
 * submit(): validated by the route; claims the customer_id, bills and enqueues `domain-intelligence.run` in ONE
 * transaction (the call's commit), then answers `{status: "accepted", customer_id, resolution_id}` at once.
 * The job runs the domain engine without the request deadline's cut (its own generous budget), then, in the
 * transaction that ends the job, completes the resolution, links the identity graph and records the
 * `domain_intelligence.completed` webhook event. A job that fails for good marks the submission failed and gives
 * its credits back. result() is the Get Domain call: processing, failed, or the envelope with the domain payload.
 * Sandbox keys complete at once with the sandbox's answer (its live domain engine on the synthetic internet; no
 * engine job is enqueued) and send the same signed completion webhook, free.
 */
import { Type } from '@sinclair/typebox';
import type { Caller, ResolveService } from '../resolve/service.js';
import type { Resolutions } from '../store/resolutions/index.js';
import { graphSharingOf } from '../store/accounts/index.js';
import { newId } from '../accounts/ids.js';
import { Deadline } from '../enrich/deadline.js';
import { attributeLinks, graphScope } from '../identity/graph.js';
import type { EngineRegistry } from '../products/types.js';
import type { SandboxProducts } from '../sandbox/index.js';
import type { Webhooks } from '../webhooks/webhooks.js';
import { defineJob } from './define.js';
import type { JobQueue } from './queue.js';

export const OPERATION = 'domain-intelligence';

/** The engine's budget in the background: long enough for every lookup to end by its own timeout. */
export const BACKGROUND_BUDGET_MS = 60_000;

export interface DomainIntelligenceSubmission {
  readonly customer_id: string;
  readonly claims: readonly string[];
  readonly domain: { readonly value: string };
}

export interface Acknowledgement {
  status: 'accepted';
  customer_id: string;
  resolution_id: string;
}

export type GetDomainAnswer =
  | { status: 'processing'; message: string }
  | { status: 'failed'; message: string }
  | ({ status: 'completed' } & Record<string, unknown>);

export const PROCESSING_MESSAGE = 'The domain intelligence is still being computed; ask again in a few seconds.';
export const FAILED_MESSAGE = 'The domain intelligence could not be computed; the credits of the submission were refunded.';

/** The completed answer: the envelope, the status, and the domain payload as `domain` and flat (like POST /1.0/domain). */
function completedBody(p: { resolution_id: string; customer_id: string; claims: readonly string[]; requested_at: string }, payload: object) {
  return {
    resolution_id: p.resolution_id,
    customer_id: p.customer_id,
    claims: [...p.claims],
    device_request_time: p.requested_at,
    status: 'completed' as const,
    domain: payload,
    ...payload,
  };
}

export class DomainIntelligence {
  constructor(
    private readonly deps: {
      readonly resolve: ResolveService;
      readonly resolutions: Resolutions;
      readonly engines: EngineRegistry;
      readonly queue: JobQueue<typeof import('./catalogue.js').JOBS>;
      /** The sandbox's live domain engine on synthetic enrichment (sandbox keys). */
      readonly sandbox: SandboxProducts;
      /** Where the completion event of a sandbox submission is recorded (live ones: by the job). */
      readonly webhooks: Webhooks;
    },
  ) {}

  async submit(s: DomainIntelligenceSubmission, caller: Caller): Promise<Acknowledgement> {
    const live = caller.key.environment === 'live';
    const resolutionId = newId('res');
    const requestTime = new Date();
    const ids = { resolution_id: resolutionId, customer_id: s.customer_id, claims: [...s.claims], requested_at: requestTime.toISOString() };
    await this.deps.resolve.simple<object>({
      operation: OPERATION,
      caller,
      customerId: s.customer_id,
      live: this.deps.engines.domain
        ? async (extras) => {
            // The job is enqueued in the call's commit transaction: billed and enqueued together, or neither.
            extras.write = async (tx) => {
              await this.deps.queue.enqueue('domain-intelligence.run', { ...ids, account_id: caller.account.id, domain: s.domain.value }, { exec: tx, dedupeKey: `domain-intelligence:${resolutionId}` });
            };
            return { ...ids, domain_value: s.domain.value };
          }
        : undefined,
      sandbox: async (scenario, extras) => {
        const body = completedBody(ids, (await this.deps.sandbox.product('domain', { value: s.domain.value }, scenario, { accountId: caller.account.id })).payload);
        // The same signed `domain_intelligence.completed` event as live, recorded with the answer: an integration is
        // tested end to end without spending credits.
        extras.write = async (tx) => {
          const eventId = await this.deps.webhooks.record(tx, caller.account.id, 'domain_intelligence.completed', body);
          if (eventId) await this.deps.queue.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx, dedupeKey: `webhook:${eventId}` });
        };
        return body;
      },
      scenarioTexts: [s.customer_id, s.domain.value],
      status: live ? 'pending' : 'completed',
      requestTime,
      resolutionId,
    });
    this.deps.queue.wake();
    return { status: 'accepted', customer_id: s.customer_id, resolution_id: resolutionId };
  }

  /** The Get Domain call; null for an unknown customer_id (or another account's). */
  async result(caller: Caller, customerId: string): Promise<GetDomainAnswer | null> {
    const r = await this.deps.resolutions.byCustomerId(caller.account.id, caller.key.environment, customerId, OPERATION);
    if (!r) return null;
    if (r.status === 'pending') return { status: 'processing', message: PROCESSING_MESSAGE };
    if (r.status === 'failed') return { status: 'failed', message: FAILED_MESSAGE };
    return r.response as GetDomainAnswer;
  }
}

export const DomainIntelligencePayload = Type.Object(
  {
    resolution_id: Type.String(),
    account_id: Type.String(),
    customer_id: Type.String(),
    claims: Type.Array(Type.String()),
    domain: Type.String(),
    requested_at: Type.String(),
  },
  { additionalProperties: false },
);

/** The catalogue entry: run the domain engine for one submission. */
export const domainIntelligenceJob = defineJob({
  name: 'domain-intelligence.run',
  payload: DomainIntelligencePayload,
  // A crash or an engine fault is retried a few times, quickly; then the submission fails and is refunded.
  retry: { maxAttempts: 5, backoff: { baseMs: 2_000, factor: 4, maxMs: 5 * 60_000, jitter: 0.3 } },
  timeoutMs: BACKGROUND_BUDGET_MS + 30_000,
  async handler(p, ctx) {
    const { resolutions, engines, graph, webhooks, queue } = ctx.deps;
    const current = await resolutions.byId(p.resolution_id);
    if (!current || current.status !== 'pending') return; // already ended: nothing to do twice
    const engine = engines.domain;
    if (!engine) throw new Error('this process has no domain engine');
    const deadline = new Deadline(BACKGROUND_BUDGET_MS);
    const cancel = () => deadline.cancel();
    ctx.signal.addEventListener('abort', cancel, { once: true });
    let out;
    try {
      out = await engine.analyze({ value: p.domain }, { deadline, now: new Date(), accountId: p.account_id, given: {} });
    } finally {
      ctx.signal.removeEventListener('abort', cancel);
      deadline.dispose();
    }
    const body = completedBody(p, out.payload as object);
    let eventId: string | null = null;
    await ctx.finish(async (tx) => {
      const done = await resolutions.complete(
        p.resolution_id,
        {
          status: 'completed',
          response: body,
          score: out.scored?.score ?? null,
          scoreCluster: out.scored?.score_cluster ?? null,
          reasonCodes: out.scored?.reason_codes ?? null,
          explanation: { scores: { domain: out.scored?.explanation ?? null }, providers: out.providers },
        },
        tx,
      );
      if (!done) return;
      if (out.touchpoints.length > 0) {
        // The account's scope as it is now (it may have opted into the consortium since the submission); the links
        // are attributed to the resolution so that erasing it removes them (docs/privacy.md).
        const scope = graphScope({ id: p.account_id, graphSharing: await graphSharingOf(tx, p.account_id) });
        await attributeLinks(tx, await graph.link(out.touchpoints, scope, new Date(p.requested_at), tx), p.resolution_id);
      }
      eventId = await webhooks.record(tx, p.account_id, 'domain_intelligence.completed', body);
      if (eventId) await queue.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx, dedupeKey: `webhook:${eventId}` });
    });
    if (eventId) queue.wake();
  },
  notRequeueable: 'when it failed, the submission was marked failed and its credits refunded (and the account told); submit the domain again with a new customer_id',
  async onFailure(p, { error, deps }, tx) {
    const refunded = await deps.resolutions.failAndRefund(p.resolution_id, { status: 'failed', message: FAILED_MESSAGE, error }, tx);
    if (refunded === null) return;
    const eventId = await deps.webhooks.record(tx, p.account_id, 'domain_intelligence.failed', {
      resolution_id: p.resolution_id,
      customer_id: p.customer_id,
      status: 'failed',
      message: FAILED_MESSAGE,
      credits_refunded: refunded,
    });
    if (eventId) await deps.queue.enqueue('webhook.deliver', { event_id: eventId }, { exec: tx, dedupeKey: `webhook:${eventId}` });
  },
});
