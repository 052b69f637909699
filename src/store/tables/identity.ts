/** Tables of the identity graph (migrations 0100, 2500, 3300, 4200). */
import type { Generated } from 'kysely';

export interface IdentityNodesTable {
  /** Keyed hash (HMAC-SHA-256, hex) of kind + normalized identifier. */
  id: string;
  kind: string;
  first_seen: string;
  last_seen: string;
  /** The node's edges by `b_kind` (migration 3300: kept by triggers in the transaction that writes the edges). */
  links_phone: Generated<number>;
  links_email: Generated<number>;
  links_ip: Generated<number>;
  links_name: Generated<number>;
  links_device: Generated<number>;
  links_domain: Generated<number>;
}

export interface IdentityEdgesTable {
  a: string;
  b: string;
  b_kind: string;
  first_seen: string;
  last_seen: string;
  /** 1 on every edge of a node with at least HOT_LINKS links (migration 4200: set by triggers; the partial index's condition). */
  hot: Generated<number>;
}

export interface IdentityTables {
  identity_nodes: IdentityNodesTable;
  identity_edges: IdentityEdgesTable;
}
