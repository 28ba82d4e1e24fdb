import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { XHR_SUBMISSION_HEADER, XHR_SUBMISSION_VALUE } from "~/components/xhr-submission";
import { xhrSubmission } from "~/components/xhr-submission.server";
import { subscribers } from "~/membership/membership.table";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { fullDisk, readOnlyDisk } from "../../tests/factories/faulty-disks";
import { type MultipartPart, multipartBody } from "../../tests/factories/multipart";
import {
  createRouteServices,
  type DataResult,
  isDataResult,
  routeArgs,
  settle,
  storedKeys,
} from "../../tests/factories/route-args";
import { makeImage, makeJpeg } from "../../tests/factories/test-images";
import { createTestMember } from "../../tests/factories/test-members";
import { setupTestDatabase } from "../../tests/test-database";
import { action as createAction } from "../routes/listings/create-listing";
import { action as editAction, loader as editLoader } from "../routes/listings/edit-listing";
import { getListing } from "./listing-reads.server";
import type { ListingFormActionData } from "./listing-schema";
import { listingFormMessages } from "./listing-schema";
import type { ListingDetail } from "./listing-summary";
import { listings } from "./listings.table";
import { newPhotoToken, savedPhotoToken } from "./photo-order";

// The create and edit pages share one action path: these call both routes' actions as the server
// does, with real multipart bodies, real photo processing and real file storage.

const getDatabase = setupTestDatabase();
let services: AppServices;
let storage: LocalFileStorage;
let owner: CurrentUser;
let other: CurrentUser;

beforeAll(async () => {
  ({ services, storage } = createRouteServices(getDatabase()));
  const members = services as unknown as Parameters<typeof createTestMember>[0];
  owner = await createTestMember(members);
  other = await createTestMember(members);
});

const fields = (overrides: Record<string, string> = {}): MultipartPart[] =>
  Object.entries({
    name: "Courgettes",
    type: "Free",
    category: "Vegetables",
    location: "Leeds",
    quantity: "6",
    description: "Too many courgettes",
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

async function photo(name: string, width = 120): Promise<MultipartPart> {
  return { name: "photos", filename: name, bytes: await makeJpeg({ width, height: 90 }) };
}

function post(path: string, parts: readonly MultipartPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=----GlutTestBoundary7MA4YWxkTrZu0gW",
      ...headers,
    },
    body: new Uint8Array(body),
  });
}

async function create(user: CurrentUser, parts: readonly MultipartPart[]): Promise<string> {
  const request = post("/create-listing", parts);
  const response = await createAction(routeArgs(services, user, request) as never);
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get("Location") ?? "";
  const id = /^\/listings\/([0-9a-f-]{36})$/.exec(location)?.[1];
  if (!id) throw new Error(`no listing created: ${location}`);
  return id;
}

function edit(user: CurrentUser, id: string, parts: readonly MultipartPart[], xhr = false) {
  const request = post(
    `/listings/${id}/edit`,
    parts,
    xhr ? { [XHR_SUBMISSION_HEADER]: XHR_SUBMISSION_VALUE } : {},
  );
  return settle(() => editAction(routeArgs(services, user, request, { id }) as never));
}

async function read(id: string): Promise<ListingDetail> {
  const listing = await getListing(services.db, id, { publicUrl: (key) => `/uploads/${key}` });
  if (!listing) throw new Error("listing not found");
  return listing;
}

const keysOf = (listing: ListingDetail) =>
  listing.images.flatMap((image) => [image.largeKey, image.thumbKey]);

async function exists(keys: readonly string[]) {
  return Promise.all(keys.map((key) => storage.exists(key)));
}

function statusOf(outcome: unknown): number | undefined {
  if (outcome instanceof Response) return outcome.status;
  if (isDataResult(outcome)) return outcome.init?.status ?? 200;
  return undefined;
}

