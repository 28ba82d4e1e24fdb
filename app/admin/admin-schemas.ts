import { englishFrom } from "~/i18n/english";
import enAdmin from "~/i18n/locales/en/admin";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

// The admin area's forms, one schema each, read by the browser and again by the server. Made for
// a translator (decision 0098): the server checks a form in the language of the request that
// sent it, the browser in the page's; the English defaults are marked pure, so a browser bundle
// that builds its schemas from the page's translator leaves them, and the catalogue, out.

const english = /* @__PURE__ */ englishFrom(enAdmin);

export const staffRoles = ["admin", "moderator"] as const;
export type StaffRoleName = (typeof staffRoles)[number];

/** The forms' messages and the role changes' answers in the words of `t` (`admin` catalogue). */
export function adminMessagesFor(t: Translate) {
  return {
    invalidUserId: t("forms.invalidUserId"),
    userNotFound: t("forms.userNotFound"),
    assigned: (role: string) => t("users.assigned", { role }),
    assignFailed: t("forms.assignFailed"),
    alreadyHolds: (role: string) => t("forms.alreadyHolds", { role }),
    removed: t("users.removed"),
    removeFailed: t("forms.removeFailed"),
    lastAdmin: t("forms.lastAdmin"),
    roleNotFound: t("forms.roleNotFound"),
    missingSheetId: t("forms.missingSheetId"),
  };
}

/** The specification's words, in English. */
export const adminMessages = /* @__PURE__ */ adminMessagesFor(english);

/** The roles' names in the words of `t`. */
export function roleLabelsFor(t: Translate): Record<StaffRoleName, string> {
  return { admin: t("users.roles.admin"), moderator: t("users.roles.moderator") };
}

export const REVIEW_NOTES_MAX = 1000;

export const reviewSchema = z.object({
  intent: z.literal("review"),
  verificationId: z.uuid(),
  decision: z.enum(["approved", "rejected"]),
  notes: z.string().trim().max(REVIEW_NOTES_MAX).optional(),
});

export function assignRoleSchemaFor(t: Translate) {
  const invalid = t("forms.invalidUserId");
  return z.object({
    intent: z.literal("assign-role"),
    userId: z.string({ error: invalid }).trim().min(1, invalid),
    role: z.enum(staffRoles),
  });
}
export const assignRoleSchema = /* @__PURE__ */ assignRoleSchemaFor(english);

export const removeRoleSchema = z.object({
  intent: z.literal("remove-role"),
  roleId: z.uuid(),
});

export const DEFAULT_SHEET_NAME = "Sheet1";

export function syncSchemaFor(t: Translate) {
  const missing = t("forms.missingSheetId");
  return z.object({
    intent: z.literal("sync"),
    spreadsheetId: z.string({ error: missing }).trim().min(1, missing),
    sheetName: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || DEFAULT_SHEET_NAME),
  });
}
export const syncSchema = /* @__PURE__ */ syncSchemaFor(english);

export const roleLabels = /* @__PURE__ */ roleLabelsFor(english);

export const HIDE_REASON_MAX = 500;

export function reportDecisionSchemaFor(t: Translate) {
  return z
    .object({
      intent: z.literal("decide"),
      reportId: z.uuid(),
      decision: z.enum(["dismiss", "hide", "suspend"]),
      reason: z.string().trim().max(HIDE_REASON_MAX).optional(),
    })
    .refine((form) => form.decision === "dismiss" || Boolean(form.reason), {
      path: ["reason"],
      message: t("forms.reasonRequired"),
    });
}
export const reportDecisionSchema = /* @__PURE__ */ reportDecisionSchemaFor(english);

/** Shows again something a report led staff to hide. */
export const restoreContentSchema = z.object({
  intent: z.literal("restore"),
  kind: z.string().min(1).max(40),
  targetId: z.string().min(1).max(100),
});

/** Lifts a member's suspension (admins). */
export const liftSuspensionSchema = z.object({
  intent: z.literal("lift"),
  userId: z.string().min(1).max(100),
});

export function moderationFormSchemaFor(t: Translate) {
  return z.discriminatedUnion("intent", [
    reportDecisionSchemaFor(t),
    restoreContentSchema,
    liftSuspensionSchema,
  ]);
}
export const moderationFormSchema = /* @__PURE__ */ moderationFormSchemaFor(english);

/** The mail page's retry button: one dead letter, or every one (decision 0077). */
export const retryDeadLetterSchema = z.object({
  intent: z.literal("retry-dead-letter"),
  emailId: z.union([z.uuid(), z.literal("all")]),
});
