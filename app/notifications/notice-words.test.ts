import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";

// The in-site notices beside the emails are stored in the member's saved language (decision
// 0098): the English exactly as the code once wrote it, Welsh for a Welsh member.

const en = i18nFor("en").getFixedT("en", "email");
const cy = i18nFor("cy").getFixedT("cy", "email");

describe("the notices' words", () => {
  it("are the English they always were", () => {
    expect(en("notices.expiryTitle", { listing: "Courgettes" })).toBe(
      "Is your Courgettes still available?",
    );
    expect(en("notices.expiryBody", { date: "5 December 2026" })).toBe(
      "Its last day is 5 December 2026. Renew it from My Listings if it is still there.",
    );
    expect(en("notices.harvestTitle", { plant: "Tomatoes" })).toBe(
      "Your Tomatoes should be ready to harvest",
    );
    expect(en("notices.harvestBody", { date: "1 May 2026" })).toBe(
      "Planted on 1 May 2026. Got more than you need? List the surplus.",
    );
    expect(en("notices.suspendedTitle")).toBe("Your Glut account has been suspended");
    expect(en("notices.suspendedBody", { reason: "Spam" })).toBe(
      "Reason: Spam. You can appeal from the complaints page.",
    );
    expect(en("notices.restoredTitle")).toBe("Your Glut account has been restored");
    expect(en("notices.restoredBody")).toBe(
      "Your suspension has been lifted and what it hid is back.",
    );
    expect(en("notices.hiddenTitle", { what: en("moderation.kinds.forum_reply") })).toBe(
      "Your forum reply on Glut has been hidden",
    );
    expect(en("notices.hiddenBody", { title: "Hi", reason: "Spam" })).toBe(
      "“Hi”: Spam. You can appeal from the complaints page.",
    );
    expect(en("notices.forumReplyTitle", { replier: "Sam", topic: "Slugs" })).toBe(
      "Sam replied to “Slugs”",
    );
    expect(en("notices.forumReplyOwn")).toBe("A reply to your topic.");
    expect(en("notices.forumReplyFollowed")).toBe("A reply to a topic you follow.");
  });

  it("are Welsh for a Welsh member", () => {
    expect(cy("notices.suspendedTitle")).toBe("Mae eich cyfrif Glut wedi’i atal");
    expect(cy("notices.forumReplyTitle", { replier: "Sam", topic: "Gwlithod" })).toBe(
      "Mae Sam wedi ateb “Gwlithod”",
    );
    expect(cy("notices.hiddenTitle", { what: cy("moderation.kinds.listing") })).toMatch(
      /^Mae cymedrolwr wedi cuddio eich /,
    );
    expect(cy("notices.expiryBody", { date: "5 Rhagfyr 2026" })).toContain("Fy Hysbysebion");
  });
});
