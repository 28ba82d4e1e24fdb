import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { categoryIn, ENGLISH_FORUM } from "./forum-category-words";
import { forumDateTime } from "./forum-dates";
import {
  ForumConflictError,
  ForumRateLimitError,
  forumErrorText,
  LOCKED_MESSAGE,
} from "./forum-errors";
import { TooManyForumPhotosError } from "./forum-images.server";
import { forumMessages, replySchemaFor, topicSchemaFor } from "./forum-schema";

// The forum's words in Welsh (decision 0098): the seeded categories by their Welsh names, the
// services' refusals and the forms' messages from the catalogue, dates in Welsh; English as it was.

const welsh = { lng: "cy" as const, t: i18nFor("cy").getFixedT("cy", "forum") };
const english = { lng: "en" as const, t: i18nFor("en").getFixedT("en", "forum") };
const seeded = {
  slug: "pests-and-problems",
  name: "Pests and Problems",
  description:
    "Slugs, blight, clubroot and mystery holes in the brassicas: ask what is wrong and how to fix it.",
};

describe("the forum in Welsh", () => {
  it("names a seeded category in Welsh, keeps the database's words in English and for one it does not know", () => {
    expect(categoryIn(seeded, welsh).name).toBe("Plâu a Phroblemau");
    expect(categoryIn(seeded, ENGLISH_FORUM)).toEqual(seeded);
    const added = { slug: "bees", name: "Bees", description: "Keeping bees." };
    expect(categoryIn(added, welsh)).toEqual(added);
  });

  it("words the services' refusals in Welsh, and keeps their English message", () => {
    const limit = new ForumRateLimitError("replies", 30);
    expect(forumErrorText(limit, welsh.t, "cy")).toBe(
      "Rydych wedi postio 30 ateb yn yr awr ddiwethaf, y mwyaf rydym yn ei ganiatáu. Rhowch gynnig arall arni yn nes ymlaen.",
    );
    expect(limit.message).toMatch(/^You have posted 30 replies in the last hour/);
    const photos = new TooManyForumPhotosError();
    expect(forumErrorText(photos, welsh.t, "cy")).toBe(
      "Gallwch ychwanegu hyd at 3 llun at bostiad.",
    );
    expect(forumErrorText(photos, english.t, "en")).toBe(photos.message);
    expect(forumErrorText(new ForumConflictError(LOCKED_MESSAGE), welsh.t, "cy")).toBe(
      "Mae’r pwnc hwn wedi’i gloi: nid yw’n derbyn rhagor o atebion.",
    );
  });

  it("checks the forms in the request's language", () => {
    const topic = topicSchemaFor(welsh.t).safeParse({ categoryId: "", title: " ", content: "" });
    expect(topic.success).toBe(false);
    expect(topic.error?.issues.map((issue) => issue.message)).toContain(
      "Llenwch bob maes cyn postio.",
    );
    const reply = replySchemaFor(welsh.t).safeParse({ content: "x".repeat(20_001) });
    expect(reply.error?.issues[0]?.message).toBe("Rhaid i’r cynnwys fod yn 20,000 nod ar y mwyaf.");
    expect(forumMessages.contentTooLong).toBe("Content must be at most 20,000 characters.");
  });

  it("writes dates in Welsh on the UK clock", () => {
    const date = new Date("2026-11-24T18:20:00Z");
    expect(forumDateTime(date)).toBe("24 Nov 2026, 18:20");
    expect(forumDateTime(date, "cy")).toBe("24 Tach 2026, 18:20");
  });
});
