import { eq } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/current-user.server";
import {
  BASELINE_REGION_ID,
  type GrowingRegion,
  type GrowingRegionId,
  growingRegion,
  isGrowingRegionId,
} from "~/data/growing-regions";
import { nearestDistrict, type Place, placeFromText } from "~/data/uk-places.server";
import type { Translate } from "~/i18n/messages";
import type { Db } from "~/server/db/database.server";
import { englishPlanting } from "./planting-english";
import { plantingRegions } from "./plantings.table";
import { regionOfDistrict } from "./region-of-district";
import { REGION_INTENT, type RegionSource, regionMessagesFor } from "./region-schema";

export interface ResolvedRegion {
  region: GrowingRegion;
  source: RegionSource;
  /** The district or town typed into "find my region", when that is the source. */
  place: string | null;
  /** The district lookup found nothing: the page says so and keeps what was typed. */
  districtError: string | null;
  districtTyped: string;
  /** A member with no saved region: the region of their profile's location, if it has one. */
  suggestion: RegionSuggestion | null;
}

export interface RegionSuggestion {
  place: string;
  region: GrowingRegionId;
}

/**
 * The region of a UK place: a district by its own area and centre, a town by its nearest
 * district. Northern Ireland has no districts in the data yet, so a point there (west of the
 * North Channel, between Lough Foyle and Carlingford) is placed by its position.
 */
export function regionOfPlace(place: Place): GrowingRegionId {
  if (place.kind === "district") return regionOfDistrict({ ...place, district: place.label });
  const inNorthernIreland =
    place.longitude <= -5.4 &&
    place.longitude >= -8.2 &&
    place.latitude >= 54.0 &&
    place.latitude <= 55.35;
  if (inNorthernIreland) return "lowland-scotland-ni";
  const district = nearestDistrict(place);
  return district
    ? regionOfDistrict({ ...district, district: district.label })
    : BASELINE_REGION_ID;
}

/**
 * The region a member keeps: the one they saved, else the baseline. Their profile's location is
 * only a suggestion for the picker: harvest dates never move without the member's say.
 */
export async function memberRegion(
  db: Db,
  user: CurrentUser,
): Promise<{ region: GrowingRegion; source: "saved" | "default" }> {
  const [saved] = await db
    .select({ region: plantingRegions.region })
    .from(plantingRegions)
    .where(eq(plantingRegions.userId, user.id));
  if (saved && isGrowingRegionId(saved.region)) {
    return { region: growingRegion(saved.region), source: "saved" };
  }
  return { region: growingRegion(BASELINE_REGION_ID), source: "default" };
}

/** The region the member's profile location is in, to offer before they have saved one. */
export function suggestedRegion(user: CurrentUser): RegionSuggestion | null {
  const place = user.profile.location ? placeFromText(user.profile.location) : undefined;
  return place ? { place: place.label, region: regionOfPlace(place) } : null;
}

/**
 * The region a calendar view shows: `?region=` (a visitor's choice, or a member looking at
 * another region without saving it), else `?district=` (find my region), else the member's own,
 * else the baseline.
 */
export async function resolveRegion(
  db: Db,
  user: CurrentUser | null,
  params: URLSearchParams,
  t: Translate = englishPlanting(),
): Promise<ResolvedRegion> {
  const districtTyped = (params.get("district") ?? "").trim().slice(0, 60);
  const none = { place: null, districtError: null, districtTyped, suggestion: null };
  const chosen = params.get("region");
  if (isGrowingRegionId(chosen)) {
    return { ...none, region: growingRegion(chosen), source: "chosen" };
  }
  let districtError: string | null = null;
  if (districtTyped !== "") {
    const place = placeFromText(districtTyped);
    if (place) {
      return {
        ...none,
        region: growingRegion(regionOfPlace(place)),
        source: "district",
        place: place.label,
      };
    }
    districtError = regionMessagesFor(t).districtNotFound;
  }
  const own = user
    ? await memberRegion(db, user)
    : { region: growingRegion(BASELINE_REGION_ID), source: "default" as const };
  const suggestion = user && own.source === "default" ? suggestedRegion(user) : null;
  return { ...none, ...own, districtError, suggestion };
}

export type RegionOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Keeps the region on the member's account; an unknown region changes nothing. */
export async function saveMemberRegion(
  db: Db,
  user: CurrentUser,
  formData: FormData,
  now = new Date(),
  t: Translate = englishPlanting(),
): Promise<RegionOutcome> {
  const messages = regionMessagesFor(t);
  if (formData.get("intent") !== REGION_INTENT) return { ok: false, message: messages.unknown };
  const region = formData.get("region");
  if (!isGrowingRegionId(region)) return { ok: false, message: messages.unknown };
  await db
    .insert(plantingRegions)
    .values({ userId: user.id, region, updatedAt: now })
    .onConflictDoUpdate({ target: plantingRegions.userId, set: { region, updatedAt: now } });
  return { ok: true, message: messages.saved(t(`regions.${region}.name`)) };
}

/** Deleting an account: its saved region, inside the deletion's transaction. */
export async function deleteUserRegion(tx: Db, userId: string): Promise<void> {
  await tx.delete(plantingRegions).where(eq(plantingRegions.userId, userId));
}
