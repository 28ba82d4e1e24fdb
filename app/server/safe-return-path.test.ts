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
  ])("sends %j home instead", (value) => {
    const result = safeReturnPath(value);
    expect(result).toBe("/");
    // Whatever it returns stays on this site once a browser resolves it.
    expect(new URL(result, "https://glut.org.uk").origin).toBe("https://glut.org.uk");
  });
});
