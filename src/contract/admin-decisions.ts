/**
 * The decision layer's operations of the admin catalogue (docs/admin.md#decisions): an account's lists, policies
 * (draft -> publish -> roll back), active models, labels and the label report, for operators. Kept beside
 * src/contract/admin.ts and spread into its catalogue, with the same conventions. Every handler calls the same services
 * as `/1.0/lists`, `/1.0/labels` and the CLI (src/decisions); none has its own implementation.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { AdminOperationDef } from './admin.js';
import { Label, LabelsRequest, ListCreateRequest, ListDetail, ListInfo, ListItem, ListItemsAddRequest, ListItemsRemoveRequest, ListBulkResponse } from './decisions.js';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const strict = { additionalProperties: false } as const;
const AccountId = Type.String({ minLength: 1, maxLength: 100, description: 'acct_…' });
const ListName = Type.String({ pattern: '^[a-z0-9_-]{1,100}$', description: 'The list\'s name (unique per account)' });
const Operation = Type.String({ pattern: '^[a-z_]{1,40}$', description: 'The operation the policy decides: phone, email, ip, domain, device, name or hub' });
const Product = Type.String({ pattern: '^[a-z_]{1,40}$', description: 'A product that has models (ip, phone, email, ...) or onboarding (the hub\'s score)' });
const Limit = Type.String({ pattern: '^[0-9]{1,3}$', description: 'Items per page, 1..200 (default 50)' });
const Cursor = Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9_-]*$', description: 'next_cursor of the previous page' });
const DatePattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$';
const VersionNo = Type.Integer({ minimum: 1, maximum: 1_000_000 });

const AccountParams = Type.Object({ account_id: AccountId });
const ListParams = Type.Object({ account_id: AccountId, list: ListName });
const PolicyParams = Type.Object({ account_id: AccountId, operation: Operation });
const ModelParams = Type.Object({ account_id: AccountId, product: Product });

export const PolicyVersionSummary = Type.Object({
  policy_id: Type.String({ description: 'pol_…' }),
  operation: Type.String(),
  version: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('retired')]),
  hash: Type.String({ description: 'Hash of the canonical document (names its content)' }),
  author: Type.String({ description: 'Who saved the draft: operator:opr_…, token:adt_…, cli:<user>' }),
  created_at: Type.String(),
  published_at: Nullable(Type.String()),
});
export const PolicyVersionOut = Type.Object({
  ...PolicyVersionSummary.properties,
  document: Type.Unknown({ description: 'The canonical policy document (docs/rules.md): { rules: [{ id, name, when, actions }] }' }),
});
export const PolicyOut = Type.Object({
  id: Type.String({ description: 'pol_…' }),
  operation: Type.String(),
  name: Type.String(),
  published_version: Nullable(Type.Integer({ description: 'The version live calls run; null: none (no `decision` in the answer)' })),
  versions: Type.Array(PolicyVersionSummary),
});
const ActiveModelOut = Type.Object({ product: Type.String(), model_id: Type.String(), activated_at: Type.String() });

const Rates = { flagged: Type.Integer(), frauds_flagged: Type.Integer(), alert_rate: Nullable(Type.Number()), precision: Nullable(Type.Number()), recall: Nullable(Type.Number()) };
export const ReportOut = Type.Object(
  {
    account_id: Type.String(),
    filters: Type.Object({
      modelId: Type.Optional(Type.String()), policyVersion: Type.Optional(Type.String()), operation: Type.Optional(Type.String()),
      since: Type.Optional(Type.String()), until: Type.Optional(Type.String()),
    }),
    resolutions: Type.Integer(),
    scored: Type.Integer({ description: 'Resolutions with a score (the score figures count these)' }),
    labelled: Type.Integer(),
    frauds: Type.Integer({ description: 'Current label fraud, chargeback, suspected_fraud or spam_or_abuse' }),
    fraud_rate: Nullable(Type.Number()),
    roc_auc: Nullable(Type.Number({ description: 'Probability that a random fraud scores lower (riskier) than a random non-fraud; ties count half' })),
    score_cuts: Type.Array(Type.Object({ cut: Type.Integer(), ...Rates }), { description: 'Flag every resolution scoring below the cut' }),
    clusters: Type.Array(Type.Object({ cluster: Type.String(), resolutions: Type.Integer(), frauds: Type.Integer(), ...Rates }), { description: 'Flag this cluster or a riskier one' }),
    calibration: Type.Array(Type.Object({ band: Type.String(), resolutions: Type.Integer(), frauds: Type.Integer(), fraud_rate: Nullable(Type.Number()) })),
    reason_codes: Type.Array(Type.Object({ code: Type.String(), support: Type.Integer(), frauds: Type.Integer(), fraud_rate: Type.Number(), lift: Nullable(Type.Number()) })),
    rules: Type.Array(Type.Object({ policy_version: Type.String(), rule: Type.String(), hits: Type.Integer(), frauds: Type.Integer(), precision: Nullable(Type.Number()) })),
    uncaught: Type.Object({ frauds: Type.Integer(), resolution_ids: Type.Array(Type.String(), { description: 'The first 100' }) }),
    models: Type.Array(Type.Object({ model_id: Type.String(), resolutions: Type.Integer(), frauds: Type.Integer(), roc_auc: Nullable(Type.Number()) })),
  },
  { description: 'The label report (docs/labels.md explains every figure); the same as `idrisk report --json`' },
);

const def = <T extends Record<string, AdminOperationDef>>(t: T) => t;

export const DECISION_OPERATIONS = def({
  // ---- lists ----
  listAccountLists: {
    method: 'GET', path: '/accounts/:account_id/lists', summary: "The account's lists, each with its item count", permission: 'decisions.read',
    params: AccountParams, response: Type.Object({ data: Type.Array(ListDetail) }),
  },
  createAccountList: {
    method: 'POST', path: '/accounts/:account_id/lists', summary: 'Create a typed list (400 when the account has a list of that name)', permission: 'lists.write',
    params: AccountParams, body: ListCreateRequest, response: ListInfo,
  },
  getAccountList: {
    method: 'GET', path: '/accounts/:account_id/lists/:list', summary: 'One list and its item count', permission: 'decisions.read',
    params: ListParams, response: ListDetail,
  },
  deleteAccountList: {
    method: 'DELETE', path: '/accounts/:account_id/lists/:list', summary: 'Delete a list and its items', permission: 'lists.write',
    params: ListParams, response: Type.Object({ deleted: Type.Literal(true) }),
  },
  listAccountListItems: {
    method: 'GET', path: '/accounts/:account_id/lists/:list/items', summary: 'A list\'s items in value order, paginated by cursor', permission: 'decisions.read',
    params: ListParams, querystring: Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) }, strict),
    response: Type.Object({ data: Type.Array(ListItem), next_cursor: Nullable(Type.String()) }),
  },
  addAccountListItems: {
    method: 'POST', path: '/accounts/:account_id/lists/:list/items', summary: 'Add or refresh up to 10,000 items at once, all or nothing (author: the operator)', permission: 'lists.write',
    params: ListParams, body: ListItemsAddRequest, response: ListBulkResponse,
  },
  removeAccountListItems: {
    method: 'POST', path: '/accounts/:account_id/lists/:list/items/remove', summary: 'Remove up to 10,000 values at once', permission: 'lists.write',
    params: ListParams, body: ListItemsRemoveRequest, response: ListBulkResponse,
  },
  // ---- policies ----
  listPolicies: {
    method: 'GET', path: '/accounts/:account_id/policies', summary: "The account's policies, one per operation, with their versions", permission: 'decisions.read',
    params: AccountParams, response: Type.Object({ data: Type.Array(PolicyOut) }),
  },
  getPolicy: {
    method: 'GET', path: '/accounts/:account_id/policies/:operation', summary: 'A policy with its versions and one version\'s document (default: the published one, else the latest)', permission: 'decisions.read',
    params: PolicyParams, querystring: Type.Object({ version: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$', description: 'A version number' })) }, strict),
    response: Type.Object({ policy: PolicyOut, version: PolicyVersionOut }),
  },
  saveDraftPolicy: {
    method: 'POST', path: '/accounts/:account_id/policies/:operation/drafts',
    summary: 'Save a new draft version (rules with `when` as CEL text or the canonical form); the policy is created on its first draft. 400 lists every problem',
    permission: 'rules.write', params: PolicyParams,
    body: Type.Object({
      rules: Type.Array(Type.Unknown(), { maxItems: 500, description: 'The rules in order: { id, name, when, actions } (docs/rules.md)' }),
      codes: Type.Optional(Type.Unknown({ description: "Descriptions of the account's own reason codes the rules use: { \"RX001\": \"On a block list\" } (checked with the rules)" })),
      expected_latest: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Guard against lost updates: the latest version number the editor started from (0 or null: none yet); 412 when another version was saved since' })),
    }, strict),
    response: PolicyVersionOut,
  },
  publishPolicy: {
    method: 'POST', path: '/accounts/:account_id/policies/:operation/publish',
    summary: 'Publish a version (default: the latest draft); the version published until now is retired. Live calls run it at once in this process, within 10 s in others',
    permission: 'rules.write', params: PolicyParams,
    body: Type.Optional(Type.Object({
      version: Type.Optional(VersionNo),
      expected_published: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Guard against lost updates: the version the operator saw published (null: none); 412 when it changed' })),
    }, strict)),
    response: PolicyVersionOut,
  },
  rollbackPolicy: {
    method: 'POST', path: '/accounts/:account_id/policies/:operation/rollback', summary: 'Publish again the version published before the current one', permission: 'rules.write',
    params: PolicyParams,
    body: Type.Optional(Type.Object({
      expected_published: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Guard against lost updates: the version the operator saw published; 412 when it changed' })),
    }, strict)),
    response: PolicyVersionOut,
  },
  // ---- active models ----
  listActiveModels: {
    method: 'GET', path: '/accounts/:account_id/models', summary: "The account's active model per product (a product not listed uses its standard model)", permission: 'decisions.read',
    params: AccountParams, response: Type.Object({ data: Type.Array(ActiveModelOut) }),
  },
  getActiveModel: {
    method: 'GET', path: '/accounts/:account_id/models/:product', summary: 'The model calls of the product score with when they name none', permission: 'decisions.read',
    params: ModelParams, response: Type.Object({ product: Type.String(), model_id: Nullable(Type.String({ description: 'null: no model activated (the product\'s standard model)' })) }),
  },
  activateModel: {
    method: 'POST', path: '/accounts/:account_id/models/:product/activate', summary: 'Make a model (standard or the account\'s mdl_…) the active one of the product', permission: 'models.write',
    params: ModelParams, body: Type.Object({ model_id: Type.String({ minLength: 1, maxLength: 128 }) }, strict), response: ActiveModelOut,
  },
  // ---- labels and the report ----
  listAccountLabels: {
    method: 'GET', path: '/accounts/:account_id/labels', summary: "The account's current labels, newest first", permission: 'decisions.read',
    params: AccountParams, querystring: Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) }, strict),
    response: Type.Object({ data: Type.Array(Label), next_cursor: Nullable(Type.String()) }),
  },
  createAccountLabels: {
    method: 'POST', path: '/accounts/:account_id/labels', summary: 'Label up to 1,000 resolutions (a new label overwrites the current one and keeps history); 404 for an unknown resolution', permission: 'labels.write',
    params: AccountParams, body: LabelsRequest, response: Type.Object({ data: Type.Array(Label) }),
  },
  getReport: {
    method: 'GET', path: '/accounts/:account_id/report', summary: 'The label report over a time range, per model and policy version (as `idrisk report --json`)', permission: 'decisions.read',
    params: AccountParams,
    querystring: Type.Object({
      model: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Only resolutions scored by this model' })),
      policy_version: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'Only resolutions decided by pol_…@N' })),
      operation: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
      since: Type.Optional(Type.String({ pattern: DatePattern, description: 'Inclusive lower bound: a date or ISO-8601 time (as `idrisk report --since`)' })),
      until: Type.Optional(Type.String({ pattern: DatePattern, description: 'Exclusive upper bound: a date or ISO-8601 time' })),
    }, strict),
    response: ReportOut,
  },
});
