/** Tables of privacy: which graph nodes each resolution linked, and the audit log (migration 1400). */
export interface ResolutionNodesTable {
  resolution_id: string;
  /** identity_nodes.id (keyed hash) of one touch point of the call. */
  node_id: string;
  /**
   * Copies of the resolution's `account_id` and `created_at` (migration 4060), written with the row: the rules'
   * velocity count of resolutions is one range of (node_id, account_id, created_at). Null only when the resolution
   * did not exist when the row was written (never counted).
   */
  account_id: string | null;
  created_at: string | null;
}

export interface AuditLogTable {
  /** `aud_...` */
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** `cli:<os user>`, `key:<api key id>` or `system:<job>`. */
  actor: string;
  /** e.g. `keys rotate`, `erase`, `customers delete`, `prune`. */
  action: string;
  /** JSON object of the arguments; secrets and erased subjects' values are never written. */
  args: string;
  /** `ok` or `failed`. */
  outcome: string;
  /** JSON object: what the action did (ids created, rows erased), or null. */
  detail: string | null;
}

export interface PrivacyTables {
  resolution_nodes: ResolutionNodesTable;
  audit_log: AuditLogTable;
}
