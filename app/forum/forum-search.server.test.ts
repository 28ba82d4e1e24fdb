import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import type { Db } from "~/server/db/database.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { listCategories } from "./forum-categories.server";
import { moderate } from "./forum-moderation.server";
import { searchTopics, splitHighlights } from "./forum-search.server";
import { createTopic } from "./forum-topics.server";

const getDatabase = setupTestDatabase();
let db: Db;
let services: ReturnType<typeof createTestServices>;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

describe("splitHighlights", () => {
  it("turns the markers into marked parts and drops an unmatched one", () => {
    expect(splitHighlights("a \uE000slug\uE001 b\uE001")).toEqual([
      { text: "a ", mark: false },
      { text: "slug", mark: true },
      { text: " b", mark: false },
    ]);
  });
});

describe("searchTopics", () => {
  it("finds stemmed words in titles and content, highlights them, and never trusts markup", async () => {
    const [category] = await listCategories(db);
    const author = await createTestMember(services, { username: "Leek Lover" });
    const base = { categoryId: category?.id ?? "" };
    const { id } = await createTopic(db, author, {
      ...base,
      title: "Slugs ate my lettuce",
      content: "Every night the slug army \uE000 <script>alert(1)</script> <b>came</b> back.",
    });
    await createTopic(db, author, {
      ...base,
      title: "Rhubarb forcing",
      content: "Terracotta pots",
    });
    const hidden = await createTopic(db, author, {
      ...base,
      title: "Slug pellets",
      content: "Hidden",
    });
    const moderator = await createTestMember(services);
    await db.insert(userRoles).values({ userId: moderator.id, role: "moderator" });
    await moderate(
      db,
      { ...moderator, roles: ["moderator"] },
      "hide",
      { kind: "post", id: hidden.id },
      "Unsafe",
    );

    const results = await searchTopics(db, "slug", 1);
    expect(results.hits.map((hit) => hit.id)).toEqual([id]);
    const [hit] = results.hits;
    expect(hit?.title).toContainEqual({ text: "Slugs", mark: true });
    expect(hit?.snippet.some((part) => part.mark && /slug/i.test(part.text))).toBe(true);
    // Whatever comes back is plain text parts (React escapes them; ts_headline also drops
    // tag-like words), and the member's marker character is gone, so it cannot open a highlight.
    const text = hit?.snippet.map((part) => part.text).join("") ?? "";
    expect(text).toContain("alert(1)");
    expect(text).not.toContain("\uE000");
    expect(hit?.snippet.filter((part) => part.mark).every((part) => /slug/i.test(part.text))).toBe(
      true,
    );
    expect(hit?.authorName).toBe("Leek Lover");
  });

  it("gives nothing for a query of stop words or punctuation, without an error", async () => {
    expect((await searchTopics(db, "the and", 1)).hits).toEqual([]);
    expect((await searchTopics(db, "!!! ' \" &", 1)).hits).toEqual([]);
  });
});
