import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { ukToday } from "./listing-expiry";
import { badgeType, type ListingType, listingCategoryLabel } from "./listing-options";
import { isListingId, notExpired } from "./listing-query.server";
import type { PublicUrl } from "./listing-summary";
import { listingImages, listings } from "./listings.table";

// What a listing shows to someone who is not signed in (issue 32, decision 0070): a link shared
// on WhatsApp or Facebook is opened by a crawler and by people without an account, who used to be
// sent to the sign-in page ("Sign in | Glut"). The preview is what the public lists already show
// of a listing (its card on the home and city pages): title, type, category, town and its first
// photo. Never the description, the lister or anything else members see.

export interface ListingPreview {
  id: string;
  name: string;
  type: ListingType;
  /** The category's key ("Vegetables"), worded in the page's language where shown. */
  category: string;
  /** Its English label, for a category the catalogue does not name. */
  categoryLabel: string;
  location: string;
  /** The first photo, at the size the detail page shows; null for a listing without photos. */
  photo: { url: string; width: number; height: number } | null;
}

/**
 * The preview of a listing the public lists would show today: active, not hidden by a moderator
 * (a suspension hides all of its owner's listings) and not expired. Anything else is null, as a
 * listing that does not exist is.
 */
export async function getListingPreview(
  db: Db,
  id: string,
  options: { publicUrl: PublicUrl; today?: string },
): Promise<ListingPreview | null> {
  if (!isListingId(id)) return null;
  const [row] = await db
    .select({
      id: listings.id,
      name: listings.name,
      type: listings.type,
      category: listings.category,
      location: listings.location,
    })
    .from(listings)
    .where(
      and(
        eq(listings.id, id),
        eq(listings.status, "active"),
        isNull(listings.hiddenAt),
        notExpired(options.today ?? ukToday(new Date())),
      ),
    );
  if (!row) return null;
  const [photo] = await db
    .select({
      largeKey: listingImages.largeKey,
      width: listingImages.width,
      height: listingImages.height,
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, id))
    .orderBy(asc(listingImages.position))
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    type: badgeType(row.type),
    category: row.category,
    categoryLabel: listingCategoryLabel(row.category),
    location: row.location,
    photo: photo
      ? { url: options.publicUrl(photo.largeKey), width: photo.width, height: photo.height }
      : null,
  };
}
