/**
 * Builds the email payload: every field of the contract's schema, null unless a step of this engine has a real
 * source for it (see docs/email.md for the fields that are always null and why).
 */
import { EMAIL_BREACH_PLATFORMS, EmailPayload } from '../../contract/payloads/email.js';
import type { BreachAggregate } from '../../reference/datasets/breaches.js';
import type { PresenceObservation, PresencePlatform } from '../../reference/datasets/presence.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type EmailPayloadDraft = Mutable<EmailPayload>;

const KEYS = Object.keys(EmailPayload.properties) as (keyof EmailPayload)[];

/**
 * Every field null, built once. Copies of it keep V8's fast property layout; filling ~200 keys one by one on a new
 * object each call switched it to slow dictionary mode (slower to build, fill and serialize; docs/decisions.md).
 */
const EMPTY: Readonly<Record<string, null>> = (() => {
  const p = {} as Record<string, null>;
  for (const k of KEYS) p[k] = null;
  return p;
})();

/** A payload with every field null. */
export function emptyEmailPayload(): EmailPayloadDraft {
  return { ...EMPTY } as unknown as EmailPayloadDraft;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** data_breaches_* fields and the `has_<platform>` breach flags (a breach whose id or title names the platform). */
export function applyBreaches(p: EmailPayloadDraft, b: BreachAggregate): void {
  p.data_breaches_count = b.count;
  p.data_breaches_first_breach = b.first_breach;
  p.data_breaches_last_breach = b.last_breach;
  p.data_breaches_list = b.entries.length > 0 ? b.entries.slice(0, 10).map((e) => `${e.title},${e.date}`).join('|') : null;
  p.data_breaches_data = JSON.stringify(
    b.entries.map((e) => ({ id: e.id, date: e.date, title: e.title, ...(e.names ? { names: e.names } : {}), ...(e.phones ? { phones: e.phones } : {}) })),
  );
  p.data_breaches_data_lists = JSON.stringify({ names: b.lists.names, emails: b.lists.emails, phones: b.lists.phones });
  const seen = new Set<string>();
  for (const e of b.entries) {
    seen.add(squash(e.title));
    seen.add(squash(e.id.split(/[-_]/)[0]));
  }
  for (const key of EMAIL_BREACH_PLATFORMS) p[key] = seen.has(key.slice(4).replace(/_/g, ''));
}

/** `has_<platform>` flags the payload carries for imported presence observations. */
export function applyPresence(p: EmailPayloadDraft, presence: Partial<Record<PresencePlatform, PresenceObservation>>): void {
  const target = p as unknown as Record<string, unknown>;
  for (const [platform, obs] of Object.entries(presence) as [PresencePlatform, PresenceObservation][]) {
    const key = `has_${platform}`;
    if (key in target) target[key] = obs.present;
  }
}

/** First and last name seen on a platform profile (the first observation that has one). */
export function presenceName(presence: Partial<Record<PresencePlatform, PresenceObservation>>): { first: string; last: string } | null {
  for (const obs of Object.values(presence)) {
    if (obs?.present && obs.first_name && obs.last_name) return { first: obs.first_name, last: obs.last_name };
  }
  return null;
}
