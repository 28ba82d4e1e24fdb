import { EmailButton } from "~/server/email/templates/email-button";
import { EmailLayout, EmailParagraph, EmailPasteLink } from "~/server/email/templates/email-layout";

/**
 * Every handover email: a greeting, what changed in a few short paragraphs, and one button to
 * the handover's page, where the reader answers. They come because the reader is one of the two
 * people sharing the item, so they carry no unsubscribe link (decision 0088).
 */
export function HandoverEmail({
  appUrl,
  username,
  preview,
  paragraphs,
  button,
  handoverUrl,
}: {
  appUrl: string;
  username: string;
  preview: string;
  paragraphs: readonly string[];
  button: string;
  handoverUrl: string;
}) {
  return (
    <EmailLayout
      preview={preview}
      appUrl={appUrl}
      reason="You are receiving this because you are sharing an item with another member on Glut."
    >
      <EmailParagraph>Hello {username},</EmailParagraph>
      {paragraphs.map((paragraph) => (
        <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
      ))}
      <EmailButton href={handoverUrl}>{button}</EmailButton>
      <EmailPasteLink href={handoverUrl} />
    </EmailLayout>
  );
}
