import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { preparedQuery } from "~/server/db/prepared-query.server";
import { subscribers } from "./membership.table";

export type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * The one rule for member features (listings, the forum): an active paid membership that has not
 * reached its end date, or an organisation an admin has approved and verified, for as long as it
 * stays approved.
 */
export function isEntitled(
  subscriber: SubscriberRow | null | undefined,
  now = new Date(),
): boolean {
  if (!subscriber) return false;
  const paidUp =
    subscriber.subscribed &&
    (subscriber.subscriptionEnd === null || subscriber.subscriptionEnd > now);
  return paidUp || isVerifiedOrganisation(subscriber);
}

/**
 * The one rule for "a verified organisation": approved by an admin, with a verified time. Free
 * access and the referral programme (a usable code, earnings, payouts) both follow it.
 */
export function isVerifiedOrganisation(subscriber: SubscriberRow | null | undefined): boolean {
  return Boolean(
    subscriber?.isOrganization &&
      subscriber.verificationStatus === "approved" &&
      subscriber.organizationVerifiedAt !== null,
  );
}

/** The same rule as a condition on `subscribers`, for queries. */
export const verifiedOrganisationCondition = and(
  eq(subscribers.isOrganization, true),
  eq(subscribers.verificationStatus, "approved"),
  isNotNull(subscribers.organizationVerifiedAt),
);

/** Whether this account is a verified organisation now; takes the caller's transaction. */
export async function organisationIsVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(and(eq(subscribers.userId, userId), verifiedOrganisationCondition));
  return Boolean(row);
}

/** Which of these accounts are verified organisations now. */
export async function verifiedOrganisationIds(
  db: Db,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(and(inArray(subscribers.userId, [...userIds]), verifiedOrganisationCondition));
  return new Set(rows.map((row) => row.userId));
}

// The member gate asks on every member page.
const subscriberOf = preparedQuery((db) =>
  db
    .select()
    .from(subscribers)
    .where(eq(subscribers.userId, sql.placeholder("userId")))
    .prepare("subscriber_of_user"),
);

export async function findSubscriber(db: Db, userId: string): Promise<SubscriberRow | null> {
  const [row] = await subscriberOf(db, { userId });
  return row ?? null;
}
