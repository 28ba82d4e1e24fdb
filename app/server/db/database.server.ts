import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.server";
import { pgliteOptions } from "./pglite-options.server";

/**
 * The one database type the app codes against, whichever driver is underneath. Each domain
 * imports its own tables, so the handle carries no schema (nothing uses Drizzle's relational
 * query API); drizzle-kit finds every `*.table.ts` by itself.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export type DatabaseTarget =
  | {
      kind: "pglite";
      dataDir?: string;
      /** In memory only: start from this copy of a data folder (PGlite's dumpDataDir) instead of an empty one. */
      copyOf?: Blob;
    }
  | {
      kind: "postgres";
      connectionString: string;
      max?: number;
      /** Told when an idle connection is lost (the server restarted); see openDatabase. */
      onIdleConnectionLost?: (error: Error) => void;
    };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * Opens the database: PGlite on disk (or in memory when no folder is given), or a
 * node-postgres pool. Embedded data is locked to one process, because two PGlite instances
 * writing one folder corrupt it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: target.max ?? 10 });
    // When the server restarts, each idle pooled connection emits "error" on the pool, which
    // would crash the process if nobody listened. The pool drops that connection itself and
    // opens new ones on demand, so the app recovers as soon as the server is back.
    pool.on("error", (error) => target.onIdleConnectionLost?.(error));
    // A connection checked out between two statements (inside a transaction) emits "error" on
    // itself instead, with the same result if unheard (found by `npm run test:faults`). Its next
    // statement fails and reports the loss, and the pool discards it when it is released.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg(pool) as unknown as Db;
    return {
      kind: "postgres",
      db,
      pool,
      connectionString: target.connectionString,
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (target.dataDir) {
    const folder = path.join(target.dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    lock = acquireDataDirLock(target.dataDir);
    try {
      pglite = await PGlite.create(folder, pgliteOptions);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ ...pgliteOptions, loadDataDir: target.copyOf });
  }
  const db = drizzlePglite({ client: pglite }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite,
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Any fixed number: the key of the advisory lock that instances migrate under, in turn. */
const MIGRATION_LOCK_KEY = 7_461_002;

/** One PGlite handle migrates once at a time (its one connection cannot hold two transactions). */
const pgliteMigrations = new WeakMap<PGlite, Promise<void>>();

/**
 * Applies the committed SQL migrations in `drizzle/`; already-applied ones are skipped.
 * Drizzle's migrator reads the last applied migration and then applies the rest, with no lock:
 * two instances starting together on one PostgreSQL database would both apply the same files
 * and one would fail. So on PostgreSQL the migration runs on one connection holding an advisory
 * lock: the first instance applies, the next waits and finds nothing left to do.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.kind === "pglite") {
    const previous = pgliteMigrations.get(handle.pglite) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => migratePglite(handle.db as never, { migrationsFolder }));
    pgliteMigrations.set(handle.pglite, next);
    await next;
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Cheap round trip used by /healthz. */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") await handle.pglite.query("select 1");
  else await handle.pool.query("select 1");
}
