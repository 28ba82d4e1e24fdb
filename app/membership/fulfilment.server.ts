import { and, count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { findAccountContact } from "~/accounts/account-directory.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { WelcomeEmail } from "./emails/welcome-email";
import { organisationIsVerified } from "./entitlement.server";
import {
  membershipPayments,
  type PaymentProvider,
  paymentEvents,
  referralCodes,
  referralEarnings,
  subscribers,
} from "./membership.table";
import { findJoinedWithCodeId } from "./referral-codes.server";
import { referralRateOn } from "./referral-rates";

export interface FulfilmentDeps {
  db: Db;
  logger: Logger;
  appUrl: string;
  sendEmail(request: EmailRequest): Promise<string>;
}

/** The provider's statuses in which the member keeps access (past_due: payment being retried). */
const ACCESS_STATUSES = new Set(["active", "trialing", "past_due"]);

export interface SubscriptionChange {
  userId: string;
  provider: PaymentProvider;
  customerId: string | null;
  subscriptionId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider says this state came about; anything older than what we have is ignored. */
  occurredAt: Date;
}

export const MEMBER_TIER = "Member";

/**
 * Applies what a provider says about a membership. Events can arrive twice or out of order, so
 * the subscriber row is locked and a change older than the one already applied is ignored.
 * The change from inactive to active sends exactly one welcome email, after the commit.
 */
export async function applySubscriptionChange(
  deps: FulfilmentDeps,
  change: SubscriptionChange,
): Promise<{ applied: boolean; becameActive: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    await tx
      .insert(subscribers)
      .values({ userId: change.userId })
      .onConflictDoNothing({ target: subscribers.userId });
    const [current] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, change.userId))
      .for("update");
    if (!current) throw new Error(`No subscriber row for ${change.userId}`);
    if (current.stateAt && change.occurredAt < current.stateAt) {
      return { applied: false, becameActive: false };
    }
    const subscribed =
      ACCESS_STATUSES.has(change.status) &&
      (change.currentPeriodEnd === null || change.currentPeriodEnd > new Date());
    const becameActive = subscribed && !current.subscribed;
    await tx
      .update(subscribers)
      .set({
        subscribed,
        subscriptionTier: subscribed ? MEMBER_TIER : current.subscriptionTier,
        subscriptionEnd: change.currentPeriodEnd,
        status: change.status,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        provider: change.provider,
        providerCustomerId: change.customerId ?? current.providerCustomerId,
        providerSubscriptionId: change.subscriptionId ?? current.providerSubscriptionId,
        stateAt: change.occurredAt,
        welcomeEmailSentAt: becameActive ? new Date() : current.welcomeEmailSentAt,
        updatedAt: new Date(),
      })
      .where(eq(subscribers.userId, change.userId));
    return { applied: true, becameActive };
  });
  if (result.becameActive) await sendWelcome(deps, change.userId);
  return result;
}

async function sendWelcome(deps: FulfilmentDeps, userId: string) {
  try {
    const person = await findAccountContact(deps.db, userId);
    if (!person) return;
    const lng = person.language;
    const { t } = emailLanguage(lng);
    await deps.sendEmail({
      to: person.email,
      subject: t("welcome.subject"),
      template: WelcomeEmail({ appUrl: deps.appUrl, userName: person.username, lng, t }),
    });
  } catch (error) {
    deps.logger.error({ err: error, userId }, "could not send the welcome email");
  }
}

export interface SucceededPayment {
  userId: string;
  provider: PaymentProvider;
  providerPaymentId: string;
  amountPence: number;
  currency: string;
  paidAt: Date;
}

/**
 * Records a successful payment once (the provider's payment id is unique). A referred member's
 * first payment earns their partner organisation the rate in force on that UK day, recorded
 * once per member in the same transaction, if the organisation is verified at that moment.
 */
export async function recordPayment(
  deps: Pick<FulfilmentDeps, "db">,
  payment: SucceededPayment,
): Promise<{ recorded: boolean; earnedPence: number | null }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(membershipPayments)
      .values(payment)
      .onConflictDoNothing({ target: membershipPayments.providerPaymentId })
      .returning({ id: membershipPayments.id });
    if (!row) return { recorded: false, earnedPence: null };

    const [paid] = await tx
      .select({ n: count() })
      .from(membershipPayments)
      .where(eq(membershipPayments.userId, payment.userId));
    if ((paid?.n ?? 0) !== 1) return { recorded: true, earnedPence: null };

    const joinedWith = await findJoinedWithCodeId(tx, payment.userId);
    if (!joinedWith) return { recorded: true, earnedPence: null };
    const [referral] = await tx
      .select({ codeId: referralCodes.id, organizationUserId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.id, joinedWith));
    if (!referral) return { recorded: true, earnedPence: null };
    // Only a verified organisation earns (decision 0072): one whose verification was withdrawn
    // after the member joined earns nothing for this payment.
    if (!(await organisationIsVerified(tx, referral.organizationUserId))) {
      return { recorded: true, earnedPence: null };
    }
    const organisation = await findAccountContact(tx, referral.organizationUserId);

    const pence = referralRateOn(payment.paidAt).pence;
    const earned = await tx
      .insert(referralEarnings)
      .values({
        referralCodeId: referral.codeId,
        organizationUserId: referral.organizationUserId,
        organizationName:
          organisation?.organizationName ?? organisation?.username ?? "Unknown organisation",
        referredUserId: payment.userId,
        paymentId: row.id,
        amountPence: pence,
        earnedAt: payment.paidAt,
      })
      .onConflictDoNothing({ target: referralEarnings.referredUserId })
      .returning({ id: referralEarnings.id });
    return { recorded: true, earnedPence: earned.length > 0 ? pence : null };
  });
}

/** True the first time an event id is seen; a replay or duplicate answers false. */
export async function firstTimeSeen(
  db: Db,
  event: { id: string; provider: PaymentProvider; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Forgets an event id again, so that an event whose handling failed is retried when resent. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}

/** The account whose membership a provider customer or subscription belongs to. */
export async function userForProviderIds(
  db: Db,
  provider: PaymentProvider,
  ids: { customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select({ userId: subscribers.userId })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.provider, provider),
          eq(subscribers.providerSubscriptionId, ids.subscriptionId),
        ),
      );
    if (row) return row.userId;
  }
  if (ids.customerId) {
    const [row] = await db
      .select({ userId: subscribers.userId })
      .from(subscribers)
      .where(
        and(eq(subscribers.provider, provider), eq(subscribers.providerCustomerId, ids.customerId)),
      );
    if (row) return row.userId;
  }
  return null;
}
