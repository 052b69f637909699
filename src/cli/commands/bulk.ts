/**
 * `idrisk bulk`: bulk scoring from the command line (docs/bulk.md), through the same service as POST /1.0/bulk:
 * submit a file as an account (its live key, or its sandbox key with --sandbox), follow a job, write its results.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import { DomainError, ApiError } from '../../contract/errors.js';
import { createRunner } from '../../jobs/index.js';
import type { BulkJobView } from '../../bulk/service.js';
import { csvLines, jsonlLines } from '../../bulk/output.js';
import type { BulkFormat } from '../../bulk/input.js';
import type { Services } from '../../composition.js';
import { intArg, parse, requireString } from '../args.js';
import { UsageError, type CliCommand, type CliContext } from '../types.js';

const ENDED = new Set(['completed', 'failed', 'cancelled']);

export const bulkCommand: CliCommand = {
  name: 'bulk',
  summary: 'Bulk scoring: submit a CSV/JSONL file (gzip accepted), follow the job, write its results',
  usage: [
    'idrisk bulk submit FILE --account ID --claims CLAIMS [--map col=field]... [--fields a.b,c.d] [--format csv|jsonl]',
    '                   [--model ID] [--webhook-url URL] [--sample N] [--sandbox] [--wait] [--json]',
    'idrisk bulk status JOB --account ID [--wait] [--json]',
    'idrisk bulk results JOB --account ID [--format csv|jsonl] [--no-formula-guard] [--out FILE]',
    'idrisk bulk cancel JOB --account ID [--json]',
    '  CLAIMS: one product (phone, email, ip, domain, device, name) or hub claims (phone,email,ip,name,score).',
    '  fields: customer_id, phone_number, email, ip, first_name, last_name, domain, user_agent; a column named as a',
    '  field needs no --map. --wait runs the job in this process too (a serve or worker process may take it first)',
    '  and shows its progress until it ends; a paused job (credits ran out) is waited for until credits are added.',
    '  CSV results put a quote before caller text a spreadsheet would run as a formula; --no-formula-guard does not.',
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (!['submit', 'status', 'results', 'cancel'].includes(sub ?? '')) throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    const { values, positionals } = parse(
      rest,
      {
        account: { type: 'string' },
        claims: { type: 'string' },
        map: { type: 'string', multiple: true },
        fields: { type: 'string' },
        format: { type: 'string' },
        model: { type: 'string' },
        'webhook-url': { type: 'string' },
        sample: { type: 'string' },
        sandbox: { type: 'boolean' },
        wait: { type: 'boolean' },
        out: { type: 'string' },
        'no-formula-guard': { type: 'boolean' },
      },
      1,
    );
    const target = positionals[0];
    if (!target) throw new UsageError(sub === 'submit' ? 'missing FILE' : 'missing JOB (blk_…)');
    const accountId = requireString(values.account, '--account');
    const format = values.format as string | undefined;
    if (format !== undefined && !['csv', 'jsonl'].includes(format)) throw new UsageError('--format is csv or jsonl');
    // --wait scores the rows in this process too: it needs the engines, as `idrisk serve` and `idrisk worker` have.
    const s = await ctx.services(values.wait === true);
    try {
      const account = await s.accounts.get(accountId);
      if (!account) throw new UsageError(`no account ${accountId}`);
      if (sub === 'submit') {
        const environment = values.sandbox ? 'sandbox' : 'live';
        const key = (await s.keys.list(accountId)).filter((k) => k.environment === environment && k.revokedAt === null && (k.expiresAt === null || Date.parse(k.expiresAt) > Date.now())).at(-1);
        if (!key) throw new UsageError(`account ${accountId} has no active ${environment} key (idrisk keys create)`);
        try {
          await stat(target);
        } catch {
          throw new UsageError(`cannot read ${target}`);
        }
        const name = target.toLowerCase().replace(/\.gz$/, '');
        const fileFormat = (format ?? (name.endsWith('.csv') ? 'csv' : name.endsWith('.jsonl') || name.endsWith('.ndjson') ? 'jsonl' : undefined)) as BulkFormat | undefined;
        const claims = requireString(values.claims, '--claims').split(',').map((c) => c.trim()).filter(Boolean);
        const job = await s.bulk.submit(
          { account, key },
          {
            claims,
            map: (values.map as string[] | undefined) ?? [],
            fields: ((values.fields as string | undefined) ?? '').split(',').map((f) => f.trim()).filter(Boolean),
            format: fileFormat,
            modelId: values.model as string | undefined,
            webhookUrl: values['webhook-url'] as string | undefined,
            sample: values.sample === undefined ? undefined : intArg(values.sample, '--sample', 1, 100),
          },
          fileChunks(target),
        );
        ctx.io.err(`submitted ${job.id} (${job.bytes} bytes, ${job.environment})`);
        const final = values.wait ? await follow(s, ctx, accountId, job.id) : job;
        ctx.io.out(values.json ? JSON.stringify(final) : summary(final));
        return final.status === 'failed' ? 1 : 0;
      }
      if (sub === 'status') {
        const job = values.wait ? await follow(s, ctx, accountId, target) : await s.bulk.get(accountId, target);
        ctx.io.out(values.json ? JSON.stringify(job) : summary(job));
        return 0;
      }
      if (sub === 'cancel') {
        const job = await s.bulk.cancel(accountId, target);
        ctx.io.out(values.json ? JSON.stringify(job) : summary(job));
        return 0;
      }
      const job = await s.bulk.jobOf(accountId, target);
      const fields = JSON.parse(job.fields) as string[];
      const outFile = values.out as string | undefined;
      const sink = outFile ? createWriteStream(outFile) : null;
      const write = async (text: string) => {
        if (!sink) return ctx.io.out(text.replace(/\n$/, ''));
        if (!sink.write(text)) await once(sink, 'drain');
      };
      let n = 0;
      const lines = (format ?? 'csv') === 'jsonl' ? jsonlLines(s.bulk.allResults(job)) : csvLines(s.bulk.allResults(job), fields, { formulaGuard: values['no-formula-guard'] !== true });
      for await (const text of lines) {
        await write(text);
        n++;
      }
      if ((format ?? 'csv') === 'csv') n = Math.max(0, n - 1);
      if (sink) {
        sink.end();
        await once(sink, 'finish');
        ctx.io.err(`wrote ${n} rows to ${outFile}`);
      }
      return 0;
    } catch (err) {
      if (err instanceof DomainError || err instanceof ApiError) {
        ctx.io.err(`idrisk bulk: ${err.code}: ${(err as DomainError).detail ?? err.message}`);
        return 1;
      }
      throw err;
    } finally {
      await s.close();
    }
  },
};

function summary(j: BulkJobView): string {
  const lines = [
    `${j.id}  ${j.status}  ${j.operation} [${j.claims.join(',')}]  ${j.environment}`,
    `rows: ${j.rows_total ?? `${j.rows_parsed}+ (parsing)`} total, ${j.rows_done} scored, ${j.rows_invalid} invalid, ${j.duplicates_skipped} duplicates, ${j.rows_failed} failed, ${j.rows_pending} pending`,
    `credits spent: ${j.credits_spent}`,
  ];
  if (Object.keys(j.score_clusters).length > 0) lines.push(`clusters: ${Object.entries(j.score_clusters).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (j.error) lines.push(`${j.error.code}: ${j.error.detail}`);
  return lines.join('\n');
}

/** Run the job in this process as well and show its progress on stderr until it ends. */
async function follow(s: Services, ctx: CliContext, accountId: string, id: string): Promise<BulkJobView> {
  const runner = createRunner(s, { pollMs: 200 });
  runner.start();
  try {
    let last = '';
    for (;;) {
      const j = await s.bulk.get(accountId, id);
      const total = j.rows_total;
      const handled = j.rows_done + j.rows_invalid + j.rows_failed + j.duplicates_skipped;
      const line = total ? `${bar(handled / Math.max(1, total))} ${handled}/${total} rows  ${j.credits_spent} credits  ${j.status}` : `${j.status}: ${j.rows_parsed} rows read`;
      if (line !== last) {
        if (ctx.io.stderrIsTTY) process.stderr.write(`\r${line}\u001b[K`);
        else ctx.io.err(line);
        last = line;
      }
      if (ENDED.has(j.status)) {
        if (ctx.io.stderrIsTTY) process.stderr.write('\n');
        return j;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await runner.stop();
  }
}

function bar(share: number): string {
  const width = 30;
  const full = Math.round(Math.min(1, share) * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${String(Math.floor(share * 100)).padStart(3)}%`;
}

/**
 * The file's bytes, opened only when the upload is read: a submission refused before (bad claims, no credits) opens
 * nothing, where a stream made up front was left open, unread, and failed on its own later (ENOENT once the file was gone).
 */
async function* fileChunks(path: string): AsyncGenerator<Buffer> {
  const stream = createReadStream(path);
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } finally {
    stream.destroy();
  }
}
