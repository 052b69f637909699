/** Tables of the decision layer: active models, lists, policies, labels (migration 2800), the review queue (2850). */
export interface ActiveModelsTable {
  account_id: string;
  /** A product name, or `onboarding` for the hub's score block. */
  product: string;
  /** A standard model id or the account's `mdl_…`. */
  model_id: string;
  activated_at: string;
}

export interface ListsTable {
  /** `lst_…` */
  id: string;
  account_id: string;
  /** Unique per account; what rules name (`in_list("blocked_emails", email)`). */
  name: string;
  /** phone | email | email_domain | ip | cidr | name | device_id | username */
  kind: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Moved by every change of the list's items, in the change's transaction (migration 4075): what each process's
   * membership cache polls. Optional here: the database fills it on insert.
   */
  items_version?: number | string;
}

export interface ListItemsTable {
  list_id: string;
  /** The normalized key (src/decisions/lists/normalize.ts). */
  value: string;
  /** null: never expires. */
  expires_at: string | null;
  /** Who added it: `key:<api key id>`, `cli:<user>`, `rule:<policy>@<version>/<rule id>`. */
  author: string;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

export interface PoliciesTable {
  /** `pol_…` */
  id: string;
  account_id: string;
  /** The operation the policy decides (`hub`, `phone`, ...); one policy per account and operation. */
  operation: string;
  name: string;
  /** The version calls run; null: none published (the answer has no `decision`). */
  published_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface PolicyVersionsTable {
  policy_id: string;
  version: number;
  /** draft | published | retired */
  status: string;
  /** JSON: the canonical rules (src/decisions/rules/ast.ts). */
  document: string;
  /** SHA-256 (hex) of the canonical JSON of `document`. */
  hash: string;
  author: string;
  created_at: string;
  published_at: string | null;
}

export interface LabelsTable {
  /** The labelled resolution; one current label each. */
  resolution_id: string;
  account_id: string;
  /** `lbl_…` of the label event that is current. */
  label_id: string;
  customer_id: string | null;
  /** fraud | chargeback | suspected_fraud | not_fraud | spam_or_abuse */
  tag: string;
  occurred_at: string | null;
  notes: string | null;
  author: string;
  created_at: string;
}

export interface LabelEventsTable {
  /** `lbl_…` */
  id: string;
  account_id: string;
  resolution_id: string;
  customer_id: string | null;
  tag: string;
  occurred_at: string | null;
  notes: string | null;
  author: string;
  created_at: string;
}

/** The decision layer's tables, with those of its later migrations (2850: the review queue). */
export interface DecisionTables extends ReviewTables {
  active_models: ActiveModelsTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  policies: PoliciesTable;
  policy_versions: PolicyVersionsTable;
  labels: LabelsTable;
  label_events: LabelEventsTable;
}

export interface ReviewQueueTable {
  /** The resolution sent to review; one entry each. */
  resolution_id: string;
  account_id: string;
  operation: string;
  customer_id: string | null;
  /** `pol_…@N` that sent it to review. */
  policy_version: string;
  /** JSON: the rules that matched ([{id, name}]), so a queue page needs no explanation read. */
  rules: string;
  /** The resolution's time (the queue's order). */
  created_at: string;
  /** open | decided */
  status: string;
  /** `operator:opr_…` / `token:adt_…` holding the entry, or null. */
  claimed_by: string | null;
  claimed_at: string | null;
  /** approve | decline, once decided. */
  outcome: string | null;
  note: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

export interface ReviewTables {
  review_queue: ReviewQueueTable;
}
