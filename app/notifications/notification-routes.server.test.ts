import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { accountSteps } from "~/composition/app-parts.server";
import { emailUnsubscribeToken } from "~/email-preferences/email-unsubscribe.server";
import type { Member } from "~/membership/member-gate.server";
import { action as unsubscribeAction } from "~/routes/email/unsubscribe";
import { action as listAction, loader as listLoader } from "~/routes/notifications/notifications";
import {
  action as preferencesAction,
  loader as preferencesLoader,
} from "~/routes/notifications/preferences";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { NOTIFICATIONS_PAGE_SIZE } from "./notification-kinds";
import { channelsFor, preferenceMatrix } from "./notification-preferences.server";
import { deleteOldNotifications } from "./notifications.server";
import { notificationPreferences, notifications } from "./notifications.table";
import { notify } from "./notify.server";

// Decision 0093: /notifications (paged, read in words, open marks read, mark all) and the
// preferences matrix at /account/notifications, each changing only the signed-in member's own;
// an email's unsubscribe button landing on its cell; export, deletion and the 90-day retention.

const getDatabase = setupTestDatabase();
let services: AppServices;
const BASE = "http://localhost:3000";

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

const member = () => createAdmittedMember(services as never);
const deps = () => ({ db: services.db, logger: pino({ level: "silent" }) });

async function notifyMany(userId: string, count: number) {
  for (let index = 1; index <= count; index++) {
    await notify(deps(), {
      userId,
      kind: "handovers",
      title: `Notice ${index}`,
      body: "Something happened.",
      href: `/handovers?n=${index}`,
    });
  }
}

const rowsOf = (userId: string) =>
  services.db.select().from(notifications).where(eq(notifications.userId, userId));

function post(path: string, user: Member | null, fields: Record<string, string>) {
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(() =>
    (path.startsWith("/account") ? preferencesAction : listAction)(
      routeArgs(services, user, request) as never,
    ),
  );
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

describe("/notifications", () => {
  it("lists the member's own, newest first, 20 a page, with the unread count", async () => {
    const reader = await member();
    const other = await member();
    await notifyMany(reader.id, NOTIFICATIONS_PAGE_SIZE + 5);
    await notifyMany(other.id, 1);
    const page = async (query: string) =>
      (await listLoader(
        routeArgs(services, reader, new Request(`${BASE}/notifications${query}`)) as never,
      )) as Awaited<ReturnType<typeof listLoader>>;
    const first = await page("");
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]?.title).toBe("Notice 25");
    expect(first.pageCount).toBe(2);
    expect(first.unread).toBe(25);
    expect(first.items[0]?.when).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/);
    const second = await page("?page=2");
    expect(second.items.map((item) => item.title)).toEqual([
      "Notice 5",
      "Notice 4",
      "Notice 3",
      "Notice 2",
      "Notice 1",
    ]);
    // Past the end, or nonsense: the nearest page there is.
    expect((await page("?page=99")).page).toBe(2);
    expect((await page("?page=abc")).page).toBe(1);
  });

  it("opens the member's own (marked read, then on to where it leads)", async () => {
    const reader = await member();
    await notifyMany(reader.id, 1);
    const [row] = await rowsOf(reader.id);
    const opened = await post("/notifications", reader, { intent: "open", id: row?.id ?? "" });
    expect(statusOf(opened)).toBe(303);
    expect((opened as Response).headers.get("Location")).toBe("/handovers?n=1");
    expect((await rowsOf(reader.id))[0]?.readAt).not.toBeNull();
  });

  it("refuses another member's with 403 and changes nothing; an unknown one is 404", async () => {
    const reader = await member();
    const intruder = await member();
    await notifyMany(reader.id, 2);
    const [row] = await rowsOf(reader.id);
    const forged = await post("/notifications", intruder, { intent: "open", id: row?.id ?? "" });
    expect(statusOf(forged)).toBe(403);
    expect(await post("/notifications", intruder, { intent: "read-all" })).toBeInstanceOf(Response);
    expect((await rowsOf(reader.id)).every((item) => item.readAt === null)).toBe(true);
    const unknown = await post("/notifications", reader, {
      intent: "open",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(statusOf(unknown)).toBe(404);
    expect(statusOf(await post("/notifications", reader, { intent: "open", id: "x" }))).toBe(404);
    expect(statusOf(await post("/notifications", reader, { intent: "nonsense" }))).toBe(400);
  });

  it("marks all of the member's own read, and no one else's", async () => {
    const reader = await member();
    const other = await member();
    await notifyMany(reader.id, 3);
    await notifyMany(other.id, 2);
    const done = await post("/notifications", reader, { intent: "read-all", userId: other.id });
    expect(statusOf(done)).toBe(302);
    expect((await rowsOf(reader.id)).every((item) => item.readAt !== null)).toBe(true);
    expect((await rowsOf(other.id)).every((item) => item.readAt === null)).toBe(true);
  });

  it("sends a signed-out visitor to sign in, changing nothing", async () => {
    const reader = await member();
    await notifyMany(reader.id, 1);
    const outcome = await post("/notifications", null, { intent: "read-all" });
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("Location")).toMatch(/^\/login/);
    expect((await rowsOf(reader.id))[0]?.readAt).toBeNull();
  });
});

