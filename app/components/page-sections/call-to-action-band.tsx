import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The leaf-green band that closes a page: a heading, a line, and the buttons that act on it. */
export function CallToActionBand({
  titleId = "cta-title",
  title,
  text,
  children,
  art,
  compact = false,
}: {
  titleId?: string;
  title: ReactNode;
  text: ReactNode;
  /** Below the line: the buttons (in an ActionRow), and any note. */
  children: ReactNode;
  /** A small illustration above the heading. */
  art?: ReactNode;
  /** Less padding, for a band in the middle of a page rather than at its foot. */
  compact?: boolean;
}) {
  return (
    <section aria-labelledby={titleId} className="bg-leaf text-white">
      <Container
        className={`flex flex-col items-center gap-4 ${compact ? "py-12" : "py-14"} text-center`}
      >
        {art}
        <h2 id={titleId} className="text-3xl text-white">
          {title}
        </h2>
        <p className="max-w-prose text-leaf-soft">{text}</p>
        {children}
      </Container>
    </section>
  );
}
