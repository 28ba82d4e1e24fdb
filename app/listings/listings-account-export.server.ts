import { asc, eq, inArray } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { listingImages, listings } from "./listings.table";

/**
 * "Download my data": every listing the member posted, any status, with its photos' storage
 * keys (the files themselves are served at /uploads/{key}). Part of the listings domain.
 */
export const listingsAccountExport: AccountExportSection = {
  name: "listings",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(listings)
      .where(eq(listings.userId, userId))
      .orderBy(asc(listings.createdAt));
    if (rows.length === 0) return [];
    const images = await db
      .select()
      .from(listingImages)
      .where(
        inArray(
          listingImages.listingId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(listingImages.position));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      type: row.type,
      location: row.location,
      quantity: row.quantity,
      harvestDate: row.harvestDate,
      availableUntil: row.availableUntil,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      photos: images
        .filter((image) => image.listingId === row.id)
        .map((image) => ({ large: image.largeKey, thumbnail: image.thumbKey })),
    }));
  },
};
