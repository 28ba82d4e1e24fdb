import { count, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { subscribers } from "./membership.table";

// The subscriber record's side of an organisation's review (part 2 §4). Free access itself is
// decided by isEntitled in entitlement.server.ts: an approved organisation with a verified time.
// Both take the caller's transaction, so the review and the record change together.

/** Approve: subscribed, flagged an organisation, approved and verified now. */
export async function grantOrganisationAccess(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .insert(subscribers)
    .values({
      userId,
      subscribed: true,
      isOrganization: true,
      verificationStatus: "approved",
      organizationVerifiedAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: {
        subscribed: true,
        isOrganization: true,
        verificationStatus: "approved",
        organizationVerifiedAt: at,
        updatedAt: at,
      },
    });
}

/**
 * Reject: the verified time cleared and the organisation's free subscription ended. A paid
 * membership the same account holds with a payment provider is left as the provider says.
 */
export async function withdrawOrganisationAccess(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .insert(subscribers)
    .values({
      userId,
      subscribed: false,
      isOrganization: true,
      verificationStatus: "rejected",
      organizationVerifiedAt: null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: {
        subscribed: sql`case when ${subscribers.providerSubscriptionId} is null then false else ${subscribers.subscribed} end`,
        isOrganization: true,
        verificationStatus: "rejected",
        organizationVerifiedAt: null,
        updatedAt: at,
      },
    });
}

/** How many organisations have a membership record (verified or once verified). */
export async function countOrganisationSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(subscribers)
    .where(eq(subscribers.isOrganization, true));
  return row?.total ?? 0;
}
