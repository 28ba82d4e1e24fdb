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
  | {
      kind: "postgres";
      db: Db;
      pool: pg.Pool;
      connectionString: string;
      /**
       * For a connection of its own (listening, migrating): the pool's connect timeout but no
       * statement timeout, since those connections wait by design.
       */
      sessionConfig: pg.ClientConfig;
      close(): Promise<void>;
    };

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
      /** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS; absent or 0: none. */
      timeouts?: DatabaseTimeouts;
    };

export interface DatabaseTimeouts {
  /** How long to wait for a connection: a new one to answer, or a free one in a full pool. */
  connectMs: number;
  /** How long one statement may run before PostgreSQL cancels it. */
  statementMs: number;
}

/**
 * How much longer than the statement timeout the client waits for an answer before giving up on
 * the connection. PostgreSQL's own cancel normally comes first and leaves the connection usable;
 * this only fires when the server cannot answer at all (frozen, or the network is gone).
 */
export const QUERY_READ_GRACE_MS = 1_000;

/** Idle pooled connections are closed after this long (node-postgres's own default, said). */
export const POOL_IDLE_TIMEOUT_MS = 10_000;

/** node-postgres settings for the timeouts; 0 leaves each one off. */
export function postgresTimeoutConfig(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    ...(timeouts.connectMs > 0 ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + QUERY_READ_GRACE_MS,
        }
      : {}),
  };
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * Opens the database: PGlite on disk (or in memory when no folder is given), or a
 * node-postgres pool. Embedded data is locked to one process, because two PGlite instances
 * writing one folder corrupt it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const timeouts = postgresTimeoutConfig(target.timeouts);
    // keepAlive lets the operating system notice a server that vanished from the network.
    const sessionConfig: pg.ClientConfig = {
      connectionString: target.connectionString,
      keepAlive: true,
      ...(timeouts.connectionTimeoutMillis
        ? { connectionTimeoutMillis: timeouts.connectionTimeoutMillis }
        : {}),
    };
    const pool = new pg.Pool({
      ...sessionConfig,
      ...timeouts,
      max: target.max ?? 10,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
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
      sessionConfig,
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
  // A connection of its own, outside the pool's statement timeout: the lock waits while another
  // instance migrates, and a migration may rebuild an index for longer than a request may take.
  const client = new pg.Client(handle.sessionConfig);
  // A lost connection fails the statement running on it; unheard, its "error" would crash us.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** Cheap round trip used by /readyz. */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") await handle.pglite.query("select 1");
  else await handle.pool.query("select 1");
}
