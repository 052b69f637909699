/** The results of a job as CSV or JSONL text, streamed a line at a time (the HTTP download and `idrisk bulk results`). */
import { stringify } from 'csv-stringify/sync';
import type { BulkResultRow } from './service.js';

const FIXED = ['line', 'status', 'customer_id', 'resolution_id', 'score', 'score_cluster', 'reason_codes', 'decision', 'credits', 'error_code', 'error_detail'] as const;

/** Fixed columns whose text comes from the caller: the customer_id of the file, an error detail quoting a value. */
const CALLER_TEXT: ReadonlySet<string> = new Set(['customer_id', 'error_detail']);

/**
 * The OWASP guard against formula injection (CSV injection): a cell of caller text that a spreadsheet would read as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) gets a single quote before it, so it is shown as
 * text. A plain number (`-12.5`, `+447700900123`) is no formula and stays as it is.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** Guard caller text against spreadsheet formulas (default on; docs/bulk.md "Results"). */
  readonly formulaGuard?: boolean;
}

/**
 * CSV: the fixed columns, the input columns of the first rows (as in_{column}), then the chosen fields. Caller text
 * (customer_id, error_detail, the input columns, text values of the chosen fields, the header names the caller chose)
 * is guarded against formulas; the columns the service writes (scores, credits, codes, numbers) never are.
 */
export async function* csvLines(rows: AsyncIterable<BulkResultRow>, fields: readonly string[], options: CsvOptions = {}): AsyncGenerator<string> {
  const guard = options.formulaGuard === false ? (t: string) => t : guardFormula;
  let columns: string[] | null = null;
  const head: BulkResultRow[] = [];
  const line = (r: BulkResultRow) =>
    stringify([
      [
        ...FIXED.map((c) => (CALLER_TEXT.has(c) ? guard(cell(r[c])) : cell(r[c]))),
        ...columns!.map((c) => guard(r.input[c] ?? '')),
        ...fields.map((f) => (typeof r.fields[f] === 'string' ? guard(r.fields[f] as string) : cell(r.fields[f]))),
      ],
    ]);
  const start = () => {
    const seen = new Set<string>();
    for (const r of head) for (const k of Object.keys(r.input)) seen.add(k);
    columns = [...seen];
    return stringify([[...FIXED, ...columns.map((c) => guard(`in_${c}`)), ...fields.map(guard)]]);
  };
  for await (const r of rows) {
    if (columns === null) {
      head.push(r);
      if (head.length < 1000) continue;
      yield start();
      for (const h of head) yield line(h);
      continue;
    }
    yield line(r);
  }
  if (columns === null) {
    yield start();
    for (const h of head) yield line(h);
  }
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export async function* jsonlLines(rows: AsyncIterable<BulkResultRow>): AsyncGenerator<string> {
  for await (const r of rows) yield `${JSON.stringify(r)}\n`;
}
