/**
 * Webhooks of an account: its signing secret (encrypted at rest), the events it is sent, and the delivery of one
 * event (one attempt). Retries are the job runner's: `webhook.deliver` (src/jobs/catalogue.ts) calls deliver() until
 * a 2xx answer, with exponential back-off and jitter, for at least 24 hours. Every attempt is recorded in
 * `webhook_attempts`. Delivery goes through the outbound guard (src/enrich/guard.ts): a webhook URL that resolves
 * to a private, loopback or otherwise special address is never connected to (unless IDRISK_FETCH_ALLOW exempts it).
 */
import { newId } from '../accounts/ids.js';
import type { Db, Executor } from '../store/db.js';
import { WebhooksRepository, type WebhookRows } from '../store/webhooks/index.js';
import { newWebhookSecret, SecretBox, sign } from './signing.js';
import type { WebhookEventType } from './events.js';
import { refusalOf } from '../enrich/guard.js';

/** The part of the outbound guard that delivery uses (structurally the guard's `fetch`). */
export interface WebhookTransport {
  fetch(
    url: string,
    req: {
      method: 'POST';
      headers: Record<string, string>;
      body: string;
      maxRedirects: number;
      maxBytes: number;
      truncate: boolean;
      timeoutMs: number;
      signal?: AbortSignal;
    },
  ): Promise<{ status: number; body?: Buffer; truncated?: boolean }>;
  /** The guard's address check of a host (FetchGuard.resolve): the allowed addresses, or a GuardError. */
  resolve?(host: string): Promise<string[]>;
  /** Whether an address is a public one or inside IDRISK_FETCH_ALLOW (FetchGuard.isAllowed). */
  isAllowed?(ip: string): boolean;
}

/** Guard refusals that no retry can change: the URL's host is (only) a refused address, or not a host at all. */
const PERMANENT_GUARD_CODES = new Set(['refused_address', 'bad_url']);

/** An attempt that did not get a 2xx: the runner retries it. */
export class DeliveryFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

/** The event can never be delivered (no webhook URL or secret any more): no retry. */
export class Undeliverable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Undeliverable';
  }
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of a receiver's answer an attempt keeps (as text, for the delivery log of the admin API). */
export const RESPONSE_BODY_BYTES = 4096;

/**
 * The first RESPONSE_BODY_BYTES of an answer as text: UTF-8 with a cut character dropped and invalid bytes as U+FFFD,
 * NUL characters dropped (PostgreSQL text refuses them). `truncated` when the answer was longer.
 */
export function responseText(body: Buffer | undefined, truncated = false): { text: string | null; truncated: boolean } {
  if (!body) return { text: null, truncated: false };
  const cut = body.length > RESPONSE_BODY_BYTES;
  let end = Math.min(body.length, RESPONSE_BODY_BYTES);
  // Do not split a UTF-8 sequence: step back over continuation bytes to the start of the cut character.
  if (cut) {
    let i = end;
    while (i > end - 4 && i > 0 && (body[i] & 0xc0) === 0x80) i--;
    end = i;
  }
  return { text: body.subarray(0, end).toString('utf8').replace(/\u0000/g, ''), truncated: cut || truncated };
}

export interface DeliveryResult {
  readonly attempt: number;
  readonly statusCode: number | null;
  readonly error: string | null;
}

export class Webhooks {
  private readonly box: SecretBox;
  /** Secrets, events and attempts in the database (src/store/webhooks). */
  private readonly rows: WebhookRows;

  constructor(
    db: Db,
    serviceSecret: string,
    private readonly transport: WebhookTransport | null,
  ) {
    this.box = new SecretBox(serviceSecret);
    this.rows = new WebhooksRepository(db);
  }

  /**
   * Why a webhook URL cannot be set, or null when it can (docs/webhooks.md): it must be https (http only for a host
   * whose every address is inside IDRISK_FETCH_ALLOW, an operator-exempted internal receiver), and its host must not
   * be a refused address nor resolve only to refused ones (the outbound guard; checked again at every delivery, so a
   * name that later resolves elsewhere is refused then). Without outbound network only the scheme is checked.
   */
  async checkUrl(url: string): Promise<string | null> {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return 'not a URL';
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'must be an https URL';
    if (u.username || u.password) return 'must not carry credentials';
    const host = u.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[] | null = null;
    if (this.transport?.resolve) {
      try {
        addresses = await this.transport.resolve(host);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (PERMANENT_GUARD_CODES.has(code)) return `is refused by the outbound guard: ${(err as Error).message}`;
        // No address yet or DNS unavailable: the delivery's own check decides later.
      }
    }
    if (u.protocol === 'http:') {
      const exempt = addresses !== null && addresses.length > 0 && this.transport?.isAllowed !== undefined && this.isExempt(addresses);
      if (!exempt) return 'must be an https URL (http only for a receiver inside IDRISK_FETCH_ALLOW)';
    }
    return null;
  }

  /** Every address is allowed only because of IDRISK_FETCH_ALLOW (it is not public): an operator's internal receiver. */
  private isExempt(addresses: readonly string[]): boolean {
    return addresses.every((ip) => this.transport!.isAllowed!(ip) && refusalOf(ip) !== null);
  }

  /** Create (or replace: rotation) the account's signing secret; returns it in clear, the only time it is shown. */
  async newSecret(accountId: string, exec?: Executor): Promise<string> {
    const secret = newWebhookSecret();
    await this.rows.putSecret({ account_id: accountId, secret_enc: this.box.seal(secret), created_at: new Date().toISOString() }, exec);
    return secret;
  }

