/**
 * The device signature: the normalized identifier of a device in the identity graph (kind `device`).
 *
 *   category|brand|model|os name|os major.minor|client name|client major      (lower case)
 *
 * e.g. `mobile phone|samsung|galaxy s23 ultra|android|14|chrome mobile|124`. Patch levels are left out so a
 * browser's weekly updates keep one signature; a user agent in which nothing is recognized is keyed by its own
 * whitespace-normalized, lower-cased text (`ua:...`). A user agent describes a device class, not one handset:
 * the counts it gives are of identities seen with that class (docs/device.md).
 */
import type { DeviceCategory } from '../../contract/payloads/device.js';
import type { ParsedUa } from './parse.js';

function majorMinor(version: string): string {
  const m = /^(\d+)(?:\.(\d+))?/.exec(version);
  if (!m) return version;
  return m[2] !== undefined ? `${m[1]}.${m[2]}` : m[1];
}

function majorOnly(version: string): string {
  const m = /^(\d+)/.exec(version);
  return m ? m[1] : version;
}

const clean = (s: string) => s.replace(/\|/g, '/').replace(/\s+/g, ' ').trim().toLowerCase();

export function deviceSignature(p: ParsedUa, category: DeviceCategory | null): string {
  const recognized = p.os.name !== '' || p.client.name !== '' || p.device.type !== '' || p.bot !== null;
  if (!recognized) return `ua:${clean(p.ua).slice(0, 512)}`;
  const parts = [
    category ?? p.device.type,
    p.device.brand,
    p.device.model !== '' ? p.device.model : p.device.code,
    p.os.name,
    majorMinor(p.os.version),
    p.bot?.name ?? p.client.name,
    majorOnly(p.client.version),
  ];
  return parts.map(clean).join('|');
}
