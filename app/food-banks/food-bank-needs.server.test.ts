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
import { foodBankHref } from "./food-bank-links";
import { foodBanksNeeding, getFoodBank, growersOffering } from "./food-bank-needs.server";
import { foodBanks } from "./food-banks.table";

// Fictional food banks (as the import's fixtures are) at real districts' centres: from LS6,
// LS1 is about 2 miles, BD1 about 8, HX1 about 14 and YO1 about 22.

const getDatabase = setupTestDatabase();
let db: Db;
let grower: Member;

async function foodBank(
  sourceId: string,
  postcode: string | null,
  neededItems: string[],
  excessItems: string[] = ["Pasta"],
) {
  await db.insert(foodBanks).values({
    sourceId,
    organisationName: `${sourceId} Food Bank`,
    postcode,
    neededItems,
    excessItems,
  });
}

async function list(
  name: string,
  location: string,
  category: "Vegetables" | "Fruits" | "Herbs" = "Vegetables",
  description?: string,
) {
  const { id } = await createListing(
    db,
    grower,
    listingSchema.parse({ name, category, type: "Free", location, description }),
  );
  return id;
}

beforeAll(async () => {
  db = getDatabase().db;
  grower = await createAdmittedMember(createTestServices(getDatabase()));
  await foodBank("headingley", "LS6 1AA", ["Tinned potatoes", "Potatoes", "UHT milk"]);
  await foodBank("city-centre", "LS1 1UN", ["Rice", "Fresh vegetables"]);
  await foodBank("bradford", "BD1 1AA", ["Potatoes & onions", "Tea bags"]);
  await foodBank("halifax", "HX1 1AA", ["Potatoes"]);
  await foodBank("york", "YO1 7AA", ["Fresh fruit", "Potatoes"]);
  await foodBank("no-postcode", null, ["Potatoes"]);
  await foodBank("tinned-only", "LS7 1AA", ["Tinned potatoes", "Fruit juice", "Rice pudding"]);
  // Far from the others (Sheffield), with potatoes on its excess list.
  await foodBank("well-stocked", "S1 2HE", ["Fresh vegetables", "Carrots"], ["Potatoes"]);
});

describe("excess items: never matched to a food bank that has too much of them", () => {
  it("leaves a food bank out of a new listing's list when the listing is on its excess list", async () => {
    const potatoes = { name: "Charlotte potatoes", description: null, category: "Vegetables" };
    expect(await foodBanksNeeding(db, { ...potatoes, location: "S1" })).toEqual([]);
    const carrots = { name: "Carrots", description: null, category: "Vegetables" };
    expect(
      (await foodBanksNeeding(db, { ...carrots, location: "S1" })).map(({ name }) => name),
    ).toEqual(["well-stocked Food Bank"]);
  });

  it("does not count those listings as on offer for it", async () => {
    await list("Spare potatoes", "S1");
    await list("Carrots by the bag", "S1");
    const offered = await growersOffering(db, {
      postcode: "S1 2HE",
      neededItems: ["Fresh vegetables", "Carrots"],
      excessItems: ["Potatoes"],
    });
    expect(offered.map(({ item, count }) => ({ item, count }))).toEqual([
      { item: "Fresh vegetables", count: 1 },
      { item: "Carrots", count: 1 },
    ]);
  });
});