describe("editing a listing through the shared form action", () => {
  it("saves the owner's fields and photos in the order chosen, and removes unused files", async () => {
    const id = await create(owner, [
      ...fields(),
      await photo("a.jpg"),
      await photo("b.jpg"),
      await photo("c.jpg"),
    ]);
    const before = await read(id);
    const [a, b, c] = before.images;
    if (!a || !b || !c) throw new Error("three photos expected");

    const outcome = await edit(owner, id, [
      ...fields({ name: "Yellow courgettes", type: "Swap", quantity: "" }),
      { name: "removePhoto", value: b.id },
      { name: "photoOrder", value: newPhotoToken(0) },
      { name: "photoOrder", value: savedPhotoToken(c.id) },
      { name: "photoOrder", value: savedPhotoToken(a.id) },
      await photo("new.jpg", 200),
    ]);

    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/listings/${id}`);
    expect(response.headers.get("Set-Cookie")).toContain("glut_toast=");

    const after = await read(id);
    expect(after).toMatchObject({ name: "Yellow courgettes", type: "Swap", quantity: null });
    expect(after.images.map((image) => image.largeKey).slice(1)).toEqual([c.largeKey, a.largeKey]);
    const added = after.images[0];
    expect(added?.width).toBe(200);
    expect(before.images.map((image) => image.largeKey)).not.toContain(added?.largeKey);
    // b's files are gone; what the listing uses is there, and nothing else is left behind.
    expect(await exists([b.largeKey, b.thumbKey])).toEqual([false, false]);
    expect(await storedKeys(storage, owner.id)).toEqual(expect.arrayContaining(keysOf(after)));
    expect(await storedKeys(storage, owner.id)).not.toEqual(expect.arrayContaining([b.largeKey]));
  });

  it("without JavaScript, keeps the unticked photos in order and adds new ones after them", async () => {
    const id = await create(owner, [...fields(), await photo("a.jpg"), await photo("b.jpg")]);
    const [a, b] = (await read(id)).images;
    if (!a || !b) throw new Error("two photos expected");
    const outcome = await edit(owner, id, [
      ...fields(),
      { name: "removePhoto", value: a.id },
      await photo("new.jpg", 160),
    ]);
    expect(statusOf(outcome)).toBe(302);
    const after = await read(id);
    expect(after.images.map((image) => image.largeKey)[0]).toBe(b.largeKey);
    expect(after.images[1]?.width).toBe(160);
    expect(await exists([a.largeKey, a.thumbKey, b.largeKey])).toEqual([false, false, true]);
  });

  it("refuses another member's edit with 403 before reading it, changing nothing", async () => {
    const id = await create(owner, [...fields(), await photo("a.jpg")]);
    const before = await read(id);
    const [row] = await services.db.select().from(listings).where(eq(listings.id, id));
    const outcome = await edit(other, id, [
      ...fields({ name: "Mine now" }),
      { name: "removePhoto", value: before.images[0]?.id ?? "" },
      await photo("forged.jpg"),
    ]);
    expect(statusOf(outcome)).toBe(403);
    expect(
      (outcome as DataResult<string>).data,
      "the specification's tone, not a stack trace",
    ).toBe("You can only change your own listings.");
    const [rowAfter] = await services.db.select().from(listings).where(eq(listings.id, id));
    expect(rowAfter).toEqual(row);
    expect(await read(id)).toEqual(before);
    expect(await exists(keysOf(before))).toEqual([true, true]);
    expect(await storedKeys(storage, other.id)).toEqual([]);
    // The edit page itself is refused too.
    const page = await settle(() =>
      editLoader(
        routeArgs(services, other, new Request(`http://localhost:3000/listings/${id}/edit`), {
          id,
        }) as never,
      ),
    );
    expect(statusOf(page)).toBe(403);
  });

  it("answers 404 'Listing not found' for an unknown or malformed id", async () => {
    for (const id of ["6b1f3f0e-7f43-4b8e-9d4a-2a0f1c3b5d6e", "not-a-listing"]) {
      const outcome = await edit(owner, id, fields());
      expect(statusOf(outcome)).toBe(404);
      expect((outcome as DataResult<string>).data).toBe("Listing not found");
      const page = await settle(() =>
        editLoader(
          routeArgs(services, owner, new Request(`http://localhost:3000/listings/${id}/edit`), {
            id,
          }) as never,
        ),
      );
      expect(statusOf(page)).toBe(404);
    }
  });

  it("sends a signed-in person without a membership to the dashboard", async () => {
    const lapsed = await createTestMember(services as never);
    const id = await create(lapsed, fields());
    await services.db.delete(subscribers).where(eq(subscribers.userId, lapsed.id));
    const outcome = await edit(lapsed, id, fields({ name: "Changed" }));
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("Location")).toBe("/dashboard");
    expect((await read(id)).name).toBe("Courgettes");
  });

  it("refuses more than 5 photos in all, keeping what was typed and storing nothing", async () => {
    const id = await create(owner, [
      ...fields(),
      await photo("1.jpg"),
      await photo("2.jpg"),
      await photo("3.jpg"),
    ]);
    const before = await read(id);
    const stored = await storedKeys(storage, owner.id);
    const outcome = await edit(owner, id, [
      ...fields({ name: "Typed name" }),
      await photo("4.jpg"),
      await photo("5.jpg"),
      await photo("6.jpg"),
    ]);
    expect(statusOf(outcome)).toBe(400);
    const reply = (outcome as DataResult<ListingFormActionData>).data.result;
    expect(reply.error?.[""]).toEqual([
      "Too many images: You can only upload up to 5 images.",
      listingFormMessages.photosAgain,
    ]);
    expect(reply.initialValue?.name).toBe("Typed name");
    expect(await read(id)).toEqual(before);
    expect(await storedKeys(storage, owner.id)).toEqual(stored);
  });

  it("keeps the ticked boxes and the typed text when a field is wrong", async () => {
    const id = await create(owner, [...fields(), await photo("a.jpg")]);
    const [a] = (await read(id)).images;
    const outcome = await edit(owner, id, [
      ...fields({ name: "  ", location: "Otley" }),
      { name: "removePhoto", value: a?.id ?? "" },
    ]);
    expect(statusOf(outcome)).toBe(400);
    const data = (outcome as DataResult<ListingFormActionData>).data;
    expect(data.removedPhotoIds).toEqual([a?.id]);
    expect(data.result.error?.name).toEqual(["Please enter a name for your listing."]);
    expect(data.result.initialValue?.location).toBe("Otley");
    expect((await read(id)).images).toHaveLength(1);
  });

  it("saves the place chosen as the site names it, with its centre, and nothing finer", async () => {
    const id = await create(owner, fields({ location: "ls6 3qs" }));
    expect((await read(id)).location).toBe("LS6");
    const [row] = await getDatabase()
      .db.select({ latitude: listings.latitude, longitude: listings.longitude })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row?.latitude).toBeCloseTo(53.82, 1);
    expect(row?.longitude).toBeCloseTo(-1.57, 1);
  });

  it("refuses a location that is neither a UK town nor a postcode district, keeping the form", async () => {
    const id = await create(owner, fields());
    const outcome = await edit(owner, id, [...fields({ name: "Kale", location: "Atlantis" })]);
    expect(statusOf(outcome)).toBe(400);
    const data = (outcome as DataResult<ListingFormActionData>).data;
    expect(data.result.error?.location).toEqual([
      "Choose a UK town or the first part of a postcode, like LS6 or BN1.",
    ]);
    expect(data.result.initialValue?.location).toBe("Atlantis");
    expect(data.result.initialValue?.name).toBe("Kale");
    const saved = await read(id);
    expect(saved.location).toBe("Leeds");
    expect(saved.name).toBe("Courgettes");
  });

  it("removes the photos it stored when the database refuses the save", async () => {
    const taken = "Only one marrow";
    await services.db.execute(sql`create unique index listings_test_unique_edit_name
      on listings (name) where name = 'Only one marrow'`);
    try {
      await create(owner, fields({ name: taken }));
      const id = await create(owner, [...fields(), await photo("a.jpg")]);
      const before = await read(id);
      const stored = await storedKeys(storage, owner.id);
      const outcome = await edit(owner, id, [
        ...fields({ name: taken }),
        await photo("new.jpg"),
        await photo("newer.png"),
      ]);
      expect(statusOf(outcome)).toBe(400);
      expect((outcome as DataResult<ListingFormActionData>).data.result.error?.[""]?.[0]).toBe(
        "A listing with this information already exists.",
      );
      expect(await read(id)).toEqual(before);
      expect(await storedKeys(storage, owner.id)).toEqual(stored);
    } finally {
      await services.db.execute(sql`drop index listings_test_unique_edit_name`);
    }
  });

  it("refuses a file that is not a photo, naming it, with nothing changed", async () => {
    const id = await create(owner, [...fields(), await photo("a.jpg")]);
    const before = await read(id);
    const outcome = await edit(owner, id, [
      ...fields({ name: "Renamed" }),
      { name: "photos", filename: "notes.png", bytes: new TextEncoder().encode("hello") },
    ]);
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as DataResult<ListingFormActionData>).data.result.error?.[""]?.[0]).toContain(
      "“notes.png” is not a photo we can use.",
    );
    expect(await read(id)).toEqual(before);
  });
});

