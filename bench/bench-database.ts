// The database a benchmark fills and measures: a fresh PostgreSQL database that is created and
// dropped again, or PGlite in a throwaway data folder. Either way it is migrated by the app's own
// migrate function before anything is written.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";

export interface BenchDatabase {
  kind: DatabaseHandle["kind"];
  /** The PostgreSQL database's name; null for PGlite. */
  postgresDatabase: string | null;
  /** Which engine and version, for the report. */
  description: string;
  db: DatabaseHandle["db"];
  /** The server's DATABASE_URL and DATA_DIR for this database. */
  serverEnv: { DATABASE_URL: string; DATA_DIR: string };
  /** One statement with $1… parameters; its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements in one round trip (one session, so SET applies to what follows). */
  exec(text: string): Promise<void>;
  /** Closes this process's connection: PGlite's folder can be opened by one process at a time. */
  release(): Promise<void>;
  /**
   * Removes the data folder and drops the database; `keepPostgres` keeps a PostgreSQL database
   * (to try an index by hand on the same rows).
   */
  destroy(options?: { keepPostgres?: boolean }): Promise<void>;
}

function wrap(
  handle: DatabaseHandle,
  postgresDatabase: string | null,
  description: string,
  serverEnv: BenchDatabase["serverEnv"],
  dropDatabase: () => Promise<void>,
): BenchDatabase {
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await handle.close();
  };
  return {
    kind: handle.kind,
    postgresDatabase,
    description,
    db: handle.db,
    serverEnv,
    async query<Row>(text: string, params: unknown[] = []) {
      const result =
        handle.kind === "pglite"
          ? await handle.pglite.query(text, params)
          : await handle.pool.query(text, params);
      return result.rows as Row[];
    },
    async exec(text: string) {
      if (handle.kind === "pglite") await handle.pglite.exec(text);
      else await handle.pool.query(text);
    },
    release,
    async destroy(options = {}) {
      await release();
      rmSync(serverEnv.DATA_DIR, { recursive: true, force: true });
      if (!options.keepPostgres) await dropDatabase();
    },
  };
}

async function versionOf(handle: DatabaseHandle): Promise<string> {
  const text = "select current_setting('server_version') as version";
  const result =
    handle.kind === "pglite"
      ? await handle.pglite.query<{ version: string }>(text)
      : await handle.pool.query<{ version: string }>(text);
  return result.rows[0]?.version ?? "unknown";
}

/**
 * Opens the benchmark's database, fresh and migrated. With a PostgreSQL URL the database it names
 * is dropped and created again, so the name must say it is a benchmark's.
 */
export async function openBenchDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-bench-"));
  if (!postgresUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(handle);
    const description = `PGlite (PostgreSQL ${await versionOf(handle)})`;
    const env = { DATABASE_URL: "", DATA_DIR: dataDir };
    return wrap(handle, null, description, env, async () => {});
  }

  const url = new URL(postgresUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}"; the benchmark drops and re-creates it, so its name must contain "bench" (e.g. glut_bench).`,
    );
  }
  const adminUrl = new URL(url);
  adminUrl.pathname = "/postgres";
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await admin(`drop database if exists ${quoted} with (force)`);
  await admin(`create database ${quoted}`);
  const handle = await openDatabase({ kind: "postgres", connectionString: postgresUrl, max: 4 });
  await migrateDatabase(handle);
  const description = `PostgreSQL ${await versionOf(handle)}`;
  const env = { DATABASE_URL: postgresUrl, DATA_DIR: dataDir };
  return wrap(handle, name, description, env, () =>
    admin(`drop database if exists ${quoted} with (force)`),
  );
}
