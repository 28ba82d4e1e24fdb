import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import type { i18n as I18n } from "i18next";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/form-errors";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { parseWithChecks } from "~/components/forms/parse-with-checks";
import { PlaceDatalist } from "~/components/place-suggestions";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { HandoverRuleFields } from "~/handover/handover-rule-form";
import { FormKeyField } from "~/idempotency/form-key";
import type { ListingFormActionData } from "./listing-form-text";
import { LISTING_LIMITS, listingCategories } from "./listing-options";
import { ListingTypeChoice } from "./listing-type-choice";
import { PhotoPicker, type SavedPhoto } from "./photo-picker";
import { UploadProgress } from "./upload-progress";

export type ListingFormValues = Partial<
  Record<
    | "name"
    | "category"
    | "type"
    | "location"
    | "quantity"
    | "harvestDate"
    | "availableUntil"
    | "description"
    | "choiceRule"
    | "windowHours"
    | "organisationsFirst"
    | "portions",
    string
  >
>;

export interface ListingFormProps {
  /** The form's id, and the prefix of its fields' ids. */
  id: string;
  /** Where the form posts: the page's own address. */
  action: string;
  actionData: ListingFormActionData | undefined;
  defaultValue: ListingFormValues;
  /** The listing's photos when editing, in order. */
  savedPhotos?: readonly SavedPhoto[];
  /** Town names offered while typing the location (districts are fetched as typed). */
  places: readonly string[];
  /** Until the email address is confirmed, the form is shown but cannot be sent. */
  emailVerified: boolean;
  /** The schema's checks for the browser (listingChecks, listing-checks.server.ts). */
  checks: FormChecks;
  submitLabel: string;
  submittingLabel: string;
  /**
   * Creating: choosing fresh produce fills "Available until" with a week ahead while it is
   * empty (the server applies the same default without JavaScript: decision 0047).
   */
  prefillAvailableUntil?: boolean;
  /** Creating: this rendering's key, so a resend makes no second listing (decision 0078). */
  formKey?: string;
}

/**
 * The listing form, for creating and for editing. Without JavaScript it is a plain multipart
 * form. With it, fields are checked as they are left, and the form is sent with XMLHttpRequest so
 * a progress bar can follow the upload; the server's answer is then followed exactly as a normal
 * submit would (a redirect, or the form's errors and a toast). The pages are static (decision
 * 0108): their script does this (listing-form.island.ts), from the checks, words and models this
 * form carries for it.
 */
