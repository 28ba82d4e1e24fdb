import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/accounts/auth.table";
import { fileReport } from "~/admin/report-filing.server";
import { listOpenReports } from "~/admin/reports-queue.server";
import { forumPosts } from "~/forum/forum.table";
import { listCategories } from "~/forum/forum-categories.server";
import { topicSchema } from "~/forum/forum-schema";
import { createTopic, updateTopic } from "~/forum/forum-topics.server";
import { chargeImageWork, storeListingPhotos } from "~/listings/image-processing.server";
import { ListingPhotoError } from "~/listings/listing-images";
import type { ListingFormActionData } from "~/listings/listing-schema";
import { createListing, updateListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import type { Member } from "~/membership/member-gate.server";
import { contactLister } from "~/messaging/message-sending.server";
import { contactMessages } from "~/messaging/messaging.table";
import type { Db } from "~/server/db/database.server";
import { takeRateLimit } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { multipartBody } from "../../tests/factories/multipart";
import {
  createRouteServices,
  type DataResult,
  isDataResult,
  routeArgs,
  settle,
  storedKeys,
} from "../../tests/factories/route-args";
import { makeJpeg } from "../../tests/factories/test-images";
import { listingInput, storedPhotos } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { action as createAction } from "../routes/listings/create-listing";
import { configureNewcomerDays, memberStanding, newcomerLabel } from "./member-standing";
import { IMAGE_LIMITS, NEWCOMER_DAYS } from "./trust-limits";

// The trust limits as the product has them (decision 0071): the test setup turns the newcomer
// period off for the other suites, so it is turned back on here.

const getDatabase = setupTestDatabase();
let services: ReturnType<typeof createTestServices>;
let db: Db;
let storageDir = "";

beforeAll(async () => {
  configureNewcomerDays(NEWCOMER_DAYS);
  db = getDatabase().db;
  services = createTestServices(getDatabase());
  storageDir = await mkdtemp(path.join(os.tmpdir(), "glut-trust-"));
});

afterAll(async () => {
  configureNewcomerDays(0);
  await rm(storageDir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;

/** A member who joined a month ago: past the newcomer week. */
async function establishedMember(username?: string): Promise<Member> {
  const member = await createAdmittedMember(services, { username });
  const createdAt = new Date(Date.now() - 30 * DAY);
  await db.update(users).set({ createdAt }).where(eq(users.id, member.id));
  return { ...member, createdAt };
}

const newcomer = (username?: string) => createAdmittedMember(services, { username });

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await work.then(
    () => {
      throw new Error("expected a refusal");
    },
    (thrown: unknown) => thrown,
  );
  return error as { status: number; message: string };
}

async function listingsOf(userId: string): Promise<number> {
  return (await db.select().from(listings).where(eq(listings.userId, userId))).length;
}

const TRY_AGAIN = /You can try again at \d\d:\d\d (today|tomorrow|on \w+ \d+ \w+)\./;

describe("listing limits", () => {
  it("refuses the later of 25 quick listings, saying when the member can try again", async () => {
    const member = await establishedMember();
    const outcomes: string[] = [];
    for (let i = 0; i < 25; i++) {
      outcomes.push(
        await createListing(db, member, listingInput({ name: `Courgette ${i}` })).then(
          () => "created",
          (error: { status: number; message: string }) => `${error.status} ${error.message}`,
        ),
      );
    }
    expect(outcomes.slice(0, 20)).toEqual(Array(20).fill("created"));
    for (const outcome of outcomes.slice(20)) {
      expect(outcome).toMatch(
        /^429 You have created 20 listings in the last hour, the most we allow\./,
      );
      expect(outcome).toMatch(TRY_AGAIN);
    }
    expect(await listingsOf(member.id)).toBe(20);
  });

  it("gives a newcomer a lower limit than an established member, and says until when", async () => {
    const fresh = await newcomer();
    const standing = memberStanding(fresh);
    expect(standing.standing).toBe("newcomer");
    for (let i = 0; i < 5; i++) await createListing(db, fresh, listingInput({ name: `Kale ${i}` }));
    const refused = await refusal(createListing(db, fresh, listingInput({ name: "Kale 6" })));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^You have created 5 listings in the last 24 hours/);
    const until = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(fresh.createdAt.getTime() + 7 * DAY));
    expect(refused.message).toContain(
      `New members have lower limits in their first week, until ${until}.`,
    );
    expect(await listingsOf(fresh.id)).toBe(5);

    const older = await establishedMember();
    for (let i = 0; i < 6; i++) await createListing(db, older, listingInput({ name: `Leek ${i}` }));
    expect(await listingsOf(older.id)).toBe(6);
  });

  it("limits edits: the 31st edit in an hour is refused and changes nothing", async () => {
    const member = await establishedMember();
    const { id } = await createListing(db, member, listingInput({ name: "Beetroot" }));
    for (let i = 0; i < 30; i++) {
      await updateListing(db, member, id, listingInput({ name: `Beetroot ${i}` }));
    }
    const refused = await refusal(
      updateListing(db, member, id, listingInput({ name: "Beetroot again" })),
    );
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^You have edited listings 30 times in the last hour/);
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    expect(row?.name).toBe("Beetroot 29");
  });

  it("lets a newcomer add fewer photos to a listing", async () => {
    const fresh = await newcomer();
    const refused = await refusal(
      createListing(db, fresh, listingInput({ name: "Chard" }), storedPhotos("n", 3)),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^New members can add up to 2 photos to a listing, until /);
    const older = await establishedMember();
    await createListing(db, older, listingInput({ name: "Chard" }), storedPhotos("e", 3));
  });
});

