import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SqliteDatabase } from '../../store/db.js';
import { AbsentKeys, KeyFilter, type SideDataset } from './absent-keys.js';

function fake(keys: Record<SideDataset, string[]>) {
  const state = { version: 5, inTransaction: false, open: true, moveDuringBuild: false };
  /** Keys read out per dataset, each read's size, and the event loop's turns seen at each read. */
  const log = { keysRead: { mnp: 0, presence: 0, 'disposable-phones': 0 } as Record<SideDataset, number>, reads: [] as { name: SideDataset; n: number; turn: number }[], turn: 0 };
  const sqlite = {
    get open() {
      return state.open;
    },
    get inTransaction() {
      return state.inTransaction;
    },
    transaction: (fn: () => unknown) => () => fn(),
  } as unknown as SqliteDatabase;
  const sorted = Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, [...new Set(v)].sort()])) as Record<SideDataset, string[]>;
  const following = (name: SideDataset, after: string | null) => (after === null ? sorted[name] : sorted[name].filter((k) => k > after));
  const source = {
    versionSync: () => state.version,
    keysAfterSync: (name: SideDataset, after: string | null, limit: number) => {
      if (state.moveDuringBuild) state.version++;
      const out = following(name, after).slice(0, limit);
      log.keysRead[name] += out.length;
      log.reads.push({ name, n: out.length, turn: log.turn });
      return out;
    },
    keyAtSync: (name: SideDataset, after: string | null, skip: number) => following(name, after)[skip],
    countAfterSync: (name: SideDataset, after: string | null, limit: number) => Math.min(limit, following(name, after).length),
  };
  /** Counts the event loop's turns (an immediate per turn) until stopped. */
  const turns = () => {
    let on = true;
    const tick = () => {
      log.turn++;
      if (on) setImmediate(tick);
    };
    setImmediate(tick);
    return () => {
      on = false;
    };
  };
  return { state, sqlite, source, log, turns };
}

test('KeyFilter: every key it was built from may be there; few others do', () => {
  const keys = Array.from({ length: 50_000 }, (_, i) => String(447700000000 + i * 3));
  const f = new KeyFilter(keys);
  assert.equal(keys.every((k) => f.mayHave(k)), true, 'no false "not there"');
  let maybe = 0;
  for (let i = 0; i < 50_000; i++) if (f.mayHave(String(447700000001 + i * 3))) maybe++;
  assert.ok(maybe < 500, `false "maybe": ${maybe} of 50,000`);
  assert.equal(new KeyFilter([]).mayHave('44'), false);
});

test('answers "no row" only under the counter the filters were built with', async () => {
  const { state, sqlite, source } = fake({ mnp: ['447700000001'], presence: ['447700000002'], 'disposable-phones': ['447700000003', '44790'] });
  const a = new AbsentKeys(sqlite, source, 100, 60_000);
  assert.equal(a.absent(5, 'mnp', '447700000009'), false, 'not built yet');
  a.stop();
  await a.rebuild(5);
  assert.equal(a.built, 1);
  assert.equal(a.absent(5, 'mnp', '447700000009'), true);
  assert.equal(a.absent(5, 'mnp', '447700000001'), false, 'a key of the dataset');
  assert.equal(a.absent(5, 'presence', '447700000002'), false);
  assert.equal(a.absent(5, 'presence', '447700000001'), true);
  assert.equal(a.absent(5, 'disposable-phones', '447700000003'), false, 'its own row');
  assert.equal(a.absent(5, 'disposable-phones', '447901234567'), false, 'a range row of a prefix');
  assert.equal(a.absent(5, 'disposable-phones', '447911234567'), true);
  a.observe(5);
  assert.equal(a.absent(5, 'mnp', '447700000009'), true, 'the same counter seen elsewhere keeps them');
  a.observe(6);
  assert.equal(a.absent(5, 'mnp', '447700000009'), false, 'a moved counter seen elsewhere (the periodic check) drops them');
  a.stop();
  await a.rebuild(5);
  assert.equal(a.absent(6, 'mnp', '447700000009'), false, 'the counter moved');
  assert.equal(a.absent(5, 'mnp', '447700000009'), false, 'and the filters are gone, even under the old counter');
  a.stop();
  state.version = 6;
  await a.rebuild(6);
  assert.equal(a.absent(6, 'mnp', '447700000009'), true, 'rebuilt under the new counter');
  a.stop();
});

