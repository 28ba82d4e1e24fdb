import { z } from "~/zod";

// Client-safe: the thank-you form after a collection (issue 35, item 5; decision 0089), checked
// in the browser and again on the server.

export const THANKS_NOTE_MAX = 300;

export const thanksRatings = ["1", "2", "3", "4", "5"] as const;

/** What each rating means, as the form offers it. */
export const thanksRatingLabels: Record<(typeof thanksRatings)[number], string> = {
  "1": "1, it went badly",
  "2": "2, not great",
  "3": "3, it was fine",
  "4": "4, good",
  "5": "5, excellent",
};

export const thanksMessages = {
  empty: "Write a thank-you note, choose a rating, or both.",
  tooLong: `A thank-you note can be at most ${THANKS_NOTE_MAX} characters.`,
  rating: "Choose a rating from 1 to 5.",
  sent: "Thank you. Your note and rating have been saved.",
} as const;

export const thanksSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(THANKS_NOTE_MAX, thanksMessages.tooLong)
      .transform((note) => (note === "" ? undefined : note))
      .optional(),
    rating: z.enum(thanksRatings, { error: thanksMessages.rating }).optional(),
  })
  .refine((value) => value.note !== undefined || value.rating !== undefined, {
    message: thanksMessages.empty,
  });

export type ThanksInput = z.output<typeof thanksSchema>;
