import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { addressLine, FoodBankCard, type FoodBankCardData, telHref } from "./food-bank-card";
import { foodBankNamesIn } from "./food-bank-names";

// A fictional food bank: example.org and one of Ofcom's drama numbers.
const foodBank: FoodBankCardData = {
  id: "6c0d2f5e-0000-4000-8000-000000000001",
  organisationName: "Example Food Bank",
  organisationAltName: "Example Community Pantry",
  isVerified: true,
  address: "1 Example Street\nExampletown",
  postcode: "LS1 1UN",
  phoneNumber: "0113 496 0000 (option 2)",
  email: "help@example.org",
  url: "https://foodbank.example.org/",
  network: "Independent",
  neededItems: ["Tinned fish", "UHT milk", "Rice", "Tea bags", "Coffee"],
  excessItems: ["Pasta", "Baked beans"],
  parliamentaryConstituency: "Example Central",
  mp: "A. N. Example",
};

const render = (data: FoodBankCardData, lng: "en" | "cy" = "en") =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <FoodBankCard foodBank={data} />
    </I18nextProvider>,
  );

/** The markup's text, tags removed, spaces collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("FoodBankCard", () => {
  it("shows the name, Verified badge, network badge and 'Also known as' name", () => {
    const markup = render(foodBank);
    expect(markup).toMatch(
      /<article aria-labelledby="food-bank-6c0d2f5e-0000-4000-8000-000000000001"/,
    );
    expect(markup).toMatch(/<h3 id="food-bank-[^"]+"[^>]*>Example Food Bank<\/h3>/);
    const text = textOf(markup);
    expect(text).toContain("Verified");
    expect(text).toContain("Independent");
    expect(text).toContain("Also known as Example Community Pantry");
  });

  it("on a Welsh page, is called by Give Food's alternative (Welsh) name", () => {
    const welsh = foodBankNamesIn(
      {
        ...foodBank,
        organisationName: "Cardiff Foodbank",
        organisationAltName: "Banc Bwyd Caerdydd",
      },
      "cy",
    );
    const markup = render(welsh, "cy");
    expect(markup).toMatch(/<h3 id="food-bank-[^"]+"[^>]*>Banc Bwyd Caerdydd<\/h3>/);
    expect(textOf(markup)).toContain("Hefyd yn cael ei alw’n Cardiff Foodbank");
  });

  it("shows the first 3 needed and well-stocked items, then '+N more' opening to the rest", () => {
    const markup = render(foodBank);
    const text = textOf(markup);
    expect(text).toContain(
      "Currently Needed Tinned fish UHT milk Rice +2 more currently needed items Tea bags Coffee",
    );
    // Two well-stocked items: no '+N more'.
    expect(text).toContain("Well Stocked Pasta Baked beans Parliamentary");
    expect(markup.match(/<summary/g)).toHaveLength(1);
    expect(markup).toMatch(/<details[^>]*><summary[^>]*>\+2 more/);
  });

  it("is in Welsh on a Welsh page, the food bank's own words left as they are", () => {
    const text = textOf(render(foodBank, "cy"));
    expect(text).toContain("Wedi’i ddilysu");
    expect(text).toContain("Ei Angen Nawr Tinned fish UHT milk Rice +2 arall");
    expect(text).toContain("Etholaeth seneddol: Example Central (A. N. Example)");
    expect(text).not.toMatch(/Currently Needed|Visit website/);
  });

  it("shows the constituency with the MP in brackets", () => {
    expect(textOf(render(foodBank))).toContain(
      "Parliamentary constituency: Example Central (A. N. Example)",
    );
    expect(textOf(render({ ...foodBank, mp: null }))).toContain(
      "Parliamentary constituency: Example Central Visit",
    );
  });

  it("links to the food bank's own site, its phone and its email", () => {
    const markup = render(foodBank);
    expect(markup).toContain('href="https://foodbank.example.org/"');
    expect(markup).toContain('rel="noopener noreferrer external"');
    expect(textOf(markup)).toContain("Visit website of Example Food Bank");
    expect(markup).toContain('href="tel:01134960000"');
    expect(markup).toContain('href="mailto:help@example.org"');
    expect(textOf(markup)).toContain("Address: 1 Example Street, Exampletown, LS1 1UN");
  });

  it("leaves out what the food bank does not have", () => {
    const bare = render({
      ...foodBank,
      organisationAltName: null,
      isVerified: false,
      network: null,
      address: null,
      postcode: null,
      phoneNumber: null,
      email: null,
      url: null,
      neededItems: [],
      excessItems: [],
      parliamentaryConstituency: null,
      mp: null,
    });
    const text = textOf(bare);
    expect(text).toBe("Example Food Bank");
    expect(bare).not.toContain("<address");
    expect(bare).not.toContain("href=");
  });
});

describe("telHref", () => {
  it("dials the first number in the cell", () => {
    expect(telHref("0113 496 0000")).toBe("tel:01134960000");
    expect(telHref("+44 (0)113 496-0000")).toBe("tel:+441134960000");
    expect(telHref("0113 496 0000 or 07700 900000")).toBe("tel:01134960000");
    expect(telHref("ring the office")).toBeUndefined();
  });
});

describe("addressLine", () => {
  it("joins the address lines and the postcode, once", () => {
    expect(addressLine("1 Example Street,\nExampletown", "LS1 1UN")).toBe(
      "1 Example Street, Exampletown, LS1 1UN",
    );
    expect(addressLine("1 Example Street\nLeeds LS1 1UN", "LS1 1UN")).toBe(
      "1 Example Street, Leeds LS1 1UN",
    );
    expect(addressLine(null, "LS1 1UN")).toBe("LS1 1UN");
    expect(addressLine(null, null)).toBeNull();
  });
});
