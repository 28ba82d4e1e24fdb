import { citiesByPopulation } from "~/data/cities-by-population";
import { greatCircleKm, KM_PER_MILE } from "./great-circle";
import { northernIrelandTownsCsv } from "./ni-towns";
import { postcodeDistrictsCsv } from "./postcode-districts";

// Where a listing is, and where a search starts: a UK town (the cities table, and Northern
// Ireland's towns and villages) or a GB postcode district (the outward code, such as LS6), each
// with an approximate centre (decisions 0046 and 0083). Northern Ireland has no open district
// centres, so there a town is the finest place. Nothing finer is ever kept: no full postcode,
// no address, no exact point.

export interface Place {
  /** What the site shows and stores as the listing's location: 'LS6' or 'Leeds'. */
  label: string;
  kind: "district" | "town";
  latitude: number;
  longitude: number;
}

/** Outward codes: an area of one or two letters, a digit, then a digit or a letter (SW1A, W1). */
const OUTWARD_CODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

function parseDistricts(csv: string): Map<string, Place> {
  const districts = new Map<string, Place>();
  for (const line of csv.trim().split(/\r?\n/).slice(1)) {
    const [district = "", latitude, longitude] = line.split(",");
    districts.set(district, {
      label: district,
      kind: "district",
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  return districts;
}

const districts = parseDistricts(postcodeDistrictsCsv);

/** How people name some places in everyday speech; the cities table uses the formal names. */
const TOWN_ALIASES: Record<string, string> = {
  hull: "Kingston upon Hull",
  brighton: "Brighton and Hove",
  hove: "Brighton and Hove",
  newcastle: "Newcastle upon Tyne",
  stoke: "Stoke-on-Trent",
  "stoke on trent": "Stoke-on-Trent",
  londonderry: "Derry",
};

function townKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const towns = new Map<string, Place>();
for (const city of citiesByPopulation) {
  towns.set(townKey(city.name), {
    label: city.name,
    kind: "town",
    latitude: city.latitude,
    longitude: city.longitude,
  });
}
/**
 * Northern Ireland's towns from GeoNames (decision 0083). A town the cities table already has
 * keeps the cities table's centre; one that shares its name with a town in Great Britain (Bangor)
 * is told apart by its nation.
 */
const northernIrelandTowns: Place[] = [];
for (const line of northernIrelandTownsCsv.trim().split(/\r?\n/).slice(1)) {
  const [name = "", latitude, longitude] = line.split(",");
  const town = name.replaceAll(";", ",");
  const known = citiesByPopulation.find((city) => townKey(city.name) === townKey(town));
  // Derry's other name is an alias of the city, not a second place.
  if (known?.country === "Northern Ireland" || townKey(town) in TOWN_ALIASES) continue;
  const label = known ? `${town}, Northern Ireland` : town;
  const place: Place = {
    label,
    kind: "town",
    latitude: Number(latitude),
    longitude: Number(longitude),
  };
  northernIrelandTowns.push(place);
  towns.set(townKey(label), place);
}
for (const [alias, name] of Object.entries(TOWN_ALIASES)) {
  const town = towns.get(townKey(name));
  if (town) towns.set(alias, town);
}

function findDistrict(text: string): Place | undefined {
  const code = text.toUpperCase().replace(/\s+/g, "");
  if (OUTWARD_CODE.test(code)) return districts.get(code);
  // A full postcode names its district; only the district is kept.
  const full = /^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$/.exec(code);
  return full?.[1] ? districts.get(full[1]) : undefined;
}

/** The town or district a person typed, in any case and spacing; undefined when it is neither. */
export function findPlace(text: string): Place | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return findDistrict(trimmed) ?? towns.get(townKey(trimmed));
}

/**
 * The place a listing's free-text location names, for listings written before places were
 * chosen: the whole text, else its comma-separated parts from the last ('Meanwood, Leeds' is in
 * Leeds). Undefined when nothing matches: the listing stays unplaced.
 */
export function placeFromText(text: string): Place | undefined {
  const whole = findPlace(text);
  if (whole) return whole;
  const parts = text.split(",").map((part) => part.trim());
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const place = findPlace(parts[index] ?? "");
    if (place) return place;
  }
  return undefined;
}

/** Up to `limit` places whose name or code starts with what was typed, towns first. */
export function suggestPlaces(typed: string, limit = 8): Place[] {
  const key = townKey(typed);
  if (key === "") return [];
  const found = new Map<string, Place>();
  for (const [name, town] of towns) {
    if (found.size >= limit) break;
    if (name.startsWith(key)) found.set(town.label, town);
  }
  const code = typed.toUpperCase().replace(/\s+/g, "");
  if (/^[A-Z]{1,2}[0-9]?[A-Z0-9]?$/.test(code)) {
    for (const [district, place] of districts) {
      if (found.size >= limit) break;
      if (district.startsWith(code)) found.set(district, place);
    }
  }
  return [...found.values()];
}

/** Great-circle distance in miles. */
export function milesBetween(
  a: Pick<Place, "latitude" | "longitude">,
  b: Pick<Place, "latitude" | "longitude">,
): number {
  return greatCircleKm(a, b) / KM_PER_MILE;
}

/** Where 'Near me' can land: every GB district, and Northern Ireland's towns and cities. */
const nearMePlaces: readonly Place[] = [
  ...districts.values(),
  ...northernIrelandTowns,
  ...citiesByPopulation
    .filter((city) => city.country === "Northern Ireland")
    .map(
      (city): Place => ({
        label: city.name,
        kind: "town",
        latitude: city.latitude,
        longitude: city.longitude,
      }),
    ),
];

/**
 * The place nearest a point, for 'Near me': the browser's rounded position becomes a GB
 * district, or in Northern Ireland a town, and only that goes into the address bar or anywhere
 * else.
 */
export function nearestDistrict(point: Pick<Place, "latitude" | "longitude">): Place | undefined {
  let nearest: Place | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const place of nearMePlaces) {
    const miles = milesBetween(point, place);
    if (miles < best) {
      best = miles;
      nearest = place;
    }
  }
  // Further than this from every district is not in the UK.
  return best <= 25 ? nearest : undefined;
}
