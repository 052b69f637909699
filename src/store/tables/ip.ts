/** Tables of the IP lists and the custom scoring models (migration 0400). */
export interface IpListEntriesTable {
  /** Digest of the natural key (range, kind, provider). */
  key: string;
  /** 4 or 6. */
  family: number;
  /** Inclusive bounds as fixed-width lower-case hex (8 digits for IPv4, 32 for IPv6): sorts like the numbers. */
  start_hex: string;
  end_hex: string;
  /** Normalized range text: CIDR, single address or `start-end`. */
  range: string;
  /** tor, vpn, proxy, relay, hosting, spam, exploits. */
  kind: string;
  provider: string | null;
  proxy_type: string | null;
  /** YYYY-MM-DD of the most recent report. */
  last_reported: string | null;
  row_hash: string;
}

export interface IpListStateTable {
  id: number;
  generation: number;
  updated_at: string;
}

export interface ScoringModelsTable {
  /** `mdl_...` */
  id: string;
  account_id: string;
  name: string;
  /** Product the model was written for (ip, phone, ..., onboarding), or null for any. */
  product: string | null;
  base: number;
  /** JSON object: reason code -> points. */
  points: string;
  description: string | null;
  created_at: string;
}

export interface IpTables {
  ip_list_entries: IpListEntriesTable;
  ip_list_state: IpListStateTable;
  scoring_models: ScoringModelsTable;
}
