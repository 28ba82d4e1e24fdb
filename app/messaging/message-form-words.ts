import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MessageFormWords } from "./message-form";
import { messageSchemaFor } from "./message-schema";

// The message box's words in the page's language (decision 0098), from the `messages` catalogue:
// a conversation's reply and a listing's Contact form say them alike. Its counter takes its own
// words from the shell's catalogue (character-counter.tsx).

/** The box's schema and busy label in the page's language; its page sends `messages`. */
export function useMessageFormWords(): MessageFormWords {
  const { t } = useTranslation("messages");
  return useMemo(() => ({ schema: messageSchemaFor(t), sending: t("conversation.sending") }), [t]);
}
