import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { saveLanguage } from "~/accounts/profile.server";
import { appParts } from "~/composition/app-parts.server";
import enListings from "~/i18n/locales/en/listings";
import { ukToday } from "~/listings/listing-expiry";
import { listingCategoryLabels, listingTypeLabels } from "~/listings/listing-options";
import { parseListingFilters } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import { subscribers } from "~/membership/membership.table";
import { addDays } from "~/planting/uk-calendar";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember, createTestMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  action as savedSearchesAction,
  loader as savedSearchesLoader,
} from "../routes/saved-searches/saved-searches";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "../routes/saved-searches/unsubscribe";
import {
  DAILY_ALERTS_JOB,
  dailyAlertsJob,
  INSTANT_ALERTS_JOB,
  instantAlertsJob,
  sendSavedSearchAlerts,
} from "./saved-search-alerts.server";
import { describeSavedSearch } from "./saved-search-description";
import { MAX_SAVED_SEARCHES, savedSearchMessages } from "./saved-search-schema";
import { savedSearchUnsubscribeToken } from "./saved-search-unsubscribe.server";
import { savedSearchAlertsSent, savedSearches } from "./saved-searches.table";

// Saved searches end to end on the server (decision 0049): saving through the route as a member,
// the limit, the page's pause, resume and delete (and another member's forged ones), the alerts
// through the real queue and outbox with a moved clock, the one-click unsubscribe, and the
// account's deletion and export.

const getDatabase = setupTestDatabase();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function outboxFor(email: string) {
  return (await mail.delivered())
    .slice(deliveredBefore)
    .filter((sent) => sent.to === email && sent.subject !== "Confirm your email address for Glut");
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

const member = () => createAdmittedMember(services as never) as Promise<Member>;
let tagCount = 0;
/** A word only one test's listings carry, so the tests' saved searches do not see each other's. */
function tag() {
  tagCount += 1;
  return `zq${Date.now().toString(36)}${tagCount}`;
}

function post(who: Member | null, fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/saved-searches", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(() => savedSearchesAction(routeArgs(services, who, request) as never));
}

async function save(who: Member, fields: Record<string, string>) {
  const outcome = await post(who, { intent: "save", frequency: "instant", ...fields });
  expect(statusOf(outcome)).toBe(302);
  const [newest] = await services.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, who.id))
    .orderBy(desc(savedSearches.createdAt))
    .limit(1);
  if (!newest) throw new Error("not saved");
  return newest;
}

