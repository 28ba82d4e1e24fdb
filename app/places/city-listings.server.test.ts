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
import { type City, findCityBySlug } from "./cities";
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

/** Growers take turns, so the listings stay within one member's hourly allowance (0071). */
const LISTINGS_PER_GROWER = 15;

/** A listing posted a minute after the one before, so 'newest first' is known. */
async function list(name: string, location: string, type: "Free" | "Swap" = "Swap") {
  if (minutes > 0 && minutes % LISTINGS_PER_GROWER === 0) {
    grower = await createAdmittedMember(createTestServices(getDatabase()));
  }
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

function city(slug: string): City {
  const found = findCityBySlug(slug);
  if (!found) throw new Error(`no city ${slug}`);
  return found;
}

describe("cityListings", () => {
  it("counts the city's active listings and gives the newest 8", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push(await list(`Marrow ${i}`, "York", i % 3 === 0 ? "Free" : "Swap"));
    }
    const result = await cityListings(db, city("york"), { publicUrl });
    expect(result.total).toBe(11);
    expect(result.listings).toHaveLength(CITY_LISTING_CARDS);
    expect(result.listings.map((listing) => listing.id)).toEqual(ids.reverse().slice(0, 8));
    expect(result.freeTotal).toBe(3);
  });

  it("counts only active listings", async () => {
    const kept = await list("Beetroot", "Lincoln", "Free");
    const swapped = await list("Kale", "LN1", "Free");
    const unavailable = await list("Leeks", "Lincoln");
    await updateListingStatus(db, grower, swapped, "swapped");
    await updateListingStatus(db, grower, unavailable, "unavailable");
    const result = await cityListings(db, city("lincoln"), { publicUrl });
    expect(result.total).toBe(1);
    expect(result.freeTotal).toBe(1);
    expect(result.listings.map((listing) => listing.id)).toEqual([kept]);
  });

  it("takes listings within the city's radius by distance, whatever they are called", async () => {
    // The cases a name match missed (issue 17): Hull is Kingston upon Hull, and its districts.
    const hull = await list("Chard", "Hull");
    const district = await list("Rhubarb", "HU5");
    await list("Pumpkins", "DN14"); // Goole, about 20 miles west
    const result = await cityListings(db, city("kingston-upon-hull"), { publicUrl });
    expect(result.total).toBe(2);
    expect(new Set(result.listings.map((listing) => listing.id))).toEqual(
      new Set([hull, district]),
    );
  });

  it("finds Hove's listings on the Brighton and Hove page", async () => {
    const hove = await list("Sweet peas", "BN3");
    const brighton = await list("Chillies", "Brighton");
    const result = await cityListings(db, city("brighton-and-hove"), { publicUrl });
    expect(new Set(result.listings.map((listing) => listing.id))).toEqual(
      new Set([hove, brighton]),
    );
  });

  it("gives nothing for a city where nobody has listed", async () => {
    expect(await cityListings(db, city("inverness"), { publicUrl })).toEqual({
      total: 0,
      totalIsExact: true,
      listings: [],
      freeTotal: 0,
      freeTotalIsExact: true,
    });
  });

  it("shows listings as cards show them", async () => {
    const id = await list("Runner beans", "Carlisle", "Free");
    const [card] = (await cityListings(db, city("carlisle"), { publicUrl })).listings;
    expect(card).toMatchObject({
      id,
      name: "Runner beans",
      location: "Carlisle",
      type: "Free",
      userName: grower.profile.username,
      hasImage: false,
    });
    expect(card?.distanceMiles).toBeLessThan(1);
  });
});

describe("freeFoodListings", () => {
  it("gives only the city's active Free listings, newest first", async () => {
    const older = await list("Apples", "Exeter", "Free");
    await list("Pears", "EX4", "Swap");
    const newer = await list("Plums", "EX4", "Free");
    const gone = await list("Damsons", "Exeter", "Free");
    await updateListingStatus(db, grower, gone, "swapped");
    await list("Cherries", "TR1", "Free"); // Truro, far from Exeter
    const result = await freeFoodListings(db, city("exeter"), { publicUrl });
    expect(result.total).toBe(2);
    // Nearest first: the city's own centre, then EX4 a mile or so away.
    expect(result.listings.map((listing) => listing.id)).toEqual([older, newer]);
    expect(result.listings.every((listing) => listing.type === "Free")).toBe(true);
  });

  it("gives 12 cards by default and counts them all", async () => {
    for (let i = 1; i <= 14; i++) await list(`Courgette ${i}`, "Norwich", "Free");
    const result = await freeFoodListings(db, city("norwich"), { publicUrl });
    expect(result.total).toBe(14);
    expect(result.listings).toHaveLength(FREE_FOOD_LISTING_CARDS);
    expect(
      (await freeFoodListings(db, city("norwich"), { publicUrl, limit: 5 })).listings,
    ).toHaveLength(5);
  });

  it("gives nothing where no Free listing is active", async () => {
    await list("Onions", "Perth", "Swap");
    expect(await freeFoodListings(db, city("perth"), { publicUrl })).toEqual({
      total: 0,
      totalIsExact: true,
      listings: [],
    });
  });
});
