import type { z } from "zod";
import type { CurrentUser } from "~/accounts/current-user.server";
import { englishFrom } from "~/i18n/english";
import enAdmin from "~/i18n/locales/en/admin";
import type { Translate } from "~/i18n/messages";
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
import { staffMessageIn } from "./staff-words.server";

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

const english = englishFrom(enAdmin);

/**
 * One form of the screen; each service checks the actor's role itself. The answer is in the words
 * of `t`, the request's `admin` translator (decision 0098); a refusal stays a ModerationError or
 * AdminAccessError, in English, for the route to word with `staffMessageIn`.
 */
export async function moderationAction(
  deps: ModerationDeps,
  actor: CurrentUser,
  form: z.output<typeof moderationFormSchema>,
  t: Translate = english,
): Promise<{ message: string }> {
  const said = (message: string) => ({ message: staffMessageIn(t, message) });
  switch (form.intent) {
    case "decide":
      return said((await decideReport(deps, actor, form)).message);
    case "restore":
      return said((await restoreContent(deps, actor, form)).message);
    case "lift":
      await liftSuspension(deps, actor, form);
      return said(suspensionMessages.restored);
  }
}
