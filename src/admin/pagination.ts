/**
 * Cursor pagination of every admin list: `limit` and an opaque `cursor` (the position after the last item shown)
 * -> `next_cursor`. Lists are ordered by a unique key (ids are time-ordered, `src/accounts/ids.ts`), so a row
 * inserted while a client pages never shifts or repeats the rows it has still to read.
 */
import { invalid } from './errors.js';

export interface Page<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
}

export interface Cursor {
  readonly id: string;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (c && typeof c === 'object' && typeof (c as Cursor).id === 'string' && (c as Cursor).id.length <= 100) return { id: (c as Cursor).id };
  } catch {
    /* refused below */
  }
  throw invalid('cursor', 'is not a cursor of this list');
}

/** One more row than asked tells whether a next page exists. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string): Page<T> {
  return { items: rows.slice(0, limit), nextCursor: rows.length > limit ? encodeCursor({ id: idOf(rows[limit - 1]) }) : null };
}
