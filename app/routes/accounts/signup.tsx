import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { googleSignInEnabled } from "~/accounts/auth.server";
import { AuthCard } from "~/accounts/auth-card";
import { getCurrentUser } from "~/accounts/current-user.server";
import { GoogleSignIn } from "~/accounts/google-sign-in";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import {
  type OrganizationType,
  organizationTypes,
  requiresRegistrationNumber,
} from "~/accounts/registration-number";
import signupScript from "~/accounts/signup.island.ts?inline-script";
import { signupAction } from "~/accounts/signup-action.server";
import { signupChecksIn } from "~/accounts/signup-checks.server";
import {
  AccountTypeChoice,
  OrganisationFields,
  SignupConsentFields,
} from "~/accounts/signup-fields";
import type { AccountType, SignupInput } from "~/accounts/signup-schema";
import { FormErrors } from "~/components/form-errors";
import { formatPence } from "~/components/format-money";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { referralSignup } from "~/membership/referral-codes.server";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/signup";

/** Other pages link here with the organisation type chosen: ?type= or ?organizationType=. */
function presetOrganizationType(url: URL): OrganizationType | null {
  const value = url.searchParams.get("type") ?? url.searchParams.get("organizationType");
  return organizationTypes.find((type) => type === value) ?? null;
}

export function loader({ context, url }: Route.LoaderArgs) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const { env } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "accounts");
  const membershipPrice = formatPence(env.MEMBERSHIP_PRICE_PENCE);
  return {
    appUrl: env.APP_URL,
    lng,
    title: t("signup.title"),
    description: t("signup.description", { price: membershipPrice }),
    google: googleSignInEnabled(env),
    presetType: presetOrganizationType(url),
    referralCode: url.searchParams.get("ref")?.trim().toUpperCase() ?? "",
    membershipPrice,
    checks: signupChecksIn(lng, t),
  };
}

export async function action(args: Route.ActionArgs) {
  return signupAction(args, referralSignup);
}

export const headers = publicPageHeaders;

// Sent without React: the form is a plain post, checked in the browser by a small inline script
// built from the schema's own checks, and again on the server (decision 0066).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: "/signup",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation("accounts");
  const stateType = (location.state as { organizationType?: string } | null)?.organizationType;
  const preset =
    loaderData.presetType ?? organizationTypes.find((type) => type === stateType) ?? null;

  const [form, fields] = useForm<SignupInput>({
    id: "signup",
    lastResult: navigation.state === "idle" ? actionData : null,
    defaultValue: {
      accountType: preset ? "organization" : "personal",
      organizationType: preset ?? undefined,
      referralCode: loaderData.referralCode || undefined,
    },
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === "/signup";

  const accountType = (fields.accountType.initialValue as AccountType | undefined) ?? "personal";
  const isOrganization = accountType === "organization";
  const orgType = fields.organizationType.initialValue ?? "";
  const needsNumber =
    isOrganization &&
    organizationTypes.some((type) => type === orgType && requiresRegistrationNumber(type));
  // Shown while "Personal" or "Organisation" is chosen: CSS, before and without JavaScript too.
  const personalOnly = "group-has-[#account-type-organization:checked]:hidden";
  const organisationOnly = "hidden group-has-[#account-type-organization:checked]:inline";

  return (
    <AuthCard
      wide
      title={t("signup.title")}
      description={t("signup.intro", { price: loaderData.membershipPrice })}
      footer={
        <>
          {t("signup.haveAccount")} <Link to="/login">{t("signup.signIn")}</Link>
        </>
      }
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        action="/signup"
        {...getFormProps(form)}
        data-checks={JSON.stringify(loaderData.checks)}
        className="group flex flex-col gap-5"
      >
        <FieldErrorTemplate />
        <AccountTypeChoice name={fields.accountType.name} accountType={accountType} />

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("signup.email")} id={fields.email.id} error={fields.email.errors}>
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
          </Field>
          <Field
            label={t("signup.username")}
            id={fields.username.id}
            error={fields.username.errors}
            hint={t("signup.usernameHint")}
          >
            <Input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" />
          </Field>
        </div>
        <Field
          label={
            <>
              {t("signup.location")}
              <span className={personalOnly}>{t("signup.optional")}</span>
            </>
          }
          id={fields.location.id}
          error={fields.location.errors}
          hint={t("signup.locationHint")}
        >
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            autoComplete="address-level2"
          />
        </Field>

        <OrganisationFields
          organizationName={fields.organizationName}
          organizationType={fields.organizationType}
          registrationNumber={fields.registrationNumber}
          shown={isOrganization}
          needsNumber={needsNumber}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        </div>

        {isOrganization ? null : (
          <Field
            label={t("signup.referralCode")}
            id={fields.referralCode.id}
            error={fields.referralCode.errors}
            hint={t("signup.referralHint")}
            className={personalOnly}
          >
            <Input
              {...getInputProps(fields.referralCode, { type: "text" })}
              className="uppercase"
              autoCapitalize="characters"
            />
          </Field>
        )}

        <SignupConsentFields
          termsAccepted={fields.termsAccepted}
          privacyAccepted={fields.privacyAccepted}
          ageConfirmed={fields.ageConfirmed}
          marketingConsent={fields.marketingConsent}
        />

        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? (
            t("signup.creating")
          ) : (
            <>
              <span className={personalOnly}>{t("signup.create")}</span>
              <span className={organisationOnly}>{t("signup.registerOrganisation")}</span>
            </>
          )}
        </Button>
      </Form>
      <InlineScript code={signupScript} />
      {loaderData.google ? (
        <>
          <p className="text-center text-ink-muted">{t("signup.or")}</p>
          <GoogleSignIn action="/signup" />
        </>
      ) : null}
    </AuthCard>
  );
}
