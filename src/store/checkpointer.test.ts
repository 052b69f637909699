import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from './db.js';
import { WalCheckpointer } from './checkpointer.js';

const walBytes = (file: string) => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;

test('SQLite: the checkpointer thread copies the WAL under sustained writes, the WAL stays under its bound, and close stops the thread', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-ckpt-'));
  const file = join(dir, 'db');
  const store = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file }, { walCheckpointer: { intervalMs: 20 } });
  try {
    const checkpointer = store.checkpointer;
    assert.ok(checkpointer, 'a SQLite file store has a checkpointer thread');
    assert.equal(checkpointer.running, true);
    const sqlite = store.sqlite!;
    // The bound (the serving connection's automatic checkpoint) made small, so that a short test passes it many times.
    const boundPages = 400;
    sqlite.pragma(`wal_autocheckpoint = ${boundPages}`);
    const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
    sqlite.exec('create table t (id integer primary key, k text unique, v blob)');
    const put = sqlite.prepare('insert into t (k, v) values (?, randomblob(600)) on conflict (k) do update set v = excluded.v');
    const read = sqlite.prepare('select count(*) from t where k > ?').pluck();
    // Group commits of random rows, one per turn of the loop, with a read between them, for a while: the writes never
    // pause for long, as under load.
    const commit = sqlite.transaction((n: number) => {
      for (let i = 0; i < 40; i++) put.run(`k${(n * 7919 + i * 104_729) % 20_000}`);
    });
    let largest = 0;
    const until = performance.now() + 2500;
    for (let n = 0; performance.now() < until; n++) {
      commit(n);
      read.get(`k${n % 1000}`);
      largest = Math.max(largest, walBytes(file));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const stats = await checkpointer.stats();
    assert.equal(stats.error, null);
    assert.ok(stats.runs > 10, `the thread ran (${stats.runs} runs)`);
    assert.ok(stats.frames > 0, `the thread copied frames (${stats.frames})`);
    // The bound, plus one transaction's frames past it (the automatic checkpoint runs after the COMMIT that crossed it)
    // and the WAL's header: 2,000 frames of slack is far more than one transaction of 40 rows writes.
    const bound = (boundPages + 2000) * (pageSize + 24);
    assert.ok(largest > boundPages * pageSize, `the writes filled the WAL past its bound (${largest} bytes)`);
    assert.ok(largest < bound, `the WAL stayed under its bound (${largest} < ${bound} bytes)`);
    assert.equal(sqlite.pragma('integrity_check', { simple: true }), 'ok');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(store.checkpointer?.running, false, 'close stopped the thread');
});

test('SQLite: no checkpointer thread for :memory: or when turned off; a thread on a missing file reports its error and stops', async () => {
  const memory = await openStore({ kind: 'sqlite', url: 'sqlite::memory:', file: ':memory:' });
  assert.equal(memory.checkpointer, undefined);
  await memory.close();
  const dir = mkdtempSync(join(tmpdir(), 'idrisk-ckpt-'));
  try {
    const file = join(dir, 'db');
    const off = await openStore({ kind: 'sqlite', url: `sqlite:${file}`, file }, { walCheckpointer: false });
    assert.equal(off.checkpointer, undefined);
    await off.close();
    const lost = new WalCheckpointer(join(dir, 'missing.db'), { intervalMs: 5 });
    const stats = await lost.stats();
    assert.match(stats.error ?? '', /unable to open|not exist|no such/i);
    await lost.stop();
    assert.equal(lost.running, false);
    assert.equal((await lost.stop()).runs, 0, 'stop twice is one stop');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
