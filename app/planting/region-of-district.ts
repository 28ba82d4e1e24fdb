import type { GrowingRegionId } from "~/data/growing-regions";

// Which growing region a postcode district is in, from its postcode area (the letters) and its
// centre. The rule and why it draws the lines where it does are in decision 0082.

const SCOTTISH_AREAS = new Set([
  "AB",
  "DD",
  "DG",
  "EH",
  "FK",
  "G",
  "HS",
  "IV",
  "KA",
  "KW",
  "KY",
  "ML",
  "PA",
  "PH",
  "TD",
  "ZE",
]);
/** Inverness and the far north, the Western Isles, Shetland (Orkney is KW). */
const HIGHLAND_AREAS = new Set(["IV", "KW", "HS", "ZE"]);
/** Cornwall, Scilly and south Devon (Plymouth, Torquay). */
const SOUTH_WEST_COAST_AREAS = new Set(["TR", "PL", "TQ"]);
/** Welsh areas wholly upland or northern: Llandudno and Llandrindod Wells. */
const NORTH_WALES_AREAS = new Set(["LL", "LD"]);

/** The north edge of southern and central England: Stoke-on-Trent and Nottingham sit on it. */
export const NORTH_OF_ENGLAND_LATITUDE = 53.0;

export interface DistrictPoint {
  /** The outward code, such as "LS6" or "PA34". */
  district: string;
  latitude: number;
  longitude: number;
}

export function postcodeArea(district: string): string {
  return /^[A-Z]{1,2}/.exec(district.toUpperCase())?.[0] ?? "";
}

export function regionOfDistrict({
  district,
  latitude,
  longitude,
}: DistrictPoint): GrowingRegionId {
  const area = postcodeArea(district);
  if (area === "BT") return "lowland-scotland-ni";
  if (SCOTTISH_AREAS.has(area)) {
    const highland =
      HIGHLAND_AREAS.has(area) ||
      // Highland Perthshire (Pitlochry, Aberfeldy), not Perth and the Carse.
      (area === "PH" && latitude >= 56.5) ||
      // Argyll, Mull, Islay, Oban, Fort William's south: west of Loch Fyne.
      (area === "PA" && longitude <= -5.0) ||
      // Deeside and Donside above Banchory, and upper Speyside.
      (area === "AB" && longitude <= -2.7);
    return highland ? "highlands-islands" : "lowland-scotland-ni";
  }
  if (SOUTH_WEST_COAST_AREAS.has(area)) return "south-west-coast";
  // Pembrokeshire's coast (Haverfordwest, Milford Haven, St Davids, Fishguard).
  if (area === "SA" && longitude <= -4.6) return "south-west-coast";
  if (NORTH_WALES_AREAS.has(area)) return "north-wales";
  return latitude >= NORTH_OF_ENGLAND_LATITUDE ? "north-wales" : "south-central";
}
