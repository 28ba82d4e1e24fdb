import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A new password and its confirmation: sign-up, reset and change all ask the same way. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels = { password: "Password", confirm: "Confirm password" },
  hint = "At least 8 characters.",
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  /** English unless a converted page passes its words. */
  labels?: { password: string; confirm: string };
  hint?: string;
}) {
  return (
    <>
      <Field label={labels.password} id={password.id} error={password.errors} hint={hint}>
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
