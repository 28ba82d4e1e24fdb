import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import { migrationsBefore } from "../../tests/factories/migrations-before";

// Migration 0010 moves "joined with a referral code" from profiles into membership's
// referral_attributions. Members who joined before it must keep their attribution.

it("copies every member's referral code into referral_attributions before dropping the column", async () => {
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(handle, migrationsBefore("0010_referral_attributions"));
    const { db } = handle;
    await db.execute(sql`
      insert into users (id, name, email) values
        ('org', 'org', 'org@example.org'), ('joined', 'joined', 'joined@example.org'),
        ('alone', 'alone', 'alone@example.org')`);
    await db.execute(sql`
      insert into referral_codes (id, code, user_id)
      values ('00000000-0000-4000-8000-000000000001', 'GLUT-ORG1', 'org')`);
    await db.execute(sql`
      insert into profiles (id, username, referred_by_code_id) values
        ('org', 'org', null),
        ('joined', 'joined', '00000000-0000-4000-8000-000000000001'),
        ('alone', 'alone', null)`);

    await migrateDatabase(handle);

    const result = await db.execute(
      sql`select user_id, code_id from referral_attributions order by user_id`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: "joined", code_id: "00000000-0000-4000-8000-000000000001" },
    ]);
  } finally {
    await handle.close();
  }
});
