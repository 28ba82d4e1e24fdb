import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { i18nFor } from "~/i18n/i18n.server";
import { storeListingPhotos } from "~/listings/image-processing.server";
import { getListing } from "~/listings/listing-reads.server";
import { listingSchema } from "~/listings/listing-schema";
import type { ListingStatus } from "~/listings/listing-status";
import type { ListingDetail } from "~/listings/listing-summary";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import { loadMyListings, manageListing } from "~/listings/manage-listings.server";
import type { Member } from "~/membership/member-gate.server";
import { subscribers } from "~/membership/membership.table";
import type { AppServices } from "~/server/services.server";
import type { LocalFileStorage } from "~/server/storage/local-storage.server";
import {
  createRouteServices,
  type DataResult,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { makeJpeg } from "../../../tests/factories/test-images";
import { createAdmittedMember } from "../../../tests/factories/test-members";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./my-listings";

// /my-listings as the server runs it: the buttons' POSTs (also forged ones) and the list.

const getDatabase = setupTestDatabase();
let services: AppServices;
let storage: LocalFileStorage;
let owner: Member;
let other: Member;

beforeAll(async () => {
  ({ services, storage } = createRouteServices(getDatabase()));
  owner = await createAdmittedMember(services as never);
  other = await createAdmittedMember(services as never);
});

type Failure = { failure: { title: string; message: string; status: number } };

async function listing(user: Member, name = "Courgettes", photos = 1) {
  const stored = await storeListingPhotos(
    storage,
    user.id,
    await Promise.all(Array.from({ length: photos }, async () => ({ bytes: await makeJpeg() }))),
  );
  const input = listingSchema.parse({
    name,
    type: "Free",
    category: "Vegetables",
    location: "Leeds",
  });
  return (await createListing(services.db, user, input, stored)).id;
}

async function read(id: string): Promise<ListingDetail | null> {
  return getListing(services.db, id, { publicUrl: (key) => key });
}

async function row(id: string) {
  const [found] = await services.db.select().from(listings).where(eq(listings.id, id));
  return found;
}

function send(user: CurrentUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/my-listings", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return settle(() => action(routeArgs(services, user, request) as never));
}

function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return undefined;
}

async function filesExist(detail: ListingDetail | null) {
  const keys = detail?.images.flatMap((image) => [image.largeKey, image.thumbKey]) ?? [];
  return Promise.all(keys.map((key) => storage.exists(key)));
}

