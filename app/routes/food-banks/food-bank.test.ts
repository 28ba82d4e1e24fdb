import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/accounts/accounts.table";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { savedSearches } from "~/saved-searches/saved-searches.table";
import { servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { exampleFoodBank, sheetCsv } from "../../../tests/factories/food-bank-sheets";
import { routeArgs, settle } from "../../../tests/factories/route-args";
import { createAdmittedMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./food-bank";

// A food bank's own page, as the server loads it for anyone (no sign-in): the imported food bank,
// and what growers near it offer of its needs.

const getDatabase = setupTestDatabase();
let services: AppServices;

beforeAll(async () => {
  services = createTestServices(getDatabase()) as unknown as AppServices;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-bank-")), "banks.csv");
  writeFileSync(
    file,
    sheetCsv([
      exampleFoodBank(1, {
        "Organisation Name": "Headingley Example Food Bank",
        Postcode: "LS6 1AA",
        "Needed Items": "Tinned potatoes\nPotatoes\nFresh fruit\nUHT milk",
      }),
      exampleFoodBank(2, { Postcode: "LS1 1UN" }),
    ]),
  );
  expect((await syncFoodBanks({ db: services.db }, { kind: "file", path: file })).success).toBe(
    true,
  );
  const grower = await createAdmittedMember(createTestServices(getDatabase()));
  for (const [name, location] of [
    ["Charlotte potatoes", "LS6"],
    ["Spare spuds", "LS7"],
    ["Tinned potatoes", "York"],
  ] as const) {
    await createListing(
      services.db,
      grower,
      listingSchema.parse({ name, category: "Vegetables", type: "Free", location }),
    );
  }
});

async function load(sourceId: string): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`http://localhost:3000/food-bank/${sourceId}`);
  const args = { request: new Request(url), context, params: { sourceId }, url };
  try {
    return await loader(args as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}

type Loaded = Awaited<ReturnType<typeof loader>>;

describe("a food bank's page", () => {
  it("is 404 for a food bank not in the list", async () => {
    const thrown = (await load("nowhere")) as { init: ResponseInit | null };
    expect(thrown.init?.status).toBe(404);
  });

  it("shows the food bank, its city and what growers within 10 miles offer of its needs", async () => {
    const page = (await load("example-1")) as Loaded;
    expect(page.foodBank.organisationName).toBe("Headingley Example Food Bank");
    expect(page.city).toEqual({ name: "Leeds", slug: "leeds" });
    expect(page.path).toBe("/food-bank/example-1");
    expect(page.needsProduce).toBe(true);
    expect(page.offered.map(({ item, count }) => ({ item, count }))).toEqual([
      { item: "Potatoes", count: 2 },
    ]);
  });

  it("says when nothing on the list is fresh produce", async () => {
    const page = (await load("example-2")) as Loaded;
    expect(page.needsProduce).toBe(false);
    expect(page.offered).toEqual([]);
  });
});

describe("saving searches for a food bank's needs from its page", () => {
  function post(user: Parameters<typeof routeArgs>[1]) {
    const request = new Request("http://localhost:3000/food-bank/example-1", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=save-needs",
    });
    return settle(() =>
      action(routeArgs(services, user, request, { sourceId: "example-1" }) as never),
    );
  }

  it("refuses a personal member's forged request with 403, saving nothing", async () => {
    const person = await createAdmittedMember(createTestServices(getDatabase()));
    const outcome = (await post(person)) as { init: ResponseInit | null; data: { error: string } };
    expect(outcome.init?.status).toBe(403);
    expect(outcome.data.error).toBe(
      "Only approved food-bank organisations can save searches for a food bank's needs.",
    );
    expect(
      await services.db.select().from(savedSearches).where(eq(savedSearches.userId, person.id)),
    ).toEqual([]);
  });

  it("saves a daily search around the food bank for each need of an approved food bank", async () => {
    const organisation = await createAdmittedMember(createTestServices(getDatabase()));
    await services.db
      .update(profiles)
      .set({ isOrganization: true, organizationType: "food-bank" })
      .where(eq(profiles.id, organisation.id));
    const asFoodBank = {
      ...organisation,
      profile: { ...organisation.profile, isOrganization: true, organizationType: "food-bank" },
    };
    const outcome = (await post(asFoodBank)) as Response;
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/saved-searches");
    const saved = await services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, organisation.id));
    // Potatoes and fresh fruit: the tinned potatoes and UHT milk are not produce.
    expect(saved.length).toBeGreaterThanOrEqual(2);
    expect(saved.every((row) => row.near === "LS6" && row.withinMiles === 10)).toBe(true);
  });
});
