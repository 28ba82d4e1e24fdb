import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/database.server";
import { daysAfter, yearsBefore } from "~/server/retention-dates";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { membershipPayments, referralEarnings } from "./membership.table";
import {
  deleteOldPaymentRecords,
  PAYMENT_RECORD_RETENTION_JOB,
  paymentRecordRetentionJob,
} from "./payment-retention.server";

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

describe("deleteOldPaymentRecords", () => {
  it("deletes payments and referral earnings older than 6 years, keeps younger ones", async () => {
    const now = new Date();
    const member = await createTestMember(services);
    const payment = (label: string, paidAt: Date) => ({
      userId: member.id,
      provider: "local" as const,
      providerPaymentId: `${label}-${member.id}`,
      amountPence: 100,
      paidAt,
    });
    const [old, recent] = await db
      .insert(membershipPayments)
      .values([
        payment("old", daysAfter(yearsBefore(now, 6), -1)),
        payment("recent", daysAfter(yearsBefore(now, 6), 1)),
      ])
      .returning({ id: membershipPayments.id });
    const [oldEarning, recentEarning] = await db
      .insert(referralEarnings)
      .values([
        {
          organizationName: "Leeds Food Bank",
          paymentId: old?.id,
          amountPence: 50,
          earnedAt: daysAfter(yearsBefore(now, 6), -1),
        },
        {
          organizationName: "Leeds Food Bank",
          paymentId: recent?.id,
          amountPence: 25,
          earnedAt: daysAfter(yearsBefore(now, 6), 1),
        },
      ])
      .returning({ id: referralEarnings.id });

    await deleteOldPaymentRecords(db, now);

    const payments = await db
      .select({ id: membershipPayments.id })
      .from(membershipPayments)
      .where(eq(membershipPayments.userId, member.id));
    expect(payments).toEqual([{ id: recent?.id }]);
    const earnings = await db
      .select({ id: referralEarnings.id })
      .from(referralEarnings)
      .where(inArray(referralEarnings.id, [oldEarning?.id ?? "", recentEarning?.id ?? ""]));
    expect(earnings).toEqual([{ id: recentEarning?.id }]);

    const job = paymentRecordRetentionJob(() => services);
    expect(job.name).toBe(PAYMENT_RECORD_RETENTION_JOB);
    await job.handle({});
    expect(await deleteOldPaymentRecords(db, now)).toEqual({ payments: 0, referralEarnings: 0 });
  });
});
