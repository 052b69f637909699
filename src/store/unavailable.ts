/**
 * Which database failures mean "the database cannot serve right now" (a 503 the caller may retry) rather than a
 * fault of ours (a 500): SQLite locked by another process beyond the busy timeout, a full disk, an I/O error;
 * PostgreSQL unreachable, shutting down, out of connections or disk, or a statement past its timeout.
 */
export type DbUnavailableKind = 'busy' | 'disk_full' | 'io' | 'unreachable' | 'timeout' | 'resources';

const SQLITE: Readonly<Record<string, DbUnavailableKind>> = {
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  SQLITE_FULL: 'disk_full',
  SQLITE_CANTOPEN: 'io',
  SQLITE_READONLY: 'io',
  SQLITE_NOLFS: 'io',
  SQLITE_PROTOCOL: 'busy',
};

const NODE_NET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The kind of unavailability an error from either driver shows, or null for any other error. */
export function dbUnavailable(err: unknown): DbUnavailableKind | null {
  if (!err || typeof err !== 'object') return null;
  const code = (err as { code?: unknown }).code;
  const message = String((err as { message?: unknown }).message ?? '');
  if (typeof code === 'string') {
    if (code in SQLITE) return SQLITE[code];
    if (code.startsWith('SQLITE_BUSY')) return 'busy';
    if (code.startsWith('SQLITE_IOERR')) return 'io';
    if (NODE_NET.has(code)) return 'unreachable';
    // PostgreSQL SQLSTATE classes: 08 connection exception, 53 insufficient resources, 57P0x shutdown / cannot
    // connect now, 57014 statement timeout (query_canceled), 58 system error (I/O).
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
    if (code === '53100') return 'disk_full';
    if (/^53[0-9A-Z]{3}$/.test(code)) return 'resources';
    if (/^57P0[1-4]$/.test(code)) return 'unreachable';
    if (code === '57014') return 'timeout';
    if (/^58[0-9A-Z]{3}$/.test(code)) return 'io';
  }
  // node-postgres errors without a code.
  if (/Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i.test(message)) {
    return /timeout/i.test(message) ? 'timeout' : 'unreachable';
  }
  const cause = (err as { cause?: unknown }).cause;
  return cause && cause !== err ? dbUnavailable(cause) : null;
}
