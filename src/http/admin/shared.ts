/**
 * Pieces every admin route file shares: a route is the handler of one entry of the admin catalogue
 * (src/contract/admin.ts), typed from its schemas; it makes one call into the management layer (src/admin) with
 * `request.actor`, and renders the result with the serializers below.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../composition.js';
import type { CatalogueRequest } from '../routes/shared.js';
import type { AdminOperationId, AdminOperations } from '../../contract/admin.js';
import type { Account } from '../../accounts/accounts.js';
import type { ApiKey } from '../../accounts/keys.js';
import type { Operator, AdminToken, Session } from '../../admin/operators.js';
import type { App } from '../../login/apps.js';
import type { ResolutionSummary } from '../../admin/insights.js';
import type { JobsTable, WebhookAttemptsTable, WebhookEventsTable } from '../../store/schema.js';
import type { CreditLedgerTable } from '../../store/schema.js';
import type { Page } from '../../admin/pagination.js';
import type { DatasetInfo } from '../../admin/datasets.js';
import type { DatasetImportsTable } from '../../store/schema.js';
import type { ImportSummary } from '../../reference/datasets/types.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../admin/pagination.js';
import { AdminError } from '../../admin/errors.js';

export type AdminRequest<K extends AdminOperationId> = CatalogueRequest<AdminOperations[K]>;

export type AdminHandler<K extends AdminOperationId> = (request: AdminRequest<K>, reply: FastifyReply) => Promise<unknown>;

export interface AdminRoute<K extends AdminOperationId = AdminOperationId> {
  readonly id: K;
  readonly handler: (services: Services) => AdminHandler<K>;
}

export function defineAdminRoute<K extends AdminOperationId>(id: K, handler: (services: Services) => AdminHandler<K>): AdminRoute<K> {
  return { id, handler };
}

/** `limit` of a query string (validated by pattern there): 1..200, default 50. */
export function limitOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) throw new AdminError('INVALID_PAYLOAD', `limit must be 1..${MAX_LIMIT}`, [{ field: 'limit', message: `must be 1..${MAX_LIMIT}` }]);
  return n;
}

/** The version an edit was made against: If-Match `"v3"`, `W/"v3"`, `"3"` or `3`; 428 without one. */
export function ifMatch(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  if (header === undefined) throw new AdminError('PRECONDITION_REQUIRED', 'Send If-Match with the ETag of the object you read');
  const m = /^(?:W\/)?"?v?(\d{1,9})"?$/.exec(String(header).trim());
  if (!m) throw new AdminError('PRECONDITION_REQUIRED', 'If-Match must be the ETag answered by a read, e.g. "v3"');
  return Number(m[1]);
}

export const etag = (version: number) => `"v${version}"`;

export const pageJson = <T, U>(p: Page<T>, fn: (t: T) => U) => ({ data: p.items.map(fn), next_cursor: p.nextCursor });

export const accountJson = (a: Account) => ({
  id: a.id, name: a.name, credits: a.unlimited ? null : a.credits, unlimited: a.unlimited, products: [...a.products], rate_limit: a.rateLimit,
  webhook_url: a.webhookUrl, disabled: a.disabled, created_at: a.createdAt, updated_at: a.updatedAt, version: a.version,
});

export const keyJson = (k: ApiKey) => ({ id: k.id, account_id: k.accountId, environment: k.environment, prefix: k.prefix, created_at: k.createdAt, revoked_at: k.revokedAt, expires_at: k.expiresAt, replaced_by: k.replacedBy });

export const operatorJson = (o: Operator) => ({ id: o.id, email: o.email, role: o.role, accounts: o.accounts ? [...o.accounts] : null, disabled: o.disabled, locked: o.locked, totp: o.totp, version: o.version, created_at: o.createdAt, updated_at: o.updatedAt });

