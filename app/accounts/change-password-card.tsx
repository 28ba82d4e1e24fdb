import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { changePasswordSchema } from "./password-schemas";

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
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.formData?.get("intent") === "change-password";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>
          {hasPassword
            ? "You stay signed in here; everywhere else you are signed out."
            : "You sign in with Google, so your Glut account has no password to change. Manage your Google password in your Google account."}
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
              label="Current password"
              id={fields.currentPassword.id}
              error={fields.currentPassword.errors}
            >
              <Input
                {...getInputProps(fields.currentPassword, { type: "password" })}
                autoComplete="current-password"
              />
            </Field>
            <Field
              label="New password"
              id={fields.password.id}
              error={fields.password.errors}
              hint="At least 8 characters."
            >
              <Input
                {...getInputProps(fields.password, { type: "password" })}
                autoComplete="new-password"
              />
            </Field>
            <Field
              label="Confirm new password"
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
                {saving ? "Changing…" : "Change password"}
              </Button>
            </div>
          </Form>
        </CardContent>
      ) : null}
    </Card>
  );
}
