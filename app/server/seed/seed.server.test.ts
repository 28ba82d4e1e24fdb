import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParts } from "~/composition/app-parts.server";
import { cities as cityData } from "~/data/cities";
import { cities } from "~/places/cities.table";
import { setupTestDatabase } from "../../../tests/test-database.ts";
import type { Db } from "../db/database.server.ts";
import { seedRuns } from "../db/seed-runs.table.ts";
import { LocalFileStorage } from "../storage/local-storage.server.ts";
import type { DemoSeeder } from "./demo-seeder.ts";
import { seedDemoContent, seedReferenceData } from "./seed.server.ts";

const database = setupTestDatabase();
let tmp: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-seed-"));
  storage = new LocalFileStorage(tmp);
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function count(db: Db, table: "cities" | "seed_runs" | "seed_test_rows"): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

/** A city's row as seeded: the population's basis is shown from the reference data, not stored. */
function seededRow(slug: string) {
  const { populationBasis: _shownFromTheData, ...row } = cityData.find((c) => c.slug === slug) ?? {
    populationBasis: undefined,
  };
  return row;
}

describe("seedReferenceData", () => {
  it("inserts every city", async () => {
    const { db } = database();
    await seedReferenceData(db, appParts.referenceSeeders);
    expect(await count(db, "cities")).toBe(cityData.length);
    const [leeds] = await db.select().from(cities).where(eq(cities.slug, "leeds"));
    expect(leeds).toEqual(seededRow("leeds"));
  });

  it("can run again and again, and puts changed facts back", async () => {
    const { db } = database();
    await seedReferenceData(db, appParts.referenceSeeders);
    await db.update(cities).set({ population: 1, name: "Leeds?" }).where(eq(cities.slug, "leeds"));

    await seedReferenceData(db, appParts.referenceSeeders);

    expect(await count(db, "cities")).toBe(cityData.length);
    const [leeds] = await db.select().from(cities).where(eq(cities.slug, "leeds"));
    expect(leeds).toEqual(seededRow("leeds"));
  });
});

describe("seedDemoContent", () => {
  beforeAll(async () => {
    await database().db.execute(
      sql`create table seed_test_rows (id serial primary key, seeder text not null)`,
    );
  });

  /** A seeder that records each run as a row in seed_test_rows. */
  function rowSeeder(name: string, options: { failAfterInsert?: boolean } = {}): DemoSeeder {
    return {
      name,
      async run(db) {
        await db.execute(sql`insert into seed_test_rows (seeder) values (${name})`);
        if (options.failAfterInsert) throw new Error(`${name} broke half way`);
      },
    };
  }

  it("runs each seeder once per database and records it", async () => {
    const { db } = database();
    const seeders = [rowSeeder("demo-a"), rowSeeder("demo-b")];

    expect(await seedDemoContent(db, { storage, seeders })).toEqual(["demo-a", "demo-b"]);
    expect(await seedDemoContent(db, { storage, seeders })).toEqual([]);

    expect(await count(db, "seed_test_rows")).toBe(2);
    // The listings' one-off placing of older listings (a reference step) is recorded here too.
    const recorded = (await db.select().from(seedRuns)).filter((r) => r.name.startsWith("demo-"));
    expect(recorded.map((r) => r.name).sort()).toEqual(["demo-a", "demo-b"]);
    for (const run of recorded) expect(run.ranAt).toBeInstanceOf(Date);

    // A seeder added later runs on the next start; the old ones still do not.
    expect(
      await seedDemoContent(db, { storage, seeders: [...seeders, rowSeeder("demo-c")] }),
    ).toEqual(["demo-c"]);
    expect(await count(db, "seed_test_rows")).toBe(3);
  });

  it("rolls back a seeder that throws, record and rows alike, so it runs again next time", async () => {
    const { db } = database();
    const broken = rowSeeder("demo-broken", { failAfterInsert: true });
    const rowsBefore = await count(db, "seed_test_rows");

    await expect(seedDemoContent(db, { storage, seeders: [broken] })).rejects.toThrow(
      "demo-broken broke half way",
    );

    expect(await db.select().from(seedRuns).where(eq(seedRuns.name, "demo-broken"))).toEqual([]);
    expect(await count(db, "seed_test_rows")).toBe(rowsBefore);

    // Fixed, it runs on the next start.
    expect(await seedDemoContent(db, { storage, seeders: [rowSeeder("demo-broken")] })).toEqual([
      "demo-broken",
    ]);
    expect(await db.select().from(seedRuns).where(eq(seedRuns.name, "demo-broken"))).toHaveLength(
      1,
    );
    expect(await count(db, "seed_test_rows")).toBe(rowsBefore + 1);
  });

  it("hands each seeder the storage and the time, and removes its files when it fails", async () => {
    const { db } = database();
    const now = new Date("2026-08-14T09:30:00Z");
    let seen: Date | undefined;
    const stores = (name: string, fail: boolean): DemoSeeder => ({
      name,
      async run(tx, context) {
        seen = context.now;
        await context.storage.put(`${name}/a.txt`, Buffer.from("a"), "text/plain");
        await context.storage.put(`${name}/b.txt`, Buffer.from("b"), "text/plain");
        await tx.execute(sql`insert into seed_test_rows (seeder) values (${name})`);
        if (fail) throw new Error(`${name} broke after storing files`);
      },
    });

    await expect(
      seedDemoContent(db, { storage, now, seeders: [stores("demo-files-fail", true)] }),
    ).rejects.toThrow("demo-files-fail broke after storing files");
    expect(seen).toEqual(now);
    expect(await storage.exists("demo-files-fail/a.txt")).toBe(false);
    expect(await storage.exists("demo-files-fail/b.txt")).toBe(false);

    // A seeder that succeeds keeps its files.
    expect(
      await seedDemoContent(db, { storage, now, seeders: [stores("demo-files-ok", false)] }),
    ).toEqual(["demo-files-ok"]);
    expect(await storage.exists("demo-files-ok/a.txt")).toBe(true);
    expect(await storage.exists("demo-files-ok/b.txt")).toBe(true);
  });

  it("keeps the seeders that ran before one that failed", async () => {
    const { db } = database();
    const seeders = [rowSeeder("demo-first"), rowSeeder("demo-fails", { failAfterInsert: true })];

    await expect(seedDemoContent(db, { storage, seeders })).rejects.toThrow(
      "demo-fails broke half way",
    );

    const names = (await db.select().from(seedRuns)).map((r) => r.name);
    expect(names).toContain("demo-first");
    expect(names).not.toContain("demo-fails");
  });

  it("runs a seeder once when two instances start at the same time", async () => {
    const { db } = database();
    const seeders = [rowSeeder("demo-race-1"), rowSeeder("demo-race-2")];
    const rowsBefore = await count(db, "seed_test_rows");

    const [one, two] = await Promise.all([
      seedDemoContent(db, { storage, seeders }),
      seedDemoContent(db, { storage, seeders }),
    ]);

    expect([...one, ...two].sort()).toEqual(["demo-race-1", "demo-race-2"]);
    expect(await count(db, "seed_test_rows")).toBe(rowsBefore + 2);
  });

  it("seeds nothing with no seeders registered", async () => {
    const { db } = database();
    const before = await count(db, "seed_runs");
    expect(await seedDemoContent(db, { storage, seeders: [] })).toEqual([]);
    expect(await count(db, "seed_runs")).toBe(before);
  });
});
