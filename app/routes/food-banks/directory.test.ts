import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { citiesByPopulation } from "~/data/cities-by-population";
import { servicesContext } from "~/server/context.server";
import { loadEnv } from "~/server/env.server";
import type { AppServices } from "~/server/services.server";
import { loader } from "./directory";

// The directory's loader as the GET search form reaches it without JavaScript.

const env = loadEnv({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "glut-food-banks-")),
  BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
  APP_URL: "http://localhost:3000",
});

function load(search: string): unknown {
  const context = new RouterContextProvider();
  context.set(servicesContext, { env } as unknown as AppServices);
  const url = new URL(`http://localhost:3000/food-banks${search}`);
  const args = { request: new Request(url), context, params: {}, url, pattern: "/food-banks" };
  try {
    return loader(args as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}

type Page = Exclude<ReturnType<typeof loader>, Response>;

describe("/food-banks", () => {
  it("lists every city, the largest first, with no search", () => {
    const page = load("") as Page;
    expect(page.query).toBe("");
    expect(page.matches).toBeNull();
    expect(page.cities[0]).toEqual({
      name: "London",
      slug: "london",
      county: "Greater London",
      region: "London",
      population: 9089736,
    });
    // The site's one order of places, largest first (decision 0083).
    expect(page.cities.map((city) => city.slug)).toEqual(citiesByPopulation.map((c) => c.slug));
  });

  it("goes straight to the city a search names", () => {
    const response = load("?q=%20Leeds%20") as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/food-banks/leeds");
  });

  it("lists up to 8 matching cities when the search names several", () => {
    const page = load("?q=kent") as Page;
    expect(page.query).toBe("kent");
    expect(page.matches?.length).toBeGreaterThan(1);
    expect(page.matches?.length).toBeLessThanOrEqual(8);
    expect(page.matches?.every((city) => city.county === "Kent")).toBe(true);
  });

  it("finds nothing for a place it does not know", () => {
    expect((load("?q=Atlantis") as Page).matches).toEqual([]);
  });
});
