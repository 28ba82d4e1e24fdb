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
