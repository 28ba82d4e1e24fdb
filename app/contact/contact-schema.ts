import { englishFrom } from "~/i18n/english";
import enSupport from "~/i18n/locales/en/support";
import type { Translate } from "~/i18n/messages";
import { z } from "~/zod";

/** The specification's contact message limit (part 2 §9). */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
export const CONTACT_NAME_MAX_LENGTH = 100;
/** The longest address the email standards allow. */
export const CONTACT_EMAIL_MAX_LENGTH = 254;

const english = /* @__PURE__ */ englishFrom(enSupport);

/**
 * The contact form's messages in the words of `t` (the `support` catalogue's `contact.forms.*`);
 * the toasts word for word from the specification (part 2 §5, §8).
 */
export function contactMessagesFor(t: Translate) {
  return {
    requiredTitle: t("contact.forms.requiredTitle"),
    required: t("contact.forms.required"),
    nameRequired: t("contact.forms.nameRequired"),
    emailRequired: t("contact.forms.emailRequired"),
    messageRequired: t("contact.forms.messageRequired"),
    nameTooLong: t("contact.forms.nameTooLong", { max: CONTACT_NAME_MAX_LENGTH }),
    emailInvalid: t("contact.forms.emailInvalid"),
    messageTooLong: t("contact.forms.messageTooLong", { max: CONTACT_MESSAGE_MAX_LENGTH }),
    failedTitle: t("contact.forms.failedTitle"),
    failed: t("contact.forms.failed"),
    rateLimited: t("contact.forms.rateLimited"),
    sentTitle: t("contact.forms.sentTitle"),
    sent: t("contact.forms.sent"),
  };
}
export type ContactFormMessages = ReturnType<typeof contactMessagesFor>;

/** The messages in English: the tests, and what the specification words. */
export const contactFormMessages = /* @__PURE__ */ contactMessagesFor(english);

/** The per-field messages that mean "this field was left empty". */
const requiredFieldMessages = (messages: ContactFormMessages): readonly string[] => [
  messages.nameRequired,
  messages.emailRequired,
  messages.messageRequired,
];

/** Conform treats an empty field as missing; a blank one is trimmed to empty. Either is required. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** One schema for the contact form, checked in the browser and again on the server. */
export function contactSchemaFor(t: Translate) {
  const messages = contactMessagesFor(t);
  return z.object({
    name: requiredText(messages.nameRequired)
      .max(CONTACT_NAME_MAX_LENGTH, messages.nameTooLong)
      // The name goes into an email subject: one line, single spaces.
      .transform((name) => name.replace(/\s+/g, " ")),
    email: requiredText(messages.emailRequired).pipe(
      z
        .email({ error: messages.emailInvalid })
        .max(CONTACT_EMAIL_MAX_LENGTH, messages.emailInvalid),
    ),
    message: requiredText(messages.messageRequired).max(
      CONTACT_MESSAGE_MAX_LENGTH,
      messages.messageTooLong,
    ),
  });
}

/** The English schema (the tests, and a send from code). */
export const contactSchema = /* @__PURE__ */ contactSchemaFor(english);

export type ContactInput = z.output<ReturnType<typeof contactSchemaFor>>;

/** Whether a failed check left a field empty: the specification's 'All fields required' case. */
export function hasEmptyField(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
  words: ContactFormMessages = contactFormMessages,
): boolean {
  const required = requiredFieldMessages(words);
  return Object.values(errors ?? {}).some((messages) =>
    (messages ?? []).some((message) => required.includes(message)),
  );
}
