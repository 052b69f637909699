/**
 * `IdriskClient`: one method per operation of the API, grouped by product. Request and answer types come from the
 * generated schema.ts (openapi-typescript over the served document); method and path from the generated routes.ts.
 */
import type { operations } from './schema.js';
import { ROUTES } from './routes.js';
import { Transport, type CallOptions, type ClientOptions } from './http.js';
import { NotFoundError } from './errors.js';
import { webhooks } from './webhooks.js';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
/** The JSON body of an operation. */
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The successful answer of an operation (200, 201 or 202; void for 204). */
export type Answer<K extends OperationId> = Op<K>['responses'] extends { 200: { content: { 'application/json': infer R } } }
  ? R
  : Op<K>['responses'] extends { 201: { content: { 'application/json': infer C } } }
    ? C
  : Op<K>['responses'] extends { 202: { content: { 'application/json': infer A } } }
    ? A
  : Op<K>['responses'] extends { 200: { content: Record<string, string> } }
    ? string
    : void;
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
/** The media types of a raw bulk upload (the operation's requestBody). */
export type BulkFileType = Exclude<keyof NonNullable<Op<'submitBulk'>['requestBody']>['content'], 'multipart/form-data'>;
export type PathOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;

/**
 * Where each operation lives on the client: [group, method]. Keyed by every operationId of the document, so an
 * operation added to the service does not compile here until it has a method (and a test checks each exists).
 */
/** The operations of the management API (`/admin/1.0/…`), reached through `client.admin` with an admin token. */
export type AdminOperationId = { [K in keyof typeof ROUTES]: (typeof ROUTES)[K]['path'] extends `/admin/${string}` ? K : never }[keyof typeof ROUTES];
/** The operations an API key calls. */
export type PublicOperationId = Exclude<OperationId, AdminOperationId>;

/** What a grouped admin method takes: the path parameters, query and body its operation has. */
export interface AdminInput<K extends OperationId> {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: RequestBody<K>;
}

/**
 * Where each management operation lives on `client.admin`: [group, method] (`client.admin.keys.create(…)`). Keyed
 * by every admin operationId of the document, so an admin operation added to the service does not compile here
 * until it has a method.
 */
export const ADMIN_METHODS = {
  signIn: ['sessions', 'signIn'],
  signOut: ['sessions', 'signOut'],
  signOutEverywhere: ['sessions', 'signOutEverywhere'],
  listMySessions: ['sessions', 'list'],
  revokeSession: ['sessions', 'revoke'],
  getMe: ['me', 'get'],
  changeMyPassword: ['me', 'changePassword'],
  startTotp: ['me', 'startTotp'],
  confirmTotp: ['me', 'confirmTotp'],
  disableMyTotp: ['me', 'disableTotp'],
  listOperators: ['operators', 'list'],
  getOperator: ['operators', 'get'],
  createOperator: ['operators', 'create'],
  updateOperator: ['operators', 'update'],
  resetOperatorPassword: ['operators', 'resetPassword'],
  unlockOperator: ['operators', 'unlock'],
  disableOperatorTotp: ['operators', 'disableTotp'],
  listAdminTokens: ['tokens', 'list'],
  createAdminToken: ['tokens', 'create'],
  revokeAdminToken: ['tokens', 'revoke'],
  listAccounts: ['accounts', 'list'],
  getAccount: ['accounts', 'get'],
  createAccount: ['accounts', 'create'],
  updateAccount: ['accounts', 'update'],
  disableAccount: ['accounts', 'disable'],
  getUsage: ['accounts', 'usage'],
  rotateWebhookSecret: ['accounts', 'rotateWebhookSecret'],
  listKeys: ['keys', 'list'],
  createKey: ['keys', 'create'],
  revokeKey: ['keys', 'revoke'],
  rotateKey: ['keys', 'rotate'],
  addCredits: ['credits', 'add'],
  listCreditLedger: ['credits', 'ledger'],
  listPrices: ['credits', 'prices'],
  listApps: ['apps', 'list'],
  createApp: ['apps', 'create'],
  revokeApp: ['apps', 'revoke'],
  listWebhookDeliveries: ['webhooks', 'deliveries'],
  getWebhookDelivery: ['webhooks', 'delivery'],
  redeliverWebhook: ['webhooks', 'redeliver'],
  listJobs: ['jobs', 'list'],
  getJob: ['jobs', 'get'],
  cancelJob: ['jobs', 'cancel'],
  retryJob: ['jobs', 'retry'],
  listDatasets: ['datasets', 'list'],
  // A multipart upload: this client sends JSON bodies only, so it answers 415 here (upload with fetch and FormData).
  importDataset: ['datasets', 'import'],
  listDatasetImports: ['datasets', 'imports'],
  getDatasetImport: ['datasets', 'getImport'],
  getOverview: ['overview', 'get'],
  searchResolutions: ['resolutions', 'search'],
  explainResolution: ['resolutions', 'explain'],
  lookupIdentity: ['identities', 'lookup'],
  openIdentityNode: ['identities', 'open'],
  exportSubject: ['privacy', 'export'],
  eraseSubject: ['privacy', 'erase'],
  listAuditEntries: ['audit', 'list'],
  listReviews: ['reviews', 'list'],
  getReview: ['reviews', 'get'],
  claimReview: ['reviews', 'claim'],
  releaseReview: ['reviews', 'release'],
  decideReview: ['reviews', 'decide'],
  listAccountLists: ['lists', 'list'],
  createAccountList: ['lists', 'create'],
  getAccountList: ['lists', 'get'],
  deleteAccountList: ['lists', 'delete'],
  listAccountListItems: ['lists', 'items'],
  addAccountListItems: ['lists', 'addItems'],
  removeAccountListItems: ['lists', 'removeItems'],
  listPolicies: ['policies', 'list'],
  getPolicy: ['policies', 'get'],
  saveDraftPolicy: ['policies', 'saveDraft'],
  publishPolicy: ['policies', 'publish'],
  rollbackPolicy: ['policies', 'rollback'],
  listActiveModels: ['models', 'list'],
  getActiveModel: ['models', 'get'],
  activateModel: ['models', 'activate'],
  listAccountLabels: ['labels', 'list'],
  createAccountLabels: ['labels', 'create'],
  getReport: ['reports', 'get'],
} as const satisfies { readonly [K in AdminOperationId]: readonly [string, string] };

