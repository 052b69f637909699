/**
 * The dataset readers' queries, built and compiled once per database (store/db.ts `precompiled`): a product call
 * reads several datasets, and building and compiling each Kysely query cost about as much as running it on SQLite.
 */
import { sql } from 'kysely';
import { BatcherPerDatabase, ReadBatcher } from '../../store/batch.js';
import { precompiled, type Db, type Executor } from '../../store/db.js';

export function compiledQuery<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (db: Db, ...args: A) => { compile(): import('kysely').CompiledQuery<R> },
): (exec: Executor, ...args: A) => Promise<R[]> {
  const byDb = new WeakMap<Executor, (exec: Executor, ...args: A) => Promise<R[]>>();
  return (exec, ...args) => {
    let run = byDb.get(exec);
    if (!run) {
      // A transaction is a Kysely instance of the same dialect: it compiles the same SQL.
      run = precompiled<A, R>(exec as Db, arity, build);
      byDb.set(exec, run);
    }
    return run(exec, ...args);
  };
}

/**
 * The rows of a table whose `column` equals a key (and `where` columns equal fixed values), for one key per call.
 * SQLite: one compiled statement per key. PostgreSQL, outside a transaction: the keys of concurrent calls go in one
 * `= any($1)` statement (store/batch.ts), so a phone call's five dataset reads cost a fraction of a round trip each
 * under load instead of one round trip each.
 */
export function keyedRows<R extends object>(
  table: string,
  column: string,
  where: Readonly<Record<string, string>> = {},
): (exec: Executor, key: string) => Promise<R[]> {
  const fixed = Object.entries(where);
  const single = compiledQuery(1, (db, key: string) => {
    let q = db.selectFrom(table as never).selectAll().where(column as never, '=', key as never);
    for (const [c, v] of fixed) q = q.where(c as never, '=', v as never);
    return q;
  });
  const batchers = new BatcherPerDatabase<string, R[]>(
    (exec) =>
      new ReadBatcher<string, R[]>(async (keys) => {
        let q = exec.selectFrom(table as never).selectAll().where(sql.ref(column), '=', sql`any(${[...keys]}::text[])`);
        for (const [c, v] of fixed) q = q.where(c as never, '=', v as never);
        const byKey = new Map<string, R[]>();
        for (const row of (await q.execute()) as R[]) {
          const k = String((row as Record<string, unknown>)[column]);
          const list = byKey.get(k);
          if (list) list.push(row);
          else byKey.set(k, [row]);
        }
        return byKey;
      }, (k) => k),
  );
  return (exec, key) => {
    const b = batchers.of(exec);
    if (!b) return single(exec, key) as Promise<R[]>;
    return b.get(key).then((rows) => rows ?? []);
  };
}
