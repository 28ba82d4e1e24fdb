import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";
import { migrationsBefore } from "../../tests/factories/migrations-before";
import { reportReasons } from "./report-schema";

// Migration 0020 (decision 0075) maps the reasons the report form no longer offers onto the new
// ones, so stored reports keep a reason the queue can group: run the migrations before it, store
// reports with every old reason, then run it.

const MIGRATION = "0022_report_categories";
let handle: DatabaseHandle | null = null;

afterAll(async () => {
  await handle?.close();
});

// A new PGlite and every migration: slow on the loaded two-core machine, as for 0011's test.
describe("migration 0020", { timeout: 120_000 }, () => {
  it("retires abuse, unsafe-advice and off-topic as 'inappropriate'; keeps the others", async () => {
    handle = await openDatabase({ kind: "pglite" });
    await migrateDatabase(handle, migrationsBefore(MIGRATION));
    const { db } = handle;
    await db.execute(sql`
      insert into reports (target_kind, target_id, reason) values
        ('listing', 'a', 'spam'), ('listing', 'b', 'abuse'), ('listing', 'c', 'scam'),
        ('listing', 'd', 'unsafe-advice'), ('listing', 'e', 'off-topic'), ('listing', 'f', 'other')`);
    await migrateDatabase(handle);
    const result = (await db.execute(
      sql`select target_id, reason from reports order by target_id`,
    )) as unknown as { rows: { target_id: string; reason: string }[] };
    expect(result.rows.map((row) => row.reason)).toEqual([
      "spam",
      "inappropriate",
      "scam",
      "inappropriate",
      "inappropriate",
      "other",
    ]);
    for (const row of result.rows) {
      expect(reportReasons as readonly string[]).toContain(row.reason);
    }
  });
});
