import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { serializeSignupConsent } from "~/consent/consent-records.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { clientIpContext, getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { getCurrentUser } from "./current-user.server";
import { startGoogleSignIn } from "./google-sign-in.server";
import { signUpRefusal } from "./sign-up-throttle.server";
import { EMAIL_TAKEN_MESSAGE, signUp } from "./signup.server";
import type { SignupReferrals } from "./signup-referrals";
import { signupMessages, signupSchemaFor } from "./signup-schema";

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
  const formData = await readForm(request, context);
  if (formData.get("intent") === "google") return startGoogleSignIn(context, request, "/dashboard");

  const t = getI18n(context).getFixedT(null, "accounts");
  const submission = parseWithZod(formData, { schema: signupSchemaFor(t) });
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
  const lng = getLanguage(context);
  const result = await signUp(services, { ...submission.value, language: lng }, referrals);
  if (!result.ok) {
    // The refusals signUp words in English, in the page's language.
    const inLanguage = new Map([
      [EMAIL_TAKEN_MESSAGE, t("forms.emailTaken")],
      [signupMessages.referralCode, t("forms.referralCode")],
    ]);
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, errors]) => [
        field,
        errors?.map((error) => inLanguage.get(error) ?? error),
      ]),
    );
    return data(submission.reply({ fieldErrors, hideFields }), { status: 400 });
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
      title: t("signup.created"),
      description: t("signup.createdDescription", { email: submission.value.email }),
    },
    { headers: { "Set-Cookie": consent } },
  );
}
