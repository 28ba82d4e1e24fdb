import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { linkRefusal } from "~/trust/trust-refusals";
import {
  InvalidTransitionError,
  ListingError,
  ListingForbiddenError,
  ListingNotFoundError,
  listingRefusalIn,
  TooManyImagesError,
  toListingSaveError,
} from "./listing-errors";
import { listingServiceMessages } from "./listing-messages";

// The listing services' refusals carry their words and are worded where shown (decision 0098):
// the English is the specification's (§8) to the character; a Welsh page says them in Welsh.

const english = i18nFor("en").getFixedT("en", "myListings");
const welsh = i18nFor("cy").getFixedT("cy", "myListings");
const saveError = (code: string) => {
  const refused = toListingSaveError({ message: "db", cause: { code } });
  if (!refused) throw new Error(`no refusal for ${code}`);
  return refused;
};

describe("a listing service's refusal", () => {
  it("keeps the specification's English as its message and on an English page", () => {
    const cases: [ListingError, string][] = [
      [saveError("23505"), listingServiceMessages.duplicate],
      [saveError("23514"), listingServiceMessages.invalidData],
      [saveError("23503"), listingServiceMessages.userError],
      [new ListingNotFoundError(), listingServiceMessages.notFound],
      [new ListingForbiddenError(), listingServiceMessages.forbidden],
      [new TooManyImagesError(), listingServiceMessages.tooManyImages],
      [
        new InvalidTransitionError("unavailable", "swapped"),
        "A listing that is unavailable cannot be marked as swapped.",
      ],
      [
        new ListingError({ key: "myListings:refusals.fewerShares", values: { taken: 2 } }, 409),
        "2 people already have a share of this, so it cannot be shared among fewer than 2.",
      ],
    ];
    for (const [error, words] of cases) {
      expect(error.message).toBe(words);
      expect(listingRefusalIn(error, english, "en")).toBe(words);
    }
  });

  it("is said in Welsh on a Welsh page", () => {
    expect(listingRefusalIn(saveError("23505"), welsh, "cy")).toBe(
      "Mae hysbyseb gyda’r wybodaeth hon yn bodoli eisoes.",
    );
    expect(listingRefusalIn(new ListingForbiddenError(), welsh, "cy")).toBe(
      "Dim ond eich hysbysebion eich hun y gallwch eu newid.",
    );
    expect(listingRefusalIn(new InvalidTransitionError("active", "completed"), welsh, "cy")).toBe(
      "Ni ellir newid statws hysbyseb o “gweithredol” i “wedi’i chwblhau”.",
    );
    expect(listingRefusalIn(new TooManyImagesError(), welsh, "cy")).toMatch(/5/);
    expect(
      listingRefusalIn(
        new ListingError({ key: "myListings:refusals.fewerShares", values: { taken: 3 } }, 409),
        welsh,
        "cy",
      ),
    ).toBe("Mae gan 3 o bobl gyfran o hyn eisoes, felly ni ellir ei rannu rhwng llai na 3.");
  });

  it("words a trust limit it stands for, and leaves other errors to their page", () => {
    const limit = linkRefusal(0, "post", { standing: "established", newcomerUntil: null });
    const wrapped = new ListingError(limit.message, limit.status, { cause: limit });
    expect(listingRefusalIn(wrapped, english, "en")).toBe(limit.message);
    expect(listingRefusalIn(wrapped, welsh, "cy")).not.toBe(limit.message);
    expect(listingRefusalIn(new Error("other"), welsh, "cy")).toBeUndefined();
  });
});
