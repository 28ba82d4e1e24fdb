import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { createListing } from "~/listings/listing-writes.server";
import { sharedSoFarWords } from "~/routes/home/shared-so-far-words";
import type { Db } from "~/server/db/database.server";
import { type BootedApp, bootHttpApp } from "../../tests/factories/booted-app";
import { listingInput } from "../../tests/factories/test-listings";
import { createAdmittedMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { handovers } from "./handover.table";
import { ukPeriodOf } from "./impact.server";

// The home and city pages are shared from the response cache (decisions 0039, 0067): the
// figures of what was shared must change once something is collected, through the one path by
// which any change reaches the cache (every write request and every job announces it, 0043).

let app: BootedApp;
let db: Db;
let listingId = "";
let giverId = "";
let receiverId = "";

beforeAll(async () => {
  app = await bootHttpApp({ pageCacheSeconds: 60 });
  const services = app.services as unknown as ReturnType<typeof createTestServices>;
  db = services.db;
  const giver = await createAdmittedMember(services);
  const receiver = await createAdmittedMember(services);
  giverId = giver.id;
  receiverId = receiver.id;
  listingId = (await createListing(db, giver, listingInput({ location: "Leeds" }))).id;
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 60_000);

/** A handover collected just now, written as the collection's own transaction would. */
async function collectOne() {
  const now = new Date();
  await db.insert(handovers).values({
    listingId,
    listingTitle: "Courgettes",
    giverId,
    receiverId,
    status: "collected",
    reservedAt: now,
    collectedMarkedAt: now,
    collectedAt: now,
  });
}

async function page(path: string) {
  const response = await fetch(`${app.base}${path}`);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

const uk = (thisMonth: number) =>
  sharedSoFarWords(i18nFor("en").getFixedT("en", "pages"), "en").uk(
    { thisMonth, thisYear: thisMonth },
    ukPeriodOf(new Date()),
  );

describe("the shared pages' figures", () => {
  it("change when a collection is announced, as every job and write request announces it", async () => {
    expect((await page("/")).html).toContain(uk(0));
    const kept = await page("/");
    expect(kept.cache).toBe("HIT");

    await collectOne();
    // Unannounced, the kept page is still given: the cache is what is being tested.
    expect(await page("/")).toEqual(kept);

    app.changes.announce();
    const fresh = await page("/");
    expect(fresh.cache).toBeNull();
    expect(fresh.html).toContain("1 item collected through Glut across the UK in");
    expect(fresh.html).toContain(uk(1));
    const leeds = await page("/city/leeds");
    expect(leeds.html).toContain("1 item collected through Glut in Leeds in");
  });

  it("change after a write through the app", async () => {
    expect((await page("/")).cache).toBe("HIT");
    await collectOne();
    const consent = await fetch(`${app.base}/cookie-consent`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ choice: "reject-all", returnTo: "/" }).toString(),
    });
    expect(consent.status).toBeLessThan(400);
    const fresh = await page("/");
    expect(fresh.cache).toBeNull();
    expect(fresh.html).toContain(uk(2));
  });
});
