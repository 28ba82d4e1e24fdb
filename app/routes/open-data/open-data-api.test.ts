import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import { listingSchema } from "~/listings/listing-schema";
import { createListing } from "~/listings/listing-writes.server";
import { listings } from "~/listings/listings.table";
import { OPEN_DATA_RATE_LIMIT, SMALLEST_COUNT_SHOWN } from "~/open-data/open-data-limits";
import { openApiDocument } from "~/open-data/openapi";
import { clientIpContext } from "~/server/context.server";
import { takeRateLimit } from "~/server/rate-limit/rate-limit.server";
import type { AppServices } from "~/server/services.server";
import { exampleFoodBank, sheetCsv } from "../../../tests/factories/food-bank-sheets";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { createAdmittedMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as allotmentCouncils } from "./api-allotment-councils";
import { loader as cities } from "./api-cities";
import { loader as foodBank } from "./api-food-bank";
import { loader as foodBanks } from "./api-food-banks";
import { loader as openApi } from "./api-openapi";
import { loader as plantingCalendar } from "./api-planting-calendar";
import { loader as sharing } from "./api-sharing";

// Every /api/v1 endpoint as the server calls it: status, content type, CORS, ETag and 304, the
// per-client limit, and each real answer validated against the schema the OpenAPI description
// gives for it (decision 0096).

const getDatabase = setupTestDatabase();
let services: AppServices;
let appUrl: string;
let clients = 0;

type Loader = (args: never) => Promise<Response>;

/** A request from a client address of its own, so the tests never share one's allowance. */
async function call(
  loader: Loader,
  target: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
  client = `198.51.100.${++clients}`,
): Promise<Response> {
  const args = routeArgs(services, null, new Request(`${appUrl}${target}`, { headers }), params);
  args.context.set(clientIpContext, client);
  return loader(args as never);
}

const document = () => openApiDocument(appUrl);

function validatorFor(schemaName: string) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // The description is not a schema itself: its schemas sit under components.schemas.
  ajv.addKeyword("components");
  ajv.addSchema({ $id: "openapi.json", components: document().components }, "openapi.json");
  const validate = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`No schema ${schemaName} in the description`);
  return validate;
}

/** The schema name the description gives for an operation's answer of `status` and `type`. */
function schemaNameFor(apiPath: string, status: string, type: string): string {
  const paths = document().paths as Record<
    string,
    {
      get: {
        responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
      };
    }
  >;
  const ref = paths[apiPath]?.get.responses[status]?.content?.[type]?.schema.$ref;
  if (!ref) throw new Error(`The description gives no ${type} for ${status} at ${apiPath}`);
  return ref.replace("#/components/schemas/", "");
}

async function expectValid(response: Response, apiPath: string) {
  const type = (response.headers.get("content-type") ?? "").split(";")[0] ?? "";
  const validate = validatorFor(schemaNameFor(apiPath, String(response.status), type));
  const body = await response.json();
  const valid = validate(body);
  expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
  expect(valid).toBe(true);
  return body;
}

beforeAll(async () => {
  const routeServices = createRouteServices(getDatabase());
  services = routeServices.services;
  appUrl = services.env.APP_URL;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-open-")), "banks.csv");
  writeFileSync(
    file,
    sheetCsv([
      exampleFoodBank(1, {
        "Organisation Name": "Headingley Example Food Bank",
        Postcode: "LS6 1AA",
        "Needed Items": "Potatoes\nFresh fruit\nUHT milk",
        "Excess Items": "Pasta\nApples",
      }),
      exampleFoodBank(2, { Postcode: "ZZ99 9ZZ" }),
    ]),
  );
  expect((await syncFoodBanks({ db: services.db }, { kind: "file", path: file })).success).toBe(
    true,
  );
  const grower = await createAdmittedMember(createTestServices(getDatabase()));
  const list = (name: string, category: "Vegetables" | "Fruits", location: string) =>
    createListing(
      services.db,
      grower,
      listingSchema.parse({ name, category, type: "Free", location }),
    );
  for (const name of ["Charlotte potatoes", "Spare spuds", "Maris Piper potatoes"]) {
    await list(name, "Vegetables", "LS6");
  }
  await list("Bramley apples", "Fruits", "LS6");
  await list("Pears", "Fruits", "LS6");
  const demo = await list("Demo plums", "Fruits", "LS6");
  await services.db.update(listings).set({ isDemo: true }).where(eq(listings.id, demo.id));
});

const endpoints: Array<[string, string, Loader, Record<string, string>, string]> = [
  ["/food-banks", "/api/v1/food-banks", foodBanks as Loader, {}, "application/json"],
  [
    "/food-banks",
    "/api/v1/food-banks?format=geojson",
    foodBanks as Loader,
    {},
    "application/geo+json",
  ],
  [
    "/food-banks/{id}",
    "/api/v1/food-banks/example-1",
    foodBank as Loader,
    { id: "example-1" },
    "application/json",
  ],
  ["/cities", "/api/v1/cities", cities as Loader, {}, "application/json"],
  ["/cities", "/api/v1/cities?format=geojson", cities as Loader, {}, "application/geo+json"],
  [
    "/allotment-councils",
    "/api/v1/allotment-councils",
    allotmentCouncils as Loader,
    {},
    "application/json",
  ],
  [
    "/planting-calendar",
    "/api/v1/planting-calendar",
    plantingCalendar as Loader,
    {},
    "application/json",
  ],
  ["/sharing", "/api/v1/sharing", sharing as Loader, {}, "application/json"],
  ["/sharing", "/api/v1/sharing?format=geojson", sharing as Loader, {}, "application/geo+json"],
];

