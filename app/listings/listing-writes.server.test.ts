import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type CurrentUser, EmailNotVerifiedError } from "~/accounts/current-user.server";
import { type Member, MembershipRequiredError } from "~/membership/member-gate.server";
import { subscribers } from "~/membership/membership.table";
import type { Db } from "~/server/db/database.server";
import { listingInput, storedPhotos } from "../../tests/factories/test-listings";
import {
  admitTestMember,
  createAdmittedMember,
  createTestMember,
  type TestMemberOptions,
} from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import {
  InvalidTransitionError,
  ListingForbiddenError,
  ListingNotFoundError,
  ListingSaveError,
  TooManyImagesError,
  toListingSaveError,
} from "./listing-errors";
import { listingServiceMessages } from "./listing-messages";
import { countUserListings, getListing } from "./listing-reads.server";
import type { ListingStatus } from "./listing-status";
import { LISTING_PLACEHOLDER_IMAGE } from "./listing-summary";
import {
  createListing,
  deleteListing,
  updateListing,
  updateListingStatus,
} from "./listing-writes.server";
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

async function readRow(id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

async function statusOf(error: Promise<unknown>): Promise<number | undefined> {
  try {
    await error;
  } catch (thrown) {
    return (thrown as { status?: number }).status;
  }
  return undefined;
}

describe("createListing", () => {
  it("stores the listing and its photos in order for a verified member", async () => {
    const user = await makeMember();
    const { id } = await createListing(
      db,
      user,
      listingInput({ harvestDate: "2026-08-01" }),
      storedPhotos("a", 3),
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
    const user = await makeMember();
    const { id } = await createListing(
      db,
      user,
      listingInput({ quantity: " ", description: "", harvestDate: "" }),
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
    const user = await makeMember({ verified: false });
    expect(await statusOf(createListing(db, user, listingInput()))).toBe(403);
    await expect(createListing(db, user, listingInput())).rejects.toThrow(EmailNotVerifiedError);
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("refuses without a membership, in the specification's words", async () => {
    const user = await createTestMember(services, { member: false });
    // @ts-expect-error: the service takes a Member, which only the member gate makes.
    const unchecked = () => createListing(db, user, listingInput());
    expect(unchecked).toBeTypeOf("function");
    const admit = () =>
      admitTestMember(services, user, listingServiceMessages.subscriptionRequired);
    await expect(admit()).rejects.toThrow(MembershipRequiredError);
    await expect(admit()).rejects.toThrow("You need an active subscription to create listings.");
    // A membership that has ended is no membership.
    await db
      .insert(subscribers)
      .values({ userId: user.id, subscribed: true, subscriptionEnd: new Date(Date.now() - 1000) });
    await expect(admit()).rejects.toThrow(MembershipRequiredError);
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("refuses more than 5 photos", async () => {
    const user = await makeMember();
    await expect(createListing(db, user, listingInput(), storedPhotos("b", 6))).rejects.toThrow(
      TooManyImagesError,
    );
    expect(await countUserListings(db, user.id)).toEqual({ active: 0, completed: 0 });
  });

  it("maps a failed check to the specification's message, storing nothing", async () => {
    const user = await makeMember();
    // The form schema stops this; the check constraint is the last line of defence.
    const error = await createListing(
      db,
      user,
      { ...listingInput(), type: "Sale" as never },
      storedPhotos("c", 1),
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
    const user = await makeMember();
    // A unique index on name, added for this test only, makes the database refuse a duplicate.
    await db.execute(sql`create unique index listings_test_unique_name on listings (name)
      where name = 'Only one of these'`);
    try {
      await createListing(db, user, listingInput({ name: "Only one of these" }));
      const error = await createListing(
        db,
        user,
        listingInput({ name: "Only one of these" }),
      ).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ListingSaveError);
      expect((error as ListingSaveError).message).toBe(
        "A listing with this information already exists.",
      );
    } finally {
      await db.execute(sql`drop index listings_test_unique_name`);
    }
  });
});

describe("changing and deleting listings", () => {
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    owner = await makeMember();
    other = await makeMember();
  });

  it("lets the owner mark a listing swapped and active again, refreshing updated_at", async () => {
    const { id } = await createListing(db, owner, listingInput());
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
    const { id } = await createListing(db, owner, listingInput());
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
    const { id } = await createListing(db, owner, listingInput(), storedPhotos("own", 2));
    const before = await readRow(id);
    // Each attempt starts only when awaited, so none can reject before it is watched.
    const attempts = [
      () => updateListingStatus(db, other, id, "swapped"),
      () =>
        updateListing(db, other, id, listingInput({ name: "Mine now" }), storedPhotos("forged", 1)),
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
      await expect(updateListing(db, owner, id, listingInput())).rejects.toThrow(
        ListingNotFoundError,
      );
    }
  });

  it("lets the owner edit, replacing photos and returning the keys no longer used", async () => {
    const { id } = await createListing(db, owner, listingInput(), storedPhotos("p", 3));
    const kept = storedPhotos("p", 3)[2];
    if (!kept) throw new Error("no photo");
    const result = await updateListing(
      db,
      owner,
      id,
      listingInput({ name: "Yellow courgettes", type: "Swap", quantity: "" }),
      [kept, ...storedPhotos("new", 1)],
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
    await updateListing(db, owner, id, listingInput({ name: "Courgettes" }));
    expect((await getListing(db, id, show))?.images).toHaveLength(2);
  });

  it("needs a membership to edit or change status, but not to delete", async () => {
    const lapsed = await makeMember();
    const { id } = await createListing(db, lapsed, listingInput(), storedPhotos("lapsed", 1));
    await db.delete(subscribers).where(eq(subscribers.userId, lapsed.id));
    // Signed in still, but no member any more.
    const signedIn: CurrentUser = lapsed;
    // @ts-expect-error: editing takes a Member, which only the member gate makes.
    const edit = () => updateListing(db, signedIn, id, listingInput({ name: "x" }));
    // @ts-expect-error: so does a status change.
    const mark = () => updateListingStatus(db, signedIn, id, "swapped");
    expect([edit, mark]).toHaveLength(2);
    // Their next request's gate refuses them: neither can be reached.
    await expect(admitTestMember(services, signedIn)).rejects.toThrow(MembershipRequiredError);
    expect((await readRow(id))?.name).toBe("Courgettes");
    expect((await deleteListing(db, signedIn, id)).removedKeys).toEqual([
      "lapsed/0-large.webp",
      "lapsed/0-thumb.webp",
    ]);
  });

  it("deletes for good and returns the photos' keys", async () => {
    const { id } = await createListing(db, owner, listingInput(), storedPhotos("gone", 2));
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
