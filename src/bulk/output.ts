/** The results of a job as CSV or JSONL text, streamed a line at a time (the HTTP download and `idrisk bulk results`). */
import { stringify } from 'csv-stringify/sync';
import type { BulkResultRow } from './service.js';

const FIXED = ['line', 'status', 'customer_id', 'resolution_id', 'score', 'score_cluster', 'reason_codes', 'decision', 'credits', 'error_code', 'error_detail'] as const;

/** CSV: the fixed columns, the input columns of the first rows (as in_{column}), then the chosen fields. */
export async function* csvLines(rows: AsyncIterable<BulkResultRow>, fields: readonly string[]): AsyncGenerator<string> {
  let columns: string[] | null = null;
  const head: BulkResultRow[] = [];
  const line = (r: BulkResultRow) =>
    stringify([[...FIXED.map((c) => cell(r[c])), ...columns!.map((c) => r.input[c] ?? ''), ...fields.map((f) => cell(r.fields[f]))]]);
  const start = () => {
    const seen = new Set<string>();
    for (const r of head) for (const k of Object.keys(r.input)) seen.add(k);
    columns = [...seen];
    return stringify([[...FIXED, ...columns.map((c) => `in_${c}`), ...fields]]);
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
