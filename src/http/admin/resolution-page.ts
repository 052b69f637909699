/**
 * The answer of the resolution search (POST /admin/1.0/resolutions/search) written from the rows' JSON text as the
 * database wrote it (`json_array` / `json_build_array` of the listed columns, src/store/admin/insights.ts), without parsing it into objects and
 * serializing those again: on a first page of 50 the parse, the objects and the schema serializer cost more than
 * SQLite's reading of the rows (docs/decisions.md, issue 27, sixth pass).
 *
 * This departs from "serialized from the response schema" (ARCHITECTURE.md) for the rows it can write, and only
 * those: a row whose text holds an escape (a quote, a backslash, a control character in a customer id), a number that
 * is not a plain integer of at most 15 digits (a REAL, a float price, a huge integer), or anything else than the
 * expected array sends the whole page through the route's response schema as before. For the rows it writes, its
 * output is the schema serializer's byte for byte (src/http/admin/resolution-page.test.ts checks it for every shape):
 * the database's text of a string with no escape is the string itself, which the serializer writes between quotes.
 */
import { summaryOf, type SummaryRows } from '../../admin/insights.js';
import { resolutionJson } from './shared.js';

/** A string with no escape (no backslash: no quote, control character or other escape inside), or null. */
const S = '("[^"\\\\]*")';
const SN = '("[^"\\\\]*"|null)';
/** An integer JavaScript writes with the same digits (no sign of zero, no leading zero, exact as a double). */
const N = '(0|-?[1-9][0-9]{0,14})';
const NN = '(null|0|-?[1-9][0-9]{0,14})';
/**
 * A plain row: SUMMARY_COLUMNS' array as SQLite (no space) or PostgreSQL (a space after each comma) writes it, each
 * column of the type the response schema has for it; the reason codes' text without its quotes (null: none).
 */
const PLAIN_ROW = new RegExp(`^\\[${[S, S, S, S, SN, SN, S, N, NN, SN, '(?:"([^"\\\\]*)"|null)', S, SN].join(', ?')}\\]$`);

/** The reason codes' list: every code of the comma-separated text that is not empty (split in src/admin/insights.ts). */
function codesJson(text: string | undefined): string {
  if (text === undefined || text === '') return '[]';
  if (!text.includes(',')) return `["${text}"]`;
  const codes = text.split(',').filter(Boolean);
  return codes.length === 0 ? '[]' : `["${codes.join('","')}"]`;
}

/** One row's object as the response schema writes it (its keys in the schema's order), from its JSON array's text; null when the text is not plain. */
export function rowJson(text: string): string | null {
  const m = PLAIN_ROW.exec(text);
  if (m === null) return null;
  return `{"id":${m[1]},"account_id":${m[2]},"environment":${m[3]},"operation":${m[4]},"customer_id":${m[5]},"transaction_id":${m[6]},"status":${m[7]},"price":${m[8]},"score":${m[9]},"score_cluster":${m[10]},"reason_codes":${codesJson(m[11])},"created_at":${m[12]},"erased":${m[13] === 'null' ? 'false' : 'true'}}`;
}

/**
 * The page's answer as text when every row is plain (rowJson), else the page's object for the response schema's
 * serializer.
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
