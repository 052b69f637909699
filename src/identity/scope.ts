/**
 * Identity graph scopes (docs/privacy.md, "Identity graph scope"): a node id is the SHA-256 of a scope and the
 * identifier's keyed hash. Kept apart from graph.ts (no imports) so that the migrations can derive node ids too.
 */
import { hash } from 'node:crypto';

/** The scope of the accounts that opted into sharing their graph (accounts.graph_sharing = 1); no account id equals it. */
export const CONSORTIUM_SCOPE = 'consortium';

/** The scope an account's calls read and write: its own id, or the consortium's when it opted in. */
export function graphScope(account: { readonly id: string; readonly graphSharing: boolean }): string {
  return account.graphSharing ? CONSORTIUM_SCOPE : account.id;
}

/**
 * The node id of an identifier's keyed hash in a scope: SHA-256 of the scope and the keyed hash (base64url, 43
 * characters like the keyed hash). Derived from the keyed hash rather than from the value so that migration 2500 can
 * move an existing graph into per-account scopes without the values (which are never stored) and without the secret.
 */
export function scopedNodeId(scope: string, keyedHash: string): string {
  // The one-shot digest (Node >= 20.12) makes no Hash object; the same bytes as createHash's.
  return hash('sha256', `${scope}\u0000${keyedHash}`, 'base64url');
}
