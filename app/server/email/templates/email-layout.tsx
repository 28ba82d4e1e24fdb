import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { HTML_LANG, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/messages";

// Email clients ignore stylesheets and CSS variables, so the design tokens are repeated here
// as inline values.
export const colours = {
  cream: "#fbf7ee",
  soil: "#5b3a1e",
  ink: "#2b2620",
  muted: "#5c5348",
  leaf: "#2f6b2f",
};

// A phone is about 390 px wide (decision 0068): nothing may be wider. Text wraps anywhere it has
// to, so one unbroken address (a token link) cannot push the card past the screen.
const breakable = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;

export interface EmailLayoutProps {
  /** The line inbox previews show beside the subject. */
  preview: string;
  appUrl: string;
  /** Why this email came, under the card; by default, the reader's account on Glut. */
  reason?: ReactNode;
  /**
   * A notification's signed one-click unsubscribe link (the same as its List-Unsubscribe
   * header), and the words of the link, e.g. "Stop forum reply emails".
   */
  unsubscribe?: { href: string; label: string };
  /**
   * An email in the member's language (decision 0098): the language and its `email` namespace's
   * translator. Emails not yet converted leave both out and stay in English.
   */
  lng?: Language;
  t?: Translate;
  children: ReactNode;
}

/** The frame every Glut email shares: wordmark, content, and a footer saying why it came. */
export function EmailLayout({
  preview,
  appUrl,
  reason,
  unsubscribe,
  lng = "en",
  t,
  children,
}: EmailLayoutProps) {
  const footer = { color: colours.muted, fontSize: "13px", lineHeight: "20px", ...breakable };
  return (
    <Html lang={HTML_LANG[lng]}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.cream,
          color: colours.ink,
          fontFamily: "Arial, sans-serif",
          margin: 0,
        }}
      >
        <Container
          style={{ maxWidth: "560px", width: "100%", margin: "0 auto", padding: "24px 12px" }}
        >
          <Text
            style={{ color: colours.soil, fontSize: "24px", fontWeight: 700, margin: "0 0 16px" }}
          >
            Glut
          </Text>
          <Section
            style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "20px 16px" }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: "#e3d9c4", margin: "24px 0" }} />
          <Text style={footer}>
            {reason ?? (
              <>
                {t
                  ? t("layout.reason")
                  : "You are receiving this because of your account on Glut, the UK community for sharing surplus garden produce:"}{" "}
                <EmailLink href={appUrl} />
              </>
            )}
          </Text>
          {unsubscribe ? (
            <Text style={footer}>
              {t
                ? t("layout.unsubscribeNote")
                : "One click stops these emails; you can turn them back on from your dashboard."}
              <br />
              <EmailLink href={unsubscribe.href}>{unsubscribe.label}</EmailLink>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function EmailParagraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", ...breakable }}>
      {children}
    </Text>
  );
}

/**
 * A link that may break anywhere on a narrow screen; by default its text is its address, which
 * the plain-text part then prints once, at the end of its line.
 */
export function EmailLink({ href, children }: { href: string; children?: string }) {
  return (
    <Link
      href={href}
      style={{
        color: colours.leaf,
        ...breakable,
        // An address has no words to keep whole; a label does.
        ...(children === undefined ? { wordBreak: "break-all" } : {}),
      }}
    >
      {children ?? href}
    </Link>
  );
}

/**
 * The address behind an email's button, for those whose mail shows no button: on a line of its
 * own, so no full stop ever follows it into a copied link.
 */
export function EmailPasteLink({ href, t }: { href: string; t?: Translate }) {
  return (
    <EmailParagraph>
      {t ? t("layout.pasteLink") : "Or paste this link into your browser:"}
      <br />
      <EmailLink href={href} />
    </EmailParagraph>
  );
}
