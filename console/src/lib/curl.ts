/**
 * "Copy as curl" text of a rebuilt call (explainResolution's `replay`, src/admin/replay.ts): POSIX shell, every value in
 * single quotes (a quote inside is closed, escaped and reopened), the key read from $IDRISK_SANDBOX_KEY so that no secret
 * is ever in the text. The URL is the configured public URL, else the address the console was opened at.
 */
import type { Answer } from './api';

export type Replay = Answer<'explainResolution'>['replay'];

/** A string as one single-quoted shell word. */
export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlOf(replay: Replay, origin: string): string | null {
  if (replay.body === null || replay.method === null || replay.path === null) return null;
  const url = replay.url ?? `${origin}${replay.path}`;
  const key = replay.sandbox_key_prefix ? `the account's sandbox key ${replay.sandbox_key_prefix}` : 'a sandbox key (idr_test_…) of the account';
  return [
    `# The same call with ${key}: export IDRISK_SANDBOX_KEY=idr_test_… (its secret) first.`,
    ...replay.notes.map((n) => `# ${n.replace(/\n/g, ' ')}`),
    `curl -X ${replay.method} ${shellQuote(url)} \\`,
    `  -H 'content-type: application/json' \\`,
    `  -H "x-api-key: $IDRISK_SANDBOX_KEY" \\`,
    `  --data-raw ${shellQuote(JSON.stringify(replay.body))}`,
  ].join('\n');
}
