import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { serializeSignupConsent } from "~/consent/consent-records.server";
import { clientIpContext, getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { getCurrentUser } from "./current-user.server";
import { startGoogleSignIn } from "./google-sign-in.server";
import { signUpRefusal } from "./sign-up-throttle.server";
import { signUp } from "./signup.server";
import type { SignupReferrals } from "./signup-referrals";
import { signupSchema } from "./signup-schema";

/**
 * The sign-up form's action: Google, or the form checked, rate-limited per client address and
 * per email address, and saved, with the consent record set as a cookie too. `referrals` is membership's part, which
 * the route hands in (accounts does not import membership).
 */
export async function signupAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  referrals: SignupReferrals,
) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const formData = await readForm(request);
  if (formData.get("intent") === "google") return startGoogleSignIn(context, request, "/dashboard");

  const submission = parseWithZod(formData, { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  const services = getServices(context);
  const refusal = await signUpRefusal(services.db, services.env.BETTER_AUTH_SECRET, {
    email: submission.value.email,
    address: context.get(clientIpContext) || "unknown",
  });
  if (refusal) {
    return data(submission.reply({ formErrors: [refusal], hideFields }), { status: 429 });
  }
  const result = await signUp(services, submission.value, referrals);
  if (!result.ok) {
    return data(submission.reply({ fieldErrors: result.fieldErrors, hideFields }), { status: 400 });
  }
  const consent = await serializeSignupConsent(services.env, {
    termsAccepted: submission.value.termsAccepted === true,
    privacyAccepted: submission.value.privacyAccepted === true,
    marketingConsent: submission.value.marketingConsent === true,
    ageConfirmed: submission.value.ageConfirmed === true,
    timestamp: new Date().toISOString(),
  });
  return services.toasts.redirect(
    "/login",
    {
      type: "success",
      title: "Account created",
      description: `We have sent a confirmation link to ${submission.value.email}. Please confirm your email address, then sign in.`,
    },
    { headers: { "Set-Cookie": consent } },
  );
}