async function savedRow(id: string) {
  const [row] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/** A listing by `who`, created at `createdAt` (the clock the alerts are run at is moved too). */
async function list(
  who: Member,
  createdAt: Date,
  values: Record<string, unknown>,
  extra: Partial<typeof listings.$inferInsert> = {},
) {
  const { id } = await createListing(services.db, who, listingInput(values));
  await services.db
    .update(listings)
    .set({ createdAt, ...extra })
    .where(eq(listings.id, id));
  return id;
}

/** Saved at T0; listings at T0 + minutes; the job run at T0 + 10 minutes. */
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

async function savedAt(row: { id: string }, at: Date) {
  await services.db
    .update(savedSearches)
    .set({ alertFrom: at, createdAt: at })
    .where(eq(savedSearches.id, row.id));
}

describe("saving a search", () => {
  it("saves the /listings filters for a member, with near as the place's label", async () => {
    const me = await member();
    const row = await save(me, {
      search: "rhubarb",
      category: "Vegetables",
      type: "Free",
      near: "ls6",
      within: "5",
      frequency: "daily",
    });
    expect(row).toMatchObject({
      search: "rhubarb",
      category: "Vegetables",
      type: "Free",
      near: "LS6",
      withinMiles: 5,
      frequency: "daily",
      pausedAt: null,
    });
    const page = (await savedSearchesLoader(
      routeArgs(services, me, new Request("http://localhost:3000/saved-searches")) as never,
    )) as { saved: { description: string; href: string; frequency: string; paused: boolean }[] };
    expect(page.saved).toEqual([
      {
        id: row.id,
        description: "“rhubarb” · Vegetables · Free · within 5 miles of LS6",
        href: "/listings?search=rhubarb&near=LS6&within=5&category=Vegetables&type=Free",
        frequency: "Daily digest at 7am",
        paused: false,
      },
    ]);
  });

  it(`refuses an eleventh with a clear message, and the same search twice`, async () => {
    const me = await member();
    for (let n = 0; n < MAX_SAVED_SEARCHES; n += 1) await save(me, { search: `word${n}` });
    const eleventh = await post(me, { intent: "save", frequency: "instant", search: "more" });
    expect(statusOf(eleventh)).toBe(409);
    expect(isDataResult(eleventh) && eleventh.data).toEqual({ error: savedSearchMessages.limit });
    expect(savedSearchMessages.limit).toBe(
      "You can save up to 10 searches. Delete one you no longer need to save this one.",
    );
    const twice = await post(me, { intent: "save", frequency: "daily", search: "word0" });
    expect(statusOf(twice)).toBe(409);
    const held = await services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, me.id));
    expect(held).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("refuses a frequency that is neither instant nor daily, and a search of everything", async () => {
    const me = await member();
    const outcome = await post(me, { intent: "save", frequency: "hourly", search: "figs" });
    expect(statusOf(outcome)).toBe(400);
    const everything = await post(me, { intent: "save", frequency: "daily", category: "All" });
    expect(statusOf(everything)).toBe(400);
    expect(isDataResult(everything) && everything.data).toEqual({
      error: savedSearchMessages.nothingToSave,
    });
    const stored = await services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, me.id));
    expect(stored).toEqual([]);
  });

  it("is for members only: signed out goes to sign in, a non-member to the dashboard", async () => {
    const signedOut = await post(null, { intent: "save", frequency: "instant", search: "x" });
    expect(statusOf(signedOut)).toBe(302);
    expect((signedOut as Response).headers.get("Location")).toMatch(/^\/login/);
    const visitor = (await createTestMember(services as never, {
      member: false,
    })) as unknown as Member;
    const refused = await post(visitor, { intent: "save", frequency: "instant", search: "x" });
    expect(statusOf(refused)).toBe(302);
    expect((refused as Response).headers.get("Location")).toBe("/dashboard");
    const stored = await services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, visitor.id));
    expect(stored).toEqual([]);
  });
});

describe("pausing, resuming and deleting", () => {
  it("works for the member's own saved search", async () => {
    const me = await member();
    const row = await save(me, { search: "plums" });
    expect(statusOf(await post(me, { intent: "pause", id: row.id }))).toBe(302);
    expect((await savedRow(row.id))?.pausedAt).not.toBeNull();
    expect(statusOf(await post(me, { intent: "resume", id: row.id }))).toBe(302);
    const resumed = await savedRow(row.id);
    expect(resumed?.pausedAt).toBeNull();
    expect(resumed?.alertFrom.getTime()).toBeGreaterThan(row.alertFrom.getTime());
    expect(statusOf(await post(me, { intent: "delete", id: row.id }))).toBe(302);
    expect(await savedRow(row.id)).toBeUndefined();
  });

  it("refuses another member's forged pause, resume and delete with 403, changing nothing", async () => {
    const owner = await member();
    const other = await member();
    const row = await save(owner, { search: "pears" });
    for (const intent of ["pause", "resume", "delete"]) {
      const outcome = await post(other, { intent, id: row.id });
      expect(statusOf(outcome), intent).toBe(403);
    }
    expect(await savedRow(row.id)).toEqual(row);
  });

  it("answers 404 for an id that names nothing", async () => {
    const me = await member();
    expect(statusOf(await post(me, { intent: "pause", id: "not-an-id" }))).toBe(404);
    expect(
      statusOf(await post(me, { intent: "delete", id: "00000000-0000-4000-8000-000000000000" })),
    ).toBe(404);
  });
});

