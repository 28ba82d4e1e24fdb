import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "~/forum/forum-unsubscribe.server";
import { channelsFor } from "~/notifications/notification-preferences.server";
import { savedSearchUnsubscribeToken } from "~/saved-searches/saved-search-unsubscribe.server";
import { savedSearches } from "~/saved-searches/saved-searches.table";
import type { AppServices } from "~/server/services.server";
import { createHttpApp } from "../../server/http-app.ts";
import { FOREIGN_REQUEST_MESSAGE } from "../../server/same-origin-writes.ts";
import { createRouteServices } from "../../tests/factories/route-args";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { type EmailKind, NOTIFICATION_KIND_OF } from "./email-kinds";
import { emailUnsubscribeToken } from "./email-unsubscribe.server";

// Issue 32, item 1 (decision 0068), through the whole server: the same-origin guard, then the
// page, on the real production build (tests/global-setup.ts builds it). A mail provider's RFC
// 8058 one-click POST (no Origin, or its own) reaches a signed unsubscribe link and turns the
// emails off; the same POST with a forged or missing token, to any other address, or in any other
// shape, is still refused by the guard before the app, changing nothing.

const getDatabase = setupTestDatabase();

/** Whether this kind's email cell is on in the member's notification preferences (0093). */
async function wantsEmail(_db: unknown, userId: string, kind: EmailKind): Promise<boolean> {
  return (await channelsFor(services.db, userId, NOTIFICATION_KIND_OF[kind])).email;
}

async function wantsReplyEmails(_db: unknown, userId: string): Promise<boolean> {
  return (await channelsFor(services.db, userId, "forum-replies")).email;
}
let services: AppServices;
let server: Server;
let base: string;

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  const build = (await import(
    pathToFileURL(path.resolve(import.meta.dirname, "../../build/server/index.js")).href
  )) as ServerBuild;
  const app = createHttpApp({
    mode: "production",
    logger: pino({ level: "silent" }),
    services,
    build: async () => build,
    ready: async () => ({ ready: true, checks: {} }),
    trustProxy: "loopback",
    appUrl: services.env.APP_URL,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

const secret = () => services.env.BETTER_AUTH_SECRET;
const tokenPath = (pathname: string, token: string) =>
  `${pathname}?token=${encodeURIComponent(token)}`;

/** A one-click POST as a mail provider sends it: a form body, no cookies, no Sec-Fetch-Site. */
async function oneClick(
  pathAndQuery: string,
  options: { origin?: string; multipart?: boolean; json?: boolean } = {},
) {
  const headers: Record<string, string> = options.origin ? { Origin: options.origin } : {};
  let body: BodyInit;
  if (options.multipart) {
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    body = form;
  } else if (options.json) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify({ "List-Unsubscribe": "One-Click" });
  } else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = "List-Unsubscribe=One-Click";
  }
  const response = await fetch(`${base}${pathAndQuery}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

async function savedSearchOf(userId: string) {
  const [row] = await services.db
    .insert(savedSearches)
    .values({ userId, search: "plums", withinMiles: 10, frequency: "instant" })
    .returning();
  if (!row) throw new Error("no saved search");
  return row.id;
}

async function pausedAt(id: string) {
  const [row] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row?.pausedAt ?? null;
}

describe("a mail provider's one-click unsubscribe, through the same-origin guard", () => {
  it("turns each kind of email off with no Origin, a foreign Origin, or a multipart body", async () => {
    const reader = await createAdmittedMember(services as never);
    const forum = tokenPath("/forum/unsubscribe", unsubscribeToken(secret(), reader.id));
    expect(await oneClick(forum)).toMatchObject({ status: 200 });
    expect(await wantsReplyEmails(services.db, reader.id)).toBe(false);

    const searchId = await savedSearchOf(reader.id);
    const search = tokenPath(
      "/saved-searches/unsubscribe",
      savedSearchUnsubscribeToken(secret(), searchId),
    );
    expect(await oneClick(search, { origin: "https://mail.example" })).toMatchObject({
      status: 200,
    });
    expect(await pausedAt(searchId)).not.toBeNull();

    for (const kind of ["new-message", "harvest-reminder", "expiry-reminder"] as const) {
      const link = tokenPath(
        "/email/unsubscribe",
        emailUnsubscribeToken(secret(), reader.id, kind),
      );
      const outcome = await oneClick(link, { multipart: kind === "harvest-reminder" });
      expect(outcome.status, kind).toBe(200);
      expect(outcome.text).toContain("Done: we will not send you");
      expect(await wantsEmail(services.db, reader.id, kind), kind).toBe(false);
    }
  });

  it("still shows the question, changing nothing, when the link is opened", async () => {
    const reader = await createAdmittedMember(services as never);
    const link = tokenPath(
      "/email/unsubscribe",
      emailUnsubscribeToken(secret(), reader.id, "new-message"),
    );
    const response = await fetch(`${base}${link}`);
    expect(response.status).toBe(200);
    const page = (await response.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Stop new message emails?");
    expect(await wantsEmail(services.db, reader.id, "new-message")).toBe(true);
  });

  it("refuses forged, unsigned or misplaced tokens, and other shapes, before the app", async () => {
    const reader = await createAdmittedMember(services as never);
    const victim = await createAdmittedMember(services as never);
    const victimSearch = await savedSearchOf(victim.id);
    const readerForum = unsubscribeToken(secret(), reader.id);
    const forgedForum = `${Buffer.from(victim.id).toString("base64url")}.${readerForum.split(".")[1]}`;
    const readerEmail = emailUnsubscribeToken(secret(), reader.id, "new-message").split(".");
    const forgedEmail = `${Buffer.from(victim.id).toString("base64url")}.new-message.${readerEmail[2]}`;
    const readerSearch = savedSearchUnsubscribeToken(secret(), await savedSearchOf(reader.id));
    const forgedSearch = `${victimSearch}.${readerSearch.split(".")[1]}`;
    const victimEmail = emailUnsubscribeToken(secret(), victim.id, "new-message");

    const refused = [
      { to: tokenPath("/forum/unsubscribe", forgedForum) },
      { to: "/forum/unsubscribe" },
      { to: tokenPath("/saved-searches/unsubscribe", forgedSearch) },
      { to: tokenPath("/email/unsubscribe", forgedEmail) },
      { to: tokenPath("/email/unsubscribe", "") },
      // A good token, but to an address that is not its link.
      { to: tokenPath("/forum/email-settings", readerForum) },
      { to: tokenPath("/email/settings", victimEmail) },
      // A good token twice over, or in a body a form never has.
      { to: `${tokenPath("/email/unsubscribe", victimEmail)}&token=x` },
      { to: tokenPath("/email/unsubscribe", victimEmail), json: true },
      // Cross-site posts elsewhere are refused as ever.
      { to: "/contact", origin: "https://evil.example" },
      { to: "/dashboard" },
    ];
    for (const { to, ...options } of refused) {
      const outcome = await oneClick(to, options);
      expect(outcome.status, to).toBe(403);
      expect(outcome.text, to).toBe(FOREIGN_REQUEST_MESSAGE);
    }
    expect(await wantsReplyEmails(services.db, victim.id)).toBe(true);
    expect(await pausedAt(victimSearch)).toBeNull();
    expect(await wantsEmail(services.db, victim.id, "new-message")).toBe(true);
  });
});
