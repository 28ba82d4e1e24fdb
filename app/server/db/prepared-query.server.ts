import type { Db } from "./database.server";
import { namedReadsOf } from "./pglite-named-reads.server";

interface Prepared<Values, Rows> {
  execute(values: Values): Promise<Rows>;
  getQuery(): { sql: string };
}

/**
 * A query whose SQL is built once for each database handle and then only run with new values.
 * For the few queries every member page runs (who is asking, their membership, their unread
 * messages): building them with drizzle cost more of the server's time than running them
 * (docs/performance.md, 2026-11-28). `build` writes the query with `sql.placeholder(name)` for
 * each value and ends with `.prepare(name)`, a name no other query uses. On PGlite the statement
 * is also prepared in the database itself, once, and then only executed (pglite-named-reads).
 */
export function preparedQuery<Values extends Record<string, unknown>, Rows>(
  build: (db: Db) => Prepared<Values, Rows>,
): (db: Db, values: Values) => Promise<Rows> {
  const prepared = new WeakMap<Db, Prepared<Values, Rows>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      namedReadsOf(db)?.name(query.getQuery().sql);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}
