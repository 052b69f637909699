import type { Account } from '../../accounts/accounts.js';
import { parseEntitlements, type Entitlement } from '../../accounts/entitlements.js';
import { intArg, parse, requireString, urlArg } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import { allPages, withAdmin } from '../admin.js';

const USAGE = `idrisk accounts create --name N [--credits C | --unlimited] [--products phone,email,…] [--rate-limit R] [--webhook-url U] [--graph-sharing on|off] [--json]
idrisk accounts list [--json]
idrisk accounts show ID [--json]
idrisk accounts update ID [--name N] [--unlimited | --limited] [--products …] [--rate-limit R] [--webhook-url U | --no-webhook] [--rotate-webhook-secret] [--disable | --enable] [--graph-sharing on|off] [--json]`;

/** `--graph-sharing on|off`: the account's identity graph is shared with the deployment's consortium (docs/privacy.md). */
function sharingArg(value: unknown): boolean {
  const v = requireString(value, '--graph-sharing');
  if (v !== 'on' && v !== 'off') throw new UsageError('--graph-sharing takes on or off');
  return v === 'on';
}

function secretText(secret: string | null): string {
  return secret ? `\n  webhook signing secret (shown once, store it now): ${secret}` : '';
}

export function accountJson(a: Account) {
  return {
    id: a.id,
    name: a.name,
    credits: a.unlimited ? null : a.credits,
    unlimited: a.unlimited,
    products: a.products,
    rate_limit: a.rateLimit,
    webhook_url: a.webhookUrl,
    disabled: a.disabled,
    graph_sharing: a.graphSharing,
    created_at: a.createdAt,
  };
}

export function accountText(a: Account): string {
  return [
    `${a.id}  ${a.name}${a.disabled ? '  (disabled)' : ''}`,
    `  credits:     ${a.unlimited ? 'unlimited' : a.credits}`,
    `  rate limit:  ${a.rateLimit} requests/s per key`,
    `  products:    ${a.products.join(',') || '(none)'}`,
    `  webhook url: ${a.webhookUrl ?? '(none)'}`,
    `  identity graph: ${a.graphSharing ? 'shared (consortium)' : 'own'}`,
  ].join('\n');
}

function products(value: unknown): Entitlement[] {
  const { ok, unknown } = parseEntitlements(requireString(value, '--products'));
  if (unknown.length) throw new UsageError(`unknown product(s): ${unknown.join(', ')}`);
  return ok;
}


export const accountsCommand: CliCommand = {
  name: 'accounts',
  summary: 'Create, list, show and update accounts',
  usage: USAGE,
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    const print = (json: unknown, text: string, asJson: unknown) => ctx.io.out(asJson ? JSON.stringify(json) : text);
    switch (sub) {
      case 'create': {
        const { values } = parse(rest, {
          name: { type: 'string' }, credits: { type: 'string' }, unlimited: { type: 'boolean' },
          products: { type: 'string' }, 'rate-limit': { type: 'string' }, 'webhook-url': { type: 'string' },
          'graph-sharing': { type: 'string' },
        });
        const name = requireString(values.name, '--name');
        if (values.unlimited && values.credits !== undefined) throw new UsageError('use either --credits or --unlimited');
        const input = {
          name,
          credits: values.credits !== undefined ? intArg(values.credits, '--credits', 0) : 0,
          unlimited: Boolean(values.unlimited),
          products: values.products !== undefined ? products(values.products) : undefined,
          rateLimit: values['rate-limit'] !== undefined ? intArg(values['rate-limit'], '--rate-limit', 1, 1_000_000) : undefined,
          webhookUrl: values['webhook-url'] !== undefined ? urlArg(values['webhook-url'], '--webhook-url') : null,
          graphSharing: values['graph-sharing'] !== undefined ? sharingArg(values['graph-sharing']) : false,
        };
        // A webhook URL gets a signing secret, shown this once (docs/webhooks.md).
        const { account: a, webhookSecret: secret } = await withAdmin(ctx, (s, actor) => s.admin.accounts.createAccount(actor, input));
        // The trail tells one creation from another by the new account's id (its name stays redacted in args).
        ctx.auditDetail?.({ account_id: a.id });
        print({ ...accountJson(a), ...(secret ? { webhook_secret: secret } : {}) }, `created account\n${accountText(a)}${secretText(secret)}`, values.json);
        return 0;
      }
      case 'list': {
        const { values } = parse(rest, {});
        const list = await withAdmin(ctx, (s, actor) => allPages((cursor) => s.admin.accounts.listAccounts(actor, 200, cursor)));
        print(list.map(accountJson), list.length ? list.map(accountText).join('\n') : 'no accounts', values.json);
        return 0;
      }
      case 'show': {
        const { values, positionals } = parse(rest, {}, 1);
        const id = requireString(positionals[0], 'account ID');
        const a = await withAdmin(ctx, (s, actor) => s.admin.accounts.account(actor, id));
        print(accountJson(a), accountText(a), values.json);
        return 0;
      }
      case 'update': {
        const { values, positionals } = parse(rest, {
          name: { type: 'string' }, unlimited: { type: 'boolean' }, limited: { type: 'boolean' },
          products: { type: 'string' }, 'rate-limit': { type: 'string' }, 'webhook-url': { type: 'string' },
          'no-webhook': { type: 'boolean' }, disable: { type: 'boolean' }, enable: { type: 'boolean' },
          'rotate-webhook-secret': { type: 'boolean' }, 'graph-sharing': { type: 'string' },
        }, 1);
        const id = requireString(positionals[0], 'account ID');
        if (values.unlimited && values.limited) throw new UsageError('use either --unlimited or --limited');
        if (values.disable && values.enable) throw new UsageError('use either --disable or --enable');
        if (values['webhook-url'] !== undefined && values['no-webhook']) throw new UsageError('use either --webhook-url or --no-webhook');
        const patch = {
          name: values.name !== undefined ? requireString(values.name, '--name') : undefined,
          unlimited: values.unlimited ? true : values.limited ? false : undefined,
          products: values.products !== undefined ? products(values.products) : undefined,
          rateLimit: values['rate-limit'] !== undefined ? intArg(values['rate-limit'], '--rate-limit', 1, 1_000_000) : undefined,
          webhookUrl: values['webhook-url'] !== undefined ? urlArg(values['webhook-url'], '--webhook-url') : values['no-webhook'] ? null : undefined,
          disabled: values.disable ? true : values.enable ? false : undefined,
          graphSharing: values['graph-sharing'] !== undefined ? sharingArg(values['graph-sharing']) : undefined,
        };
        const hasPatch = !Object.values(patch).every((v) => v === undefined);
        if (!hasPatch && !values['rotate-webhook-secret']) throw new UsageError('nothing to update');
        // A new secret on --rotate-webhook-secret, or when a webhook URL is set on an account that has none (src/admin/accounts.ts).
        const { account: a, webhookSecret: secret } = await withAdmin(ctx, (s, actor) => s.admin.accounts.updateAccount(actor, id, patch, { rotateWebhookSecret: values['rotate-webhook-secret'] === true }));
        print({ ...accountJson(a), ...(secret ? { webhook_secret: secret } : {}) }, `updated account\n${accountText(a)}${secretText(secret)}`, values.json);
        return 0;
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
