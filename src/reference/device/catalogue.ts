/**
 * The device catalogue: release year, screen and retail price of a brand + model. Two sources, per field:
 * the operator's imported `devices` dataset first, then the device detector's device-info data (release year and
 * display resolution only; it has no prices). A field neither source has is null.
 *
 * A generic model name ("iPhone", "iPad", "Smart TV": the user agent does not tell which model) is never looked
 * up: its release year would be the first model of the family (2007 for "iPhone"), which is false for almost
 * every real request, so every catalogue field is null for it.
 */
import type { Executor } from '../../store/db.js';
import { datasetRows } from '../../store/reference/index.js';

export const PRICE_CLUSTERS = ['very_low', 'low', 'medium', 'high', 'very_high'] as const;
export type PriceCluster = (typeof PRICE_CLUSTERS)[number];

/** Upper bounds (exclusive, USD) of the price clusters; at or above the last bound is very_high. */
export const PRICE_BOUNDS: readonly { cluster: PriceCluster; below: number }[] = [
  { cluster: 'very_low', below: 150 },
  { cluster: 'low', below: 350 },
  { cluster: 'medium', below: 700 },
  { cluster: 'high', below: 1100 },
];

export function priceCluster(usd: number | null): PriceCluster | null {
  if (usd === null || !Number.isFinite(usd) || usd < 0) return null;
  for (const b of PRICE_BOUNDS) if (usd < b.below) return b.cluster;
  return 'very_high';
}

/** Family names the detector gives when the user agent names no model. */
const GENERIC_MODELS = new Set([
  'iphone', 'ipad', 'ipod', 'ipod touch', 'mac', 'macbook', 'imac', 'apple tv', 'watch', 'homepod',
  'galaxy', 'smart tv', 'tv', 'android tv', 'google tv', 'tablet', 'phone', 'smartphone', 'mobile', 'k',
  'kindle', 'fire', 'echo', 'alexa', 'chromebook', 'pc', 'desktop', 'notebook', 'laptop',
]);

export function normalizeKey(s: string): string {
  return s.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function isGenericModel(brand: string, model: string): boolean {
  const m = normalizeKey(model);
  if (m === '' || m === normalizeKey(brand)) return true;
  if (GENERIC_MODELS.has(m)) return true;
  // "Smart TV (2019)" style names of TV platforms: a year, not a model.
  return /^smart tv\b/.test(m);
}

export interface CatalogueEntry {
  readonly release_year: number | null;
  readonly screen_width: number | null;
  readonly screen_height: number | null;
  readonly price_usd: number | null;
  /** Which sources gave at least one field. */
  readonly sources: readonly ('dataset' | 'detector')[];
}

export const EMPTY_ENTRY: CatalogueEntry = { release_year: null, screen_width: null, screen_height: null, price_usd: null, sources: [] };

/** The detector's device-info lookup, as the parser exposes it. */
export type DetectorInfo = (brand: string, model: string) => unknown;

interface DetectorFields {
  release_year: number | null;
  screen_width: number | null;
  screen_height: number | null;
}

function positiveInt(s: unknown): number | null {
  if (typeof s !== 'string' && typeof s !== 'number') return null;
  const n = Number.parseInt(String(s), 10);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Read release year ("2017.08" -> 2017) and resolution ("1080x1920" -> width 1080, height 1920). */
export function fromDetectorInfo(info: unknown): DetectorFields | null {
  if (!info || typeof info !== 'object') return null;
  const i = info as { release?: unknown; display?: { resolution?: unknown } };
  const year = typeof i.release === 'string' ? positiveInt(i.release.slice(0, 4)) : null;
  let w: number | null = null;
  let h: number | null = null;
  const res = i.display?.resolution;
  if (typeof res === 'string') {
    const m = /^(\d+)x(\d+)$/.exec(res.trim());
    if (m) {
      w = positiveInt(m[1]);
      h = positiveInt(m[2]);
    }
  }
  if (year === null && w === null && h === null) return null;
  return { release_year: year !== null && year >= 1990 ? year : null, screen_width: w, screen_height: h };
}

/** One row of the imported `devices` dataset (price as the driver returns a numeric: number or text). */
export interface CatalogueRow {
  readonly release_year: number | null;
  readonly screen_width: number | null;
  readonly screen_height: number | null;
  readonly price_usd: number | string | null;
}

/**
 * Where the catalogue reads the imported rows (an enrichment source, EngineDeps.sources): the database in live,
 * seeded synthetic rows in the sandbox.
 */
export interface CatalogueRows {
  find(brandKey: string, modelKey: string): Promise<CatalogueRow | undefined>;
}

/** The imported `devices` rows in the database. */
export function dbCatalogueRows(db: Executor): CatalogueRows {
  return {
    find: (brandKey, modelKey) => datasetRows.device(brandKey, modelKey, db),
  };
}

export class DeviceCatalogue {
  constructor(
    private readonly rows: CatalogueRows,
    private readonly detectorInfo: DetectorInfo,
  ) {}

  async lookup(brand: string, model: string): Promise<CatalogueEntry> {
    if (brand === '' || isGenericModel(brand, model)) return EMPTY_ENTRY;
    // Names parsed from a user agent may hold a NUL character: no imported row can (the import refuses it), and
    // PostgreSQL rejects it as a query parameter where SQLite simply finds nothing.
    const stored = !brand.includes('\u0000') && !model.includes('\u0000');
    const row = stored ? await this.rows.find(normalizeKey(brand), normalizeKey(model)) : undefined;
    let det: DetectorFields | null = null;
    try {
      det = fromDetectorInfo(this.detectorInfo(brand, model));
    } catch {
      det = null;
    }
    if (!row && !det) return EMPTY_ENTRY;
    const sources: ('dataset' | 'detector')[] = [];
    if (row) sources.push('dataset');
    if (det) sources.push('detector');
    const priceRaw = row?.price_usd ?? null;
    return {
      release_year: row?.release_year ?? det?.release_year ?? null,
      screen_width: row?.screen_width ?? det?.screen_width ?? null,
      screen_height: row?.screen_height ?? det?.screen_height ?? null,
      price_usd: priceRaw === null ? null : Number(priceRaw),
      sources,
    };
  }
}