type AdminMap = typeof ADMIN_METHODS;
/** `client.admin`: one group per area, one method per operation, each typed by its operation. */
export type AdminClient = {
  readonly [G in AdminMap[keyof AdminMap][0]]: {
    readonly [K in keyof AdminMap as AdminMap[K][0] extends G ? AdminMap[K][1] : never]: (input?: AdminInput<K>, options?: CallOptions) => Promise<Answer<K>>;
  };
};

export const CLIENT_METHODS = {
  scorePhone: ['phone', 'score'],
  getPhoneDataBreaches: ['phone', 'dataBreaches'],
  getPhoneToName: ['phone', 'toName'],
  getPhoneMnp: ['phone', 'portability'],
  validatePhone: ['phone', 'validate'],
  scoreEmail: ['email', 'score'],
  scoreIp: ['ip', 'score'],
  getIpProxy: ['ip', 'proxy'],
  scoreDomain: ['domain', 'score'],
  submitDomainIntelligence: ['domainIntelligence', 'submit'],
  getDomainIntelligence: ['domainIntelligence', 'get'],
  scoreDevice: ['device', 'score'],
  scoreName: ['name', 'score'],
  scoreOnboarding: ['onboarding', 'score'],
  enrollLogin: ['login', 'enroll'],
  getLoginResults: ['login', 'results'],
  collectLogin: ['login', 'collect'],
  getCollectorScript: ['login', 'collectorScript'],
  getCollectorScriptByHash: ['login', 'collectorScriptByHash'],
  getCredits: ['account', 'credits'],
  listReasonCodes: ['account', 'reasonCodes'],
  getResolution: ['resolutions', 'get'],
  getCustomer: ['customers', 'get'],
  deleteCustomer: ['customers', 'delete'],
  legacyScorePhone: ['legacy', 'phone'],
  legacyScoreEmail: ['legacy', 'email'],
  legacyScoreIp: ['legacy', 'ip'],
  legacyScoreDomain: ['legacy', 'domain'],
  legacyScoreOnboarding: ['legacy', 'onboarding'],
  listLists: ['lists', 'list'],
  createList: ['lists', 'create'],
  getList: ['lists', 'get'],
  deleteList: ['lists', 'delete'],
  listListItems: ['lists', 'items'],
  addListItems: ['lists', 'addItems'],
  removeListItems: ['lists', 'removeItems'],
  createLabels: ['labels', 'create'],
  listLabels: ['labels', 'list'],
  submitBulk: ['bulk', 'submit'],
  getBulk: ['bulk', 'get'],
  getBulkResults: ['bulk', 'results'],
  cancelBulk: ['bulk', 'cancel'],
  getHealth: ['health', 'live'],
  getReadiness: ['health', 'ready'],
} as const satisfies { readonly [K in PublicOperationId]: readonly [string, string] };

