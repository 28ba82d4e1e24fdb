import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FreshlyListed } from "./freshly-listed";

const render = (listings: Parameters<typeof FreshlyListed>[0]["listings"]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FreshlyListed listings={listings} />
    </MemoryRouter>,
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
});
