import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { Member } from "~/membership/member-gate.server";
import { messageSchema } from "~/messaging/message-schema";
import { contactLister } from "~/messaging/message-sending.server";
import { messagingErrors } from "~/messaging/messaging-errors";
import { addDays } from "~/planting/uk-calendar";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../tests/factories/route-args";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  action as myListingsAction,
  loader as myListingsLoader,
} from "../routes/listings/my-listings";
import {
  action as stillAvailableAction,
  loader as stillAvailableLoader,
} from "../routes/listings/still-available";
import {
  EXPIRY_REMINDER_JOB,
  expiryReminderJob,
  sendDueExpiryReminders,
} from "./expiry-reminders.server";
import { ukToday } from "./listing-expiry";
import { stillAvailableToken } from "./listing-expiry-link.server";
import { recentListings, searchListings } from "./listing-reads.server";
import { createListing } from "./listing-writes.server";
import { listings } from "./listings.table";

// Perishable expiry end to end on the server (decision 0047): the default, the lists, Renew,
// the reminder through the real queue and outbox with a moved clock, and the signed link.

const getDatabase = setupTestDatabase();
let services: AppServices;
let mail: ReturnType<typeof createTestServices>["mail"];
let owner: Member;
let other: Member;

beforeAll(async () => {
  ({ services } = createRouteServices(getDatabase()));
  mail = (services as unknown as ReturnType<typeof createTestServices>).mail;
  owner = await createAdmittedMember(services as never);
  other = await createAdmittedMember(services as never);
});

let deliveredBefore = 0;
beforeEach(async () => {
  deliveredBefore = (await mail.delivered()).length;
});

async function outbox() {
  return (await mail.delivered())
    .slice(deliveredBefore)
    .filter((email) => email.subject !== "Confirm your email address for Glut");
}

async function make(member: Member, values: Partial<typeof listings.$inferInsert> = {}) {
  const { id } = await createListing(services.db, member, listingInput({ name: "Plums" }));
  if (Object.keys(values).length > 0) {
    await services.db.update(listings).set(values).where(eq(listings.id, id));
  }
  return id;
}

async function row(id: string) {
  const [found] = await services.db.select().from(listings).where(eq(listings.id, id));
  if (!found) throw new Error("no listing");
  return found;
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return 200;
}

const publicUrl = (key: string) => key;

describe("a new listing's available-until day", () => {
  it("defaults fresh produce to a week from the UK day, and leaves seeds without an end", async () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const fresh = await createListing(
      services.db,
      owner,
      listingInput({ category: "Fruits" }),
      [],
      now,
    );
    const seeds = await createListing(
      services.db,
      owner,
      listingInput({ category: "Seeds" }),
      [],
      now,
    );
    expect((await row(fresh.id)).availableUntil).toBe("2026-12-02");
    expect((await row(seeds.id)).availableUntil).toBeNull();
  });

  it("keeps the day the member chose", async () => {
    const chosen = addDays(ukToday(new Date()), 3);
    const { id } = await createListing(
      services.db,
      owner,
      listingInput({ availableUntil: chosen }),
    );
    expect((await row(id)).availableUntil).toBe(chosen);
  });

  it("refuses a day already gone", () => {
    const yesterday = addDays(ukToday(new Date()), -1);
    expect(() => listingInput({ availableUntil: yesterday })).toThrow(
      "Choose today or a later day",
    );
  });
});

describe("the public lists", () => {
  it("leave out a listing once its last day has passed, and keep it on its last day", async () => {
    const today = ukToday(new Date());
    const member = await createAdmittedMember(services as never);
    const location = `Expiryton ${member.id.slice(0, 8)}`;
    const expired = await make(member, { availableUntil: addDays(today, -1), location });
    const lastDay = await make(member, { availableUntil: today, location });
    const open = await make(member, { availableUntil: null, location });
    const found = await searchListings(services.db, { location }, { publicUrl });
    expect(found.listings.map((listing) => listing.id).sort()).toEqual([lastDay, open].sort());
    expect(found.total).toBe(2);
    const home = await recentListings(services.db, { publicUrl, limit: 50 });
    expect(home.map((listing) => listing.id)).not.toContain(expired);
  });
});

