/**
 * The one database (SQLite or PostgreSQL): every table, composed from the table types of each aggregate in
 * `store/tables/<area>.ts`. Booleans are stored as integers 0/1 and times as ISO-8601 UTC text in both engines, so one
 * query code serves both (docs/decisions.md). A table's type lives in store/ (below every module that reads it), not
 * in its migration (frozen code) nor in the module that uses it; import it from here.
 *
 * A new table: its migration in store/migrations/, its row type in store/tables/<area>.ts (added to that area's
 * `…Tables` interface, or a new area file added below), its repository in store/<area>/ (store/accounts/ shows the
 * plain shape: an interface in types.ts, its Kysely implementation in repository.ts; store/resolutions/ adds a commit
 * port with a SQLite and a PostgreSQL adapter).
 */
import type { AccountTables } from './tables/accounts.js';
import type { AdminTables } from './tables/admin.js';
import type { BulkTables } from './tables/bulk.js';
import type { AdminConsoleTables } from './tables/dataset-imports.js';
import type { DecisionTables } from './tables/decisions.js';
import type { DeviceTables } from './tables/device.js';
import type { IdentityTables } from './tables/identity.js';
import type { IpTables } from './tables/ip.js';
import type { JobHistoryTables, JobTables } from './tables/jobs.js';
import type { LoginTables } from './tables/login.js';
import type { PhoneDatasetTables } from './tables/phone-datasets.js';
import type { PrivacyTables } from './tables/privacy.js';
import type { ResolutionTables } from './tables/resolutions.js';
import type { StatsTables } from './tables/stats.js';

export type * from './tables/accounts.js';
export type * from './tables/admin.js';
export type * from './tables/bulk.js';
export type * from './tables/dataset-imports.js';
export type * from './tables/decisions.js';
export type * from './tables/device.js';
export type * from './tables/identity.js';
export type * from './tables/ip.js';
export type * from './tables/jobs.js';
export type * from './tables/login.js';
export type * from './tables/phone-datasets.js';
export type * from './tables/privacy.js';
export type * from './tables/resolutions.js';
export type * from './tables/stats.js';

export interface Database
  extends AccountTables,
    ResolutionTables,
    IdentityTables,
    PhoneDatasetTables,
    DeviceTables,
    IpTables,
    LoginTables,
    JobTables,
    JobHistoryTables,
    PrivacyTables,
    DecisionTables,
    AdminTables,
    AdminConsoleTables,
    BulkTables,
    StatsTables {}
