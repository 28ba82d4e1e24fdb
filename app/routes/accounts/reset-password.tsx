import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/accounts/auth-card";
import { callAuth } from "~/accounts/auth-endpoint.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { resetPasswordSchemaFor } from "~/accounts/password-schemas";
import resetPasswordScript from "~/accounts/reset-password.island.ts?inline-script";
import { resetPasswordChecks } from "~/accounts/reset-password-checks.server";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getI18n } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.resetPassword") ?? "Choose a new password"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

// Sent without React on a document load (decision 0112): a plain post, checked in the browser
// from its schema by a small inline script and again on the server (decision 0066). A refusal is
// the page again with its messages, the passwords never sent back; a new password, a redirect.
export const handle = staticPage;

// better-auth checks the emailed link, then sends the browser here with ?token=… (or ?error=…).
export function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const t = getI18n(context).getFixedT(null, "accounts");
  return {
    title: t("resetPassword.title"),
    // The browser's checks say what the server says, in the page's language (decision 0066).
    checks: resetPasswordChecks(t),
    token,
    linkInvalid: !token || url.searchParams.has("error"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getI18n(context).getFixedT(null, "accounts");
  const submission = parseWithZod(await readForm(request, context), {
    schema: resetPasswordSchemaFor(t),
  });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data(submission.reply({ hideFields }), { status: 400 });
  const result = await callAuth(context, request, "/reset-password", {
    token: submission.value.token,
    newPassword: submission.value.password,
  });
  if (!result.ok) {
    const linkInvalid = t("resetPassword.linkInvalid");
    const message = result.status === 429 ? result.message : linkInvalid;
    return data(submission.reply({ formErrors: [message ?? linkInvalid], hideFields }), {
      status: 400,
    });
  }
  return getServices(context).toasts.redirect("/login", {
    type: "success",
    title: t("password.changed"),
    description: t("resetPassword.signInAgain"),
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const schema = useMemo(() => resetPasswordSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // A document load has no React: the inline script does what React does after a navigation.
  if (loaderData.linkInvalid) {
    return (
      <AuthCard title={t("resetPassword.title")}>
        <Alert variant="error">
          <AlertDescription>{t("resetPassword.linkInvalid")}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to="/forgot-password">{t("resetPassword.sendNew")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("resetPassword.title")} description={t("signup.passwordHint")}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        data-checks={JSON.stringify(loaderData.checks)}
        className="flex flex-col gap-5"
      >
        <FieldErrorTemplate />
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          purpose="reset"
        />
        <Button
          type="submit"
          size="lg"
          disabled={navigation.state !== "idle"}
          data-submitting={t("resetPassword.save")}
        >
          {t("resetPassword.save")}
        </Button>
      </Form>
      <InlineScript code={resetPasswordScript} />
    </AuthCard>
  );
}
