import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember, type TestMemberOptions } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { escapeLike } from "./listing-query.server";
import {
  countUserListings,
  getListing,
  listUserListings,
  recentListings,
  searchListings,
} from "./listing-reads.server";
import { createListing } from "./listing-writes.server";
import { listingImages, listings } from "./listings.table";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/uploads/${key}`;
const show = { publicUrl };

let services: ReturnType<typeof createTestServices>;
let db: Db;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(getDatabase());
});

/** A verified member who has passed the member gate, unless told otherwise. */
const makeMember = (options?: Omit<TestMemberOptions, "member">) =>
  createAdmittedMember(services, options);

describe("getListing", () => {
  it("answers null for a missing id and for a malformed one", async () => {
    expect(await getListing(db, "6b1f3f0e-7f43-4b8e-9d4a-2a0f1c3b5d6e", show)).toBeNull();
    expect(await getListing(db, "not-a-uuid", show)).toBeNull();
    expect(await getListing(db, "'; drop table listings; --", show)).toBeNull();
  });

  it("shows the forum name when set, and the defaults for blank stored values", async () => {
    const user = await makeMember({ username: "alice@example.org" });
    const { id } = await createListing(db, user, listingInput());
    expect((await getListing(db, id, show))?.userName).toBe("alice");
    await db
      .update(profiles)
      .set({ forumUsername: "Allotment Al" })
      .where(eq(profiles.id, user.id));
    await db
      .update(listings)
      .set({ name: " ", location: "", category: "" })
      .where(eq(listings.id, id));
    expect(await getListing(db, id, show)).toMatchObject({
      userName: "Allotment Al",
      name: "Unnamed Item",
      location: "Location not specified",
      category: "Other",
    });
  });
});

describe("searchListings", () => {
  let owner: Member;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  beforeAll(async () => {
    owner = await makeMember();
    await db.delete(listings);
    const rows = [
      ["Courgettes", "Green and yellow", "Vegetables", "Free", "Leeds", "active"],
      ["Cherry TOMATOES", "Sweet", "Fruits", "Swap", "North Leeds", "active"],
      ["Basil", "Genovese, with tomato-red stems", "Herbs", "Free", "York", "active"],
      ["Leek seedlings", "Ready to plant", "Seedlings", "Swap", "Harrogate", "active"],
      ["Runner bean seeds", "100% organic", "Seeds", "Free", "Leeds", "active"],
      ["Old rhubarb", "Crowns", "Other", "Swap", "York", "swapped"],
      ["Apples", "A bag_of apples", "Fruits", "Free", "Leeds", "unavailable"],
      ["Potatoes", "Earlies", "Vegetables", "Swap", "Bradford", "completed"],
      ["Mint", "Spreads a lot", "Herbs", "Swap", "Leeds", "active"],
    ] as const;
    await db.insert(listings).values(
      rows.map(([name, description, category, type, location, status], i) => ({
        userId: owner.id,
        name,
        description,
        category,
        type,
        location,
        status,
        createdAt: minutesAgo(i + 1),
      })),
    );
    const [basil] = await db.select().from(listings).where(eq(listings.name, "Basil"));
    if (!basil) throw new Error("no basil");
    await db.insert(listingImages).values([
      { listingId: basil.id, position: 1, largeKey: "b1L", thumbKey: "b1T", width: 1, height: 1 },
      { listingId: basil.id, position: 0, largeKey: "b0L", thumbKey: "b0T", width: 1, height: 1 },
    ]);
  });

  const names = async (filters: Parameters<typeof searchListings>[1]) =>
    (await searchListings(db, filters, show)).listings.map((listing) => listing.name);

  it("shows active listings only, newest first, with All meaning no filter", async () => {
    const expected = [
      "Courgettes",
      "Cherry TOMATOES",
      "Basil",
      "Leek seedlings",
      "Runner bean seeds",
      "Mint",
    ];
    expect(await names({})).toEqual(expected);
    expect(await names({ category: "All", type: "All", search: "", location: "" })).toEqual(
      expected,
    );
  });

  it("searches name or description, in any case", async () => {
    expect(await names({ search: "tomato" })).toEqual(["Cherry TOMATOES", "Basil"]);
    expect(await names({ search: "COURGETTE" })).toEqual(["Courgettes"]);
    expect(await names({ search: "plant" })).toEqual(["Leek seedlings"]);
    expect(await names({ search: "rhubarb" })).toEqual([]); // swapped
  });

  it("treats % and _ in the search text literally", async () => {
    expect(await names({ search: "100%" })).toEqual(["Runner bean seeds"]);
    expect(await names({ search: "%" })).toEqual(["Runner bean seeds"]);
    expect(await names({ search: "_" })).toEqual([]); // only in an unavailable listing
    expect(await names({ search: "n_t" })).toEqual([]);
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("filters by location containing the text, in any case", async () => {
    expect(await names({ location: "leeds" })).toEqual([
      "Courgettes",
      "Cherry TOMATOES",
      "Runner bean seeds",
      "Mint",
    ]);
    expect(await names({ location: "YORK" })).toEqual(["Basil"]);
  });

  it("filters by exact category and type", async () => {
    expect(await names({ category: "Herbs" })).toEqual(["Basil", "Mint"]);
    expect(await names({ category: "Seeds" })).toEqual(["Runner bean seeds"]);
    expect(await names({ type: "Swap" })).toEqual(["Cherry TOMATOES", "Leek seedlings", "Mint"]);
  });

  it("combines filters", async () => {
    expect(await names({ location: "Leeds", type: "Swap" })).toEqual(["Cherry TOMATOES", "Mint"]);
    expect(await names({ category: "Herbs", type: "Free", location: "york" })).toEqual(["Basil"]);
    expect(await names({ search: "tomato", category: "Fruits", type: "Swap" })).toEqual([
      "Cherry TOMATOES",
    ]);
    expect(await names({ search: "tomato", type: "Free", location: "Leeds" })).toEqual([]);
  });

  it("pages, and shows the last page for a page past the end", async () => {
    const first = await searchListings(db, { page: 1 }, { ...show, pageSize: 4 });
    expect(first).toMatchObject({
      total: 6,
      totalIsExact: true,
      page: 1,
      pageCount: 2,
      hasNextPage: true,
      pageSize: 4,
    });
    expect(first.listings).toHaveLength(4);
    const second = await searchListings(db, { page: 2 }, { ...show, pageSize: 4 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, hasNextPage: false });
    expect(second.listings.map((l) => l.name)).toEqual(["Runner bean seeds", "Mint"]);
    // Page 3 is within the first hundred matches (one query reads them), page 99 is not.
    for (const past of [3, 99]) {
      const beyond = await searchListings(db, { page: past }, { ...show, pageSize: 4 });
      expect(beyond).toMatchObject({ page: 2, pageCount: 2, hasNextPage: false });
      expect(beyond.listings.map((l) => l.name)).toEqual(["Runner bean seeds", "Mint"]);
    }
    const none = await searchListings(db, { search: "nothing like this", page: 3 }, show);
    expect(none).toMatchObject({ listings: [], total: 0, page: 1, pageCount: 1 });
    expect(none.hasNextPage).toBe(false);
  });

  it("counts exactly up to the count limit, and says there are more past it", async () => {
    const atLimit = await searchListings(db, {}, { ...show, pageSize: 4, countLimit: 6 });
    expect(atLimit).toMatchObject({ total: 6, totalIsExact: true, pageCount: 2 });
    const past = await searchListings(db, {}, { ...show, pageSize: 4, countLimit: 5 });
    expect(past).toMatchObject({
      total: 5,
      totalIsExact: false,
      page: 1,
      pageCount: null,
      hasNextPage: true,
    });
    const second = await searchListings(db, { page: 2 }, { ...show, pageSize: 4, countLimit: 3 });
    expect(second).toMatchObject({ totalIsExact: false, page: 2, hasNextPage: false });
    expect(second.listings.map((l) => l.name)).toEqual(["Runner bean seeds", "Mint"]);
    const filtered = await searchListings(db, { location: "leeds" }, { ...show, countLimit: 3 });
    expect(filtered).toMatchObject({ total: 3, totalIsExact: false });
    expect(filtered.listings).toHaveLength(4);
  });

  it("counts them all to find the last page when a page past a capped count is asked for", async () => {
    const beyond = await searchListings(db, { page: 99 }, { ...show, pageSize: 4, countLimit: 2 });
    expect(beyond).toMatchObject({
      total: 6,
      totalIsExact: true,
      page: 2,
      pageCount: 2,
      hasNextPage: false,
    });
    expect(beyond.listings.map((l) => l.name)).toEqual(["Runner bean seeds", "Mint"]);
  });

  it("shows each listing as the cards need it, with the first photo's thumbnail", async () => {
    const [basil] = (await searchListings(db, { search: "basil" }, show)).listings;
    expect(basil).toMatchObject({
      userId: owner.id,
      userName: owner.profile.username,
      imageUrl: "/uploads/b0T",
      category: "Herbs",
      type: "Free",
      status: "active",
    });
    expect(basil?.datePosted).toBeInstanceOf(Date);
  });

  it("gives the newest active listings for the home page", async () => {
    expect((await recentListings(db, show)).map((l) => l.name)).toEqual([
      "Courgettes",
      "Cherry TOMATOES",
      "Basil",
    ]);
    expect(await recentListings(db, { ...show, limit: 1 })).toHaveLength(1);
  });

  it("lists a member's own listings of every status, and counts them", async () => {
    const mine = await listUserListings(db, owner.id, show);
    expect(mine).toHaveLength(9);
    expect(mine[0]?.name).toBe("Courgettes");
    expect(await countUserListings(db, owner.id)).toEqual({ active: 6, completed: 3 });
  });
});

describe("searchListings near a place", () => {
  const leeds = { latitude: 53.7965, longitude: -1.5478 };
  const names = (page: { listings: { name: string }[] }) =>
    page.listings.map((listing) => listing.name);
  let owner: Member;

  beforeAll(async () => {
    owner = await makeMember();
    await db.delete(listings);
    // Oldest first, so that newest-first and nearest-first disagree.
    for (const [name, location] of [
      ["Leeds centre kale", "Leeds"],
      ["Headingley chard", "LS6"],
      ["Brighton chillies", "BN1"],
      ["Otley plums", "LS21"],
    ] as const) {
      await createListing(db, owner, listingInput({ name, location }));
    }
    // Written before places were chosen, in words that name none.
    const { id } = await createListing(db, owner, listingInput({ name: "Mystery marrows" }));
    await db
      .update(listings)
      .set({
        location: "behind the allotment shed",
        latitude: null,
        longitude: null,
        earthPoint: null,
      })
      .where(eq(listings.id, id));
  });

  it("gives the listings within the distance, nearest first, each with how far it is", async () => {
    const page = await searchListings(db, { origin: { ...leeds, withinMiles: 5 } }, show);
    expect(names(page)).toEqual(["Leeds centre kale", "Headingley chard"]);
    expect(page.total).toBe(2);
    const [centre, headingley] = page.listings;
    expect(centre?.distanceMiles).toBeLessThan(0.5);
    expect(headingley?.distanceMiles).toBeGreaterThan(1);
    expect(headingley?.distanceMiles).toBeLessThan(3);
  });

  it("reaches further with a wider radius, and keeps the other filters", async () => {
    const wide = await searchListings(db, { origin: { ...leeds, withinMiles: 10 } }, show);
    expect(names(wide)).toEqual(["Leeds centre kale", "Headingley chard", "Otley plums"]);
    const searched = await searchListings(
      db,
      { origin: { ...leeds, withinMiles: 25 }, search: "chard" },
      show,
    );
    expect(names(searched)).toEqual(["Headingley chard"]);
  });

  it("leaves an unplaced listing out of a distance search but not out of the list", async () => {
    const near = await searchListings(db, { origin: { ...leeds, withinMiles: 25 } }, show);
    expect(names(near)).not.toContain("Mystery marrows");
    const all = await searchListings(db, {}, show);
    expect(names(all)).toContain("Mystery marrows");
    expect(all.listings.every((listing) => listing.distanceMiles === null)).toBe(true);
  });
});
