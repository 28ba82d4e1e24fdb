import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CharactersLeftWords, CountWords } from "~/components/characters-left";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";
import type { MessageFormWords } from "./message-form";
import { messageSchemaFor } from "./message-schema";

// The message box's words in the page's language (decision 0098), from the `messages` catalogue:
// a conversation's reply and a listing's Contact form say them alike.

/** The character counter's words in a Welsh page's language; English pages keep the default. */
function counterWords(t: Translate, lng: string): CharactersLeftWords | undefined {
  if (lng === DEFAULT_LANGUAGE) return undefined;
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const pick = (key: "left" | "over") =>
    Object.fromEntries(
      forms.map((form) => [form, t(`counter.${key}_${form}`, { n: "{n}" })]),
    ) as CountWords;
  return { lang: lng, left: pick("left"), over: pick("over") };
}

/** The box's schema, busy label and counter in the page's language; its page sends `messages`. */
export function useMessageFormWords(): MessageFormWords {
  const { t, i18n } = useTranslation("messages");
  return useMemo(
    () => ({
      schema: messageSchemaFor(t),
      sending: t("conversation.sending"),
      counter: counterWords(t, i18n.language),
    }),
    [t, i18n.language],
  );
}