describe("the form sent with XMLHttpRequest", () => {
  const middleware = xhrSubmission(editAction as never) as (
    args: unknown,
    next: () => Promise<Response>,
  ) => Promise<Response>;
  const untouched = async () => new Response("the page");

  it("gets the same action's redirect as JSON, with the toast cookie", async () => {
    const id = await create(owner, [...fields(), await photo("a.jpg")]);
    const request = post(`/listings/${id}/edit`, [...fields({ name: "By XHR" })], {
      [XHR_SUBMISSION_HEADER]: XHR_SUBMISSION_VALUE,
    });
    const response = await middleware(routeArgs(services, owner, request, { id }), untouched);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toEqual({ type: "redirect", location: `/listings/${id}` });
    expect(response.headers.get("Set-Cookie")).toContain("glut_toast=");
    expect((await read(id)).name).toBe("By XHR");
  });

  it("gets the form's errors as JSON, without asking for the photos again", async () => {
    const id = await create(owner, fields());
    const request = post(
      `/listings/${id}/edit`,
      [
        ...fields({ name: "" }),
        await makeImage("png").then((bytes) => ({ name: "photos", filename: "p.png", bytes })),
      ],
      { [XHR_SUBMISSION_HEADER]: XHR_SUBMISSION_VALUE },
    );
    const response = await middleware(routeArgs(services, owner, request, { id }), untouched);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as {
      type: string;
      status: number;
      data: ListingFormActionData;
    };
    expect(reply.type).toBe("data");
    expect(reply.status).toBe(400);
    expect(reply.data.result.error?.name).toEqual(["Please enter a name for your listing."]);
    expect(reply.data.result.error?.[""] ?? []).not.toContain(listingFormMessages.photosAgain);
    // The message a plain post's page would show comes in the reply, for the page to show
    // (decision 0108), and the root's middleware takes its cookie back off.
    expect((reply as { toast?: unknown }).toast).toMatchObject({
      type: "error",
      title: "Missing Information",
    });
  });

  it("gets a refusal as an error reply, and leaves other requests alone", async () => {
    const id = await create(owner, fields());
    const forged = post(`/listings/${id}/edit`, fields({ name: "Mine" }), {
      [XHR_SUBMISSION_HEADER]: XHR_SUBMISSION_VALUE,
    });
    const refused = await middleware(routeArgs(services, other, forged, { id }), untouched);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      type: "error",
      status: 403,
      message: "You can only change your own listings.",
    });
    const plain = post(`/listings/${id}/edit`, fields({ name: "Plain" }));
    const passed = await middleware(routeArgs(services, owner, plain, { id }), untouched);
    expect(await passed.text()).toBe("the page");
    expect((await read(id)).name).toBe("Courgettes");
  });
});

