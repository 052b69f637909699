/** Policies and their versions (tables policies and policy_versions) over Kysely: the same statements on both databases. */
import type { Db, Executor, Tx } from '../db.js';
import type { PoliciesTable } from '../schema.js';
import type { PolicyRows, PolicyVersionRow, PublishedPolicyRow } from './types.js';

export class PoliciesRepository implements PolicyRows {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  policy(accountId: string, operation: string, exec: Executor = this.db): Promise<PoliciesTable | undefined> {
    return exec.selectFrom('policies').selectAll().where('account_id', '=', accountId).where('operation', '=', operation).executeTakeFirst();
  }

  policies(accountId: string, exec: Executor = this.db): Promise<PoliciesTable[]> {
    return exec.selectFrom('policies').selectAll().where('account_id', '=', accountId).execute();
  }

  async insertPolicy(row: PoliciesTable, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('policies').values(row).execute();
  }

  async versions(policyId: string, exec: Executor = this.db): Promise<PolicyVersionRow[]> {
    const rows = await exec.selectFrom('policy_versions').selectAll().where('policy_id', '=', policyId).execute();
    return rows.map((r) => ({ ...r, version: Number(r.version) })).sort((a, b) => a.version - b.version);
  }

  async version(policyId: string, version: number, exec: Executor = this.db): Promise<PolicyVersionRow | undefined> {
    const r = await exec.selectFrom('policy_versions').selectAll().where('policy_id', '=', policyId).where('version', '=', version).executeTakeFirst();
    return r ? { ...r, version: Number(r.version) } : undefined;
  }

  async insertVersion(row: PolicyVersionRow, exec: Executor = this.db): Promise<void> {
    await exec.insertInto('policy_versions').values(row).execute();
  }

  async setStatus(policyId: string, version: number, status: string, publishedAt: string | null, exec: Executor = this.db): Promise<void> {
    const set = publishedAt === null ? { status } : { status, published_at: publishedAt };
    await exec.updateTable('policy_versions').set(set).where('policy_id', '=', policyId).where('version', '=', version).execute();
  }

  async setPublished(policyId: string, version: number | null, at: string, exec: Executor = this.db, expected?: number | null): Promise<boolean> {
    let q = exec.updateTable('policies').set({ published_version: version, updated_at: at }).where('id', '=', policyId);
    if (expected !== undefined) q = expected === null ? q.where('published_version', 'is', null) : q.where('published_version', '=', expected);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async active(accountId: string, operation: string, exec: Executor = this.db): Promise<PublishedPolicyRow | null> {
    const r = await exec
      .selectFrom('policies as p')
      .innerJoin('policy_versions as v', (j) => j.onRef('v.policy_id', '=', 'p.id').onRef('v.version', '=', 'p.published_version'))
      .select(['p.id', 'v.version', 'v.hash', 'v.document'])
      .where('p.account_id', '=', accountId)
      .where('p.operation', '=', operation)
      .executeTakeFirst();
    return r ? { policyId: r.id, version: Number(r.version), hash: r.hash, document: JSON.parse(r.document) as unknown } : null;
  }
}
