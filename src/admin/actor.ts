/**
 * Who makes an admin call: a signed-in operator (session), an admin token, or the CLI on the host (full rights: it
 * already holds the database). Every check of a role and an account scope goes through `authorize` / `inScope`.
 */
import { AdminError } from './errors.js';
import { allows, GLOBAL_PERMISSIONS, type Permission, type Role } from './roles.js';

export interface Actor {
  readonly kind: 'operator' | 'token' | 'cli';
  /** opr_…, adt_…, or the OS user. */
  readonly id: string;
  /** As written in the audit trail: `operator:opr_…`, `token:adt_…`, `cli:<user>`. */
  readonly label: string;
  readonly role: Role;
  /** Account ids the actor is limited to; null: every account. */
  readonly accounts: readonly string[] | null;
  /** The session of a cookie-authenticated operator. */
  readonly sessionId?: string;
}

export function cliActorOf(label: string): Actor {
  return { kind: 'cli', id: label.replace(/^cli:/, ''), label, role: 'owner', accounts: null };
}

/** Refuses (403) what the actor's role does not allow, and global objects to an account-limited actor. */
export function authorize(actor: Actor, permission: Permission): void {
  if (!allows(actor.role, permission)) throw new AdminError('FORBIDDEN', `The ${actor.role} role may not do this (${permission})`);
  if (actor.accounts !== null && GLOBAL_PERMISSIONS.has(permission)) {
    throw new AdminError('FORBIDDEN', `An operator limited to some accounts may not do this (${permission})`);
  }
}

/** Whether the actor sees an account's objects; another account's objects answer 404, never 403. */
export function inScope(actor: Actor, accountId: string): boolean {
  return actor.accounts === null || actor.accounts.includes(accountId);
}

export function requireScope(actor: Actor, accountId: string, what: string, id: string): void {
  if (!inScope(actor, accountId)) throw new AdminError('NOT_FOUND', `no ${what} ${id}`);
}
