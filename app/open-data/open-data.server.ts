import { allotmentEntries } from "~/data/allotments";
import { cities } from "~/data/cities";
import { cropCalendars, cropKey } from "~/data/planting-crops";
import { findPlace, placeFromText } from "~/data/uk-places.server";
import { foodBankHref } from "~/food-banks/food-bank-links";
import {
  type FoodBankOpenRow,
  findFoodBankForOpenData,
  listFoodBanksForOpenData,
} from "~/food-banks/food-banks.server";
import { activeListingCountsByLocation } from "~/listings/listing-counts.server";
import { allotmentCitySlug } from "~/places/allotments";
import type { Db } from "~/server/db/database.server";
import { SMALLEST_COUNT_SHOWN } from "./open-data-limits";
import { needsFeedPath } from "./open-data-paths";

// What the open-data API reads (decision 0096): only what the site already shows anyone, in the
// shapes the OpenAPI description (openapi.ts) gives. Coordinates are never finer than the data
// allows: a food bank at its postcode district's centre, a city at its centre.

export interface Point {
  latitude: number;
  longitude: number;
}

export interface OpenFoodBank {
  id: string;
  name: string;
  alternativeName: string | null;
  network: string | null;
  address: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  needs: string[];
  excess: string[];
  city: string | null;
  location: Point | null;
  page: string;
  needsFeed: string;
  updatedAt: string;
}

function districtCentre(postcode: string | null): Point | null {
  const place = findPlace(postcode ?? "");
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

function toOpenFoodBank(row: FoodBankOpenRow, appUrl: string): OpenFoodBank {
  const { sourceId, updatedAt, ...fields } = row;
  return {
    id: sourceId,
    ...fields,
    location: districtCentre(row.postcode),
    page: new URL(foodBankHref(sourceId), appUrl).toString(),
    needsFeed: new URL(needsFeedPath(sourceId), appUrl).toString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Every food bank, or a city's, by name. */
export async function openFoodBanks(
  db: Db,
  appUrl: string,
  citySlug?: string,
): Promise<OpenFoodBank[]> {
  const rows = await listFoodBanksForOpenData(db, citySlug);
  return rows.map((row) => toOpenFoodBank(row, appUrl));
}

/** One food bank by its id in the source, or null. */
export async function findOpenFoodBank(
  db: Db,
  appUrl: string,
  sourceId: string,
): Promise<OpenFoodBank | null> {
  const row = await findFoodBankForOpenData(db, sourceId);
  return row ? toOpenFoodBank(row, appUrl) : null;
}

export interface OpenCity {
  slug: string;
  name: string;
  county: string;
  region: string;
  country: string;
  population: number;
  populationBasis: string;
  location: Point;
  page: string;
}

/** The seeded cities, largest first, with their centres. */
export function openCities(appUrl: string): OpenCity[] {
  return cities.map((city) => ({
    slug: city.slug,
    name: city.name,
    county: city.county,
    region: city.region,
    country: city.country,
    population: city.population,
    populationBasis: city.populationBasis,
    location: { latitude: city.latitude, longitude: city.longitude },
    page: new URL(`/city/${city.slug}`, appUrl).toString(),
  }));
}

export interface OpenAllotmentCouncil {
  id: string;
  councilName: string;
  city: string;
  citySlug: string | null;
  county: string;
  region: string;
  country: string;
  applicationUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
  notes: string;
}

/** The councils' allotment pages, by council name. */
export function openAllotmentCouncils(): OpenAllotmentCouncil[] {
  return [...allotmentEntries]
    .sort((a, b) => a.councilName.localeCompare(b.councilName, "en-GB"))
    .map((entry) => ({
      id: entry.id,
      councilName: entry.councilName,
      city: entry.city,
      citySlug: allotmentCitySlug(entry) ?? null,
      county: entry.county,
      region: entry.region,
      country: entry.country,
      applicationUrl: entry.applicationUrl,
      contactEmail: entry.contactEmail ?? null,
      contactPhone: entry.contactPhone ?? null,
      notes: entry.notes,
    }));
}

export interface OpenCrop {
  crop: string;
  name: string;
  variety: string | null;
  sowUnderCover: number[];
  sowOutside: number[];
  plantOut: number[];
  harvest: number[];
}

/** The planting calendar's months (1 to 12) for each crop, in the guide's order. */
export function openPlantingCalendar(): OpenCrop[] {
  return cropCalendars.map((crop) => ({
    crop: cropKey(crop),
    name: crop.name,
    variety: crop.variety ?? null,
    sowUnderCover: [...(crop.sowUnderCover ?? [])],
    sowOutside: [...(crop.sowOutside ?? [])],
    plantOut: [...(crop.plantOut ?? [])],
    harvest: [...(crop.harvest ?? [])],
  }));
}

export interface SharingArea {
  /** The postcode district (LS6) or, in Northern Ireland, the town. */
  area: string;
  kind: "district" | "town";
  location: Point;
  /** Active listings by category; a category with fewer than SMALLEST_COUNT_SHOWN is left out. */
  categories: Record<string, number>;
  total: number;
}

/**
 * What is being shared where: members' active public listings (the public lists' own rules;
 * demo listings left out) counted by area and category. Never a member, never a listing's text:
 * only the place each listing already names at district level, and its category.
 */
export async function sharingByArea(db: Db): Promise<SharingArea[]> {
  const rows = await activeListingCountsByLocation(db);
  const areas = new Map<
    string,
    { place: NonNullable<ReturnType<typeof placeFromText>>; counts: Map<string, number> }
  >();
  for (const row of rows) {
    const place = placeFromText(row.location);
    if (!place) continue;
    const area = areas.get(place.label) ?? { place, counts: new Map<string, number>() };
    area.counts.set(row.category, (area.counts.get(row.category) ?? 0) + row.listed);
    areas.set(place.label, area);
  }
  const shown: SharingArea[] = [];
  for (const { place, counts } of areas.values()) {
    const categories = Object.fromEntries(
      [...counts.entries()]
        .filter(([, listed]) => listed >= SMALLEST_COUNT_SHOWN)
        .sort(([a], [b]) => a.localeCompare(b, "en-GB")),
    );
    const total = Object.values(categories).reduce((sum, listed) => sum + listed, 0);
    if (total === 0) continue;
    shown.push({
      area: place.label,
      kind: place.kind,
      location: { latitude: place.latitude, longitude: place.longitude },
      categories,
      total,
    });
  }
  return shown.sort((a, b) => a.area.localeCompare(b.area, "en-GB"));
}
