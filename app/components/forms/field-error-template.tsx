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
