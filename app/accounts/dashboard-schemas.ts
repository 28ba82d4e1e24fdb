import { englishFrom } from "~/i18n/english";
import enAccounts from "~/i18n/locales/en/accounts";
import enDashboard from "~/i18n/locales/en/dashboard";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { organizationTypes, requiresRegistrationNumber } from "./registration-number";

// The dashboard's forms, each one schema made for a translator (decision 0098): the forum
// settings in the `dashboard` catalogue's words, the verification application in `accounts`'
// (the sign-up form asks the same). The English schemas below are the defaults.

export const FORUM_USERNAME_MAX = 50;
const ORGANISATION_NAME_MAX = 150;

/** Empty means "use my username". `t` reads the `dashboard` catalogue. */
export function forumSettingsSchemaFor(t: Translate) {
  return z.object({
    forumUsername: z
      .string()
      .trim()
      .max(FORUM_USERNAME_MAX, t("forum.tooLong", { max: FORUM_USERNAME_MAX }))
      .optional(),
  });
}
// Marked pure so that a browser bundle which never uses the English default leaves it out.
export const forumSettingsSchema = /* @__PURE__ */ forumSettingsSchemaFor(
  /* @__PURE__ */ englishFrom(enDashboard),
);

export const marketingConsentSchema = z.object({
  marketingConsent: z.boolean().optional(),
});

/** A new verification application after a rejected or failed one. `t` reads `accounts`. */
export function verificationApplicationSchemaFor(t: Translate) {
  return z
    .object({
      organizationName: z
        .string({ error: t("forms.organisationNameRequired") })
        .trim()
        .min(1, t("forms.organisationNameRequired"))
        .max(
          ORGANISATION_NAME_MAX,
          t("forms.organisationNameTooLong", { max: ORGANISATION_NAME_MAX }),
        ),
      organizationType: z.enum(organizationTypes, { error: t("forms.organisationType") }),
      registrationNumber: z.string().trim().max(40).optional(),
    })
    .superRefine((form, ctx) => {
      if (requiresRegistrationNumber(form.organizationType) && !form.registrationNumber) {
        ctx.addIssue({
          code: "custom",
          path: ["registrationNumber"],
          message: t("forms.registrationNumber"),
        });
      }
    });
}
export const verificationApplicationSchema = /* @__PURE__ */ verificationApplicationSchemaFor(
  /* @__PURE__ */ englishFrom(enAccounts),
);
