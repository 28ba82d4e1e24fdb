import { describe, expect, it } from "vitest";
import type { Db } from "~/server/db/database.server";
import { createBareAccount } from "../../tests/factories/bare-accounts";
import { setupTestDatabase } from "../../tests/test-database";
import { referralEarnings } from "./membership.table";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "./organisation-entitlement.server";
import {
  csvField,
  PAYOUT_CSV_HEADER,
  payoutReport,
  penceAsPounds,
  toCsv,
} from "./referral-payouts.server";

const database = setupTestDatabase();

async function earn(
  db: Db,
  organizationUserId: string | null,
  organizationName: string,
  amountPence: number,
  earnedAt: string,
) {
  await db.insert(referralEarnings).values({
    organizationUserId,
    organizationName,
    amountPence,
    earnedAt: new Date(earnedAt),
  });
}

describe("payoutReport", () => {
  it("sums each organisation's earnings in the UK calendar month, in name order", async () => {
    const { db } = database();
    // Only this test's earnings: the file shares one database.
    await db.delete(referralEarnings);
    const zeta = await createBareAccount(db, { organizationName: 'Zeta, "the" Growers' });
    const allotments = await createBareAccount(db, { organizationName: "Allotment Society" });
    const renamed = await createBareAccount(db, { organizationName: "Meadow Group (new name)" });
    for (const organisation of [zeta, allotments, renamed]) {
      await grantOrganisationAccess(db, organisation, new Date("2026-01-01T00:00:00Z"));
    }

    // March 2026 in the UK runs from 00:00 GMT on 1 March to 23:00 UTC on 31 March (BST).
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-01T00:00:00Z");
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-31T22:30:00Z"); // 23:30 BST
    await earn(db, zeta, 'Zeta, "the" Growers', 25, "2026-03-31T23:30:00Z"); // April
    await earn(db, zeta, 'Zeta, "the" Growers', 50, "2026-02-28T23:59:59Z"); // February
    await earn(db, allotments, "Allotment Society", 25, "2026-03-15T09:00:00Z");
    await earn(db, renamed, "Meadow Group", 25, "2026-03-02T09:00:00Z");
    await earn(db, renamed, "Meadow Group", 25, "2026-03-03T09:00:00Z");
    // An organisation whose account is gone is still owed, under the name it had.
    await earn(db, null, "Closed Community Larder", 25, "2026-03-20T09:00:00Z");

    const march = await payoutReport(db, "2026-03");
    expect(march).toEqual([
      { organization: "Allotment Society", referralsPaid: 1, amountPence: 25 },
      { organization: "Closed Community Larder", referralsPaid: 1, amountPence: 25 },
      { organization: "Meadow Group (new name)", referralsPaid: 2, amountPence: 50 },
      { organization: 'Zeta, "the" Growers', referralsPaid: 2, amountPence: 50 },
    ]);
    expect(await payoutReport(db, "2026-04")).toContainEqual({
      organization: 'Zeta, "the" Growers',
      referralsPaid: 1,
      amountPence: 25,
    });
    expect(await payoutReport(db, "2019-01")).toEqual([]);
    await expect(payoutReport(db, "2026-3")).rejects.toThrow(RangeError);
  });
});

describe("payoutReport and verification", () => {
  it("pays only organisations verified now: not a pending one, nor one whose verification was withdrawn", async () => {
    const { db } = database();
    await db.delete(referralEarnings);
    const verified = await createBareAccount(db, { organizationName: "Verified Growers" });
    await grantOrganisationAccess(db, verified, new Date("2026-01-01T00:00:00Z"));
    const pending = await createBareAccount(db, { organizationName: "Pending Pantry" });
    const withdrawn = await createBareAccount(db, { organizationName: "Withdrawn Larder" });
    await grantOrganisationAccess(db, withdrawn, new Date("2026-01-01T00:00:00Z"));
    await withdrawOrganisationAccess(db, withdrawn, new Date("2026-05-01T00:00:00Z"));

    await earn(db, verified, "Verified Growers", 25, "2026-05-10T09:00:00Z");
    await earn(db, pending, "Pending Pantry", 25, "2026-05-11T09:00:00Z");
    await earn(db, withdrawn, "Withdrawn Larder", 25, "2026-05-12T09:00:00Z");

    expect(await payoutReport(db, "2026-05")).toEqual([
      { organization: "Verified Growers", referralsPaid: 1, amountPence: 25 },
    ]);
    expect(toCsv(await payoutReport(db, "2026-05"))).toBe(
      `${PAYOUT_CSV_HEADER}\nVerified Growers,1,0.25\n`,
    );
  });
});

describe("payout CSV", () => {
  it("writes pounds with two decimals", () => {
    expect(penceAsPounds(0)).toBe("0.00");
    expect(penceAsPounds(25)).toBe("0.25");
    expect(penceAsPounds(1250)).toBe("12.50");
    expect(penceAsPounds(100_005)).toBe("1000.05");
  });

  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("Plain Name")).toBe("Plain Name");
    expect(csvField("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Bank')).toBe('"The ""Best"" Bank"');
    expect(csvField("Two\nLines")).toBe('"Two\nLines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+44 Group")).toBe("'+44 Group");
    expect(csvField("-5 Club")).toBe("'-5 Club");
    expect(csvField("@home")).toBe("'@home");
    expect(csvField("\tTabbed")).toBe("'\tTabbed");
    expect(csvField("A-Z Growers")).toBe("A-Z Growers");
  });

  it("has a header and one line per organisation", () => {
    expect(toCsv([])).toBe(`${PAYOUT_CSV_HEADER}\n`);
    expect(
      toCsv([
        { organization: "Allotment Society", referralsPaid: 50, amountPence: 1250 },
        { organization: "=1+1, Group", referralsPaid: 1, amountPence: 25 },
      ]),
    ).toBe(
      [
        "organisation,referrals_paid,amount_gbp",
        "Allotment Society,50,12.50",
        '"\'=1+1, Group",1,0.25',
        "",
      ].join("\n"),
    );
  });
});