describe("the listing form at a limit", () => {
  it("keeps what was typed, says when to try again, and reads no photo", async () => {
    const route = createRouteServices(getDatabase());
    const fresh = await newcomer();
    for (let i = 0; i < 5; i++) await createListing(db, fresh, listingInput({ name: `Bean ${i}` }));
    const body = multipartBody([
      { name: "name", value: "Runner beans" },
      { name: "type", value: "Free" },
      { name: "category", value: "Vegetables" },
      { name: "location", value: "Leeds" },
      { name: "description", value: "A glut of them" },
      { name: "photos", filename: "beans.jpg", bytes: await makeJpeg({ width: 120, height: 90 }) },
    ]);
    const request = new Request("http://localhost:3000/create-listing", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
      },
      body: new Uint8Array(body),
    });
    const outcome = await settle(() =>
      createAction(routeArgs(route.services as AppServices, fresh, request) as never),
    );
    expect(isDataResult(outcome)).toBe(true);
    const { data, init } = outcome as DataResult<ListingFormActionData>;
    expect(init?.status).toBe(429);
    expect(data.result.error?.[""]?.[0]).toMatch(
      /^You have created 5 listings in the last 24 hours/,
    );
    expect(data.result.error?.[""]?.[0]).toMatch(TRY_AGAIN);
    expect(data.result.initialValue?.name).toBe("Runner beans");
    expect(data.result.initialValue?.description).toBe("A glut of them");
    expect(await storedKeys(route.storage, fresh.id)).toEqual([]);
    expect(await listingsOf(fresh.id)).toBe(5);
  });
});

describe("message limits", () => {
  it("refuses a newcomer's link-heavy message and sends an established member's", async () => {
    const lister = await establishedMember("Lister Lin");
    const { id: listingId } = await createListing(db, lister, listingInput({ name: "Plums" }));
    const spam =
      "Cheap seeds at https://seeds.example/a and http://seeds.example/b and www.seeds.example/c";
    const fresh = await newcomer("Fresh Fay");
    const refused = await refusal(contactLister(db, fresh, listingId, { message: spam }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^New members can include up to 2 links in a message, until /);
    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.senderId, fresh.id));
    expect(stored).toHaveLength(0);

    const older = await establishedMember("Older Oli");
    await contactLister(db, older, listingId, { message: spam });
  });

  it("lets a newcomer start fewer new conversations an hour", async () => {
    const lister = await establishedMember();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await createListing(db, lister, listingInput({ name: `Pear ${i}` }))).id);
    }
    const fresh = await newcomer();
    for (const id of ids.slice(0, 5))
      await contactLister(db, fresh, id, { message: "Still there?" });
    const refused = await refusal(contactLister(db, fresh, ids[5] ?? "", { message: "And this?" }));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^You have started 5 new conversations in the last hour/);
    // Continuing a conversation already started is still allowed.
    await contactLister(db, fresh, ids[0] ?? "", { message: "Tomorrow then?" });
  });
});

