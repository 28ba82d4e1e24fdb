import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  BadgeCheck,
  Clock,
  Mail,
  MessagesSquare,
  Search,
  Settings,
  ShieldAlert,
} from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { callAuth } from "~/accounts/auth-endpoint.server";
import { requireUser } from "~/accounts/current-user.server";
import {
  FORUM_SETTINGS_FAILED,
  FORUM_USERNAME_MAX,
  forumSettingsSchema,
  marketingConsentSchema,
  verificationApplicationSchema,
} from "~/accounts/dashboard-schemas";
import { profileDisplayName } from "~/accounts/display-name";
import {
  canReapply,
  currentMarketingConsent,
  latestVerification,
  ReapplyNotAllowedError,
  setMarketingConsent,
  submitVerificationApplication,
  updateForumUsername,
} from "~/accounts/profile.server";
import { organizationTypeLabels, organizationTypes } from "~/accounts/registration-number";
import { FormErrors } from "~/components/form-errors";
import { SignOutForm } from "~/components/sign-out-form";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { serializeMarketingConsent } from "~/consent/consent-records.server";
import { ForumEmailSetting } from "~/forum/forum-email-setting";
import { wantsReplyEmails } from "~/forum/forum-follows.server";
import { countUserListings } from "~/listings/listings.server";
import { MyListingsSummary } from "~/listings/my-listings-summary";
import { MembershipCard } from "~/membership/membership-card";
import { ukLongDate } from "~/membership/membership-dates";
import { membershipView } from "~/membership/membership-view.server";
import { ReferralCard } from "~/membership/referral-card";
import { referralSummary } from "~/membership/referrals.server";
import { getServices } from "~/server/context.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const services = getServices(context);
  const { db } = services;
  const [verification, marketing, membership, referral, forumReplyEmails] = await Promise.all([
    user.profile.isOrganization ? latestVerification(db, user.id) : null,
    currentMarketingConsent(db, user.id),
    membershipView(services, user, url),
    // Makes the organisation's referral code first if it has none yet (older accounts).
    user.profile.isOrganization
      ? referralSummary({ db, appUrl: services.env.APP_URL }, user.id)
      : null,
    wantsReplyEmails(db, user.id),
  ]);
  const listingCounts = membership.active ? await countUserListings(db, user.id) : null;
  return {
    displayName: profileDisplayName(user.profile),
    email: user.email,
    emailVerified: user.emailVerified,
    justVerified: url.searchParams.get("verified") === "1" && user.emailVerified,
    username: user.profile.username,
    forumUsername: user.profile.forumUsername,
    location: user.profile.location,
    memberSince: ukLongDate(user.createdAt),
    isOrganization: user.profile.isOrganization,
    organizationName: user.profile.organizationName,
    verification: verification
      ? {
          ...verification,
          submittedAt: ukLongDate(verification.submittedAt),
          canReapply: canReapply(verification),
        }
      : null,
    marketing,
    membership,
    member: membership.active,
    listingCounts,
    referral,
    forumReplyEmails,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db, env, logger } = getServices(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const toast = (title: string, type: "success" | "error" = "success", description?: string) =>
    toastHeaders(env.BETTER_AUTH_SECRET, { type, title, description });

  if (intent === "resend-verification") {
    const result = await callAuth(context, request, "/send-verification-email", {
      email: user.email,
      callbackURL: "/dashboard?verified=1",
    });
    return data(
      { intent, ok: result.ok },
      {
        headers: result.ok
          ? await toast("Confirmation email sent", "success", `Check your inbox at ${user.email}.`)
          : await toast(
              result.message ?? "We could not send the email. Please try again.",
              "error",
            ),
      },
    );
  }

  if (intent === "forum-settings") {
    const submission = parseWithZod(formData, { schema: forumSettingsSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await updateForumUsername(db, user.id, submission.value.forumUsername);
    } catch (error) {
      logger.error({ err: error }, "could not save forum settings");
      return data(
        { intent, result: submission.reply({ formErrors: [FORUM_SETTINGS_FAILED] }) },
        { status: 500 },
      );
    }
    return data(
      { intent, result: submission.reply() },
      { headers: await toast("Forum settings saved") },
    );
  }

  if (intent === "marketing") {
    const submission = parseWithZod(formData, { schema: marketingConsentSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply() }, { status: 400 });
    const consent = submission.value.marketingConsent === true;
    await setMarketingConsent(db, user.id, consent);
    const headers = await toast(
      consent ? "You will receive news from Glut" : "You will no longer receive news from Glut",
    );
    headers.append("Set-Cookie", await serializeMarketingConsent(consent, new Date()));
    return data({ intent, result: submission.reply() }, { headers });
  }

  if (intent === "reapply") {
    if (!user.profile.isOrganization)
      throw data("Only organisations apply for verification.", { status: 403 });
    const submission = parseWithZod(formData, { schema: verificationApplicationSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await submitVerificationApplication(db, user.id, submission.value);
    } catch (error) {
      if (error instanceof ReapplyNotAllowedError) {
        throw data("An application is already pending or approved.", { status: 403 });
      }
      throw error;
    }
    return data(
      { intent, result: submission.reply({ resetForm: true }) },
      {
        headers: await toast(
          "Application sent",
          "success",
          "We usually review applications within 1-2 business days.",
        ),
      },
    );
  }

  throw data("Unknown action", { status: 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your dashboard | Glut" },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Welcome, {d.displayName}</h1>
          <p className="text-ink-muted">Your Glut dashboard.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/account">
              <Settings aria-hidden="true" /> Account settings
            </Link>
          </Button>
          <SignOutForm variant="ghost" size="sm" />
        </div>
      </div>

      {d.justVerified ? (
        <Alert variant="success">
          <AlertTitle>Email address confirmed</AlertTitle>
          <AlertDescription>
            Thank you. You can now list produce and message other growers.
          </AlertDescription>
        </Alert>
      ) : null}
      {d.emailVerified ? null : <VerifyEmailReminder email={d.email} />}
      {d.isOrganization ? <VerificationBanner verification={d.verification} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <MembershipCard view={d.membership} />
        {d.listingCounts ? <MyListingsSummary counts={d.listingCounts} /> : null}
        {d.referral ? <ReferralCard referral={d.referral} /> : null}

        <Card>
          <CardHeader>
            <CardTitle as="h2">Your account</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{d.email}</dd>
              <dt className="font-semibold">Username</dt>
              <dd>{d.username}</dd>
              <dt className="font-semibold">Location</dt>
              <dd>{d.location ?? "Not set"}</dd>
              {d.organizationName ? (
                <>
                  <dt className="font-semibold">Organisation</dt>
                  <dd>{d.organizationName}</dd>
                </>
              ) : null}
              <dt className="font-semibold">Member since</dt>
              <dd>{d.memberSince}</dd>
            </dl>
          </CardContent>
        </Card>

        <ForumSettings username={d.username} forumUsername={d.forumUsername} />
        <ForumEmailSetting on={d.forumReplyEmails} />
        <MarketingSettings consent={d.marketing} />
      </div>

      <section aria-labelledby="quick-actions" className="flex flex-col gap-3">
        <h2 id="quick-actions" className="text-2xl">
          Quick actions
        </h2>
        {d.member ? null : (
          <p className="text-ink-muted">
            Browsing listings and the forum need an active membership
            {d.isOrganization ? " or a verified organisation" : ""}.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <QuickAction to="/listings" enabled={d.member} icon={<Search aria-hidden="true" />}>
            Browse listings
          </QuickAction>
          <QuickAction to="/forum" enabled={d.member} icon={<MessagesSquare aria-hidden="true" />}>
            Community forum
          </QuickAction>
        </div>
      </section>
    </Container>
  );
}

function QuickAction({
  to,
  enabled,
  icon,
  children,
}: {
  to: string;
  enabled: boolean;
  icon: React.ReactNode;
  children: string;
}) {
  if (enabled) {
    return (
      <Button asChild variant="secondary">
        <Link to={to}>
          {icon} {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="secondary" disabled aria-disabled="true">
      {icon} {children}
    </Button>
  );
}

function VerifyEmailReminder({ email }: { email: string }) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === "resend-verification";
  return (
    <Alert variant="warning" icon={<Mail aria-hidden="true" />}>
      <AlertTitle>Please confirm your email address</AlertTitle>
      <AlertDescription>
        <p>
          We sent a link to {email}. Until you confirm it you can sign in and pay, but not list
          produce or send messages.
        </p>
        <Form method="post" className="mt-3">
          <Button
            type="submit"
            name="intent"
            value="resend-verification"
            size="sm"
            disabled={sending}
          >
            {sending ? "Sending…" : "Resend confirmation email"}
          </Button>
        </Form>
      </AlertDescription>
    </Alert>
  );
}

type Verification = NonNullable<Route.ComponentProps["loaderData"]["verification"]>;

function VerificationBanner({ verification }: { verification: Verification | null }) {
  if (verification?.verificationStatus === "approved") {
    return (
      <Alert variant="success" icon={<BadgeCheck aria-hidden="true" />}>
        <AlertTitle className="flex flex-wrap items-center gap-2">
          {verification.organizationName} is verified <Badge variant="success">FREE ACCESS</Badge>
        </AlertTitle>
        <AlertDescription>Your organisation uses Glut free of charge.</AlertDescription>
      </Alert>
    );
  }
  if (verification?.verificationStatus === "pending") {
    return (
      <Alert variant="info" icon={<Clock aria-hidden="true" />}>
        <AlertTitle>Verification pending</AlertTitle>
        <AlertDescription>
          We received {verification.organizationName}’s application on {verification.submittedAt}
          {verification.verificationDetails ? ` (${verification.verificationDetails})` : ""}. An
          administrator checks every organisation by hand, usually within 1-2 business days.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="error" icon={<ShieldAlert aria-hidden="true" />}>
      <AlertTitle>
        {verification?.verificationStatus === "rejected"
          ? "Verification rejected"
          : verification
            ? "Verification could not go ahead"
            : "Your organisation is not verified yet"}
      </AlertTitle>
      <AlertDescription>
        {verification?.verificationDetails ? <p>{verification.verificationDetails}</p> : null}
        <p>Check your details and send a new application.</p>
        <ReapplyForm verification={verification} />
      </AlertDescription>
    </Alert>
  );
}

function ReapplyForm({ verification }: { verification: Verification | null }) {
  const [form, fields] = useForm({
    id: "reapply",
    defaultValue: {
      organizationName: verification?.organizationName,
      organizationType: verification?.organizationType,
      registrationNumber: verification?.registrationNumber ?? undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verificationApplicationSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4 text-ink">
      <Field
        label="Organisation name"
        id={fields.organizationName.id}
        error={fields.organizationName.errors}
      >
        <Input {...getInputProps(fields.organizationName, { type: "text" })} />
      </Field>
      <Field
        label="Organisation type"
        id={fields.organizationType.id}
        error={fields.organizationType.errors}
      >
        <NativeSelect
          name={fields.organizationType.name}
          defaultValue={fields.organizationType.initialValue}
        >
          {organizationTypes.map((type) => (
            <option key={type} value={type}>
              {organizationTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Registration number"
        id={fields.registrationNumber.id}
        error={fields.registrationNumber.errors}
      >
        <Input {...getInputProps(fields.registrationNumber, { type: "text" })} />
      </Field>
      <div>
        <Button type="submit" name="intent" value="reapply">
          Send new application
        </Button>
      </div>
    </Form>
  );
}

function ForumSettings({
  username,
  forumUsername,
}: {
  username: string;
  forumUsername: string | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forum-settings",
    defaultValue: { forumUsername: forumUsername ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forumSettingsSchema }),
    shouldValidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "forum-settings";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Forum settings</CardTitle>
        <CardDescription>How your name appears in the community forum.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Forum display name"
            id={fields.forumUsername.id}
            error={fields.forumUsername.errors}
            hint={`Up to ${FORUM_USERNAME_MAX} characters. Leave it empty to use your username, ${username}.`}
          >
            <Input
              {...getInputProps(fields.forumUsername, { type: "text" })}
              maxLength={FORUM_USERNAME_MAX}
            />
          </Field>
          <div>
            <Button type="submit" name="intent" value="forum-settings" disabled={saving}>
              {saving ? "Saving…" : "Save forum settings"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function MarketingSettings({ consent }: { consent: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Emails from Glut</CardTitle>
        <CardDescription>
          We always email you about your account. Occasional news about Glut is up to you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" key={String(consent)}>
          <label className="inline-flex min-h-11 items-center gap-3">
            <Checkbox name="marketingConsent" value="on" defaultChecked={consent} />
            Send me occasional news about Glut
          </label>
          <div>
            <Button type="submit" name="intent" value="marketing" variant="outline">
              Save email preferences
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
