import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { parseWithChecks } from "~/components/forms/parse-with-checks";
import { PlaceDatalist, usePlaceSuggestions } from "~/components/place-suggestions";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { listingCategories } from "~/listings/listing-options";
import { WANTED_LIMITS, WANTED_MAX_DAYS, type WantedFormActionData } from "./wanted-text";

// The one wanted-post form, for posting and editing (decision 0090): a plain post that works
// without JavaScript; with it, the schema's checks run in the browser first (decision 0066), by
// the inline script (wanted-form.island.ts), from `checks`. Every refusal shows the form again with what was typed.

export type WantedFormValues = Partial<
  Record<"title" | "category" | "location" | "note" | "expiresOn", string>
>;

export function WantedForm({
  id,
  action,
  actionData,
  defaultValue,
  places,
  checks,
  today,
  latest,
  submitLabel,
}: {
  id: string;
  action: string;
  actionData: WantedFormActionData | undefined;
  defaultValue: WantedFormValues;
  places: readonly string[];
  checks: FormChecks;
  /** The UK day the page was made, and the latest day a post may run to: the date's bounds. */
  today: string;
  latest: string;
  submitLabel: string;
}) {
  const { t } = useTranslation("wanted");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === action;
  const suggestions = usePlaceSuggestions(places);
  const [form, fields] = useForm<Required<WantedFormValues>>({
    id,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue,
    onValidate: ({ formData }) => parseWithChecks(formData, checks),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      data-checks={JSON.stringify(checks)}
      className="flex flex-col gap-5"
    >
      <FieldErrorTemplate />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("form.title")}
        id={fields.title.id}
        error={fields.title.errors}
        hint={t("form.titleHint")}
      >
        <Input {...getInputProps(fields.title, { type: "text" })} maxLength={WANTED_LIMITS.title} />
      </Field>
      <Field label={t("form.category")} id={fields.category.id} error={fields.category.errors}>
        <NativeSelect {...getSelectProps(fields.category)}>
          <option value="">{t("form.chooseCategory")}</option>
          {listingCategories.map((category) => (
            <option key={category} value={category}>
              {t(`listings:categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t("form.near")}
        id={fields.location.id}
        error={fields.location.errors}
        hint={t("form.nearHint")}
      >
        <Input
          {...getInputProps(fields.location, { type: "text" })}
          list={`${id}-places`}
          autoComplete="off"
          maxLength={WANTED_LIMITS.location}
          onInput={(event) => suggestions.onTyped(event.currentTarget.value)}
        />
      </Field>
      <PlaceDatalist id={`${id}-places`} options={suggestions.options} />
      <Field
        label={t("form.note")}
        id={fields.note.id}
        error={fields.note.errors}
        hint={t("form.noteHint")}
      >
        <Textarea {...getTextareaProps(fields.note)} maxLength={WANTED_LIMITS.note} rows={4} />
      </Field>
      <Field
        label={t("form.until")}
        id={fields.expiresOn.id}
        error={fields.expiresOn.errors}
        hint={t("form.untilHint", { days: WANTED_MAX_DAYS })}
      >
        <Input {...getInputProps(fields.expiresOn, { type: "date" })} min={today} max={latest} />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={sending}
        data-submitting={t("form.saving")}
      >
        {sending ? t("form.saving") : submitLabel}
      </Button>
    </Form>
  );
}
