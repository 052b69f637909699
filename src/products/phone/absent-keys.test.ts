import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SqliteDatabase } from '../../store/db.js';
import { AbsentKeys, KeyFilter, type SideDataset } from './absent-keys.js';

function fake(keys: Record<SideDataset, string[]>) {
  const state = { version: 5, reads: 0, inTransaction: false, open: true, moveDuringBuild: false };
  const sqlite = {
    get open() {
      return state.open;
    },
    get inTransaction() {
      return state.inTransaction;
    },
    transaction: (fn: () => unknown) => () => fn(),
  } as unknown as SqliteDatabase;
  const source = {
    versionSync: () => state.version,
    keysSync: (name: SideDataset, max: number) => {
      state.reads++;
      if (state.moveDuringBuild) state.version++;
      return keys[name].slice(0, max + 1);
    },
  };
  return { state, sqlite, source };
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

test('answers "no row" only under the counter the filters were built with', () => {
  const { state, sqlite, source } = fake({ mnp: ['447700000001'], presence: ['447700000002'], 'disposable-phones': ['447700000003', '44790'] });
  const a = new AbsentKeys(sqlite, source, 100, 60_000);
  assert.equal(a.absent(5, 'mnp', '447700000009'), false, 'not built yet');
  a.stop();
  a.rebuild(5);
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
  a.rebuild(5);
  assert.equal(a.absent(6, 'mnp', '447700000009'), false, 'the counter moved');
  assert.equal(a.absent(5, 'mnp', '447700000009'), false, 'and the filters are gone, even under the old counter');
  a.stop();
  state.version = 6;
  a.rebuild(6);
  assert.equal(a.absent(6, 'mnp', '447700000009'), true, 'rebuilt under the new counter');
  a.stop();
});

test('no rebuild while the counter moves, inside another transaction, or after close; no filter past maxKeys', () => {
  const many = Array.from({ length: 20 }, (_, i) => String(447700000100 + i));
  const { state, sqlite, source } = fake({ mnp: many, presence: [], 'disposable-phones': [] });
  const a = new AbsentKeys(sqlite, source, 10, 60_000);
  state.version = 7;
  a.rebuild(5);
  assert.equal([a.built, state.reads].join(), '0,0', 'the counter is not the one planned for: no scan');
  a.stop();
  state.inTransaction = true;
  a.rebuild(7);
  assert.equal(a.built, 0, 'not inside the connection\'s own transaction');
  a.stop();
  state.inTransaction = false;
  state.moveDuringBuild = true;
  a.rebuild(7);
  assert.equal(a.built, 1);
  state.moveDuringBuild = false;
  assert.equal(a.absent(state.version, 'mnp', '447700009999'), false, 'a filter of another counter is not used');
  a.stop();
  a.rebuild(state.version);
  assert.equal(a.absent(state.version, 'mnp', '447700009999'), false, 'more keys than maxKeys: no filter, the rows are read');
  assert.equal(a.absent(state.version, 'presence', '447700009999'), true);
  a.stop();
  state.open = false;
  const builds = a.built;
  a.rebuild(state.version);
  assert.equal(a.built, builds, 'a closed connection: nothing');
});
