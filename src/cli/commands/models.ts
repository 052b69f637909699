/** `idrisk models`: an account's custom scorecards (docs/models.md). */
import { ScoringModels, standardModelIds, validateModel, type StoredModel } from '../../scoring/models/index.js';
import { parse, readJsonFile, requireString } from '../args.js';
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
    'idrisk models activate --account ID --product PRODUCT MODEL_ID   # the model calls of PRODUCT use without model_id',
    'idrisk models deactivate --account ID --product PRODUCT',
    'idrisk models active --account ID [--json]',
    '  PRODUCT: phone, email, ip, domain, device, name, or onboarding (the hub score block)',
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (sub === 'validate') {
      const { values } = parse(rest, { file: { type: 'string' } });
      const problems = validateModel(await readJsonFile(requireString(values.file, '--file')));
      if (problems.length > 0) {
        ctx.io.err(`invalid model:\n  ${problems.join('\n  ')}`);
        return 1;
      }
      ctx.io.out('model is valid');
      return 0;
    }
    if (sub === 'activate' || sub === 'deactivate' || sub === 'active') return activation(sub, rest, ctx);
    if (!['create', 'list', 'show', 'delete'].includes(sub ?? '')) {
      throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
    const positional = sub === 'show' || sub === 'delete' ? 1 : 0;
    const { values, positionals } = parse(rest, { account: { type: 'string' }, file: { type: 'string' } }, positional);
    const accountId = requireString(values.account, '--account');
    let doc: unknown;
    if (sub === 'create') {
      doc = await readJsonFile(requireString(values.file, '--file'));
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

/** Spec rule 6: the account's active model per product (src/decisions/models.ts). */
async function activation(sub: 'activate' | 'deactivate' | 'active', rest: string[], ctx: Parameters<CliCommand['run']>[1]): Promise<number> {
  const { values, positionals } = parse(rest, { account: { type: 'string' }, product: { type: 'string' } }, sub === 'activate' ? 1 : 0);
  const accountId = requireString(values.account, '--account');
  if (sub !== 'active') requireString(values.product, '--product');
  if (sub === 'activate' && !positionals[0]) throw new UsageError('MODEL_ID is required');
  const s = await ctx.services();
  try {
    if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
    const active = s.decisions.activeModels;
    if (sub === 'activate') {
      const a = await active.activate(accountId, values.product as string, positionals[0]!);
      ctx.io.out(values.json ? JSON.stringify(a) : `${a.model_id} is now the ${a.product} model of ${accountId} (running servers use it within 30 s)`);
    } else if (sub === 'deactivate') {
      const done = await active.deactivate(accountId, values.product as string);
      ctx.io.out(done ? `${values.product as string} calls of ${accountId} use the standard model again` : `no active ${values.product as string} model`);
    } else {
      const list = await active.list(accountId);
      ctx.io.out(values.json ? JSON.stringify({ active: list }) : list.length === 0 ? 'no active models (standard models score)' : list.map((m) => `${m.product}  ${m.model_id}  since ${m.activated_at}`).join('\n'));
    }
    return 0;
  } finally {
    await s.close();
  }
}

