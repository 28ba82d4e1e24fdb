import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { and, eq, like } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "~/accounts/auth.table";
import { createLogger } from "~/server/boot.server";
import type { Db } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import { createTestMember } from "../tests/factories/test-members";
import type { createTestServices } from "../tests/factories/test-services";
import { createHttpApp } from "./http-app.ts";

// Issue 32, item 2 (decision 0069): the links we email carry keys (reset and confirmation tokens,
// the calendar feed's token, signed unsubscribe and "still available" tokens). Each is requested
// here through the real app (the production build behind our Express layer, on a fresh PGlite
// database) with the app's own logger writing into memory; no key may appear in what it wrote,
// neither in a request's address nor in a redirect's Location header.

const root = fileURLToPath(new URL("..", import.meta.url));
let tmp: string;
let base: string;
let server: http.Server;
let shutdown: () => Promise<void>;
let db: Db;
let memberEmail: string;
let memberId: string;
const written: string[] = [];

interface Answer {
  status: number;
  location: string | undefined;
}

function send(target: string, init: { method?: string; body?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: target,
        method: init.method ?? "GET",
        headers: init.body
          ? { "content-type": "application/x-www-form-urlencoded", origin: base }
          : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** What the request logger wrote, once it has written the line of every request sent so far. */
async function logged(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return written.join("");
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-log-secrets-"));
  let handle: http.RequestListener | undefined;
  server = http.createServer((req, res) => handle?.(req, res));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const build = (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
  const entry = build.entry.module as unknown as {
    bootApp(options: { env: unknown; logger: unknown }): Promise<{
      services: Record<string, unknown> & { db: Db };
      shutdown(): Promise<void>;
    }>;
  };
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    DATA_DIR: path.join(tmp, "data"),
    BETTER_AUTH_SECRET: "log-secrets-test-secret-at-least-32-characters",
    APP_URL: base,
    DEMO_DATA: "false",
  });
  const logger = createLogger(
    env,
    new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    }),
  );
  const booted = await entry.bootApp({ env, logger });
  shutdown = booted.shutdown;
  db = booted.services.db;
  handle = createHttpApp({
    mode: "production",
    logger,
    services: booted.services,
    build: async () => build,
    ready: async () => ({ ready: true, checks: {} }),
    trustProxy: "loopback",
    appUrl: base,
    clientDir: path.join(root, "build/client"),
  });
  const member = await createTestMember(
    booted.services as unknown as ReturnType<typeof createTestServices>,
  );
  memberEmail = member.email;
  memberId = member.id;
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await shutdown?.();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe("request logs", () => {
  it("never hold a password-reset token: not the emailed link, the redirect, nor the form's address", async () => {
    await send("/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: memberEmail }).toString(),
    });
    const [row] = await db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(
        and(eq(verifications.value, memberId), like(verifications.identifier, "reset-password:%")),
      );
    const token = row?.identifier.slice("reset-password:".length) ?? "";
    expect(token.length).toBeGreaterThan(10);

    const link = await send(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    // The redirect does carry the token on to the page: the log must not.
    expect(link.status).toBe(302);
    expect(link.location).toContain(`token=${token}`);
    expect((await send(`/reset-password?token=${token}`)).status).toBe(200);
    await send(`/reset-password?token=${token}`, {
      method: "POST",
      body: new URLSearchParams({
        token,
        password: "a-new-password-1",
        confirmPassword: "a-new-password-1",
      }).toString(),
    });

    const log = await logged();
    expect(log).toContain("/api/auth/reset-password/[redacted]");
    expect(log).toMatch(/"location":"[^"]*\/reset-password\?token=\[redacted\]"/);
    expect(log).not.toContain(token);
  });

  it("never hold the other keys our emails and pages carry in their links", async () => {
    const secret = () => randomBytes(24).toString("base64url");
    const keys = {
      verify: `eyJhbGciOiJIUzI1NiJ9.${secret()}.${secret()}`,
      feed: secret(),
      forum: secret(),
      savedSearch: secret(),
      stillAvailable: secret(),
      googleCode: secret(),
      googleState: secret(),
      nested: secret(),
    };
    for (const target of [
      `/api/auth/verify-email?token=${keys.verify}&callbackURL=%2Fdashboard`,
      `/planting-calendar/feed/${keys.feed}.ics`,
      `/forum/unsubscribe?token=${keys.forum}`,
      `/saved-searches/unsubscribe?token=${keys.savedSearch}`,
      `/listings/00000000-0000-4000-8000-000000000000/still-available?token=${keys.stillAvailable}`,
      `/api/auth/callback/google?code=${keys.googleCode}&state=${keys.googleState}`,
      `/login?redirectTo=${encodeURIComponent(`/reset-password?token=${keys.nested}`)}`,
    ]) {
      await send(target);
    }
    await send(`/forum/unsubscribe?token=${keys.forum}`, {
      method: "POST",
      body: new URLSearchParams({ token: keys.forum }).toString(),
    });

    const log = await logged();
    expect(log).toContain("/planting-calendar/feed/[redacted]");
    expect(log).toContain("/forum/unsubscribe?token=[redacted]");
    for (const [name, key] of Object.entries(keys)) {
      expect(log.includes(key), `the ${name} key is in the log`).toBe(false);
    }
  });
});
