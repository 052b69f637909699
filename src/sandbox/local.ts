/**
 * What the generated sandbox answers (lookups, login) take from the live ip engine: its parser and table of
 * special-purpose ranges, run on the caller's input. Pure and synchronous.
 */
import { parseIp } from '../reference/ip/address.js';
import { specialRange } from '../reference/ip/special-ranges.js';

/** A private or internal address by the live ip engine's parser and table of special-purpose ranges. */
export function isInternalIp(value: string): boolean {
  const ip = parseIp(value);
  return ip !== null && specialRange(ip)?.private === true;
}
