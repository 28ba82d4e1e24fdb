import { describe, expect, it } from "vitest";
import cy from "~/i18n/locales/cy/handovers";
import en from "~/i18n/locales/en/handovers";
import { concernsHandoverPage, HANDOVER_LIVE_CHANGES, sayChange } from "./handover-live-changes";

const event = (handoverId: string | null) => ({
  type: "handover",
  handoverId,
  listingId: null,
  change: "pickupAgreed",
});

describe("which live events a handover page takes a fresh look for", () => {
  it("a handover's page: its own handover's only", () => {
    expect(concernsHandoverPage(event("h1"), "h1")).toBe(true);
    expect(concernsHandoverPage(event("h2"), "h1")).toBe(false);
    expect(concernsHandoverPage(event(null), "h1")).toBe(false);
  });

  it("the list: any handover's, and nothing else", () => {
    expect(concernsHandoverPage(event("h2"), null)).toBe(true);
    expect(concernsHandoverPage(event(null), null)).toBe(true);
    expect(concernsHandoverPage({ type: "unread" }, null)).toBe(false);
  });
});

describe("what the status line says", () => {
  const words = { pickupAgreed: "Your pickup time was accepted" };

  it("puts the change's words in the sentence", () => {
    expect(sayChange("Updated just now: {what}.", words, "pickupAgreed")).toBe(
      "Updated just now: Your pickup time was accepted.",
    );
  });

  it("says nothing of a change it has no words for (a newer server's)", () => {
    expect(sayChange("Updated just now: {what}.", words, "teleported")).toBe("");
    expect(sayChange("Updated just now: {what}.", words, "toString")).toBe("");
  });

  it("has words for every change in English and Welsh", () => {
    for (const change of HANDOVER_LIVE_CHANGES) {
      expect(en.live.changes[change], change).toMatch(/\p{L}/u);
      expect(cy.live.changes[change], change).toMatch(/\p{L}/u);
    }
  });
});
