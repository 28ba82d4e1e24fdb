import { randomInt } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { findAccountIdByEmail } from "~/accounts/account-directory.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import { assertStaff } from "~/admin/admin-access.server";
import {
  describeDecisions,
  findAppealedDecision,
  type ModerationDecision,
} from "~/admin/moderation-decisions.server";
import { recordStaffAction } from "~/admin/staff-audit.server";
import type { Language } from "~/i18n/languages";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import { consumeRateLimit, type RateLimitRule } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import {
  COMPLAINT_REFERENCE_ALPHABET,
  type ComplaintInput,
  complaintMessages,
} from "./complaint-schema";
import { type ComplaintKind, type ComplaintStatus, complaints } from "./complaints.table";
import { ComplaintAnsweredEmail, ComplaintReceivedEmail } from "./emails/complaint-emails";
import { ComplaintWaitingEmail } from "./emails/complaint-waiting-email";

// Complaints and appeals (decision 0075): anyone may send one, signed in or not; each is stored,
// acknowledged at once by email with its reference and the response time, and answered by staff
// from /admin/complaints (the answer is emailed and the staff audit records it).

/** Per client address: enough for a person with several complaints, few for a flood. */
export const COMPLAINT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 5 };
export const COMPLAINTS_PAGE_LIMIT = 100;

export type ComplaintServices = Pick<
  AppServices,
  "db" | "logger" | "sendEmail" | "moderationTargets"
> & {
  env: Pick<AppServices["env"], "APP_URL" | "CONTACT_EMAIL">;
};

export class ComplaintError extends Error {
  override name = "ComplaintError";
  readonly status: 404 | 409 | 429 | 500;
  constructor(message: string, status: 404 | 409 | 429 | 500) {
    super(message);
    this.status = status;
  }
}

function newReference(): string {
  const alphabet = COMPLAINT_REFERENCE_ALPHABET;
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return `GC-${code}`;
}

/**
 * Stores a complaint and emails its acknowledgement. For an appeal, the decision appealed is
 * looked up for the account signed in, or else the account with the address given (a suspended
 * member cannot sign in): nothing of that is shown to the sender. If the acknowledgement cannot
 * be queued the complaint is taken back and the sender asked to try again.
 */
export async function fileComplaint(
  services: ComplaintServices,
  input: ComplaintInput,
  sender: {
    clientAddress: string;
    user: CurrentUser | null;
    /** The language the complaint was written in; its emails follow it. */
    language?: Language;
  },
  now = new Date(),
): Promise<{ id: string; reference: string }> {
  const { db, env, logger } = services;
  const allowed = await consumeRateLimit(
    db,
    `complaint:${sender.clientAddress || "unknown"}`,
    COMPLAINT_RATE_LIMIT,
    now.getTime(),
  );
  if (!allowed) throw new ComplaintError(complaintMessages.rateLimited, 429);

  let moderationActionId: string | null = null;
  if (input.kind === "appeal" && input.decision) {
    const accountId = sender.user?.id ?? (await findAccountIdByEmail(db, input.email));
    if (accountId) {
      moderationActionId = await findAppealedDecision(services, accountId, input.decision);
    }
  }

  const reference = newReference();
  const [row] = await db
    .insert(complaints)
    .values({
      reference,
      kind: input.kind,
      name: input.name,
      email: input.email,
      complainantUserId: sender.user?.id ?? null,
      contentUrl: input.contentUrl ?? null,
      moderationActionId,
      message: input.message,
      language: sender.language ?? "en",
      createdAt: now,
    })
    .returning({ id: complaints.id });
  if (!row) throw new ComplaintError(complaintMessages.failed, 500);

  const words = emailLanguage(sender.language ?? "en");
  try {
    await services.sendEmail({
      to: input.email,
      subject: words.t("complaint.received.subject", { reference }),
      template: ComplaintReceivedEmail({
        ...words,
        appUrl: env.APP_URL,
        name: input.name,
        reference,
        kind: input.kind,
        message: input.message,
      }),
    });
  } catch (error) {
    logger.error({ err: error, complaintId: row.id }, "could not queue a complaint's receipt");
    await db.delete(complaints).where(eq(complaints.id, row.id));
    throw new ComplaintError(complaintMessages.failed, 500);
  }
  // Staff are told too; the complaint is on their page whether or not this arrives.
  await services
    .sendEmail({
      to: env.CONTACT_EMAIL,
      subject: words.t("staff.complaint.subject", { reference }),
      template: ComplaintWaitingEmail({
        ...words,
        appUrl: env.APP_URL,
        reference,
        kind: input.kind,
      }),
    })
    .catch((error: unknown) =>
      logger.warn({ err: error, complaintId: row.id }, "could not tell staff of a complaint"),
    );
  logger.info({ complaintId: row.id, kind: input.kind }, "complaint received");
  return { id: row.id, reference };
}

