import { beforeAll, describe, expect, it } from "vitest";
import { createListing } from "~/listings/listing-writes.server";
import { findCityBySlug } from "~/places/cities";
import { citySharedFigures } from "~/places/city-impact.server";
import type { Db } from "~/server/db/database.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { type HandoverStatus, handovers } from "./handover.table";
import { sharedFigures, ukPeriodOf } from "./impact.server";

// Each test counts in a year of its own, so the rows of one never fall in another's figures.

const getDatabase = setupTestDatabase();
let db: Db;
let giverId = "";
let receiverId = "";
let leedsListing = "";
let yorkListing = "";

beforeAll(async () => {
  db = getDatabase().db;
  const services = createTestServices(getDatabase());
  const giver = await createAdmittedMember(services);
  const receiver = await createAdmittedMember(services);
  giverId = giver.id;
  receiverId = receiver.id;
  leedsListing = (await createListing(db, giver, listingInput({ location: "Leeds" }))).id;
  yorkListing = (await createListing(db, giver, listingInput({ location: "York" }))).id;
});

async function handover(
  collectedAt: string | null,
  options: { status?: HandoverStatus; isDemo?: boolean; listingId?: string | null } = {},
) {
  await db.insert(handovers).values({
    listingId: options.listingId === undefined ? leedsListing : options.listingId,
    listingTitle: "Courgettes",
    giverId,
    receiverId,
    status: options.status ?? "collected",
    reservedAt: new Date("2020-01-01T00:00:00Z"),
    collectedAt: collectedAt ? new Date(collectedAt) : null,
    isDemo: options.isDemo ?? false,
  });
}

describe("the UK calendar period", () => {
  it("puts the first half hour of 1 July in BST in July, and the year from midnight in London", () => {
    const period = ukPeriodOf(new Date("2026-06-30T23:30:00Z"));
    expect(period.month).toBe("2026-07");
    expect(period.year).toBe(2026);
    expect(period.monthStart.toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(period.monthEnd.toISOString()).toBe("2026-07-31T23:00:00.000Z");
    expect(period.yearStart.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(period.yearEnd.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("what was shared", () => {
  it("counts collected handovers by UK month and year, never demo ones, nor any not collected", async () => {
    // July 2031, in BST: the month began at 23:00 UTC on 30 June.
    await handover("2031-06-30T23:30:00Z"); // 00:30 on 1 July in London: this month
    await handover("2031-07-14T09:00:00Z"); // this month
    await handover("2031-06-30T22:30:00Z"); // 23:30 on 30 June in London: this year only
    await handover("2031-01-01T00:00:00Z"); // the year's first moment
    await handover("2030-12-31T23:59:59Z"); // last year
    await handover("2032-01-01T00:00:00Z"); // next year
    await handover("2031-07-10T10:00:00Z", { isDemo: true });
    await handover("2031-07-10T10:00:00Z", { status: "cancelled" });
    await handover(null, { status: "reserved" });
    await handover(null, { status: "collected" });

    const figures = await sharedFigures(db, { now: new Date("2031-07-20T12:00:00Z") });
    expect(figures).toEqual({
      month: "2031-07",
      year: 2031,
      all: { thisMonth: 2, thisYear: 4 },
    });
    // At the very end of 30 June in London it is still June.
    const june = await sharedFigures(db, { now: new Date("2031-06-30T22:59:59Z") });
    expect(june.all).toEqual({ thisMonth: 1, thisYear: 4 });
  });

  it("counts for a city the handovers of listings placed within its radius, as its page places listings", async () => {
    await handover("2033-03-02T10:00:00Z", { listingId: leedsListing });
    await handover("2033-03-03T10:00:00Z", { listingId: leedsListing });
    await handover("2033-02-03T10:00:00Z", { listingId: leedsListing });
    await handover("2033-03-04T10:00:00Z", { listingId: yorkListing });
    // Its listing deleted, a handover has no place left: it counts across the UK only.
    await handover("2033-03-05T10:00:00Z", { listingId: null });
    await handover("2033-03-05T10:00:00Z", { listingId: leedsListing, isDemo: true });

    const now = new Date("2033-03-20T12:00:00Z");
    const leeds = findCityBySlug("leeds");
    const york = findCityBySlug("york");
    if (!leeds || !york) throw new Error("Leeds and York are seeded cities");
    expect(await citySharedFigures(db, leeds, now)).toEqual({
      month: "2033-03",
      year: 2033,
      all: { thisMonth: 4, thisYear: 5 },
      here: { thisMonth: 2, thisYear: 3 },
    });
    expect((await citySharedFigures(db, york, now)).here).toEqual({ thisMonth: 1, thisYear: 1 });
    const manchester = findCityBySlug("manchester");
    if (!manchester) throw new Error("Manchester is a seeded city");
    expect((await citySharedFigures(db, manchester, now)).here).toEqual({
      thisMonth: 0,
      thisYear: 0,
    });
  });
});
