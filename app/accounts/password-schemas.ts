import { z } from "~/zod";
import { PASSWORD_MAX, PASSWORD_MIN, signupMessages } from "./signup-schema";

const newPassword = z
  .string({ error: signupMessages.passwordLength })
  .min(PASSWORD_MIN, signupMessages.passwordLength)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

const passwordsMatch = {
  check: (form: { password: string; confirmPassword: string }) =>
    form.password === form.confirmPassword,
  params: { path: ["confirmPassword"], message: signupMessages.passwordsDiffer },
};
const confirmPassword = z.string({ error: signupMessages.passwordsDiffer });

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address, like name@example.com" })),
});

/** Choosing a new password from an emailed link: the same rules as at sign-up. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This link is not valid." }),
    password: newPassword,
    confirmPassword,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** Changing it while signed in needs the current one too. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password" }),
    password: newPassword,
    confirmPassword,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