export interface ComplaintForStaff {
  id: string;
  reference: string;
  kind: ComplaintKind;
  name: string;
  email: string;
  contentUrl: string | null;
  message: string;
  status: ComplaintStatus;
  response: string | null;
  createdAt: Date;
  respondedAt: Date | null;
  /** For an appeal: the decision appealed, when it was found. */
  decision: ModerationDecision | null;
}

/** Staff only: complaints of one status, open ones oldest first, resolved ones newest first. */
export async function listComplaints(
  services: Pick<ComplaintServices, "db" | "moderationTargets">,
  viewer: CurrentUser,
  status: ComplaintStatus,
): Promise<ComplaintForStaff[]> {
  assertStaff(viewer);
  const rows = await services.db
    .select()
    .from(complaints)
    .where(eq(complaints.status, status))
    .orderBy(status === "open" ? asc(complaints.createdAt) : desc(complaints.respondedAt))
    .limit(COMPLAINTS_PAGE_LIMIT);
  const decisions = await describeDecisions(
    services,
    rows.flatMap((row) => (row.moderationActionId ? [row.moderationActionId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    contentUrl: row.contentUrl,
    message: row.message,
    status: row.status,
    response: row.response,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
    decision: row.moderationActionId ? (decisions.get(row.moderationActionId) ?? null) : null,
  }));
}

/**
 * Staff answer a complaint: it is resolved, the answer emailed to the complainant, and the staff
 * audit records who answered (the answer itself is kept on the complaint). Answered once: a
 * second answer is a 409 and changes nothing.
 */
export async function answerComplaint(
  services: ComplaintServices,
  actor: CurrentUser,
  input: { complaintId: string; response: string },
  now = new Date(),
): Promise<void> {
  assertStaff(actor);
  const answered = await services.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(complaints)
      .set({
        status: "resolved",
        response: input.response,
        respondedBy: actor.id,
        respondedAt: now,
      })
      .where(and(eq(complaints.id, input.complaintId), eq(complaints.status, "open")))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(eq(complaints.id, input.complaintId));
      throw exists
        ? new ComplaintError(complaintMessages.alreadyResolved, 409)
        : new ComplaintError(complaintMessages.notFound, 404);
    }
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: "complaint.resolve",
      targetType: "complaint",
      targetId: row.id,
      reason: `${row.reference} (${row.kind})`,
    });
    return row;
  });
  const words = emailLanguage(answered.language);
  try {
    await services.sendEmail({
      to: answered.email,
      subject: words.t("complaint.answered.subject", { reference: answered.reference }),
      template: ComplaintAnsweredEmail({
        ...words,
        appUrl: services.env.APP_URL,
        name: answered.name,
        reference: answered.reference,
        response: input.response,
      }),
    });
  } catch (error) {
    services.logger.warn({ err: error, complaintId: answered.id }, "could not queue an answer");
  }
}