test('no rebuild while the counter moves, inside another transaction, or after close; no filter past maxKeys', async () => {
  const many = Array.from({ length: 20 }, (_, i) => String(447700000100 + i));
  const { state, sqlite, source, log } = fake({ mnp: many, presence: [], 'disposable-phones': [] });
  const a = new AbsentKeys(sqlite, source, 10, 60_000);
  state.version = 7;
  await a.rebuild(5);
  assert.equal([a.built, a.slicesRead].join(), '0,1', 'the counter is not the one planned for: one slice reads it, no scan');
  a.stop();
  state.inTransaction = true;
  const waiting = a.rebuild(7);
  await new Promise((r) => setTimeout(r, 30));
  assert.equal([a.built, a.slicesRead].join(), '0,1', 'not inside the connection\'s own transaction: the build waits');
  state.inTransaction = false;
  await waiting;
  assert.equal(a.built, 1, 'and goes on once it is over');
  a.stop();
  state.moveDuringBuild = true;
  await a.rebuild(7);
  state.moveDuringBuild = false;
  assert.equal(a.built, 1, 'a counter moved between two slices: the build is dropped');
  assert.equal(a.absent(state.version, 'mnp', '447700009999'), false, 'no filter of another counter is used');
  a.stop();
  const read = log.keysRead.mnp;
  await a.rebuild(state.version);
  assert.equal(a.built, 2);
  assert.equal(a.absent(state.version, 'mnp', '447700009999'), false, 'more keys than maxKeys: no filter, the rows are read');
  assert.equal(log.keysRead.mnp, read, 'and its keys are counted, not read out');
  assert.equal(a.absent(state.version, 'presence', '447700009999'), true);
  a.stop();
  state.open = false;
  const builds = a.built;
  await a.rebuild(state.version);
  assert.equal(a.built, builds, 'a closed connection: nothing');
});

test('a build runs in slices, each in its own turn of the event loop, and holds every key across the slices', async () => {
  const mnp = Array.from({ length: 103 }, (_, i) => String(447700000000 + i * 17));
  const presence = Array.from({ length: 40 }, (_, i) => String(447800000000 + i * 3));
  const disposable = [...Array.from({ length: 57 }, (_, i) => String(447900000000 + i * 11)), '44791', '44792'];
  const { state, sqlite, source, log, turns } = fake({ mnp, presence, 'disposable-phones': disposable });
  const a = new AbsentKeys(sqlite, source, 1000, 60_000, { countKeys: 16, readKeys: 8 });
  const stop = turns();
  await a.rebuild(5);
  stop();
  assert.equal(a.built, 1);
  assert.ok(log.reads.length >= 103 / 8 + 40 / 8 + 59 / 8, `read in slices: ${log.reads.length}`);
  assert.ok(log.reads.every((r) => r.n <= 8), 'no slice reads more than its share of keys');
  for (let i = 1; i < log.reads.length; i++) assert.ok(log.reads[i]!.turn > log.reads[i - 1]!.turn, 'each slice in a turn of its own');
  assert.deepEqual(log.keysRead, { mnp: 103, presence: 40, 'disposable-phones': 59 }, 'each key read once');
  assert.ok(mnp.every((k) => !a.absent(5, 'mnp', k)), 'no key of the snapshot is "not there", whichever slice read it');
  assert.ok(presence.every((k) => !a.absent(5, 'presence', k)));
  assert.ok(disposable.filter((k) => k.length > 5).every((k) => !a.absent(5, 'disposable-phones', k)));
  assert.equal(a.absent(5, 'disposable-phones', '447911234567'), false, 'a range row read in its slice');
  let notThere = 0;
  for (let i = 0; i < 1000; i++) if (a.absent(5, 'mnp', String(447700000001 + i * 17))) notThere++;
  assert.ok(notThere > 950, `other numbers are "not there": ${notThere} of 1,000`);
  // A move seen by a call while the build is under way: the build ends at its next slice, a rebuild is planned.
  state.version = 6;
  const again = a.rebuild(6);
  a.observe(7);
  state.version = 7;
  await again;
  assert.equal(a.built, 1, 'the build of a counter that moved is dropped');
  a.stop();
});

test('a table over the bound is counted in steps, never read out, and the others still get their filters', async () => {
  const big = Array.from({ length: 500 }, (_, i) => String(447700000000 + i));
  const { sqlite, source, log } = fake({ mnp: big, presence: ['447800000001'], 'disposable-phones': big.slice(0, 100) });
  const a = new AbsentKeys(sqlite, source, 200, 60_000, { countKeys: 64, readKeys: 32 });
  await a.rebuild(5);
  assert.equal(a.built, 1);
  assert.equal(log.keysRead.mnp, 0, 'mnp holds more than maxKeys: not one key read out');
  assert.equal(log.keysRead['disposable-phones'], 100);
  assert.ok(a.slicesRead <= 4 + 1 + 1 + 2 + 4 + 1, `the count stops past the bound: ${a.slicesRead} slices`);
  assert.equal(a.absent(5, 'mnp', '447799999999'), false, 'no filter: the rows are read');
  assert.equal(a.absent(5, 'disposable-phones', '447799999999'), true);
  assert.equal(a.absent(5, 'presence', '447800000001'), false);
  a.stop();
});

test('stop() ends a build under way', async () => {
  const { sqlite, source } = fake({ mnp: Array.from({ length: 100 }, (_, i) => String(447700000000 + i)), presence: [], 'disposable-phones': [] });
  const a = new AbsentKeys(sqlite, source, 1000, 60_000, { countKeys: 16, readKeys: 4 });
  const build = a.rebuild(5);
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  a.stop();
  await build;
  assert.equal(a.built, 0);
  assert.ok(a.slicesRead < 10, `${a.slicesRead} slices`);
});
