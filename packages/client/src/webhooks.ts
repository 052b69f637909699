/**
 * Webhook verification through the maintained Standard Webhooks library (`standardwebhooks`): the signature
 * (HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` keyed with the `whsec_` secret), in constant time,
 * and the timestamp within five minutes (replays).
 */
import { Webhook, WebhookVerificationError as LibraryVerificationError } from 'standardwebhooks';
import type { operations } from './schema.js';
import { IdriskError } from './errors.js';

/** The completed Get Domain answer, carried by `domain_intelligence.completed`. */
export type DomainIntelligenceResult = Extract<operations['getDomainIntelligence']['responses'][200]['content']['application/json'], { status: 'completed' }>;

/** The events the service sends (docs/webhooks.md). */
export type WebhookEvent =
  | { readonly type: 'domain_intelligence.completed'; readonly timestamp: string; readonly data: DomainIntelligenceResult }
  | {
      readonly type: 'domain_intelligence.failed';
      readonly timestamp: string;
      readonly data: { readonly resolution_id: string; readonly customer_id: string; readonly status: 'failed'; readonly message: string; readonly credits_refunded: number };
    };

/** The signature, the timestamp or the headers of a delivery are wrong: answer 4xx and do not act on it. */
export class WebhookVerificationError extends IdriskError {
  override name = 'WebhookVerificationError';
}

/** Headers as Node's `req.headers`, a fetch `Headers`, or a plain record. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: WebhookHeaders, name: string): string {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : record[key];
  return Array.isArray(v) ? v.join(' ') : ((v as string | undefined) ?? '');
}

export const webhooks = {
  /**
   * Verifies a delivery and returns its event. `body` is the raw body as received (a string or the bytes, before any
   * JSON parsing), `secret` the account's `whsec_…` signing secret. Throws WebhookVerificationError when the
   * signature does not match or the timestamp is more than five minutes away.
   */
  verify(body: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    const required = {
      'webhook-id': header(headers, 'webhook-id'),
      'webhook-timestamp': header(headers, 'webhook-timestamp'),
      'webhook-signature': header(headers, 'webhook-signature'),
    };
    try {
      return new Webhook(secret).verify(text, required) as WebhookEvent;
    } catch (err) {
      if (err instanceof LibraryVerificationError) throw new WebhookVerificationError(err.message, { cause: err });
      throw new WebhookVerificationError(`webhook not verified: ${(err as Error)?.message ?? String(err)}`, { cause: err });
    }
  },
};
