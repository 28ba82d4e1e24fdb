import { englishFrom } from "~/i18n/english";
import enHandovers from "~/i18n/locales/en/handovers";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

// Client-safe: the thank-you form after a collection (issue 35, item 5; decision 0089), checked
// in the browser and again on the server, in the words of the page's translator (decision 0098).

export const THANKS_NOTE_MAX = 300;

export const thanksRatings = ["1", "2", "3", "4", "5"] as const;

// Marked pure, so a browser bundle that builds its schema from the page's translator leaves the
// English catalogue out.
const english = /* @__PURE__ */ englishFrom(enHandovers);

/** The form's messages in the words of `t` (the `handovers` catalogue's `thanks.forms.*`). */
export function thanksMessagesFor(t: Translate) {
  return {
    empty: t("thanks.forms.empty"),
    tooLong: t("thanks.forms.tooLong", { max: THANKS_NOTE_MAX }),
    rating: t("thanks.forms.rating"),
    sent: t("thanks.forms.sent"),
  };
}

export const thanksMessages = /* @__PURE__ */ thanksMessagesFor(english);

/** The thank-you form, its messages in the words of `t`; `thanksSchema` is the English default. */
export function thanksSchemaFor(t: Translate) {
  const messages = thanksMessagesFor(t);
  return z
    .object({
      note: z
        .string()
        .trim()
        .max(THANKS_NOTE_MAX, messages.tooLong)
        .transform((note) => (note === "" ? undefined : note))
        .optional(),
      rating: z.enum(thanksRatings, { error: messages.rating }).optional(),
    })
    .refine((value) => value.note !== undefined || value.rating !== undefined, {
      message: messages.empty,
    });
}

export const thanksSchema = /* @__PURE__ */ thanksSchemaFor(english);

export type ThanksInput = z.output<ReturnType<typeof thanksSchemaFor>>;
