/** `idrisk models`: an account's custom scorecards (docs/models.md). */
import { readFile } from 'node:fs/promises';
import { ScoringModels, standardModelIds, validateModel, type StoredModel } from '../../scoring/models/index.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';

const describe = (m: StoredModel) =>
  `${m.id}  ${m.name}${m.product ? ` (${m.product})` : ''}  base ${m.base}, ${Object.keys(m.points).length} code(s)  ${m.created_at}`;

export const modelsCommand: CliCommand = {
  name: 'models',
  summary: 'Custom scoring models (scorecards) of an account',
  usage: [
    'idrisk models create --account ID --file model.json [--json]',
    'idrisk models list --account ID [--json]',
    'idrisk models show --account ID MODEL_ID',
    'idrisk models delete --account ID MODEL_ID',
    'idrisk models validate --file model.json',
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (sub === 'validate') {
      const { values } = parse(rest, { file: { type: 'string' } });
      const problems = validateModel(await readModelFile(requireString(values.file, '--file')));
      if (problems.length > 0) {
        ctx.io.err(`invalid model:\n  ${problems.join('\n  ')}`);
        return 1;
      }
      ctx.io.out('model is valid');
      return 0;
    }
    if (!['create', 'list', 'show', 'delete'].includes(sub ?? '')) {
      throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
    const positional = sub === 'show' || sub === 'delete' ? 1 : 0;
    const { values, positionals } = parse(rest, { account: { type: 'string' }, file: { type: 'string' } }, positional);
    const accountId = requireString(values.account, '--account');
    let doc: unknown;
    if (sub === 'create') {
      doc = await readModelFile(requireString(values.file, '--file'));
      const problems = validateModel(doc);
      if (problems.length > 0) {
        ctx.io.err(`invalid model, nothing stored:\n  ${problems.join('\n  ')}`);
        return 1;
      }
    }
    if (positional && !positionals[0]) throw new UsageError('MODEL_ID is required');
    const s = await ctx.services();
    try {
      if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
      const models = new ScoringModels(s.store.db);
      if (sub === 'create') {
        const m = await models.create(accountId, doc as Parameters<ScoringModels['create']>[1]);
        ctx.io.out(values.json ? JSON.stringify(m) : `created ${m.id} (use it as model_id)`);
      } else if (sub === 'list') {
        const list = await models.list(accountId);
        if (values.json) ctx.io.out(JSON.stringify({ standard: standardModelIds(), custom: list }));
        else ctx.io.out([`standard: ${standardModelIds().join(', ')}`, ...list.map(describe)].join('\n'));
      } else if (sub === 'show') {
        const m = await models.get(accountId, positionals[0]);
        if (!m) throw new UsageError(`no model ${positionals[0]} in account ${accountId}`);
        ctx.io.out(JSON.stringify(m, null, 2));
      } else {
        if (!(await models.delete(accountId, positionals[0]))) throw new UsageError(`no model ${positionals[0]} in account ${accountId}`);
        ctx.io.out(`deleted ${positionals[0]}`);
      }
      return 0;
    } finally {
      await s.close();
    }
  },
};

async function readModelFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UsageError(`${file} is not JSON: ${(err as Error).message}`);
  }
}
