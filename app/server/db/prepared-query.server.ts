import type { Db } from "./database.server";

interface Prepared<Values, Rows> {
  execute(values: Values): Promise<Rows>;
}

/**
 * A query whose SQL is built once for each database handle and then only run with new values:
 * the few queries every member page runs (who is asking, their membership, their unread
 * messages). `build` writes the query with `sql.placeholder(name)` for each value and ends with
 * Drizzle's `.prepare(name)`, a name no other query uses; on PostgreSQL node-postgres then sends
 * it as a named prepared statement, parsed and planned once per connection.
 */
export function preparedQuery<Values extends Record<string, unknown>, Rows>(
  build: (db: Db) => Prepared<Values, Rows>,
): (db: Db, values: Values) => Promise<Rows> {
  const prepared = new WeakMap<Db, Prepared<Values, Rows>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}
