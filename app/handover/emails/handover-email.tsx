import { EmailButton } from "~/server/email/templates/email-button";
import { type EmailLanguage, englishEmail } from "~/server/email/templates/email-language";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

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
  t = englishEmail,
}: {
  appUrl: string;
  username: string;
  preview: string;
  paragraphs: readonly string[];
  button: string;
  handoverUrl: string;
} & EmailLanguage) {
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
