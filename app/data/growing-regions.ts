/**
 * The planting calendar's five UK growing regions and the typical date of the last air frost in
 * spring and the first in autumn in each, as "MM-DD". The dates are rounded typical values for a
 * lowland garden in the region, not a forecast; how each was arrived at, and from which sources,
 * is in docs/decisions/0082-regional-planting-timing.md. The calendar's months are written for
 * `south-central`, the baseline the other regions are measured against.
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
}

export const BASELINE_REGION_ID: GrowingRegionId = "south-central";

export const growingRegions: readonly GrowingRegion[] = [
  {
    id: "south-west-coast",
    name: "South-west coasts",
    covers: "Cornwall, the Isles of Scilly, south Devon and the Pembrokeshire coast",
    lastFrost: "03-25",
    firstFrost: "12-05",
  },
  {
    id: "south-central",
    name: "Southern and central England and south Wales",
    covers: "England south of Stoke and Nottingham, and south Wales",
    lastFrost: "04-20",
    firstFrost: "11-01",
  },
  {
    id: "north-wales",
    name: "Northern England and mid and north Wales",
    covers: "England from Stoke and Nottingham northwards, and mid and north Wales",
    lastFrost: "05-01",
    firstFrost: "10-20",
  },
  {
    id: "lowland-scotland-ni",
    name: "Lowland Scotland and Northern Ireland",
    covers: "Scotland's central belt, Borders, south-west and east coast, and Northern Ireland",
    lastFrost: "05-05",
    firstFrost: "10-15",
  },
  {
    id: "highlands-islands",
    name: "Highlands and islands",
    covers: "the Highlands, Highland Perthshire, upland Aberdeenshire, Argyll and the islands",
    lastFrost: "05-25",
    firstFrost: "10-05",
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
