import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { organizationVerifications, profiles } from "./accounts.table";

// Organisations' verification requests are accounts' records (an organisation makes one when it
// signs up). The admin area reads and decides them through these; who may decide, the audit row
// and the result email are the admin area's (app/admin/verifications.server.ts).

/** How many requests there are in each status. */
export async function countVerificationsByStatus(db: Db) {
  return db
    .select({ status: organizationVerifications.verificationStatus, total: count() })
    .from(organizationVerifications)
    .groupBy(organizationVerifications.verificationStatus);
}

const requestColumns = {
  id: organizationVerifications.id,
  userId: organizationVerifications.userId,
  organizationName: organizationVerifications.organizationName,
  organizationType: organizationVerifications.organizationType,
  registrationNumber: organizationVerifications.registrationNumber,
  status: organizationVerifications.verificationStatus,
  notes: organizationVerifications.verificationDetails,
  submittedAt: organizationVerifications.submittedAt,
  reviewedAt: organizationVerifications.reviewedAt,
  username: profiles.username,
  location: profiles.location,
};

/** One page of requests, newest submitted first, with the applicant's username and location. */
export async function listVerificationRequests(db: Db, limit: number, offset: number) {
  return db
    .select(requestColumns)
    .from(organizationVerifications)
    .leftJoin(profiles, eq(profiles.id, organizationVerifications.userId))
    .orderBy(desc(organizationVerifications.submittedAt), desc(organizationVerifications.id))
    .limit(limit)
    .offset(offset);
}

/** The latest approvals and rejections, newest reviewed first, with the reviewer's username. */
export async function recentVerificationDecisions(db: Db, limit: number) {
  return db
    .select({
      id: organizationVerifications.id,
      organizationName: organizationVerifications.organizationName,
      status: organizationVerifications.verificationStatus,
      reviewedAt: organizationVerifications.reviewedAt,
      notes: organizationVerifications.verificationDetails,
      reviewerName: profiles.username,
    })
    .from(organizationVerifications)
    .leftJoin(profiles, eq(profiles.id, organizationVerifications.reviewedBy))
    .where(
      and(
        isNotNull(organizationVerifications.reviewedAt),
        inArray(organizationVerifications.verificationStatus, ["approved", "rejected"]),
      ),
    )
    .orderBy(desc(organizationVerifications.reviewedAt))
    .limit(limit);
}

export type VerificationDecisionOutcome =
  | { outcome: "decided"; userId: string; organizationName: string }
  | { outcome: "not-pending" }
  | { outcome: "not-found" };

/**
 * Records a decision on a request that is still pending. Only a pending request changes, so of
 * two reviewers deciding at once one wins and the other is told it is no longer pending.
 */
export async function decideVerification(
  db: Db,
  input: {
    verificationId: string;
    decision: "approved" | "rejected";
    notes: string;
    reviewerId: string;
    at: Date;
  },
): Promise<VerificationDecisionOutcome> {
  const [row] = await db
    .update(organizationVerifications)
    .set({
      verificationStatus: input.decision,
      verificationDetails: input.notes,
      reviewedAt: input.at,
      reviewedBy: input.reviewerId,
    })
    .where(
      and(
        eq(organizationVerifications.id, input.verificationId),
        eq(organizationVerifications.verificationStatus, "pending"),
      ),
    )
    .returning({
      userId: organizationVerifications.userId,
      organizationName: organizationVerifications.organizationName,
    });
  if (row) return { outcome: "decided", ...row };
  const [exists] = await db
    .select({ id: organizationVerifications.id })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.id, input.verificationId));
  return { outcome: exists ? "not-pending" : "not-found" };
}
