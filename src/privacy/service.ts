/**
 * The personal-data lifecycle (docs/privacy.md): a customer's stored resolution (read, erase), a data subject across
 * every store (export, erase), retention (prune), with every change recorded in the audit trail. On SQLite an
 * erasure ends with a WAL checkpoint(TRUNCATE): with `secure_delete` on (src/store/db.ts) the erased bytes are then
 * gone from the database file and the WAL.
 */
import type { ReportSuppressed } from '../observability/metrics.js';
import type { Store } from '../store/db.js';
import type { Cache } from '../enrich/cache.js';
import type { IdentityGraph } from '../identity/graph.js';
import type { Environment } from '../accounts/keys.js';
import type { AuditLog } from './audit.js';
import { SUBJECT_STORES, erasedListIds, eraseResolutions, type StoreContext } from './stores.js';
import { countExpired, deleteExpired, resolutionOfCustomer, truncateWal } from '../store/privacy/index.js';
import { subjectLabel, type Subject } from './subject.js';
import { bumpEpoch } from '../accounts/auth-cache.js';
import { forgetPersonalMemos } from '../memo/personal.js';
import { toStored, type StoredResolution } from '../store/resolutions/index.js';

export interface StoreReport {
  readonly store: string;
  records: number;
}

export interface ErasureReport {
  readonly subject: string;
  readonly dryRun: boolean;
  readonly stores: StoreReport[];
  readonly total: number;
  /** SQLite: whether the WAL was checkpointed and truncated after the erasure (false when a reader held it). */
  readonly walTruncated: boolean | null;
}

export interface PruneReport {
  readonly retentionDays: number;
  readonly cutoff: string;
  readonly dryRun: boolean;
  readonly resolutions: number;
  readonly identityEdges: number;
  readonly identityNodes: number;
  readonly walTruncated: boolean | null;
}

/** What the retention job did last (reported in /metrics). */
export interface RetentionStats {
  lastRunAt: Date | null;
  lastReport: PruneReport | null;
  runs: number;
  failures: number;
  readonly deletedTotal: { resolutions: number; identity_edges: number; identity_nodes: number };
}

export interface PrivacyDeps {
  readonly store: Store;
  readonly graph: IdentityGraph;
  readonly cache: Cache;
  readonly audit: AuditLog;
  readonly retentionDays: number;
  readonly now?: () => Date;
  /** Where a failure that cannot be recorded in the audit trail is reported (logged and counted). */
  readonly report?: ReportSuppressed;
  /** Told after an erasure that deleted list items committed, with their lists (this process's membership cache). */
  readonly listsChanged?: (listIds: readonly string[]) => void;
}

const DAY_MS = 86_400_000;

export class Privacy {
  readonly retention: RetentionStats = {
    lastRunAt: null,
    lastReport: null,
    runs: 0,
    failures: 0,
    deletedTotal: { resolutions: 0, identity_edges: 0, identity_nodes: 0 },
  };
  private readonly now: () => Date;

  constructor(private readonly deps: PrivacyDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  get retentionDays(): number {
    return this.deps.retentionDays;
  }

  private ctx(): StoreContext {
    return { graph: this.deps.graph, cache: this.deps.cache, now: this.now() };
  }

  /** The stored resolution of a customer_id for one account and environment; null when unknown or erased. */
  async customer(accountId: string, environment: Environment, customerId: string): Promise<StoredResolution | null> {
    const found = await resolutionOfCustomer(this.deps.store.db, accountId, environment, customerId);
    return found && found.erased_at === null ? toStored(found) : null;
  }

  /**
   * Erase the personal data of a customer's resolution (DELETE /1.0/customers/{id}). `not_found` when the account
   * never stored that customer_id; erasing an erased one again is `erased` too (idempotent).
   */
  async eraseCustomer(accountId: string, environment: Environment, customerId: string, actor: string): Promise<'erased' | 'not_found'> {
    const found = await this.deps.store.db.transaction().execute(async (tx) => {
      const row = await resolutionOfCustomer(tx, accountId, environment, customerId);
      if (!row) return null;
      const erased = await eraseResolutions(tx, [row.id], this.now());
      // Every process empties its memos of recent inputs when it sees the epoch move (src/memo/personal.ts).
      await bumpEpoch(tx);
      await this.deps.audit.record(
        { actor, action: 'customers delete', args: { account_id: accountId, environment, customer_id: customerId }, detail: { resolution_id: row.id, ...erased }, at: this.now() },
        tx,
      );
      return row;
    });
    if (!found) return 'not_found';
    forgetPersonalMemos();
    await this.truncateWal();
    return 'erased';
  }

  /** Everything held on a subject, per store (an access request). */
  async exportSubject(subject: Subject): Promise<Record<string, Record<string, unknown>[]>> {
    const ctx = this.ctx();
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const s of SUBJECT_STORES) {
      if (!s.kinds.includes(subject.kind)) continue;
      out[s.name] = await s.find(subject, this.deps.store.db, ctx);
    }
    return out;
  }