describe("a photo the server's disk cannot take", () => {
  const cases = [
    {
      fault: "full",
      disk: () => fullDisk(),
      status: 507,
      message:
        "Upload failed: We could not save your photos: the server's storage is full. Please try again later.",
    },
    {
      fault: "read-only",
      disk: () => readOnlyDisk(),
      status: 503,
      message:
        "Upload failed: We could not save your photos: the server's storage is not taking files at the moment. Please try again later.",
    },
  ] as const;

  for (const { fault, disk: makeDisk, status, message } of cases) {
    it(`answers ${status} in the form's words on ${fault} storage, keeping what was typed and changing nothing`, async () => {
      const id = await create(owner, [...fields(), await photo("a.jpg")]);
      const before = await read(id);
      const disk = makeDisk();
      try {
        const faulty = { ...services, storage: new LocalFileStorage(disk.folder) } as AppServices;
        const request = post(`/listings/${id}/edit`, [
          ...fields({ name: "Typed while the disk was full" }),
          await photo("new.jpg"),
        ]);
        const outcome = await settle(() =>
          editAction(routeArgs(faulty, owner, request, { id }) as never),
        );
        expect(statusOf(outcome)).toBe(status);
        const reply = (outcome as DataResult<ListingFormActionData>).data.result;
        expect(reply.error?.[""]?.[0]).toBe(message);
        expect(reply.initialValue?.name).toBe("Typed while the disk was full");
        expect(await read(id)).toEqual(before);
      } finally {
        disk.release();
      }
    });
  }
});
