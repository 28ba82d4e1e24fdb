import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { ACCOUNT_DELETED_REASON as deletedAsExported } from "./handover-account-data.server";
import { presentHandover } from "./handover-reads.server";
import {
  ACCOUNT_DELETED_REASON,
  cancelReasonIn,
  cancelReasonLabels,
  cancelReasons,
  cancelReasonText,
} from "./handover-schema";

// A stored cancel reason in the reader's language (decision 0098): stored in English, rows from
// before included, said in Welsh to a Welsh reader and as stored to an English one.

const cy = i18nFor("cy").getFixedT("cy", "handovers");
const en = i18nFor("en").getFixedT("en", "handovers");
const emailCy = i18nFor("cy").getFixedT("cy", "email");

describe("cancelReasonIn", () => {
  it("shows English readers the reason exactly as stored", () => {
    for (const reason of cancelReasons) {
      const stored = cancelReasonText({ reason, note: "Sorry: flu" });
      expect(cancelReasonIn(en, "en", stored)).toBe(stored);
    }
    expect(cancelReasonIn(en, "en", ACCOUNT_DELETED_REASON)).toBe(
      "The other member’s account was deleted.",
    );
    expect(deletedAsExported).toBe(ACCOUNT_DELETED_REASON);
  });

  it("says each reason in Welsh, keeping the member's own note as written", () => {
    expect(cancelReasonIn(cy, "cy", cancelReasonLabels["plans-changed"])).toBe(
      "Newidiodd ein cynlluniau",
    );
    expect(cancelReasonIn(cy, "cy", "I cannot collect it after all: My car broke down")).toBe(
      "Alla i ddim ei gasglu wedi’r cyfan: My car broke down",
    );
    expect(cancelReasonIn(cy, "cy", ACCOUNT_DELETED_REASON)).toBe(
      "Cafodd cyfrif yr aelod arall ei ddileu.",
    );
    // From an email's translator too: the keys name their namespace.
    expect(cancelReasonIn(emailCy, "cy", "They did not come")).toBe("Ddaethon nhw ddim");
  });

  it("shows words it does not recognise as stored", () => {
    expect(cancelReasonIn(cy, "cy", "Something older")).toBe("Something older");
    expect(cancelReasonIn(cy, "cy", "")).toBe("");
  });

  it("words the handover page's reason in the reader's language", () => {
    const view = {
      id: "h",
      listingId: "l",
      listingTitle: "Plums",
      status: "cancelled",
      viewer: "giver",
      giver: { id: "g", name: "Gill" },
      receiver: { id: "r", name: "Tom" },
      reservedAt: new Date("2026-12-01T09:00:00Z"),
      pickup: null,
      pickupProposedBy: null,
      pickupAgreed: false,
      collectedMark: null,
      collectedAt: null,
      cancelled: {
        by: "other",
        at: new Date("2026-12-02T09:00:00Z"),
        reason: "I no longer need it",
        noShow: false,
      },
      cancelReasons: [],
      conversationId: null,
    } as unknown as Parameters<typeof presentHandover>[0];
    const now = new Date("2026-12-03T09:00:00Z");
    expect(presentHandover(view, now, { lng: "en", t: en }).cancelled?.reason).toBe(
      "I no longer need it",
    );
    expect(presentHandover(view, now, { lng: "cy", t: cy }).cancelled?.reason).toBe(
      "Does dim ei angen arna i bellach",
    );
  });
});
