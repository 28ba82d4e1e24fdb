import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";
import { closeTestJobQueue } from "./test-job-queue";
import { closeTestMail } from "./test-mail";

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), copied from
 * the template database tests/global-setup.ts migrated for the run. Closing it first stops
 * the pg-boss queue that a test (./test-job-queue.ts, test email) may have started on it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", copyOf: await migratedPgliteFolder() });
    const test: DatabaseHandle = {
      ...handle,
      async close() {
        await closeTestMail(test);
        await closeTestJobQueue(test);
        await handle.close();
      },
    };
    return test;
  }

  const name = `glut_test_${randomBytes(6).toString("hex")}`;
  // Copying the migrated template takes about 0.2 s; migrating a new database took about 3 s a
  // file on the two-core machine (docs/decisions/0056). Without a template (a run that skipped
  // tests/global-setup.ts) the new database is migrated from empty, as before.
  const template = inject("testDatabaseTemplate");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", connectionString: url.toString(), max: 4 });
  // On a copy of the template this only finds every migration applied (about 0.1 s).
  await migrateDatabase(handle);
  const test: DatabaseHandle = {
    ...handle,
    async close() {
      await closeTestMail(test);
      await closeTestJobQueue(test);
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // Without FORCE first: the server waits (up to 5 s) for the pool's last connections to
        // finish closing. FORCE would end one that is still closing, and its client would throw
        // the server's "terminating connection" as an uncaught error in the test file.
        await dropper
          .query(`DROP DATABASE IF EXISTS ${name}`)
          .catch(() => dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      } finally {
        await dropper.end();
      }
    },
  };
  return test;
}

let migratedFolder: Promise<Blob> | undefined;

/**
 * An empty PGlite database with every migration applied, made once per test worker (its files
 * share one module graph, vitest.config.ts) and copied for each test file. Starting from the
 * copy takes about 0.5 s; a new database (initdb inside WebAssembly) and the migrations took
 * about 2.5 s, for each of some 70 files (docs/decisions/0056).
 */
function migratedPgliteFolder(): Promise<Blob> {
  migratedFolder ??= (async () => {
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(handle);
      if (handle.kind !== "pglite") throw new Error("Expected PGlite");
      return await handle.pglite.dumpDataDir("none");
    } finally {
      await handle.close();
    }
  })();
  return migratedFolder;
}

/** Registers hooks that open a test database before the file's tests and close it after. */
export function setupTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("The test database is not open yet: call it inside a test.");
    return handle;
  };
}
