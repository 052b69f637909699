/**
 * The dataset readers' queries, built and compiled once per database (store/db.ts `precompiled`): a product call
 * reads several datasets, and building and compiling each Kysely query cost about as much as running it on SQLite.
 */
import { sql } from 'kysely';
import { rowsByKey, SharedRead, type SharedRow } from '../batch.js';
import { precompiled, type Db, type Executor, type Precompiled, type SqliteDatabase } from '../db.js';

/** A compiled read: run through Kysely on any executor, or (SQLite) at once on the connection of the database `db`. */
export type CompiledRead<A extends readonly unknown[], R> = ((exec: Executor, ...args: A) => Promise<R[]>) & {
  sync(db: Db, sqlite: SqliteDatabase, ...args: A): R[];
};

export function compiledQuery<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (db: Db, ...args: A) => { compile(): import('kysely').CompiledQuery<R> },
): CompiledRead<A, R> {
  const byDb = new WeakMap<Executor, Precompiled<A, R>>();
  const of = (exec: Executor) => {
    let run = byDb.get(exec);
    if (!run) {
      // A transaction is a Kysely instance of the same dialect: it compiles the same SQL.
      run = precompiled<A, R>(exec as Db, arity, build);
      byDb.set(exec, run);
    }
    return run;
  };
  return Object.assign((exec: Executor, ...args: A) => of(exec)(exec, ...args), {
    sync: (db: Db, sqlite: SqliteDatabase, ...args: A) => of(db).sync(sqlite, ...args),
  });
}

/**
 * The rows of a table whose `column` equals a key (and `where` columns equal fixed values), for one key per call.
 * SQLite: one compiled statement per key. PostgreSQL, outside a transaction: a shared read (store/batch.ts): the keys
 * of concurrent calls go in one `= any($1)` fragment of the statement that also carries the other reads waiting at the
 * same time, so a phone call's five dataset reads cost a fraction of one round trip under load.
 */
export function keyedRows<R extends object>(
  table: string,
  column: string,
  where: Readonly<Record<string, string>> = {},
): CompiledRead<[string], R> {
  const fixed = Object.entries(where);
  const single = compiledQuery(1, (db, key: string) => {
    let q = db.selectFrom(table as never).selectAll().where(column as never, '=', key as never);
    for (const [c, v] of fixed) q = q.where(c as never, '=', v as never);
    return q;
  });
  const shared = new SharedRead<string, R[]>({
    id: (k) => k,
    fragment: (keys) =>
      sql<SharedRow>`select t.${sql.ref(column)}::text as k, to_jsonb(t) as v from ${sql.table(table)} t
        where t.${sql.ref(column)} = any(${[...keys]}::text[])${sql.join(fixed.map(([c, v]) => sql` and t.${sql.ref(c)} = ${v}`), sql``)}`,
    collect: (rows) => rowsByKey<R>(rows),
  });
  return Object.assign(
    (exec: Executor, key: string) => {
      const part = shared.of(exec);
      if (!part) return single(exec, key) as Promise<R[]>;
      return part.get(key).then((rows) => rows ?? []);
    },
    { sync: (db: Db, sqlite: SqliteDatabase, key: string) => single.sync(db, sqlite, key) as R[] },
  );
}
