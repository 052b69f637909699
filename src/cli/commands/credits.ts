import { intArg, parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import { withAdmin } from '../admin.js';

export const creditsCommand: CliCommand = {
  name: 'credits',
  summary: 'Add credits to an account',
  usage: 'idrisk credits add --account ID C [--json]',
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    if (sub !== 'add') throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    const { values, positionals } = parse(rest, { account: { type: 'string' } }, 1);
    const accountId = requireString(values.account, '--account');
    const amount = intArg(positionals[0], 'C (credits to add)', 1);
    // The same call as POST /admin/1.0/accounts/{id}/credits: the change and the balance go to the credit ledger.
    const { balance } = await withAdmin(ctx, (s, actor) => s.admin.accounts.addCredits(actor, accountId, amount));
    if (values.json) ctx.io.out(JSON.stringify({ account_id: accountId, added: amount, balance }));
    else ctx.io.out(`added ${amount} credits to ${accountId}; balance ${balance}`);
    return 0;
  },
};
