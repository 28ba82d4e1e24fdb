import type { Logger } from "pino";
import { findNotificationContacts } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import {
  countVerificationsByStatus,
  decideVerification,
  listVerificationRequests,
  recentVerificationDecisions,
} from "~/accounts/organisation-verifications.server";
import { DEFAULT_REVIEW_NOTES } from "~/accounts/verification-notes";
import {
  grantOrganisationAccess,
  withdrawOrganisationAccess,
} from "~/membership/organisation-entitlement.server";
import { type NotifyDeps, notifyWithEmail } from "~/notifications/notify.server";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { englishEmail } from "~/server/email/templates/email-language";
import { assertAdmin } from "./admin-access.server";
import {
  VerificationResultEmail,
  verificationResultSubject,
} from "./emails/verification-result-email";
import { recordStaffAction } from "./staff-audit.server";

export const VERIFICATIONS_PAGE_SIZE = 20;
export const RECENT_REVIEWS_LIMIT = 50;

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

export type VerificationRecord = Awaited<ReturnType<typeof listVerifications>>["rows"][number];

/** Every request, newest submitted first, one page at a time. */
export async function listVerifications(db: Db, requestedPage = 1) {
  const total = (await countVerificationsByStatus(db)).reduce((sum, row) => sum + row.total, 0);
  const pages = Math.max(1, Math.ceil(total / VERIFICATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pages);
  const rows = await listVerificationRequests(
    db,
    VERIFICATIONS_PAGE_SIZE,
    (page - 1) * VERIFICATIONS_PAGE_SIZE,
  );
  return { rows, total, page, pages };
}

/** The activity log: the 50 latest approvals and rejections, newest reviewed first. */
export function recentReviews(db: Db) {
  return recentVerificationDecisions(db, RECENT_REVIEWS_LIMIT);
}

export interface ReviewDeps {
  db: Db;
  logger: Logger;
  appUrl: string;
  sendEmail(request: EmailRequest): Promise<string>;
  /** For the push channel (`services.jobs`). */
  jobs?: NotifyDeps["jobs"];
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
    const db = tx as unknown as Db;
    const row = await decideVerification(db, {
      verificationId: input.verificationId,
      decision: input.decision,
      notes,
      reviewerId: reviewer.id,
      at,
    });
    if (row.outcome !== "decided") {
      throw new ReviewConflictError(row.outcome === "not-found" ? 404 : 409);
    }
    if (input.decision === "approved") await grantOrganisationAccess(db, row.userId, at);
    else await withdrawOrganisationAccess(db, row.userId, at);
    await recordStaffAction(db, {
      actorId: reviewer.id,
      action: `verification.${input.decision === "approved" ? "approve" : "reject"}`,
      targetType: "organization_verification",
      targetId: input.verificationId,
      reason: notes,
    });
    return { userId: row.userId, organizationName: row.organizationName };
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
    const account = (await findNotificationContacts(deps.db, [reviewed.userId])).get(
      reviewed.userId,
    );
    if (!account || account.isDemo) return;
    const { lng, t } = emailLanguage(account.language);
    const notice = {
      userId: reviewed.userId,
      kind: "verification",
      title: verificationResultSubject(englishEmail, status, reviewed.organizationName),
      body: notes,
      href: "/dashboard",
    } as const;
    await notifyWithEmail(deps, notice, () => ({
      to: account.email,
      subject: verificationResultSubject(t, status, reviewed.organizationName),
      template: VerificationResultEmail({
        lng,
        t,
        appUrl: deps.appUrl,
        organizationName: reviewed.organizationName,
        status,
        notes,
      }),
    }));
  } catch (error) {
    deps.logger.warn({ err: error, userId: reviewed.userId }, "could not queue the result email");
  }
}
