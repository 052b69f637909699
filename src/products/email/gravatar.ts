/**
 * Step 8, Gravatar: the public profile of the SHA-256 hash of the trimmed lower-case address, from
 * `${IDRISK_GRAVATAR_URL or https://gravatar.com}/<hash>.json`. 200 -> profile, 404 -> no profile.
 */
import { createHash } from 'node:crypto';
import type { FetchGuard } from '../../enrich/guard.js';
import { getJson } from '../../enrich/http.js';
import { ProviderFailure } from '../../enrich/outcome.js';

export interface GravatarProfile {
  readonly exists: boolean;
  readonly picture: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  readonly city: string | null;
}

export const NO_GRAVATAR: GravatarProfile = { exists: false, picture: null, firstName: null, lastName: null, username: null, city: null };

export const gravatarHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

interface Entry {
  preferredUsername?: unknown;
  thumbnailUrl?: unknown;
  photos?: { value?: unknown }[];
  name?: { givenName?: unknown; familyName?: unknown };
  currentLocation?: unknown;
}

export async function fetchGravatar(guard: FetchGuard, base: string, email: string, signal: AbortSignal): Promise<GravatarProfile> {
  const url = `${base.replace(/\/$/, '')}/${gravatarHash(email)}.json`;
  const res = await getJson(guard, url, { signal });
  if (res.status === 404) return NO_GRAVATAR;
  if (res.status !== 200) throw new ProviderFailure('unavailable', `gravatar HTTP ${res.status}`);
  const entry = (res.body as { entry?: Entry[] } | null)?.entry?.[0];
  if (!entry) return NO_GRAVATAR;
  const city = str(entry.currentLocation);
  return {
    exists: true,
    picture: str(entry.thumbnailUrl) ?? str(entry.photos?.[0]?.value),
    firstName: str(entry.name?.givenName),
    lastName: str(entry.name?.familyName),
    username: str(entry.preferredUsername),
    // currentLocation is free text ("Paris, France"): its first part is the city.
    city: city === null ? null : city.split(',')[0].trim() || null,
  };
}
