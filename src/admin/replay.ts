/**
 * "Copy as curl" of a stored resolution (issue 29, docs/console.md "Copy as curl"): the same call rebuilt with a sandbox
 * key. The request itself is not stored; what is:
 * - the operation, and the stored answer (with IDRISK_STORE_RESPONSES=on), which echoes the caller's inputs as they
 *   were sent: customer_id, claims, model_id when the answer names it, and each product block's `value` (the phone
 *   number, email, ip, domain and user agent exactly as sent; the name as `first,last`, each trimmed as the engine
 *   reads it);
 * - not the touch points themselves: the identity graph holds them as keyed hashes, which cannot be turned back.
 * A hub call may send inputs without their claim (they count in its score and rules) that its answer does not echo
 * and the graph does not link: it is rebuilt only when it claimed every input (phone, email, ip, name).
 * A call is rebuilt only when every input is known and the body passes the operation's request schema and rules;
 * otherwise the replay says why and has no body. `timeout` is not stored: the rebuilt call uses the default.
 */
import type { Db } from '../store/db.js';
import { AdminAccountRepository, type AdminAccountRows } from '../store/admin/index.js';
import { OPERATIONS } from '../contract/operations.js';
import { checkCall, RowRefused, type BulkOperation, type CallBody } from '../bulk/rows.js';
import { allows } from './roles.js';
import type { Actor } from './actor.js';

export interface Replay {
  readonly method: string | null;
  readonly path: string | null;
  /** IDRISK_PUBLIC_URL + path; null when no public URL is configured (the console uses the address it was opened at). */
  readonly url: string | null;
  readonly body: Record<string, unknown> | null;
  /** Why the call cannot be rebuilt (then `body` is null). */
  readonly unavailable: string | null;
  /** What differs from the original request, or cannot be known, even when rebuilt. */
  readonly notes: string[];
  /** The display prefix of the account's newest active sandbox key (never its secret); null when none, or the role may not read keys. */
  readonly sandboxKeyPrefix: string | null;
}

/** The scoring operations whose answer echoes their inputs, and the product block of each input. */
const SINGLE: Record<string, { block: string; field: string }> = {
  phone: { block: 'phone', field: 'phone_number' },
  email: { block: 'email', field: 'email' },
  ip: { block: 'ip', field: 'ip' },
  domain: { block: 'domain', field: 'domain' },
  device: { block: 'device', field: 'user_agent' },
  name: { block: 'name', field: 'name' },
};
/** The hub's inputs by the kind of touch point each links in the graph. */
const HUB_INPUTS = ['phone', 'email', 'ip', 'name'] as const;
const HUB_FIELD: Record<(typeof HUB_INPUTS)[number], string> = { phone: 'phone_number', email: 'email', ip: 'ip', name: 'first_name and last_name' };

const TIMEOUT_NOTE = 'timeout is not stored: the rebuilt call uses the default (3 s)';
const NAME_NOTE = 'first_name and last_name as the name engine read them (trimmed of surrounding spaces)';

type Rebuilt = { body: Record<string, unknown>; notes: string[] } | { unavailable: string };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The value a product block of the answer echoes, or null. */
function echoed(answer: Record<string, unknown>, block: string): string | null {
  const b = answer[block];
  return isObject(b) && typeof b.value === 'string' ? b.value : null;
}

/** first_name and last_name from the name block's `first,last`; null when a comma in either makes it ambiguous. */
function splitName(value: string): { first_name: string; last_name: string } | null {
  const parts = value.split(',');
  return parts.length === 2 ? { first_name: parts[0]!, last_name: parts[1]! } : null;
}

