import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "~/membership/member-gate.server";
import type { AppServices } from "~/server/services.server";
import type { LocalFileStorage } from "~/server/storage/local-storage.server";
import {
  PENDING_UPLOAD_GRACE_MINUTES,
  sweepPendingUploads,
} from "~/server/storage/pending-uploads.server";
import { pendingUploads } from "~/server/storage/pending-uploads.table";
import { createRouteServices } from "../../tests/factories/route-args";
import { makeJpeg } from "../../tests/factories/test-images";
import { createAdmittedMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { listingPhotoKeys, storeListingPhotos } from "./image-processing.server";
import { listingSchema } from "./listing-schema";
import { createListing, updateListing } from "./listing-writes.server";

// A photo is written before the transaction that links it to its listing. A process killed in
// between (npm run test:faults does it) must not leave the file for good: it stays noted as
// pending until the link commits, and the hourly clean-up removes what was never linked.

const getDatabase = setupTestDatabase();
let services: AppServices;
let storage: LocalFileStorage;
let member: Member;

beforeAll(async () => {
  ({ services, storage } = createRouteServices(getDatabase()));
  member = await createAdmittedMember(services as never);
});

const input = listingSchema.parse({
  name: "Runner beans",
  type: "Free",
  category: "Vegetables",
  location: "Leeds",
});

async function storePhotos(count = 1) {
  const files = await Promise.all(
    Array.from({ length: count }, async () => ({ bytes: await makeJpeg() })),
  );
  return storeListingPhotos(storage, member.id, files, { pendingIn: services.db });
}

async function pendingOf(keys: string[]) {
  const rows = await services.db
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(inArray(pendingUploads.key, keys));
  return rows.map((row) => row.key).sort();
}

async function existing(keys: string[]) {
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  return keys.filter((_, i) => found[i]);
}

const afterGrace = () => new Date(Date.now() + (PENDING_UPLOAD_GRACE_MINUTES + 1) * 60_000);

describe("photos between their upload and their listing", () => {
  it("are pending once stored, and no longer once the listing commits", async () => {
    const photos = await storePhotos(2);
    const keys = listingPhotoKeys(photos);
    expect(await pendingOf(keys)).toEqual([...keys].sort());

    await createListing(services.db, member, input, photos);
    expect(await pendingOf(keys)).toEqual([]);
    await sweepPendingUploads(services.db, storage, afterGrace());
    expect(await existing(keys)).toEqual(keys);
  });

  it("are linked by an edit the same way", async () => {
    const { id } = await createListing(services.db, member, input);
    const photos = await storePhotos();
    const keys = listingPhotoKeys(photos);
    await updateListing(services.db, member, id, input, photos);
    expect(await pendingOf(keys)).toEqual([]);
  });

  it("are removed by the clean-up when no save ever linked them, and only after the grace period", async () => {
    const orphans = listingPhotoKeys(await storePhotos(2));
    const linked = await storePhotos();
    await createListing(services.db, member, input, linked);

    expect(await sweepPendingUploads(services.db, storage)).toBe(0);
    expect(await existing(orphans)).toEqual(orphans);

    expect(await sweepPendingUploads(services.db, storage, afterGrace())).toBeGreaterThanOrEqual(
      orphans.length,
    );
    expect(await existing(orphans)).toEqual([]);
    expect(await pendingOf(orphans)).toEqual([]);
    expect(await existing(listingPhotoKeys(linked))).toEqual(listingPhotoKeys(linked));
  });

  it("keeps the note when the files cannot be removed, for the next run", async () => {
    const orphans = listingPhotoKeys(await storePhotos());
    const failing = Object.assign(Object.create(storage) as LocalFileStorage, {
      deleteMany: () => Promise.reject(new Error("disk gone")),
    });
    await expect(sweepPendingUploads(services.db, failing, afterGrace())).rejects.toThrow(
      "disk gone",
    );
    expect(await pendingOf(orphans)).toEqual([...orphans].sort());
    await sweepPendingUploads(services.db, storage, afterGrace());
    expect(await existing(orphans)).toEqual([]);
  });

  it("are not noted for demo content, which is linked as it is written", async () => {
    const photos = await storeListingPhotos(storage, member.id, [{ bytes: await makeJpeg() }]);
    const rows = await services.db
      .select()
      .from(pendingUploads)
      .where(eq(pendingUploads.key, photos[0]?.large ?? ""));
    expect(rows).toEqual([]);
  });
});