export const sessionJson = (s: Session, current?: string) => ({
  id: s.id, operator_id: s.operatorId, created_at: s.createdAt, last_seen_at: s.lastSeenAt, expires_at: s.expiresAt, idle_expires_at: s.idleExpiresAt,
  address: s.address, user_agent: s.userAgent, current: s.id === current,
});

export const tokenJson = (t: AdminToken) => ({
  id: t.id, name: t.name, prefix: t.prefix, role: t.role, accounts: t.accounts ? [...t.accounts] : null, created_by: t.createdBy, created_at: t.createdAt,
  expires_at: t.expiresAt, revoked_at: t.revokedAt, last_used_at: t.lastUsedAt,
});

export const ledgerJson = (r: CreditLedgerTable) => ({ id: r.id, account_id: r.account_id, amount: Number(r.amount), balance: Number(r.balance), actor: r.actor, note: r.note, created_at: r.created_at });

export const appJson = (a: App) => ({ id: a.id, account_id: a.accountId, app_key: a.appKey, origins: [...a.origins], created_at: a.createdAt, revoked_at: a.revokedAt });

export const deliveryJson = (e: WebhookEventsTable) => ({ id: e.id, account_id: e.account_id, type: e.type, status: e.status, attempts: Number(e.attempts), created_at: e.created_at, delivered_at: e.delivered_at });

export const attemptJson = (a: WebhookAttemptsTable) => ({
  attempt: Number(a.attempt), url: a.url, status_code: a.status_code === null ? null : Number(a.status_code), error: a.error, duration_ms: Number(a.duration_ms), created_at: a.created_at,
  response_body: a.response_body ?? null, response_truncated: a.response_truncated === null || a.response_truncated === undefined ? null : Number(a.response_truncated) === 1,
  next_attempt_at: a.next_attempt_at ?? null,
});

export const deliveryListJson = (d: { event: WebhookEventsTable; lastAttempt: WebhookAttemptsTable | null }) => ({
  ...deliveryJson(d.event), request_body: d.event.body, last_attempt: d.lastAttempt ? attemptJson(d.lastAttempt) : null,
});

export const datasetImportJson = (r: DatasetImportsTable) => {
  const s = r.summary ? (JSON.parse(r.summary) as ImportSummary) : null;
  return {
    id: r.id, dataset: r.dataset, file_name: r.file_name, format: r.format, strict: Number(r.strict) === 1, status: r.status, actor: r.actor, job_id: r.job_id,
    rows: Number(r.rows), bytes: Number(r.bytes), total_bytes: Number(r.total_bytes),
    summary: s ? { rows: s.rows, valid: s.valid, changed: s.changed, unchanged: s.unchanged, bad: s.bad, bad_rows: [...s.badRows], seconds: s.seconds, rows_per_second: s.rowsPerSecond, refused: s.refused } : null,
    error: r.error, created_at: r.created_at, started_at: r.started_at, finished_at: r.finished_at, updated_at: r.updated_at,
  };
};

export const datasetJson = (d: DatasetInfo) => ({
  name: d.name, description: d.description, rows: d.rows, last_import: d.lastImport ? datasetImportJson(d.lastImport) : null, running: d.running ? datasetImportJson(d.running) : null,
});

export const jobJson = (j: JobsTable) => ({
  id: j.id, name: j.name, status: j.status, attempts: Number(j.attempts), run_at: j.run_at, last_error: j.last_error, created_at: j.created_at, updated_at: j.updated_at,
  finished_at: j.finished_at, payload: JSON.parse(j.payload) as unknown,
});

export const resolutionJson = (r: ResolutionSummary) => ({
  id: r.id, account_id: r.accountId, environment: r.environment, operation: r.operation, customer_id: r.customerId, transaction_id: r.transactionId,
  status: r.status, price: r.price, score: r.score, score_cluster: r.scoreCluster, reason_codes: r.reasonCodes, created_at: r.createdAt, erased: r.erased,
});
