import { describe, expect, it } from "vitest";
import {
  MAP_MAX_ZOOM,
  type MapPoint,
  mapPointAttributes,
  POINT_DECIMALS,
  SPREAD_MAX_METRES,
  spreadPoints,
} from "./map-points";

const LEEDS: MapPoint = { latitude: 53.7997, longitude: -1.5492 };
const LS6: MapPoint = { latitude: 53.8194, longitude: -1.5772 };

/** Metres between two points (equirectangular: exact enough across a district). */
function metresBetween(a: MapPoint, b: MapPoint): number {
  const north = (b.latitude - a.latitude) * 111_320;
  const east = (b.longitude - a.longitude) * 111_320 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

function decimals(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return fraction.length;
}

const atLeeds = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `listing-${index}`, point: LEEDS }));

describe("spreadPoints", () => {
  it("leaves a point alone at its centre", () => {
    const spread = spreadPoints([
      { id: "a", point: LEEDS },
      { id: "b", point: LS6 },
    ]);
    expect(spread.get("a")).toEqual(LEEDS);
    expect(spread.get("b")).toEqual(LS6);
  });

  it("leaves out items without a point", () => {
    const spread = spreadPoints([
      { id: "placed", point: LEEDS },
      { id: "unplaced", point: null },
    ]);
    expect([...spread.keys()]).toEqual(["placed"]);
  });

  it("spreads points sharing a centre so that none hides another", () => {
    for (const count of [2, 3, 8, 24, 60]) {
      const points = [...spreadPoints(atLeeds(count)).values()];
      expect(points).toHaveLength(count);
      const distinct = new Set(points.map((point) => `${point.latitude},${point.longitude}`));
      expect(distinct.size).toBe(count);
      for (const [index, point] of points.entries()) {
        for (const other of points.slice(index + 1)) {
          expect(metresBetween(point, other)).toBeGreaterThan(40);
        }
      }
    }
  });

  it("keeps every spread point well inside a district, however many share it", () => {
    for (const count of [2, 8, 24, 200]) {
      for (const point of spreadPoints(atLeeds(count)).values()) {
        // The rounding to POINT_DECIMALS may add a few metres.
        expect(metresBetween(LEEDS, point)).toBeLessThanOrEqual(SPREAD_MAX_METRES + 10);
      }
    }
  });

  it("never gives a coordinate more decimal places than POINT_DECIMALS", () => {
    const spread = spreadPoints([
      ...atLeeds(12),
      { id: "fine", point: { latitude: 53.123456789, longitude: -1.987654321 } },
    ]);
    for (const point of spread.values()) {
      expect(decimals(point.latitude)).toBeLessThanOrEqual(POINT_DECIMALS);
      expect(decimals(point.longitude)).toBeLessThanOrEqual(POINT_DECIMALS);
    }
    expect(spread.get("fine")).toEqual({ latitude: 53.1235, longitude: -1.9877 });
  });

  it("puts the same item in the same place whatever the order, and on every visit", () => {
    const items = atLeeds(10);
    const once = spreadPoints(items);
    const reversed = spreadPoints([...items].reverse());
    const again = spreadPoints(items);
    for (const { id } of items) {
      expect(reversed.get(id)).toEqual(once.get(id));
      expect(again.get(id)).toEqual(once.get(id));
    }
  });

  it("spreads each centre's group around that centre only", () => {
    const spread = spreadPoints([
      ...atLeeds(5),
      ...Array.from({ length: 5 }, (_, index) => ({ id: `ls6-${index}`, point: LS6 })),
    ]);
    for (const [id, point] of spread) {
      const centre = id.startsWith("ls6-") ? LS6 : LEEDS;
      expect(metresBetween(centre, point)).toBeLessThanOrEqual(SPREAD_MAX_METRES + 10);
    }
  });

  it("counts an item listed twice once", () => {
    const spread = spreadPoints([
      { id: "a", point: LEEDS },
      { id: "a", point: LEEDS },
    ]);
    expect(spread.get("a")).toEqual(LEEDS);
  });
});

describe("the map's limits", () => {
  it("zooms no closer than about a district across a screen", () => {
    expect(MAP_MAX_ZOOM).toBeLessThanOrEqual(13);
  });

  it("carries a point on a list item as data attributes, and nothing for none", () => {
    expect(mapPointAttributes(LEEDS)).toEqual({
      "data-map-lat": "53.7997",
      "data-map-lng": "-1.5492",
    });
    expect(mapPointAttributes(null)).toEqual({});
  });
});
