/** `idrisk policies`: an account's decision policies per operation, versioned (docs/rules.md). */
import { cliActor } from '../../privacy/audit.js';
import { InvalidInput } from '../../decisions/errors.js';
import { Policies } from '../../decisions/policies.js';
import { show } from '../../decisions/rules/ast.js';
import { intArg, parse, readJsonFile, requireString } from '../args.js';
import { UsageError, type CliCommand, type CliContext } from '../types.js';
import { validateModel, type ModelDocument } from '../../scoring/models/index.js';

export const policiesCommand: CliCommand = {
  name: 'policies',
  summary: 'Decision policies (rules) of an account per operation: draft, publish, roll back, backtest',
  usage: [
    'idrisk policies validate --file policy.json',
    'idrisk policies draft --account ID --operation OP --file policy.json [--json]   # saves a new draft version',
    'idrisk policies publish --account ID --operation OP [--version N] [--json]     # default: the latest draft',
    'idrisk policies rollback --account ID --operation OP [--json]                  # the version published before',
    'idrisk policies unpublish --account ID --operation OP                          # calls are no longer decided',
    'idrisk policies list --account ID [--json]',
    'idrisk policies show --account ID --operation OP [--version N] [--json]',
    'idrisk policies backtest --account ID --operation OP (--file draft.json | --version N | --model-file model.json)',
    '                         [--since DATE] [--until DATE] [--json]',
    '  OP: phone, email, ip, domain, device, name or hub. A rule\'s "when" is CEL text or the canonical JSON form.',
  ].join('\n'),
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    const options = {
      account: { type: 'string' },
      operation: { type: 'string' },
      file: { type: 'string' },
      version: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      'model-file': { type: 'string' },
    } as const;
    const { values } = parse(rest, options);
    if (sub === 'validate') {
      try {
        const doc = Policies.check(await readJsonFile(requireString(values.file, '--file')));
        ctx.io.out(`policy is valid: ${doc.rules.length} rule(s)`);
        return 0;
      } catch (err) {
        return reportInvalid(err, ctx, 'invalid policy');
      }
    }
    if (!['draft', 'publish', 'rollback', 'unpublish', 'list', 'show', 'backtest'].includes(sub ?? '')) {
      throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
    const accountId = requireString(values.account, '--account');
    const operation = sub === 'list' ? '' : requireString(values.operation, '--operation');
    const version = values.version === undefined ? undefined : intArg(values.version, '--version', 1);
    const input = sub === 'draft' || (sub === 'backtest' && values.file !== undefined) ? await readJsonFile(requireString(values.file, '--file')) : undefined;
    const s = await ctx.services();
    try {
      if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
      const policies = s.decisions.policies;
      const json = values.json === true;
      switch (sub) {
        case 'draft': {
          let v;
          try {
            v = await policies.saveDraft(accountId, operation, input, cliActor(ctx.env));
          } catch (err) {
            return reportInvalid(err, ctx, 'invalid policy, nothing stored');
          }
          ctx.auditDetail?.({ policy: v.policy_id, version: v.version, hash: v.hash });
          ctx.io.out(json ? JSON.stringify(v) : `saved ${v.policy_id}@${v.version} (draft, ${v.document.rules.length} rule(s), sha256 ${v.hash.slice(0, 12)}…); publish it with: idrisk policies publish --account ${accountId} --operation ${operation}`);
          return 0;
        }
        case 'publish':
        case 'rollback': {
          const v = sub === 'publish' ? await policies.publish(accountId, operation, version) : await policies.rollback(accountId, operation);
          ctx.auditDetail?.({ policy: v.policy_id, version: v.version });
          ctx.io.out(json ? JSON.stringify(v) : `${v.policy_id}@${v.version} now decides ${operation} calls of ${accountId} (running servers within 10 s)`);
          return 0;
        }
        case 'unpublish':
          await policies.unpublish(accountId, operation);
          ctx.io.out(`${operation} calls of ${accountId} are no longer decided`);
          return 0;
        case 'list': {
          const list = await policies.list(accountId);
          if (json) ctx.io.out(JSON.stringify({ policies: list }));
          else if (list.length === 0) ctx.io.out('no policies');
          else for (const p of list) ctx.io.out(`${p.operation}  ${p.id}  published: ${p.published_version ?? 'none'}  versions: ${p.versions.map((v) => `${v.version}(${v.status})`).join(' ')}`);
          return 0;
        }
        case 'show': {
          const v = await policies.show(accountId, operation, version);
          if (json) ctx.io.out(JSON.stringify(v));
          else {
            ctx.io.out(`${v.policy_id}@${v.version}  ${v.status}  sha256 ${v.hash}  by ${v.author} at ${v.created_at}`);
            for (const r of v.document.rules) ctx.io.out(`  ${r.id}  ${r.name}\n    when ${r.source ?? show(r.when)}\n    then ${r.actions.map((a) => JSON.stringify(a)).join(', ')}`);
          }
          return 0;
        }
        default: {
          let policy = undefined;
          if (input !== undefined) {
            try {
              policy = Policies.check(input);
            } catch (err) {
              return reportInvalid(err, ctx, 'invalid policy');
            }
          } else if (version !== undefined) policy = (await policies.show(accountId, operation, version)).document;
          let model: (ModelDocument & { id: string }) | undefined;
          if (values['model-file'] !== undefined) {
            const doc = await readJsonFile(values['model-file'] as string);
            const problems = validateModel(doc);
            if (problems.length > 0) throw new UsageError(`invalid model: ${problems.join('; ')}`);
            model = { ...(doc as ModelDocument), id: `backtest:${(doc as ModelDocument).name}` };
          }
          if (!policy && !model) throw new UsageError('give --file, --version or --model-file');
          const progress = (n: number) => ctx.io.err(`… ${n} resolutions`);
          const out = await s.decisions.reports.backtest(
            { accountId, operation, since: values.since as string | undefined, until: values.until as string | undefined, policy, model },
            ctx.io.stderrIsTTY ? progress : undefined,
          );
          ctx.io.out(json ? JSON.stringify(out) : backtestText(out));
          return 0;
        }
      }
    } finally {
      await s.close();
    }
  },
};

function backtestText(b: Awaited<ReturnType<import('../../decisions/reports.js').Reports['backtest']>>): string {
  const c = b.confusion;
  return [
    `${b.resolutions} resolutions replayed; ${b.changed_decisions} decisions change (${Object.entries(b.changes_by_kind).map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'})`,
    `flagged (review or decline): ${c.flagged_fraud} frauds, ${c.flagged_legit} others; passed: ${c.passed_fraud} frauds, ${c.passed_legit} others`,
    `ROC AUC of the replayed scores: ${b.report.roc_auc === null ? 'n/a (needs frauds and non-frauds)' : b.report.roc_auc.toFixed(4)}`,
  ].join('\n');
}

function reportInvalid(err: unknown, ctx: CliContext, title: string): number {
  if (!(err instanceof InvalidInput)) throw err;
  ctx.io.err(`${title}:\n  ${err.problems.length > 0 ? err.problems.map((p) => `${p.field}: ${p.message}`).join('\n  ') : err.message}`);
  return 1;
}
