/**
 * Every migration, by name. Names sort in the order they must run; each area takes its own hundred
 * (0001 platform, 0100 identity graph, 0200 phone datasets, 0300 email, 0400 ip, 0500 device, 0600 name, ...).
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../db.js';
import * as m0001 from './0001_platform.js';
import * as m0100 from './0100_identity_graph.js';
import * as m0500 from './0500_device.js';
import * as m0200 from './0200_phone_datasets.js';
import * as m0400 from './0400_ip.js';
import * as m1400 from './1400_privacy.js';
import * as m1200 from './1200_scale.js';
import * as m1050 from './1050_jobs.js';
import * as m1051 from './1051_job_history.js';
import * as m1100 from './1100_login.js';
import * as m0900 from './0900_onboarding.js';
import * as m0901 from './0901_graph_index.js';
import * as m2600 from './2600_app_origins.js';
import * as m2800 from './2800_decisions.js';
import * as m2850 from './2850_review_queue.js';
import * as m2700 from './2700_admin.js';
import * as m2500 from './2500_graph_per_account.js';
import * as m2750 from './2750_admin_console.js';
import * as m3300 from './3300_identity_link_counts.js';
import * as m3400 from './3400_bulk.js';
import * as m3401 from './3401_bulk_rows_resolution.js';
import * as m3500 from './3500_stats.js';
import * as m3550 from './3550_resolutions_velocity_idx.js';
import * as m3750 from './3750_bulk_counters.js';
import * as m4050 from './4050_resolution_nodes_node_res_idx.js';
import * as m4060 from './4060_resolution_nodes_account_time.js';
import * as m4075 from './4075_list_items_version.js';
import * as m4100 from './4100_resolutions_write_indexes.js';
import * as m4200 from './4200_identity_edges_hot.js';
import * as m0210 from './0210_phone_datasets_version.js';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_platform': m0001,
  '0100_identity_graph': m0100,
  '0500_device': m0500,
  '0200_phone_datasets': m0200,
  '0400_ip': m0400,
  '1400_privacy': m1400,
  '1200_scale': m1200,
  '1050_jobs': m1050,
  '1051_job_history': m1051,
  '1100_login': m1100,
  '0900_onboarding': m0900,
  '0901_graph_index': m0901,
  '2600_app_origins': m2600,
  '2800_decisions': m2800,
  '2850_review_queue': m2850,
  '2700_admin': m2700,
  '2500_graph_per_account': m2500,
  '2750_admin_console': m2750,
  '3300_identity_link_counts': m3300,
  '3400_bulk': m3400,
  '3401_bulk_rows_resolution': m3401,
  '3500_stats': m3500,
  '3550_resolutions_velocity_idx': m3550,
  '3750_bulk_counters': m3750,
  '4050_resolution_nodes_node_res_idx': m4050,
  '4060_resolution_nodes_account_time': m4060,
  '4075_list_items_version': m4075,
  '4100_resolutions_write_indexes': m4100,
  '4200_identity_edges_hot': m4200,
  '0210_phone_datasets_version': m0210,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
    migrationTableName: 'idrisk_migrations',
    migrationLockTableName: 'idrisk_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`migration ${failed.migrationName} failed`);
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
