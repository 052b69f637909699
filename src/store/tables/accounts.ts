/** Tables of accounts and their API keys (migrations 0001, 1400, 2500, 2700), and the cache epoch (1200). */
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

/** One row (id 1): bumped by every change a per-process cache of keys and accounts must see. */
export interface CacheEpochTable {
  id: number;
  epoch: number;
}

export interface AccountTables {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  cache_epoch: CacheEpochTable;
}
