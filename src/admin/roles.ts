/**
 * Roles and what each may do: the one place the admin API and the CLI ask (docs/admin.md has this table).
 * owner: everything, operators and admin tokens; admin: accounts, keys, credits, apps, webhooks, datasets, jobs,
 * privacy; analyst: reads resolutions, identities, accounts and usage (no keys, credits, operators); viewer: reads,
 * never a secret (secrets are only ever shown at creation, which a viewer cannot do).
 */
import type { OperatorRole } from '../store/schema.js';

export type Role = OperatorRole;
export const ROLES: readonly Role[] = ['owner', 'admin', 'analyst', 'viewer'];

export const PERMISSIONS = {
  'operators.read': ['owner'],
  'operators.write': ['owner'],
  'tokens.manage': ['owner'],
  'accounts.read': ['owner', 'admin', 'analyst', 'viewer'],
  'accounts.write': ['owner', 'admin'],
  'keys.read': ['owner', 'admin', 'viewer'],
  'keys.write': ['owner', 'admin'],
  'credits.read': ['owner', 'admin', 'viewer'],
  'credits.write': ['owner', 'admin'],
  'prices.read': ['owner', 'admin', 'analyst', 'viewer'],
  'apps.read': ['owner', 'admin', 'viewer'],
  'apps.write': ['owner', 'admin'],
  'webhooks.read': ['owner', 'admin', 'viewer'],
  'webhooks.write': ['owner', 'admin'],
  'jobs.read': ['owner', 'admin', 'viewer'],
  'jobs.write': ['owner', 'admin'],
  'usage.read': ['owner', 'admin', 'analyst', 'viewer'],
  'datasets.read': ['owner', 'admin', 'viewer'],
  'datasets.write': ['owner', 'admin'],
  'resolutions.read': ['owner', 'admin', 'analyst', 'viewer'],
  'identities.read': ['owner', 'admin', 'analyst', 'viewer'],
  /** Claim, release and decide entries of the review queue (each decision writes a label and sends a webhook). */
  'reviews.write': ['owner', 'admin', 'analyst'],
  /** An account's lists, policies, active models, labels and the label report. */
  'decisions.read': ['owner', 'admin', 'analyst', 'viewer'],
  /** Create and delete lists, add and remove items. */
  'lists.write': ['owner', 'admin', 'analyst'],
  /** Save policy drafts, publish, roll back. */
  'rules.write': ['owner', 'admin', 'analyst'],
  /** Label resolutions (what the report measures). */
  'labels.write': ['owner', 'admin', 'analyst'],
  /** Change the active model of an account's product (what every call without model_id scores with). */
  'models.write': ['owner', 'admin'],
  'privacy.export': ['owner', 'admin'],
  'privacy.erase': ['owner', 'admin'],
  'audit.read': ['owner', 'admin'],
  /** Own sessions, own sign-out: every signed-in operator. */
  'self': ['owner', 'admin', 'analyst', 'viewer'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Permissions whose objects are not tied to one account (jobs, the audit trail, a data subject across accounts,
 * operators, imports into the datasets every account reads): an operator limited to some accounts may not use them.
 * Reading the datasets (names, row counts, imports) tells nothing of any account, so a limited operator may.
 */
export const GLOBAL_PERMISSIONS: ReadonlySet<Permission> = new Set(['operators.read', 'operators.write', 'tokens.manage', 'jobs.read', 'jobs.write', 'privacy.export', 'privacy.erase', 'audit.read', 'datasets.write']);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