describe("instant alerts", () => {
  it("groups new matches into one email, once, never the member's own, with a working unsubscribe", async () => {
    const word = tag();
    const watcher = await member();
    const lister = await member();
    const row = await save(watcher, { search: word, near: "Leeds", within: "10" });
    const t0 = new Date(Date.now() - 60 * 60_000);
    await savedAt(row, t0);

    const first = await list(lister, minutes(t0, 1), {
      name: `${word} courgettes`,
      location: "LS6",
    });
    const second = await list(lister, minutes(t0, 2), {
      name: `${word} marrows`,
      location: "Leeds",
    });
    const far = await list(lister, minutes(t0, 3), {
      name: `${word} in London`,
      location: "London",
    });
    const own = await list(watcher, minutes(t0, 4), { name: `${word} my own`, location: "Leeds" });
    const before = await list(lister, minutes(t0, -5), { name: `${word} old`, location: "Leeds" });
    const demo = await list(
      lister,
      minutes(t0, 5),
      { name: `${word} demo`, location: "Leeds" },
      { isDemo: true },
    );
    const hidden = await list(
      lister,
      minutes(t0, 6),
      { name: `${word} hidden`, location: "Leeds" },
      { hiddenAt: new Date() },
    );
    const expired = await list(
      lister,
      minutes(t0, 7),
      { name: `${word} expired`, location: "Leeds" },
      // Past its day when the alerts run (an hour ago, which may be yesterday in the UK).
      { availableUntil: addDays(ukToday(minutes(t0, 10)), -1) },
    );
    const otherWords = await list(lister, minutes(t0, 8), { name: "Beetroot", location: "Leeds" });

    const run = await sendSavedSearchAlerts(services, "instant", minutes(t0, 10));
    const mine = run.sent.find((sent) => sent.savedSearchId === row.id);
    expect(mine?.listingIds.sort()).toEqual([first, second].sort());
    for (const id of [far, own, before, demo, hidden, expired, otherWords]) {
      expect(mine?.listingIds).not.toContain(id);
    }
    const emails = await outboxFor(watcher.email);
    expect(emails).toHaveLength(1);
    const email = emails[0];
    expect(email?.subject).toBe(`2 new listings for “${word}” · within 10 miles of Leeds`);
    expect(email?.text).toContain(`${word} courgettes`);
    expect(email?.text).toContain(`http://localhost:3000/listings/${first}`);
    expect(email?.text).not.toContain(`${word} my own`);
    expect((await outboxFor(lister.email)).length).toBe(0);

    // RFC 8058 one-click headers, pointing at the same signed link as the email's text.
    const unsubscribe =
      /<(http:\/\/localhost:3000\/saved-searches\/unsubscribe\?token=[^>]+)>/.exec(
        email?.headers["list-unsubscribe"] ?? "",
      )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(email?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(email?.text).toContain(unsubscribe);

    // Run again, later: nothing twice.
    await sendSavedSearchAlerts(services, "instant", minutes(t0, 15));
    expect(await outboxFor(watcher.email)).toHaveLength(1);

    // A new one: only it.
    const third = await list(lister, minutes(t0, 16), { name: `${word} squash`, location: "LS1" });
    const later = await sendSavedSearchAlerts(services, "instant", minutes(t0, 20));
    expect(later.sent.find((sent) => sent.savedSearchId === row.id)?.listingIds).toEqual([third]);
    const both = await outboxFor(watcher.email);
    expect(both).toHaveLength(2);
    expect(both[1]?.subject).toBe(
      `New listing: ${word} squash for “${word}” · within 10 miles of Leeds`,
    );

    // The link, signed out: opening it only asks; the POST pauses the saved search.
    const url = unsubscribe ?? "";
    const opened = await unsubscribeLoader(routeArgs(services, null, new Request(url)) as never);
    expect(statusOf(opened)).toBe(200);
    expect((await savedRow(row.id))?.pausedAt).toBeNull();
    const posted = await unsubscribeAction(
      routeArgs(
        services,
        null,
        new Request(url, { method: "POST", body: "List-Unsubscribe=One-Click" }),
      ) as never,
    );
    expect(statusOf(posted)).toBe(200);
    expect((await savedRow(row.id))?.pausedAt).not.toBeNull();

    // Paused: nothing more, even for a new match.
    await list(lister, minutes(t0, 21), { name: `${word} leeks`, location: "Leeds" });
    await sendSavedSearchAlerts(services, "instant", minutes(t0, 25));
    expect(await outboxFor(watcher.email)).toHaveLength(2);
  });

  it("after a pause, sends only what is listed once resumed, and nothing already sent", async () => {
    const word = tag();
    const watcher = await member();
    const lister = await member();
    const row = await save(watcher, { search: word });
    const t0 = new Date(Date.now() - 60 * 60_000);
    await savedAt(row, t0);
    const sent = await list(lister, minutes(t0, 1), { name: `${word} one` });
    await sendSavedSearchAlerts(services, "instant", minutes(t0, 5));
    expect(await outboxFor(watcher.email)).toHaveLength(1);

    await post(watcher, { intent: "pause", id: row.id });
    const whilePaused = await list(lister, minutes(t0, 6), { name: `${word} two` });
    await post(watcher, { intent: "resume", id: row.id });
    // The watermark moved to the resume; wind it back before both, as a clock skew might: the
    // sent table still stops the first listing coming again.
    await services.db
      .update(savedSearches)
      .set({ alertFrom: minutes(t0, -1) })
      .where(eq(savedSearches.id, row.id));
    const run = await sendSavedSearchAlerts(services, "instant", minutes(t0, 10));
    expect(run.sent.find((s) => s.savedSearchId === row.id)?.listingIds).toEqual([whilePaused]);
    expect(run.sent.flatMap((s) => s.listingIds)).not.toContain(sent);
  });

  it("sends nothing to demo members or demo addresses", async () => {
    const word = tag();
    const demo = await member();
    await services.db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, demo.id));
    const demoAddress = await member();
    const lister = await member();
    const t0 = new Date(Date.now() - 60 * 60_000);
    const rows = [await save(demo, { search: word }), await save(demoAddress, { search: word })];
    await services.db
      .update(users)
      .set({ email: `bev-${demoAddress.id}@demo.glut.invalid` })
      .where(eq(users.id, demoAddress.id));
    for (const row of rows) await savedAt(row, t0);
    await list(lister, minutes(t0, 1), { name: `${word} beans` });
    const run = await sendSavedSearchAlerts(services, "instant", minutes(t0, 5));
    for (const row of rows) {
      expect(run.sent.map((s) => s.savedSearchId)).not.toContain(row.id);
    }
    const to = (await mail.delivered())
      .slice(deliveredBefore)
      .filter((email) => email.subject !== "Confirm your email address for Glut")
      .map((email) => email.to);
    expect(to).not.toContain(demo.email);
    expect(to.some((address) => address.endsWith("@demo.glut.invalid"))).toBe(false);
    expect(run.failed).toEqual([]);
  });

  it("sends nothing once the member's membership has lapsed", async () => {
    const word = tag();
    const lapsed = await member();
    const lister = await member();
    const row = await save(lapsed, { search: word });
    const t0 = new Date(Date.now() - 60 * 60_000);
    await savedAt(row, t0);
    await services.db.delete(subscribers).where(eq(subscribers.userId, lapsed.id));
    await list(lister, minutes(t0, 1), { name: `${word} chard` });
    const run = await sendSavedSearchAlerts(services, "instant", minutes(t0, 5));
    expect(run.sent.map((s) => s.savedSearchId)).not.toContain(row.id);
    expect(await outboxFor(lapsed.email)).toHaveLength(0);
  });

  it("takes the claim back when queueing fails, so the next run sends it", async () => {
    const word = tag();
    const watcher = await member();
    const lister = await member();
    const row = await save(watcher, { search: word });
    const t0 = new Date(Date.now() - 60 * 60_000);
    await savedAt(row, t0);
    const id = await list(lister, minutes(t0, 1), { name: `${word} kale` });
    const broken = {
      ...services,
      sendEmail: async () => {
        throw new Error("queue down");
      },
    };
    const failed = await sendSavedSearchAlerts(broken, "instant", minutes(t0, 5));
    expect(failed.failed.map((f) => f.savedSearchId)).toContain(row.id);
    const claimed = await services.db
      .select()
      .from(savedSearchAlertsSent)
      .where(eq(savedSearchAlertsSent.savedSearchId, row.id));
    expect(claimed).toEqual([]);
    const retried = await sendSavedSearchAlerts(services, "instant", minutes(t0, 10));
    expect(retried.sent.find((s) => s.savedSearchId === row.id)?.listingIds).toEqual([id]);
  });
});

