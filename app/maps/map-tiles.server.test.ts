import { describe, expect, it } from "vitest";
import { mapTileServer, mapTilesOf } from "./map-tiles.server";

describe("the tile server a page's map and the privacy notice name", () => {
  it("hands a page the configured tiles and credit", () => {
    expect(
      mapTilesOf({
        MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
        MAP_TILE_ATTRIBUTION_URL: "https://www.openstreetmap.org/copyright",
      }),
    ).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      attributionUrl: "https://www.openstreetmap.org/copyright",
    });
  });

  it("names OpenStreetMap's servers as such, and any other by its host", () => {
    expect(mapTileServer("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual({
      host: "tile.openstreetmap.org",
      openStreetMap: true,
    });
    expect(mapTileServer("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toEqual({
      host: "tiles.example.org",
      openStreetMap: false,
    });
    expect(mapTileServer("https://openstreetmap.org.example.com/{z}/{x}/{y}.png")).toEqual({
      host: "openstreetmap.org.example.com",
      openStreetMap: false,
    });
  });
});
