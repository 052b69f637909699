/** The sign-in throttle: consecutive failures per email and per address (docs/admin.md, sign-in). */
import { sql } from 'kysely';
import type { Db, Executor } from '../db.js';
import type { SignInThrottleTable } from '../schema.js';

export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  async get(keys: readonly string[], exec: Executor = this.db): Promise<SignInThrottleTable[]> {
    if (keys.length === 0) return [];
    return exec.selectFrom('sign_in_throttle').selectAll().where('key', 'in', keys).execute();
  }

  /** One more failure for each key (an upsert: both engines support ON CONFLICT). */
  async fail(keys: readonly string[], at: string, exec: Executor = this.db): Promise<void> {
    for (const key of keys) {
      await exec
        .insertInto('sign_in_throttle')
        .values({ key, failures: 1, last_failure_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ failures: sql<number>`sign_in_throttle.failures + 1`, last_failure_at: at }))
        .execute();
    }
  }

  async clear(key: string, exec: Executor = this.db): Promise<number> {
    const r = await exec.deleteFrom('sign_in_throttle').where('key', '=', key).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
