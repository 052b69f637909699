/**
 * Sandbox resolutions, explained: GET /1.0/resolutions/{id} with a sandbox key answers the explanation of a recent
 * sandbox call of the account (its scores, each with the documented sandbox rule that produced it). A sandbox call
 * writes nothing to the database (see sandbox-ids.ts), so they are kept in the memory of the process that answered
 * them, bounded in entries and in bytes, oldest forgotten first. With several processes, only the process that
 * answered a call explains it.
 *
 * A call's explanation is held as the call made it, by reference: its scores are the sandbox memo's answers
 * (src/sandbox/index.ts), the same objects for every call that repeats an input, and nothing mutates them. The sandbox
 * rules are named on them, and the answer copied, only when one is read. Each entry is charged the length of its
 * explanation's JSON as if it held that text alone (shared parts included: the bound holds when nothing is shared);
 * the length of each part is computed once per part, not per call.
 */
import type { OperationName } from '../contract/operations.js';
import { KeyQueue } from '../memo/fifo.js';
import { unsteeredRule, type SandboxScenario } from '../sandbox/index.js';
import type { Explanation } from '../scoring/scorecard.js';

/** A sandbox resolution as GET /1.0/resolutions/{id} answers it. */
export interface SandboxResolution {
  readonly id: string;
  readonly accountId: string;
  readonly operation: OperationName;
  readonly customerId: string | null;
  readonly transactionId: string | null;
  readonly createdAt: string;
  readonly explanation: unknown;
}

/** A sandbox call to keep: its explanation as the call made it (never mutated after), and the call's keyword. */
export interface SandboxCall {
  readonly id: string;
  readonly accountId: string;
  readonly operation: OperationName;
  readonly customerId: string | null;
  readonly transactionId: string | null;
  readonly createdAt: Date;
  readonly explanation: unknown;
  readonly scenario: SandboxScenario | null;
}

const ENTRY_OVERHEAD_BYTES = 256;
/** What a score's `sandbox` rule adds to its JSON, at most (named when read, charged at the put). */
const RULE_BYTES = 128;

interface Entry {
  readonly primary: string;
  readonly call: SandboxCall;
  readonly cost: number;
  /** The lookup keys of the entry: its resolution id, and its transaction id when it has one. */
  readonly keys: readonly string[];
}

export class SandboxResolutions {
  /** Oldest first (a Map keeps insertion order), keyed by account and resolution id. */
  private readonly entries = new Map<string, Entry>();
  /** Account and resolution id or transaction id -> the entry's key in `entries`. */
  private readonly index = new Map<string, string>();
  /** The entries, oldest first (see ../memo/fifo.ts for why not the Map's own order); one replaced stays, stale. */
  private readonly order = new KeyQueue<Entry>();
  private bytes = 0;

  constructor(
    private readonly max = 10_000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  put(call: SandboxCall): void {
    const primary = `${call.accountId}\u0000${call.id}`;
    const keys = call.transactionId !== null ? [primary, `${call.accountId}\u0000${call.transactionId}`] : [primary];
    const cost = (explanationLength(call.explanation) + 160 + call.id.length + (call.customerId?.length ?? 0) + (call.transactionId?.length ?? 0)) * 2 + ENTRY_OVERHEAD_BYTES;
    if (cost > this.maxBytes) return;
    const replaced = this.entries.get(primary);
    if (replaced) this.drop(replaced);
    while (this.entries.size > 0 && (this.entries.size >= this.max || this.bytes + cost > this.maxBytes)) {
      const oldest = this.order.shift();
      if (oldest === undefined) break;
      if (this.entries.get(oldest.primary) === oldest) this.drop(oldest);
    }
    const entry: Entry = { primary, call, cost, keys };
    this.entries.set(primary, entry);
    this.order.push(entry);
    for (const k of keys) this.index.set(k, primary);
    this.bytes += cost;
  }

  private drop(entry: Entry): void {
    this.entries.delete(entry.primary);
    for (const k of entry.keys) if (this.index.get(k) === entry.primary) this.index.delete(k);
    this.bytes -= entry.cost;
  }

  /**
   * The account's sandbox resolution by its `res_…` id or the transaction_id it answered with; null when unknown here.
   * A copy of its own: the caller may change it.
   */
  get(accountId: string, id: string): SandboxResolution | null {
    const primary = this.index.get(`${accountId}\u0000${id}`);
    const entry = primary === undefined ? undefined : this.entries.get(primary);
    if (!entry) return null;
    const c = entry.call;
    const r: SandboxResolution = {
      id: c.id,
      accountId: c.accountId,
      operation: c.operation,
      customerId: c.customerId,
      transactionId: c.transactionId,
      createdAt: c.createdAt.toISOString(),
      explanation: withSandboxRules(c.explanation, c.scenario),
    };
    return JSON.parse(JSON.stringify(r)) as SandboxResolution;
  }
}

/**
 * A sandbox explanation whose every score names its sandbox rule: a score the keyword moved carries it already
 * (steerScored); any other is the live scorecard's, with or without a keyword.
 */
export function withSandboxRules(explanation: unknown, scenario: SandboxScenario | null): unknown {
  const scores = (explanation as { scores?: Record<string, Explanation | null> } | null)?.scores;
  if (!scores) return explanation;
  const ruled = Object.fromEntries(Object.entries(scores).map(([k, e]) => [k, e && !e.sandbox ? { ...e, sandbox: unsteeredRule(e.base, scenario) } : e]));
  return { ...(explanation as object), scores: ruled };
}

/** JSON length of each object part already measured: parts are immutable, shared by the calls that repeat them. */
const partLengths = new WeakMap<object, number>();

function jsonLength(value: unknown): number {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)?.length ?? 0;
  // An empty list (a sandbox call's providers, made per call) is not worth a WeakMap entry per call.
  if (Array.isArray(value) && value.length === 0) return 2;
  let n = partLengths.get(value);
  if (n === undefined) {
    n = JSON.stringify(value).length;
    partLengths.set(value, n);
  }
  return n;
}

/**
 * The length of the explanation's JSON with its sandbox rules (at most): the wrapper and its `scores` map are made per
 * call, their members are the shared parts.
 */
function explanationLength(explanation: unknown): number {
  if (explanation === null || typeof explanation !== 'object' || Array.isArray(explanation)) return jsonLength(explanation);
  let n = 2;
  for (const [k, v] of Object.entries(explanation)) {
    n += k.length + 4;
    if (k === 'scores' && v !== null && typeof v === 'object') {
      n += 2;
      for (const [score, e] of Object.entries(v)) n += score.length + 4 + jsonLength(e) + RULE_BYTES;
    } else n += jsonLength(v);
  }
  return n;
}
