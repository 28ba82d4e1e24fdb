import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import type { ModerationTargets } from "~/server/moderation-target";
import { consumeRateLimit } from "~/server/rate-limit/rate-limit.server";
import { reports } from "./admin.table";
import { reportMessages } from "./report-english";
import type { ReportReason, ReportRefusal } from "./report-schema";

// A member reports something (decision 0031): a listing, a forum topic or reply, a message in a
// conversation they are part of, or a member. The domain that owns the thing says whether this
// member may report it; the admin area keeps the report. Once per item per member, and at most
// REPORTS_PER_HOUR reports an hour, so the queue cannot be flooded.

export const REPORTS_PER_HOUR = 20;

export class ReportFilingError extends Error {
  override name = "ReportFilingError";
  readonly status: 404 | 409 | 429;
  /** The refusal's key in the `safety` catalogue, for the page to say it in its language. */
  readonly refusal: ReportRefusal;
  constructor(refusal: ReportRefusal, status: 404 | 409 | 429) {
    super(reportMessages[refusal]);
    this.refusal = refusal;
    this.status = status;
  }
}

export interface ReportFiling {
  kind: string;
  targetId: string;
  reason: ReportReason;
  note?: string;
}

export async function fileReport(
  deps: { db: Db; moderationTargets: ModerationTargets },
  reporter: CurrentUser,
  input: ReportFiling,
): Promise<{ reportId: string }> {
  const target = deps.moderationTargets.get(input.kind);
  if (!target || !(await target.reportable(deps.db, input.targetId, reporter.id))) {
    throw new ReportFilingError("notFound", 404);
  }
  const allowed = await consumeRateLimit(deps.db, `report:${reporter.id}`, {
    window: 60 * 60,
    max: REPORTS_PER_HOUR,
  });
  if (!allowed) throw new ReportFilingError("tooMany", 429);
  const [report] = await deps.db
    .insert(reports)
    .values({
      targetKind: target.kind,
      targetId: input.targetId,
      reporterId: reporter.id,
      reason: input.reason,
      note: input.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!report) throw new ReportFilingError("already", 409);
  return { reportId: report.id };
}
