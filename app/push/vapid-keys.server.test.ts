import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/server/env.server";
import { generateVapidKeyPair, vapidKeys } from "./vapid-keys.server";

function env(overrides: Partial<Parameters<typeof vapidKeys>[0]> = {}) {
  return {
    VAPID_PUBLIC_KEY: undefined,
    VAPID_PRIVATE_KEY: undefined,
    VAPID_SUBJECT: undefined,
    CONTACT_EMAIL: "hello@glut.test",
    NODE_ENV: "production" as const,
    DATABASE_URL: undefined,
    dataDir: mkdtempSync(path.join(os.tmpdir(), "glut-vapid-")),
    ...overrides,
  };
}

describe("the VAPID keys", () => {
  it("are generated once under DATA_DIR/secrets on the embedded default, readable by the owner only", () => {
    const first = env();
    const keys = vapidKeys(first);
    expect(keys?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(keys?.privateKey).toMatch(/^[\w-]{43}$/);
    expect(keys?.subject).toBe("mailto:hello@glut.test");
    const file = path.join(first.dataDir, "secrets", "vapid.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another process on the same DATA_DIR (a restart) reads the same pair.
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      publicKey: keys?.publicKey,
      privateKey: keys?.privateKey,
    });
  });

  it("come from the environment when set", () => {
    const pair = generateVapidKeyPair();
    const keys = vapidKeys(
      env({
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: "https://glut.org.uk/contact",
        DATABASE_URL: "postgres://db/glut",
      }),
    );
    expect(keys).toEqual({ ...pair, subject: "https://glut.org.uk/contact" });
  });

  it("are not generated in production on PostgreSQL, where each instance would make its own: push is off", () => {
    expect(vapidKeys(env({ DATABASE_URL: "postgres://db/glut" }))).toBeNull();
  });

  it("are refused at boot when only one of the pair is set, or malformed", () => {
    const pair = generateVapidKeyPair();
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY is required when the other VAPID key is set/,
    );
    expect(() =>
      parseEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(EnvError);
    expect(() => parseEnv({ VAPID_SUBJECT: "http://glut.test" })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https:\/\/ address/,
    );
  });
});
