import type { z } from "zod";
import type { CurrentUser } from "~/accounts/current-user.server";
import { isAdmin } from "./admin-access.server";
import type { moderationFormSchema } from "./admin-schemas";
import {
  liftSuspension,
  listSuspendedMembers,
  suspensionMessages,
} from "./member-suspension.server";
import type { ModerationDeps } from "./moderation-deps";
import type { ReportCategory } from "./report-schema";
import {
  decideReport,
  listHiddenFromReports,
  listOpenReports,
  restoreContent,
} from "./reports-queue.server";

// /admin/reports' loader and action in one place each: the route parses and responds.

/** The moderation screen: open reports, what reports hid, and (admins) suspended members. */
export async function moderationScreen(
  deps: ModerationDeps,
  viewer: CurrentUser,
  category: ReportCategory | null = null,
) {
  const admin = isAdmin(viewer);
  const [reports, hidden, suspended] = await Promise.all([
    listOpenReports(deps, { category }),
    listHiddenFromReports(deps),
    admin ? listSuspendedMembers(deps.db) : Promise.resolve([]),
  ]);
  return { isAdmin: admin, category, reports, hidden, suspended };
}

/** One form of the screen; each service checks the actor's role itself. */
export async function moderationAction(
  deps: ModerationDeps,
  actor: CurrentUser,
  form: z.output<typeof moderationFormSchema>,
): Promise<{ message: string }> {
  switch (form.intent) {
    case "decide":
      return decideReport(deps, actor, form);
    case "restore":
      return restoreContent(deps, actor, form);
    case "lift":
      await liftSuspension(deps, actor, form);
      return { message: suspensionMessages.restored };
  }
}
