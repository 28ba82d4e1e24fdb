import { Sprout, Users } from "lucide-react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CallToActionBand } from "./call-to-action-band";
import { FeatureGrid } from "./feature-grid";
import { NumberedSteps } from "./numbered-steps";
import { PageHero } from "./page-hero";

/** Renders inside a router, as the pages do (the sections use Link). */
function html(node: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("PageHero", () => {
  it("labels the section by its one h1 and puts what follows the lead below it", () => {
    const markup = html(
      <PageHero
        titleId="city-title"
        title="Garden produce in Leeds"
        lead="Growers in Leeds share here."
        art={<svg aria-hidden="true" />}
      >
        <a href="/listings">Browse</a>
      </PageHero>,
    );
    expect(markup).toContain('<section aria-labelledby="city-title"');
    expect(markup).toContain('<h1 id="city-title" class="text-4xl sm:text-5xl">');
    expect(markup.match(/<h1/g)).toHaveLength(1);
    expect(markup.indexOf("Growers in Leeds")).toBeLessThan(markup.indexOf("Browse"));
  });

  it("sizes the illustration's column and the block's height as asked", () => {
    const standard = html(<PageHero title="A" lead="B" art={null} />);
    expect(standard).toContain("grid items-center gap-8 py-10 md:grid-cols-[3fr_2fr] md:py-14");
    expect(standard).toContain('class="flex flex-col gap-4"');
    const landing = html(
      <PageHero title="A" lead="B" art={null} artColumn="half" height="tall" textGap="roomy" />,
    );
    expect(landing).toContain("grid items-center gap-8 py-12 md:grid-cols-2 md:py-16");
    expect(landing).toContain('class="flex flex-col gap-5"');
    expect(html(<PageHero title="A" lead="B" art={null} artColumn="quarter" />)).toContain(
      "md:grid-cols-[3fr_1fr]",
    );
  });
});

describe("FeatureGrid", () => {
  const features = [
    { icon: Users, title: "Food banks", text: "Fresh produce.", to: "/food-banks" },
    { icon: Sprout, title: "Youth groups", text: "Seeds and seedlings." },
  ];

  it("links a feature's title only where it has somewhere to go", () => {
    const markup = html(<FeatureGrid features={features} />);
    expect(markup).toContain('<h3 class="text-xl"><a href="/food-banks"');
    expect(markup).toContain('<h3 class="text-xl">Youth groups</h3>');
  });

  it("holds as many cards a row as asked, raised unless flat", () => {
    expect(html(<FeatureGrid features={features} columns={2} />)).toContain(
      'class="grid gap-4 sm:grid-cols-2"',
    );
    expect(html(<FeatureGrid features={features} columns={4} />)).toContain("lg:grid-cols-4");
    expect(html(<FeatureGrid features={features} />)).toContain("shadow-soil/10");
    expect(html(<FeatureGrid features={features} flat />)).not.toContain("shadow");
  });
});

describe("NumberedSteps", () => {
  const steps = [
    { icon: Sprout, title: "Share", text: "List it." },
    { icon: Users, title: "Meet", text: "Collect it." },
  ];

  it("numbers the steps from 1 in an ordered list, in either look", () => {
    for (const look of ["summary", "detailed"] as const) {
      const markup = html(<NumberedSteps steps={steps} look={look} />);
      expect(markup.startsWith("<ol")).toBe(true);
      expect(markup.match(/<li/g)).toHaveLength(2);
      expect(markup).toMatch(/>1<\/span>.*Share.*>2<\/span>.*Meet/);
    }
  });
});

describe("CallToActionBand", () => {
  it("labels the band by its heading and keeps the illustration above it", () => {
    const markup = html(
      <CallToActionBand titleId="join" title="Join" text="Go on." art={<svg data-art="" />}>
        <a href="/signup">Sign up</a>
      </CallToActionBand>,
    );
    expect(markup).toContain('<section aria-labelledby="join" class="bg-leaf text-white">');
    expect(markup.indexOf("data-art")).toBeLessThan(markup.indexOf('<h2 id="join"'));
    expect(markup).toContain("py-14");
    expect(
      html(
        <CallToActionBand title="A" text="B" compact>
          {null}
        </CallToActionBand>,
      ),
    ).toContain("py-12");
  });
});
