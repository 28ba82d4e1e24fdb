import { plantingCategories } from "~/data/planting-plants";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";
import { englishPlanting } from "./planting-english";
import { isIsoDate } from "./uk-calendar";

// Client-safe: the tracker's form, checked in the browser and again on the server.

export const PLANTING_LIMITS = {
  plantName: 100,
  variety: 100,
  quantity: 100,
  location: 100,
  notes: 1000,
} as const;

/** The form's messages in the words of `t` (the planting catalogue's `forms.*`). */
export function plantingMessagesFor(t: Translate) {
  return {
    plantNameRequired: t("forms.plantNameRequired"),
    plantNameTooLong: t("forms.plantNameTooLong", { max: PLANTING_LIMITS.plantName }),
    plantedDateRequired: t("forms.plantedDateRequired"),
    date: t("forms.date"),
    harvestBeforePlanting: t("forms.harvestBeforePlanting"),
    varietyTooLong: t("forms.varietyTooLong", { max: PLANTING_LIMITS.variety }),
    quantityTooLong: t("forms.quantityTooLong", { max: PLANTING_LIMITS.quantity }),
    locationTooLong: t("forms.locationTooLong", { max: PLANTING_LIMITS.location }),
    notesTooLong: t("forms.notesTooLong", { max: PLANTING_LIMITS.notes }),
    category: t("forms.category"),
  } as const;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * One schema for adding and editing a planting, in the words of `t`: the browser checks with
 * the page's, the server with the request's (decision 0098).
 */
export function plantingSchemaFor(t: Translate) {
  const messages = plantingMessagesFor(t);
  const isoDate = (required: string) =>
    z.string({ error: required }).trim().min(1, required).refine(isIsoDate, messages.date);
  return z
    .object({
      plantName: z
        .string({ error: messages.plantNameRequired })
        .trim()
        .min(1, messages.plantNameRequired)
        .max(PLANTING_LIMITS.plantName, messages.plantNameTooLong),
      variety: optionalText(PLANTING_LIMITS.variety, messages.varietyTooLong),
      plantedDate: isoDate(messages.plantedDateRequired),
      expectedHarvestDate: z
        .string()
        .trim()
        .refine((value) => value === "" || isIsoDate(value), messages.date)
        .optional()
        .transform((value) => (value ? value : null)),
      quantity: optionalText(PLANTING_LIMITS.quantity, messages.quantityTooLong),
      location: optionalText(PLANTING_LIMITS.location, messages.locationTooLong),
      notes: optionalText(PLANTING_LIMITS.notes, messages.notesTooLong),
      category: z.enum(plantingCategories, { error: messages.category }),
      remindAtHarvest: z
        .string()
        .optional()
        .transform((value) => value === "on"),
    })
    .refine(
      (value) => !value.expectedHarvestDate || value.expectedHarvestDate >= value.plantedDate,
      { message: messages.harvestBeforePlanting, path: ["expectedHarvestDate"] },
    );
}

// The English defaults other code and the tests use. Marked pure so a browser bundle that
// imports this module for the schema maker leaves them, and the English catalogue, out.
export const plantingMessages = /* @__PURE__ */ plantingMessagesFor(
  /* @__PURE__ */ englishPlanting(),
);

export const plantingSchema = /* @__PURE__ */ plantingSchemaFor(/* @__PURE__ */ englishPlanting());

export type PlantingInput = z.output<typeof plantingSchema>;

/** The tracker's form actions. */
export const PLANTING_INTENTS = {
  add: "add",
  update: "update",
  delete: "delete",
  resetFeed: "reset-feed",
} as const;
