import { describe, expect, it } from "vitest";
import { entityTagOf, matchesEntityTag } from "./entity-tag";

describe("entity tags", () => {
  const etag = entityTagOf("BEGIN:VCALENDAR");

  it("are the same for the same body and differ for another", () => {
    expect(entityTagOf("BEGIN:VCALENDAR")).toBe(etag);
    expect(entityTagOf("BEGIN:VCALENDAR\r\n")).not.toBe(etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it("match If-None-Match weakly, in a list, or as *", () => {
    expect(matchesEntityTag(etag, etag)).toBe(true);
    expect(matchesEntityTag(etag.slice(2), etag)).toBe(true);
    expect(matchesEntityTag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEntityTag("*", etag)).toBe(true);
    expect(matchesEntityTag('"other"', etag)).toBe(false);
    expect(matchesEntityTag(null, etag)).toBe(false);
  });
});
