import { test } from 'node:test';
import assert from 'node:assert/strict';
import SQLite from 'better-sqlite3';
import { prepareOwn, withStatementCache } from './db.js';

test('the statement cache gives one prepared statement per text, holds at most its bound, forgets the oldest first', () => {
  const raw = new SQLite(':memory:');
  let prepared = 0;
  const counting = new Proxy(raw, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (text: string) => {
          prepared += 1;
          return target.prepare(text);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const cached = withStatementCache(counting, 3);
  const a = cached.prepare('select 1 as v');
  assert.equal(cached.prepare('select 1 as v'), a, 'the same text answers the same statement');
  assert.equal(prepared, 1);
  for (let i = 2; i <= 4; i += 1) cached.prepare(`select ${i} as v`);
  assert.equal(prepared, 4);
  // 'select 1' was the oldest of four texts with room for three: prepared again; 'select 4' still held.
  assert.notEqual(cached.prepare('select 1 as v'), a);
  assert.equal(prepared, 5);
  cached.prepare('select 4 as v');
  assert.equal(prepared, 5);
  // A long run of distinct texts (a batched insert of every width) keeps the bound and the answers.
  for (let i = 0; i < 5000; i += 1) assert.deepEqual(cached.prepare(`select ${i % 700} as v`).get(), { v: i % 700 });
  // prepareOwn bypasses the cache: a statement of its own every time.
  const own = prepareOwn(cached, 'select 4 as v');
  assert.notEqual(own, cached.prepare('select 4 as v'));
  raw.close();
});
