import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/accounts/current-user.server";
import { englishFrom } from "~/i18n/english";
import enAdmin from "~/i18n/locales/en/admin";
import type { Translate } from "~/i18n/messages";
import type { AppServices } from "~/server/services.server";
import { AdminAccessError, assertAdmin } from "./admin-access.server";
import {
  assignRoleSchemaFor,
  removeRoleSchema,
  reviewSchema,
  roleLabelsFor,
  syncSchemaFor,
} from "./admin-schemas";
import { requestFoodBankSync, SyncBusyError } from "./food-bank-sync.server";
import { assignRole, RoleChangeError, removeRole } from "./staff-management.server";
import { staffMessageIn } from "./staff-words.server";
import { ReviewConflictError, reviewVerification } from "./verifications.server";

// Every form of the admin dashboard posts here, with an intent. The admin role is checked
// before anything is read from the form, so a forged request changes nothing. Answers are in
// the words of `t`, the request's `admin` translator (decision 0098); English by default.

type Reply = SubmissionResult<string[]>;

export type AdminActionOutcome =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; status: number; message: string; result?: Reply };

type Services = Pick<AppServices, "db" | "logger" | "env" | "sendEmail" | "jobs">;

const english = englishFrom(enAdmin);

export async function handleAdminAction(
  services: Services,
  actor: CurrentUser,
  formData: FormData,
  t: Translate = english,
): Promise<AdminActionOutcome> {
  const intent = String(formData.get("intent") ?? "");
  try {
    assertAdmin(actor);
    if (intent === "review") return await review(services, actor, formData, t);
    if (intent === "assign-role") return await assign(services, actor, formData, t);
    if (intent === "remove-role") return await remove(services, actor, formData, t);
    if (intent === "sync") return await sync(services, actor, formData, t);
    return { ok: false, intent, status: 400, message: t("forms.unknownAction") };
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return { ok: false, intent, status: 403, message: staffMessageIn(t, error.message) };
    }
    throw error;
  }
}

async function review(services: Services, actor: CurrentUser, formData: FormData, t: Translate) {
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return fail("review", 400, t("verifications.failed"), submission.reply());
  }
  try {
    await reviewVerification(
      { ...services, appUrl: services.env.APP_URL },
      actor,
      submission.value,
    );
  } catch (error) {
    if (error instanceof ReviewConflictError) {
      return fail("review", error.status, staffMessageIn(t, error.message));
    }
    services.logger.error({ err: error }, "could not review a verification");
    return fail("review", 500, t("verifications.failed"));
  }
  return ok("review", t(`verifications.reviewed.${submission.value.decision}`));
}

async function assign(services: Services, actor: CurrentUser, formData: FormData, t: Translate) {
  const submission = parseWithZod(formData, { schema: assignRoleSchemaFor(t) });
  if (submission.status !== "success") {
    const message = submission.error?.userId?.[0] ?? t("forms.assignFailed");
    return fail("assign-role", 400, message, submission.reply());
  }
  try {
    await assignRole(services.db, actor, submission.value);
    const role = roleLabelsFor(t)[submission.value.role];
    return ok("assign-role", t("users.assigned", { role }));
  } catch (error) {
    if (error instanceof RoleChangeError) {
      const message = staffMessageIn(t, error.message);
      return fail(
        "assign-role",
        error.status,
        message,
        submission.reply({ fieldErrors: { userId: [message] } }),
      );
    }
    services.logger.error({ err: error }, "could not assign a role");
    return fail("assign-role", 500, t("forms.assignFailed"), submission.reply());
  }
}

async function remove(services: Services, actor: CurrentUser, formData: FormData, t: Translate) {
  const submission = parseWithZod(formData, { schema: removeRoleSchema });
  if (submission.status !== "success") return fail("remove-role", 400, t("forms.removeFailed"));
  try {
    await removeRole(services.db, actor, submission.value.roleId);
    return ok("remove-role", t("users.removed"));
  } catch (error) {
    if (error instanceof RoleChangeError) {
      return fail("remove-role", error.status, staffMessageIn(t, error.message));
    }
    services.logger.error({ err: error }, "could not remove a role");
    return fail("remove-role", 500, t("forms.removeFailed"));
  }
}

async function sync(services: Services, actor: CurrentUser, formData: FormData, t: Translate) {
  const submission = parseWithZod(formData, { schema: syncSchemaFor(t) });
  if (submission.status !== "success") {
    const message = submission.error?.spreadsheetId?.[0] ?? t("forms.syncFailed");
    return fail("sync", 400, message, submission.reply());
  }
  try {
    await requestFoodBankSync(services, actor, submission.value);
  } catch (error) {
    if (error instanceof SyncBusyError) {
      return fail("sync", 409, staffMessageIn(t, error.message), submission.reply());
    }
    services.logger.error({ err: error }, "could not queue a food-bank sync");
    return fail("sync", 500, t("forms.syncFailed"), submission.reply());
  }
  return ok("sync", t("sync.started"));
}

function ok(intent: string, message: string): AdminActionOutcome {
  return { ok: true, intent, message };
}

function fail(intent: string, status: number, message: string, result?: Reply): AdminActionOutcome {
  return { ok: false, intent, status, message, ...(result ? { result } : {}) };
}
