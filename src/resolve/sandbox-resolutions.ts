/**
 * Sandbox resolutions, explained: GET /1.0/resolutions/{id} with a sandbox key answers the explanation of a recent
 * sandbox call of the account (its scores, each with the documented sandbox rule that produced it). A sandbox call
 * writes nothing to the database (see sandbox-ids.ts), so they are kept in the memory of the process that answered
 * them, bounded in entries and in bytes (the explanation is kept as its JSON text, whose length is what it costs),
 * oldest forgotten first. With several processes, only the process that answered a call explains it.
 */
import type { OperationName } from '../contract/operations.js';

export interface SandboxResolution {
  readonly id: string;
  readonly accountId: string;
  readonly operation: OperationName;
  readonly customerId: string | null;
  readonly transactionId: string | null;
  readonly createdAt: string;
  readonly explanation: unknown;
}

const ENTRY_OVERHEAD_BYTES = 256;

interface Entry {
  readonly json: string;
  readonly cost: number;
  /** The lookup keys of the entry: its resolution id, and its transaction id when it has one. */
  readonly keys: readonly string[];
}

export class SandboxResolutions {
  /** Oldest first (a Map keeps insertion order), keyed by account and resolution id. */
  private readonly entries = new Map<string, Entry>();
  /** Account and resolution id or transaction id -> the entry's key in `entries`. */
  private readonly index = new Map<string, string>();
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

  put(r: SandboxResolution): void {
    const json = JSON.stringify(r);
    const primary = `${r.accountId}\u0000${r.id}`;
    const keys = r.transactionId !== null ? [primary, `${r.accountId}\u0000${r.transactionId}`] : [primary];
    const cost = json.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (cost > this.maxBytes) return;
    while (this.entries.size > 0 && (this.entries.size >= this.max || this.bytes + cost > this.maxBytes)) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldest);
      for (const k of entry.keys) if (this.index.get(k) === oldest) this.index.delete(k);
      this.bytes -= entry.cost;
    }
    this.entries.set(primary, { json, cost, keys });
    for (const k of keys) this.index.set(k, primary);
    this.bytes += cost;
  }

  /** The account's sandbox resolution by its `res_…` id or the transaction_id it answered with; null when unknown here. */
  get(accountId: string, id: string): SandboxResolution | null {
    const primary = this.index.get(`${accountId}\u0000${id}`);
    const entry = primary === undefined ? undefined : this.entries.get(primary);
    return entry ? (JSON.parse(entry.json) as SandboxResolution) : null;
  }
}
