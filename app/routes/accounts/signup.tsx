import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Building2, User } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { googleSignInEnabled } from "~/accounts/auth.server";
import { AuthCard } from "~/accounts/auth-card";
import { RATE_LIMITED_MESSAGE } from "~/accounts/auth-endpoint.server";
import { getCurrentUser } from "~/accounts/current-user.server";
import { GoogleSignIn } from "~/accounts/google-sign-in";
import { startGoogleSignIn } from "~/accounts/google-sign-in.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import {
  type OrganizationType,
  organizationTypeLabels,
  organizationTypes,
  requiresRegistrationNumber,
} from "~/accounts/registration-number";
import { SIGNUP_LIMIT, signUp } from "~/accounts/signup.server";
import { type AccountType, signupSchema } from "~/accounts/signup-schema";
import { FormErrors } from "~/components/form-errors";
import { formatPence } from "~/components/format-money";
import { pageMeta } from "~/components/seo";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/components/ui/cn";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { serializeSignupConsent } from "~/consent/consent-records.server";
import { referralSignup } from "~/membership/referral-codes.server";
import { clientIpContext, getServices } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/signup";

/** Other pages link here with the organisation type chosen: ?type= or ?organizationType=. */
function presetOrganizationType(url: URL): OrganizationType | null {
  const value = url.searchParams.get("type") ?? url.searchParams.get("organizationType");
  return organizationTypes.find((type) => type === value) ?? null;
}

