import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ListMembershipCache } from './membership-cache.js';

/** A store of list counters the test moves by hand. */
function fakeRows() {
  const versions = new Map<string, number>([['lst_a', 0], ['lst_b', 0]]);
  return { versions, repo: { versions: async (ids: readonly string[]) => new Map(ids.flatMap((id) => (versions.has(id) ? [[id, versions.get(id)!] as const] : []))) } };
}

test('an answer is kept only once a poll read the list counter, and dropped when the counter moves', async () => {
  const { versions, repo } = fakeRows();
  const c = new ListMembershipCache(repo, 60, 250);
  // Before any poll: the ticket says "do not keep".
  const early = c.ticket('lst_a');
  assert.equal(early, -1);
  c.put('lst_a', 'x', '~', early);
  assert.equal(c.get('lst_a', 'x'), undefined);
  await c.poll();
  const t = c.ticket('lst_a');
  c.put('lst_a', 'x', '~', t);
  c.put('lst_a', 'y', null, t);
  assert.equal(c.get('lst_a', 'x'), '~');
  assert.equal(c.get('lst_a', 'y'), null);
  // No change: a poll keeps them.
  assert.equal(await c.poll(), false);
  assert.equal(c.get('lst_a', 'x'), '~');
  // Another process changed the list: the next poll drops its answers.
  versions.set('lst_a', 1);
  assert.equal(await c.poll(), true);
  assert.equal(c.get('lst_a', 'x'), undefined);
  // The list is deleted: forgotten.
  c.put('lst_a', 'x', '~', c.ticket('lst_a'));
  versions.delete('lst_a');
  await c.poll();
  assert.equal(c.get('lst_a', 'x'), undefined);
});

test('a read that a change overtook is not kept (the ticket); changed() drops at once', async () => {
  const { versions, repo } = fakeRows();
  const c = new ListMembershipCache(repo, 60, 250);
  c.ticket('lst_a');
  c.ticket('lst_b');
  await c.poll();
  const before = c.ticket('lst_a');
  c.changed(['lst_a']);
  c.put('lst_a', 'x', null, before);
  assert.equal(c.get('lst_a', 'x'), undefined, 'read before the change: not kept');
  c.put('lst_a', 'x', '~', c.ticket('lst_a'));
  c.put('lst_b', 'x', '~', c.ticket('lst_b'));
  c.changed(['lst_a']);
  assert.equal(c.get('lst_a', 'x'), undefined);
  assert.equal(c.get('lst_b', 'x'), '~', 'another list keeps its answers');
  // A poll that read a counter before a change this process made after: the list is read again after the next poll.
  const during = c.ticket('lst_b');
  const polled = c.poll();
  versions.set('lst_b', 1);
  c.changed(['lst_b']);
  await polled;
  c.put('lst_b', 'y', null, during);
  assert.equal(c.get('lst_b', 'y'), undefined);
  c.put('lst_b', 'z', '~', c.ticket('lst_b'));
  await c.poll();
  assert.equal(c.get('lst_b', 'z'), undefined, 'the counter moved since the poll before: dropped');
});

test('bounded: at most `max` answers (emptied when full); 0 seconds turns it off', async () => {
  const { repo } = fakeRows();
  const c = new ListMembershipCache(repo, 60, 250, 3);
  c.ticket('lst_a');
  await c.poll();
  for (const v of ['a', 'b', 'c']) c.put('lst_a', v, null, c.ticket('lst_a'));
  assert.equal(c.get('lst_a', 'c'), null);
  c.put('lst_a', 'd', null, c.ticket('lst_a'));
  assert.equal(c.get('lst_a', 'a'), undefined);
  assert.equal(c.get('lst_a', 'd'), undefined);
  const off = new ListMembershipCache(repo, 0, 250);
  assert.equal(off.enabled, false);
  assert.equal(off.ticket('lst_a'), -1);
});

test('a poll asked for while another is reading waits for it and reads again (a change after the first read is seen)', async () => {
  const { versions, repo } = fakeRows();
  // Reads that answer only when the test lets them: each read takes its rows when it starts.
  const gates: (() => void)[] = [];
  const slow = {
    versions: (ids: readonly string[]) => {
      const rows = repo.versions(ids);
      return new Promise<Map<string, number>>((resolve) => gates.push(() => void rows.then(resolve)));
    },
  };
  const c = new ListMembershipCache(slow, 60, 250);
  c.ticket('lst_a'); // the list is held: polls read its counter
  const first = c.poll();
  gates.shift()!();
  await first;
  c.put('lst_a', 'x', '~', c.ticket('lst_a'));
  assert.equal(c.get('lst_a', 'x'), '~');
  const inFlight = c.poll(); // reads the counters as they are now
  versions.set('lst_a', 1); // another process's write, after that read
  const asked = c.poll();
  gates.shift()!();
  await inFlight;
  await new Promise((r) => setImmediate(r));
  gates.shift()?.(); // the second poll's own read (none if it did not read again)
  assert.equal(await asked, true, 'the second poll read the moved counter');
  assert.equal(c.get('lst_a', 'x'), undefined);
});
