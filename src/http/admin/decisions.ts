/**
 * What the admin routes of the decision layer share (src/contract/admin-decisions.ts): the account in the path must exist
 * and be in the actor's scope (another account's objects answer 404, never 403), and every write is audited.
 */
import type { Services } from '../../composition.js';
import type { Actor } from '../../admin/actor.js';
import { requireScope } from '../../admin/actor.js';
import { AdminError } from '../../admin/errors.js';

export async function scopedAccount(services: Services, actor: Actor, accountId: string): Promise<void> {
  requireScope(actor, accountId, 'account', accountId);
  if (!(await services.accounts.get(accountId))) throw new AdminError('NOT_FOUND', `no account ${accountId}`);
}
