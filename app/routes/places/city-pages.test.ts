import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { placeListingMessages } from "~/places/city-listings.server";
import { servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createAdmittedMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as cityLoader } from "./city";
import { loader as freeFoodLoader } from "./free-food-city";

// The city and free-food pages' loaders as the server calls them: known and unknown places,
// and what they answer when the listings cannot be read.

const getDatabase = setupTestDatabase();
let services: AppServices;

beforeAll(async () => {
  const test = createTestServices(getDatabase());
  services = {
    ...test,
    storage: new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-places-"))),
  } as unknown as AppServices;
  const grower = await createAdmittedMember(test);
  for (const [name, type] of [
    ["Gooseberries", "Free"],
    ["Blackcurrants", "Swap"],
  ] as const) {
    await createListing(
      test.db,
      grower,
      listingSchema.parse({ name, category: "Fruits", type, location: "Wakefield" }),
    );
  }
});

/** Either page's loader; the arguments are built here the way the server builds them. */
type Loader = (args: never) => Promise<unknown>;

async function load(loader: Loader, pathname: string, slug: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`http://localhost:3000${pathname}`);
  const args = { request: new Request(url), context, params: { slug }, url, pattern: pathname };
  try {
    return await loader(args as never);
  } catch (thrown) {
    return thrown;
  }
}

type Thrown = { type?: string; data?: unknown; init?: ResponseInit | null } & Partial<Response>;

async function withListingsTableGone<T>(run: () => Promise<T>): Promise<T> {
  await services.db.execute(sql`alter table listings rename to listings_away`);
  try {
    return await run();
  } finally {
    await services.db.execute(sql`alter table listings_away rename to listings`);
  }
}

describe.each([
  ["city", cityLoader, "/city"],
  ["free-food", freeFoodLoader, "/free-food"],
] as const)("the %s page", (_, loader, base) => {
  it("answers 404 for a place that is not in the list", async () => {
    const thrown = (await load(loader, `${base}/atlantis`, "atlantis")) as Thrown;
    expect(thrown.type).toBe("DataWithResponseInit");
    expect(thrown.init?.status).toBe(404);
  });

  it("sends a slug in other letters to the one address", async () => {
    const thrown = (await load(loader, `${base}/Wakefield`, "Wakefield")) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(301);
    expect(thrown.headers.get("Location")).toBe(`${base}/wakefield`);
  });
});

describe("the city page's listings", () => {
  it("counts the city's listings and its free ones", async () => {
    const page = (await load(cityLoader, "/city/wakefield", "wakefield")) as {
      city: { name: string; population: string };
      listings: { status: string; total: number; freeTotal: number; cards: { name: string }[] };
      nearby: { slug: string }[];
      membershipPrice: string;
    };
    expect(page.city.name).toBe("Wakefield");
    expect(page.city.population).toMatch(
      /^population \d{1,3}(,\d{3})+ \(Wakefield council area, mid-2024 estimate\)$/,
    );
    expect(page.listings).toMatchObject({ status: "loaded", total: 2, freeTotal: 1 });
    expect(page.listings.cards.map((card) => card.name).sort()).toEqual([
      "Blackcurrants",
      "Gooseberries",
    ]);
    expect(page.nearby.map((place) => place.slug)).toContain("leeds");
    expect(page.membershipPrice).toBe("£1.00");
  });

  it("answers 500 with the specification's words when the listings cannot be read", async () => {
    const thrown = (await withListingsTableGone(() =>
      load(cityLoader, "/city/wakefield", "wakefield"),
    )) as Thrown;
    expect(thrown.type).toBe("DataWithResponseInit");
    expect(thrown.init?.status).toBe(500);
    expect(thrown.data).toMatchObject({
      city: { name: "Wakefield" },
      listings: { status: "failed", message: "Failed to fetch listings. Please try again." },
    });
    expect(placeListingMessages.city).toBe("Failed to fetch listings. Please try again.");
  });
});

describe("the free-food page's listings", () => {
  it("shows only Free listings", async () => {
    const page = (await load(freeFoodLoader, "/free-food/wakefield", "wakefield")) as {
      listings: { status: string; total: number; cards: { name: string; type: string }[] };
    };
    expect(page.listings).toMatchObject({ status: "loaded", total: 1 });
    expect(page.listings.cards).toEqual([
      expect.objectContaining({ name: "Gooseberries", type: "Free" }),
    ]);
  });

  it("answers 500 with the specification's words when the listings cannot be read", async () => {
    const thrown = (await withListingsTableGone(() =>
      load(freeFoodLoader, "/free-food/wakefield", "wakefield"),
    )) as Thrown;
    expect(thrown.init?.status).toBe(500);
    expect(thrown.data).toMatchObject({
      listings: {
        status: "failed",
        message: "Failed to fetch free food listings. Please try again.",
      },
    });
  });
});
