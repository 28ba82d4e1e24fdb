import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * A new password and its confirmation: sign-up and reset ask the same way, in the page's language
 * (`accounts`, which both pages send). At sign-up it is "Password"; on reset, "New password".
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  purpose = "signup",
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  purpose?: "signup" | "reset";
}) {
  const { t } = useTranslation("accounts");
  const labels =
    purpose === "reset"
      ? { password: t("password.new"), confirm: t("password.confirmNew") }
      : { password: t("signup.password"), confirm: t("signup.confirmPassword") };
  return (
    <>
      <Field
        label={labels.password}
        id={password.id}
        error={password.errors}
        hint={t("signup.passwordHint")}
      >
        <Input {...getInputProps(password, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Field label={labels.confirm} id={confirmPassword.id} error={confirmPassword.errors}>
        <Input
          {...getInputProps(confirmPassword, { type: "password" })}
          autoComplete="new-password"
        />
      </Field>
    </>
  );
}
