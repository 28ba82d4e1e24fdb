import { eq, sql } from "drizzle-orm";
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
  const verifiedOrganisation =
    subscriber.isOrganization &&
    subscriber.verificationStatus === "approved" &&
    subscriber.organizationVerifiedAt !== null;
  return paidUp || verifiedOrganisation;
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
