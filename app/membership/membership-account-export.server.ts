import { asc, eq } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { membershipPayments, referralCodes, subscribers } from "./membership.table";
import { findJoinedWithCodeId, referralCodeText } from "./referral-codes.server";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * "Download my data": the membership and every payment we recorded for it. Card details never
 * reach Glut (the payment provider holds them), so there are none to include.
 */
export const membershipAccountExport: AccountExportSection = {
  name: "membership",
  async collect(db, userId) {
    const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    const payments = await db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.userId, userId))
      .orderBy(asc(membershipPayments.paidAt));
    return {
      subscription: subscriber
        ? {
            subscribed: subscriber.subscribed,
            tier: subscriber.subscriptionTier,
            endsAt: iso(subscriber.subscriptionEnd),
            status: subscriber.status,
            cancelAtPeriodEnd: subscriber.cancelAtPeriodEnd,
            paymentProvider: subscriber.provider,
            organisationVerification: subscriber.verificationStatus,
            organisationVerifiedAt: iso(subscriber.organizationVerifiedAt),
          }
        : null,
      payments: payments.map((payment) => ({
        amountPence: payment.amountPence,
        currency: payment.currency,
        paidAt: payment.paidAt.toISOString(),
      })),
    };
  },
};

/**
 * "Download my data": an organisation's own referral code, and on the profile the code a member
 * joined with (the profile row keeps its id; the code is membership's).
 */
export const referralExportSection: AccountExportSection = {
  name: "referralCode",
  async collect(db, userId) {
    const [code] = await db
      .select({ code: referralCodes.code, createdAt: referralCodes.createdAt })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    return code ? { code: code.code, createdAt: code.createdAt.toISOString() } : null;
  },
  async profileFields(db, userId) {
    const codeId = await findJoinedWithCodeId(db, userId);
    return { joinedWithReferralCode: codeId ? await referralCodeText(db, codeId) : null };
  },
};