export function ListingForm({
  id,
  action,
  actionData,
  defaultValue,
  savedPhotos = [],
  places,
  emailVerified,
  checks,
  submitLabel,
  submittingLabel,
  prefillAvailableUntil = false,
  formKey,
}: ListingFormProps) {
  const { t, i18n } = useTranslation("myListings");
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  const disabled = !emailVerified;

  const [form, fields] = useForm<Required<ListingFormValues>>({
    id,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue,
    // The schema's checks, asked of it on the server (decision 0066): no Zod in the browser.
    onValidate: ({ formData }) => parseWithChecks(formData, checks),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const formErrors = [...(form.errors ?? [])];
  const removedIds = actionData?.removedPhotoIds ?? [];

  return (
    <div className="flex flex-col gap-6">
      {/* The page's script shows the server's answers here (listing-form.enhance.ts). */}
      <template data-form-error="">
        <Alert variant="error">
          <AlertDescription data-message="" />
        </Alert>
      </template>
      {disabled ? (
        <Alert variant="warning" icon={<Mail aria-hidden="true" />}>
          <AlertTitle>{t("forms.emailFirst")}</AlertTitle>
          <AlertDescription>
            {t("form.emailFirstText")} <Link to="/dashboard">{t("form.emailFirstLink")}</Link>
            {t("form.after")}
          </AlertDescription>
        </Alert>
      ) : null}

      <div data-form-errors="" className="contents">
        <FormErrors id={form.errorId} errors={formErrors} />
      </div>

      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        data-checks={JSON.stringify(checks)}
        data-words={JSON.stringify(scriptWords(i18n))}
        data-prefill-until={prefillAvailableUntil ? (defaultValue.availableUntil ?? "") : undefined}
        className="flex flex-col gap-5"
      >
        {/* Outside the fieldset: a disabled fieldset's fields are not sent. */}
        {formKey ? <FormKeyField value={formKey} /> : null}
        <FieldErrorTemplate />
        <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5">
          {/* HTML_CodeSniffer and WCAG technique H71 want every fieldset named, even this one,
              which exists only to disable the whole form while it sends. */}
          <legend className="sr-only">{t("form.yourListing")}</legend>
          <Field
            label={t("fields.name")}
            id={fields.name.id}
            error={fields.name.errors}
            hint={t("form.nameHint")}
          >
            <Input
              {...getInputProps(fields.name, { type: "text" })}
              maxLength={LISTING_LIMITS.name}
            />
          </Field>

          <ListingTypeChoice
            name={fields.type.name}
            initialValue={fields.type.initialValue}
            errors={fields.type.errors}
            errorId={fields.type.errorId}
          />

          <Field
            label={t("fields.category")}
            id={fields.category.id}
            error={fields.category.errors}
          >
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
            label={t("fields.location")}
            id={fields.location.id}
            error={fields.location.errors}
            hint={t("form.locationHint")}
          >
            <Input
              {...getInputProps(fields.location, { type: "text" })}
              list={`${id}-places`}
              autoComplete="off"
              maxLength={LISTING_LIMITS.location}
            />
          </Field>
          <PlaceDatalist id={`${id}-places`} options={places} />

          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t("form.optional", { label: t("fields.quantity") })}
              id={fields.quantity.id}
              error={fields.quantity.errors}
              hint={t("form.quantityHint")}
            >
              <Input
                {...getInputProps(fields.quantity, { type: "text" })}
                maxLength={LISTING_LIMITS.quantity}
              />
            </Field>
            <Field
              label={t("form.optional", { label: t("fields.harvestDate") })}
              id={fields.harvestDate.id}
              error={fields.harvestDate.errors}
              hint={t("form.harvestDateHint")}
            >
              <Input {...getInputProps(fields.harvestDate, { type: "date" })} />
            </Field>
            <Field
              label={t("form.optional", { label: t("fields.availableUntil") })}
              id={fields.availableUntil.id}
              error={fields.availableUntil.errors}
              hint={t("form.availableUntilHint")}
            >
              <Input {...getInputProps(fields.availableUntil, { type: "date" })} />
            </Field>
          </div>

          <Field
            label={t("form.optional", { label: t("fields.description") })}
            id={fields.description.id}
            error={fields.description.errors}
            hint={t("form.descriptionHint")}
          >
            <Textarea
              {...getTextareaProps(fields.description)}
              maxLength={LISTING_LIMITS.description}
              rows={5}
            />
          </Field>

          <HandoverRuleFields
            choiceRule={fields.choiceRule}
            windowHours={fields.windowHours}
            organisationsFirst={fields.organisationsFirst}
            portions={fields.portions}
          />

          <PhotoPicker id={`${id}-photos`} saved={savedPhotos} removedIds={removedIds} />

          <UploadProgress id={`${id}-progress`} />

          <Button type="submit" size="lg" disabled={submitting} data-submitting={submittingLabel}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
          {disabled ? null : (
            // Shown by the page's script while the required fields are empty.
            <p className="text-ink-muted" hidden data-fill-in="">
              {t("form.fillIn")}
            </p>
          )}
        </fieldset>
      </Form>
    </div>
  );
}

/**
 * The page's own words its script says (`myListings`, the page's language, placeholders
 * kept): the photo picker's, the progress bar's and a failed send's.
 */
function scriptWords(i18n: I18n) {
  const word = (key: string) => i18n.getResource(i18n.language, "myListings", key);
  return {
    photos: word("photos"),
    form: { uploading: word("form.uploading"), saving: word("form.saving") },
    forms: { network: word("forms.network"), unexpected: word("forms.unexpected") },
  };
}
