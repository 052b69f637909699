/** Tables of the device product (migration 0500_device). */

/** The imported device catalogue (`idrisk import devices FILE`); one row per brand + model. */
export interface DeviceCatalogueTable {
  /** Normalized brand (lower case, `_` as space, single spaces). */
  brand_key: string;
  /** Normalized model, as the device detector names it (e.g. `galaxy s23 ultra`). */
  model_key: string;
  brand: string;
  model: string;
  release_year: number | null;
  screen_width: number | null;
  screen_height: number | null;
  price_usd: number | null;
  /** Digest of the stored columns: a re-import changes (and counts) only rows whose content differs. */
  row_hash: string;
  updated_at: string;
}

export interface DeviceTables {
  device_catalogue: DeviceCatalogueTable;
}
