import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { handoverRequests, handovers, handoverThanks } from "~/handover/handover.table";
import { sharedFigures } from "~/handover/impact.server";
import { memberRecords } from "~/handover/member-record.server";
import { searchListings } from "~/listings/listing-reads.server";
import { listings } from "~/listings/listings.table";
import { findCityBySlug } from "~/places/cities";
import { citySharedFigures } from "~/places/city-impact.server";
import type { Db } from "~/server/db/database.server";
import { seedDemoContent } from "~/server/seed/seed.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { setupTestDatabase } from "../../tests/test-database";
import { demoHandovers } from "./demo-handovers";
import { demoHandoversSeeder } from "./demo-handovers.server";
import { demoMemberIds, demoMembersSeeder } from "./demo-members.server";

// The demo's handovers on a real database, seeded in November as a first start would.

const getDatabase = setupTestDatabase();
const NOW = new Date("2026-11-20T09:30:00Z");
const seeders = [demoMembersSeeder, demoHandoversSeeder];
let db: Db;
let storage: LocalFileStorage;
let ran: string[];

beforeAll(async () => {
  db = getDatabase().db;
  storage = new LocalFileStorage(await mkdtemp(path.join(os.tmpdir(), "glut-demo-handovers-")));
  ran = await seedDemoContent(db, { storage, now: NOW, seeders });
});

describe("the demo's handovers", () => {
  it("go the whole loop: a request, an agreed pickup, collected, and thanks with ratings both ways", async () => {
    expect(ran).toEqual(["demo-members", "demo-handovers"]);
    const rows = await db
      .select({
        handover: handovers,
        location: listings.location,
        listingStatus: listings.status,
        listingDemo: listings.isDemo,
      })
      .from(handovers)
      .innerJoin(listings, eq(listings.id, handovers.listingId));
    expect(rows.map((row) => row.handover.listingTitle).sort()).toEqual(
      demoHandovers.map((handover) => handover.listing.name).sort(),
    );
    for (const { handover, location, listingStatus, listingDemo } of rows) {
      expect(handover).toMatchObject({ status: "collected", isDemo: true, noShow: false });
      expect(listingDemo).toBe(true);
      expect(["completed", "swapped"]).toContain(listingStatus);
      const times = [
        handover.reservedAt,
        handover.pickupAgreedAt,
        handover.collectedMarkedAt,
        handover.collectedAt,
      ].map((time) => time?.getTime() ?? Number.NaN);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(NOW.getTime());
      expect(handover.pickupDate).toMatch(/^2026-11-\d\d$/);
      expect(handover.meetingPoint).not.toBe("");
      expect(handover.pickupProposedBy).not.toBeNull();

      // The giver and receiver live in the city the listing was in: they met to hand it over.
      const [receiver] = await db
        .select({ location: profiles.location })
        .from(profiles)
        .where(eq(profiles.id, handover.receiverId ?? ""));
      expect(location.endsWith(`, ${receiver?.location}`)).toBe(true);

      const [request] = await db
        .select()
        .from(handoverRequests)
        .where(eq(handoverRequests.id, handover.requestId ?? ""));
      expect(request).toMatchObject({ requesterId: handover.receiverId, status: "closed" });
      expect(request?.createdAt.getTime()).toBeLessThan(handover.reservedAt.getTime());

      const thanks = await db
        .select({
          fromId: handoverThanks.fromId,
          toId: handoverThanks.toId,
          rating: handoverThanks.rating,
        })
        .from(handoverThanks)
        .where(eq(handoverThanks.handoverId, handover.id));
      expect(thanks).toHaveLength(2);
      expect(new Set(thanks.map((row) => `${row.fromId}>${row.toId}`))).toEqual(
        new Set([
          `${handover.receiverId}>${handover.giverId}`,
          `${handover.giverId}>${handover.receiverId}`,
        ]),
      );
      for (const row of thanks) expect(row.rating).toBeGreaterThanOrEqual(4);
    }
  });

  it("count on the demo members' records, never in what the pages say was shared", async () => {
    const bev = (await demoMemberIds(db)).get("bev") ?? "";
    expect((await memberRecords(db, [bev], NOW)).get(bev)).toMatchObject({
      given: 1,
      received: 0,
    });
    expect((await sharedFigures(db, { now: NOW })).all).toEqual({ thisMonth: 0, thisYear: 0 });
    const leeds = findCityBySlug("leeds");
    if (!leeds) throw new Error("Leeds is a seeded city");
    expect((await citySharedFigures(db, leeds, NOW)).here).toEqual({ thisMonth: 0, thisYear: 0 });
    // The listings that went are not on offer.
    const onOffer = await searchListings(db, {}, { publicUrl: (key) => `/uploads/${key}` });
    expect(onOffer.total).toBe(0);
  });

  it("adds nothing when it runs again", async () => {
    expect(await seedDemoContent(db, { storage, now: NOW, seeders })).toEqual([]);
    expect(await db.select({ id: handovers.id }).from(handovers)).toHaveLength(
      demoHandovers.length,
    );
  });
});
