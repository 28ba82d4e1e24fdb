import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedCookieValue } from "./session-read.server";

const sign = (value: string, secret: string) =>
  `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;

describe("verifiedCookieValue", () => {
  it("gives the value of a cookie we signed, again and again", () => {
    const signed = sign("token-1", "our secret");
    expect(verifiedCookieValue(signed, "our secret")).toBe("token-1");
    expect(verifiedCookieValue(signed, "our secret")).toBe("token-1");
  });

  it("refuses a forged signature every time, even beside a remembered good one", () => {
    const good = sign("token-2", "our secret");
    expect(verifiedCookieValue(good, "our secret")).toBe("token-2");
    const forged = `token-2.${"A".repeat(43)}=`;
    expect(verifiedCookieValue(forged, "our secret")).toBeNull();
    expect(verifiedCookieValue(forged, "our secret")).toBeNull();
    expect(verifiedCookieValue("token-2", "our secret")).toBeNull();
  });

  it("does not take a cookie remembered under one secret as signed with another", () => {
    const signed = sign("token-3", "the old secret");
    expect(verifiedCookieValue(signed, "the old secret")).toBe("token-3");
    expect(verifiedCookieValue(signed, "the new secret")).toBeNull();
  });
});
