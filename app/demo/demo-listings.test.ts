import { describe, expect, it } from "vitest";
import {
  isCalendarDate,
  listingCategories,
  listingSchema,
  listingTypes,
} from "~/listings/listing-schema";
import {
  DEMO_LISTINGS_MAX,
  DEMO_LISTINGS_MIN,
  DEMO_SWAPPED,
  demoListings,
  demoListingsInSeason,
  scheduleDemoListings,
} from "./demo-listings";
import { demoMembers } from "./demo-members.server";
import { backdrops, holders } from "./photo-scene";
import { subjects } from "./produce-drawings";

/** The 15th of each month at noon UK time, 2026. */
const months = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  now: new Date(Date.UTC(2026, i, 15, 11)),
}));

describe("the demo listings", () => {
  it("are each a listing a member could have written", () => {
    const keys = new Set<string>();
    const names = new Set<string>();
    for (const listing of demoListings) {
      expect(keys.has(listing.key), listing.key).toBe(false);
      expect(names.has(listing.name), listing.name).toBe(false);
      keys.add(listing.key);
      names.add(listing.name);
      const parsed = listingSchema.safeParse({
        name: listing.name,
        category: listing.category,
        type: listing.type,
        location: "Meanwood, Leeds",
        quantity: listing.quantity,
        description: listing.description,
      });
      expect(parsed.success, listing.key).toBe(true);
      expect(demoMembers.map((member) => member.key)).toContain(listing.member);
      // No exclamation marks in our own words (DESIGN-LANGUAGE.md).
      expect(`${listing.name} ${listing.description}`).not.toContain("!");
    }
  });

  it("have up to three photos, each drawable, a close-up always following its scene", () => {
    for (const listing of demoListings) {
      expect(listing.photos.length, listing.key).toBeLessThanOrEqual(3);
      for (const [index, photo] of listing.photos.entries()) {
        expect(Object.keys(subjects)).toContain(photo.subject);
        expect(holders).toContain(photo.holder);
        expect(backdrops).toContain(photo.backdrop);
        if (photo.closeUp) {
          const { closeUp: _, ...scene } = photo;
          expect(listing.photos[index - 1], listing.key).toEqual(scene);
        }
      }
    }
  });

  it.each(months)("in month $month show a full, varied marketplace", ({ now }) => {
    const chosen = demoListingsInSeason(now);
    expect(chosen.length).toBeGreaterThanOrEqual(DEMO_LISTINGS_MIN);
    expect(chosen.length).toBeLessThanOrEqual(DEMO_LISTINGS_MAX);
    expect(new Set(chosen.map((listing) => listing.category))).toEqual(new Set(listingCategories));
    expect(new Set(chosen.map((listing) => listing.type))).toEqual(new Set(listingTypes));
    expect(new Set(chosen.map((listing) => listing.member)).size).toBeGreaterThanOrEqual(4);
    expect(chosen.some((listing) => listing.photos.length === 0)).toBe(true);
    // The newest, the home page's 'Freshly Listed', all have photos.
    for (const listing of chosen.slice(0, 3)) expect(listing.photos.length).toBeGreaterThan(0);
    // Every demo member has something on offer, with a photo, whenever the demo is seeded.
    const showing = scheduleDemoListings(now).filter(
      (entry) => entry.status === "active" && entry.listing.photos.length > 0,
    );
    expect(new Set(showing.map((entry) => entry.listing.member))).toEqual(
      new Set(demoMembers.map((member) => member.key)),
    );
    // What the first start draws: kept small so the start stays quick.
    const photos = chosen.reduce((total, listing) => total + listing.photos.length, 0);
    expect(photos).toBeLessThanOrEqual(30);
  });

  it("choose by the UK calendar: courgettes in August, rhubarb crowns in January", () => {
    const names = (now: Date) => demoListingsInSeason(now).map((listing) => listing.key);
    expect(names(new Date("2026-08-14T12:00:00Z"))).toContain("courgettes");
    expect(names(new Date("2026-08-14T12:00:00Z"))).not.toContain("rhubarb-crowns");
    expect(names(new Date("2026-01-14T12:00:00Z"))).toContain("rhubarb-crowns");
    expect(names(new Date("2026-01-14T12:00:00Z"))).not.toContain("courgettes");
    // 23:30 UTC on 30 June is already 1 July in the UK (BST).
    expect(names(new Date("2026-06-30T23:30:00Z"))).toContain("courgettes");
  });

  it.each(months)(
    "in month $month are listed over the last weeks, the oldest swapped",
    ({ now }) => {
      const schedule = scheduleDemoListings(now);
      const times = schedule.map((entry) => entry.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Math.max(...times)).toBeLessThan(now.getTime());
      expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 30 * 86_400_000);
      expect(schedule.slice(-DEMO_SWAPPED).map((entry) => entry.status)).toEqual(
        Array(DEMO_SWAPPED).fill("swapped"),
      );
      expect(schedule.slice(0, -DEMO_SWAPPED).every((entry) => entry.status === "active")).toBe(
        true,
      );
      for (const entry of schedule) {
        if (entry.listing.readyAfterDays === undefined) expect(entry.harvestDate).toBeNull();
        else expect(isCalendarDate(entry.harvestDate ?? "")).toBe(true);
      }
    },
  );

  it("date the harvest on the UK day the listing went up", () => {
    const ukDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
    let acrossMidnight = 0;
    // Every 20 minutes of a summer day, so some listing times fall between 23:00 and midnight
    // UTC: already the next day in the UK.
    for (let step = 0; step < 72; step++) {
      const now = new Date(Date.UTC(2026, 7, 14) + step * 20 * 60_000);
      const [courgettes] = scheduleDemoListings(now);
      if (!courgettes) throw new Error("nothing in season");
      expect(courgettes.listing.readyAfterDays).toBe(0);
      expect(courgettes.harvestDate).toBe(ukDay.format(courgettes.createdAt));
      if (courgettes.harvestDate !== courgettes.createdAt.toISOString().slice(0, 10)) {
        acrossMidnight++;
      }
    }
    expect(acrossMidnight).toBeGreaterThan(0);
  });
});
