import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DetailsAccordion, DetailsAccordionItem } from "~/components/ui/details-accordion";

describe("DetailsAccordion", () => {
  it("renders named <details> with every answer in the HTML, only the default one open", () => {
    const markup = renderToStaticMarkup(
      <DetailsAccordion name="faq">
        <DetailsAccordionItem title="How do swaps work?" defaultOpen>
          Agree a swap in messages.
        </DetailsAccordionItem>
        <DetailsAccordionItem title="Is it free?" headingLevel={4}>
          Free listings cost nothing.
        </DetailsAccordionItem>
      </DetailsAccordion>,
    );
    const details = markup.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    expect(details[0]).toMatch(/name="faq"/);
    expect(details[0]).toMatch(/\sopen=""/);
    expect(details[1]).toMatch(/name="faq"/);
    expect(details[1]).not.toMatch(/\sopen/);
    expect(markup).toMatch(/<summary[^>]*><h3[^>]*>How do swaps work\?<\/h3>/);
    expect(markup).toMatch(/<summary[^>]*><h4[^>]*>Is it free\?<\/h4>/);
    // The closed item's answer is in the HTML too, for readers without JavaScript.
    expect(markup).toContain("Agree a swap in messages.");
    expect(markup).toContain("Free listings cost nothing.");
  });

  it("refuses an item outside a group, which would have no name to share", () => {
    expect(() =>
      renderToStaticMarkup(<DetailsAccordionItem title="Lost">Alone</DetailsAccordionItem>),
    ).toThrow(/inside a DetailsAccordion/);
  });
});
