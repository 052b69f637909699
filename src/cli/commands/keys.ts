import type { ApiKey } from '../../accounts/keys.js';
import { allPages, withAdmin } from '../admin.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import { durationMs } from './privacy.js';

const USAGE = `idrisk keys create --account ID [--sandbox] [--json]
idrisk keys list [--account ID] [--json]
idrisk keys revoke KEY_ID [--json]
idrisk keys rotate KEY_ID [--grace 24h] [--json]   (the old secret keeps working for the grace period, then 401)`;

function keyJson(k: ApiKey) {
  return { id: k.id, account_id: k.accountId, environment: k.environment, prefix: k.prefix, created_at: k.createdAt, revoked_at: k.revokedAt, expires_at: k.expiresAt, replaced_by: k.replacedBy };
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
        const k = await withAdmin(ctx, (s, actor) => s.admin.accounts.createKey(actor, accountId, values.sandbox ? 'sandbox' : 'live'));
        ctx.auditDetail?.({ key_id: k.id });
        if (values.json) ctx.io.out(JSON.stringify({ ...keyJson(k), secret: k.secret }));
        else ctx.io.out(`created ${k.environment} key ${k.id} for ${accountId}\n\n  ${k.secret}\n\nThe secret is shown once; store it now.`);
        return 0;
      }
      case 'list': {
        const { values } = parse(rest, { account: { type: 'string' } });
        const accountId = typeof values.account === 'string' ? values.account : null;
        const list = await withAdmin(ctx, (s, actor) => allPages((cursor) => s.admin.accounts.listKeys(actor, accountId, 200, cursor)));
        if (values.json) ctx.io.out(JSON.stringify(list.map(keyJson)));
        else ctx.io.out(list.length ? list.map((k) => `${k.id}  ${k.accountId}  ${k.environment.padEnd(7)}  ${k.prefix}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}`).join('\n') : 'no keys');
        return 0;
      }
      case 'revoke': {
        const { values, positionals } = parse(rest, {}, 1);
        const id = requireString(positionals[0], 'KEY_ID');
        const k = await withAdmin(ctx, (s, actor) => s.admin.accounts.revokeKey(actor, id));
        if (values.json) ctx.io.out(JSON.stringify(keyJson(k)));
        else ctx.io.out(`revoked ${k.id} (${k.prefix}) at ${k.revokedAt}`);
        return 0;
      }
      case 'rotate': {
        const { values, positionals } = parse(rest, { grace: { type: 'string' } }, 1);
        const id = requireString(positionals[0], 'KEY_ID');
        const graceMs = durationMs(typeof values.grace === 'string' ? values.grace : '24h', '--grace');
        const r = await withAdmin(ctx, (s, actor) => s.admin.accounts.rotateKey(actor, id, graceMs));
        ctx.auditDetail?.({ new_key_id: r.created.id, old_key_expires_at: r.old.expiresAt });
        if (values.json) ctx.io.out(JSON.stringify({ old: keyJson(r.old), new: { ...keyJson(r.created), secret: r.created.secret } }));
        else
          ctx.io.out(
            `rotated ${r.old.id}: new ${r.created.environment} key ${r.created.id}\n\n  ${r.created.secret}\n\n` +
              `The secret is shown once; store it now. The old secret (${r.old.prefix}) works until ${r.old.expiresAt}, then answers 401.`,
          );
        return 0;
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
