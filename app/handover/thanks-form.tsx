import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate, FormErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, FieldError } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { THANKS_NOTE_MAX, thanksRatings, thanksSchemaFor } from "./thanks-schema";

// The thank-you form (decision 0089): a plain post form, so it works before JavaScript; with it,
// the same schema checks it in the browser first: on the static page through its `checks`
// (decision 0114), after a client navigation through Conform. What was typed comes back with any
// error.

export function ThanksForm({
  otherName,
  lastResult,
  checks,
}: {
  otherName: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The schema's checks, for the static page's script to run (decisions 0066, 0114). */
  checks?: FormChecks;
}) {
  const { t } = useTranslation("handovers");
  const schema = useMemo(() => thanksSchemaFor(t), [t]);
  const [form, fields] = useForm({
    id: "thanks",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const ratingErrorId = `${fields.rating.id}-error`;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      className="flex flex-col gap-5"
    >
      {checks ? (
        <>
          <FieldErrorTemplate />
          {/* Where the form's own error stands, so the script puts "a note or a rating" there. */}
          <FormErrorTemplate />
        </>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("thanks.noteLabel", { name: otherName })}
        id={fields.note.id}
        error={fields.note.errors}
        hint={t("thanks.noteHint", { name: otherName, max: THANKS_NOTE_MAX })}
      >
        <Textarea
          name={fields.note.name}
          defaultValue={fields.note.initialValue}
          key={fields.note.key}
          rows={3}
          maxLength={THANKS_NOTE_MAX}
        />
      </Field>
      <fieldset
        aria-describedby={`${fields.rating.id}-hint${fields.rating.errors ? ` ${ratingErrorId}` : ""}`}
        aria-invalid={fields.rating.errors ? true : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 font-semibold text-ink">{t("thanks.howDidItGo")}</legend>
        <p id={`${fields.rating.id}-hint`} className="text-ink-muted">
          {t("thanks.ratingHint")}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" key={fields.rating.key}>
          {thanksRatings.map((rating) => (
            <label
              key={rating}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-card border-2 border-line bg-card px-3 py-2",
                "has-checked:border-leaf has-checked:bg-leaf-soft",
                "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-deep",
              )}
            >
              <input
                type="radio"
                name={fields.rating.name}
                value={rating}
                defaultChecked={fields.rating.initialValue === rating}
                className="size-5 accent-leaf"
              />
              {t(`thanks.ratings.${rating}`)}
            </label>
          ))}
        </div>
        <FieldError id={ratingErrorId}>{fields.rating.errors?.join(" ")}</FieldError>
      </fieldset>
      <Button type="submit" className="w-fit">
        {t("thanks.send")}
      </Button>
    </Form>
  );
}
