import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { changePasswordSchemaFor } from "./password-schemas";

export function ChangePasswordCard({
  email,
  hasPassword,
  lastResult,
}: {
  email: string;
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
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
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
            {/* For password managers: whose password this is. */}
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            {form.errors?.length ? (
              <Alert variant="error" id={form.errorId}>
                <AlertDescription>{form.errors.join(" ")}</AlertDescription>
              </Alert>
            ) : null}
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
              <Button type="submit" name="intent" value="change-password" disabled={saving}>
                {saving ? t("changePassword.changing") : t("changePassword.title")}
              </Button>
            </div>
          </Form>
        </CardContent>
      ) : null}
    </Card>
  );
}
