/** Every importable dataset, by name. Each dataset module adds itself here. */
import type { DatasetDef } from './types.js';
import { breachesDataset } from './breaches.js';
import { phoneNamesDataset } from './phone-names.js';
import { mnpDataset } from './mnp.js';
import { disposablePhonesDataset } from './disposable-phones.js';
import { presenceDataset } from './presence.js';
import { devicesDataset } from './devices.js';
import { ipListsDataset } from './ip-lists.js';

export const DATASETS: readonly DatasetDef[] = [breachesDataset, phoneNamesDataset, mnpDataset, disposablePhonesDataset, presenceDataset, devicesDataset, ipListsDataset];

export function datasetByName(name: string): DatasetDef | undefined {
  return DATASETS.find((d) => d.name === name);
}
