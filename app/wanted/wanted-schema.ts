import { listingCategories } from "~/listings/listing-options";
import { isIsoDate, ukToday } from "~/planting/uk-calendar";
import { z } from "~/zod";
import { latestWantedExpiry, WANTED_LIMITS, wantedMessages } from "./wanted-text";

// The wanted post's one form schema (decision 0090): its checks reach the browser as data
// (wanted-checks.server.ts, decision 0066) and the server parses every post with it.

function blankToUndefined(value: unknown) {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** One schema for posting and editing a wanted post. */
export const wantedSchema = z.object({
  title: z
    .string({ error: wantedMessages.titleRequired })
    .trim()
    .min(1, wantedMessages.titleRequired)
    .max(WANTED_LIMITS.title, wantedMessages.titleTooLong),
  category: z.enum(listingCategories, { error: wantedMessages.categoryRequired }),
  location: z
    .string({ error: wantedMessages.locationRequired })
    .trim()
    .min(1, wantedMessages.locationRequired)
    .max(WANTED_LIMITS.location, wantedMessages.locationTooLong),
  note: z.preprocess(
    blankToUndefined,
    z.string().trim().max(WANTED_LIMITS.note, wantedMessages.noteTooLong).optional(),
  ),
  /** The last day it is shown, a UK day as `<input type="date">` sends it; empty: 30 days. */
  expiresOn: z.preprocess(
    blankToUndefined,
    z
      .string({ error: wantedMessages.expiresOn })
      .trim()
      .refine(isIsoDate, wantedMessages.expiresOn)
      .refine((day) => day >= ukToday(new Date()), wantedMessages.expiresOnPast)
      .refine(
        (day) => day <= latestWantedExpiry(ukToday(new Date())),
        wantedMessages.expiresOnTooFar,
      )
      .optional(),
  ),
});

export type WantedInput = z.output<typeof wantedSchema>;
