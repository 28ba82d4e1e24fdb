import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listingSchema } from "~/listings/listing-schema";
import { createListing, updateListingStatus } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  CITY_LISTING_CARDS,
  cityListings,
  FREE_FOOD_LISTING_CARDS,
  freeFoodListings,
} from "./city-listings.server";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/uploads/${key}`;
let db: Db;
let grower: Member;

beforeAll(async () => {
  db = getDatabase().db;
  grower = await createAdmittedMember(createTestServices(getDatabase()));
});

let minutes = 0;

/** A listing posted a minute after the one before, so 'newest first' is known. */
async function list(name: string, location: string, type: "Free" | "Swap" = "Swap") {
  const { id } = await createListing(
    db,
    grower,
    listingSchema.parse({ name, category: "Vegetables", type, location }),
  );
  minutes += 1;
  await db
    .update(listings)
    .set({ createdAt: new Date(Date.UTC(2026, 5, 1, 8, minutes)) })
    .where(eq(listings.id, id));
  return id;
}

describe("cityListings", () => {
  it("counts the city's active listings and gives the newest 8", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push(await list(`Marrow ${i}`, "Harrogate", i % 3 === 0 ? "Free" : "Swap"));
    }
    const result = await cityListings(db, { name: "Harrogate" }, { publicUrl });
    expect(result.total).toBe(11);
    expect(result.listings).toHaveLength(CITY_LISTING_CARDS);
    expect(result.listings.map((listing) => listing.id)).toEqual(ids.reverse().slice(0, 8));
    expect(result.freeTotal).toBe(3);
  });

  it("counts only active listings", async () => {
    const kept = await list("Beetroot", "Ripon", "Free");
    const swapped = await list("Kale", "Ripon", "Free");
    const unavailable = await list("Leeks", "Ripon");
    await updateListingStatus(db, grower, swapped, "swapped");
    await updateListingStatus(db, grower, unavailable, "unavailable");
    const result = await cityListings(db, { name: "Ripon" }, { publicUrl });
    expect(result.total).toBe(1);
    expect(result.freeTotal).toBe(1);
    expect(result.listings.map((listing) => listing.id)).toEqual([kept]);
  });

  it("takes a location that contains the city's name, in any case, and no other city", async () => {
    const inTown = await list("Chard", "Skipton");
    const district = await list("Rhubarb", "north SKIPTON, BD23");
    await list("Pumpkins", "Settle");
    const result = await cityListings(db, { name: "Skipton" }, { publicUrl });
    expect(result.total).toBe(2);
    expect(new Set(result.listings.map((listing) => listing.id))).toEqual(
      new Set([inTown, district]),
    );
    expect(result.listings.every((listing) => /skipton/i.test(listing.location))).toBe(true);
  });

  it("gives nothing for a city where nobody has listed", async () => {
    expect(await cityListings(db, { name: "Nowhere-on-Sea" }, { publicUrl })).toEqual({
      total: 0,
      totalIsExact: true,
      listings: [],
      freeTotal: 0,
      freeTotalIsExact: true,
    });
  });

  it("shows listings as cards show them", async () => {
    const id = await list("Runner beans", "Malton", "Free");
    const [card] = (await cityListings(db, { name: "Malton" }, { publicUrl })).listings;
    expect(card).toMatchObject({
      id,
      name: "Runner beans",
      location: "Malton",
      type: "Free",
      userName: grower.profile.username,
      hasImage: false,
    });
  });
});

describe("freeFoodListings", () => {
  it("gives only the city's active Free listings, newest first", async () => {
    const older = await list("Apples", "Thirsk", "Free");
    await list("Pears", "Thirsk", "Swap");
    const newer = await list("Plums", "Thirsk", "Free");
    const gone = await list("Damsons", "Thirsk", "Free");
    await updateListingStatus(db, grower, gone, "swapped");
    await list("Cherries", "Northallerton", "Free");
    const result = await freeFoodListings(db, { name: "Thirsk" }, { publicUrl });
    expect(result.total).toBe(2);
    expect(result.listings.map((listing) => listing.id)).toEqual([newer, older]);
    expect(result.listings.every((listing) => listing.type === "Free")).toBe(true);
  });

  it("gives 12 cards by default and counts them all", async () => {
    for (let i = 1; i <= 14; i++) await list(`Courgette ${i}`, "Selby", "Free");
    const result = await freeFoodListings(db, { name: "Selby" }, { publicUrl });
    expect(result.total).toBe(14);
    expect(result.listings).toHaveLength(FREE_FOOD_LISTING_CARDS);
    expect(
      (await freeFoodListings(db, { name: "Selby" }, { publicUrl, limit: 5 })).listings,
    ).toHaveLength(5);
  });

  it("gives nothing where no Free listing is active", async () => {
    await list("Onions", "Tadcaster", "Swap");
    expect(await freeFoodListings(db, { name: "Tadcaster" }, { publicUrl })).toEqual({
      total: 0,
      totalIsExact: true,
      listings: [],
    });
  });
});
