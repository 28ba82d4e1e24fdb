import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { AppServices } from "~/server/services.server";
import { AdminAccessError, assertAdmin } from "./admin-access.server";
import { assignRoleSchema, removeRoleSchema, reviewSchema, syncSchema } from "./admin-schemas";
import { requestFoodBankSync, SyncBusyError } from "./food-bank-sync.server";
import { assignRole, RoleChangeError, removeRole } from "./staff-management.server";
import {
  ReviewConflictError,
  reviewVerification,
  verificationMessages,
} from "./verifications.server";

// Every form of the admin dashboard posts here, with an intent. The admin role is checked
// before anything is read from the form, so a forged request changes nothing.

type Reply = SubmissionResult<string[]>;

export type AdminActionOutcome =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; status: number; message: string; result?: Reply };

type Services = Pick<AppServices, "db" | "logger" | "env" | "sendEmail" | "jobs">;

export async function handleAdminAction(
  services: Services,
  actor: CurrentUser,
  formData: FormData,
): Promise<AdminActionOutcome> {
  const intent = String(formData.get("intent") ?? "");
  try {
    assertAdmin(actor);
    if (intent === "review") return await review(services, actor, formData);
    if (intent === "assign-role") return await assign(services, actor, formData);
    if (intent === "remove-role") return await remove(services, actor, formData);
    if (intent === "sync") return await sync(services, actor, formData);
    return { ok: false, intent, status: 400, message: "Unknown action" };
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return { ok: false, intent, status: 403, message: error.message };
    }
    throw error;
  }
}

async function review(services: Services, actor: CurrentUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return fail("review", 400, verificationMessages.failed, submission.reply());
  }
  try {
    await reviewVerification(
      { ...services, appUrl: services.env.APP_URL },
      actor,
      submission.value,
    );
  } catch (error) {
    if (error instanceof ReviewConflictError) return fail("review", error.status, error.message);
    services.logger.error({ err: error }, "could not review a verification");
    return fail("review", 500, verificationMessages.failed);
  }
  return ok("review", verificationMessages.reviewed(submission.value.decision));
}

async function assign(services: Services, actor: CurrentUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: assignRoleSchema });
  if (submission.status !== "success") {
    const message = submission.error?.userId?.[0] ?? "Failed to assign role";
    return fail("assign-role", 400, message, submission.reply());
  }
  try {
    const { message } = await assignRole(services.db, actor, submission.value);
    return ok("assign-role", message);
  } catch (error) {
    if (error instanceof RoleChangeError) {
      return fail(
        "assign-role",
        error.status,
        error.message,
        submission.reply({ fieldErrors: { userId: [error.message] } }),
      );
    }
    services.logger.error({ err: error }, "could not assign a role");
    return fail("assign-role", 500, "Failed to assign role", submission.reply());
  }
}

async function remove(services: Services, actor: CurrentUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: removeRoleSchema });
  if (submission.status !== "success") return fail("remove-role", 400, "Failed to remove role");
  try {
    const { message } = await removeRole(services.db, actor, submission.value.roleId);
    return ok("remove-role", message);
  } catch (error) {
    if (error instanceof RoleChangeError) return fail("remove-role", error.status, error.message);
    services.logger.error({ err: error }, "could not remove a role");
    return fail("remove-role", 500, "Failed to remove role");
  }
}

async function sync(services: Services, actor: CurrentUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: syncSchema });
  if (submission.status !== "success") {
    const message = submission.error?.spreadsheetId?.[0] ?? "Failed to sync food banks";
    return fail("sync", 400, message, submission.reply());
  }
  try {
    await requestFoodBankSync(services, actor, submission.value);
  } catch (error) {
    if (error instanceof SyncBusyError) return fail("sync", 409, error.message, submission.reply());
    services.logger.error({ err: error }, "could not queue a food-bank sync");
    return fail("sync", 500, "Failed to sync food banks", submission.reply());
  }
  return ok("sync", "Sync started. The result appears here when it finishes.");
}

function ok(intent: string, message: string): AdminActionOutcome {
  return { ok: true, intent, message };
}

function fail(intent: string, status: number, message: string, result?: Reply): AdminActionOutcome {
  return { ok: false, intent, status, message, ...(result ? { result } : {}) };
}
