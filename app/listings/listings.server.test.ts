import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { profiles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { type CurrentUser, loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { accountSteps } from "~/composition/app-parts.server";
import { subscribers } from "~/membership/membership.table";
import type { Db } from "~/server/db/database.server";
import type { FileStorage } from "~/server/storage/file-storage";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { type ListingInput, listingSchema } from "./listing-schema";
import type { ListingStatus } from "./listing-status";
import {
  countUserListings,
  createListing,
  deleteListing,
  escapeLike,
  getListing,
  InvalidTransitionError,
  LISTING_PLACEHOLDER_IMAGE,
  ListingForbiddenError,
  ListingNotFoundError,
  ListingSaveError,
  listingServiceMessages,
  listUserListings,
  MembershipRequiredError,
  recentListings,
  searchListings,
  TooManyImagesError,
  toListingSaveError,
  updateListing,
  updateListingStatus,
} from "./listings.server";
import { listingImages, listings } from "./listings.table";

const getDatabase = setupTestDatabase();
const publicUrl = (key: string) => `/uploads/${key}`;
const show = { publicUrl };

let services: ReturnType<typeof createTestServices>;
let db: Db;
let counter = 0;

beforeAll(() => {
  db = getDatabase().db;
  services = createTestServices(db);
});

/** An account made the way the site makes one; verified and a member unless told otherwise. */
async function makeUser(
  options: { verified?: boolean; member?: boolean; username?: string } = {},
): Promise<CurrentUser> {
  counter += 1;
  const email = `grower${counter}@example.org`;
  const result = await signUp(
    services,
    signupSchema.parse({
      accountType: "personal",
      email,
      username: options.username ?? `Grower ${counter}`,
      location: "Leeds",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  if (options.verified !== false) {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, result.userId));
  }
  if (options.member !== false) {
    await db.insert(subscribers).values({
      userId: result.userId,
      subscribed: true,
      subscriptionTier: "Premium",
      subscriptionEnd: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  const [row] = await db.select().from(users).where(eq(users.id, result.userId));
  if (!row) throw new Error("no user");
  const user = await loadCurrentUser(db, { user: row, session: { id: `session-${counter}` } });
  if (!user) throw new Error("no profile");
  return user;
}

function input(overrides: Record<string, unknown> = {}): ListingInput {
  return listingSchema.parse({
    name: "Courgettes",
    category: "Vegetables",
    type: "Free",
    location: "Leeds",
    quantity: "6",
    description: "Too many courgettes",
    ...overrides,
  });
}

function photos(prefix: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    large: `${prefix}/${i}-large.webp`,
    thumb: `${prefix}/${i}-thumb.webp`,
    width: 1200,
    height: 900,
  }));
}

async function readRow(id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

async function statusOf(error: Promise<unknown>): Promise<number | undefined> {
  try {
    await error;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { status?: number }).status;
  }
  return undefined;
}

describe("createListing", () => {
  it("stores the listing and its photos in order for a verified member", async () => {
    const user = await makeUser();
    const { id } = await createListing(
      db,
      user,
      input({ harvestDate: "2026-08-01" }),
      photos("a", 3),
    );
    const listing = await getListing(db, id, show);
    expect(listing).toMatchObject({
      id,
      userId: user.id,
      userName: user.profile.username,
      name: "Courgettes",
      category: "Vegetables",
      type: "Free",
      location: "Leeds",
      quantity: "6",
      harvestDate: "2026-08-01",
      description: "Too many courgettes",
      status: "active",
      imageUrl: "/uploads/a/0-thumb.webp",
      imageLargeUrl: "/uploads/a/0-large.webp",
      hasImage: true,
      author: { id: user.id, username: user.profile.username },
    });
    expect(listing?.images.map((image) => [image.position, image.url])).toEqual([
      [0, "/uploads/a/0-large.webp"],
      [1, "/uploads/a/1-large.webp"],
      [2, "/uploads/a/2-large.webp"],
    ]);
  });

  it("stores omitted optional fields as null and shows the placeholder without photos", async () => {
    const user = await makeUser();
    const { id } = await createListing(
      db,
      user,
      input({ quantity: " ", description: "", harvestDate: "" }),
    );
    const row = await readRow(id);
    expect(row).toMatchObject({ quantity: null, description: null, harvestDate: null });
    const listing = await getListing(db, id, show);
    expect(listing).toMatchObject({
      imageUrl: LISTING_PLACEHOLDER_IMAGE,
      imageLargeUrl: LISTING_PLACEHOLDER_IMAGE,
      hasImage: false,
      description: "",
      images: [],
    });
  });

  it("refuses an unconfirmed email with 403 and stores nothing", async () => {
    const user = await makeUser({ verified: false });
    expect(await statusOf(createListing(db, user, input()))).toBe(403);
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("refuses without a membership, in the specification's words", async () => {
    const user = await makeUser({ member: false });
    await expect(createListing(db, user, input())).rejects.toThrow(MembershipRequiredError);
    await expect(createListing(db, user, input())).rejects.toThrow(
      "You need an active subscription to create listings.",
    );
    // A membership that has ended is no membership.
    await db
      .insert(subscribers)
      .values({ userId: user.id, subscribed: true, subscriptionEnd: new Date(Date.now() - 1000) });
    await expect(createListing(db, user, input())).rejects.toThrow(MembershipRequiredError);
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("refuses more than 5 photos", async () => {
    const user = await makeUser();
    await expect(createListing(db, user, input(), photos("b", 6))).rejects.toThrow(
      TooManyImagesError,
    );
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("maps a failed check to the specification's message, storing nothing", async () => {
    const user = await makeUser();
    // The form schema stops this; the check constraint is the last line of defence.
    const error = await createListing(
      db,
      user,
      { ...input(), type: "Sale" as never },
      photos("c", 1),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ListingSaveError);
    expect((error as ListingSaveError).message).toBe(
      "Invalid data provided. Please check all fields and try again.",
    );
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
    expect(toListingSaveError({ cause: { code: "23505" } })?.message).toBe(
      listingServiceMessages.duplicate,
    );
    expect(toListingSaveError(new Error("other"))).toBeNull();
  });

  it("maps a unique violation from the database to 'already exists'", async () => {
    const user = await makeUser();
    // A unique index on name, added for this test only, makes the database refuse a duplicate.
    await db.execute(sql`create unique index listings_test_unique_name on listings (name)
      where name = 'Only one of these'`);
    try {
      await createListing(db, user, input({ name: "Only one of these" }));
      const error = await createListing(db, user, input({ name: "Only one of these" })).catch(
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ListingSaveError);
      expect((error as ListingSaveError).message).toBe(
        "A listing with this information already exists.",
      );
    } finally {
      await db.execute(sql`drop index listings_test_unique_name`);
    }
  });
});

describe("getListing", () => {
  it("answers null for a missing id and for a malformed one", async () => {
    expect(await getListing(db, "6b1f3f0e-7f43-4b8e-9d4a-2a0f1c3b5d6e", show)).toBeNull();
    expect(await getListing(db, "not-a-uuid", show)).toBeNull();
    expect(await getListing(db, "'; drop table listings; --", show)).toBeNull();
  });

  it("shows the forum name when set, and the defaults for blank stored values", async () => {
    const user = await makeUser({ username: "alice@example.org" });
    const { id } = await createListing(db, user, input());
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
  let owner: CurrentUser;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  beforeAll(async () => {
    owner = await makeUser();
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

describe("changing and deleting listings", () => {
  let owner: CurrentUser;
  let other: CurrentUser;

  beforeAll(async () => {
    owner = await makeUser();
    other = await makeUser();
  });

  it("lets the owner mark a listing swapped and active again, refreshing updated_at", async () => {
    const { id } = await createListing(db, owner, input());
    await db
      .update(listings)
      .set({ updatedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(listings.id, id));
    const result = await updateListingStatus(db, owner, id, "swapped");
    expect(result.status).toBe("swapped");
    expect(result.updatedAt.getTime()).toBeGreaterThan(new Date("2026-01-02").getTime());
    expect((await readRow(id))?.status).toBe("swapped");
    await updateListingStatus(db, owner, id, "active");
    await updateListingStatus(db, owner, id, "unavailable");
    expect((await readRow(id))?.status).toBe("unavailable");
  });

  it("refuses the transitions the rules do not allow, changing nothing", async () => {
    const { id } = await createListing(db, owner, input());
    const before = await readRow(id);
    for (const to of ["active", "completed"] as ListingStatus[]) {
      await expect(updateListingStatus(db, owner, id, to)).rejects.toThrow(InvalidTransitionError);
    }
    await updateListingStatus(db, owner, id, "swapped");
    await expect(updateListingStatus(db, owner, id, "unavailable")).rejects.toThrow(
      InvalidTransitionError,
    );
    await db.update(listings).set({ status: "completed" }).where(eq(listings.id, id));
    await expect(updateListingStatus(db, owner, id, "swapped")).rejects.toThrow(
      InvalidTransitionError,
    );
    expect((await readRow(id))?.status).toBe("completed");
    expect(before?.status).toBe("active");
  });

  it("refuses another member's status change, edit and delete with 403, changing nothing", async () => {
    const { id } = await createListing(db, owner, input(), photos("own", 2));
    const before = await readRow(id);
    // Each attempt starts only when awaited, so none can reject before it is watched.
    const attempts = [
      () => updateListingStatus(db, other, id, "swapped"),
      () => updateListing(db, other, id, input({ name: "Mine now" }), photos("forged", 1)),
      () => deleteListing(db, other, id),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ListingForbiddenError);
      expect((error as ListingForbiddenError).status).toBe(403);
    }
    expect(await readRow(id)).toEqual(before);
    expect((await getListing(db, id, show))?.images.map((image) => image.largeKey)).toEqual([
      "own/0-large.webp",
      "own/1-large.webp",
    ]);
  });

  it("answers not found for a missing or malformed id", async () => {
    for (const id of ["6b1f3f0e-7f43-4b8e-9d4a-2a0f1c3b5d6e", "nope"]) {
      await expect(deleteListing(db, owner, id)).rejects.toThrow(ListingNotFoundError);
      await expect(updateListingStatus(db, owner, id, "swapped")).rejects.toThrow(
        ListingNotFoundError,
      );
      await expect(updateListing(db, owner, id, input())).rejects.toThrow(ListingNotFoundError);
    }
  });

  it("lets the owner edit, replacing photos and returning the keys no longer used", async () => {
    const { id } = await createListing(db, owner, input(), photos("p", 3));
    const kept = photos("p", 3)[2];
    if (!kept) throw new Error("no photo");
    const result = await updateListing(
      db,
      owner,
      id,
      input({ name: "Yellow courgettes", type: "Swap", quantity: "" }),
      [kept, ...photos("new", 1)],
    );
    expect(result.removedKeys.sort()).toEqual(
      ["p/0-large.webp", "p/0-thumb.webp", "p/1-large.webp", "p/1-thumb.webp"].sort(),
    );
    const listing = await getListing(db, id, show);
    expect(listing).toMatchObject({ name: "Yellow courgettes", type: "Swap", quantity: null });
    expect(listing?.images.map((image) => image.largeKey)).toEqual([
      "p/2-large.webp",
      "new/0-large.webp",
    ]);
    // Without photos given, the photos stay.
    await updateListing(db, owner, id, input({ name: "Courgettes" }));
    expect((await getListing(db, id, show))?.images).toHaveLength(2);
  });

  it("needs a membership to edit or change status, but not to delete", async () => {
    const lapsed = await makeUser();
    const { id } = await createListing(db, lapsed, input(), photos("lapsed", 1));
    await db.delete(subscribers).where(eq(subscribers.userId, lapsed.id));
    await expect(updateListingStatus(db, lapsed, id, "swapped")).rejects.toThrow(
      MembershipRequiredError,
    );
    await expect(updateListing(db, lapsed, id, input({ name: "x" }))).rejects.toThrow(
      MembershipRequiredError,
    );
    expect((await readRow(id))?.name).toBe("Courgettes");
    expect((await deleteListing(db, lapsed, id)).removedKeys).toEqual([
      "lapsed/0-large.webp",
      "lapsed/0-thumb.webp",
    ]);
  });

  it("deletes for good and returns the photos' keys", async () => {
    const { id } = await createListing(db, owner, input(), photos("gone", 2));
    const { removedKeys } = await deleteListing(db, owner, id);
    expect(removedKeys.sort()).toEqual(
      ["gone/0-large.webp", "gone/0-thumb.webp", "gone/1-large.webp", "gone/1-thumb.webp"].sort(),
    );
    expect(await readRow(id)).toBeUndefined();
    expect(await db.select().from(listingImages).where(eq(listingImages.listingId, id))).toEqual(
      [],
    );
  });
});

describe("account deletion", () => {
  it("is one of the steps every account deletion runs", () => {
    expect(accountSteps.deletion.map((step) => step.name)).toContain("listings");
  });

  it("removes the account's listings and their photos, and no one else's", async () => {
    const leaving = await makeUser();
    const staying = await makeUser();
    await createListing(db, leaving, input(), photos("leaving", 2));
    await createListing(db, leaving, input({ name: "Second" }));
    const { id: kept } = await createListing(db, staying, input(), photos("staying", 1));
    const removed: string[] = [];
    const storage = {
      deleteMany: async (keys: string[]) => {
        removed.push(...keys);
      },
    } as unknown as FileStorage;
    const result = await deleteAccount(
      { db, storage, logger: pino({ level: "silent" }) },
      leaving.id,
      accountSteps.deletion,
    );
    expect(result.deleted).toBe(true);
    expect(removed.sort()).toEqual(
      [
        "leaving/0-large.webp",
        "leaving/0-thumb.webp",
        "leaving/1-large.webp",
        "leaving/1-thumb.webp",
      ].sort(),
    );
    expect(await listUserListings(db, leaving.id, show)).toEqual([]);
    expect(await readRow(kept)).toBeDefined();
  });
});
