import { AccountNotFound } from '../../accounts/accounts.js';
import { intArg, parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';

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
    const s = await ctx.services();
    try {
      const balance = await s.accounts.addCredits(accountId, amount);
      if (values.json) ctx.io.out(JSON.stringify({ account_id: accountId, added: amount, balance }));
      else ctx.io.out(`added ${amount} credits to ${accountId}; balance ${balance}`);
      return 0;
    } catch (err) {
      if (err instanceof AccountNotFound) throw new UsageError(`no account ${accountId}`);
      throw err;
    } finally {
      await s.close();
    }
  },
};