function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') throw new TypeError(`${name} is required`);
    return encodeURIComponent(v);
  });
}

export class IdriskClient {
  private readonly transport: Transport;

  /** The management API (docs/admin.md), with the `adminToken` option: `client.admin.keys.create({ path: { account_id }, body })`. */
  readonly admin: AdminClient;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
    const admin: Record<string, Record<string, unknown>> = {};
    for (const [id, [group, method]] of Object.entries(ADMIN_METHODS) as [AdminOperationId, readonly [string, string]][]) {
      (admin[group] ??= {})[method] = (input: AdminInput<AdminOperationId> = {}, callOptions?: CallOptions) =>
        (this.call as (k: OperationId, i: object, o?: CallOptions) => Promise<unknown>)(id, input, callOptions);
    }
    this.admin = admin as AdminClient;
  }

  /** Calls one operation by its operationId (what the grouped methods do). */
  async call<K extends OperationId>(
    id: K,
    input: { body?: RequestBody<K>; query?: Readonly<Record<string, string | undefined>>; path?: Readonly<Record<string, string>>; raw?: { data: string | Uint8Array | Blob; contentType: string } } = {},
    options?: CallOptions,
  ): Promise<Answer<K>> {
    const route = ROUTES[id];
    const text = 'text' in route && route.text;
    const body = input.body as { customer_id?: unknown } | undefined;
    // Product calls carry a customer_id, which makes them idempotent: a retry after a lost answer that finds the
    // id taken reads the stored answer of the first attempt, if the service kept it.
    const customerId = route.method === 'POST' && typeof body?.customer_id === 'string' ? body.customer_id : null;
    return this.transport.request<Answer<K>>(
      {
        method: route.method,
        path: fillPath(route.path, input.path ?? {}),
        query: input.query,
        body: input.body,
        raw: input.raw,
        text,
        idempotency: customerId === null ? undefined : { customerId, recover: (signal) => this.storedAnswer(customerId, signal) },
      },
      options,
    );
  }

  /** The stored answer of a committed call, when the service stores answers (IDRISK_STORE_RESPONSES=on). */
  private async storedAnswer(customerId: string, signal: AbortSignal | undefined): Promise<unknown | undefined> {
    try {
      const record = await this.call('getCustomer', { path: { customer_id: customerId } }, { signal, maxRetries: 2 });
      return record.response ?? undefined;
    } catch (err) {
      if (err instanceof NotFoundError) return undefined;
      throw err;
    }
  }

  /** Phone intelligence and the phone data lookups. */
  readonly phone = {
    score: (body: RequestBody<'scorePhone'>, options?: CallOptions) => this.call('scorePhone', { body }, options),
    dataBreaches: (body: RequestBody<'getPhoneDataBreaches'>, options?: CallOptions) => this.call('getPhoneDataBreaches', { body }, options),
    toName: (body: RequestBody<'getPhoneToName'>, options?: CallOptions) => this.call('getPhoneToName', { body }, options),
    portability: (body: RequestBody<'getPhoneMnp'>, options?: CallOptions) => this.call('getPhoneMnp', { body }, options),
    /** Format and line type only (rule 13): free, nothing looked up or stored. */
    validate: (body: RequestBody<'validatePhone'>, options?: CallOptions) => this.call('validatePhone', { body }, options),
  };

  /** Email intelligence. */
  readonly email = {
    score: (body: RequestBody<'scoreEmail'>, options?: CallOptions) => this.call('scoreEmail', { body }, options),
  };

  /** IP intelligence and the IP proxy lookup. */
  readonly ip = {
    score: (body: RequestBody<'scoreIp'>, options?: CallOptions) => this.call('scoreIp', { body }, options),
    proxy: (body: RequestBody<'getIpProxy'>, options?: CallOptions) => this.call('getIpProxy', { body }, options),
  };

  /** Domain intelligence (synchronous). */
  readonly domain = {
    score: (body: RequestBody<'scoreDomain'>, options?: CallOptions) => this.call('scoreDomain', { body }, options),
  };

  /** Background domain intelligence: submit, then get (or receive the webhook). */
  readonly domainIntelligence = {
    submit: (body: RequestBody<'submitDomainIntelligence'>, options?: CallOptions) => this.call('submitDomainIntelligence', { body }, options),
    get: (customerId: string, options?: CallOptions) => this.call('getDomainIntelligence', { query: { customer_id: customerId } }, options),
  };

  /** Device intelligence. */
  readonly device = {
    score: (body: RequestBody<'scoreDevice'>, options?: CallOptions) => this.call('scoreDevice', { body }, options),
  };

  /** Name intelligence. */
  readonly name = {
    score: (body: RequestBody<'scoreName'>, options?: CallOptions) => this.call('scoreName', { body }, options),
  };

  /** The onboarding hub: several products and the combined score in one call. */
  readonly onboarding = {
    score: (body: RequestBody<'scoreOnboarding'>, options?: CallOptions) => this.call('scoreOnboarding', { body }, options),
  };

  /** Login tracking, from your backend (the browser side is `loadCollector` of `@idrisk/client/browser`). */
  readonly login = {
    enroll: (sessionId: string, body: RequestBody<'enrollLogin'> = {}, options?: CallOptions) =>
      this.call('enrollLogin', { query: { session_id: sessionId }, body }, options),
    results: (sessionId: string, body: RequestBody<'getLoginResults'> = {}, options?: CallOptions) =>
      this.call('getLoginResults', { query: { session_id: sessionId }, body }, options),
    /**
     * The collect call is made by the browser collector with a publishable app key, never with a secret key; it is
     * here for completeness (the service answers a secret key with 403 MISSING_APP_KEY).
     */
    collect: (body: RequestBody<'collectLogin'>, options?: CallOptions) => this.call('collectLogin', { body }, options),
    /** The collector script (JavaScript text). */
    collectorScript: (options?: CallOptions) => this.call('getCollectorScript', {}, options),
    collectorScriptByHash: (hash: string, options?: CallOptions) => this.call('getCollectorScriptByHash', { path: { hash } }, options),
  };

  /** Credits, usage and the reason-code catalogue of the calling account. */
  readonly account = {
    credits: (options?: CallOptions) => this.call('getCredits', {}, options),
    reasonCodes: (options?: CallOptions) => this.call('listReasonCodes', {}, options),
  };

  /** The account's typed lists (allow and block lists read by its policies; docs/rules.md). */
  readonly lists = {
    list: (options?: CallOptions) => this.call('listLists', {}, options),
    create: (body: RequestBody<'createList'>, options?: CallOptions) => this.call('createList', { body }, options),
    get: (list: string, options?: CallOptions) => this.call('getList', { path: { list } }, options),
    delete: (list: string, options?: CallOptions) => this.call('deleteList', { path: { list } }, options),
    /** One page of a list's items; `next_cursor` names the next (null after the last). */
    items: (list: string, page: { cursor?: string; limit?: number } = {}, options?: CallOptions) =>
      this.call('listListItems', { path: { list }, query: pageQuery(page) }, options),
    /** Every item of a list, page after page: `for await (const item of client.lists.allItems('blocked'))`. */
    allItems: (list: string, page: { limit?: number } = {}, options?: CallOptions) =>
      paginate((cursor) => this.lists.items(list, { ...page, cursor }, options), (p) => p.items),
    addItems: (list: string, body: RequestBody<'addListItems'>, options?: CallOptions) => this.call('addListItems', { path: { list }, body }, options),
    removeItems: (list: string, body: RequestBody<'removeListItems'>, options?: CallOptions) => this.call('removeListItems', { path: { list }, body }, options),
  };

  /** Labels: what a call turned out to be (fraud, chargeback, not_fraud…), for reports and backtests. */
  readonly labels = {
    create: (body: RequestBody<'createLabels'>, options?: CallOptions) => this.call('createLabels', { body }, options),
    /** One page of current labels, newest first. */
    list: (page: { cursor?: string; limit?: number } = {}, options?: CallOptions) => this.call('listLabels', { query: pageQuery(page) }, options),
    /** Every current label, page after page: `for await (const label of client.labels.all())`. */
    all: (page: { limit?: number } = {}, options?: CallOptions) => paginate((cursor) => this.labels.list({ ...page, cursor }, options), (p) => p.labels),
  };

  /** Bulk scoring (idrisk extension, docs/bulk.md): a file in, every row scored as one call, results out. */
  readonly bulk = {
    /**
     * Submit a file as the raw body (CSV text by default; `contentType` for JSONL, gzip or octet-stream, with
     * `format` for the last two); answers the queued job. The options are the operation's query, `claims` required.
     */
    submit: (
      file: string | Uint8Array | Blob,
      options: QueryOf<'submitBulk'> & { claims: string; contentType?: BulkFileType },
      callOptions?: CallOptions,
    ) => {
      const { contentType, ...query } = options;
      return this.call('submitBulk', { query, raw: { data: file, contentType: contentType ?? 'text/csv' } }, callOptions);
    },
    get: (bulkId: string, options?: CallOptions) => this.call('getBulk', { path: { bulk_id: bulkId } }, options),
    /** One page of results in line order; `next_cursor` names the next (null after the last). */
    results: (bulkId: string, page: { cursor?: string; limit?: number } = {}, options?: CallOptions) =>
      this.call('getBulkResults', { path: { bulk_id: bulkId }, query: pageQuery(page) }, options),
    /**
     * Every result row as one text: CSV (caller text guarded against spreadsheet formulas unless `formulaGuard` is
     * false) or JSONL. For files too large to hold in memory, page with `allResults` instead.
     */
    download: (bulkId: string, format: 'csv' | 'jsonl', download: { formulaGuard?: boolean } = {}, options?: CallOptions) =>
      this.transport.request<string>(
        {
          method: 'GET',
          path: fillPath(ROUTES.getBulkResults.path, { bulk_id: bulkId }),
          query: { format, formula_guard: download.formulaGuard === false ? 'false' : undefined },
          text: true,
        },
        options,
      ),
    /** Every result row, page after page: `for await (const row of client.bulk.allResults(id))`. */
    allResults: (bulkId: string, page: { limit?: number } = {}, options?: CallOptions) =>
      paginate((cursor) => this.bulk.results(bulkId, { ...page, cursor }, options), (p) => p.data),
    cancel: (bulkId: string, options?: CallOptions) => this.call('cancelBulk', { path: { bulk_id: bulkId } }, options),
  };

  /** Explain a past call: the points behind every score. */
  readonly resolutions = {
    get: (resolutionId: string, options?: CallOptions) => this.call('getResolution', { path: { resolution_id: resolutionId } }, options),
  };

  /** The stored data of a customer_id (idrisk extension): read and erase. */
  readonly customers = {
    get: (customerId: string, options?: CallOptions) => this.call('getCustomer', { path: { customer_id: customerId } }, options),
    delete: (customerId: string, options?: CallOptions) => this.call('deleteCustomer', { path: { customer_id: customerId } }, options),
  };

  /** The unversioned flat forms (phone, email, ip, domain, onboarding). */
  readonly legacy = {
    phone: (body: RequestBody<'legacyScorePhone'>, options?: CallOptions) => this.call('legacyScorePhone', { body }, options),
    email: (body: RequestBody<'legacyScoreEmail'>, options?: CallOptions) => this.call('legacyScoreEmail', { body }, options),
    ip: (body: RequestBody<'legacyScoreIp'>, options?: CallOptions) => this.call('legacyScoreIp', { body }, options),
    domain: (body: RequestBody<'legacyScoreDomain'>, options?: CallOptions) => this.call('legacyScoreDomain', { body }, options),
    onboarding: (body: RequestBody<'legacyScoreOnboarding'>, options?: CallOptions) => this.call('legacyScoreOnboarding', { body }, options),
  };

  /** Liveness and readiness (no key needed; sent with it anyway). */
  readonly health = {
    live: (options?: CallOptions) => this.call('getHealth', {}, options),
    ready: (options?: CallOptions) => this.call('getReadiness', {}, options),
  };

  /** Verify a webhook delivery (Standard Webhooks). */
  readonly webhooks = webhooks;
}

/** The query of a paginated operation: the cursor as given, the limit as the decimal text the API takes. */
function pageQuery(page: { cursor?: string; limit?: number }): { cursor?: string; limit?: string } {
  return { ...(page.cursor ? { cursor: page.cursor } : {}), ...(page.limit !== undefined ? { limit: String(page.limit) } : {}) };
}

/** Walks a cursor-paginated list: fetch a page, yield its items, follow `next_cursor` until it is null. */
async function* paginate<P extends { next_cursor: string | null }, T>(fetchPage: (cursor: string | undefined) => Promise<P>, itemsOf: (page: P) => readonly T[]): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* itemsOf(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
