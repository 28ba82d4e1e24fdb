import { englishFrom } from "~/i18n/english";
import enAccounts from "~/i18n/locales/en/accounts";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { organizationTypes, requiresRegistrationNumber } from "./registration-number";

/**
 * The forms' messages come from the `accounts` catalogue (`forms.*`): each schema is made for a
 * translator, so the server checks a form in the language of the request that sent it
 * (`signupSchemaFor(getT(context))`), and the English schema below is the default (decision 0098).
 */
const english = englishFrom(enAccounts);

// The specification's messages, word for word.
export const signupMessages = {
  terms: english("forms.terms"),
  privacy: english("forms.privacy"),
  age: english("forms.age"),
  passwordLength: english("forms.passwordLength", { min: 8 }),
  passwordsDiffer: english("forms.passwordsDiffer"),
  referralCode: english("forms.referralCode"),
  registrationNumber: english("forms.registrationNumber"),
} as const;

export const accountTypes = ["personal", "organization"] as const;
export type AccountType = (typeof accountTypes)[number];

export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Zod skips refinements once any field has failed; the form must show every message at once,
 * so the cross-field checks run regardless and read the values defensively.
 */
const always = { when: () => true };

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional();

const LOCATION_MAX = 100;
const ORGANISATION_NAME_MAX = 150;
const REGISTRATION_NUMBER_MAX = 40;
const REFERRAL_CODE_MAX = 40;

/** The sign-up form's one schema, in the words of `t`: checked in the browser and on the server. */
export function signupSchemaFor(t: Translate) {
  const message = {
    passwordLength: t("forms.passwordLength", { min: PASSWORD_MIN }),
    passwordsDiffer: t("forms.passwordsDiffer"),
    referralCode: t("forms.referralCode"),
    organisationType: t("forms.organisationType"),
  };
  return z
    .object({
      accountType: z.enum(accountTypes).default("personal"),
      email: z
        .string({ error: t("forms.emailRequired") })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: t("forms.emailInvalid") })),
      username: z
        .string({ error: t("forms.usernameRequired") })
        .trim()
        .min(2, t("forms.usernameLength", { max: USERNAME_MAX }))
        .max(USERNAME_MAX, t("forms.usernameLength", { max: USERNAME_MAX })),
      location: optionalText(LOCATION_MAX, t("forms.locationTooLong", { max: LOCATION_MAX })),
      password: z
        .string({ error: message.passwordLength })
        .min(PASSWORD_MIN, message.passwordLength)
        .max(PASSWORD_MAX, t("forms.passwordTooLong", { max: PASSWORD_MAX })),
      confirmPassword: z.string({ error: message.passwordsDiffer }),
      termsAccepted: z.boolean().optional(),
      privacyAccepted: z.boolean().optional(),
      ageConfirmed: z.boolean().optional(),
      marketingConsent: z.boolean().optional(),
      organizationName: optionalText(
        ORGANISATION_NAME_MAX,
        t("forms.organisationNameTooLong", { max: ORGANISATION_NAME_MAX }),
      ),
      organizationType: z.enum(organizationTypes, { error: message.organisationType }).optional(),
      registrationNumber: optionalText(
        REGISTRATION_NUMBER_MAX,
        t("forms.registrationNumberTooLong", { max: REGISTRATION_NUMBER_MAX }),
      ),
      referralCode: z
        .string()
        .trim()
        .toUpperCase()
        .max(REFERRAL_CODE_MAX, message.referralCode)
        .optional(),
    })
    .superRefine((form, ctx) => {
      refineSignup(form, ctx, t);
    }, always);
}

type SignupShape = {
  accountType: AccountType;
  password?: unknown;
  confirmPassword?: unknown;
  termsAccepted?: boolean;
  privacyAccepted?: boolean;
  ageConfirmed?: boolean;
  organizationName?: string;
  organizationType?: (typeof organizationTypes)[number];
  location?: string;
  registrationNumber?: string;
};

/** The checks across fields, which run even when a field has failed. */
function refineSignup(form: SignupShape, ctx: z.RefinementCtx, t: Translate) {
  const confirmations = [
    ["termsAccepted", t("forms.terms")],
    ["privacyAccepted", t("forms.privacy")],
    ["ageConfirmed", t("forms.age")],
  ] as const;
  for (const [field, message] of confirmations) {
    if (form[field] !== true) ctx.addIssue({ code: "custom", path: [field], message });
  }
  if (typeof form.password === "string" && form.confirmPassword !== form.password) {
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: t("forms.passwordsDiffer"),
    });
  }
  if (form.accountType !== "organization") return;
  if (!form.organizationName) {
    ctx.addIssue({
      code: "custom",
      path: ["organizationName"],
      message: t("forms.organisationNameRequired"),
    });
  }
  if (!form.organizationType) {
    ctx.addIssue({
      code: "custom",
      path: ["organizationType"],
      message: t("forms.organisationType"),
    });
  }
  if (!form.location) {
    ctx.addIssue({ code: "custom", path: ["location"], message: t("forms.locationRequired") });
  }
  if (
    form.organizationType &&
    requiresRegistrationNumber(form.organizationType) &&
    !form.registrationNumber
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationNumber"],
      message: t("forms.registrationNumber"),
    });
  }
}

/** The sign-up form's schema in English, the default. */
export const signupSchema = signupSchemaFor(english);

export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-in form's one schema, in the words of `t`. */
export function loginSchemaFor(t: Translate) {
  return z.object({
    email: z
      .string({ error: t("forms.emailRequired") })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: t("forms.emailInvalid") })),
    password: z.string({ error: t("forms.passwordRequired") }),
    rememberMe: z.boolean().optional(),
    redirectTo: z.string().optional(),
  });
}

/** The sign-in form's schema in English, the default. */
export const loginSchema = loginSchemaFor(english);

export type LoginInput = z.infer<typeof loginSchema>;