describe("foodBanksNeeding: the food banks a new listing can help", () => {
  it("names those within 10 miles whose needs it meets, nearest first, in their own words", async () => {
    const found = await foodBanksNeeding(db, {
      name: "Maris Piper potatoes",
      description: null,
      category: "Vegetables",
      location: "LS6",
    });
    expect(found.map(({ name, items, href }) => ({ name, items, href }))).toEqual([
      { name: "headingley Food Bank", items: ["Potatoes"], href: foodBankHref("headingley") },
      {
        name: "city-centre Food Bank",
        items: ["Fresh vegetables"],
        href: "/food-bank/city-centre",
      },
      { name: "bradford Food Bank", items: ["Potatoes & onions"], href: "/food-bank/bradford" },
    ]);
    expect(found[0]?.miles).toBeLessThan(1);
    expect(found[2]?.miles).toBeCloseTo(7.6, 0);
  });

  it("gives at most three", async () => {
    // From Bradford, four ask for potatoes within 10 miles: Bradford, Halifax (about 7),
    // Headingley (about 8) and the city centre (about 9); the furthest is left out.
    const found = await foodBanksNeeding(db, {
      name: "Potatoes",
      description: null,
      category: "Vegetables",
      location: "BD1",
    });
    expect(found.map((foodBank) => foodBank.name)).toEqual([
      "bradford Food Bank",
      "halifax Food Bank",
      "headingley Food Bank",
    ]);
  });

  it("names none for produce no one near asks for, or for a listing with no place", async () => {
    const fruit = { name: "Bramley apples", description: null, category: "Fruits" };
    expect(await foodBanksNeeding(db, { ...fruit, location: "LS6" })).toEqual([]);
    expect(await foodBanksNeeding(db, { ...fruit, location: "YO1" })).toHaveLength(1);
    expect(
      await foodBanksNeeding(db, { ...fruit, name: "Potatoes", location: "Somewhere" }),
    ).toEqual([]);
  });
});

describe("growersOffering: what growers near a food bank offer of its needs", () => {
  it("counts active listings within 10 miles by the food bank's items, in its list's order", async () => {
    const near = await list("Charlotte potatoes", "LS6");
    const second = await list("Spuds", "LS7");
    await list("Sweet potatoes", "LS6");
    await list("Potato plants", "LS6", "Herbs");
    await list("Potatoes far away", "YO1");
    const swapped = await list("Old potatoes", "LS6");
    await updateListingStatus(db, grower, swapped, "swapped");
    const expired = await list("Wilting potatoes", "LS6");
    await db.update(listings).set({ availableUntil: "2020-01-01" }).where(eq(listings.id, expired));
    const hidden = await list("Hidden potatoes", "LS6");
    await db
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: "test" })
      .where(eq(listings.id, hidden));
    const demo = await list("Demo potatoes", "LS6");
    await db.update(listings).set({ isDemo: true }).where(eq(listings.id, demo));

    const offered = await growersOffering(db, {
      postcode: "LS6 1AA",
      neededItems: ["Tinned potatoes", "Potatoes", "UHT milk"],
    });
    expect(offered).toHaveLength(1);
    expect(offered[0]?.item).toBe("Potatoes");
    expect(offered[0]?.count).toBe(2);
    expect(offered[0]?.listings.map((listing) => listing.id).sort()).toEqual([near, second].sort());
  });

  it("counts a listing under each item it meets, and fresh vegetables by category", async () => {
    await list("Red onions", "LS1");
    const offered = await growersOffering(db, {
      postcode: "LS1 1UN",
      neededItems: ["Onions", "Fresh vegetables", "Tinned tomatoes"],
    });
    expect(offered.map(({ item, count }) => ({ item, count }))).toEqual([
      { item: "Onions", count: 1 },
      // Every active Vegetables listing within 10 miles: the onions, and from the test before the
      // potatoes, the spuds and the sweet potatoes (fresh vegetables, though not potatoes).
      { item: "Fresh vegetables", count: 4 },
    ]);
  });

  it("offers nothing for a list of tinned goods, or without a place", async () => {
    expect(
      await growersOffering(db, { postcode: "LS7 1AA", neededItems: ["Tinned potatoes"] }),
    ).toEqual([]);
    expect(await growersOffering(db, { postcode: null, neededItems: ["Potatoes"] })).toEqual([]);
  });
});

describe("getFoodBank", () => {
  it("reads one food bank by its source id", async () => {
    expect((await getFoodBank(db, "bradford"))?.organisationName).toBe("bradford Food Bank");
    expect(await getFoodBank(db, "nowhere")).toBeNull();
  });
});
