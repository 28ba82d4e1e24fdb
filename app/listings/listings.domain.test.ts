import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/accounts/account-deletion.server";
import { accountSteps } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { listingInput, storedPhotos } from "../../tests/factories/test-listings";
import { createAdmittedMember, type TestMemberOptions } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { listUserListings } from "./listing-reads.server";
import { createListing } from "./listing-writes.server";
import { listings } from "./listings.table";

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

describe("account deletion", () => {
  it("is one of the steps every account deletion runs", () => {
    expect(accountSteps.deletion.map((step) => step.name)).toContain("listings");
  });

  it("removes the account's listings and their photos, and no one else's", async () => {
    const leaving = await makeMember();
    const staying = await makeMember();
    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-listings-")));
    const leavingPhotos = storedPhotos("leaving", 2);
    const stayingPhotos = storedPhotos("staying", 1);
    const keys = (photos: typeof leavingPhotos) => photos.flatMap((p) => [p.large, p.thumb]);
    for (const key of [...keys(leavingPhotos), ...keys(stayingPhotos)]) {
      await storage.put(key, Buffer.from("webp"), "image/webp");
    }
    await createListing(db, leaving, listingInput(), leavingPhotos);
    await createListing(db, leaving, listingInput({ name: "Second" }));
    const { id: kept } = await createListing(db, staying, listingInput(), stayingPhotos);
    const result = await deleteAccount(
      { db, storage, logger: pino({ level: "silent" }) },
      leaving.id,
      accountSteps.deletion,
    );
    expect(result.deleted).toBe(true);
    expect(result.removedFiles.sort()).toEqual(
      [
        "leaving/0-large.webp",
        "leaving/0-thumb.webp",
        "leaving/1-large.webp",
        "leaving/1-thumb.webp",
      ].sort(),
    );
    for (const key of keys(leavingPhotos)) expect(await storage.exists(key)).toBe(false);
    for (const key of keys(stayingPhotos)) expect(await storage.exists(key)).toBe(true);
    expect(await listUserListings(db, leaving.id, show)).toEqual([]);
    expect(await readRow(kept)).toBeDefined();
  });
});
