import { z } from "~/zod";

/** The specification's contact message limit (part 2 §9). */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
export const CONTACT_NAME_MAX_LENGTH = 100;
/** The longest address the email standards allow. */
export const CONTACT_EMAIL_MAX_LENGTH = 254;

/** The contact form's messages; the toasts word for word from the specification (part 2 §5, §8). */
export const contactFormMessages = {
  requiredTitle: "All fields required",
  required: "Please fill in all fields before sending.",
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  messageRequired: "Please enter your message.",
  nameTooLong: `Your name must be at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
  emailInvalid: "Enter a valid email address, like name@example.com",
  messageTooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  failedTitle: "Failed to Send Message",
  failed: "There was an error sending your message. Please try again.",
  rateLimited:
    "You have sent several messages in the last hour. Please wait an hour before sending another.",
  sentTitle: "Message Sent!",
  sent: "Thank you for contacting us. We'll get back to you soon.",
} as const;

/** The per-field messages that mean "this field was left empty". */
const REQUIRED_FIELD_MESSAGES: readonly string[] = [
  contactFormMessages.nameRequired,
  contactFormMessages.emailRequired,
  contactFormMessages.messageRequired,
];

/** Conform treats an empty field as missing; a blank one is trimmed to empty. Either is required. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** One schema for the contact form, checked in the browser and again on the server. */
export const contactSchema = z.object({
  name: requiredText(contactFormMessages.nameRequired)
    .max(CONTACT_NAME_MAX_LENGTH, contactFormMessages.nameTooLong)
    // The name goes into an email subject: one line, single spaces.
    .transform((name) => name.replace(/\s+/g, " ")),
  email: requiredText(contactFormMessages.emailRequired).pipe(
    z
      .email({ error: contactFormMessages.emailInvalid })
      .max(CONTACT_EMAIL_MAX_LENGTH, contactFormMessages.emailInvalid),
  ),
  message: requiredText(contactFormMessages.messageRequired).max(
    CONTACT_MESSAGE_MAX_LENGTH,
    contactFormMessages.messageTooLong,
  ),
});

export type ContactInput = z.output<typeof contactSchema>;

/** Whether a failed check left a field empty: the specification's 'All fields required' case. */
export function hasEmptyField(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
): boolean {
  return Object.values(errors ?? {}).some((messages) =>
    (messages ?? []).some((message) => REQUIRED_FIELD_MESSAGES.includes(message)),
  );
}
