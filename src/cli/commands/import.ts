/**
 * `idrisk import <dataset> FILE [--strict] [--json]`: stream a JSONL or CSV file into one of the importable
 * datasets (docs/datasets.md), with a progress bar on a terminal and a summary at the end.
 */
import { existsSync, statSync } from 'node:fs';
import { DATASETS, datasetByName } from '../../reference/datasets/registry.js';
import { ImportError, type ImportProgress } from '../../reference/datasets/import.js';
import { withAdmin } from '../admin.js';
import type { ImportSummary } from '../../reference/datasets/types.js';
import { UsageError, type CliCommand, type CliIO } from '../types.js';

const USAGE = 'idrisk import <dataset> FILE [--strict] [--json]';

function datasetList(): string {
  const width = Math.max(...DATASETS.map((d) => d.name.length));
  return DATASETS.map((d) => `  ${d.name.padEnd(width)}  ${d.description}`).join('\n');
}

function help(): string {
  return [
    `usage: ${USAGE}`,
    '',
    'Imports FILE (.jsonl/.ndjson: one JSON object per line; .csv: a header row then one row per line) into a dataset.',
    'Bad rows are reported with their line numbers and skipped; re-importing the same file changes nothing.',
    '',
    '  --strict   validate the whole file first and import nothing if any row is bad',
    '  --json     print the summary as JSON',
    '',
    'datasets:',
    datasetList(),
    '',
    'File formats and examples: docs/datasets.md',
  ].join('\n');
}

const mb = (n: number) => (n / 1e6).toFixed(1);

/** A throttled one-line progress bar on stderr. */
export function progressBar(io: CliIO, now: () => number = () => performance.now()): { update(p: ImportProgress): void; done(): void } {
  const start = now();
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      const t = now();
      if (t - last < 100 && p.bytes < p.totalBytes) return;
      last = t;
      const ratio = p.totalBytes > 0 ? Math.min(1, p.bytes / p.totalBytes) : 1;
      const width = 30;
      const filled = Math.round(ratio * width);
      const rate = Math.round(p.rows / Math.max(0.001, (t - start) / 1000));
      io.err(
        `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ` +
          `${mb(p.bytes)}/${mb(p.totalBytes)} MB  ${p.rows.toLocaleString('en')} rows  ${rate.toLocaleString('en')} rows/s`,
      );
      drawn = true;
    },
    done() {
      if (drawn) io.err('\n');
    },
  };
}

export function formatSummary(s: ImportSummary): string {
  const lines = [
    s.refused
      ? `${s.dataset}: REFUSED (--strict): ${s.bad} bad row(s) in ${s.rows.toLocaleString('en')}; nothing was written`
      : `${s.dataset}: ${s.rows.toLocaleString('en')} rows read, ${s.valid.toLocaleString('en')} valid, ` +
        `${s.changed.toLocaleString('en')} changed, ${s.unchanged.toLocaleString('en')} unchanged, ${s.bad.toLocaleString('en')} bad ` +
        `in ${s.seconds.toFixed(1)} s (${s.rowsPerSecond.toLocaleString('en')} rows/s)`,
  ];
  for (const b of s.badRows) lines.push(`  line ${b.line}: ${b.error}`);
  if (s.bad > s.badRows.length) lines.push(`  ... and ${s.bad - s.badRows.length} more bad row(s)`);
  return lines.join('\n');
}

export const importCommand: CliCommand = {
  name: 'import',
  summary: 'Import a dataset file (breaches, phone-names, mnp, ...) into the database',
  // `idrisk import --help` prints this (src/cli/index.ts), so it carries the options and the dataset list.
  get usage() {
    return help().replace(/^usage: /, '');
  },
  async run(argv, ctx) {
    const flags = new Set(argv.filter((a) => a.startsWith('-')));
    const words = argv.filter((a) => !a.startsWith('-'));
    if (flags.has('--help') || flags.has('-h')) {
      ctx.io.out(help());
      return 0;
    }
    for (const f of flags) if (f !== '--strict' && f !== '--json') throw new UsageError(`unknown option ${f}`);
    if (words.length === 0) {
      ctx.io.err(help());
      return 2;
    }
    const [name, file, ...rest] = words;
    const def = datasetByName(name);
    if (!def) throw new UsageError(`unknown dataset "${name}"; datasets:\n${datasetList()}`);
    if (!file) throw new UsageError('missing FILE');
    if (rest.length > 0) throw new UsageError(`unexpected argument ${rest[0]}`);
    if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`no such file: ${file}`);
    const json = flags.has('--json');
    const bar = ctx.io.stderrIsTTY && !json ? progressBar(ctx.io) : null;
    let summary: ImportSummary;
    try {
      // The management layer's import (src/admin/datasets.ts): the same code and record as an upload through
      // /admin/1.0 (the import is listed with its file name, who ran it and its summary).
      summary = await withAdmin(ctx, (s, actor) => s.admin.datasets.importFile(actor, def.name, file, { strict: flags.has('--strict'), onProgress: bar ? (p) => bar.update(p) : undefined }));
    } catch (err) {
      if (err instanceof ImportError) throw new UsageError(err.message);
      throw err;
    } finally {
      bar?.done();
    }
    ctx.io.out(json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
    return summary.refused ? 1 : 0;
  },
};
