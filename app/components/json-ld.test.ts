import { describe, expect, it } from "vitest";
import { jsonLdText } from "./json-ld";

describe("jsonLdText", () => {
  it("cannot close the script tag, whatever a title says", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});
