import { describe, expect, it } from "vitest";
import { loader } from "./place-suggestions";

function suggest(q: string) {
  const url = new URL(`http://localhost:3000/places/suggest?q=${encodeURIComponent(q)}`);
  return loader({ url } as unknown as Parameters<typeof loader>[0]);
}

describe("/places/suggest", () => {
  it("offers districts for the start of a postcode, cacheable by anyone", async () => {
    const response = suggest("BN");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const { places } = (await response.json()) as { places: string[] };
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.startsWith("BN"))).toBe(true);
  });

  it("offers towns by name, and nothing for nothing", async () => {
    expect(((await suggest("Brad").json()) as { places: string[] }).places).toContain("Bradford");
    expect(((await suggest("").json()) as { places: string[] }).places).toEqual([]);
  });
});