  hasSecret(accountId: string, exec?: Executor): Promise<boolean> {
    return this.rows.hasSecret(accountId, exec);
  }

  deleteSecret(accountId: string, exec?: Executor): Promise<void> {
    return this.rows.deleteSecret(accountId, exec);
  }

  private async secretOf(accountId: string): Promise<string | null> {
    const sealed = await this.rows.sealedSecret(accountId);
    return sealed !== undefined ? this.box.open(sealed) : null;
  }

  /**
   * Record an event for the account when it has a webhook URL (inside the caller's transaction); returns its id
   * (`msg_…`) or null when the account has no webhook. The caller enqueues `webhook.deliver` for it.
   */
  async record(exec: Executor, accountId: string, type: WebhookEventType, data: unknown, at = new Date(), targetUrl?: string | null): Promise<string | null> {
    if (!targetUrl && !(await this.rows.accountUrl(accountId, exec))) return null;
    const id = newId('msg', 24);
    const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
    // target_url (a bulk job's own webhook_url) is written only when set: every other event keeps the row it had.
    await this.rows.insertEvent(
      { id, account_id: accountId, type, body, status: 'pending', attempts: 0, created_at: at.toISOString(), delivered_at: null, ...(targetUrl ? { target_url: targetUrl } : {}) },
      exec,
    );
    return id;
  }

  /**
   * One delivery attempt of an event to the account's current webhook URL, signed with its current secret.
   * Records the attempt; throws DeliveryFailed without a 2xx answer, Undeliverable when it can never succeed.
   */
  async attempt(eventId: string, signal?: AbortSignal): Promise<DeliveryResult> {
    const event = await this.rows.event(eventId);
    if (!event) throw new Undeliverable(`no webhook event ${eventId}`);
    const accountUrl = await this.rows.accountUrl(event.account_id);
    const url = event.target_url ?? accountUrl ?? null;
    const secret = await this.secretOf(event.account_id);
    if (!url) throw new Undeliverable('the account has no webhook URL any more');
    if (!secret) throw new Undeliverable('the account has no webhook signing secret (idrisk accounts update ID --rotate-webhook-secret)');
    if (!this.transport) throw new DeliveryFailed('outbound network is off (IDRISK_NETWORK=off)');

    const attempt = event.attempts + 1;
    await this.rows.setAttempts(eventId, attempt);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': sign(secret, event.id, timestamp, event.body),
    };
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    let permanent = false;
    let answer: { text: string | null; truncated: boolean } = { text: null, truncated: false };
    try {
      // No redirects: a webhook endpoint answers itself (a 3xx is a failed attempt, as in Standard Webhooks).
      const res = await this.transport.fetch(url, { method: 'POST', headers, body: event.body, maxRedirects: 0, maxBytes: 64 * 1024, truncate: true, timeoutMs: WEBHOOK_TIMEOUT_MS, signal });
      statusCode = res.status;
      answer = responseText(res.body, res.truncated);
      if (res.status < 200 || res.status > 299) error = `answered ${res.status}`;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      error = `${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`.slice(0, 500);
      // A refused address does not become allowed by waiting: the event fails now instead of retrying for 24 h.
      if (e.code && PERMANENT_GUARD_CODES.has(e.code)) permanent = true;
    }
    const now = new Date().toISOString();
    await this.rows.finishAttempt(
      { id: newId('wha'), event_id: event.id, account_id: event.account_id, attempt, url, status_code: statusCode, error, duration_ms: Math.round(performance.now() - started), created_at: now, response_body: answer.text, response_truncated: answer.text === null ? null : answer.truncated ? 1 : 0 },
      error === null ? now : null,
    );
    if (error !== null) throw permanent ? new Undeliverable(error) : new DeliveryFailed(error);
    return { attempt, statusCode, error };
  }

  /** Record on the event's latest failed attempt when the next one is due (the runner's back-off). */
  scheduled(exec: Executor, eventId: string, runAt: Date): Promise<void> {
    return this.rows.scheduled(exec, eventId, runAt.toISOString());
  }

  /** A failed event made pending again (an operator retries its delivery job). */
  reopen(exec: Executor, eventId: string): Promise<void> {
    return this.rows.reopen(exec, eventId);
  }

  /** Mark an event failed for good (retries exhausted or undeliverable). */
  giveUp(exec: Executor, eventId: string): Promise<void> {
    return this.rows.giveUp(exec, eventId);
  }

  /**
   * History pruning (jobs.prune): finished events (delivered or failed) go with all their attempts once the event and
   * its last attempt are older than `cutoff` (ISO time); pending events are never deleted. Each call deletes up to
   * `limit` rows and returns how many; called until 0, attempts first.
   */
  deleteOldAttempts(cutoff: string, limit: number): Promise<number> {
    return this.rows.deleteOldAttempts(cutoff, limit);
  }

  /** See deleteOldAttempts: up to `limit` old finished events. */
  deleteOldEvents(cutoff: string, limit: number): Promise<number> {
    return this.rows.deleteOldEvents(cutoff, limit);
  }

  async event(eventId: string) {
    return this.rows.event(eventId);
  }

  async attempts(eventId: string, exec?: Executor) {
    return this.rows.attempts(eventId, exec);
  }
}