describe("changing a listing's status", () => {
  it("lets the owner mark it swapped and active again, with the toast and updated_at", async () => {
    const id = await listing(owner);
    await services.db
      .update(listings)
      .set({ updatedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(listings.id, id));
    const outcome = await send(owner, { intent: "status", listingId: id, status: "swapped" });
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-listings");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
    expect(response.headers.get("Set-Cookie")).toContain("glut_toast=");
    expect((await row(id))?.status).toBe("swapped");
    expect((await row(id))?.updatedAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02"));

    expect(statusOf(await send(owner, { intent: "status", listingId: id, status: "active" }))).toBe(
      302,
    );
    expect((await row(id))?.status).toBe("active");
  });

  it("refuses a change the rules do not allow with 409 and a clear message", async () => {
    const id = await listing(owner);
    await send(owner, { intent: "status", listingId: id, status: "unavailable" });
    const before = await row(id);
    for (const status of ["swapped", "completed"] as ListingStatus[]) {
      const outcome = await send(owner, { intent: "status", listingId: id, status });
      expect(statusOf(outcome)).toBe(409);
      expect((outcome as DataResult<Failure>).data.failure).toMatchObject({
        title: "Failed to update listing",
        message: `A listing that is unavailable cannot be marked as ${status}.`,
      });
    }
    expect(await row(id)).toEqual(before);
  });

  it("refuses another member's forged change with 403, changing nothing", async () => {
    const id = await listing(owner);
    const before = await row(id);
    const outcome = await send(other, { intent: "status", listingId: id, status: "swapped" });
    expect(statusOf(outcome)).toBe(403);
    expect((outcome as DataResult<Failure>).data.failure).toMatchObject({
      title: "Failed to update listing",
      message: "You can only change your own listings.",
    });
    expect(await row(id)).toEqual(before);
  });

  it("refuses nonsense with 400 and an unknown listing with 404", async () => {
    const id = await listing(owner);
    const nonsense: Record<string, string>[] = [
      { intent: "status", listingId: id, status: "sold" },
      { intent: "archive", listingId: id },
      { intent: "status", status: "swapped" },
    ];
    for (const fields of nonsense) {
      expect(statusOf(await send(owner, fields))).toBe(400);
    }
    const missing = await send(owner, {
      intent: "status",
      listingId: "6b1f3f0e-7f43-4b8e-9d4a-2a0f1c3b5d6e",
      status: "swapped",
    });
    expect(statusOf(missing)).toBe(404);
    expect((await row(id))?.status).toBe("active");
  });
});

describe("deleting a listing", () => {
  it("deletes the owner's listing for good and removes its photo files", async () => {
    const id = await listing(owner, "Runner beans", 2);
    const before = await read(id);
    expect(await filesExist(before)).toEqual([true, true, true, true]);
    const outcome = await send(owner, { intent: "delete", listingId: id });
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("Location")).toBe("/my-listings");
    expect(await read(id)).toBeNull();
    expect(await filesExist(before)).toEqual([false, false, false, false]);
  });

  it("refuses another member's forged delete with 403: the listing and its files stay", async () => {
    const id = await listing(owner, "Beetroot", 1);
    const before = await read(id);
    const outcome = await send(other, { intent: "delete", listingId: id });
    expect(statusOf(outcome)).toBe(403);
    expect((outcome as DataResult<Failure>).data.failure).toMatchObject({
      title: "Failed to delete listing",
      message: "You can only change your own listings.",
    });
    expect(await read(id)).toEqual(before);
    expect(await filesExist(before)).toEqual([true, true]);
  });
});

describe("the page", () => {
  function load(user: CurrentUser | null, search = "") {
    const request = new Request(`http://localhost:3000/my-listings${search}`);
    return settle(() => loader(routeArgs(services, user, request) as never));
  }

  it("lists only the member's own listings, every status, newest first", async () => {
    const member = await createAdmittedMember(services as never);
    const first = await listing(member, "First", 0);
    const second = await listing(member, "Second", 0);
    await services.db
      .update(listings)
      .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(listings.id, first));
    await send(member, { intent: "status", listingId: second, status: "swapped" });
    await listing(other, "Not theirs", 0);
    const page = (await load(member)) as Awaited<ReturnType<typeof loader>>;
    expect(page.listings.map((card) => [card.name, card.status])).toEqual([
      ["Second", "swapped"],
      ["First", "active"],
    ]);
    expect(page.listings[0]?.imageUrl).toBe("/listing-placeholder.svg");
    expect(page.confirmDelete).toBeNull();
  });

  it("asks to confirm a delete (?delete=) only for the member's own listing", async () => {
    const mine = await listing(owner, "Mine", 0);
    const theirs = await listing(other, "Theirs", 0);
    const confirming = (await load(owner, `?delete=${mine}`)) as Awaited<ReturnType<typeof loader>>;
    expect(confirming.confirmDelete).toMatchObject({ id: mine, name: "Mine" });
    const forged = (await load(owner, `?delete=${theirs}`)) as Awaited<ReturnType<typeof loader>>;
    expect(forged.confirmDelete).toBeNull();
  });

  it("sends a visitor to sign in and a non-member to the dashboard, for the page and its actions", async () => {
    const anonymous = await load(null);
    expect((anonymous as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fmy-listings",
    );
    const lapsed = await createAdmittedMember(services as never);
    const id = await listing(lapsed);
    await services.db.delete(subscribers).where(eq(subscribers.userId, lapsed.id));
    expect(((await load(lapsed)) as Response).headers.get("Location")).toBe("/dashboard");
    const refused = await send(lapsed, { intent: "delete", listingId: id });
    expect((refused as Response).headers.get("Location")).toBe("/dashboard");
    expect(await read(id)).not.toBeNull();
  });
});

describe("in Welsh (decision 0098)", () => {
  const welsh = { lng: "cy" as const, t: i18nFor("cy").getFixedT("cy", "myListings") };

  it("words the cards and a change's answers in the request's language", async () => {
    const member = await createAdmittedMember(services as never);
    const id = await listing(member, "Ffa");
    await services.db
      .update(listings)
      .set({ availableUntil: "2026-12-02" })
      .where(eq(listings.id, id));
    const now = new Date("2026-11-30T12:00:00Z");
    const page = await loadMyListings(services, member, null, now, welsh);
    expect(page.listings[0]?.availableUntil).toBe("2 Rhagfyr 2026");
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const changed = await manageListing(
      services,
      member,
      form({ intent: "status", listingId: id, status: "swapped" }),
      now,
      welsh,
    );
    expect(changed).toEqual({ ok: true, message: "Mae’r hysbyseb wedi’i chyfnewid" });
    const refused = await manageListing(services, member, form({ intent: "delete" }), now, welsh);
    expect(refused).toMatchObject({
      ok: false,
      title: "Methwyd dileu’r hysbyseb",
      message:
        "Nid oedd modd gwneud y newid hwnnw. Ail-lwythwch y dudalen a rhowch gynnig arall arni.",
    });
  });
});
