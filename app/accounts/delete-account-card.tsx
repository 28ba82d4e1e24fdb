import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { NativeDialog } from "~/components/native-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { confirmationWordIn, deleteAccountSchemaFor } from "./delete-account-schema";

export function DeleteAccountCard({
  hasPassword,
  lastResult,
  checks,
}: {
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0107). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("accounts");
  return (
    <Card className="border-2 border-tomato/60">
      <CardHeader>
        <CardTitle as="h2" className="text-tomato">
          {t("deleteAccount.title")}
        </CardTitle>
        <CardDescription>{t("deleteAccount.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <StaticDeleteAccount hasPassword={hasPassword} lastResult={lastResult} checks={checks} />
      </CardContent>
    </Card>
  );
}

/**
 * As the static page sends it (decision 0107): the form as part of the page, which is all there
 * is without JavaScript; and, for the page's inline script, the button that opens a native
 * <dialog>, hidden, with the dialog the script moves the form into (its Cancel, hidden until
 * then, closes the dialog). A refused post opens it again as the page loads.
 */
function StaticDeleteAccount({
  hasPassword,
  lastResult,
  checks,
}: {
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  checks?: FormChecks;
}) {
  const { t } = useTranslation("accounts");
  const id = "delete-account-dialog";
  return (
    <>
      <Button
        type="button"
        variant="destructive"
        hidden
        aria-haspopup="dialog"
        data-opens-dialog={id}
      >
        <Trash2 aria-hidden="true" /> {t("deleteAccount.open")}
      </Button>
      <div data-dialog-content={id}>
        <DeleteAccountForm
          hasPassword={hasPassword}
          lastResult={lastResult}
          checks={checks}
          cancel={
            <Button type="submit" form={`${id}-close`} variant="outline" hidden>
              {t("deleteAccount.keep")}
            </Button>
          }
        />
      </div>
      <NativeDialog
        id={id}
        title={t("deleteAccount.dialogTitle")}
        description={t("deleteAccount.dialogDescription")}
        closeLabel={t("common:dialog.close")}
        data-open-at-load={lastResult?.status === "error" ? "" : undefined}
      />
    </>
  );
}

function DeleteAccountForm({
  hasPassword,
  lastResult,
  cancel,
  checks,
}: {
  hasPassword: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** In the dialog: a way back out. */
  cancel?: ReactNode;
  checks?: FormChecks;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("accounts");
  const schema = useMemo(() => deleteAccountSchemaFor(t, hasPassword), [t, hasPassword]);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const deleting = navigation.formData?.get("intent") === "delete-account";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-5"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {hasPassword ? (
        <Field
          label={t("deleteAccount.yourPassword")}
          id={fields.password.id}
          error={fields.password.errors}
          hint={t("deleteAccount.passwordHint")}
        >
          <Input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </Field>
      ) : (
        <Field
          label={t("deleteAccount.typeToConfirm", { word: confirmationWordIn(t) })}
          id={fields.confirmText.id}
          error={fields.confirmText.errors}
        >
          <Input
            {...getInputProps(fields.confirmText, { type: "text" })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
      )}
      <UnderstoodCheckbox field={fields.understood} />
      <div className={cancel ? "flex flex-col-reverse gap-3 sm:flex-row sm:justify-end" : "flex"}>
        {cancel}
        <Button
          type="submit"
          name="intent"
          value="delete-account"
          variant="destructive"
          disabled={deleting}
          data-submitting={t("deleteAccount.deleting")}
        >
          {deleting ? t("deleteAccount.deleting") : t("deleteAccount.submit")}
        </Button>
      </div>
    </Form>
  );
}

function UnderstoodCheckbox({ field }: { field: FieldMetadata<boolean> }) {
  const { t } = useTranslation("accounts");
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1.5">
      <label className="inline-flex min-h-11 items-start gap-3 py-2">
        <Checkbox key={key} {...props} />
        <span>{t("deleteAccount.understood")}</span>
      </label>
      <FieldError id={field.errorId}>{field.errors?.join(" ")}</FieldError>
    </div>
  );
}
