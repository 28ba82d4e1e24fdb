import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import enListings from "~/i18n/locales/en/listings";
import type { Translate } from "~/i18n/messages";

/**
 * The language an email is written in and the `email` namespace's translator in it (decision
 * 0098). A sender passes both (`emailLanguage` in email-language.server.ts); left out, the email
 * is in English, as tests and the preview render it.
 */
export interface EmailLanguage {
  lng?: Language;
  t?: Translate;
}

/**
 * The `email` namespace's English (and the listings' words it names), the templates' default;
 * `email:` keys too, as shared wording functions name them (`verificationNoteIn`).
 */
export const englishEmail: Translate = englishFrom(enEmail, {
  listings: enListings,
  email: enEmail,
});
