/**
 * Table types of the one database (SQLite or PostgreSQL). Booleans are stored as integers 0/1 and times as
 * ISO-8601 UTC text in both engines, so one query code serves both (docs/decisions.md).
 */
import type { Generated } from 'kysely';
import type { IpTables } from './migrations/0400_ip.js';
import type { DeviceTables } from '../reference/device/tables.js';
import type { PhoneDatasetTables } from './migrations/0200_phone_datasets.js';
import type { PrivacyTables } from './migrations/1400_privacy.js';
import type { JobTables } from './migrations/1050_jobs.js';
import type { JobHistoryTables } from './migrations/1051_job_history.js';
import type { LoginTables } from '../login/tables.js';
import type { DecisionTables } from './migrations/2800_decisions.js';
import type { BulkTables } from './migrations/3400_bulk.js';
import type { AdminTables } from './admin/tables.js';
import type { AdminConsoleTables } from './migrations/2750_admin_console.js';
import type { StatsTables } from './migrations/3500_stats.js';

export interface AccountsTable {
  id: string;
  name: string;
  credits: number;
  unlimited: number;
  /** Comma-separated product names the account may call. */
  products: string;
  /** Requests per second per key. */
  rate_limit: number;
  webhook_url: string | null;
  disabled: number;
  /** 1: the account reads and writes the deployment's shared identity graph (consortium); 0: its own (migration 2500). */
  graph_sharing?: number;
  created_at: string;
  updated_at: string;
  /** Bumped by every update (migration 2700; the admin API's If-Match). */
  version?: number;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  environment: 'live' | 'sandbox';
  /** SHA-256 (hex) of the secret. */
  hash: string;
  /** Display prefix, e.g. `idr_live_AbCd…`. */
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  /** End of the grace period of a rotated key (migration 1400); null: no end. */
  expires_at?: string | null;
  /** The key that replaced this one by rotation (migration 1400). */
  replaced_by?: string | null;
}

export interface ResolutionsTable {
  id: string;
  account_id: string;
  environment: 'live' | 'sandbox';
  key_id: string;
  operation: string;
  customer_id: string | null;
  transaction_id: string | null;
  /** `done`, or `pending` for background work (domain intelligence). */
  status: string;
  price: number;
  score: number | null;
  score_cluster: string | null;
  reason_codes: string | null;
  /** JSON: the points behind every score of the response. */
  explanation: string | null;
  /** JSON: the response payload. */
  response: string | null;
  created_at: string;
  /** When the personal data of this resolution was erased (migration 1400); the billing columns stay. */
  erased_at?: string | null;
}

export interface UsageTable {
  id: string;
  account_id: string;
  key_id: string;
  operation: string;
  resolution_id: string;
  credits: number;
  created_at: string;
}

/** The month's usage per account and operation (month = YYYY-MM of created_at, UTC), kept by every commit. */
export interface UsageMonthlyTable {
  account_id: string;
  month: string;
  operation: string;
  calls: number;
  credits: number;
}

/** One row (id 1): bumped by every change a per-process cache of keys and accounts must see. */
export interface CacheEpochTable {
  id: number;
  epoch: number;
}

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
}

export interface Database extends PhoneDatasetTables, DeviceTables, IpTables, LoginTables, JobTables, JobHistoryTables, PrivacyTables, DecisionTables, AdminTables, AdminConsoleTables, BulkTables, StatsTables {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  resolutions: ResolutionsTable;
  usage: UsageTable;
  usage_monthly: UsageMonthlyTable;
  cache_epoch: CacheEpochTable;
  identity_nodes: IdentityNodesTable;
  identity_edges: IdentityEdgesTable;
}

