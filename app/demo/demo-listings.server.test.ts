import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { exportAccountData } from "~/accounts/account-export.server";
import { profiles } from "~/accounts/accounts.table";
import { accounts, users } from "~/accounts/auth.table";
import { DEMO_EMAIL_DOMAIN } from "~/accounts/demo-email";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { appParts } from "~/composition/app-parts.server";
import { cities } from "~/data/cities";
import { THUMB_HEIGHT, THUMB_WIDTH } from "~/listings/listing-images";
import { recentListings, searchListings } from "~/listings/listing-reads.server";
import { listingCategories, listingTypes } from "~/listings/listing-schema";
import { LISTING_PLACEHOLDER_IMAGE } from "~/listings/listing-summary";
import { listingImages, listings } from "~/listings/listings.table";
import type { Db } from "~/server/db/database.server";
import { seedDemoContent, seedReferenceData } from "~/server/seed/seed.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { demoHandovers, demoNeighbours } from "./demo-handovers";
import { scheduleDemoListings } from "./demo-listings";
import { demoMemberEmail, demoMemberIds, demoMembers } from "./demo-members.server";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./photo-scene";

// The whole demo seed on a real database and real local storage, as the first `npm start`
// runs it, in August (the fullest month).

const getDatabase = setupTestDatabase();
const NOW = new Date("2026-08-14T09:30:00Z");
const publicUrl = (key: string) => `/uploads/${key}`;

let db: Db;
let tmp: string;
let storage: LocalFileStorage;
let firstRun: string[];

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function demoListingRows() {
  return db.select().from(listings).where(eq(listings.isDemo, true));
}

