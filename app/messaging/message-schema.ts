import { englishFrom } from "~/i18n/english";
import enMessages from "~/i18n/locales/en/messages";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

/** The specification's contact message limit (part 1 §5 and §9). */
export const MESSAGE_MAX_LENGTH = 1000;

/** The Contact dialog's messages, word for word from the specification (part 1 §8). */
export const contactMessages = {
  requiredTitle: "Message Required",
  required: "Please enter a message before sending.",
  tooLong: `Your message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  authTitle: "Authentication Required",
  auth: "Please log in to contact the seller.",
  failedTitle: "Failed to Send Message",
  failed: "There was an error sending your message. Please try again.",
  sentTitle: "Message Sent!",
  sent: "The lister will be notified by email.",
} as const;

/**
 * One schema for the first contact and every reply: trimmed, not empty, at most 1000. Made for a
 * translator, so a reply is checked in the language of the page that sent it (decision 0098).
 */
export function messageSchemaFor(t: Translate) {
  const required = t("forms.required");
  return z.object({
    message: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(MESSAGE_MAX_LENGTH, t("forms.tooLong", { max: MESSAGE_MAX_LENGTH })),
  });
}

/** The English schema: the contact dialog and pages not yet in Welsh, and the tests. */
export const messageSchema = messageSchemaFor(englishFrom(enMessages));

export type MessageInput = z.output<ReturnType<typeof messageSchemaFor>>;

/** The Contact dialog marks its submissions so the answer keeps the listing page in place. */
export const CONTACT_VIA_DIALOG = "dialog";

/**
 * The listing page's own dialog (a static page, decision 0099) posts as a plain form: the answer
 * goes back to the listing, where the sent notice stands at the top and the dialog is closed.
 */
export const CONTACT_VIA_LISTING = "listing";