describe("/account/notifications", () => {
  it("shows the defaults, and saves the member's own matrix: ticks, and Off turning a row off", async () => {
    const reader = await member();
    const other = await member();
    const shown = (await preferencesLoader(
      routeArgs(services, reader, new Request(`${BASE}/account/notifications`)) as never,
    )) as Awaited<ReturnType<typeof preferencesLoader>>;
    expect(shown.matrix.messages).toEqual({ site: true, email: true, push: false });

    const saved = await post("/account/notifications", reader, {
      "site-messages": "on",
      "push-messages": "on",
      "site-forum-replies": "on",
      "email-forum-replies": "on",
      "off-forum-replies": "on",
      // Nothing in the form may name another account.
      userId: other.id,
    });
    expect(statusOf(saved)).toBe(302);
    const matrix = await preferenceMatrix(services.db, reader.id);
    expect(matrix.messages).toEqual({ site: true, email: false, push: true });
    expect(matrix["forum-replies"]).toEqual({ site: false, email: false, push: false });
    // A moderator's decision is emailed whatever was sent: it says how to appeal.
    expect(matrix.moderation).toEqual({ site: false, email: true, push: false });
    expect(
      await services.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, other.id)),
    ).toEqual([]);
  });

  it("refuses a box with any other value, and a signed-out visitor, changing nothing", async () => {
    const reader = await member();
    const odd = await post("/account/notifications", reader, { "email-messages": "yes" });
    expect(statusOf(odd)).toBe(400);
    const signedOut = await post("/account/notifications", null, {});
    expect(statusOf(signedOut)).toBe(302);
    expect(await channelsFor(services.db, reader.id, "messages")).toEqual({
      site: true,
      email: true,
      push: false,
    });
  });
});

describe("an email's unsubscribe button", () => {
  const link = (userId: string) =>
    `${BASE}/email/unsubscribe?token=${encodeURIComponent(
      emailUnsubscribeToken(services.env.BETTER_AUTH_SECRET, userId, "new-message"),
    )}`;
  const send = (user: Member | null, url: string, body: string) =>
    settle(() =>
      unsubscribeAction(
        routeArgs(
          services,
          user,
          new Request(url, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body,
          }),
        ) as never,
      ),
    );

  it("lands the signed-in member on the matching cell, with it off", async () => {
    const reader = await member();
    const landed = await send(reader, link(reader.id), "land=cell");
    expect(statusOf(landed)).toBe(302);
    expect((landed as Response).headers.get("Location")).toBe(
      "/account/notifications#email-messages",
    );
    expect((await channelsFor(services.db, reader.id, "messages")).email).toBe(false);
  });

  it("answers a mail provider's one-click POST with the page, as RFC 8058 expects", async () => {
    const reader = await member();
    const outcome = await send(null, link(reader.id), "List-Unsubscribe=One-Click");
    expect(statusOf(outcome)).toBe(200);
    expect((await channelsFor(services.db, reader.id, "messages")).email).toBe(false);
    expect((await channelsFor(services.db, reader.id, "messages")).site).toBe(true);
  });
});

describe("the member's data", () => {
  it("is in the export, goes with the account, and notifications go after 90 days", async () => {
    const reader = await member();
    await notifyMany(reader.id, 2);
    await post("/account/notifications", reader, { "email-messages": "on" });
    const exported = (await exportAccountData(
      services.db,
      reader.id,
      accountSteps.export,
    )) as unknown as {
      notifications: { received: unknown[]; preferences: unknown[] };
    };
    expect(exported.notifications.received).toHaveLength(2);
    expect(exported.notifications.received[0]).toMatchObject({
      kind: "handovers",
      title: "Notice 2",
      readAt: null,
    });
    expect(exported.notifications.preferences).toContainEqual({
      kind: "messages",
      channel: "email",
      enabled: true,
    });

    const [old] = await rowsOf(reader.id);
    await services.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(notifications.id, old?.id ?? ""));
    expect(await deleteOldNotifications(services.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(reader.id)).toHaveLength(1);

    await deleteAccount(services as never, reader.id, accountSteps.deletion);
    expect(await rowsOf(reader.id)).toEqual([]);
    expect(
      await services.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, reader.id)),
    ).toEqual([]);
  });
});
