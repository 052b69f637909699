import type { ApiKey } from '../../accounts/keys.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';

const USAGE = `idrisk keys create --account ID [--sandbox] [--json]
idrisk keys list [--account ID] [--json]
idrisk keys revoke KEY_ID [--json]`;

function keyJson(k: ApiKey) {
  return { id: k.id, account_id: k.accountId, environment: k.environment, prefix: k.prefix, created_at: k.createdAt, revoked_at: k.revokedAt };
}

export const keysCommand: CliCommand = {
  name: 'keys',
  summary: 'Create, list and revoke API keys',
  usage: USAGE,
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    switch (sub) {
      case 'create': {
        const { values } = parse(rest, { account: { type: 'string' }, sandbox: { type: 'boolean' } });
        const accountId = requireString(values.account, '--account');
        const s = await ctx.services();
        try {
          if (!(await s.accounts.get(accountId))) throw new UsageError(`no account ${accountId}`);
          const k = await s.keys.create(accountId, values.sandbox ? 'sandbox' : 'live');
          if (values.json) ctx.io.out(JSON.stringify({ ...keyJson(k), secret: k.secret }));
          else ctx.io.out(`created ${k.environment} key ${k.id} for ${accountId}\n\n  ${k.secret}\n\nThe secret is shown once; store it now.`);
          return 0;
        } finally {
          await s.close();
        }
      }
      case 'list': {
        const { values } = parse(rest, { account: { type: 'string' } });
        const s = await ctx.services();
        try {
          const list = await s.keys.list(typeof values.account === 'string' ? values.account : undefined);
          if (values.json) ctx.io.out(JSON.stringify(list.map(keyJson)));
          else ctx.io.out(list.length ? list.map((k) => `${k.id}  ${k.accountId}  ${k.environment.padEnd(7)}  ${k.prefix}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}`).join('\n') : 'no keys');
          return 0;
        } finally {
          await s.close();
        }
      }
      case 'revoke': {
        const { values, positionals } = parse(rest, {}, 1);
        const id = requireString(positionals[0], 'KEY_ID');
        const s = await ctx.services();
        try {
          const k = await s.keys.revoke(id);
          if (!k) throw new UsageError(`no key ${id}`);
          if (values.json) ctx.io.out(JSON.stringify(keyJson(k)));
          else ctx.io.out(`revoked ${k.id} (${k.prefix}) at ${k.revokedAt}`);
          return 0;
        } finally {
          await s.close();
        }
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
