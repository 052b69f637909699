/**
 * The SQLite group commit without a savepoint per call (store/resolutions/commit-sqlite.ts): a group made only of
 * plain calls (no writes of the caller's) writes them without savepoints; a duplicate among them writes nothing and is
 * not charged; a call its balance refuses is still refused after the duplicate check (a duplicate short of credits is
 * answered as a duplicate); and a plain call whose later rows fail makes the group be written again with a savepoint
 * per call, so only that call fails and the others are stored, debited and counted once. SQLite only (PostgreSQL's
 * commit is one statement per call).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Resolutions, type CommitRefusal, type NewResolution } from '../../src/store/resolutions/index.js';
import type { LinkRows } from '../../src/store/identity/links.js';
import { testStore, type TestStore } from '../helpers/store.js';

describe('the group commit without savepoints (sqlite)', () => {
  let t: TestStore;
  let resolutions: Resolutions;
  let seq = 0;
  /** Executions of `SAVEPOINT call` (better-sqlite3's Statement.run, wrapped). */
  let savepoints = 0;
  before(async () => {
    t = await testStore('sqlite', 'idrisk-commit-bare-');
    resolutions = new Resolutions(t.store);
    const proto = Object.getPrototypeOf(t.store.sqlite!.prepare('select 1')) as { run: (...a: unknown[]) => unknown };
    const run = proto.run;
    proto.run = function (this: { source: string }, ...a: unknown[]) {
      if (this.source === 'SAVEPOINT call') savepoints++;
      return run.apply(this, a);
    };
  });
  after(() => t.close());

  const account = async (credits: number) => {
    const id = `acct_b${++seq}`;
    const now = new Date().toISOString();
    await t.store.db.insertInto('accounts').values({ id, name: id, credits, unlimited: 0, products: 'phone', rate_limit: 10, webhook_url: null, disabled: 0, created_at: now, updated_at: now }).execute();
    return id;
  };
  const call = (accountId: string, customerId: string): NewResolution => ({
    id: `res_b${String(++seq).padStart(5, '0')}`, accountId, environment: 'live', keyId: 'key_b', operation: 'phone', customerId, price: 1, createdAt: new Date(),
  });
  const links = (value: string): LinkRows => ({ nodes: [{ id: `node_${value}`, kind: 'phone' }], edges: [] });
  /** Each call's outcome: null (stored), its refusal, or the name of the error it was rejected with. */
  const group = (calls: [NewResolution, LinkRows | undefined][]) =>
    Promise.all(calls.map(([r, l]) => resolutions.commitCall(r, l).then((x): CommitRefusal | null | string => x, (err: Error) => err.constructor.name)));
  const state = async (accountId: string) => {
    const { credits } = await t.store.db.selectFrom('accounts').select('credits').where('id', '=', accountId).executeTakeFirstOrThrow();
    const stored = await t.store.db.selectFrom('resolutions').select('id').where('account_id', '=', accountId).orderBy('id').execute();
    const usage = await t.store.db.selectFrom('usage').select('resolution_id').where('account_id', '=', accountId).orderBy('resolution_id').execute();
    const attributed = await t.store.db.selectFrom('resolution_nodes').select('resolution_id').where('account_id', '=', accountId).orderBy('resolution_id').execute();
    const month = await resolutions.month(accountId, new Date());
    return { credits: Number(credits), stored: stored.map((r) => r.id), usage: usage.map((r) => r.resolution_id), attributed: attributed.map((r) => r.resolution_id), calls: month.calls };
  };

  test('a group of plain calls: no savepoint, a duplicate writes and costs nothing, a short balance is refused after the duplicate check', async () => {
    const a = await account(4);
    const calls = [call(a, 'c1'), call(a, 'c2'), call(a, 'c1'), call(a, 'c3'), call(a, 'c4'), call(a, 'c5'), call(a, 'c2')];
    savepoints = 0;
    const outcomes = await group(calls.map((r, i) => [r, links(`b${i}`)]));
    // c1, c2, c3, c4 take the four credits; the second c1 is a duplicate; c5 finds no credit left; the second c2 is a
    // duplicate as well as short of credits: answered as the duplicate, as when every call had its savepoint.
    assert.deepEqual(outcomes, [
      null, null,
      { refused: 'duplicate', field: 'customer_id' },
      null, null,
      { refused: 'credits', balance: 0, price: 1 },
      { refused: 'duplicate', field: 'customer_id' },
    ]);
    // The two calls the balance refused ran in a savepoint each (to keep that order); no other call did.
    assert.equal(savepoints, 2);
    const kept = [calls[0]!, calls[1]!, calls[3]!, calls[4]!].map((r) => r.id).sort();
    assert.deepEqual(await state(a), { credits: 0, stored: kept, usage: kept, attributed: kept, calls: 4 });
  });

  test('a plain call whose later rows fail: the group is written again with savepoints, only that call fails', async () => {
    const a = await account(10);
    const calls = [call(a, 'd1'), call(a, 'd2'), call(a, 'd3'), call(a, 'd1')];
    // A node without a kind breaks identity_nodes' NOT NULL after the call's resolution and usage row were written.
    const broken = { nodes: [{ id: 'node_broken', kind: null as unknown as string }], edges: [] };
    savepoints = 0;
    const outcomes = await group([[calls[0]!, links('e0')], [calls[1]!, broken], [calls[2]!, links('e2')], [calls[3]!, links('e3')]]);
    assert.deepEqual(outcomes, [null, 'SqliteError', null, { refused: 'duplicate', field: 'customer_id' }]);
    // The first attempt stopped at the broken call; the group again: a savepoint per call.
    assert.equal(savepoints, 4);
    const kept = [calls[0]!, calls[2]!].map((r) => r.id).sort();
    assert.deepEqual(await state(a), { credits: 8, stored: kept, usage: kept, attributed: kept, calls: 2 });
    const node = await t.store.db.selectFrom('identity_nodes').select('id').where('id', '=', 'node_broken').executeTakeFirst();
    assert.equal(node, undefined);
  });

  test('a group with a call that has writes of its own keeps a savepoint per call', async () => {
    const a = await account(10);
    savepoints = 0;
    const outcomes = await Promise.all([
      resolutions.commitCall(call(a, 'w1'), links('w1')),
      resolutions.commitCall(call(a, 'w2'), links('w2'), async () => undefined),
      resolutions.commitCall(call(a, 'w3'), links('w3')),
    ]);
    assert.deepEqual(outcomes, [null, null, null]);
    assert.equal(savepoints, 3);
    assert.equal((await state(a)).credits, 7);
  });
});