describe("forum limits", () => {
  it("refuses a newcomer's link-heavy topic or edit, and a second photo; takes an established member's", async () => {
    const categoryId = (await listCategories(db))[0]?.id ?? "";
    const topic = (content: string) =>
      topicSchema.parse({ categoryId, title: "Seed swap links", content });
    const links = "See https://a.example, https://b.example and [this](https://c.example).";
    const fresh = await newcomer();
    const refused = await refusal(createTopic(db, fresh, topic(links)));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^New members can include up to 2 links in a post, until /);
    const { id } = await createTopic(db, fresh, topic("Just the one: https://a.example"));
    const edit = await refusal(updateTopic(db, fresh, id, topic(links)));
    expect(edit.message).toMatch(/^New members can include up to 2 links in a post/);
    const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, id));
    expect(row?.content).toBe("Just the one: https://a.example");
    const photos = await refusal(createTopic(db, fresh, topic("Pests?"), storedPhotos("f", 2)));
    expect(photos.message).toMatch(/^New members can add up to 1 photo to a post, until /);

    const older = await establishedMember();
    await createTopic(db, older, topic(links), storedPhotos("o", 2));
  });
});

/** A PNG of one colour: a few hundred kilobytes, however many pixels. */
function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7d44" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe("image work", () => {
  it("refuses a 9000 × 9000 PNG from its header, quickly, naming the limit", async () => {
    const huge = await solidPng(9000, 9000);
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const storage = new LocalFileStorage(storageDir);
    const started = performance.now();
    const error = await refusal(
      storeListingPhotos(storage, "trust-user", [{ bytes: huge, fileName: "field.png" }]),
    );
    const took = performance.now() - started;
    expect(error).toBeInstanceOf(ListingPhotoError);
    expect(error.message).toBe(
      "“field.png” is larger than 50 megapixels, the most we can process in one photo. Please choose a smaller photo, or your camera's standard size.",
    );
    // Decoding 81 megapixels takes seconds; reading a header takes milliseconds.
    expect(took).toBeLessThan(500);
    expect(await readdir(storageDir)).toEqual([]);
  });

  it("refuses photos that together pass the request's budget, before decoding any", async () => {
    const big = await solidPng(7000, 6000); // 42 MP each, 126 MP for three
    const files = ["a.png", "b.png", "c.png"].map((fileName) => ({ bytes: big, fileName }));
    const error = await refusal(chargeImageWork(files));
    expect(error.message).toBe(
      `Together these photos are larger than 120 megapixels, the most we process at once. Please send fewer or smaller photos.`,
    );
    await chargeImageWork(files.slice(0, 2));
  });

  it("refuses a member's photos past the hour's budget, saying when they can send more", async () => {
    const member = await establishedMember();
    const photo = await solidPng(6000, 4000); // 24 MP
    await takeRateLimit(
      db,
      `trust:image-megapixels:${member.id}`,
      { window: IMAGE_LIMITS.hourWindow, max: IMAGE_LIMITS.maxMegapixelsPerHour },
      { amount: IMAGE_LIMITS.maxMegapixelsPerHour - 30 },
    );
    await chargeImageWork([{ bytes: photo }], { db, userId: member.id });
    const error = await refusal(chargeImageWork([{ bytes: photo }], { db, userId: member.id }));
    expect(error.message).toMatch(
      /^You have sent more than 600 megapixels of photos in the last hour, the most we process for one member\. You can send more at \d\d:\d\d (today|tomorrow)/,
    );
  });
});

describe("moderators", () => {
  it("see a newcomer's state on the reports queue", async () => {
    const fresh = await newcomer("Newish Nat");
    const older = await establishedMember("Oldish Ola");
    const reporter = await establishedMember();
    for (const owner of [fresh, older]) {
      const { id } = await createListing(db, owner, listingInput({ name: `Odd ${owner.id}` }));
      await fileReport(services, reporter, { kind: "listing", targetId: id, reason: "spam" });
    }
    const queue = await listOpenReports(services);
    const labelOf = (ownerId: string) =>
      newcomerLabel({
        newcomerUntil:
          queue.find((report) => report.item?.ownerId === ownerId)?.ownerNewcomerUntil ?? null,
      });
    expect(labelOf(fresh.id)).toMatch(/^Newcomer \(until \d{1,2} \w+ \d{4}\)$/);
    expect(labelOf(older.id)).toBeNull();
  });
});
