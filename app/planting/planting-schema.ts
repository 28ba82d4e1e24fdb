import { plantingCategories } from "~/data/planting-plants";
import { z } from "~/zod";
import { isIsoDate } from "./uk-calendar";

// Client-safe: the tracker's form, checked in the browser and again on the server.

export const PLANTING_LIMITS = {
  plantName: 100,
  variety: 100,
  quantity: 100,
  location: 100,
  notes: 1000,
} as const;

export const plantingMessages = {
  plantNameRequired: "Please enter the plant name.",
  plantNameTooLong: `Plant name must be at most ${PLANTING_LIMITS.plantName} characters.`,
  plantedDateRequired: "Please enter the date you planted it.",
  date: "Enter a real date, like 2026-04-14.",
  harvestBeforePlanting: "The expected harvest date cannot be before the planted date.",
  varietyTooLong: `Variety must be at most ${PLANTING_LIMITS.variety} characters.`,
  quantityTooLong: `Quantity must be at most ${PLANTING_LIMITS.quantity} characters.`,
  locationTooLong: `Location must be at most ${PLANTING_LIMITS.location} characters.`,
  notesTooLong: `Notes must be at most ${PLANTING_LIMITS.notes} characters.`,
  category: "Please choose a category.",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

const isoDate = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, plantingMessages.date);

/** One schema for adding and editing a planting. */
export const plantingSchema = z
  .object({
    plantName: z
      .string({ error: plantingMessages.plantNameRequired })
      .trim()
      .min(1, plantingMessages.plantNameRequired)
      .max(PLANTING_LIMITS.plantName, plantingMessages.plantNameTooLong),
    variety: optionalText(PLANTING_LIMITS.variety, plantingMessages.varietyTooLong),
    plantedDate: isoDate(plantingMessages.plantedDateRequired),
    expectedHarvestDate: z
      .string()
      .trim()
      .refine((value) => value === "" || isIsoDate(value), plantingMessages.date)
      .optional()
      .transform((value) => (value ? value : null)),
    quantity: optionalText(PLANTING_LIMITS.quantity, plantingMessages.quantityTooLong),
    location: optionalText(PLANTING_LIMITS.location, plantingMessages.locationTooLong),
    notes: optionalText(PLANTING_LIMITS.notes, plantingMessages.notesTooLong),
    category: z.enum(plantingCategories, { error: plantingMessages.category }),
    remindAtHarvest: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .refine((value) => !value.expectedHarvestDate || value.expectedHarvestDate >= value.plantedDate, {
    message: plantingMessages.harvestBeforePlanting,
    path: ["expectedHarvestDate"],
  });

export type PlantingInput = z.output<typeof plantingSchema>;

/** The tracker's form actions. */
export const PLANTING_INTENTS = {
  add: "add",
  update: "update",
  delete: "delete",
  resetFeed: "reset-feed",
} as const;
