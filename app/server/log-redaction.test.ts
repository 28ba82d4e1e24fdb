import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./boot.server";
import { redactSecrets } from "./log-redaction";

describe("redactSecrets", () => {
  it.each([
    ["/reset-password?token=AbC123xyz&x=1", "/reset-password?token=[redacted]&x=1"],
    [
      "/api/auth/reset-password/AbC123xyz?callbackURL=%2Fr",
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fr",
    ],
    ["/planting-calendar/feed/Zz_9-q.ics", "/planting-calendar/feed/[redacted]"],
    ["/listings/7/still-available?token=a.b%2Fc", "/listings/7/still-available?token=[redacted]"],
    ["/x?SIG=abc&signature=def", "/x?SIG=[redacted]&signature=[redacted]"],
    [
      "/callback/google?code=4%2F0Ab&state=xyz&scope=email",
      "/callback/google?code=[redacted]&state=[redacted]&scope=email",
    ],
    [
      "/login?redirectTo=%2Freset-password%3Ftoken%3Dsecret%26a%3D1",
      "/login?redirectTo=%2Freset-password%3Ftoken%3D[redacted]%26a%3D1",
    ],
    ["/a?next=%2Fb%253Ftoken%253Dsecret%2526c", "/a?next=%2Fb%253Ftoken%253D[redacted]%2526c"],
  ])("%s", (given, expected) => {
    expect(redactSecrets(given)).toBe(expected);
  });

  it("redacts the same names as fields of a logged object", () => {
    expect(
      redactSecrets('{"query":{"token":"k3y\\"x","page":"2"},"Sig":"s1g","code":"ECONNRESET"}'),
    ).toBe('{"query":{"token":"[redacted]","page":"2"},"Sig":"[redacted]","code":"ECONNRESET"}');
  });

  it("leaves addresses without a key as they are", () => {
    for (const text of ["/forum?q=tokens", "/listings?search=courgette&near=LS1", "/x?tokens=1"]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});

describe("the app's logger", () => {
  it("redacts keys whatever logged them: an error's message and stack too", () => {
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: "info", NODE_ENV: "test" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const error = new Error('fetch failed for "/forum/unsubscribe?token=k3y-in-an-error"');
    logger.error({ err: error, url: "/planting-calendar/feed/k3y-in-a-field.ics" }, "failed");
    const line = lines.join("");
    expect(line).toContain('"msg":"failed"');
    expect(line).not.toContain("k3y-in-an-error");
    expect(line).not.toContain("k3y-in-a-field");
  });
});
