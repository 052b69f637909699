/**
 * The OpenAPI 3.1 document, generated from the same TypeBox schemas that validate and serialize, served at
 * /openapi.json, and an interactive reference at /docs served from local assets (no CDN).
 *
 * Every operation comes from the operations catalogue (src/contract/operations.ts): its operationId, its summary, a
 * description built from what the catalogue knows (auth, entitlement, price, docs page) and its example request,
 * which becomes the example of the request body and of each parameter, so the reference's "Try it out" sends a
 * valid call. `servers` is IDRISK_PUBLIC_URL or, unset, the origin of the request reading the document. The
 * document passes Redocly's `recommended` rules (test/integration/openapi-lint.test.ts, redocly.yaml).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_THEME_CSS, DOCS_THEME_JS } from './docs-theme.js';
import { ERROR_CATALOGUE } from '../../contract/errors.js';
import { OPERATIONS, OPERATION_TAGS, type OperationDef } from '../../contract/operations.js';
import { ADMIN_OPERATIONS, ADMIN_TAG, SESSION_COOKIE, type AdminOperationDef } from '../../contract/admin.js';

export interface OpenApiOptions {
  /** IDRISK_PUBLIC_URL; null: the origin of the request. */
  readonly publicUrl: string | null;
}

/** The docs/ page of an operation's touch point, where one exists. */
const DOCS_PAGES: Readonly<Record<string, string>> = {
  phone: 'phone', email: 'email', ip: 'ip', domain: 'domain', device: 'device', name: 'name', login: 'login',
  'phone-data-breaches': 'phone', 'phone-to-name': 'phone', 'phone-mnp': 'phone', 'ip-proxy': 'ip',
  'domain-intelligence': 'domain', privacy: 'privacy', operations: 'operations',
};

/** The description of an operation in the document: its own text, then who may call it and what it costs. */
export function operationDescription(op: OperationDef): string {
  const lines: string[] = [op.description ?? `${op.summary}.`];
  const auth =
    op.auth === 'secret-key'
      ? `Authenticated with a secret API key (\`x-api-key\`: \`idr_live_…\` or \`idr_test_…\` for the sandbox)${op.entitlement ? `; the account must be entitled to \`${op.entitlement}\`` : ''}.`
      : op.auth === 'app-key'
        ? 'Authenticated with a publishable collector app key (`x-idrisk-app-key`) from one of the app\'s allowed origins.'
        : 'No key needed.';
  lines.push(auth);
  if (op.price === 'per-claim') lines.push('Price: the sum of the prices of the claimed products per live call; sandbox calls are free.');
  else if (op.price > 0) lines.push(`Price: ${op.price} credits per live call; sandbox calls are free.`);
  const page = DOCS_PAGES[op.entitlement ?? ''] ?? DOCS_PAGES[op.tag];
  if (page) lines.push(`See docs/${page}.md.`);
  return lines.join('\n\n');
}

type Doc = Record<string, unknown> & { paths?: Record<string, Record<string, Record<string, unknown>>> };
interface Parameter { in: string; name: string; example?: unknown }

/** Path parameters of the admin API by name: an id of the right prefix (docs/admin.md). */
const ADMIN_PARAM_EXAMPLES: Record<string, string> = {
  account_id: 'acct_example', key_id: 'key_example', operator_id: 'opr_example', job_id: 'job_example', event_id: 'msg_example',
  app_id: 'app_example', token_id: 'adt_example', session_id: 'ses_example', resolution_id: 'res_example',
  // The decision layer's (src/contract/admin-decisions.ts): a list, an operation, a product, a version, a time range.
  list: 'blocked_emails', operation: 'hub', product: 'onboarding', version: '2', since: '2026-11-01', until: '2026-12-01T00:00:00Z',
  policy_version: 'pol_example@2',
  // An identity node's reference (openIdentityNode): a node id and its mac, 43 base64url characters each.
  ref: `${'N'.repeat(43)}~${'M'.repeat(43)}`,
};

/**
 * An example value from a JSON schema (the admin API's bodies and queries, which carry no hand-written example):
 * the required properties, each the first enum value, a typed placeholder, or the minimum the schema allows.
 */
export function sampleOf(schema: Record<string, unknown> | undefined, name = ''): unknown {
  if (!schema) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (variants) return sampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], name);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const required = (schema.required as string[] | undefined) ?? [];
      return Object.fromEntries(required.map((k) => [k, sampleOf(props[k], k)]));
    }
    case 'array':
      return Number(schema.minItems ?? 0) > 0 ? [sampleOf(schema.items as Record<string, unknown>, name)] : [];
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'email' || /email/.test(name)) return 'operator@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (/password/.test(name)) return 'correct-horse-battery-staple';
      if (ADMIN_PARAM_EXAMPLES[name]) return ADMIN_PARAM_EXAMPLES[name];
      if (schema.format === 'date') return '2026-01-01';
      // Digit strings (a TOTP code, a page size): as many digits as the pattern asks.
      const digits = typeof schema.pattern === 'string' ? /^\^\[0-9\]\{(\d+)(?:,(\d+))?\}\$$/.exec(schema.pattern) : null;
      if (digits) return digits[2] === undefined ? '123456789'.repeat(3).slice(0, Number(digits[1])) : '50'.slice(0, Math.max(Number(digits[1]), Math.min(2, Number(digits[2]))));
      return 'example'.padEnd(Number(schema.minLength ?? 0), '-');
    }
    default:
      return null;
  }
}

/** The description of an admin operation: its summary, what the caller's role must allow, how it authenticates. */
function adminDescription(op: AdminOperationDef): string {
  const who =
    op.permission === 'none'
      ? 'No session needed: this call signs in (throttled per email and per address).'
      : `Needs the permission \`${op.permission}\` (docs/admin.md, roles). Authenticated with an operator session cookie (state-changing calls also send \`x-csrf-token\`) or an admin token (\`Authorization: Bearer idr_admin_…\`).`;
  return [`${op.summary}.`, who, 'See docs/admin.md.'].join('\n\n');
}

