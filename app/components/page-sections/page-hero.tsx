import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** How much of the row the illustration takes beside the text, on wide screens. */
const artColumns = {
  half: "md:grid-cols-2",
  "two-fifths": "md:grid-cols-[3fr_2fr]",
  quarter: "md:grid-cols-[3fr_1fr]",
} as const;

/** Landing pages stand a little taller than the pages beneath them. */
const heights = {
  standard: { base: "py-10", wide: "md:py-14" },
  tall: { base: "py-12", wide: "md:py-16" },
} as const;

const textGaps = { snug: "gap-4", roomy: "gap-5" } as const;

/**
 * The leaf-green block that opens a page: its one h1, a lead paragraph, whatever follows it
 * (buttons, a search, links) and an illustration beside it. The section is labelled by the h1.
 */
export function PageHero({
  titleId = "hero-title",
  title,
  above,
  lead,
  children,
  art,
  artColumn = "two-fifths",
  height = "standard",
  textGap = "snug",
}: {
  titleId?: string;
  title: ReactNode;
  /** Above the title: the breadcrumbs, or a line naming the page's theme. */
  above?: ReactNode;
  lead: ReactNode;
  /** Below the lead: the page's main actions, a search, onward links. */
  children?: ReactNode;
  /** The illustration, sized and hidden on small screens by its own classes. */
  art: ReactNode;
  artColumn?: keyof typeof artColumns;
  height?: keyof typeof heights;
  textGap?: keyof typeof textGaps;
}) {
  const { base, wide } = heights[height];
  return (
    <section aria-labelledby={titleId} className="bg-leaf-soft">
      <Container className={`grid items-center gap-8 ${base} ${artColumns[artColumn]} ${wide}`}>
        <div className={`flex flex-col ${textGaps[textGap]}`}>
          {above}
          <h1 id={titleId} className="text-4xl sm:text-5xl">
            {title}
          </h1>
          <p className="max-w-prose text-lg text-ink">{lead}</p>
          {children}
        </div>
        {art}
      </Container>
    </section>
  );
}
