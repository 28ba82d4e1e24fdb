import { lt } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import { yearsBefore } from "~/server/retention-dates";
import type { AppServices } from "~/server/services.server";
import { membershipPayments, referralEarnings } from "./membership.table";

/**
 * The privacy notice's promise: records of payments and of partners' referral earnings are kept
 * this long for the accounts (HMRC asks for six years), then deleted. They outlive a deleted
 * account, no longer linked to it.
 */
export const PAYMENT_RECORD_RETENTION_YEARS = 6;

export function paymentRecordRetentionCutoff(now: Date): Date {
  return yearsBefore(now, PAYMENT_RECORD_RETENTION_YEARS);
}

export async function deleteOldPaymentRecords(db: Db, now: Date) {
  const cutoff = paymentRecordRetentionCutoff(now);
  return db.transaction(async (tx) => {
    const earnings = await tx
      .delete(referralEarnings)
      .where(lt(referralEarnings.earnedAt, cutoff))
      .returning({ id: referralEarnings.id });
    const payments = await tx
      .delete(membershipPayments)
      .where(lt(membershipPayments.paidAt, cutoff))
      .returning({ id: membershipPayments.id });
    return { payments: payments.length, referralEarnings: earnings.length };
  });
}

export const PAYMENT_RECORD_RETENTION_JOB = "retention-payment-records";

/** Every night in UK time; safe to repeat. */
export function paymentRecordRetentionJob(
  services: () => Pick<AppServices, "db" | "logger">,
): JobDefinition<Record<string, never>> {
  return {
    name: PAYMENT_RECORD_RETENTION_JOB,
    schedule: { cron: "30 3 * * *" },
    async handle() {
      const { db, logger } = services();
      logger.info(await deleteOldPaymentRecords(db, new Date()), "payment-record retention run");
    },
  };
}
