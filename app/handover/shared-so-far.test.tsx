import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { citySharedWordsIn } from "~/places/place-words";
import { sharedSoFarWords } from "~/routes/home/shared-so-far-words";
import type { ImpactFigures } from "./impact-text";
import { SharedSoFar } from "./shared-so-far";

/** The home page's section, or a city's when `placeName` is given, in `lng`. */
const render = (figures: ImpactFigures | null, placeName?: string, lng: Language = "en") => {
  const words = placeName
    ? citySharedWordsIn(i18nFor(lng).getFixedT(lng, "places"), lng, placeName)
    : sharedSoFarWords(i18nFor(lng).getFixedT(lng, "pages"), lng);
  return renderToStaticMarkup(
    <MemoryRouter>
      <SharedSoFar figures={figures} placeName={placeName} words={words} />
    </MemoryRouter>,
  );
};

const period = { month: "2026-11", year: 2026 };

describe("SharedSoFar", () => {
  it("shows nothing when the figures could not be read", () => {
    expect(render(null)).toBe("");
  });

  it("gives the home page the UK's figures", () => {
    const html = render({ ...period, all: { thisMonth: 4, thisYear: 30 } });
    expect(html).toContain("Shared through Glut");
    expect(html).toContain("4 items collected through Glut across the UK in November, 30 so far");
    expect(html).not.toContain("Be the first");
  });

  it("gives a city its own figures first, then the UK's, and asks someone to be the first", () => {
    const html = render(
      { ...period, all: { thisMonth: 4, thisYear: 30 }, here: { thisMonth: 0, thisYear: 0 } },
      "York",
    );
    expect(html).toContain("Shared in York");
    expect(
      html.indexOf("Nothing has been collected through Glut in York yet in 2026."),
    ).toBeLessThan(html.indexOf("across the UK"));
    expect(html).toContain("Be the first in York");
    expect(html).toContain('href="/create-listing"');
  });

  it("says it in Welsh on a Welsh page", () => {
    const html = render(
      { ...period, all: { thisMonth: 4, thisYear: 30 }, here: { thisMonth: 0, thisYear: 0 } },
      "Caerdydd",
      "cy",
    );
    expect(html).not.toContain("Shared");
    expect(html).not.toContain("collected");
    expect(html).toContain("Tachwedd");
    expect(html).toContain('href="/create-listing"');
  });
});
