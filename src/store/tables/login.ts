/** Row types of the login tracking tables (migration 1100_login). */
export interface LoginAppsTable {
  id: string;
  account_id: string;
  /** The publishable key `idr_app_…`: public by design (it sits in every login page), so kept as it is. */
  app_key: string;
  /** JSON array of allowed origins (`scheme://host[:port]`). */
  origins: string;
  created_at: string;
  revoked_at: string | null;
}

/** One row per origin an app allows (migration 2600): the CORS preflight finds an origin by its key. */
export interface LoginAppOriginsTable {
  origin: string;
  app_id: string;
}

export interface LoginRecordsTable {
  id: string;
  account_id: string;
  app_id: string;
  session_id: string;
  /** Keyed hash of the username (the identity graph's HMAC); the username itself is not stored. */
  username_hash: string;
  device_id: string | null;
  ip: string;
  origin: string;
  /** JSON of the collected signals (see src/contract/collect.ts). */
  data: string;
  created_at: string;
}

export interface LoginEnrollmentsTable {
  id: string;
  account_id: string;
  username_hash: string;
  session_id: string;
  device_id: string | null;
  /** JSON of the reference attributes compared with later attempts. */
  reference: string;
  ip_country_code: string | null;
  ip_lat: number | null;
  ip_lon: number | null;
  collected_at: string;
  created_at: string;
}

export interface LoginTables {
  login_apps: LoginAppsTable;
  login_app_origins: LoginAppOriginsTable;
  login_records: LoginRecordsTable;
  login_enrollments: LoginEnrollmentsTable;
}
