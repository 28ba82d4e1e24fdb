import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/accounts/auth-card";
import { callAuth } from "~/accounts/auth-endpoint.server";
import { forgotPasswordSchemaFor } from "~/accounts/password-schemas";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import formChecksScript from "~/components/forms/form-checks.island.ts?inline-script";
import { formChecks } from "~/components/forms/form-checks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getI18n } from "~/i18n/i18n.server";
import { shellMessage } from "~/i18n/meta-messages";
import { readForm } from "~/server/forms/read-form.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/forgot-password";

export const headers = publicPageHeaders;

// A plain post, checked in the browser from the schema by a small inline script (decision 0066).
export const handle = staticPage;

export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "accounts");
  return {
    title: t("forgotPassword.title"),
    // The browser's checks say what the server says, in the page's language (decision 0066).
    checks: formChecks(forgotPasswordSchemaFor(t)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.title ?? shellMessage(matches, "pageTitles.forgotPassword") ?? "Forgotten your password?"} | Glut`,
  },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request, context), {
    schema: forgotPasswordSchemaFor(getI18n(context).getFixedT(null, "accounts")),
  });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const result = await callAuth(context, request, "/request-password-reset", {
    email: submission.value.email,
    redirectTo: "/reset-password",
  });
  if (result.status === 429) {
    return data(
      { result: submission.reply({ formErrors: [result.message ?? ""] }), sent: false },
      { status: 429 },
    );
  }
  // The same answer whether or not an account uses this address, so the page reveals nothing.
  return {
    result: submission.reply({ resetForm: true }),
    sent: true,
    email: submission.value.email,
  };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const [form, fields] = useForm<{ email: string }>({
    id: "forgot-password",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
  });
  const sent = actionData && "email" in actionData ? actionData.email : null;
  return (
    <AuthCard
      title={t("forgotPassword.title")}
      description={t("forgotPassword.intro")}
      footer={<Link to="/login">{t("forgotPassword.back")}</Link>}
    >
      {sent ? (
        <Alert variant="success">
          <AlertTitle>{t("forgotPassword.sentTitle")}</AlertTitle>
          <AlertDescription>{t("forgotPassword.sent", { email: sent })}</AlertDescription>
        </Alert>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        data-checks={JSON.stringify(loaderData.checks)}
        className="flex flex-col gap-5"
      >
        <FieldErrorTemplate />
        <Field label={t("login.email")} id={fields.email.id} error={fields.email.errors}>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
          {t("forgotPassword.submit")}
        </Button>
      </Form>
      <InlineScript code={formChecksScript} />
    </AuthCard>
  );
}
