import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { syncFoodBanks } from "~/food-banks/food-bank-import.server";
import { FOOD_BANKS_FETCH_ERROR } from "~/food-banks/food-bank-messages";
import { servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { exampleFoodBank, sheetCsv } from "../../../tests/factories/food-bank-sheets";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./city";

// The city page's loader as the server calls it: unknown cities, imported food banks, and a
// database that cannot answer.

const getDatabase = setupTestDatabase();
const logLines: { level: number; msg: string; city?: string }[] = [];
let services: AppServices;

beforeAll(() => {
  const captured = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  services = {
    ...createTestServices(getDatabase()),
    logger: pino({ level: "info" }, captured),
  } as unknown as AppServices;
});

type LoaderResult = Awaited<ReturnType<typeof loader>>;

async function load(citySlug: string): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`http://localhost:3000/food-banks/${citySlug}`);
  const args = {
    request: new Request(url),
    context,
    params: { citySlug },
    url,
    pattern: "/food-banks/:citySlug",
  };
  try {
    return await loader(args as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}

describe("/food-banks/{slug}", () => {
  it("answers 404 for a city it does not know", async () => {
    const thrown = (await load("atlantis")) as { type: string; init: ResponseInit | null };
    expect(thrown.type).toBe("DataWithResponseInit");
    expect(thrown.init?.status).toBe(404);
  });

  it("lists no food banks before any are imported: none are invented", async () => {
    const result = (await load("leeds")) as LoaderResult;
    expect(result).toMatchObject({
      city: { name: "Leeds", slug: "leeds", county: "West Yorkshire" },
      foodBanks: [],
    });
  });

  it("lists the city's imported food banks by name, each with what its card shows", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "glut-city-")), "banks.csv");
    writeFileSync(
      file,
      sheetCsv([
        exampleFoodBank(2, { "Organisation Name": "Beta Example Food Bank" }),
        exampleFoodBank(1, { "Organisation Name": "Alpha Example Food Bank" }),
        exampleFoodBank(3, { City: "York" }),
      ]),
    );
    expect((await syncFoodBanks({ db: services.db }, { kind: "file", path: file })).success).toBe(
      true,
    );
    const result = (await load("LEEDS")) as Exclude<LoaderResult, { type: string }>;
    expect(result.foodBanks?.map((bank) => bank.organisationName)).toEqual([
      "Alpha Example Food Bank",
      "Beta Example Food Bank",
    ]);
    expect(result.foodBanks?.[0]).toEqual({
      id: expect.any(String),
      organisationName: "Alpha Example Food Bank",
      organisationAltName: null,
      isVerified: false,
      address: "1 Example Street\nExampletown",
      postcode: "LS1 1UN",
      phoneNumber: "01632 960001",
      email: "foodbank1@example.org",
      url: "https://foodbank1.example.org",
      network: "Independent",
      neededItems: ["Tinned fish", "UHT milk", "Rice", "Tea bags"],
      excessItems: ["Pasta", "Baked beans"],
      parliamentaryConstituency: "Example Central",
      mp: "A. N. Example",
      // Its own page, named by its id in the source.
      href: "/food-bank/example-1",
      point: expect.any(Object),
    });
    // On the map near its postcode district's centre (LS1, 53.7971, -1.5522), never its street
    // address: two food banks there share the centre, so each is spread from it by its id, which
    // is new in every run (within 900 m, app/maps/map-points.ts).
    const point = result.foodBanks?.[0]?.point;
    expect(Math.abs((point?.latitude ?? 0) - 53.7971)).toBeLessThan(0.009);
    expect(Math.abs((point?.longitude ?? 0) + 1.5522)).toBeLessThan(0.014);
    // England's services: Citizens Advice's Adviceline number, then Samaritans last.
    expect(result.support[0]?.phone?.display).toBe("0800 144 8848");
    expect(result.support.at(-1)?.name).toBe("Samaritans");
  });

  it("logs 'Could not fetch food banks' and answers 500 with the page but no list", async () => {
    const { db } = services;
    await db.execute(sql`alter table food_banks rename to food_banks_away`);
    try {
      const result = (await load("york")) as {
        type: string;
        data: { city: { name: string }; foodBanks: unknown };
        init: ResponseInit | null;
      };
      expect(result.type).toBe("DataWithResponseInit");
      expect(result.init?.status).toBe(500);
      expect(result.data.city.name).toBe("York");
      expect(result.data.foodBanks).toBeNull();
    } finally {
      await db.execute(sql`alter table food_banks_away rename to food_banks`);
    }
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 50, msg: FOOD_BANKS_FETCH_ERROR, city: "york" }),
    );
  });
});
