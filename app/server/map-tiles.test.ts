import { describe, expect, it } from "vitest";
import { DEFAULT_TILE_URL, tileImageSource } from "./map-tiles";

describe("tileImageSource", () => {
  it("gives the tile server's origin for the Content-Security-Policy", () => {
    expect(tileImageSource(DEFAULT_TILE_URL)).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource("http://127.0.0.1:4331/map-tiles-stand-in/{z}/{x}/{y}.png")).toBe(
      "http://127.0.0.1:4331",
    );
    expect(tileImageSource("https://tiles.example.org/styles/{z}/{x}/{y}@2x.png?key=abc")).toBe(
      "https://tiles.example.org",
    );
  });

  it("allows a {s}. subdomain as a wildcard", () => {
    expect(tileImageSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.org",
    );
  });

  it("refuses what is not an http(s) tile address", () => {
    for (const bad of [
      "",
      "tile.openstreetmap.org/{z}/{x}/{y}.png",
      "ftp://tiles.example.org/{z}/{x}/{y}.png",
      "https://tiles.example.org/{z}/{x}.png",
      "https://tiles.{s}.example.org/{z}/{x}/{y}.png",
      "https://user:secret@tiles.example.org/{z}/{x}/{y}.png",
      "https://tiles.example.org;script-src */{z}/{x}/{y}.png",
      "https://tiles.example.org 'unsafe-inline'/{z}/{x}/{y}.png",
    ]) {
      expect(tileImageSource(bad), bad).toBeNull();
    }
  });
});
