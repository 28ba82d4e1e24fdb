import { Alert, AlertDescription } from "~/components/ui/alert";
import { FieldError } from "~/components/ui/field";

/**
 * A field's error as Field draws it, kept in a `<template>` for the form's client check
 * (form-checks.enhance.ts) to copy under a field: the same look and the same "Error:" for screen
 * readers as the server's messages.
 */
export function FieldErrorTemplate() {
  return (
    <template data-field-error="">
      <FieldError>
        <span data-message="" />
      </FieldError>
    </template>
  );
}

/**
 * The form's own error as `FormErrors` draws it, kept in a `<template>` where `FormErrors` stands,
 * for the client check to copy in its place when a rule on the whole form fails (decision 0114).
 */
export function FormErrorTemplate() {
  return (
    <template data-form-error="">
      <Alert variant="error" data-form-errors="">
        <AlertDescription data-message="" />
      </Alert>
    </template>
  );
}
