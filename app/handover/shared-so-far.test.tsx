import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ImpactFigures } from "./impact-text";
import { SharedSoFar } from "./shared-so-far";

const render = (figures: ImpactFigures | null, placeName?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SharedSoFar figures={figures} placeName={placeName} />
    </MemoryRouter>,
  );

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
});
