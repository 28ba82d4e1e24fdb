import { describe, expect, it } from "vitest";
import { assertValidStorageKey, InvalidStorageKeyError, isValidStorageKey } from "./storage-key.ts";

describe("assertValidStorageKey", () => {
  it.each([
    "42/1718031234567.webp",
    "a",
    "user_1/photo-2.large.jpg",
    "a/b/c/d.png",
    "file.",
    "UPPER/lower.WEBP",
  ])("accepts %j", (key) => {
    expect(() => assertValidStorageKey(key)).not.toThrow();
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["parent", ".."],
    ["current", "."],
    ["leading parent", "../etc/passwd"],
    ["nested parent", "a/../../b"],
    ["current segment", "a/./b"],
    ["hidden segment", "a/.meta.json"],
    ["absolute", "/etc/passwd"],
    ["trailing slash", "a/"],
    ["empty segment", "a//b"],
    ["backslash", "a\\b"],
    ["backslash traversal", "..\\..\\x"],
    ["NUL", "a\u0000b"],
    ["newline", "a\nb"],
    ["space", "a b"],
    ["drive letter", "C:/x"],
    ["percent-encoded", "%2e%2e/x"],
    ["non-ASCII", "café.webp"],
    ["segment too long", "a".repeat(201)],
    ["key too long", Array.from({ length: 200 }, () => "abcdef").join("/")],
  ])("rejects %s", (_label, key) => {
    expect(() => assertValidStorageKey(key)).toThrow(InvalidStorageKeyError);
    expect(isValidStorageKey(key)).toBe(false);
  });

  it("rejects non-strings from untyped callers", () => {
    expect(() => assertValidStorageKey(undefined as unknown as string)).toThrow(
      InvalidStorageKeyError,
    );
  });
});
