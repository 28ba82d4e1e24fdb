import { englishFrom } from "~/i18n/english";
import type { Language } from "~/i18n/languages";
import enEmail from "~/i18n/locales/en/email";
import type { Translate } from "~/i18n/messages";
import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

const english = englishFrom(enEmail);

/**
 * Every handover email: a greeting, what changed in a few short paragraphs, and one button to
 * the handover's page, where the reader answers. They come because the reader is one of the two
 * people sharing the item, so they carry no unsubscribe link (decision 0088). In the reader's
 * language (decision 0098): the paragraphs come worded already.
 */
export function HandoverEmail({
  appUrl,
  username,
  preview,
  paragraphs,
  button,
  handoverUrl,
  lng = "en",
  t = english,
}: {
  appUrl: string;
  username: string;
  preview: string;
  paragraphs: readonly string[];
  button: string;
  handoverUrl: string;
  lng?: Language;
  t?: Translate;
}) {
  return (
    <EmailLayout preview={preview} appUrl={appUrl} reason={t("handover.reason")} lng={lng} t={t}>
      <EmailParagraph>{t("handover.hello", { name: username })}</EmailParagraph>
      {paragraphs.map((paragraph) => (
        <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
      ))}
      <EmailButton href={handoverUrl}>{button}</EmailButton>
      <EmailPasteLink href={handoverUrl} t={t} />
    </EmailLayout>
  );
}
