import { z } from "~/zod";
import { organizationTypes, requiresRegistrationNumber } from "./registration-number";

// The specification's messages, word for word.
export const signupMessages = {
  terms: "You must agree to the Terms of Service to continue",
  privacy: "You must agree to the Privacy Policy to continue",
  age: "You must confirm you are at least 16 years old",
  passwordLength: "Password must be at least 8 characters long",
  passwordsDiffer: "Passwords do not match",
  referralCode: "Invalid referral code. Please check the code or proceed without it.",
  registrationNumber: "Registration number is required for this organization type",
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

/** One schema for the sign-up form, checked in the browser and again on the server. */
export const signupSchema = z
  .object({
    accountType: z.enum(accountTypes).default("personal"),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Enter a valid email address, like name@example.com" })),
    username: z
      .string({ error: "Username is required" })
      .trim()
      .min(2, `Username must be 2 to ${USERNAME_MAX} characters`)
      .max(USERNAME_MAX, `Username must be 2 to ${USERNAME_MAX} characters`),
    location: optionalText(100, "Location must be at most 100 characters"),
    password: z
      .string({ error: signupMessages.passwordLength })
      .min(PASSWORD_MIN, signupMessages.passwordLength)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
    confirmPassword: z.string({ error: signupMessages.passwordsDiffer }),
    termsAccepted: z.boolean().optional(),
    privacyAccepted: z.boolean().optional(),
    ageConfirmed: z.boolean().optional(),
    marketingConsent: z.boolean().optional(),
    organizationName: optionalText(150, "Organisation name must be at most 150 characters"),
    organizationType: z
      .enum(organizationTypes, { error: "Choose your organisation type" })
      .optional(),
    registrationNumber: optionalText(40, "Registration number must be at most 40 characters"),
    referralCode: z.string().trim().toUpperCase().max(40, signupMessages.referralCode).optional(),
  })
  .superRefine((form, ctx) => {
    const confirmations = [
      ["termsAccepted", signupMessages.terms],
      ["privacyAccepted", signupMessages.privacy],
      ["ageConfirmed", signupMessages.age],
    ] as const;
    for (const [field, message] of confirmations) {
      if (form[field] !== true) ctx.addIssue({ code: "custom", path: [field], message });
    }
    if (typeof form.password === "string" && form.confirmPassword !== form.password) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: signupMessages.passwordsDiffer,
      });
    }
    if (form.accountType !== "organization") return;
    if (!form.organizationName) {
      ctx.addIssue({
        code: "custom",
        path: ["organizationName"],
        message: "Organisation name is required",
      });
    }
    if (!form.organizationType) {
      ctx.addIssue({
        code: "custom",
        path: ["organizationType"],
        message: "Choose your organisation type",
      });
    }
    if (!form.location) {
      ctx.addIssue({ code: "custom", path: ["location"], message: "Location is required" });
    }
    if (
      form.organizationType &&
      requiresRegistrationNumber(form.organizationType) &&
      !form.registrationNumber
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: signupMessages.registrationNumber,
      });
    }
  }, always);

export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address, like name@example.com" })),
  password: z.string({ error: "Password is required" }),
  rememberMe: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
