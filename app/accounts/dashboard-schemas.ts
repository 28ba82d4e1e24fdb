import { z } from "~/zod";
import { organizationTypes, requiresRegistrationNumber } from "./registration-number";
import { signupMessages } from "./signup-schema";

export const FORUM_USERNAME_MAX = 50;
export const FORUM_SETTINGS_FAILED = "Failed to save forum settings. Please try again.";

/** Empty means "use my username". */
export const forumSettingsSchema = z.object({
  forumUsername: z
    .string()
    .trim()
    .max(FORUM_USERNAME_MAX, `Forum display name must be at most ${FORUM_USERNAME_MAX} characters`)
    .optional(),
});

export const marketingConsentSchema = z.object({
  marketingConsent: z.boolean().optional(),
});

/** A new verification application after a rejected or failed one. */
export const verificationApplicationSchema = z
  .object({
    organizationName: z
      .string({ error: "Organisation name is required" })
      .trim()
      .min(1, "Organisation name is required")
      .max(150, "Organisation name must be at most 150 characters"),
    organizationType: z.enum(organizationTypes, { error: "Choose your organisation type" }),
    registrationNumber: z.string().trim().max(40).optional(),
  })
  .superRefine((form, ctx) => {
    if (requiresRegistrationNumber(form.organizationType) && !form.registrationNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: signupMessages.registrationNumber,
      });
    }
  });
