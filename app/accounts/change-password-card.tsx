import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { changePasswordSchemaFor } from "./password-schemas";

export function ChangePasswordCard({
  email,
  hasPassword,
  lastResult,
  checks,
}: {
  email: string;
  hasPassword: boolean;
  /** The server's answer to this form, shown on the page it renders (without JavaScript too). */
  lastResult: SubmissionResult<string[]> | undefined;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0107). */
  checks?: FormChecks;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const schema = useMemo(() => changePasswordSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "change-password";
  // A change made is answered by a redirect back to the page (decision 0107): in React's version
  // the same form stays, so its fields are emptied when the page comes back without a refusal.
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (key === shownAt.current) return;
    shownAt.current = key;
    if (hasPassword && !lastResult) form.reset();
  }, [key, hasPassword, lastResult, form]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("changePassword.title")}</CardTitle>
        <CardDescription>
          {hasPassword ? t("changePassword.staySignedIn") : t("changePassword.google")}
        </CardDescription>
      </CardHeader>
      {hasPassword ? (
        <CardContent>
          <Form
            method="post"
            {...getFormProps(form)}
            data-checks={checks ? JSON.stringify(checks) : undefined}
            className="flex flex-col gap-5"
          >
            {checks ? <FieldErrorTemplate /> : null}
            {/* For password managers: whose password this is. */}
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label={t("password.current")}
              id={fields.currentPassword.id}
              error={fields.currentPassword.errors}
            >
              <Input
                {...getInputProps(fields.currentPassword, { type: "password" })}
                autoComplete="current-password"
              />
            </Field>
            <Field
              label={t("password.new")}
              id={fields.password.id}
              error={fields.password.errors}
              hint={t("signup.passwordHint")}
            >
              <Input
                {...getInputProps(fields.password, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <Field
              label={t("password.confirmNew")}
              id={fields.confirmPassword.id}
              error={fields.confirmPassword.errors}
            >
              <Input
                {...getInputProps(fields.confirmPassword, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <div>
              <Button
                type="submit"
                name="intent"
                value="change-password"
                disabled={saving}
                data-submitting={t("changePassword.changing")}
              >
                {saving ? t("changePassword.changing") : t("changePassword.title")}
              </Button>
            </div>
          </Form>
        </CardContent>
      ) : null}
    </Card>
  );
}
