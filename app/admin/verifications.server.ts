import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import { organizationVerifications, profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "~/membership/organisation-entitlement.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { assertAdmin } from "./admin-access.server";
import { VerificationResultEmail } from "./emails/verification-result-email";
import { recordStaffAction } from "./staff-audit.server";

export const VERIFICATIONS_PAGE_SIZE = 20;
export const RECENT_REVIEWS_LIMIT = 50;

export const DEFAULT_REVIEW_NOTES = {
  approved: "Organization verified and approved for free access.",
  rejected: "Verification rejected. Please contact support for more information.",
} as const;

export type ReviewDecision = keyof typeof DEFAULT_REVIEW_NOTES;

export const verificationMessages = {
  reviewed: (status: ReviewDecision) => `Verification ${status} successfully`,
  failed: "Failed to update verification status",
  notPending: "This request has already been reviewed by another admin.",
  notFound: "Verification request not found.",
} as const;

export class ReviewConflictError extends Error {
  override name = "ReviewConflictError";
  readonly status: 404 | 409;
  constructor(status: 404 | 409) {
    super(status === 404 ? verificationMessages.notFound : verificationMessages.notPending);
    this.status = status;
  }
}

const columns = {
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

export type VerificationRecord = Awaited<ReturnType<typeof listVerifications>>["rows"][number];

/** Every request, newest submitted first, one page at a time. */
export async function listVerifications(db: Db, requestedPage = 1) {
  const [counted] = await db.select({ total: count() }).from(organizationVerifications);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / VERIFICATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pages);
  const rows = await db
    .select(columns)
    .from(organizationVerifications)
    .leftJoin(profiles, eq(profiles.id, organizationVerifications.userId))
    .orderBy(desc(organizationVerifications.submittedAt), desc(organizationVerifications.id))
    .limit(VERIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * VERIFICATIONS_PAGE_SIZE);
  return { rows, total, page, pages };
}

/** The activity log: the 50 latest approvals and rejections, newest reviewed first. */
export async function recentReviews(db: Db) {
  const reviewer = profiles;
  return db
    .select({
      id: organizationVerifications.id,
      organizationName: organizationVerifications.organizationName,
      status: organizationVerifications.verificationStatus,
      reviewedAt: organizationVerifications.reviewedAt,
      notes: organizationVerifications.verificationDetails,
      reviewerName: reviewer.username,
    })
    .from(organizationVerifications)
    .leftJoin(reviewer, eq(reviewer.id, organizationVerifications.reviewedBy))
    .where(
      and(
        isNotNull(organizationVerifications.reviewedAt),
        inArray(organizationVerifications.verificationStatus, ["approved", "rejected"]),
      ),
    )
    .orderBy(desc(organizationVerifications.reviewedAt))
    .limit(RECENT_REVIEWS_LIMIT);
}

export interface ReviewDeps {
  db: Db;
  logger: Logger;
  appUrl: string;
  sendEmail(request: EmailRequest): Promise<string>;
}

/**
 * Approves or rejects a pending request. One transaction changes the request, the subscriber
 * record and writes the audit row; only a request still pending is changed, so of two admins
 * reviewing at once one wins and the other gets a 409. The result email is queued afterwards.
 */
export async function reviewVerification(
  deps: ReviewDeps,
  reviewer: CurrentUser,
  input: { verificationId: string; decision: ReviewDecision; notes?: string | null },
): Promise<void> {
  assertAdmin(reviewer);
  const notes = input.notes?.trim() || DEFAULT_REVIEW_NOTES[input.decision];
  const reviewed = await deps.db.transaction(async (tx) => {
    const at = new Date();
    const [row] = await tx
      .update(organizationVerifications)
      .set({
        verificationStatus: input.decision,
        verificationDetails: notes,
        reviewedAt: at,
        reviewedBy: reviewer.id,
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
    if (!row) {
      const [exists] = await tx
        .select({ id: organizationVerifications.id })
        .from(organizationVerifications)
        .where(eq(organizationVerifications.id, input.verificationId));
      throw new ReviewConflictError(exists ? 409 : 404);
    }
    const db = tx as unknown as Db;
    if (input.decision === "approved") await grantOrganisationAccess(db, row.userId, at);
    else await withdrawOrganisationAccess(db, row.userId, at);
    await recordStaffAction(db, {
      actorId: reviewer.id,
      action: `verification.${input.decision === "approved" ? "approve" : "reject"}`,
      targetType: "organization_verification",
      targetId: input.verificationId,
      reason: notes,
    });
    return row;
  });
  await notifyOrganisation(deps, reviewed, input.decision, notes);
}

/** The result email; a failure to queue it is logged, the review stands (part 2 §7). */
async function notifyOrganisation(
  deps: ReviewDeps,
  reviewed: { userId: string; organizationName: string },
  status: ReviewDecision,
  notes: string,
) {
  try {
    const [account] = await deps.db
      .select({ email: users.email, isDemo: profiles.isDemo })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, reviewed.userId));
    if (!account || account.isDemo) return;
    await deps.sendEmail({
      to: account.email,
      subject:
        status === "approved"
          ? `${reviewed.organizationName} is verified on Glut`
          : `Your organisation verification for ${reviewed.organizationName}`,
      template: VerificationResultEmail({
        appUrl: deps.appUrl,
        organizationName: reviewed.organizationName,
        status,
        notes,
      }),
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId: reviewed.userId }, "could not queue the result email");
  }
}
