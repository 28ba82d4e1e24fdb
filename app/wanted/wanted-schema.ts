import type { Translate } from "~/i18n/messages";
import { listingCategories } from "~/listings/listing-options";
import { isIsoDate, ukToday } from "~/planting/uk-calendar";
import { z } from "~/zod";
import {
  latestWantedExpiry,
  WANTED_LIMITS,
  wantedMessages,
  wantedMessagesFor,
} from "./wanted-text";

// The wanted post's one form schema (decision 0090): its checks reach the browser as data
// (wanted-checks.server.ts, decision 0066) and the server parses every post with it.

function blankToUndefined(value: unknown) {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/**
 * One schema for posting and editing a wanted post, its messages in the words of `t` (the
 * request's language, decision 0098); `wantedSchema` is the English default.
 */
export function wantedSchemaFor(t: Translate) {
  return schemaWith(wantedMessagesFor(t));
}

function schemaWith(messages: typeof wantedMessages) {
  return z.object({
    title: z
      .string({ error: messages.titleRequired })
      .trim()
      .min(1, messages.titleRequired)
      .max(WANTED_LIMITS.title, messages.titleTooLong),
    category: z.enum(listingCategories, { error: messages.categoryRequired }),
    location: z
      .string({ error: messages.locationRequired })
      .trim()
      .min(1, messages.locationRequired)
      .max(WANTED_LIMITS.location, messages.locationTooLong),
    note: z.preprocess(
      blankToUndefined,
      z.string().trim().max(WANTED_LIMITS.note, messages.noteTooLong).optional(),
    ),
    /** The last day it is shown, a UK day as `<input type="date">` sends it; empty: 30 days. */
    expiresOn: z.preprocess(
      blankToUndefined,
      z
        .string({ error: messages.expiresOn })
        .trim()
        .refine(isIsoDate, messages.expiresOn)
        .refine((day) => day >= ukToday(new Date()), messages.expiresOnPast)
        .refine((day) => day <= latestWantedExpiry(ukToday(new Date())), messages.expiresOnTooFar)
        .optional(),
    ),
  });
}

export const wantedSchema = schemaWith(wantedMessages);

export type WantedInput = z.output<typeof wantedSchema>;
