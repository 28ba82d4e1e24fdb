import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER, DELETED_MEMBER, displayName, profileDisplayName } from "./display-name.ts";

describe("constants", () => {
  it("use the specification's wording", () => {
    expect(ANONYMOUS_USER).toBe("Anonymous User");
    expect(DELETED_MEMBER).toBe("Deleted member");
  });
});

describe("displayName", () => {
  it("is Anonymous User when the name is missing or blank", () => {
    for (const name of [null, undefined, "", "  ", "\t\n"]) {
      expect(displayName(name)).toBe("Anonymous User");
    }
  });

  it("is the trimmed name when there is no at sign", () => {
    expect(displayName("Jo Bloggs")).toBe("Jo Bloggs");
    expect(displayName("  Jo Bloggs \n")).toBe("Jo Bloggs");
    // No length rule applies without an at sign.
    expect(displayName("J")).toBe("J");
    expect(displayName("x".repeat(50))).toBe("x".repeat(50));
  });

  it("uses the part before the at sign only when it is 2 to 30 characters long", () => {
    expect(displayName("a@x.com")).toBe("Anonymous User");
    expect(displayName("ab@x.com")).toBe("ab");
    expect(displayName(`${"a".repeat(30)}@x.com`)).toBe("a".repeat(30));
    expect(displayName(`${"a".repeat(31)}@x.com`)).toBe("Anonymous User");
    expect(displayName("@x.com")).toBe("Anonymous User");
    expect(displayName("jo@")).toBe("jo");
    expect(displayName("  jo.bloggs@example.co.uk  ")).toBe("jo.bloggs");
  });

  it("takes the part before the first at sign", () => {
    expect(displayName("jo@bloggs@x.com")).toBe("jo");
    expect(displayName("@@x.com")).toBe("Anonymous User");
  });

  it("trims the part before the at sign before measuring it", () => {
    expect(displayName("jo @x.com")).toBe("jo");
    expect(displayName("a @x.com")).toBe("Anonymous User");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(displayName("🍅@x.com")).toBe("Anonymous User");
    expect(displayName("🍅🍅@x.com")).toBe("🍅🍅");
    expect(displayName(`${"🍅".repeat(30)}@x.com`)).toBe("🍅".repeat(30));
    expect(displayName(`${"🍅".repeat(31)}@x.com`)).toBe("Anonymous User");
  });
});

describe("profileDisplayName", () => {
  it("prefers the forum username", () => {
    expect(profileDisplayName({ forumUsername: "Veg Patch Val", username: "val" })).toBe(
      "Veg Patch Val",
    );
    expect(profileDisplayName({ forumUsername: "  Val  ", username: "val" })).toBe("Val");
  });

  it("applies the rule to the forum username without falling back", () => {
    expect(profileDisplayName({ forumUsername: "val@x.com", username: "valerie" })).toBe("val");
    expect(profileDisplayName({ forumUsername: "v@x.com", username: "valerie" })).toBe(
      "Anonymous User",
    );
  });

  it("falls back to the username when the forum username is empty", () => {
    for (const forumUsername of [undefined, null, "", "   "]) {
      expect(profileDisplayName({ forumUsername, username: "val" })).toBe("val");
    }
    expect(profileDisplayName({ forumUsername: " ", username: "val@x.com" })).toBe("val");
    expect(profileDisplayName({ username: "v@x.com" })).toBe("Anonymous User");
  });

  it("is Anonymous User when both are empty or there is no profile", () => {
    expect(profileDisplayName({ forumUsername: "", username: "" })).toBe("Anonymous User");
    expect(profileDisplayName({ forumUsername: "  ", username: null })).toBe("Anonymous User");
    expect(profileDisplayName({})).toBe("Anonymous User");
    expect(profileDisplayName(null)).toBe("Anonymous User");
    expect(profileDisplayName(undefined)).toBe("Anonymous User");
  });
});