  /** Erase a subject everywhere in one transaction (or count what would be erased with dryRun). */
  async eraseSubject(subject: Subject, options: { dryRun?: boolean } = {}): Promise<ErasureReport> {
    const ctx = this.ctx();
    const dryRun = options.dryRun === true;
    const stores: StoreReport[] = [];
    const external: (() => Promise<void>)[] = [];
    let erasedLists: string[] = [];
    await this.deps.store.db.transaction().execute(async (tx) => {
      // Everything is found first, then erased: what one store's erasure removes on the side (a node only the
      // subject's resolutions linked) is still reported by the store that holds it, as the dry run reports it.
      const found: { store: (typeof SUBJECT_STORES)[number]; rows: Record<string, unknown>[]; report: StoreReport }[] = [];
      for (const store of SUBJECT_STORES) {
        if (!store.kinds.includes(subject.kind)) continue;
        const rows = await store.find(subject, tx, ctx);
        const report = { store: store.name, records: rows.length };
        stores.push(report);
        found.push({ store, rows, report });
      }
      if (dryRun) return;
      for (const { store, rows, report } of found) {
        if (rows.length === 0) continue;
        if (store.external) external.push(async () => void (report.records = await store.erase(subject, rows, null, ctx)));
        else report.records = await store.erase(subject, rows, tx, ctx);
        if (store.name === 'list_items') erasedLists = erasedListIds(rows);
      }
      // Every process empties its memos of recent inputs when it sees the epoch move (src/memo/personal.ts).
      await bumpEpoch(tx);
    });
    if (!dryRun) forgetPersonalMemos();
    if (erasedLists.length > 0) this.deps.listsChanged?.(erasedLists);
    for (const erase of external) await erase();
    const walTruncated = dryRun ? null : await this.truncateWal();
    return { subject: subjectLabel(subject), dryRun, stores, total: stores.reduce((n, s) => n + s.records, 0), walTruncated };
  }

  /**
   * Retention: delete resolutions (with their responses and graph attributions) created before now - days, and
   * identity-graph edges and nodes not seen since then. Usage rows (billing) stay. A row exactly at the cutoff stays.
   */
  async prune(options: { days?: number; dryRun?: boolean } = {}): Promise<PruneReport> {
    const days = options.days ?? this.deps.retentionDays;
    const now = this.now();
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    const dryRun = options.dryRun === true;
    const db = this.deps.store.db;
    const counts = dryRun ? await countExpired(db, cutoff) : await db.transaction().execute((tx) => deleteExpired(tx, cutoff));
    const walTruncated = dryRun ? null : await this.truncateWal();
    return { retentionDays: days, cutoff, dryRun, ...counts, walTruncated };
  }

  /** The retention job: prune, record it in the audit trail and the metrics. Never throws. */
  async runRetention(actor = 'system:retention'): Promise<PruneReport | null> {
    const at = this.now();
    try {
      const report = await this.prune();
      this.retention.lastRunAt = at;
      this.retention.lastReport = report;
      this.retention.runs += 1;
      this.retention.deletedTotal.resolutions += report.resolutions;
      this.retention.deletedTotal.identity_edges += report.identityEdges;
      this.retention.deletedTotal.identity_nodes += report.identityNodes;
      await this.deps.audit.record({ actor, action: 'prune', args: { retention_days: report.retentionDays }, detail: pruneDetail(report), at });
      return report;
    } catch (err) {
      this.retention.failures += 1;
      await this.deps.audit
        .record({ actor, action: 'prune', args: { retention_days: this.deps.retentionDays }, outcome: 'failed', detail: { error: err instanceof Error ? err.message : String(err) }, at })
        .catch((auditErr: unknown) => {
          // Neither the prune nor its audit entry could be written: the cause must still reach the operator.
          this.deps.report?.('retention_prune', err);
          this.deps.report?.('retention_audit', auditErr);
        });
      return null;
    }
  }

  /**
   * Every run of the retention job so far, across all processes (the `idrisk serve` or `idrisk worker` that ran the
   * day's `privacy.retention` job), from the audit trail: for /metrics.
   */
  async retentionTotals(): Promise<Omit<RetentionStats, 'lastReport'>> {
    const rows = await this.deps.audit.runsOf('system:retention', 'prune');
    const totals: Omit<RetentionStats, 'lastReport'> = { lastRunAt: null, runs: 0, failures: 0, deletedTotal: { resolutions: 0, identity_edges: 0, identity_nodes: 0 } };
    for (const r of rows) {
      if (r.outcome !== 'ok') {
        totals.failures += 1;
        continue;
      }
      totals.runs += 1;
      const at = new Date(r.at);
      if (!totals.lastRunAt || at > totals.lastRunAt) totals.lastRunAt = at;
      const d = r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : {};
      for (const k of ['resolutions', 'identity_edges', 'identity_nodes'] as const) totals.deletedTotal[k] += Number(d[k] ?? 0);
    }
    return totals;
  }

  /**
   * SQLite: move the WAL into the database and truncate it to zero bytes, so no old page image with erased content
   * stays in the WAL file. False when a reader in another process kept it from completing (busy_timeout).
   */
  async truncateWal(): Promise<boolean | null> {
    return truncateWal(this.deps.store);
  }
}

export function pruneDetail(r: PruneReport): Record<string, unknown> {
  return { cutoff: r.cutoff, resolutions: r.resolutions, identity_edges: r.identityEdges, identity_nodes: r.identityNodes };
}
