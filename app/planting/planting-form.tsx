import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FieldErrorTemplate } from "~/components/forms/field-error-template";
import type { FormChecks } from "~/components/forms/form-checks";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { commonPlants, findCommonPlant, plantingCategories } from "~/data/planting-plants";
import { calendarHref } from "./calendar-query";
import type { SuggestedPlant } from "./plant-suggestion.enhance";
import { PLANTING_INTENTS, PLANTING_LIMITS, plantingSchemaFor } from "./planting-schema";

export interface PlantingFormValues {
  id?: string;
  plantName: string;
  variety: string;
  plantedDate: string;
  expectedHarvestDate: string;
  quantity: string;
  location: string;
  notes: string;
  category: string;
  remindAtHarvest: boolean;
}

const ACTION = "/planting-calendar?tab=garden";

/** Add a planting, or edit one (`defaultValue.id`). One schema checks it here and on the server. */
export function PlantingForm({
  defaultValue,
  lastResult,
  harvestShiftDays = 0,
  checks,
}: {
  defaultValue?: PlantingFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  /** The member's region moves a common plant's harvest by this many days (decision 0082). */
  harvestShiftDays?: number;
  /** The schema's checks for the page's inline script (decision 0113). */
  checks?: FormChecks | null;
}) {
  const editing = Boolean(defaultValue?.id);
  const { t } = useTranslation("planting");
  // The browser checks in the page's language, with the schema the server uses.
  const schema = useMemo(() => plantingSchemaFor(t), [t]);
  /** A common plant's name in the page's language ("Moron" for Carrots in Welsh). */
  const named = (englishName: string) => t(`plants.${englishName}`);
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/planting-calendar") === true;
  const [form, fields] = useForm({
    id: editing ? `edit-planting-${defaultValue?.id}` : "new-planting",
    defaultValue: defaultValue
      ? { ...defaultValue, remindAtHarvest: defaultValue.remindAtHarvest ? "on" : undefined }
      : { category: "Vegetables" },
    lastResult: navigation.state === "idle" ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  const common = findCommonPlant(String(fields.plantName.value ?? ""), named);

  const hint = (plant: NonNullable<typeof common>) =>
    t(plant.from === "sowing" ? "form.plantHintSowing" : "form.plantHintPlanting", {
      plant: named(plant.name),
      days: plant.daysToHarvest,
    });
  // The inline script suggests a common plant's category and harvest date from what is written here.
  const suggestions: SuggestedPlant[] | null = checks
    ? commonPlants.map((plant) => ({
        names: [plant.name.toLowerCase(), named(plant.name).toLowerCase()],
        category: plant.category,
        daysToHarvest: plant.daysToHarvest,
        hint: hint(plant),
      }))
    : null;

  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={ACTION}
      {...formProps}
      data-checks={checks ? JSON.stringify(checks) : undefined}
      data-common-plants={suggestions ? JSON.stringify(suggestions) : undefined}
      data-harvest-shift-days={checks ? harvestShiftDays : undefined}
      data-plant-hint={checks ? t("form.plantHint") : undefined}
      className="flex flex-col gap-5"
    >
      {checks ? <FieldErrorTemplate /> : null}
      <input
        type="hidden"
        name="intent"
        value={editing ? PLANTING_INTENTS.update : PLANTING_INTENTS.add}
      />
      {editing ? <input type="hidden" name="plantingId" value={defaultValue?.id} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("form.plantName")}
          id={fields.plantName.id}
          error={fields.plantName.errors}
          hint={common ? hint(common) : t("form.plantHint")}
        >
          <Input
            {...getInputProps(fields.plantName, { type: "text" })}
            list="common-plants"
            autoComplete="off"
            maxLength={PLANTING_LIMITS.plantName}
          />
        </Field>
        <datalist id="common-plants">
          {commonPlants.map((plant) => (
            <option key={plant.name} value={named(plant.name)} />
          ))}
        </datalist>
        <Field label={t("form.variety")} id={fields.variety.id} error={fields.variety.errors}>
          <Input
            {...getInputProps(fields.variety, { type: "text" })}
            maxLength={PLANTING_LIMITS.variety}
          />
        </Field>
        <Field
          label={t("form.plantedDate")}
          id={fields.plantedDate.id}
          error={fields.plantedDate.errors}
        >
          <Input {...getInputProps(fields.plantedDate, { type: "date" })} />
        </Field>
        <Field
          label={t("form.expectedHarvestDate")}
          id={fields.expectedHarvestDate.id}
          error={fields.expectedHarvestDate.errors}
          hint={t("form.harvestHint")}
        >
          <Input {...getInputProps(fields.expectedHarvestDate, { type: "date" })} />
        </Field>
        <Field label={t("form.category")} id={fields.category.id} error={fields.category.errors}>
          <NativeSelect {...getSelectProps(fields.category)}>
            {plantingCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("form.quantity")} id={fields.quantity.id} error={fields.quantity.errors}>
          <Input
            {...getInputProps(fields.quantity, { type: "text" })}
            placeholder={t("form.quantityPlaceholder")}
            maxLength={PLANTING_LIMITS.quantity}
          />
        </Field>
        <Field label={t("form.location")} id={fields.location.id} error={fields.location.errors}>
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            placeholder={t("form.locationPlaceholder")}
            maxLength={PLANTING_LIMITS.location}
          />
        </Field>
      </div>
      <Field label={t("form.notes")} id={fields.notes.id} error={fields.notes.errors}>
        <Textarea {...getTextareaProps(fields.notes)} rows={3} maxLength={PLANTING_LIMITS.notes} />
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <Checkbox {...getInputProps(fields.remindAtHarvest, { type: "checkbox" })} />
        <span>{t("form.remind")}</span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          // Before JavaScript runs nothing can tell what is filled in: the server checks.
          disabled={saving}
          data-submitting={t("form.saving")}
        >
          {editing ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {saving ? t("form.saving") : editing ? t("form.saveChanges") : t("form.add")}
        </Button>
        {editing ? (
          <Button asChild variant="outline">
            <Link to={`${calendarHref("garden")}#calendar-views`}>{t("form.cancel")}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
