import type { App } from '../../login/apps.js';
import { normalizeOrigin } from '../../login/apps.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import { withAdmin } from '../admin.js';

const USAGE = `idrisk apps create --account ID --origin URL [--origin URL ...] [--json]
idrisk apps list [--account ID] [--json]
idrisk apps revoke APP_ID [--json]`;

function appJson(a: App) {
  return { id: a.id, account_id: a.accountId, app_key: a.appKey, origins: a.origins, created_at: a.createdAt, revoked_at: a.revokedAt };
}

/** Collector apps: the publishable app key of a login page and the origins allowed to send collector records. */
export const appsCommand: CliCommand = {
  name: 'apps',
  summary: 'Create, list and revoke collector apps (publishable app keys for login tracking)',
  usage: USAGE,
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    switch (sub) {
      case 'create': {
        const { values } = parse(rest, { account: { type: 'string' }, origin: { type: 'string', multiple: true } });
        const accountId = requireString(values.account, '--account');
        const raw = (values.origin as string[] | undefined) ?? [];
        if (raw.length === 0) throw new UsageError('at least one --origin is required (the scheme://host[:port] of your login page)');
        const origins = raw.map((o) => {
          const n = normalizeOrigin(o);
          if (!n) throw new UsageError(`--origin must be an http(s) origin such as https://login.example.com, without path, got "${o}"`);
          return n;
        });
        const a = await withAdmin(ctx, (s, actor) => s.admin.accounts.createApp(actor, accountId, origins));
        if (values.json) ctx.io.out(JSON.stringify({ id: a.id, app_key: a.appKey, account_id: a.accountId, origins: a.origins }));
        else ctx.io.out(`created app ${a.id} for ${accountId}\n\n  app key: ${a.appKey}\n  origins: ${a.origins.join(', ')}\n\nThe app key is public: put it in your login page (docs/login.md).`);
        return 0;
      }
      case 'list': {
        const { values } = parse(rest, { account: { type: 'string' } });
        const list = await withAdmin(ctx, (s, actor) => s.admin.accounts.listApps(actor, typeof values.account === 'string' ? values.account : null));
        if (values.json) ctx.io.out(JSON.stringify(list.map(appJson)));
        else ctx.io.out(list.length ? list.map((a) => `${a.id}  ${a.accountId}  ${a.appKey}  ${a.origins.join(',')}  ${a.revokedAt ? `revoked ${a.revokedAt}` : 'active'}`).join('\n') : 'no apps');
        return 0;
      }
      case 'revoke': {
        const { values, positionals } = parse(rest, {}, 1);
        const id = requireString(positionals[0], 'APP_ID');
        const a = await withAdmin(ctx, (s, actor) => s.admin.accounts.revokeApp(actor, id));
        if (values.json) ctx.io.out(JSON.stringify(appJson(a)));
        else ctx.io.out(`revoked ${a.id} at ${a.revokedAt}`);
        return 0;
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