describe("every /api/v1 endpoint", () => {
  it.each(endpoints)(
    "%s (%s) answers 200 as the description says, open to every site, with an ETag and 304",
    async (apiPath, target, loader, params, type) => {
      const response = await call(loader, target, params);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("cache-control")).toMatch(/^public\b/);
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      await expectValid(response, apiPath);

      const again = await call(loader, target, params, { "If-None-Match": etag ?? "" });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
    },
  );

  it.each(endpoints)(
    "%s (%s) refuses a client past its limit with 429 and Retry-After",
    async (_apiPath, target, loader, params) => {
      const client = `203.0.113.${++clients}`;
      await takeRateLimit(services.db, `open-data:${client}`, OPEN_DATA_RATE_LIMIT, {
        amount: OPEN_DATA_RATE_LIMIT.max,
      });
      const response = await call(loader, target, params, {}, client);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(OPEN_DATA_RATE_LIMIT.window);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(validatorFor("Problem")(await response.json())).toBe(true);
    },
  );

  it("counts each client's requests: the limit's last one is allowed, the next refused", async () => {
    const client = "192.0.2.77";
    await takeRateLimit(services.db, `open-data:${client}`, OPEN_DATA_RATE_LIMIT, {
      amount: OPEN_DATA_RATE_LIMIT.max - 1,
    });
    expect((await call(cities as Loader, "/api/v1/cities", {}, {}, client)).status).toBe(200);
    expect((await call(cities as Loader, "/api/v1/cities", {}, {}, client)).status).toBe(429);
    // Another client is not affected.
    expect((await call(cities as Loader, "/api/v1/cities")).status).toBe(200);
  });
});

describe("food banks", () => {
  it("carries Give Food's credit, needs and excess items, at the district's centre", async () => {
    const body = await expectValid(
      await call(foodBank as Loader, "/api/v1/food-banks/example-1", { id: "example-1" }),
      "/food-banks/{id}",
    );
    expect(body.attribution.credit).toContain("Give Food");
    expect(body.attribution.sources[0].url).toBe("https://www.givefood.org.uk");
    expect(body.foodBank.needs).toEqual(["Potatoes", "Fresh fruit", "UHT milk"]);
    expect(body.foodBank.excess).toEqual(["Pasta", "Apples"]);
    expect(body.foodBank.location.latitude).toBeCloseTo(53.8, 0);
    expect(body.foodBank.needsFeed).toBe(`${appUrl}/food-bank/example-1/needs.atom`);
  });

  it("leaves a food bank with no known district out of the GeoJSON, not the JSON", async () => {
    const json = await (await call(foodBanks as Loader, "/api/v1/food-banks")).json();
    expect(json.count).toBe(2);
    const geo = await (await call(foodBanks as Loader, "/api/v1/food-banks?format=geojson")).json();
    expect(geo.features.map((feature: { id: string }) => feature.id)).toEqual(["example-1"]);
    expect(geo.features[0].geometry.coordinates[0]).toBeLessThan(0);
  });

  it("answers 404 in JSON, open to every site, for an unknown id", async () => {
    const response = await call(foodBank as Loader, "/api/v1/food-banks/nowhere", {
      id: "nowhere",
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    await expectValid(response, "/food-banks/{id}");
  });
});

describe("sharing counts", () => {
  it("counts by district and category, leaving out small counts, demo listings and all text", async () => {
    const response = await call(sharing as Loader, "/api/v1/sharing");
    const text = await response.clone().text();
    const body = await expectValid(response, "/sharing");
    expect(body.smallestCountShown).toBe(SMALLEST_COUNT_SHOWN);
    // Three vegetables in LS6 are shown; two fruits (the demo plums not counted) are not.
    expect(body.areas).toEqual([
      expect.objectContaining({ area: "LS6", kind: "district", categories: { Vegetables: 3 } }),
    ]);
    expect(body.areas[0].total).toBe(3);
    for (const word of ["Charlotte", "spuds", "Bramley", "plums", "user", "member"]) {
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });
});

describe("the OpenAPI description", () => {
  it("is OpenAPI 3.1 whose every schema compiles under JSON Schema 2020-12, strictly", async () => {
    const response = await call(openApi as Loader, "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const served = await response.json();
    expect(served.openapi).toBe("3.1.0");
    expect(served.servers[0].url).toBe(`${appUrl}/api/v1`);
    for (const name of Object.keys(served.components.schemas)) validatorFor(name);
  });

  it("describes every endpoint with a 200, a 304 and a 429, and each $ref resolves", () => {
    const { paths, components } = document();
    expect(Object.keys(paths).sort()).toEqual(
      [...new Set(endpoints.map(([apiPath]) => apiPath))].sort(),
    );
    for (const [apiPath, item] of Object.entries(paths)) {
      const responses = item.get.responses as Record<string, unknown>;
      expect(Object.keys(responses), apiPath).toEqual(
        expect.arrayContaining(["200", "304", "429"]),
      );
    }
    const refs = JSON.stringify(document()).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of refs) {
      expect(components.schemas, ref).toHaveProperty(ref.split("/").pop() as string);
    }
  });
});