/** Descriptions and examples of every operation, from the catalogues (keyed by operationId). */
function decorate(doc: Doc): Doc {
  const byId = new Map<string, OperationDef>((Object.values(OPERATIONS) as OperationDef[]).map((op) => [op.operationId, op]));
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const admin = (ADMIN_OPERATIONS as Record<string, AdminOperationDef>)[String(operation.operationId)];
      if (admin) {
        operation.description = adminDescription(admin);
        // An upload has no JSON body schema (its handler streams the file): its multipart body is described here.
        if (admin.upload) {
          operation.requestBody = {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', required: [admin.upload.field], properties: { [admin.upload.field]: { type: 'string', format: 'binary', description: admin.upload.description } } },
                example: { [admin.upload.field]: 'phone,first_name,last_name\n+447700900123,Jane,Doe\n' },
              },
            },
          };
        }
        const body = (operation.requestBody as { content?: Record<string, { example?: unknown; schema?: Record<string, unknown> }> } | undefined)?.content;
        if (!admin.upload) for (const media of Object.values(body ?? {})) media.example = sampleOf(media.schema);
        for (const p of (operation.parameters as (Parameter & { schema?: Record<string, unknown> })[] | undefined) ?? []) p.example = sampleOf(p.schema, p.name);
        continue;
      }
      const op = byId.get(String(operation.operationId));
      if (!op) continue;
      operation.description = operationDescription(op);
      // A streamed upload has no body schema on its route: its body is published from the catalogue.
      if (op.rawBody) operation.requestBody = { required: true, description: op.rawBody.description, content: op.rawBody.content };
      const ok = (operation.responses as Record<string, { content?: Record<string, unknown> }> | undefined)?.['200'];
      if (op.responseType && ok?.content?.['application/json']) ok.content = { [op.responseType]: ok.content['application/json'] };
      const body = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content;
      if (body && op.example.body) for (const media of Object.values(body)) media.example = op.example.body;
      for (const p of (operation.parameters as Parameter[] | undefined) ?? []) {
        const value = p.in === 'query' ? op.example.query?.[p.name] : p.in === 'path' ? op.example.params?.[p.name] : undefined;
        if (value !== undefined) p.example = value;
      }
    }
  }
  return doc;
}

/** The document as served to one request: `servers` is the public URL or the request's own origin. */
function withServers(doc: Record<string, unknown>, request: FastifyRequest, publicUrl: string | null): Record<string, unknown> {
  const url = publicUrl ?? `${request.protocol}://${request.host}`;
  return { ...doc, servers: [{ url, description: publicUrl ? 'IDRISK_PUBLIC_URL' : 'This server (the origin of this request)' }] };
}

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions = { publicUrl: null }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'idrisk — identity risk scoring API',
        version: '1.0',
        license: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
        description:
          'Self-hosted identity risk scoring: enrichment, signals, a 0..1000 score (low = risky), score_cluster and reason_codes. ' +
          'Every error is RFC 9457 problem details with a stable `code`: ' +
          Object.entries(ERROR_CATALOGUE)
            .map(([code, d]) => `${code} (${d.status})`)
            .join(', '),
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          appKey: { type: 'apiKey', in: 'header', name: 'x-idrisk-app-key', description: 'Publishable collector app key idr_app_… (browser collector only)' },
          adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'An operator session (POST /admin/1.0/sessions); state-changing calls also send x-csrf-token' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'An admin token idr_admin_… (automation)' },
        },
      },
      security: [{ apiKey: [] }],
      tags: [...Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description })), { name: ADMIN_TAG, description: 'Management API for operators and automation (/admin/1.0; docs/admin.md)' }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (document) => ('openapiObject' in document ? (decorate(document.openapiObject as Doc) as typeof document.openapiObject) : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // BaseLayout (no top bar) and no deep links: accessibility, see docs-theme.ts.
    uiConfig: { docExpansion: 'list', deepLinking: false, layout: 'BaseLayout' },
    theme: {
      title: 'idrisk API',
      css: [{ filename: 'a11y.css', content: DOCS_THEME_CSS }],
      js: [{ filename: 'a11y.js', content: DOCS_THEME_JS }],
    },
    transformSpecification: (doc, request) => withServers(doc as Record<string, unknown>, request, options.publicUrl),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (request) => withServers(app.swagger() as unknown as Record<string, unknown>, request, options.publicUrl));
}
