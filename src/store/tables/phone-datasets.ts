/** Tables of the imported phone-area datasets (migration 0200): breaches, phone-names, mnp, disposable phones, presence. */
export interface BreachRecordsTable {
  /** Natural key (phone, email, breach_id); an absent phone or email is stored as '' so the key stays unique. */
  phone: string;
  email: string;
  breach_id: string;
  title: string;
  breach_date: string;
  first_name: string | null;
  last_name: string | null;
  /** JSON arrays of strings, or null when not exposed. */
  emails: string | null;
  phones: string | null;
  cities: string | null;
  dob: string | null;
  address: string | null;
  row_hash: string;
}

export interface PhoneNamesTable {
  /** Primary key (phone, key): rows of one number sit together, so the key serves the lookup by phone. */
  phone: string;
  /** Digest of (first_name, last_name, city, dob, address). */
  key: string;
  first_name: string;
  last_name: string;
  city: string | null;
  dob: string | null;
  address: string | null;
  sources: number;
  row_hash: string;
}

export interface PhoneMnpTable {
  phone: string;
  original_network_name: string | null;
  original_network_code: string | null;
  current_network_name: string | null;
  current_network_code: string | null;
  ported_times: number | null;
  first_ported: string | null;
  last_ported: string | null;
  row_hash: string;
}

export interface DisposablePhonesTable {
  /** E.164 digits of one number, or the leading digits of a range. */
  pattern: string;
  /** 1 when `pattern` is a range prefix, 0 for one number. */
  is_range: number;
  provider: string;
  row_hash: string;
}

export interface PresenceTable {
  /** Primary key (subject_kind, subject, platform). */
  subject_kind: 'phone' | 'email';
  subject: string;
  platform: string;
  present: number;
  observed: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  image_url: string | null;
  privacy_status: string | null;
  row_hash: string;
}

/**
 * One row (id 1): a counter moved by triggers with every change of the five tables above, in the change's own
 * transaction (migration 0210).
 */
export interface PhoneDatasetsVersionTable {
  id: number;
  version: number | string | bigint;
}

export interface PhoneDatasetTables {
  phone_datasets_version: PhoneDatasetsVersionTable;
  breach_records: BreachRecordsTable;
  phone_names: PhoneNamesTable;
  phone_mnp: PhoneMnpTable;
  disposable_phones: DisposablePhonesTable;
  presence: PresenceTable;
}
