/**
 * `idrisk operators`: the people who use the admin API and the console (docs/admin.md). The same service as
 * /admin/1.0/operators (src/admin/operators.ts). A password is generated and printed once unless --password is given
 * (a password on the command line stays in the shell history: prefer the generated one).
 */
import type { Operator } from '../../admin/operators.js';
import { ROLES } from '../../admin/roles.js';
import { parse, requireString } from '../args.js';
import { UsageError, type CliCommand } from '../types.js';
import { allPages, withAdmin } from '../admin.js';

const USAGE = `idrisk operators create --email E --role owner|admin|analyst|viewer [--accounts acct_…,…] [--password P] [--json]
idrisk operators list [--json]
idrisk operators disable ID [--json]       (its sessions end at once)
idrisk operators enable ID [--json]
idrisk operators reset-password ID [--password P] [--json]   (its sessions end; a generated password is printed once)
idrisk operators unlock ID [--json]        (lift the lock-out after too many failed sign-ins)
idrisk operators disable-totp ID [--json]  (turn its second factor off: a lost device)`;

function operatorJson(o: Operator) {
  return { id: o.id, email: o.email, role: o.role, accounts: o.accounts, disabled: o.disabled, locked: o.locked, totp: o.totp, created_at: o.createdAt };
}

function operatorText(o: Operator): string {
  const flags = [o.disabled ? 'disabled' : '', o.locked ? 'locked' : ''].filter(Boolean).join(', ');
  return `${o.id}  ${o.email}  ${o.role}  ${o.accounts ? `accounts ${o.accounts.join(',')}` : 'every account'}${flags ? `  (${flags})` : ''}`;
}

function passwordText(password: string | null): string {
  return password ? `\n\n  password: ${password}\n\nThe password is shown once; store it now.` : '';
}

function oneId(argv: string[], options = {}) {
  const { values, positionals } = parse(argv, options, 1);
  return { id: requireString(positionals[0], 'operator ID'), values };
}

export const operatorsCommand: CliCommand = {
  name: 'operators',
  summary: 'Create, list, disable operators of the admin API; reset a password; lift a lock-out',
  usage: USAGE,
  async run(argv, ctx) {
    const [sub, ...rest] = argv;
    const print = (json: boolean, value: unknown, text: string) => ctx.io.out(json ? JSON.stringify(value) : text);
    switch (sub) {
      case 'create': {
        const { values } = parse(rest, { email: { type: 'string' }, role: { type: 'string' }, accounts: { type: 'string' }, password: { type: 'string' } });
        const email = requireString(values.email, '--email');
        const role = requireString(values.role, '--role');
        if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}, got "${role}"`);
        const accounts = typeof values.accounts === 'string' ? values.accounts.split(',').map((a) => a.trim()).filter(Boolean) : null;
        const password = typeof values.password === 'string' ? values.password : undefined;
        const r = await withAdmin(ctx, (s, actor) => s.admin.operators.create(actor, { email, role, accounts, password }));
        ctx.auditDetail?.({ operator_id: r.operator.id });
        print(values.json === true, { ...operatorJson(r.operator), ...(r.password ? { password: r.password } : {}) }, `created operator\n  ${operatorText(r.operator)}${passwordText(r.password)}`);
        return 0;
      }
      case 'list': {
        const { values } = parse(rest, {});
        const list = await withAdmin(ctx, (s, actor) => allPages((cursor) => s.admin.operators.list(actor, 200, cursor)));
        print(values.json === true, list.map(operatorJson), list.length ? list.map(operatorText).join('\n') : 'no operators');
        return 0;
      }
      case 'disable':
      case 'enable': {
        const { id, values } = oneId(rest);
        const o = await withAdmin(ctx, (s, actor) => s.admin.operators.update(actor, id, { disabled: sub === 'disable' }));
        print(values.json === true, operatorJson(o), `${sub}d ${operatorText(o)}`);
        return 0;
      }
      case 'reset-password': {
        const { id, values } = oneId(rest, { password: { type: 'string' } });
        const r = await withAdmin(ctx, (s, actor) => s.admin.operators.resetPassword(actor, id, typeof values.password === 'string' ? values.password : undefined));
        print(values.json === true, { ...operatorJson(r.operator), ...(r.password ? { password: r.password } : {}) }, `new password for ${r.operator.email}; every session of it ended${passwordText(r.password)}`);
        return 0;
      }
      case 'unlock': {
        const { id, values } = oneId(rest);
        const o = await withAdmin(ctx, (s, actor) => s.admin.operators.unlock(actor, id));
        print(values.json === true, operatorJson(o), `unlocked ${operatorText(o)}`);
        return 0;
      }
      case 'disable-totp': {
        const { id, values } = oneId(rest);
        const o = await withAdmin(ctx, (s, actor) => s.admin.operators.disableTotp(actor, id));
        print(values.json === true, operatorJson(o), `second factor off for ${operatorText(o)}`);
        return 0;
      }
      default:
        throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing subcommand');
    }
  },
};
