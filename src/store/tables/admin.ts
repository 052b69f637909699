/**
 * Table types of the management layer (migration 2700_admin): operators, their sessions, admin tokens and the
 * sign-in throttle. Times are ISO-8601 UTC text and booleans 0/1 in both engines, as everywhere (store/schema.ts).
 */

export type OperatorRole = 'owner' | 'admin' | 'analyst' | 'viewer';

export interface OperatorsTable {
  /** `opr_…` */
  id: string;
  /** Lower-cased; unique. */
  email: string;
  role: OperatorRole;
  /** JSON array of account ids the operator is limited to; null: every account. */
  accounts: string | null;
  /** argon2id PHC string. */
  password_hash: string;
  disabled_at: string | null;
  /** The TOTP secret (RFC 6238), sealed with a key derived from the service secret; null: none. */
  totp_secret: string | null;
  /** 1 once a code confirmed the secret: sign-in then needs a code (or a recovery code). */
  totp_enabled: number;
  /** The last accepted time step: a code is accepted once. */
  totp_last_step: number | null;
  /** JSON array of SHA-256 (hex) of the unused recovery codes. */
  recovery_codes: string | null;
  /** Bumped by every change (If-Match). */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface OperatorSessionsTable {
  /** `ses_…`: the public id (listing, revocation); never the cookie value. */
  id: string;
  operator_id: string;
  /** SHA-256 (hex) of the cookie secret. */
  token_hash: string;
  /** SHA-256 (hex) of the CSRF token answered at sign-in. */
  csrf_hash: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end; the idle end is last_seen_at + the idle period. */
  expires_at: string;
  revoked_at: string | null;
  address: string | null;
  user_agent: string | null;
}

export interface AdminTokensTable {
  /** `adt_…` */
  id: string;
  name: string;
  /** SHA-256 (hex) of the secret `idr_admin_…`. */
  hash: string;
  /** Display prefix `idr_admin_AbCd…`. */
  prefix: string;
  role: OperatorRole;
  /** JSON array of account ids; null: every account. */
  accounts: string | null;
  created_by: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface SignInThrottleTable {
  /** `email:<lower-cased email>` or `address:<ip>`. */
  key: string;
  /** Consecutive failures since the last success (or lift). */
  failures: number;
  last_failure_at: string;
}

/** Every change of an account's credits made by an operator, the CLI or a token (the usage rows hold the calls). */
export interface CreditLedgerTable {
  /** `crd_…` */
  id: string;
  account_id: string;
  /** Credits added (negative: removed). */
  amount: number;
  /** The balance right after. */
  balance: number;
  /** As in the audit trail. */
  actor: string;
  note: string | null;
  created_at: string;
}

export interface AdminTables {
  credit_ledger: CreditLedgerTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  admin_tokens: AdminTokensTable;
  sign_in_throttle: SignInThrottleTable;
}
