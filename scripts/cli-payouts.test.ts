import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { referralEarnings } from "~/membership/membership.table";
import { grantOrganisationAccess } from "~/membership/organisation-entitlement.server";
import { migrateDatabase, openDatabase } from "~/server/db/database.server";
import { runCli } from "../tests/factories/run-cli.ts";

// The payout report as `npm run cli -- payouts …` runs it (in this process) against an
// embedded database in a temporary DATA_DIR of its own.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-cli-payouts-"));

const cli = (...args: string[]) => runCli(dataDir, ...args);

beforeAll(async () => {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const organisations = [
      { name: "Leeds North Food Bank", earned: ["2026-01-05T10:00:00Z", "2026-01-31T23:30:00Z"] },
      { name: "=cmd|' /C calc'!A0", earned: ["2026-01-20T10:00:00Z"] },
      { name: "Smith, Jones & Co Allotments", earned: ["2026-02-01T00:00:00Z"] },
    ];
    for (const [index, organisation] of organisations.entries()) {
      const id = crypto.randomUUID();
      await db.insert(users).values({ id, name: `org${index}`, email: `org${index}@example.org` });
      await db.insert(profiles).values({
        id,
        username: `org${index}`,
        isOrganization: true,
        organizationName: organisation.name,
      });
      // Only verified organisations are paid (decision 0072).
      await grantOrganisationAccess(db, id, new Date("2026-01-01T00:00:00Z"));
      for (const earnedAt of organisation.earned) {
        await db.insert(referralEarnings).values({
          organizationUserId: id,
          organizationName: organisation.name,
          amountPence: 25,
          earnedAt: new Date(earnedAt),
        });
      }
    }
  } finally {
    await handle.close();
  }
});

describe("npm run cli -- payouts", { timeout: 120_000 }, () => {
  it("writes the UK month's payouts as CSV on stdout", async () => {
    const january = await cli("payouts", "2026-01");
    expect(january.code).toBe(0);
    expect(january.stdout).toBe(
      [
        "organisation,referrals_paid,amount_gbp",
        "'=cmd|' /C calc'!A0,1,0.25",
        "Leeds North Food Bank,2,0.50",
        "",
      ].join("\n"),
    );

    const february = await cli("payouts", "2026-02");
    expect(february.code).toBe(0);
    expect(february.stdout).toBe(
      "organisation,referrals_paid,amount_gbp\n" + '"Smith, Jones & Co Allotments",1,0.25\n',
    );

    const empty = await cli("payouts", "2025-06");
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe("organisation,referrals_paid,amount_gbp\n");
    expect(empty.stderr).toContain("No referral earnings in 2025-06.");
  });

  it("refuses a missing or malformed month with exit code 2, before opening the database", async () => {
    for (const args of [
      ["payouts"],
      ["payouts", "2026-13"],
      ["payouts", "January"],
      ["payouts", "2026-01", "extra"],
    ]) {
      const refused = await cli(...args);
      expect(refused.code, args.join(" ")).toBe(2);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain("Usage: npm run cli -- <command>");
    }
    expect((await cli("payouts", "2026-13")).stderr).toContain(
      '"2026-13" is not a month. Give it as YYYY-MM, such as 2026-01.',
    );
  });
});
