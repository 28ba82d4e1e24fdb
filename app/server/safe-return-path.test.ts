import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path.ts";

describe("safeReturnPath", () => {
  it.each([
    "/",
    "/city/leeds?x=1",
    "/cookie-settings#analytics",
    "/listings/42/plums%20and%20pears",
  ])("keeps the same-site path %j", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    "",
    "//evil.com",
    "//evil.com/city/leeds",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    // Browsers drop tabs and newlines inside URLs, which would turn these into "//evil.com".
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "/listings/\uD800",
  ])("sends %j home instead", (value) => {
    const result = safeReturnPath(value);
    expect(result).toBe("/");
    // Whatever it returns stays on this site once a browser resolves it.
    expect(new URL(result, "https://glut.org.uk").origin).toBe("https://glut.org.uk");
  });

  // Issue 32: a Location header is Latin-1; "€" in it made the sign-in answer a 500.
  it.each([
    ["/listings/€", "/listings/%E2%82%AC"],
    ["/forum?q=🍅 soup", "/forum?q=%F0%9F%8D%85%20soup"],
    ["/city/bogotá", "/city/bogot%C3%A1"],
  ])("percent-encodes %j as UTF-8 so it can go in a Location header", (value, encoded) => {
    const result = safeReturnPath(value);
    expect(result).toBe(encoded);
    expect(result).toMatch(/^[\x21-\x7E]+$/);
    expect(new URL(result, "https://glut.org.uk").pathname).toBe(
      new URL(value, "https://glut.org.uk").pathname,
    );
  });
});
