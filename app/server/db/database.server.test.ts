import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appParts } from "~/composition/app-parts.server";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import { seedReferenceData } from "../seed/seed.server.ts";
import { acquireDataDirLock, DatabaseInUseError } from "./data-dir-lock.server.ts";
import { type Db, migrateDatabase, openDatabase, pingDatabase } from "./database.server.ts";
import { PGLITE_SHARED_BUFFERS } from "./pglite-options.server.ts";
import { seedRuns } from "./seed-runs.table.ts";

/** Raw rows from either driver (both answer `execute` with `{ rows }`). */
async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

describe("migrations on the test database", () => {
  const database = setupTestDatabase();

  beforeAll(async () => {
    await seedReferenceData(database().db, appParts.referenceSeeders);
  });

  it("creates the tables", async () => {
    const tables = await rows<{ table_name: string }>(
      database().db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["cities", "seed_runs"]),
    );
  });

  it("installs pg_trgm, cube and earthdistance", async () => {
    const extensions = await rows<{ extname: string }>(
      database().db,
      sql`select extname from pg_extension`,
    );
    expect(extensions.map((e) => e.extname)).toEqual(
      expect.arrayContaining(["pg_trgm", "cube", "earthdistance"]),
    );
  });

  it("does nothing when run a second time", async () => {
    const applied = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const [before] = await rows<{ n: number }>(database().db, applied);
    expect(before?.n).toBeGreaterThan(0);
    const [citiesBefore] = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from cities`,
    );

    await migrateDatabase(database());

    const [after] = await rows<{ n: number }>(database().db, applied);
    expect(after?.n).toBe(before?.n);
    // The data is untouched: no table was dropped and made again.
    const [citiesAfter] = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from cities`,
    );
    expect(citiesAfter?.n).toBe(citiesBefore?.n);
    expect(citiesAfter?.n).toBeGreaterThan(0);
  });

  it("finds a misspelt city by trigram similarity", async () => {
    const found = await rows<{ name: string; score: number }>(
      database().db,
      sql`select name, similarity(name, 'Manchestr') as score
          from cities where name % 'Manchestr' order by score desc, name limit 3`,
    );
    expect(found[0]?.name).toBe("Manchester");
    expect(found[0]?.score).toBeGreaterThan(0.5);
  });

  it("measures the distance between cities with earthdistance", async () => {
    const [result] = await rows<{ km: number }>(
      database().db,
      sql`select earth_distance(
            ll_to_earth(london.latitude, london.longitude),
            ll_to_earth(birmingham.latitude, birmingham.longitude)
          ) / 1000 as km
          from cities london, cities birmingham
          where london.slug = 'london' and birmingham.slug = 'birmingham'`,
    );
    expect(Number(result?.km)).toBeGreaterThan(155);
    expect(Number(result?.km)).toBeLessThan(170);
  });

  it("answers the health ping", async () => {
    await expect(pingDatabase(database())).resolves.toBeUndefined();
  });
});

describe("two instances starting together", () => {
  it("apply each migration once, both starting cleanly", async () => {
    // On PostgreSQL (TEST_DATABASE_URL): a new database and two pools, as two instances have.
    // On the embedded default: one handle asked twice at once, as a restart overlapping a boot.
    const serverUrl = process.env.TEST_DATABASE_URL;
    const name = `glut_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    let handles: Awaited<ReturnType<typeof openDatabase>>[];
    let dropDatabase = async () => {};
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      handles = await Promise.all([
        openDatabase({ kind: "postgres", connectionString: url.toString(), max: 2 }),
        openDatabase({ kind: "postgres", connectionString: url.toString(), max: 2 }),
      ]);
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper
          .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          .finally(() => dropper.end());
      };
    } else {
      const handle = await openDatabase({ kind: "pglite" });
      handles = [handle, handle];
    }
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      const files = (await readdir(path.resolve("drizzle"))).filter((f) => f.endsWith(".sql"));
      const [applied] = await rows<{ n: number; distinct: number }>(
        (handles[0] as Awaited<ReturnType<typeof openDatabase>>).db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied).toEqual({ n: files.length, distinct: files.length });
    } finally {
      await Promise.all([...new Set(handles)].map((handle) => handle.close()));
      await dropDatabase();
    }
  });
});

// The embedded database on disk is PGlite by nature, whatever TEST_DATABASE_URL says.
// Opening PGlite on disk and migrating it takes seconds, and far longer on a busy two-core machine.
describe("PGlite on disk", { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "glut-pglite-"));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("starts Postgres with small shared buffers, so they do not hold 128 MB from boot", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const shown = await rows(database.db, sql`show shared_buffers`);
      expect(shown[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
      expect(PGLITE_SHARED_BUFFERS).toBe("32MB");
    } finally {
      await database.close();
    }
  });

  it("keeps its data under DATA_DIR/pglite across close and reopen", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await migrateDatabase(first);
      await first.db.insert(seedRuns).values({ name: "survives-restart" });
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
    } finally {
      await first.close();
    }
    expect(await readdir(path.join(dataDir, "pglite"))).toContain("PG_VERSION");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const found = await reopened.db
        .select()
        .from(seedRuns)
        .where(eq(seedRuns.name, "survives-restart"));
      expect(found).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });

  it("refuses a second open of the same folder and leaves the first working", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await migrateDatabase(first);
      const second = openDatabase({ kind: "pglite", dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(second).rejects.toThrow(`The embedded database in ${dataDir} is in use`);

      // The refused open left the lock, and the first handle, alone.
      expect(await readFile(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
      await first.db.insert(seedRuns).values({ name: "still-usable" });
      expect(await first.db.select().from(seedRuns)).toHaveLength(1);
    } finally {
      await first.close();
    }
    // Once the first is closed the folder can be opened again.
    const again = await openDatabase({ kind: "pglite", dataDir });
    await again.close();
  });

  it("refuses a folder locked by another live process", async () => {
    // The parent of this test worker is alive for as long as the test runs.
    await writeFile(path.join(dataDir, "pglite.lock"), String(process.ppid));
    const opening = openDatabase({ kind: "pglite", dataDir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(opening).rejects.toThrow(`pid ${process.ppid}`);
    expect(await readFile(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.ppid));
  });

  it.each([
    ["a dead process", "999999"],
    ["an empty file", ""],
    // A container restarts with the same pid, so our own pid on the file does not mean "open".
    ["an earlier run with this pid", String(process.pid)],
  ])("takes over a stale lock left by %s", async (_, content) => {
    const file = path.join(dataDir, "pglite.lock");
    await writeFile(file, content);
    const lock = acquireDataDirLock(dataDir);
    expect(await readFile(file, "utf8")).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseInUseError);
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireDataDirLock(dataDir).release();
  });
});
