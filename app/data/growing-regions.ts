/**
 * The planting calendar's five UK growing regions and the median date of the last air frost in
 * spring and the first in autumn in each, as "MM-DD": derived from the Met Office's 1991-2020
 * station records of days of air frost at the region's named stations (extracts in
 * `app/data/frost/`, the derivation in `frost-dates.ts`, checked by `frost-dates.test.ts`; the
 * choice of stations in docs/decisions/0082-regional-planting-timing.md). An average, not a
 * forecast. The calendar's months are written for `south-central`, the baseline the other
 * regions are measured against.
 */
export const growingRegionIds = [
  "south-west-coast",
  "south-central",
  "north-wales",
  "lowland-scotland-ni",
  "highlands-islands",
] as const;
export type GrowingRegionId = (typeof growingRegionIds)[number];

export interface GrowingRegion {
  id: GrowingRegionId;
  name: string;
  /** Where it is, in a grower's words. */
  covers: string;
  lastFrost: `${number}-${number}`;
  firstFrost: `${number}-${number}`;
  /** The Met Office stations whose 1991-2020 records give the frost dates, as they name them. */
  frostStations: readonly string[];
}

export const BASELINE_REGION_ID: GrowingRegionId = "south-central";

export const growingRegions: readonly GrowingRegion[] = [
  {
    id: "south-west-coast",
    name: "South-west coasts",
    covers: "Cornwall, the Isles of Scilly, south Devon and the Pembrokeshire coast",
    lastFrost: "03-13",
    firstFrost: "12-09",
    frostStations: ["Camborne"],
  },
  {
    id: "south-central",
    name: "Southern and central England and south Wales",
    covers: "England south of Stoke and Nottingham, and south Wales",
    lastFrost: "04-18",
    firstFrost: "10-30",
    frostStations: ["Oxford"],
  },
  {
    id: "north-wales",
    name: "Northern England and mid and north Wales",
    covers: "England from Stoke and Nottingham northwards, and mid and north Wales",
    lastFrost: "04-26",
    firstFrost: "10-24",
    frostStations: ["Bradford"],
  },
  {
    id: "lowland-scotland-ni",
    name: "Lowland Scotland and Northern Ireland",
    covers: "Scotland's central belt, Borders, south-west and east coast, and Northern Ireland",
    lastFrost: "04-23",
    firstFrost: "10-26",
    frostStations: ["Armagh", "Paisley"],
  },
  {
    id: "highlands-islands",
    name: "Highlands and islands",
    covers: "the Highlands, Highland Perthshire, upland Aberdeenshire, Argyll and the islands",
    lastFrost: "05-31",
    firstFrost: "09-09",
    frostStations: ["Braemar"],
  },
];

export function isGrowingRegionId(value: unknown): value is GrowingRegionId {
  return typeof value === "string" && (growingRegionIds as readonly string[]).includes(value);
}

/** A region by its id; the baseline for anything else. */
export function growingRegion(id: string | null | undefined): GrowingRegion {
  const wanted = isGrowingRegionId(id) ? id : BASELINE_REGION_ID;
  const region = growingRegions.find((candidate) => candidate.id === wanted);
  if (!region) throw new Error(`no growing region ${wanted}`);
  return region;
}
