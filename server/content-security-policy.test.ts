import { describe, expect, it } from "vitest";
import { isEmbeddable } from "../app/server/embeddable-paths.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

// Framing: only the food banks' widget may be framed by other sites (decision 0096).

describe("the frame rule", () => {
  it("forbids framing by default and allows any ancestor only when asked", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, "production")).toContain("frame-ancestors 'none'");
    const embeddable = contentSecurityPolicy({ nonce: "n" }, "production", "anyone");
    expect(embeddable).toContain("frame-ancestors *");
    expect(embeddable).not.toContain("frame-ancestors 'none'");
  });

  it("counts only the widget's addresses as embeddable", () => {
    expect(isEmbeddable("/embed/food-bank/example-1")).toBe(true);
    for (const path of ["/", "/food-bank/example-1", "/open-data", "/api/v1/cities", "/embed"]) {
      expect(isEmbeddable(path)).toBe(false);
    }
  });
});

// Map tiles (decision 0097): images may come from the configured tile server, and only from it.
describe("the map tiles' host", () => {
  it("is allowed in img-src, and nowhere else", () => {
    const policy = contentSecurityPolicy(
      { nonce: "n" },
      "production",
      "none",
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    );
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(policy.match(/tile\.openstreetmap\.org/g)).toHaveLength(1);
  });

  it("adds nothing without a tile server, or for a bad address", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, "production")).toContain(
      "img-src 'self' data: blob:;",
    );
    expect(
      contentSecurityPolicy({ nonce: "n" }, "production", "none", "https://x.org 'unsafe-eval'"),
    ).toContain("img-src 'self' data: blob:;");
  });
});
