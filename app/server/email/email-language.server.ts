import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";

/** What a sender hands an email template to write it in `lng`: the language and its words. */
export function emailLanguage(lng: Language): { lng: Language; t: Translate } {
  return { lng, t: i18nFor(lng).getFixedT(lng, "email") };
}
