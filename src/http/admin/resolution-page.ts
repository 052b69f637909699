/**
 * The answer of the resolution search (POST /admin/1.0/resolutions/search) written from the rows' JSON text as SQLite
 * wrote it (`json_array` of the listed columns, src/store/admin/insights.ts), without parsing it into objects and
 * serializing those again: on a first page of 50 the parse, the objects and the schema serializer cost more than
 * SQLite's reading of the rows (docs/decisions.md, issue 27, sixth pass).
 *
 * This departs from "serialized from the response schema" (ARCHITECTURE.md) for the rows it can write, and only
 * those: a row whose text holds an escape (a quote, a backslash, a control character in a customer id), a number that
 * is not a plain integer of at most 15 digits (a REAL, a float price, a huge integer), or anything else than the
 * expected array sends the whole page through the route's response schema as before. For the rows it writes, its
 * output is the schema serializer's byte for byte (src/http/admin/resolution-page.test.ts checks it for every shape):
 * SQLite's text of a string with no escape is the string itself, which the serializer writes between quotes.
 */
import { summaryOf, type SummaryRows } from '../../admin/insights.js';
import { resolutionJson } from './shared.js';

/** The answer's keys, in the order of the row's columns (SUMMARY_COLUMNS) and of the response schema. */
const KEYS = ['id', 'account_id', 'environment', 'operation', 'customer_id', 'transaction_id', 'status', 'price', 'score', 'score_cluster', 'reason_codes', 'created_at', 'erased'];

/**
 * What each column holds: s a string, S a string or null, n a number, N a number or null, c the comma-separated
 * reason codes (a list in the answer), e the erasure time (a boolean in the answer).
 */
const KINDS = ['s', 's', 's', 's', 'S', 'S', 's', 'n', 'N', 'S', 'c', 's', 'e'] as const;
const PREFIXES = KEYS.map((k, i) => `${i === 0 ? '{' : ','}"${k}":`);

/** An integer JavaScript writes with the same digits (no sign of zero, no leading zero, exact as a double). */
const PLAIN_INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;

const QUOTE = 34;
const COMMA = 44;
const CLOSE = 93;

/** One row's object as the response schema writes it, from its JSON array's text; null when the text is not plain. */
export function rowJson(text: string): string | null {
  if (text.charCodeAt(0) !== 91 || text.includes('\\')) return null;
  let out = '';
  let pos = 1;
  for (let c = 0; c < 13; c++) {
    let token: string;
    let quoted = false;
    if (text.charCodeAt(pos) === QUOTE) {
      // No backslash in the text: the next quote ends the string.
      const end = text.indexOf('"', pos + 1);
      if (end < 0) return null;
      token = text.slice(pos, end + 1);
      quoted = true;
      pos = end + 1;
    } else {
      let end = pos;
      for (let ch = text.charCodeAt(end); end < text.length && ch !== COMMA && ch !== CLOSE; ch = text.charCodeAt(++end));
      token = text.slice(pos, end);
      pos = end;
    }
    if (text.charCodeAt(pos) !== (c === 12 ? CLOSE : COMMA)) return null;
    pos++;
    let value: string;
    switch (KINDS[c]) {
      case 's':
        if (!quoted) return null;
        value = token;
        break;
      case 'S':
        if (!quoted && token !== 'null') return null;
        value = token;
        break;
      case 'n':
        if (!PLAIN_INTEGER.test(token)) return null;
        value = token;
        break;
      case 'N':
        if (token !== 'null' && !PLAIN_INTEGER.test(token)) return null;
        value = token;
        break;
      case 'c': {
        if (token === 'null') value = '[]';
        else if (!quoted) return null;
        else {
          // A comma-separated list: every code that is not empty (split in src/admin/insights.ts).
          const codes = token.slice(1, -1).split(',').filter(Boolean);
          value = codes.length === 0 ? '[]' : `["${codes.join('","')}"]`;
        }
        break;
      }
      default:
        value = token === 'null' ? 'false' : 'true';
    }
    out += PREFIXES[c] + value;
  }
  return pos === text.length ? `${out}}` : null;
}

/**
 * The page's answer as text when every row is plain (rowJson), else the page's object for the response schema's
 * serializer. PostgreSQL's rows (parsed by pg) always take the serializer.
 */
export function resolutionPage(page: SummaryRows): string | { data: ReturnType<typeof resolutionJson>[]; next_cursor: string | null } {
  const parts: string[] = [];
  for (const row of page.items) {
    const json = typeof row === 'string' ? rowJson(row) : null;
    if (json === null) return { data: page.items.map((r) => resolutionJson(summaryOf(r))), next_cursor: page.nextCursor };
    parts.push(json);
  }
  return `{"data":[${parts.join(',')}],"next_cursor":${JSON.stringify(page.nextCursor)}}`;
}
