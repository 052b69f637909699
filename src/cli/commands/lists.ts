/** `idrisk lists`: an account's typed lists for its rules (docs/rules.md#lists), with bulk upload from a file. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { cliActor } from '../../privacy/audit.js';
import { InvalidInput } from '../../decisions/errors.js';
import { MAX_BATCH } from '../../decisions/lists/lists.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';

export const listsCommand: CliCommand = {
  name: 'lists',
  summary: 'Typed lists of an account (block/allow lists for rules): create, bulk add and remove from a file',
  usage: [
    'idrisk lists create --account ID --name NAME --kind KIND [--description TEXT] [--json]',
    'idrisk lists list --account ID [--json]',
    'idrisk lists add --account ID --name NAME --file values.txt [--expires-at ISO] [--comment TEXT]',
    'idrisk lists remove --account ID --name NAME --file values.txt',
    'idrisk lists delete --account ID --name NAME',
    '  KIND: phone, email, email_domain, ip, cidr, name, device_id, username. A file holds one value per line;',
    `  it is sent in batches of ${MAX_BATCH}, each all or nothing (a bad line stops the upload and names its line).`,
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (!['create', 'list', 'add', 'remove', 'delete'].includes(sub ?? '')) throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    const { values } = parse(rest, {
      account: { type: 'string' },
      name: { type: 'string' },
      kind: { type: 'string' },
      description: { type: 'string' },
      file: { type: 'string' },
      'expires-at': { type: 'string' },
      comment: { type: 'string' },
    });
    const accountId = requireString(values.account, '--account');
    const name = sub === 'list' ? '' : requireString(values.name, '--name');
    const file = sub === 'add' || sub === 'remove' ? requireString(values.file, '--file') : '';
    const s = await ctx.services();
    try {
      if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
      const lists = s.decisions.lists;
      if (sub === 'create') {
        const l = await lists.create(accountId, { name, kind: requireString(values.kind, '--kind'), description: (values.description as string | undefined) ?? null });
        ctx.io.out(values.json ? JSON.stringify(l) : `created ${l.name} (${l.kind}, ${l.id})`);
      } else if (sub === 'list') {
        const all = await lists.all(accountId);
        ctx.io.out(values.json ? JSON.stringify({ lists: all }) : all.map((l) => `${l.name}  ${l.kind}  ${l.id}`).join('\n') || 'no lists');
      } else if (sub === 'delete') {
        await lists.delete(accountId, name);
        ctx.io.out(`deleted ${name}`);
      } else {
        await lists.get(accountId, name);
        const author = cliActor(ctx.env);
        let batch: string[] = [];
        /** The file line of each value of the batch (blank lines are skipped). */
        let lines: number[] = [];
        let line = 0;
        let total = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          try {
            const r =
              sub === 'add'
                ? await lists.add(accountId, name, batch.map((value) => ({ value, expires_at: (values['expires-at'] as string | undefined) ?? null, comment: (values.comment as string | undefined) ?? null })), author)
                : await lists.remove(accountId, name, batch);
            total += r.count;
          } catch (err) {
            if (err instanceof InvalidInput && err.problems.length > 0) {
              const named = err.problems.map((p) => `line ${lines[Number(/\/items\/(\d+)/.exec(p.field)?.[1] ?? 0)] ?? '?'}: ${p.message}`);
              throw new Error(`${err.message}; ${total} value(s) of earlier batches were ${sub === 'add' ? 'added' : 'removed'}\n  ${named.slice(0, 20).join('\n  ')}`);
            }
            throw err;
          }
          if (ctx.io.stderrIsTTY) ctx.io.err(`… ${line} lines`);
          batch = [];
          lines = [];
        };
        const rl = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
        try {
          for await (const text of rl) {
            line += 1;
            if (text.trim() === '') continue;
            batch.push(text);
            lines.push(line);
            if (batch.length === MAX_BATCH) await flush();
          }
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(`cannot read ${file}`);
          throw err;
        }
        await flush();
        ctx.auditDetail?.({ list: name, count: total });
        ctx.io.out(`${sub === 'add' ? 'added or updated' : 'removed'} ${total} value(s) ${sub === 'add' ? 'in' : 'from'} ${name}`);
      }
      return 0;
    } finally {
      await s.close();
    }
  },
};
