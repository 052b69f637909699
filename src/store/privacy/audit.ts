/** The audit trail's storage (src/privacy/audit.ts maps its rows): one Kysely code for SQLite and PostgreSQL. */
import type { Db, Executor } from '../db.js';
import type { AuditLogTable } from '../schema.js';

export interface AuditRows {
  insert(row: AuditLogTable, exec?: Executor): Promise<void>;
  /** Entries at or after `since`, oldest first, at most `limit` (none: all). */
  list(since: string | undefined, limit: number | undefined): Promise<AuditLogTable[]>;
  /** When, how and with what detail (raw JSON) one actor's action ran, every time. */
  runsOf(actor: string, action: string): Promise<Pick<AuditLogTable, 'at' | 'outcome' | 'detail'>[]>;
}

export class AuditRepository implements AuditRows {
  constructor(private readonly db: Db) {}

  async insert(row: AuditLogTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('audit_log').values(row).execute();
  }

  list(since: string | undefined, limit: number | undefined): Promise<AuditLogTable[]> {
    let q = this.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('id');
    if (since) q = q.where('at', '>=', since);
    if (limit) q = q.limit(limit);
    return q.execute();
  }

  runsOf(actor: string, action: string): Promise<Pick<AuditLogTable, 'at' | 'outcome' | 'detail'>[]> {
    return this.db.selectFrom('audit_log').select(['at', 'outcome', 'detail']).where('actor', '=', actor).where('action', '=', action).execute();
  }
}
