import { describe, expect, it } from "vitest";
import { englishFrom } from "~/i18n/english";
import { i18nFor } from "~/i18n/i18n.server";
import enMyListings from "~/i18n/locales/en/myListings";
import {
  listingFieldLabels,
  listingFieldLabelsFor,
  listingFormMessages,
  listingFormMessagesFor,
  listingMessages,
  listingMessagesFor,
  missingListingFields,
} from "./listing-form-text";
import { listingSchemaFor } from "./listing-schema";
import { englishSummaryWords, summaryWordsFor } from "./my-listings-summary";

// The lister's side of listings in Welsh (decision 0098): the form's checks and answers in the
// request's language, and the English objects other pages read kept to the English catalogue.

const english = englishFrom(enMyListings);
const welsh = i18nFor("cy").getFixedT("cy", "myListings");

describe("the listing form's words", () => {
  it("keeps the English objects word for word with the English catalogue", () => {
    expect(listingMessagesFor(english)).toEqual(listingMessages);
    expect(listingFieldLabelsFor(english)).toEqual(listingFieldLabels);
    const { missing, ...rest } = listingFormMessagesFor(english);
    const { missing: englishMissing, ...englishRest } = listingFormMessages;
    expect(rest).toEqual(englishRest);
    expect(missing(["Name", "Type"])).toBe(englishMissing(["Name", "Type"]));
    expect(summaryWordsFor(english)).toEqual(englishSummaryWords);
  });

  it("checks the form in Welsh, the listing type included", () => {
    const result = listingSchemaFor(welsh).safeParse({ name: " ", type: "free" });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages.name).toBe("Rhowch enw i’ch hysbyseb.");
    expect(messages.type).toBe("Dewiswch fath dilys o hysbyseb (Am ddim neu Cyfnewid).");
    expect(messages.location).toBe("Rhowch leoliad.");
  });

  it("names the missing fields in Welsh", () => {
    const labels = listingFieldLabelsFor(welsh);
    expect(listingFormMessagesFor(welsh).missing(missingListingFields({}, labels))).toBe(
      "Llenwch bob maes gofynnol: Enw, Categori, Math, Lleoliad.",
    );
  });
});