describe("contacting the lister", () => {
  it("refuses a first message about an expired listing with 409, and accepts one once renewed", async () => {
    const id = await make(owner, { availableUntil: addDays(ukToday(new Date()), -1) });
    const message = messageSchema.parse({ message: "Are the plums still going?" });
    await expect(contactLister(services.db, other, id, message)).rejects.toMatchObject({
      status: 409,
      message: messagingErrors.listingUnavailable,
    });
    await services.db
      .update(listings)
      .set({ availableUntil: ukToday(new Date()) })
      .where(eq(listings.id, id));
    await expect(contactLister(services.db, other, id, message)).resolves.toBeDefined();
  });
});

describe("Renew on /my-listings", () => {
  function send(member: Member, fields: Record<string, string>) {
    const request = new Request("http://localhost:3000/my-listings", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return settle(() => myListingsAction(routeArgs(services, member, request) as never));
  }

  it("shows an expired listing as expired, and Renew lists it for another week", async () => {
    const today = ukToday(new Date());
    const id = await make(owner, { availableUntil: addDays(today, -2) });
    const request = new Request("http://localhost:3000/my-listings");
    const page = (await myListingsLoader(routeArgs(services, owner, request) as never)) as {
      listings: { id: string; expired: boolean }[];
    };
    expect(page.listings.find((card) => card.id === id)?.expired).toBe(true);

    const outcome = await send(owner, { intent: "renew", listingId: id });
    expect(statusOf(outcome)).toBe(302);
    expect((await row(id)).availableUntil).toBe(addDays(today, 7));
  });

  it("refuses another member's forged renew with 403, changing nothing", async () => {
    const id = await make(owner, { availableUntil: addDays(ukToday(new Date()), -2) });
    const before = await row(id);
    const outcome = await send(other, { intent: "renew", listingId: id });
    expect(statusOf(outcome)).toBe(403);
    expect(await row(id)).toEqual(before);
  });
});

// 08:00 UTC on 1 December is 08:00 in the UK, when the job runs: the day before the last day.
const MORNING = new Date("2026-12-01T08:00:00Z");
const LAST_DAY = "2026-12-02";

describe("the expiry reminder", () => {
  it("emails the owner once, the day before, with a working 'still available' link", async () => {
    const member = await createAdmittedMember(services as never);
    const id = await make(member, { availableUntil: LAST_DAY, name: "Damsons" });

    expect(
      (await sendDueExpiryReminders(services, new Date("2026-11-30T08:00:00Z"))).sent,
    ).not.toContain(id);
    const first = await sendDueExpiryReminders(services, MORNING);
    expect(first.sent).toContain(id);
    const mine = (await outbox()).filter((email) => email.to === member.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe("Is your Damsons still available?");
    expect(mine[0]?.text).toContain("2 December 2026");
    const link =
      /http:\/\/localhost:3000(\/listings\/[^\s"]+\/still-available\?token=[^\s"]+)/.exec(
        mine[0]?.text ?? "",
      )?.[1];
    expect(link).toBeDefined();

    // Later that day, and on the last day, nothing more for the same day.
    await sendDueExpiryReminders(services, new Date("2026-12-01T15:00:00Z"));
    await sendDueExpiryReminders(services, new Date("2026-12-02T08:00:00Z"));
    expect((await outbox()).filter((email) => email.to === member.email)).toHaveLength(1);

    // Opening the link only asks; the button extends it a week from the UK day.
    const url = `http://localhost:3000${link}`;
    const opened = await stillAvailableLoader(
      routeArgs(services, null, new Request(url), { id }) as never,
    );
    expect(statusOf(opened)).toBe(200);
    expect((await row(id)).availableUntil).toBe(LAST_DAY);
    const posted = await stillAvailableAction(
      routeArgs(services, null, new Request(url, { method: "POST" }), { id }) as never,
    );
    expect(statusOf(posted)).toBe(200);
    const extended = (await row(id)).availableUntil;
    expect(extended).toBe(addDays(ukToday(new Date()), 7));

    // Clicked again: nothing more changes.
    await stillAvailableAction(
      routeArgs(services, null, new Request(url, { method: "POST" }), { id }) as never,
    );
    expect((await row(id)).availableUntil).toBe(extended);
  });

  it("reaches a lister who uses Glut in Welsh in Welsh, with the date in Welsh", async () => {
    const member = await createAdmittedMember(services as never);
    await services.db.update(profiles).set({ language: "cy" }).where(eq(profiles.id, member.id));
    const id = await make(member, { availableUntil: LAST_DAY, name: "Eirin duon" });
    expect((await sendDueExpiryReminders(services, MORNING)).sent).toContain(id);
    const [email] = (await outbox()).filter((sent) => sent.to === member.email);
    expect(email?.subject).toBe("Ydy’ch Eirin duon ar gael o hyd?");
    expect(email?.text).toContain("ar gael tan 2 Rhagfyr 2026");
    expect(email?.text).toContain("Atal nodiadau atgoffa am hysbysebion yn dod i ben");
    expect(email?.text).not.toMatch(/December|Still got it|Stop listing/);
  });

  it("sends nothing for demo listings, demo members, hidden or swapped listings", async () => {
    const demoListing = await make(owner, { availableUntil: LAST_DAY, isDemo: true });
    const hidden = await make(owner, { availableUntil: LAST_DAY, hiddenAt: new Date() });
    const swapped = await make(owner, { availableUntil: LAST_DAY, status: "swapped" });
    const demo = await createAdmittedMember(services as never);
    await services.db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, demo.id));
    const demoMembers = await make(demo, { availableUntil: LAST_DAY });
    const demoAddress = await createAdmittedMember(services as never);
    await services.db
      .update(users)
      .set({ email: `bev-${demoAddress.id}@demo.glut.invalid` })
      .where(eq(users.id, demoAddress.id));
    const demoAddressed = await make(demoAddress, { availableUntil: LAST_DAY });

    const result = await sendDueExpiryReminders(services, MORNING);
    for (const id of [demoListing, hidden, swapped, demoMembers, demoAddressed]) {
      expect(result.sent).not.toContain(id);
    }
    const to = (await outbox()).map((email) => email.to);
    expect(to).not.toContain(demo.email);
    expect(to.some((address) => address?.endsWith("@demo.glut.invalid"))).toBe(false);
    expect(result.failed).toEqual([]);
  });

  it("refuses a token signed for another listing, or forged, changing nothing", async () => {
    const mine = await make(owner, { availableUntil: LAST_DAY });
    const theirs = await make(other, { availableUntil: LAST_DAY });
    const before = await row(mine);
    const borrowed = stillAvailableToken(services.env.BETTER_AUTH_SECRET, theirs, LAST_DAY);
    for (const token of [borrowed, `${LAST_DAY}.forged`, "nonsense"]) {
      const url = `http://localhost:3000/listings/${mine}/still-available?token=${encodeURIComponent(token)}`;
      const posted = await stillAvailableAction(
        routeArgs(services, other, new Request(url, { method: "POST" }), { id: mine }) as never,
      );
      expect(statusOf(posted)).toBe(400);
    }
    expect(await row(mine)).toEqual(before);
  });

  it("takes the claim back when queueing fails, so the next run tries again", async () => {
    const id = await make(owner, { availableUntil: "2027-03-10" });
    const broken = {
      ...services,
      sendEmail: async () => {
        throw new Error("queue down");
      },
    };
    const failed = await sendDueExpiryReminders(broken, new Date("2027-03-09T08:00:00Z"));
    expect(failed.failed.map((failure) => failure.listingId)).toEqual([id]);
    expect((await row(id)).expiryReminderSentFor).toBeNull();
    const retried = await sendDueExpiryReminders(services, new Date("2027-03-09T09:00:00Z"));
    expect(retried.sent).toEqual([id]);
  });

  it("runs as a scheduled job every morning in UK time", () => {
    const job = expiryReminderJob(() => services);
    expect(job.name).toBe(EXPIRY_REMINDER_JOB);
    expect(job.schedule).toEqual({ cron: "0 8 * * *" });
  });
});
