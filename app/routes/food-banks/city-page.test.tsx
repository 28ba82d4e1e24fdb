import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { emergencySupportFor } from "~/food-banks/emergency-support";
import type { FoodBankCardData } from "~/food-banks/food-bank-card";
import { i18nFor } from "~/i18n/i18n.server";
import FoodBanksInCity from "./city";

// The city page as the server renders it, from loader data: the list, the empty text and the
// error state. (End-to-end tests cannot import data into the e2e server's embedded database.)

const city = { name: "Leeds", slug: "leeds", county: "West Yorkshire" };

const exampleBank = (index: number): FoodBankCardData => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  organisationName: `Example Food Bank ${index}`,
  organisationAltName: null,
  isVerified: index === 1,
  address: `${index} Example Street`,
  postcode: "LS1 1UN",
  phoneNumber: null,
  email: null,
  url: `https://foodbank${index}.example.org`,
  network: "Independent",
  neededItems: ["Rice", "Pasta", "Tea", "Coffee", "Sugar"],
  excessItems: [],
  parliamentaryConstituency: null,
  mp: null,
});

function renderPage(foodBanks: FoodBankCardData[] | null, lng: "en" | "cy" = "en"): string {
  const Stub = createRoutesStub([
    { id: "food-banks-city", path: "/food-banks/:citySlug", Component: FoodBanksInCity as never },
  ]);
  const loaderData = {
    appUrl: "http://localhost:3000",
    city,
    support: emergencySupportFor("England", i18nFor(lng).getFixedT(lng, "foodBanks")),
    nearby: [{ name: "Bradford", slug: "bradford" }],
    foodBanks,
  };
  return renderToString(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Stub
        initialEntries={["/food-banks/leeds"]}
        hydrationData={{ loaderData: { "food-banks-city": loaderData } }}
      />
    </I18nextProvider>,
  );
}

/** The page's text, tags and React's text separators removed, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const EMPTY_TEXT =
  "No food banks currently listed for Leeds. Contact local services or check back later.";

describe("the /food-banks/{slug} page", () => {
  it("shows a card for each food bank, with its first 3 needs and '+N more'", () => {
    const html = renderPage([exampleBank(1), exampleBank(2)]);
    expect(html.match(/<article /g)).toHaveLength(2);
    expect(textOf(html)).toContain("2 food banks listed");
    expect(html).toContain("Example Food Bank 1");
    expect(html).toContain("+2 more");
    expect(html).toContain('href="https://foodbank2.example.org"');
    expect(textOf(html)).not.toContain(EMPTY_TEXT);
    expect(html).not.toContain("Could not fetch food banks");
  });

  it("shows the empty text when none are listed", () => {
    const html = renderPage([]);
    expect(textOf(html)).toContain(EMPTY_TEXT);
    expect(html).not.toContain("<article ");
  });

  it("shows the error state, with Try Again and the emergency support still there", () => {
    const html = renderPage(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Could not fetch food banks");
    expect(html).toMatch(/<a[^>]*href="\/food-banks\/leeds"[^>]*>.*Try Again<\/a>/s);
    expect(html).toContain("0800 144 8848");
    expect(textOf(html)).not.toContain(EMPTY_TEXT);
  });

  it("is in Welsh on a Welsh page, plurals and emergency services too", () => {
    const text = textOf(renderPage([exampleBank(1), exampleBank(2)], "cy"));
    expect(text).toContain("Banciau Bwyd yn Leeds");
    expect(text).toContain("2 fanc bwyd wedi’u rhestru");
    expect(text).toContain("Angen help ar unwaith?");
    expect(text).toContain("Cyngor ar Bopeth (Adviceline)");
    expect(text).toContain("Cefnogi banciau bwyd yn Leeds");
    expect(text).not.toMatch(/food banks listed|Need help right now|Support food banks/);
  });
});
