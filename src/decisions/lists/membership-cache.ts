/**
 * The per-process cache of list memberships (docs/rules.md#lists; issue 28, seventh pass in docs/decisions.md): what
 * the rules' `in_list` lookups read on the call path, so that a call's lookups of values already looked up are answers
 * from memory while nothing changed.
 *
 * What is kept, per list and looked-up value: until when the value is an item of the list, whatever the time — none
 * (null), an item without expiry (LIVE_FOREVER) or the latest expiry of its items. Each lookup compares that with its
 * call's own time, so an item past its expiry is not a member even while its answer is kept.
 *
 * How a change reaches it: every write that changes a list's items (an upsert or removal of items, a rule's
 * `add_to_list` in the commit of a call, the erasure of a subject's items, the list's deletion) moves the list's
 * `items_version` (migration 4075) in the write's own transaction. Every process polls the counters of the lists it
 * holds (IDRISK_CACHE_POLL_MS, as the auth cache's epoch: one read of those lists' rows by primary key) and drops a
 * list's answers when its counter moved or the list is gone; the process that made the change drops them at once,
 * after its commit (`changed`). A list's answers are kept only once a poll has read its counter, and an answer read
 * from the database before a drop is not kept (the ticket), so no answer older than the counter it is checked
 * against survives a poll. IDRISK_KEY_CACHE_SECONDS bounds the age of a list's answers, for changes made to the
 * database by hand, and 0 disables the cache (every lookup reads the database, as before).
 *
 * Bounded: at most `max` answers in all (the cache is emptied when full) and `maxLists` lists; a list not looked up
 * for a whole maximum age is forgotten at a poll.
 */
import type { ListRows } from '../../store/decisions/index.js';

/** Until when a value is an item: null (not an item), LIVE_FOREVER (an item without expiry) or the latest expiry. */
export type Until = string | null;

interface ListState {
  /** items_version as last polled; null until a poll has read it (no answer is kept before). */
  version: number | null;
  /** Moves on every drop of the list's answers: an answer read under an older ticket is not kept. */
  gen: number;
  readonly items: Map<string, Until>;
  /** When its version was read (Date.now()): its answers are dropped after the maximum age. */
  since: number;
  /** Looked up since the last poll. */
  used: boolean;
}

export class ListMembershipCache {
  private readonly lists = new Map<string, ListState>();
  private size = 0;
  /** Tickets are unique across states: a list forgotten and looked up again never gives an old ticket back. */
  private gens = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The poll in progress, if any. */
  private polling: Promise<boolean> | null = null;
  /** Answers given from memory and read from the database (tests, benches). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly repo: Pick<ListRows, 'versions'>,
    /** 0 disables the cache. */
    private readonly maxAgeSeconds: number,
    private readonly pollMs = 250,
    private readonly max = 100_000,
    private readonly maxLists = 10_000,
  ) {}

  get enabled(): boolean {
    return this.maxAgeSeconds > 0;
  }

  /** Start polling (a no-op when the cache is off). The timer never keeps the process alive. */
  start(): void {
    if (!this.enabled || this.timer) return;
    // A tick while a poll is still reading (a slow database) is skipped, not queued.
    this.timer = setInterval(() => {
      if (this.polling === null) void this.poll();
    }, this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The kept answer of `value` in the list, or undefined (read the database, under `ticket`). */
  get(listId: string, value: string): Until | undefined {
    const s = this.lists.get(listId);
    if (s === undefined) return undefined;
    s.used = true;
    const u = s.items.get(value);
    if (u === undefined) this.misses++;
    else this.hits++;
    return u;
  }

  /** Take this before reading the list's items from the database; pass it to put(). -1: the answer will not be kept. */
  ticket(listId: string): number {
    if (!this.enabled) return -1;
    let s = this.lists.get(listId);
    if (s === undefined) {
      if (this.lists.size >= this.maxLists) this.clear();
      s = { version: null, gen: ++this.gens, items: new Map(), since: 0, used: true };
      this.lists.set(listId, s);
    }
    return s.version === null ? -1 : s.gen;
  }

  /** Keep an answer read under `ticket` (dropped when the list changed since the ticket was taken). */
  put(listId: string, value: string, until: Until, ticket: number): void {
    if (ticket < 0) return;
    const s = this.lists.get(listId);
    if (s === undefined || s.gen !== ticket) return;
    if (this.size >= this.max) {
      this.clear();
      return;
    }
    if (!s.items.has(value)) this.size++;
    s.items.set(value, until);
  }

  /** This process changed these lists' items (or all lists): drop their answers now. Call it after the change commits. */
  changed(listIds?: readonly string[]): void {
    if (listIds === undefined) {
      this.clear();
      return;
    }
    for (const id of listIds) {
      const s = this.lists.get(id);
      if (s !== undefined) this.drop(s);
    }
  }

  /** Drop everything. */
  clear(): void {
    for (const s of this.lists.values()) s.gen = ++this.gens;
    this.lists.clear();
    this.size = 0;
  }

  /**
   * One poll: read the counters of the lists held and drop the answers of each list whose counter moved, that is gone
   * or whose answers are older than the maximum age. Exposed for tests. False when nothing was dropped. Asked while a
   * poll is reading, it waits for that one and reads again: what it answers reflects every write committed before the
   * call (the poll in progress may have read the counters before it).
   */
  async poll(): Promise<boolean> {
    while (this.polling !== null) await this.polling;
    if (this.lists.size === 0) return false;
    const polling = this.pollOnce();
    this.polling = polling;
    try {
      return await polling;
    } finally {
      if (this.polling === polling) this.polling = null;
    }
  }

  private async pollOnce(): Promise<boolean> {
    try {
      const ids = [...this.lists.keys()];
      const versions = await this.repo.versions(ids);
      const now = Date.now();
      let dropped = false;
      for (const id of ids) {
        const s = this.lists.get(id);
        if (s === undefined) continue;
        const v = versions.get(id);
        if (v === undefined || (!s.used && now - s.since >= this.maxAgeSeconds * 1000)) {
          // The list is gone, or nobody looked it up for a whole maximum age: forget it.
          this.drop(s);
          this.lists.delete(id);
          dropped = true;
          continue;
        }
        s.used = false;
        if (s.version === v && now - s.since < this.maxAgeSeconds * 1000) continue;
        // First read of its counter (answers read before it are not kept), a change, or the maximum age.
        if (s.version !== null) dropped = true;
        this.drop(s);
        s.version = v;
        s.since = now;
      }
      return dropped;
    } catch {
      // The database is unreachable: answers still end with their maximum age at a later poll.
      return false;
    }
  }

  private drop(s: ListState): void {
    this.size -= s.items.size;
    s.items.clear();
    s.gen = ++this.gens;
  }
}
