import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/accounts/auth-card";
import { callAuth } from "~/accounts/auth-endpoint.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { resetPasswordSchemaFor } from "~/accounts/password-schemas";
import { FormErrors } from "~/components/form-errors";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { messagesFor } from "~/i18n/catalogues.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { getServices } from "~/server/context.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Choose a new password"} | Glut` },
  { name: "robots", content: "noindex" },
];

// better-auth checks the emailed link, then sends the browser here with ?token=… (or ?error=…).
export function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return {
    title: getI18n(context).getFixedT(null, "accounts")("resetPassword.title"),
    // Hydrated: the form's words and its checks' messages in the page's language.
    messages: messagesFor(getLanguage(context), ["accounts"]),
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
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          purpose="reset"
        />
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
          {t("resetPassword.save")}
        </Button>
      </Form>
    </AuthCard>
  );
}
