/**
 * From a record of the file to the request of one call: the column mapping, the claims of the job, the same schema
 * and hub rules an API call is validated by (so a row is accepted or refused exactly as the same call over HTTP), and
 * the touch points that make two rows duplicates.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { HUB_CLAIMS, PRODUCTS, type HubClaim, type Product } from '../contract/common.js';
import { ApiError, DomainError } from '../contract/errors.js';
import { checkHubRules } from '../products/hub-rules.js';
import { OPERATIONS } from '../contract/operations.js';
import type { HubRequest } from '../contract/requests.js';

/** The request fields a column may be mapped to. */
export const BULK_FIELDS = ['customer_id', 'phone_number', 'email', 'ip', 'first_name', 'last_name', 'domain', 'user_agent'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Other names a column may have for a field (lower case, spaces and dashes as underscores). */
const ALIASES: Record<string, BulkField> = {
  phone: 'phone_number',
  phonenumber: 'phone_number',
  mobile: 'phone_number',
  email_address: 'email',
  ip_address: 'ip',
  firstname: 'first_name',
  given_name: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
  useragent: 'user_agent',
  ua: 'user_agent',
  customerid: 'customer_id',
};

/** What every row of a job is scored as: one product, or the hub. */
export type BulkOperation = Product | 'hub';

/** The operation of a job's claims (an ApiError for claims no single call accepts). */
export function operationOf(claims: readonly string[]): BulkOperation {
  if (claims.length === 0) throw new ApiError('INVALID_CLAIMS', 'claims must name at least one product', [{ field: 'claims', message: 'is empty' }]);
  if (new Set(claims).size !== claims.length) throw new ApiError('INVALID_CLAIMS', 'a claim is repeated', [{ field: 'claims', message: 'repeats a claim' }]);
  if (claims.length === 1 && (PRODUCTS as readonly string[]).includes(claims[0])) return claims[0] as Product;
  const bad = claims.filter((c) => !(HUB_CLAIMS as readonly string[]).includes(c));
  if (bad.length > 0) {
    throw new ApiError('INVALID_CLAIMS', `Several claims are scored by the hub, which takes ${HUB_CLAIMS.join(', ')}; not ${bad.join(', ')}`, [{ field: 'claims', message: `not a hub claim: ${bad.join(', ')}` }]);
  }
  return 'hub';
}

/**
 * The mapping column -> field: the explicit `col=field` pairs, then every other column whose name is a field (or a
 * known alias). An explicit field that is not a request field is an ApiError.
 */
export function parseMapping(pairs: readonly string[]): Record<string, BulkField> {
  const mapping: Record<string, BulkField> = {};
  for (const pair of pairs) {
    const i = pair.lastIndexOf('=');
    const column = i > 0 ? pair.slice(0, i).trim() : '';
    const field = i > 0 ? normalise(pair.slice(i + 1)) : '';
    const target = (BULK_FIELDS as readonly string[]).includes(field) ? (field as BulkField) : ALIASES[field];
    if (!column || !target) {
      throw new ApiError('INVALID_PAYLOAD', `map "${pair}": expected column=field with a field among ${BULK_FIELDS.join(', ')}`, [{ field: 'map', message: `invalid pair "${pair}"` }]);
    }
    mapping[column] = target;
  }
  return mapping;
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** The field a column feeds, by the explicit mapping first, else by its name. */
export function fieldOf(column: string, mapping: Readonly<Record<string, BulkField>>): BulkField | undefined {
  if (Object.hasOwn(mapping, column)) return mapping[column];
  const n = normalise(column);
  const byName = (BULK_FIELDS as readonly string[]).includes(n) ? (n as BulkField) : ALIASES[n];
  // A field fed by an explicitly mapped column is not fed again by a same-named column.
  if (byName && Object.values(mapping).includes(byName)) return undefined;
  return byName;
}

const fieldsOf = new WeakMap<Readonly<Record<string, BulkField>>, Map<string, BulkField | undefined>>();

/** The touch points of a record by field (blank values dropped, text trimmed). */
export function mapRecord(values: Readonly<Record<string, string>>, mapping: Readonly<Record<string, BulkField>>): Partial<Record<BulkField, string>> {
  const out: Partial<Record<BulkField, string>> = {};
  // The field of each column, worked out once per mapping (a job's rows share their columns).
  let fields = fieldsOf.get(mapping);
  if (!fields) fieldsOf.set(mapping, (fields = new Map()));
  for (const [column, raw] of Object.entries(values)) {
    let field = fields.get(column);
    if (field === undefined && !fields.has(column)) fields.set(column, (field = fieldOf(column, mapping)));
    if (!field) continue;
    const v = raw.trim();
    if (v !== '') out[field] = v;
  }
  return out;
}

/** Two rows with the same key in one job are duplicates: the touch points, normalised (case of emails and domains). */
export function dedupeKey(mapped: Partial<Record<BulkField, string>>): string {
  const parts: string[] = [];
  for (const f of BULK_FIELDS) {
    if (f === 'customer_id') continue;
    const v = mapped[f];
    if (v === undefined) continue;
    parts.push(`${f}=${f === 'email' || f === 'domain' ? v.toLowerCase() : f === 'phone_number' ? v.replace(/[\s().-]/g, '') : v}`);
  }
  return parts.join('\u0001');
}

/** The body of the call a row makes, as an API caller would send it. */
export type CallBody = Record<string, unknown> & { customer_id: string; claims: string[] };

export function callBody(op: BulkOperation, claims: readonly string[], mapped: Partial<Record<BulkField, string>>, customerId: string, modelId: string | null): CallBody {
  const body: CallBody = { customer_id: customerId, claims: [...claims] };
  const put = (k: BulkField) => {
    if (mapped[k] !== undefined) body[k] = mapped[k];
  };
  switch (op) {
    case 'hub':
      for (const k of ['phone_number', 'email', 'ip', 'first_name', 'last_name'] as const) put(k);
      break;
    case 'phone':
      put('phone_number');
      break;
    case 'email':
      put('email');
      break;
    case 'ip':
      put('ip');
      break;
    case 'name':
      put('first_name');
      put('last_name');
      break;
    case 'device':
      put('user_agent');
      break;
    case 'domain':
      if (mapped.domain !== undefined) body.domain = { value: mapped.domain };
      break;
  }
  if (modelId) body.model_id = modelId;
  return body;
}

/** A row refused before any work: its code and what is wrong, as the same call over HTTP would have been (free). */
export class RowRefused extends DomainError {}

/** Validate a row's call as the route would: the operation's request schema, then the hub rules. */
/** The operations' request schemas, compiled once with the options of the HTTP validator (src/app.ts). */
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
const validators = new Map<BulkOperation, ValidateFunction>();
function validatorOf(op: BulkOperation): ValidateFunction {
  let v = validators.get(op);
  if (!v) {
    v = ajv.compile(OPERATIONS[op].body!);
    validators.set(op, v);
  }
  return v;
}

export function checkCall(op: BulkOperation, body: CallBody): void {
  const validate = validatorOf(op);
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 10).map((e) => {
      const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const missing = e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty ?? '') : '';
      return { field: [path, missing].filter(Boolean).join('.') || '(row)', message: e.keyword === 'required' ? 'is required (a blank cell or an unmapped column)' : (e.message ?? 'is invalid') };
    });
    throw new RowRefused('INVALID_PAYLOAD', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  }
  if (op === 'hub') {
    try {
      checkHubRules(body as unknown as HubRequest);
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
        throw new RowRefused(err.code, fields ? `${err.detail ?? err.message} (${fields})` : (err.detail ?? err.message), err.errors);
      }
      throw err;
    }
  }
}

export type { HubClaim };