describe("the daily digest", () => {
  it("sends a day's matches in one email at the daily run, and the instant run leaves it alone", async () => {
    const word = tag();
    const watcher = await member();
    const lister = await member();
    const row = await save(watcher, { search: word, frequency: "daily" });
    const t0 = new Date(Date.now() - 20 * 60 * 60_000);
    await savedAt(row, t0);
    const ids = [
      await list(lister, minutes(t0, 60), { name: `${word} apples` }),
      await list(lister, minutes(t0, 120), { name: `${word} pears` }),
      await list(lister, minutes(t0, 600), { name: `${word} quinces` }),
    ];
    await sendSavedSearchAlerts(services, "instant", minutes(t0, 700));
    expect(await outboxFor(watcher.email)).toHaveLength(0);
    const run = await sendSavedSearchAlerts(services, "daily", minutes(t0, 1000));
    expect(run.sent.find((s) => s.savedSearchId === row.id)?.listingIds.sort()).toEqual(ids.sort());
    const emails = await outboxFor(watcher.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Your daily Glut digest: 3 new listings for “${word}”`);
    await sendSavedSearchAlerts(services, "daily", minutes(t0, 1000 + 24 * 60));
    expect(await outboxFor(watcher.email)).toHaveLength(1);
  });

  it("writes to a member who uses Glut in Welsh in Welsh: the search, the news and the listings' types", async () => {
    const word = tag();
    const watcher = await member();
    const lister = await member();
    await saveLanguage(services.db, watcher.id, "cy");
    const row = await save(watcher, { search: word, category: "Vegetables", type: "Free" });
    const t0 = new Date(Date.now() - 60 * 60_000);
    await savedAt(row, t0);
    await list(lister, minutes(t0, 1), { name: `${word} leeks`, category: "Vegetables" });
    await list(lister, minutes(t0, 2), { name: `${word} kale`, category: "Vegetables" });
    await sendSavedSearchAlerts(services, "instant", minutes(t0, 10));
    const [email] = await outboxFor(watcher.email);
    expect(email?.subject).toBe(`2 hysbyseb newydd ar gyfer “${word}” · Llysiau · Am ddim`);
    expect(email?.text).toContain("Am ddim, Leeds:");
    expect(email?.text).toContain(`${word} leeks`);
    expect(email?.text).toContain("Atal yr e-byst ar gyfer y chwiliad hwn");
  });

  it("names the categories in English as the listing form does", () => {
    expect(enListings.categories).toEqual(listingCategoryLabels);
    expect(enListings.types).toEqual(listingTypeLabels);
    expect(describeSavedSearch(parseListingFilters(new URLSearchParams("near=LS6&within=1")))).toBe(
      "within 1 mile of LS6",
    );
  });

  it("runs instant every five minutes and the digest at 07:00 UK time", () => {
    const instant = instantAlertsJob(() => services);
    const daily = dailyAlertsJob(() => services);
    expect(instant.name).toBe(INSTANT_ALERTS_JOB);
    expect(instant.schedule).toEqual({ cron: "*/5 * * * *" });
    expect(daily.name).toBe(DAILY_ALERTS_JOB);
    // No tz: the queue reads schedules in Europe/London (SCHEDULE_TIME_ZONE), so 07:00 all year.
    expect(daily.schedule).toEqual({ cron: "0 7 * * *" });
  });
});

describe("the unsubscribe link", () => {
  it("refuses a forged token, or one signed for another saved search, with 403, changing nothing", async () => {
    const owner = await member();
    const other = await member();
    const mine = await save(owner, { search: "damsons" });
    const theirs = await save(other, { search: "sloes" });
    const borrowed = savedSearchUnsubscribeToken(services.env.BETTER_AUTH_SECRET, theirs.id);
    const forged = `${mine.id}.${borrowed.split(".")[1]}`;
    for (const token of [forged, `${mine.id}.forged`, "nonsense"]) {
      const url = `http://localhost:3000/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
      const opened = await unsubscribeLoader(routeArgs(services, other, new Request(url)) as never);
      expect(statusOf(opened)).toBe(403);
      const posted = await unsubscribeAction(
        routeArgs(services, other, new Request(url, { method: "POST" })) as never,
      );
      expect(statusOf(posted)).toBe(403);
    }
    expect(await savedRow(mine.id)).toEqual(mine);
  });
});

describe("the account", () => {
  it("exports the member's saved searches and deletes them with the account", async () => {
    const me = await member();
    const row = await save(me, { search: "gooseberries", near: "York", within: "25" });
    const exported = await exportAccountData(services.db, me.id, appParts.accountSteps.export);
    expect(exported?.savedSearches).toEqual([
      expect.objectContaining({
        id: row.id,
        search: "gooseberries",
        near: "York",
        withinMiles: 25,
        frequency: "instant",
        pausedAt: null,
      }),
    ]);
    await deleteAccount(services as never, me.id, appParts.accountSteps.deletion);
    expect(await savedRow(row.id)).toBeUndefined();
  });
});
