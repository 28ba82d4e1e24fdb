import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { EditListingError, editErrorTitle } from "./edit-listing-error";
import { ListingPreviewPage } from "./listing-preview";

// The edit page's refusal page and a visitor's preview of a listing, in the page's language
// (decision 0098): the English as it was, word for word; Welsh on a Welsh page.

/** A refusal as the router hands it to an error boundary (an ErrorResponse's shape). */
function refusal(status: number) {
  return { status, statusText: "", internal: false, data: "refused" };
}

const render = (node: React.ReactNode, lng: Language) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <MemoryRouter initialEntries={["/listings/abc/edit"]}>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe("the edit page's refusal page", () => {
  it("says each refusal in English as it always did", () => {
    const notFound = render(<EditListingError error={refusal(404)} />, "en");
    expect(notFound).toContain("Listing Not Found");
    expect(notFound).toContain("This listing does not exist or has been removed.");
    expect(notFound).toContain("Back to my listings");
    const notYours = render(<EditListingError error={refusal(403)} />, "en");
    expect(notYours).toContain("Not Your Listing");
    expect(notYours).toContain("You can only change your own listings.");
    const fault = render(<EditListingError error={new Error("boom")} />, "en");
    expect(fault).toContain("Error Loading Listing");
    expect(fault).toContain("Failed to load listing. Please try again in a moment.");
    expect(fault).toContain("Try Again");
  });

  it("says them in Welsh on a Welsh page", () => {
    const notYours = render(<EditListingError error={refusal(403)} />, "cy");
    expect(notYours).toContain("Nid Eich Hysbyseb Chi");
    expect(notYours).toContain("Dim ond eich hysbysebion eich hun y gallwch eu newid.");
    expect(notYours).toContain("Yn ôl i fy hysbysebion");
    expect(notYours).not.toContain("Back to my listings");
  });

  it("titles the page from the shell's words, or in English without them", () => {
    expect(editErrorTitle(refusal(403))).toBe("Not Your Listing");
    expect(editErrorTitle(refusal(404))).toBe("Listing Not Found");
    expect(editErrorTitle(new Error("boom"))).toBe("Error Loading Listing");
    const welsh = i18nFor("cy").getFixedT("cy", "common");
    expect(editErrorTitle(refusal(403), (key) => welsh(key))).toBe("Nid Eich Hysbyseb Chi");
  });
});

describe("a visitor's preview of a listing", () => {
  const listing = {
    id: "abc",
    name: "Crown Prince squash",
    type: "Swap" as const,
    category: "Llysiau",
    categoryLabel: "Vegetables",
    typeLabel: "Cyfnewid",
    location: "Headingley",
    photo: null,
  };

  it("has every word of its own in the page's language", () => {
    const html = render(<ListingPreviewPage listing={listing} />, "cy");
    for (const welsh of ["Cyfnewid", "Llysiau", "Ymunwch i gysylltu", "Mewngofnodi", "Categori"]) {
      expect(html).toContain(welsh);
    }
    expect(html).not.toMatch(/Join to contact|Sign in|Swap|Vegetables/);
  });
});
