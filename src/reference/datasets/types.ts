/**
 * Importable datasets: operators load data with `idrisk import <dataset> FILE` (JSONL or CSV).
 * Each dataset declares its row schema and how a batch of valid rows is written; the framework
 * (./import.ts) streams the file, validates rows, reports bad rows with line numbers, batches writes
 * in transactions, shows progress and prints a summary. Imports are idempotent: writing the same row
 * twice changes nothing (each dataset upserts on its natural key).
 */
import type { TSchema, Static } from '@sinclair/typebox';
import type { Tx } from '../../store/db.js';

export interface DatasetDef<S extends TSchema = TSchema> {
  /** Name used on the command line, e.g. `breaches`, `phone-names`, `mnp`, `ip-lists`, `devices`. */
  readonly name: string;
  readonly description: string;
  /** JSON schema of one row (after CSV columns are mapped to fields). additionalProperties: false. */
  readonly row: S;
  /**
   * CSV: column name -> how to read the cell. Cells are strings; `list` splits on `|`; empty cell -> absent.
   * JSONL rows are validated as they are.
   */
  readonly csv: Readonly<Record<string, 'string' | 'integer' | 'number' | 'boolean' | 'list'>>;
  /** Extra checks a schema cannot express (e.g. a valid CIDR); return an error message or null. */
  check?(row: Static<S>): string | null;
  /** Write one batch of valid rows inside the import's transaction; return how many rows changed stored data. */
  write(rows: readonly Static<S>[], tx: Tx): Promise<{ changed: number }>;
}

export interface ImportSummary {
  readonly dataset: string;
  readonly file: string;
  readonly rows: number;
  readonly valid: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly bad: number;
  /** First bad rows (line number and reason), at most 100. */
  readonly badRows: readonly { line: number; error: string }[];
  readonly seconds: number;
  readonly rowsPerSecond: number;
  /** True when --strict refused the file (nothing written). */
  readonly refused: boolean;
}
