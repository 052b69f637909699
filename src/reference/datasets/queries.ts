/**
 * The dataset readers' queries, built and compiled once per database (store/db.ts `precompiled`): a product call
 * reads several datasets, and building and compiling each Kysely query cost about as much as running it on SQLite.
 */
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