export function loader({ context, url }: Route.LoaderArgs) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const { env } = getServices(context);
  return {
    appUrl: env.APP_URL,
    google: googleSignInEnabled(env),
    presetType: presetOrganizationType(url),
    referralCode: url.searchParams.get("ref")?.trim().toUpperCase() ?? "",
    membershipPrice: formatPence(env.MEMBERSHIP_PRICE_PENCE),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const formData = await request.formData();
  if (formData.get("intent") === "google") return startGoogleSignIn(context, request, "/dashboard");

  const submission = parseWithZod(formData, { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  const services = getServices(context);
  const allowed = await consumeRateLimit(
    services.db,
    `signup:${context.get(clientIpContext)}`,
    SIGNUP_LIMIT,
  );
  if (!allowed) {
    return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE], hideFields }), {
      status: 429,
    });
  }
  const result = await signUp(services, submission.value, referralSignup);
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
  return redirectWithToast(
    services.env.BETTER_AUTH_SECRET,
    "/login",
    {
      type: "success",
      title: "Account created",
      description: `We have sent a confirmation link to ${submission.value.email}. Please confirm your email address, then sign in.`,
    },
    { headers: { "Set-Cookie": consent } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Join Glut",
    description: `Join Glut: ${loaderData?.membershipPrice ?? ""} a year for growers and neighbours, free for verified food banks, schools and community groups.`,
    path: "/signup",
    appUrl: loaderData?.appUrl ?? "",
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const stateType = (location.state as { organizationType?: string } | null)?.organizationType;
  const preset =
    loaderData.presetType ?? organizationTypes.find((type) => type === stateType) ?? null;

  const [form, fields] = useForm({
    id: "signup",
    lastResult: navigation.state === "idle" ? actionData : null,
    defaultValue: {
      accountType: preset ? "organization" : "personal",
      organizationType: preset ?? undefined,
      referralCode: loaderData.referralCode || undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const [accountType, setAccountType] = useState<AccountType>(
    (fields.accountType.initialValue as AccountType | undefined) ?? "personal",
  );
  const [orgType, setOrgType] = useState<string>(fields.organizationType.initialValue ?? "");
  const [registrationNumber, setRegistrationNumber] = useState<string>(
    fields.registrationNumber.initialValue ?? "",
  );
  const isOrganization = accountType === "organization";
  const needsNumber =
    isOrganization &&
    organizationTypes.some((type) => type === orgType && requiresRegistrationNumber(type));
  const submitting = navigation.state !== "idle" && navigation.formAction === "/signup";

  return (
    <AuthCard
      wide
      title="Join Glut"
      description={`Share your surplus and find produce near you. Personal membership is ${loaderData.membershipPrice} a year; verified organisations join free.`}
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        action="/signup"
        {...getFormProps(form)}
        className="group flex flex-col gap-5"
      >
        <fieldset>
          <legend className="mb-2 font-semibold text-ink">I am joining as</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ["personal", "Personal", User],
                ["organization", "Organisation", Building2],
              ] as const
            ).map(([value, label, Icon]) => (
              <label
                key={value}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full border-2 px-4 font-semibold",
                  "has-checked:border-leaf has-checked:bg-leaf-soft has-checked:text-leaf-deep",
                  "border-line bg-card text-ink has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-deep",
                )}
              >
                <input
                  type="radio"
                  name={fields.accountType.name}
                  value={value}
                  id={`account-type-${value}`}
                  className="sr-only"
                  defaultChecked={accountType === value}
                  onChange={() => setAccountType(value)}
                />
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Email" id={fields.email.id} error={fields.email.errors}>
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
          </Field>
          <Field
            label="Username"
            id={fields.username.id}
            error={fields.username.errors}
            hint="Shown to other members."
          >
            <Input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" />
          </Field>
        </div>
        <Field
          label={isOrganization ? "Location" : "Location (optional)"}
          id={fields.location.id}
          error={fields.location.errors}
          hint="Your town or city, e.g. Leeds."
        >
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            autoComplete="address-level2"
          />
        </Field>

        {/* Without JavaScript, CSS shows these once "Organisation" is chosen. */}
        <fieldset
          className={cn(
            "flex-col gap-5 rounded-card border border-line bg-cream p-4",
            isOrganization ? "flex" : "hidden",
            "group-has-[#account-type-organization:checked]:flex",
          )}
        >
          <legend className="px-1 font-semibold text-soil">Your organisation</legend>
          <Field
            label="Organisation name"
            id={fields.organizationName.id}
            error={fields.organizationName.errors}
          >
            <Input
              {...getInputProps(fields.organizationName, { type: "text" })}
              autoComplete="organization"
            />
          </Field>
          <Field
            label="Organisation type"
            id={fields.organizationType.id}
            error={fields.organizationType.errors}
          >
            <NativeSelect
              {...getSelectProps(fields.organizationType)}
              onChange={(event) => setOrgType(event.currentTarget.value)}
            >
              <option value="">Choose a type</option>
              {organizationTypes.map((type) => (
                <option key={type} value={type}>
                  {organizationTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={needsNumber ? "Registration number" : "Registration number (if you have one)"}
            id={fields.registrationNumber.id}
            error={fields.registrationNumber.errors}
            hint="Charity number (England and Wales, SC… in Scotland, NIC… in Northern Ireland), company number, or your school’s URN."
          >
            <Input
              {...getInputProps(fields.registrationNumber, { type: "text" })}
              onChange={(event) => setRegistrationNumber(event.currentTarget.value)}
            />
          </Field>
          <p className="text-ink-muted">
            We check every organisation by hand, usually within 1-2 business days. Verified
            organisations use Glut free.
          </p>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        </div>

        {isOrganization ? null : (
          <Field
            label="Referral code (optional)"
            id={fields.referralCode.id}
            error={fields.referralCode.errors}
            hint="From a food bank, school or group you support: they earn when you join."
            className="group-has-[#account-type-organization:checked]:hidden"
          >
            <Input
              {...getInputProps(fields.referralCode, { type: "text" })}
              className="uppercase"
              autoCapitalize="characters"
            />
          </Field>
        )}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-ink">Before you join</legend>
          <ConsentBox field={fields.termsAccepted}>
            I agree to the <Link to="/terms">Terms of Service</Link>
          </ConsentBox>
          <ConsentBox field={fields.privacyAccepted}>
            I agree to the <Link to="/privacy">Privacy Policy</Link>
          </ConsentBox>
          <ConsentBox field={fields.ageConfirmed}>I am at least 16 years old</ConsentBox>
          <ConsentBox field={fields.marketingConsent}>
            Send me occasional news about Glut (optional; you can change this any time)
          </ConsentBox>
        </fieldset>

        <Button
          type="submit"
          size="lg"
          disabled={submitting || (needsNumber && registrationNumber.trim() === "")}
        >
          {submitting
            ? "Creating your account…"
            : isOrganization
              ? "Register organisation"
              : "Create account"}
        </Button>
      </Form>
      {loaderData.google ? (
        <>
          <p className="text-center text-ink-muted">or</p>
          <GoogleSignIn action="/signup" />
        </>
      ) : null}
    </AuthCard>
  );
}

function ConsentBox({
  field,
  children,
}: {
  field: { name: string; id: string; errorId: string; errors?: string[]; initialValue?: unknown };
  children: React.ReactNode;
}) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-start gap-3 py-2">
        <Checkbox
          name={field.name}
          id={field.id}
          value="on"
          defaultChecked={field.initialValue === "on"}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          className="mt-0.5"
        />
        <span>{children}</span>
      </label>
      <FieldError id={field.errorId}>{field.errors?.join(" ")}</FieldError>
    </div>
  );
}