/** The request body rebuilt from a stored answer (pure: the touch-point kinds the call linked are given). */
export function rebuild(operation: string, answer: unknown): Rebuilt {
  if (!isObject(answer)) return { unavailable: 'the answer is not stored (answers are stored with IDRISK_STORE_RESPONSES=on)' };
  const body: Record<string, unknown> = {};
  if (typeof answer.customer_id === 'string') body.customer_id = answer.customer_id;
  if (Array.isArray(answer.claims)) body.claims = answer.claims;
  const notes = [TIMEOUT_NOTE];
  const single = SINGLE[operation];
  if (single) {
    const value = echoed(answer, single.block);
    if (value === null) return { unavailable: `the stored answer has no ${single.block}.value to take the ${single.field} from` };
    if (operation === 'name') {
      const name = splitName(value);
      if (!name) return { unavailable: 'the stored name joins first_name and last_name with a comma, and one of them holds a comma: which part is which cannot be told' };
      Object.assign(body, name);
      notes.push(NAME_NOTE);
    } else if (operation === 'domain') body.domain = { value };
    else body[single.field] = value;
  } else if (operation === 'hub') {
    // The hub also uses inputs sent without their claim (in its score, the products' consistency facts and the rules),
    // but echoes and links only the claimed ones: the call is known whole only when every input was claimed.
    const unclaimed = HUB_INPUTS.filter((kind) => echoed(answer, kind) === null);
    if (unclaimed.length > 0) {
      return {
        unavailable: `a hub call may also send ${unclaimed.map((k) => HUB_FIELD[k]).join(', ')} without claiming it (it still counts in the score and the rules); the answer echoes only the claimed inputs, the identity graph links only those (as keyed hashes), so whether any other was sent cannot be told`,
      };
    }
    for (const kind of HUB_INPUTS) {
      const value = echoed(answer, kind)!;
      if (kind === 'name') {
        const name = splitName(value);
        if (!name) return { unavailable: 'the stored name joins first_name and last_name with a comma, and one of them holds a comma: which part is which cannot be told' };
        Object.assign(body, name);
        notes.push(NAME_NOTE);
      } else body[HUB_FIELD[kind]] = value;
    }
  } else {
    return { unavailable: `a ${operation} call is not rebuilt: only the scoring operations (phone, email, ip, domain, device, name, hub) echo every input in their answer` };
  }
  if (typeof answer.model_id === 'string') body.model_id = answer.model_id;
  else notes.push('the answer names no model_id: the rebuilt call is scored by the account\'s active model of the product');
  return { body, notes };
}

export class Replays {
  /** The account's newest sandbox key (src/store/admin). */
  private readonly rows: AdminAccountRows;

  constructor(db: Db) {
    this.rows = new AdminAccountRepository(db);
  }

  /** The replay of a stored resolution the actor may read (the caller checked that). */
  async of(actor: Actor, r: { id: string; accountId: string; operation: string; erased: boolean; response: unknown }, publicUrl: string | null): Promise<Replay> {
    const op = (OPERATIONS as Record<string, { method: string; path: string; body?: unknown }>)[r.operation];
    const method = op?.method ?? null;
    const path = op?.path ?? null;
    const url = path !== null && publicUrl !== null ? `${publicUrl}${path}` : null;
    const sandboxKeyPrefix = allows(actor.role, 'keys.read') ? await this.sandboxKeyPrefix(r.accountId) : null;
    const done = (x: Rebuilt): Replay =>
      'unavailable' in x ? { method, path, url, body: null, unavailable: x.unavailable, notes: [], sandboxKeyPrefix } : { method, path, url, body: x.body, unavailable: null, notes: x.notes, sandboxKeyPrefix };
    if (r.erased) return done({ unavailable: 'the resolution was erased: its answer and inputs are gone' });
    if (!op?.body) return done({ unavailable: `a ${r.operation} call is not rebuilt: only the scoring operations (phone, email, ip, domain, device, name, hub) echo every input in their answer` });
    const rebuilt = rebuild(r.operation, r.response);
    if ('body' in rebuilt) {
      // Valid as the route would find it (the request schema, then the hub's rules): else the call is not offered.
      try {
        checkCall(r.operation as BulkOperation, rebuilt.body as CallBody);
      } catch (err) {
        if (err instanceof RowRefused) return done({ unavailable: `the inputs the answer echoes do not make a valid ${r.operation} request (${err.message})` });
        throw err;
      }
    }
    return done(rebuilt);
  }

  private sandboxKeyPrefix(accountId: string): Promise<string | null> {
    return this.rows.sandboxKeyPrefix(accountId, new Date().toISOString());
  }
}
