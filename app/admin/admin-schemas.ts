import { z } from "~/zod";

// The admin area's forms, one schema each, read by the browser and again by the server.

export const adminMessages = {
  invalidUserId: "Please enter a valid user ID",
  userNotFound: "User not found. Make sure they have signed up first.",
  assigned: (role: string) => `${role} role assigned successfully`,
  assignFailed: "Failed to assign role",
  alreadyHolds: (role: string) => `That user already has the ${role} role.`,
  removed: "Role removed successfully",
  removeFailed: "Failed to remove role",
  lastAdmin: "The last admin cannot be removed. Make someone else an admin first.",
  roleNotFound: "That role has already been removed.",
  missingSheetId: "Please provide a Google Sheets ID",
} as const;

export const REVIEW_NOTES_MAX = 1000;

export const reviewSchema = z.object({
  intent: z.literal("review"),
  verificationId: z.uuid(),
  decision: z.enum(["approved", "rejected"]),
  notes: z.string().trim().max(REVIEW_NOTES_MAX).optional(),
});

export const assignRoleSchema = z.object({
  intent: z.literal("assign-role"),
  userId: z
    .string({ error: adminMessages.invalidUserId })
    .trim()
    .min(1, adminMessages.invalidUserId),
  role: z.enum(["admin", "moderator"]),
});

export const removeRoleSchema = z.object({
  intent: z.literal("remove-role"),
  roleId: z.uuid(),
});

export const DEFAULT_SHEET_NAME = "Sheet1";

export const syncSchema = z.object({
  intent: z.literal("sync"),
  spreadsheetId: z
    .string({ error: adminMessages.missingSheetId })
    .trim()
    .min(1, adminMessages.missingSheetId),
  sheetName: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || DEFAULT_SHEET_NAME),
});

export const roleLabels = { admin: "Admin", moderator: "Moderator" } as const;

export const HIDE_REASON_MAX = 500;

export const reportDecisionSchema = z
  .object({
    intent: z.literal("decide"),
    reportId: z.uuid(),
    decision: z.enum(["dismiss", "hide", "suspend"]),
    reason: z.string().trim().max(HIDE_REASON_MAX).optional(),
  })
  .refine((form) => form.decision === "dismiss" || Boolean(form.reason), {
    path: ["reason"],
    message: "Give a reason: the member will see it.",
  });

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

export const moderationFormSchema = z.discriminatedUnion("intent", [
  reportDecisionSchema,
  restoreContentSchema,
  liftSuspensionSchema,
]);

/** The mail page's retry button: one dead letter, or every one (decision 0077). */
export const retryDeadLetterSchema = z.object({
  intent: z.literal("retry-dead-letter"),
  emailId: z.union([z.uuid(), z.literal("all")]),
});
