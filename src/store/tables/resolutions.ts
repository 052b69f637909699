/** Tables of the resolutions aggregate: every stored call, its usage row and the month's rollup (migrations 0001, 1200, 1400). */
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

export interface ResolutionTables {
  resolutions: ResolutionsTable;
  usage: UsageTable;
  usage_monthly: UsageMonthlyTable;
}
