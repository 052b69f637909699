/**
 * Dataset `presence`: whether a phone or an email was observed on a platform (present or not), when, and the
 * profile details seen there. Read by `presenceFor`; a platform never observed for the subject is absent from the
 * result (its flag stays null). A newer observation replaces an older one; an older one never replaces a newer.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Executor, SqliteDatabase, Tx } from '../../store/db.js';
import { digest } from './import.js';
import { datasetRows, upsertChanged } from '../../store/reference/index.js';
import { DayField, EmailField, PhoneField, emailKey, orNull, phoneKey } from './phone-fields.js';
import type { PresenceTable } from '../../store/schema.js';
import type { DatasetDef } from './types.js';

/** Platforms of the phone and email payloads' `has_*` flags (deprecated ones included). */
export const PRESENCE_PLATFORMS = [
  'whatsapp', 'telegram', 'amazon', 'ea', 'google', 'office365', 'instagram', 'facebook', 'twitter', 'flipkart',
  'didi', 'aliexpress', 'apple', 'snapchat', 'weibo', 'openai', 'linkedin', 'skype', 'bukalapak',
  'disney_plus', 'glovo', 'indeed', 'dazn', 'paypal', 'gravatar', 'duolingo', 'atlassian', 'lastpass', 'adobe',
  'freelancer', 'github',
] as const;
export type PresencePlatform = (typeof PRESENCE_PLATFORMS)[number];

const Str = (description: string, maxLength = 200) => Type.String({ minLength: 1, maxLength, description });

export const PresenceRow = Type.Object(
  {
    phone: Type.Optional(PhoneField()),
    email: Type.Optional(EmailField()),
    platform: Type.Unsafe<PresencePlatform>({ type: 'string', enum: [...PRESENCE_PLATFORMS], description: 'Platform name' }),
    present: Type.Boolean({ description: 'An account exists for the phone/email on the platform' }),
    observed: DayField('Date of the observation, YYYY-MM-DD'),
    first_name: Type.Optional(Str('Profile first name')),
    last_name: Type.Optional(Str('Profile last name')),
    username: Type.Optional(Str('Profile username or id')),
    image_url: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 2000, description: 'Public URL of the profile picture' })),
    privacy_status: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('private')], { description: 'Profile privacy' })),
  },
  { additionalProperties: false },
);
export type PresenceRow = Static<typeof PresenceRow>;

export const presenceDataset: DatasetDef<typeof PresenceRow> = {
  name: 'presence',
  description: 'Platform presence observations per phone or email (feeds has_* flags and profile fields)',
  row: PresenceRow,
  csv: {
    phone: 'string', email: 'string', platform: 'string', present: 'boolean', observed: 'string', first_name: 'string',
    last_name: 'string', username: 'string', image_url: 'string', privacy_status: 'string',
  },
  check(row) {
    if ((row.phone === undefined) === (row.email === undefined)) return 'give exactly one of phone or email';
    return null;
  },
  async write(rows: readonly PresenceRow[], tx: Tx) {
    const records = rows.map((r) => {
      const subject_kind = r.phone !== undefined ? ('phone' as const) : ('email' as const);
      const subject = r.phone !== undefined ? phoneKey(r.phone) : emailKey(r.email ?? '');
      const rec = {
        subject_kind,
        subject,
        platform: r.platform,
        present: r.present ? 1 : 0,
        observed: r.observed,
        first_name: orNull(r.first_name),
        last_name: orNull(r.last_name),
        username: orNull(r.username),
        image_url: orNull(r.image_url),
        privacy_status: orNull(r.privacy_status),
      };
      return { ...rec, row_hash: digest(Object.values(rec)) };
    });
    return { changed: await upsertChanged(tx, 'presence', ['subject_kind', 'subject', 'platform'], records, { newerColumn: 'observed' }) };
  },
};

export interface PresenceObservation {
  readonly present: boolean;
  readonly observed: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly username: string | null;
  readonly image_url: string | null;
  readonly privacy_status: 'public' | 'private' | null;
}

export function presenceLoaded(db: Executor): Promise<boolean> {
  return datasetRows.loaded('presence', db);
}

const presenceBy = { phone: datasetRows.presenceByPhone, email: datasetRows.presenceByEmail };
const presenceRows = (db: Executor, kind: 'phone' | 'email', subject: string) => presenceBy[kind](db, subject);

/** The latest observation per platform of one phone (E.164 digits) or email. */
export async function presenceFor(
  subject: { phone: string } | { email: string },
  db: Executor,
): Promise<Partial<Record<PresencePlatform, PresenceObservation>>> {
  const [kind, value] = 'phone' in subject ? (['phone', phoneKey(subject.phone)] as const) : (['email', emailKey(subject.email)] as const);
  return latestByPlatform(await presenceRows(db, kind, value));
}

/** SQLite: `presenceFor({ phone })` run at once on the connection of `db`. */
export function presenceForPhoneSync(phone: string, db: Db, sqlite: SqliteDatabase): Partial<Record<PresencePlatform, PresenceObservation>> {
  return latestByPlatform(presenceBy.phone.sync(db, sqlite, phoneKey(phone)));
}

/** SQLite: `presenceFor({ email })` run at once on the connection of `db`. */
export function presenceForEmailSync(email: string, db: Db, sqlite: SqliteDatabase): Partial<Record<PresencePlatform, PresenceObservation>> {
  return latestByPlatform(presenceBy.email.sync(db, sqlite, emailKey(email)));
}

function latestByPlatform(rows: PresenceTable[]): Partial<Record<PresencePlatform, PresenceObservation>> {
  const out: Partial<Record<PresencePlatform, PresenceObservation>> = {};
  for (const r of rows) {
    out[r.platform as PresencePlatform] = {
      present: r.present === 1,
      observed: r.observed,
      first_name: r.first_name,
      last_name: r.last_name,
      username: r.username,
      image_url: r.image_url,
      privacy_status: r.privacy_status === 'public' || r.privacy_status === 'private' ? r.privacy_status : null,
    };
  }
  return out;
}
