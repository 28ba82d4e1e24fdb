import { describe, expect, it } from "vitest";
import { createBareAccount } from "../../tests/factories/bare-accounts";
import { setupTestDatabase } from "../../tests/test-database";
import { recordPayment } from "./fulfilment.server";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "./organisation-entitlement.server";
import { ensureReferralCode } from "./referral-codes.server";
import { referralSummary } from "./referral-summary.server";

const database = setupTestDatabase();
const APP_URL = "https://glut.example";

describe("referralSummary", () => {
  it("counts sign-ups, paid conversions and earnings this UK month and in total", async () => {
    const { db } = database();
    const organisation = await createBareAccount(db, { organizationName: "Riverside Food Bank" });
    await grantOrganisationAccess(db, organisation, new Date("2025-01-01T00:00:00Z"));
    const code = await ensureReferralCode(db, organisation);
    if (!code) throw new Error("no code");
    const rival = await createBareAccount(db, { organizationName: "Other Group" });
    await grantOrganisationAccess(db, rival, new Date("2025-01-01T00:00:00Z"));
    const rivalCode = await ensureReferralCode(db, rival);

    const members = await Promise.all(
      [1, 2, 3, 4].map(() => createBareAccount(db, { referredByCodeId: code.id })),
    );
    const notOurs = await createBareAccount(db, { referredByCodeId: rivalCode?.id });

    // Three referred members pay, on either side of the new year and of a month end in BST.
    const pay = (userId: string, paidAt: string) =>
      recordPayment(
        { db },
        {
          userId,
          provider: "local",
          providerPaymentId: `pay_${userId}`,
          amountPence: 100,
          currency: "gbp",
          paidAt: new Date(paidAt),
        },
      );
    // 23:30 on 31 December 2025 in the UK: the launch offer.
    expect((await pay(members[0] ?? "", "2025-12-31T23:30:00Z")).earnedPence).toBe(50);
    // 23:30 BST on 31 March 2026: March, 25p.
    expect((await pay(members[1] ?? "", "2026-03-31T22:30:00Z")).earnedPence).toBe(25);
    // 00:30 BST on 1 April 2026: April, 25p.
    expect((await pay(members[2] ?? "", "2026-03-31T23:30:00Z")).earnedPence).toBe(25);
    // A second payment by the same member earns nothing more.
    await recordPayment(
      { db },
      {
        userId: members[2] ?? "",
        provider: "local",
        providerPaymentId: "renewal",
        amountPence: 100,
        currency: "gbp",
        paidAt: new Date("2026-04-02T12:00:00Z"),
      },
    );
    await pay(notOurs, "2026-04-01T12:00:00Z");

    const april = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-04-15T12:00:00Z"),
    );
    expect(april).toEqual({
      code: code.code,
      shareUrl: `${APP_URL}/signup?ref=${code.code}`,
      signups: 4,
      paidConversions: 3,
      earnedThisMonthPence: 25,
      earnedTotalPence: 100,
      ratePence: 25,
    });

    // Late on 31 March UK time it is still March: the 23:30 BST payment counts, not the later one.
    const lateMarch = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-03-31T22:45:00Z"),
    );
    expect(lateMarch?.earnedThisMonthPence).toBe(25);

    // 23:59 on 31 December 2025: December's 50p at the launch rate, still in force.
    const newYearsEve = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2025-12-31T23:59:00Z"),
    );
    expect(newYearsEve).toMatchObject({ earnedThisMonthPence: 50, ratePence: 50 });
    const february = await referralSummary(
      { db, appUrl: APP_URL },
      organisation,
      new Date("2026-02-10T12:00:00Z"),
    );
    expect(february).toMatchObject({ earnedThisMonthPence: 0, ratePence: 25 });
  });

  it("starts at zero, makes a missing code, and is null for a personal account", async () => {
    const { db } = database();
    const organisation = await createBareAccount(db, { organizationName: "New Partners" });
    await grantOrganisationAccess(db, organisation, new Date());
    const summary = await referralSummary({ db, appUrl: APP_URL }, organisation);
    expect(summary).toMatchObject({
      signups: 0,
      paidConversions: 0,
      earnedThisMonthPence: 0,
      earnedTotalPence: 0,
    });
    expect(summary?.code).toMatch(/^NEW-[A-Z0-9]{4}$/);
    expect(summary?.shareUrl).toBe(`${APP_URL}/signup?ref=${summary?.code}`);

    const person = await createBareAccount(db);
    expect(await referralSummary({ db, appUrl: APP_URL }, person)).toBeNull();
  });

  it("shows no code to an organisation that is not verified: pending or failed, or rejected after approval", async () => {
    const { db } = database();
    const waiting = await createBareAccount(db, { organizationName: "Waiting Pantry" });
    await ensureReferralCode(db, waiting);
    expect(await referralSummary({ db, appUrl: APP_URL }, waiting)).toBeNull();

    const withdrawn = await createBareAccount(db, { organizationName: "Withdrawn Larder" });
    await grantOrganisationAccess(db, withdrawn, new Date());
    expect(await referralSummary({ db, appUrl: APP_URL }, withdrawn)).not.toBeNull();
    await withdrawOrganisationAccess(db, withdrawn, new Date());
    expect(await referralSummary({ db, appUrl: APP_URL }, withdrawn)).toBeNull();
  });
});
