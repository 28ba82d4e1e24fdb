import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { FreshlyListed } from "./freshly-listed";

const render = (listings: Parameters<typeof FreshlyListed>[0]["listings"], lng: Language = "en") =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <MemoryRouter>
        <FreshlyListed listings={listings} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const card = (id: string, name: string) => ({
  id,
  name,
  location: "Leeds",
  type: "Free" as const,
  posted: "Today",
  userName: "Allotment Annie",
  imageUrl: "/listing-placeholder.svg",
  hasImage: false,
  isDemo: false,
  distance: null,
});

describe("FreshlyListed", () => {
  it("shows the empty state, with a way to share, when nothing is listed", () => {
    const html = render([]);
    expect(html).toContain("No Produce Listed Yet");
    expect(html).toContain('href="/create-listing"');
    expect(html).not.toContain("<ul");
  });

  it("shows each listing as a card linking to its page", () => {
    const html = render([card("a1", "Runner beans"), card("b2", "Kale")]);
    expect(html).not.toContain("No Produce Listed Yet");
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('href="/listings/a1"');
    expect(html).toContain("<h3");
    expect(html).toContain("Runner beans");
  });

  it("says so, rather than claiming nothing is listed, when the list could not load", () => {
    const html = render(null);
    expect(html).toContain("could not be loaded");
    expect(html).not.toContain("No Produce Listed Yet");
  });

  it("words the section in Welsh and keeps each listing's name as its lister wrote it", () => {
    const html = render([card("a1", "Runner beans")], "cy");
    expect(html).toContain("Newydd eu Rhestru");
    expect(html).toContain("Runner beans");
    expect(html).toContain("Am ddim");
    expect(html).toContain("Wedi’i rhestru gan Allotment Annie");
    expect(render([], "cy")).toContain("Dim Cynnyrch wedi’i Restru Eto");
    expect(render(null, "cy")).toContain("Doedd dim modd llwytho’r hysbysebion diweddaraf");
  });
});
