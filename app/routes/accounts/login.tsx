import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { googleSignInEnabled } from "~/accounts/auth.server";
import { AuthCard } from "~/accounts/auth-card";
import { headersWithCookies } from "~/accounts/auth-endpoint.server";
import { getCurrentUser } from "~/accounts/current-user.server";
import { GoogleSignIn } from "~/accounts/google-sign-in";
import { startGoogleSignIn } from "~/accounts/google-sign-in.server";
import { throttledSignIn } from "~/accounts/sign-in-throttle.server";
import { loginSchemaFor } from "~/accounts/signup-schema";
import { FormErrors } from "~/components/form-errors";
import { staticPage } from "~/components/hydration";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import { safeReturnPath } from "~/server/safe-return-path";
import type { Route } from "./+types/login";

/** better-auth's own refusal, which the catalogue words in the page's language. */
const INVALID_CREDENTIALS = "Invalid email or password";

export function loader({ context, url }: Route.LoaderArgs) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const { env } = getServices(context);
  const t = getI18n(context).getFixedT(null, "accounts");
  return {
    appUrl: env.APP_URL,
    lng: getLanguage(context),
    title: t("login.title"),
    description: t("login.description"),
    google: googleSignInEnabled(env),
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    googleFailed: url.searchParams.get("error") === "google",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)) throw redirect("/dashboard");
  const formData = await readForm(request, context);
  if (formData.get("intent") === "google") {
    return startGoogleSignIn(context, request, String(formData.get("redirectTo") ?? ""));
  }
  const t = getI18n(context).getFixedT(null, "accounts");
  const submission = parseWithZod(formData, { schema: loginSchemaFor(t) });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email, password, rememberMe, redirectTo } = submission.value;
  const result = await throttledSignIn(context, request, {
    email,
    password,
    rememberMe: rememberMe === true,
  });
  if (!result.ok) {
    return data(
      submission.reply({
        // The specification's fallback when better-auth gives no message of its own.
        formErrors: [
          result.message === INVALID_CREDENTIALS
            ? t("login.invalidCredentials")
            : (result.message ?? t("login.failed")),
        ],
        hideFields: ["password"],
      }),
      { status: result.status === 429 ? 429 : 400, headers: headersWithCookies(result.setCookies) },
    );
  }
  return redirect(safeReturnPath(redirectTo || "/dashboard"), {
    headers: headersWithCookies(result.setCookies),
  });
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: "/login",
    appUrl: loaderData?.appUrl ?? "",
    lng: loaderData?.lng,
  }),
  { name: "robots", content: "noindex" },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const [form, fields] = useForm({
    id: "login",
    lastResult: navigation.state === "idle" ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchemaFor(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login";

  return (
    <AuthCard
      title={t("login.heading")}
      description={t("login.intro")}
      footer={
        <>
          {t("login.noAccount")} <Link to="/signup">{t("login.signUp")}</Link>
        </>
      }
    >
      {loaderData.googleFailed ? (
        <Alert variant="error">
          <AlertDescription>{t("login.googleFailed")}</AlertDescription>
        </Alert>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" action="/login" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field label={t("login.email")} id={fields.email.id} error={fields.email.errors}>
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            required
          />
        </Field>
        <Field label={t("login.password")} id={fields.password.id} error={fields.password.errors}>
          <Input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            required
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 items-center gap-3">
            <Checkbox name={fields.rememberMe.name} value="on" />
            {t("login.rememberMe")}
          </label>
          <Link to="/forgot-password">{t("login.forgotPassword")}</Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
      {loaderData.google ? (
        <>
          <p className="text-center text-ink-muted">{t("login.or")}</p>
          <GoogleSignIn action="/login" redirectTo={loaderData.redirectTo} />
        </>
      ) : null}
    </AuthCard>
  );
}
