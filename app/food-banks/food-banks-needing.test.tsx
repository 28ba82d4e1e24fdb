import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { aboutMilesIn } from "./food-bank-links";
import { FoodBanksNeeding } from "./food-banks-needing";

// What a listing's owner is told of food banks that need it (decision 0050), in each language.

function render(lng: "en" | "cy", count: 1 | 2): string {
  const t = i18nFor(lng).getFixedT(lng, "listings");
  const foodBanks = [
    { name: "Exeter Food Bank", href: "/food-bank/exeter", items: ["Potatoes", "Onions"] },
    { name: "Topsham Food Bank", href: "/food-bank/topsham", items: ["Carrots"] },
  ]
    .slice(0, count)
    .map((foodBank, index) => ({ ...foodBank, distance: aboutMilesIn(t, index === 0 ? 0.4 : 3) }));
  const Stub = createRoutesStub([
    { path: "/listings/:id", Component: () => <FoodBanksNeeding foodBanks={foodBanks} /> },
  ]);
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Stub initialEntries={["/listings/1"]} />
    </I18nextProvider>,
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the food banks that need a listing", () => {
  it("says it in English word for word as before", () => {
    const one = render("en", 1);
    expect(one).toContain("A food bank near you needs this");
    expect(one).toContain(
      "Exeter Food Bank asks for potatoes and onions: they are less than a mile from you.",
    );
    expect(one).toContain(
      "From each food bank’s public list of needs. Glut has not told them about your listing",
    );
    const two = render("en", 2);
    expect(two).toContain("Food banks near you need this");
    expect(two).toContain("Topsham Food Bank asks for carrots: they are about 3 miles from you.");
  });

  it("says it in Welsh, the food banks' own words as they are", () => {
    const text = render("cy", 2);
    expect(text).toContain("Mae banciau bwyd yn agos atoch angen hyn");
    expect(text).toContain("Mae Exeter Food Bank yn gofyn am potatoes ac onions");
    expect(text).toContain("mae llai na milltir oddi wrthych.");
    expect(text).toContain("mae tua 3 milltir oddi wrthych.");
    expect(text).not.toMatch(/asks for|from you|near you/);
  });
});
