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

// Email clients ignore stylesheets and CSS variables, so the design tokens are repeated here
// as inline values.
const colours = {
  cream: "#fbf7ee",
  soil: "#5b3a1e",
  ink: "#2b2620",
  muted: "#5c5348",
  leaf: "#2f6b2f",
};

export interface EmailLayoutProps {
  /** The line inbox previews show beside the subject. */
  preview: string;
  appUrl: string;
  /** Why this email came, under the card; by default, the reader's account on Glut. */
  reason?: ReactNode;
  children: ReactNode;
}

/** The frame every Glut email shares: wordmark, content, and a footer saying why it came. */
export function EmailLayout({ preview, appUrl, reason, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.cream,
          color: colours.ink,
          fontFamily: "Arial, sans-serif",
        }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 16px" }}>
          <Text
            style={{ color: colours.soil, fontSize: "24px", fontWeight: 700, margin: "0 0 16px" }}
          >
            Glut
          </Text>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px" }}>
            {children}
          </Section>
          <Hr style={{ borderColor: "#e3d9c4", margin: "24px 0" }} />
          <Text style={{ color: colours.muted, fontSize: "13px", lineHeight: "20px" }}>
            {reason ?? (
              <>
                You are receiving this because of your account on{" "}
                <Link href={appUrl} style={{ color: colours.leaf }}>
                  Glut
                </Link>
                , the UK community for sharing surplus garden produce.
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function EmailParagraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" }}>{children}</Text>
  );
}
