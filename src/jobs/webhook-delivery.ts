/** The catalogue entry that delivers one webhook event: one attempt per run, retried until a 2xx for over 24 hours. */
import { Type } from '@sinclair/typebox';
import { Undeliverable } from '../webhooks/webhooks.js';
import { defineJob, PermanentJobError } from './define.js';

const HOUR = 3_600_000;

export const webhookDeliveryJob = defineJob({
  name: 'webhook.deliver',
  payload: Type.Object({ event_id: Type.String() }, { additionalProperties: false }),
  // 10 s, 30 s, 1.5 min, 4.5 min, 13.5 min, 40 min, 2 h, then every 4 h (each shortened by up to 20 % jitter), until
  // an attempt fails more than 24 hours after the event: about 14 attempts over 24 to 28 hours.
  retry: { retryForMs: 24 * HOUR, backoff: { baseMs: 10_000, factor: 3, maxMs: 4 * HOUR, jitter: 0.2 } },
  timeoutMs: 30_000,
  async handler(p, ctx) {
    try {
      await ctx.deps.webhooks.attempt(p.event_id, ctx.signal);
    } catch (err) {
      if (err instanceof Undeliverable) throw new PermanentJobError(err.message);
      throw err;
    }
  },
  async onFailure(p, { deps }, tx) {
    await deps.webhooks.giveUp(tx, p.event_id);
  },
  async onRetry(p, { runAt, deps }, tx) {
    await deps.webhooks.scheduled(tx, p.event_id, runAt);
  },
  // `idrisk jobs retry`: the event is pending again and delivered from its next attempt on.
  async requeue(p, deps, tx) {
    await deps.webhooks.reopen(tx, p.event_id);
  },
});
