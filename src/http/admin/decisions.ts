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

/** Lost-update guard of publish and roll back: the version the operator saw published must still be the one. */
export async function expectPublished(services: Services, accountId: string, operation: string, expected: number | null | undefined): Promise<void> {
  if (expected === undefined) return;
  const policy = (await services.decisions.policies.list(accountId)).find((p) => p.operation === operation);
  const current = policy?.published_version ?? null;
  if (current !== expected) throw new AdminError('VERSION_MISMATCH', `The ${operation} policy has version ${current ?? 'none'} published, not ${expected ?? 'none'}: read it again`);
}
