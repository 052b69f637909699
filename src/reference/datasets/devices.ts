/**
 * Dataset `devices`: the operator's device catalogue (brand, model, release year, screen, retail price). Read by
 * the device product through DeviceCatalogue (src/reference/device/catalogue.ts); its fields win over the device
 * detector's own device-info data. Models are matched as the detector names them ("Galaxy S23 Ultra"), or by the
 * model code when the detector does not know it ("SM-X999"), case-insensitively.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Tx } from '../../store/db.js';
import { normalizeKey } from '../device/catalogue.js';
import { digest } from './import.js';
import { upsertChanged } from '../../store/reference/index.js';
import type { DatasetDef } from './types.js';

const Pixels = (description: string) => Type.Integer({ minimum: 1, maximum: 20_000, description });

export const DeviceRow = Type.Object(
  {
    brand: Type.String({ minLength: 1, maxLength: 100, description: 'Brand as the device detector names it, e.g. Samsung' }),
    model: Type.String({ minLength: 1, maxLength: 200, description: 'Commercial model name, e.g. Galaxy S23 Ultra' }),
    release_year: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100, description: 'Year of commercial release' })),
    screen_width: Type.Optional(Pixels('Screen width in pixels (portrait for phones)')),
    screen_height: Type.Optional(Pixels('Screen height in pixels')),
    price_usd: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Launch retail price in USD' })),
  },
  { additionalProperties: false },
);
export type DeviceRow = Static<typeof DeviceRow>;

export const devicesDataset: DatasetDef<typeof DeviceRow> = {
  name: 'devices',
  description: 'Device catalogue: release year, screen size and retail price by brand + model (feeds the device age, screen_size_*, price_usd, price_cluster)',
  row: DeviceRow,
  csv: { brand: 'string', model: 'string', release_year: 'integer', screen_width: 'integer', screen_height: 'integer', price_usd: 'number' },
  check(row) {
    if (normalizeKey(row.brand) === '' || normalizeKey(row.model) === '') return 'brand and model must not be blank';
    return null;
  },
  async write(rows: readonly DeviceRow[], tx: Tx) {
    const now = new Date().toISOString();
    const records = rows.map((r) => {
      const rec = {
        brand_key: normalizeKey(r.brand),
        model_key: normalizeKey(r.model),
        brand: r.brand.trim(),
        model: r.model.trim(),
        release_year: r.release_year ?? null,
        screen_width: r.screen_width ?? null,
        screen_height: r.screen_height ?? null,
        price_usd: r.price_usd ?? null,
      };
      return { ...rec, row_hash: digest(Object.values(rec)), updated_at: now };
    });
    return { changed: await upsertChanged(tx, 'device_catalogue', ['brand_key', 'model_key'], records) };
  },
};