beforeAll(async () => {
  db = getDatabase().db;
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-demo-seed-"));
  storage = new LocalFileStorage(tmp);
  await seedReferenceData(db, appParts.referenceSeeders);
  firstRun = await seedDemoContent(db, { storage, now: NOW, seeders: appParts.demoSeeders });
}, 120_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe("the demo seed", () => {
  it("adds the demo members, each a demo profile in a seeded city with a reserved address", async () => {
    expect(firstRun).toEqual(["demo-members", "demo-listings", "demo-forum", "demo-handovers"]);
    const rows = await db
      .select({ id: users.id, email: users.email, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(profiles.isDemo, true));
    expect(rows).toHaveLength(demoMembers.length + demoNeighbours.length);
    const cityNames = new Set(cities.map((city) => city.name));
    for (const row of rows) {
      expect(row.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(cityNames.has(row.profile.location ?? "")).toBe(true);
      expect(row.profile.username).not.toBe("");
      expect(row.profile.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it("adds the listings in season, every one marked as demo and listed by a demo member", async () => {
    const schedule = scheduleDemoListings(NOW);
    const rows = await demoListingRows();
    // The listings the demo's handovers gave away are theirs (demo-handovers.server.test.ts).
    const handedOver = new Set(demoHandovers.map((handover) => handover.listing.name));
    const offered = rows.filter((row) => !handedOver.has(row.name));
    expect(rows.length - offered.length).toBe(demoHandovers.length);
    expect(offered.map((row) => row.name).sort()).toEqual(
      schedule.map((entry) => entry.listing.name).sort(),
    );
    // Nothing but the demo seed has written listings here, and all of it is marked.
    const [all] = await db.select({ n: count() }).from(listings);
    expect(all?.n).toBe(rows.length);
    const memberIds = new Set((await demoMemberIds(db)).values());
    for (const row of rows) expect(memberIds.has(row.userId)).toBe(true);

    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(listingCategories));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(listingTypes));
    expect(new Set(rows.map((row) => row.location.split(", ").pop())).size).toBeGreaterThan(3);
    expect(offered.filter((row) => row.status === "swapped")).toHaveLength(2);
    expect(offered.filter((row) => row.status === "active").length).toBe(offered.length - 2);
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 31 * 86_400_000);
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("adds nothing when it runs again", async () => {
    const listingsBefore = (await demoListingRows()).length;
    const filesBefore = await filesIn(tmp);

    expect(await seedDemoContent(db, { storage, now: NOW, seeders: appParts.demoSeeders })).toEqual(
      [],
    );

    expect(await demoListingRows()).toHaveLength(listingsBefore);
    const [members] = await db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.isDemo, true));
    expect(members?.n).toBe(demoMembers.length + demoNeighbours.length);
    expect(await filesIn(tmp)).toEqual(filesBefore);
  });

  it("is found by search and shown on the home page like any listing", async () => {
    const courgettes = await searchListings(db, { search: "courgette" }, { publicUrl });
    expect(courgettes.listings.map((listing) => listing.name)).toContain(
      "Courgettes, too many again",
    );
    const leeds = await searchListings(db, { location: "Leeds" }, { publicUrl });
    expect(leeds.total).toBeGreaterThan(0);
    for (const listing of leeds.listings) {
      expect(listing.location).toBe("Meanwood, Leeds");
      expect(listing.userName).toBe("Bean Row Bev");
    }
    const seeds = await searchListings(db, { category: "Seeds", type: "Swap" }, { publicUrl });
    expect(seeds.listings.map((listing) => listing.name)).toContain("Saved runner bean seeds");
    // Swapped listings are out of search, as any would be.
    const active = (await demoListingRows()).filter((row) => row.status === "active");
    expect((await searchListings(db, {}, { publicUrl })).total).toBe(active.length);

    const newest = await recentListings(db, { publicUrl });
    expect(newest).toHaveLength(3);
    for (const listing of newest) expect(listing.hasImage).toBe(true);
  });

  it("stores photos exactly as an upload: WebP, large and thumbnail, under the lister", async () => {
    const rows = await db
      .select({ image: listingImages, userId: listings.userId })
      .from(listingImages)
      .innerJoin(listings, eq(listings.id, listingImages.listingId))
      .where(eq(listings.isDemo, true));
    expect(rows.length).toBeGreaterThan(15);
    for (const { image, userId } of rows) {
      expect(image.largeKey.startsWith(`${userId}/`)).toBe(true);
      expect(image.largeKey.endsWith(".webp")).toBe(true);
      expect([image.width, image.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
      const large = await storage.get(image.largeKey);
      const thumb = await storage.get(image.thumbKey);
      expect(large?.contentType).toBe("image/webp");
      expect(thumb?.contentType).toBe("image/webp");
      const [largeMeta, thumbMeta] = await Promise.all([
        sharp(large?.body).metadata(),
        sharp(thumb?.body).metadata(),
      ]);
      expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual([
        "webp",
        PHOTO_WIDTH,
        PHOTO_HEIGHT,
      ]);
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual([
        "webp",
        THUMB_WIDTH,
        THUMB_HEIGHT,
      ]);
      expect(largeMeta.exif).toBeUndefined();
    }
    // Every file in storage belongs to a listing photo: nothing stray.
    const keys = rows.flatMap(({ image }) => [image.largeKey, image.thumbKey]).sort();
    const stored = (await filesIn(path.join(tmp, "uploads"))).filter(
      (file) => !path.basename(file).startsWith("."),
    );
    expect(stored).toEqual(keys.map((key) => path.join(...key.split("/"))).sort());

    // A few listings have no photo and show the placeholder, as a member's might.
    const { listings: shown } = await searchListings(db, {}, { publicUrl });
    const withoutPhoto = shown.filter((listing) => !listing.hasImage);
    expect(withoutPhoto.length).toBeGreaterThan(0);
    for (const listing of withoutPhoto) expect(listing.imageUrl).toBe(LISTING_PLACEHOLDER_IMAGE);
  });

  it("gives demo members no way to sign in, and sends them no email", async () => {
    const services = createTestServices(getDatabase());
    const ids = [...(await demoMemberIds(db)).values()];
    expect(await db.select().from(accounts).where(inArray(accounts.userId, ids))).toEqual([]);
    for (const member of demoMembers) {
      const email = demoMemberEmail(member.key);
      await expect(
        services.auth.api.signInEmail({ body: { email, password: "runner-beans-2026" } }),
      ).rejects.toThrow();
      // A reset link is the one way a password could be set: none is sent.
      await services.auth.api.requestPasswordReset({ body: { email, redirectTo: "/" } });
    }
    expect(await services.mail.delivered()).toEqual([]);
    expect(await db.select().from(accounts).where(inArray(accounts.userId, ids))).toEqual([]);
  });

  it("keeps demo rows out of a real member's deletion, and a demo member can be removed", async () => {
    const services = createTestServices(getDatabase());
    const signedUp = await signUp(
      services,
      signupSchema.parse({
        accountType: "personal",
        email: "real.grower@example.org",
        username: "Real Grower",
        location: "Leeds",
        password: "courgette-glut",
        confirmPassword: "courgette-glut",
        termsAccepted: true,
        privacyAccepted: true,
        ageConfirmed: true,
      }),
    );
    if (!signedUp.ok) throw new Error(JSON.stringify(signedUp.fieldErrors));
    const before = (await demoListingRows()).length;
    const filesBefore = await filesIn(tmp);
    const deletion = { db, storage, logger: pino({ level: "silent" }) };

    expect(
      (await deleteAccount(deletion, signedUp.userId, appParts.accountSteps.deletion)).deleted,
    ).toBe(true);
    expect(await demoListingRows()).toHaveLength(before);
    expect(await filesIn(tmp)).toEqual(filesBefore);

    // A demo member's own data exports like anyone's: no sign-in methods, no consents.
    const bev = (await demoMemberIds(db)).get("bev") ?? "";
    const exported = await exportAccountData(db, bev, []);
    expect(exported?.profile?.username).toBe("Bean Row Bev");
    expect(exported?.signInMethods).toEqual([]);
    expect(exported?.signupConsents).toBeNull();

    // Staff may remove a demo member: their listings and photos go, nobody else's.
    const bevKeys = (
      await db
        .select({ large: listingImages.largeKey, thumb: listingImages.thumbKey })
        .from(listingImages)
        .innerJoin(listings, eq(listings.id, listingImages.listingId))
        .where(eq(listings.userId, bev))
    ).flatMap((row) => [row.large, row.thumb]);
    expect(bevKeys.length).toBeGreaterThan(0);
    const bevListings = (await demoListingRows()).filter((row) => row.userId === bev).length;
    const result = await deleteAccount(deletion, bev, appParts.accountSteps.deletion);
    expect(result.removedFiles.sort()).toEqual(bevKeys.sort());
    for (const key of bevKeys) expect(await storage.exists(key)).toBe(false);
    expect(
      await db
        .select()
        .from(listings)
        .where(and(eq(listings.userId, bev), eq(listings.isDemo, true))),
    ).toEqual([]);
    expect(await demoListingRows()).toHaveLength(before - bevListings);
  });
});
