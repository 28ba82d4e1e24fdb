import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";

// "We could not confirm whether it was saved" (decision 0078), worded by each action in its own
// namespace (decision 0098): the English as the one sentence once made it, and Welsh for Welsh.

const said = (lng: "en" | "cy", key: string) => i18nFor(lng).getFixedT(lng)(key);

describe("the unknown outcome's words", () => {
  it("are the English they always were", () => {
    expect(said("en", "myListings:forms.unknownOutcomeCreate")).toBe(
      "We could not confirm whether your listing was saved. Check My Listings before sending it again.",
    );
    expect(said("en", "myListings:forms.unknownOutcomeEdit")).toBe(
      "We could not confirm whether your change was saved. Check the listing before sending it again.",
    );
    expect(said("en", "messages:forms.unknownOutcomeReply")).toBe(
      "We could not confirm whether your message was saved. Check the conversation before sending it again.",
    );
    expect(said("en", "messages:forms.unknownOutcomeContact")).toBe(
      "We could not confirm whether your message was saved. Check your messages before sending it again.",
    );
  });

  it("are Welsh for a Welsh member", () => {
    expect(said("cy", "myListings:forms.unknownOutcomeCreate")).toMatch(
      /^Doedd dim modd cadarnhau.*Fy Hysbysebion/,
    );
    expect(said("cy", "myListings:forms.unknownOutcomeEdit")).toMatch(/^Doedd dim modd cadarnhau/);
    expect(said("cy", "messages:forms.unknownOutcomeReply")).toMatch(/y sgwrs/);
    expect(said("cy", "messages:forms.unknownOutcomeContact")).toMatch(/eich negeseuon/);
  });
});
