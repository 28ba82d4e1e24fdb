import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import type { Member } from "~/membership/member-gate.server";
import type { Db } from "~/server/db/database.server";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember, type TestMemberOptions } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { decodeListingCursor, encodeListingCursor } from "./listing-cursor.server";
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

describe("searchListings by cursor (decision 0053)", () => {
  const size = 4;
  // Fewer counted than match, as on a busy site: pages are numbered without 'of N'.
  const options = { ...show, pageSize: size, countLimit: 5 };
  type Page = Awaited<ReturnType<typeof searchListings>>;
  const names = (page: Page) => page.listings.map((listing) => listing.name);

  beforeAll(async () => {
    const owner = await makeMember();
    await db.delete(listings);
    await db.insert(listings).values(
      Array.from({ length: 23 }, (_, n) => ({
        userId: owner.id,
        name: `Lot ${n}`,
        category: n % 3 === 0 ? "Herbs" : "Vegetables",
        type: n % 2 === 0 ? ("Free" as const) : ("Swap" as const),
        location: "Leeds",
        description: n % 4 === 0 ? "Rare heritage kale" : "Plenty",
      })),
    );
    // In threes one microsecond apart, so page boundaries fall among equal times, and all 23
    // within one millisecond, where a cursor rounded as a JavaScript Date would lose its place.
    await db.execute(sql`update listings set created_at = timestamptz '2026-11-01 12:00:00+00'
      + (substring(name from 5)::int / 3) * interval '1 microsecond'`);
  });

  /** Every page by number, as before cursors: the rows paging by cursor must give. */
  async function numberedPages(filters: Parameters<typeof searchListings>[1]) {
    const pages: string[][] = [];
    for (let page = 1; ; page++) {
      const read = await searchListings(db, { ...filters, page }, options);
      if (read.page !== page) break;
      pages.push(names(read));
      if (!read.hasNextPage) break;
    }
    return pages;
  }

  /** Next from the first page to the last, then Previous back, as the links do. */
  async function walk(filters: Parameters<typeof searchListings>[1]) {
    const forward: Page[] = [await searchListings(db, filters, options)];
    for (let current = forward[0]; current?.hasNextPage; current = forward.at(-1)) {
      const after = current.cursors?.last;
      forward.push(
        await searchListings(db, { ...filters, page: current.page + 1, after }, options),
      );
    }
    const back: Page[] = [];
    for (let current = forward.at(-1); current && current.page > 2; current = back.at(-1)) {
      const before = current.cursors?.first;
      back.push(await searchListings(db, { ...filters, page: current.page - 1, before }, options));
    }
    return { forward, back };
  }

  for (const [label, filters] of [
    ["no filter", {}],
    ["a type", { type: "Swap" }],
    ["a category", { category: "Herbs" }],
    ["search text", { search: "heritage" }],
  ] as const) {
    it(`gives exactly the numbered pages' rows, both ways, with ${label}`, async () => {
      const expected = await numberedPages(filters);
      expect(expected.length).toBeGreaterThan(1);
      const { forward, back } = await walk(filters);
      expect(forward.map(names)).toEqual(expected);
      expect(forward.map((page) => page.page)).toEqual(expected.map((_, i) => i + 1));
      expect(forward.at(-1)?.hasNextPage).toBe(false);
      // Back to page 2 by cursor (page 1 is the plain first page).
      expect(back.map(names)).toEqual(expected.slice(1, -1).reverse());
      expect(back.every((page) => page.hasNextPage)).toBe(true);
    });
  }

  it("counts and numbers a cursor's page as the numbered one would be", async () => {
    const first = await searchListings(db, { category: "Herbs" }, { ...show, pageSize: size });
    expect(first).toMatchObject({ total: 8, totalIsExact: true, page: 1, pageCount: 2 });
    const second = await searchListings(
      db,
      { category: "Herbs", page: 2, after: first.cursors?.last },
      { ...show, pageSize: size },
    );
    expect(second).toMatchObject({ total: 8, totalIsExact: true, page: 2, pageCount: 2 });
    expect(second.hasNextPage).toBe(false);
    const deep = await searchListings(db, { page: 2, after: first.cursors?.last }, options);
    expect(deep).toMatchObject({ totalIsExact: false, pageCount: null, hasNextPage: true });
  });

  it("neither repeats nor skips a listing when listings are removed between clicks", async () => {
    const pages = await numberedPages({});
    const first = await searchListings(db, {}, options);
    // The row the Next link names goes, and so does the first row after it.
    const gone = [pages[0]?.[size - 1], pages[1]?.[0]].filter((name) => name !== undefined);
    await db.update(listings).set({ status: "swapped" }).where(inArray(listings.name, gone));
    try {
      const second = await searchListings(db, { page: 2, after: first.cursors?.last }, options);
      expect(names(second)).toEqual([...(pages[1] ?? []).slice(1), pages[2]?.[0]]);
      // Previous from there: listings were removed from the first page too, so it is read whole.
      const back = await searchListings(db, { page: 1, before: second.cursors?.first }, options);
      expect(back.page).toBe(1);
      expect(names(back)).toEqual(names(await searchListings(db, {}, options)));
      expect(back.listings).toHaveLength(size);
    } finally {
      await db.update(listings).set({ status: "active" }).where(inArray(listings.name, gone));
    }
  });

  it("shows the last page when everything after the cursor has gone", async () => {
    const last = (await numberedPages({})).length;
    const page = await searchListings(db, { page: last }, options);
    const rest = await db
      .update(listings)
      .set({ status: "completed" })
      .where(sql`${listings.name} in ('Lot 0', 'Lot 1', 'Lot 2')`)
      .returning({ id: listings.id });
    try {
      expect(rest).toHaveLength(3);
      const after = page.cursors?.first;
      const next = await searchListings(db, { page: last + 1, after }, options);
      expect(next.listings.length).toBeGreaterThan(0);
      expect(next.hasNextPage).toBe(false);
      expect(names(next)).not.toContain("Lot 0");
    } finally {
      await db
        .update(listings)
        .set({ status: "active" })
        .where(
          inArray(
            listings.id,
            rest.map((row) => row.id),
          ),
        );
    }
  });

  it("reads a page by its number when the cursor is malformed, and a made-up one as a place", async () => {
    const byNumber = names(await searchListings(db, { page: 3 }, options));
    for (const after of ["nonsense", "A".repeat(31), `${"A".repeat(31)}!`, "/".repeat(32)]) {
      expect(names(await searchListings(db, { page: 3, after }, options))).toEqual(byNumber);
      expect(names(await searchListings(db, { page: 3, before: after }, options))).toEqual(
        byNumber,
      );
    }
    // Well formed but before 1970 (the top bit set): not a place either.
    expect(decodeListingCursor(`_${"A".repeat(31)}`)).toBeNull();
    // Well formed, naming no listing: the listings older than that moment.
    const madeUp = encodeListingCursor("1793534400000002", "00000000-0000-0000-0000-000000000000");
    expect(decodeListingCursor(madeUp)).toEqual({
      createdAt: "2026-11-01T12:00:00.000002Z",
      id: "00000000-0000-0000-0000-000000000000",
    });
    const older = await searchListings(db, { page: 5, after: madeUp }, options);
    // Lots 3 to 5 share the microsecond before it (in id order), then one of the three before.
    expect(names(older).slice(0, 3).sort()).toEqual(["Lot 3", "Lot 4", "Lot 5"]);
    expect(["Lot 0", "Lot 1", "Lot 2"]).toContain(names(older)[3]);
    expect(older.page).toBe(5);
    // Far in the future and far in the past.
    const future = encodeListingCursor(
      "253402300799999999",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
    );
    expect(names(await searchListings(db, { page: 2, after: future }, options))).toEqual(
      names(await searchListings(db, {}, options)),
    );
    const before = await searchListings(db, { page: 9, before: future }, options);
    expect(before.page).toBe(1);
    const past = encodeListingCursor("0", "00000000-0000-0000-0000-000000000000");
    const last = await searchListings(db, { page: 2, after: past }, options);
    expect(last.listings.length).toBeGreaterThan(0);
  });

  it("pages a distance search by number, without cursors", async () => {
    await db.execute(sql`update listings set latitude = 53.7965, longitude = -1.5478,
      earth_point = ll_to_earth(53.7965, -1.5478)`);
    const origin = { latitude: 53.7965, longitude: -1.5478, withinMiles: 5 };
    const first = await searchListings(db, { origin }, options);
    expect(first.cursors).toBeNull();
    const forged = encodeListingCursor("1793534400000002", "00000000-0000-0000-0000-000000000000");
    const second = await searchListings(db, { origin, page: 2, after: forged }, options);
    expect(names(second)).toEqual(names(await searchListings(db, { origin, page: 2 }, options)));
    expect(second.cursors).toBeNull();
  });
});
